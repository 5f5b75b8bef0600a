package webtest

import (
	"strings"
	"testing"
	"time"
)

// tabNames name the screenshots of the tabs, in the tab bar's order.
var tabNames = []string{"game", "battle", "cards", "learn", "tools", "settings"}

// TestPhone opens the app as a phone does and uses it with a finger and a
// phone keyboard: every tab, a player's name, a battle settled, the card
// book's list, the card search and the More games shelf. With -short (the
// fast tier, make test) it is the package's one smoke test: its smoke steps
// run and the others skip.
func TestPhone(t *testing.T) {
	s := serve(t, webDir(t))
	p := openPhone(t, t.TempDir())
	p.openShowingLoader(s.URL)
	steps := []struct {
		name  string
		f     func(*phone)
		smoke bool // runs in the fast tier too
	}{
		{"loads", checkLoaded, true},
		{"tabs", checkTabs, true},
		{"turned", checkTurned, true},
		{"scroll", checkScroll, false},
		{"search", checkSearch, false},
		{"name", checkPlayerName, true},
		{"battle", checkBattle, true},
		{"shelf", checkShelf, false},
		{"page", checkPageStill, false},
		{"console", checkConsole, true},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			if !step.smoke {
				longTier(t)
			}
			p.tb = t
			defer func() { p.tb = nil }()
			step.f(p)
		})
	}
}

// longTier skips t in the fast tier (go test -short): it runs in the long
// one, make test-long.
func longTier(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("long tier: make test-long (or go test without -short) runs it")
	}
}

// checkLoaded: the loading screen is gone and the app's canvas fills the
// phone's screen.
func checkLoaded(p *phone) {
	if gone := eval[bool](p, `!document.getElementById('loading')`); !gone {
		p.tb.Error("the loading screen is still there after the first frame")
	}
	size := eval[[]float64](p, `(() => { const r = document.querySelector('canvas').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`)
	if want := []float64{0, 0, phoneW, phoneH}; !equalFloats(size, want) {
		p.tb.Errorf("the canvas is at %v, want %v", size, want)
	}
	p.shot("first-screen")
}

func equalFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// checkTabs taps every tab: each shows a screen of its own, and the first
// tab shows the same screen again at the end.
func checkTabs(p *phone) {
	first := p.shot("")
	prev := first
	for i, x := range tabCenters {
		p.tap(x, tabY)
		img := p.shot("tab-" + tabNames[i])
		if i > 0 && differing(prev, img, bodyOf(img)) < 20 {
			p.tb.Errorf("tapping the %s tab did not change the screen", tabNames[i])
		}
		prev = img
	}
	p.tap(tabCenters[tabGame], tabY)
	if n := differing(first, p.shot(""), bodyOf(first)); n != 0 {
		p.tb.Errorf("back on the game tab, %d rows differ from the first time", n)
	}
}

// checkTurned turns the phone sideways and back: each way, the app is
// drawn where a tap hits it (checkDrawnWhereTapped).
func checkTurned(p *phone) {
	p.turn(844, 390)
	checkDrawnWhereTapped(p, "sideways")
	p.turn(phoneW, phoneH)
	checkDrawnWhereTapped(p, "upright again")
}

// checkScroll drags the card book's list: a slow drag moves the list with
// the finger exactly, a quick swipe flings it on past where the finger
// lifted, and nothing else on the screen moves.
func checkScroll(p *phone) {
	p.tap(tabCenters[tabCards], tabY)
	top := p.shot("")
	p.drag(195, 600, 450, 15, 250*time.Millisecond)
	dragged := p.shot("cards-dragged")
	if moved, miss := shift(top, dragged, cardsList, cardsList.Dy()/2); moved < 148 || moved > 152 || miss > 0.05 {
		p.tb.Errorf("a 150 px drag moved the list %d px (%.0f%% of rows unmatched), want 150", moved, miss*100)
	}
	for name, r := range map[string]rectangle{"search and filters": cardsTop, "tab bar": tabBar} {
		if n := differing(top, dragged, r); n != 0 {
			p.tb.Errorf("dragging the list moved the %s (%d rows)", name, n)
		}
	}
	p.drag(195, 300, 700, 5, 0) // back to the top
	if n := differing(top, p.shot(""), cardsList); n != 0 {
		p.tb.Errorf("a swipe down did not bring the list back to the top (%d rows differ)", n)
	}
	// The same 100 px, slowly and then as a quick swipe: only the swipe
	// flings the list on past where the finger lifted.
	p.drag(195, 600, 500, 15, 250*time.Millisecond)
	slow := p.shot("cards-dragged-slowly")
	p.drag(195, 300, 700, 5, 0)
	p.drag(195, 600, 500, 5, 0)
	flung := p.shot("cards-flung")
	if n := differing(slow, flung, cardsList); n == 0 {
		p.tb.Errorf("a quick 100 px swipe left the list where a slow 100 px drag does: no fling")
	}
	if n := differing(top, flung, cardsList); n == 0 {
		p.tb.Errorf("a quick swipe did not move the list")
	}
}

// checkSearch taps the card search, which brings up the keyboard, and types
// into it as a phone keyboard does: committed text, key presses,
// Backspace and a word composed letter by letter.
func checkSearch(p *phone) {
	p.tap(150, 87) // the search entry, under the note on rulebook examples
	if f := p.focused(); f.Kind != "entry" || f.PlaceHolder != "Search names and abilities" {
		p.tb.Fatalf("tapping the search focused %+v", f)
	}
	if id := eval[string](p, `document.activeElement.id`); id != "dummyEntry" {
		p.tb.Errorf("the focused element is %q, not the keyboard's input", id)
	}
	p.insertText("do")
	p.press("g")
	p.wantText("dog")
	for range 3 {
		p.press("Backspace")
	}
	p.wantText("")
	p.compose("ott")
	p.wantText("ott")
	p.compose("otte")
	p.insertText("otter")
	p.wantText("otter")
	p.shot("cards-search")
	for range 5 {
		p.press("Backspace")
	}
	p.wantText("")
}

// wantText checks the text of the focused entry.
func (p *phone) wantText(want string) {
	p.tb.Helper()
	if f := p.focused(); f.Kind != "entry" || f.Text != want {
		p.tb.Errorf("the focused entry holds %q (%s), want %q", f.Text, f.Kind, want)
	}
}

// checkPlayerName types a player's name on the new-game form.
func checkPlayerName(p *phone) {
	p.tap(tabCenters[tabGame], tabY)
	p.tabTo("the first player's name", isEntry("Player 1"))
	p.insertText("Ana")
	p.wantText("Ana")
	p.shot("game-name")
	p.press("Backspace")
	p.press("Backspace")
	p.press("Backspace")
	p.wantText("")
}

// isEntry accepts the entry with the placeholder.
func isEntry(placeholder string) func(focus) bool {
	return func(f focus) bool { return f.Kind == "entry" && f.PlaceHolder == placeholder }
}

// isButton accepts the button with the text.
func isButton(text string) func(focus) bool {
	return func(f focus) bool { return f.Kind == "button" && f.Text == text }
}

// checkShelf opens a game of the More games shelf with a finger: the way
// to the shelf at the top of the Tools page brings it up in one tap, a tap
// on the board game opens its new-game form (its first name field takes
// the focus with Tab), and the way back at the top returns to the tools
// page as it was.
func checkShelf(p *phone) {
	p.openShelf()
	tools := p.shot("tools-shelf")
	p.tapText(boardGame)
	game := p.shot("shelf-board-game")
	if n := differing(tools, game, bodyOf(game)); n < 20 {
		p.tb.Fatalf("tapping the board game on the shelf changed %d rows", n)
	}
	p.tabTo("the board game's first name field", isEntry("Player 1"))
	p.tapFocused(p.tabTo("the way back to the tools", isButton("Tools")))
	if n := differing(tools, p.shot(""), bodyOf(tools)); n != 0 {
		p.tb.Errorf("back from the board game, %d rows of the tools page differ", n)
	}
}

// boardGame is the board game's name on the More games shelf.
const boardGame = "Super Auto Pets board game"

// openShelf brings up the More games shelf on the Tools tab.
func (p *phone) openShelf() {
	p.tb.Helper()
	p.tap(tabCenters[tabTools], tabY)
	p.tapText("More games: board game, exercise, automa")
}

// checkPageStill: after all that, the page has not scrolled or zoomed.
func checkPageStill(p *phone) {
	got := eval[[]float64](p, `[scrollX, scrollY, document.scrollingElement.scrollTop, visualViewport.scale,
		visualViewport.offsetTop, visualViewport.offsetLeft, document.querySelector('canvas').getBoundingClientRect().top]`)
	if want := []float64{0, 0, 0, 1, 0, 0, 0}; !equalFloats(got, want) {
		p.tb.Errorf("the page moved: scrollX, scrollY, scrollTop, zoom, viewport top and left, canvas top = %v, want %v", got, want)
	}
}

// checkConsole: the app logged no error, and nothing "not implemented on js".
func checkConsole(p *phone) {
	for _, line := range strings.Split(p.log(), "\n") {
		for _, bad := range []string{"not implemented on js", "panic", "exception", "Error in Fyne", "Fyne error", "error:"} {
			if strings.Contains(line, bad) {
				p.tb.Errorf("console: %s", line)
				break
			}
		}
	}
}

// TestCompressingHost serves app.wasm.gz as a host that compresses on its
// own would (Content-Encoding: gzip): the browser inflates it, and the page
// takes it as it comes.
func TestCompressingHost(t *testing.T) {
	longTier(t)
	s := serve(t, webDir(t))
	s.encoded.Store(true)
	p := openPhone(t, t.TempDir())
	p.open(s.URL)
	if s.hits.Load() == 0 {
		t.Fatal("the page never asked for app.wasm.gz")
	}
	checkConsole(p)
}
