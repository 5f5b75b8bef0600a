package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// found is where the app says an object showing a text lies (sapc.find).
type found struct {
	Found bool      `json:"found"`
	Rect  []float64 `json:"rect"` // left, top, width, height in the app's units
	// Seen is the part of Rect the scroll views around it show: none for
	// an object scrolled out of sight.
	Seen []float64 `json:"seen"`
}

// find returns where to tap, in CSS pixels, the first object showing text
// (a label, button, check, entry or its placeholder, a radio option): half
// way down, and half way across or 40 px in from its left, whichever is
// less (a radio option or a check is only as wide as its words, though the
// app gives it the whole row).
func (p *phone) find(text string) (x, y float64) {
	p.tb.Helper()
	f := p.where(text)
	px := eval[float64](p, `sapc.scale / devicePixelRatio`)
	return f.Rect[0]*px + min(f.Rect[2]*px/2, 40), (f.Rect[1] + f.Rect[3]/2) * px
}

// where is where the first object showing text lies, in the app's units,
// once the app is idle.
func (p *phone) where(text string) found {
	p.tb.Helper()
	p.idle()
	var f found
	raw := eval[string](p, fmt.Sprintf(`new Promise((ok) => sapc.find(%q, ok))`, text))
	if err := json.Unmarshal([]byte(raw), &f); err != nil || !f.Found {
		p.tb.Fatalf("the app shows nothing with the text %q (%v); the texts on show:\n%s", text, err, strings.Join(p.texts(), "\n"))
	}
	return f
}

// tapText taps the first object showing text where find says.
func (p *phone) tapText(text string) {
	p.tb.Helper()
	x, y := p.find(text)
	if x < 0 || y < 0 || x >= float64(p.w) || y >= float64(p.h) {
		p.tb.Fatalf("%q is off the screen at (%.0f, %.0f): a finger cannot tap it there", text, x, y)
	}
	p.tap(x, y)
}

// screenInfo is what the app says of its window (sapc.screen).
type screenInfo struct {
	Tab  string    `json:"tab"`
	Size []float64 `json:"size"` // the window as the app lays it out, CSS pixels
	Min  []float64 `json:"min"`  // the least size its content asks for
}

func (p *phone) screen() screenInfo {
	p.tb.Helper()
	p.idle()
	var s screenInfo
	raw := eval[string](p, `new Promise((ok) => sapc.screen(ok))`)
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		p.tb.Fatalf("sapc.screen: %v: %s", err, raw)
	}
	return s
}

// tabCenter is the middle of tab i of the tab bar as the phone is held.
func (p *phone) tabCenter(i int) (float64, float64) {
	w := float64(p.w) / float64(len(tabNames))
	return w*float64(i) + w/2, float64(p.h) - 25
}

// pageBackground is the page's colour behind the app's canvas (index.html):
// what shows where the app draws nothing.
var pageBackground = [3]uint8{0x2d, 0x37, 0x48}

// checkDrawnWhereTapped: the app lays itself out in the window it has, no
// larger (a larger layout is drawn cut off at the top while taps land where
// the layout puts things); the canvas fills the page, the page has not
// moved, the tab bar is drawn at the bottom; and a tap on each tab's place
// opens that tab, the Game tab last.
func checkDrawnWhereTapped(p *phone, state string) {
	p.tb.Helper()
	s := p.screen()
	if len(s.Size) != 2 || s.Size[0] != float64(p.w) || s.Size[1] != float64(p.h) {
		p.tb.Errorf("%s: the app lays itself out in %v, the phone's screen is %dx%d", state, s.Size, p.w, p.h)
	}
	if len(s.Min) != 2 || s.Min[0] > float64(p.w) || s.Min[1] > float64(p.h) {
		p.tb.Errorf("%s: the app asks for %v, more than the %dx%d screen: it would be drawn cut off", state, s.Min, p.w, p.h)
	}
	checkPageStill(p)
	img := rgba(p.shot(""))
	if c := img.RGBAAt(int(p.w)/2, int(p.h)-2); [3]uint8{c.R, c.G, c.B} == pageBackground {
		p.tb.Errorf("%s: nothing is drawn at the bottom of the screen, where the tab bar belongs", state)
	}
	for _, i := range []int{tabSettings, tabCards, tabTools, tabLearn, tabBattle, tabGame} {
		p.tap(p.tabCenter(i))
		if got := p.screen().Tab; !strings.EqualFold(got, tabNames[i]) {
			p.tb.Errorf("%s: a tap on the %s tab, where it is drawn, opened %s", state, tabNames[i], got)
		}
	}
}

// TestTurningThePhone turns the phone sideways and back in several states,
// each time checking that what is drawn is what a tap hits: typing a name
// (the keyboard up), a running game at Extra large text in dark, after a
// reload while sideways, and with a dialog open (its button is tapped where
// it is drawn). Screenshots of each state sideways.
func TestTurningThePhone(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	turnAndCheck := func(state string) {
		t.Helper()
		p.turn(844, 390)
		p.shot("turned-" + state)
		checkDrawnWhereTapped(p, state+", sideways")
		p.turn(phoneW, phoneH)
		checkDrawnWhereTapped(p, state+", upright again")
	}
	checkDrawnWhereTapped(p, "first start")

	p.tapFocused(p.tabTo("the first player's name", isEntry("Player 1")))
	p.insertText("Ana")
	p.turn(844, 390)
	p.shot("turned-typing")
	p.wantText("Ana")
	p.insertText("bel")
	p.wantText("Anabel")
	for range len("Anabel") {
		p.press("Backspace")
	}
	p.turn(phoneW, phoneH)
	checkDrawnWhereTapped(p, "typing a name")

	p.tap(p.tabCenter(tabSettings))
	p.tapText("Dark")
	p.tapText("Extra large")
	startGame(p)
	turnAndCheck("game-dark-xl")

	p.turn(844, 390)
	p.reload()
	p.shot("turned-reloaded")
	checkDrawnWhereTapped(p, "reloaded sideways")
	p.turn(phoneW, phoneH)

	p.tap(float64(p.w)-28, 33) // the game's New game button, top right
	p.turn(844, 390)
	p.shot("turned-dialog")
	if texts := p.dialogTexts(); !strings.Contains(strings.Join(texts, "\n"), "Start a new game?") {
		t.Fatalf("the New game button opened %v, not its question", texts)
	}
	p.tapText("No")
	if n := len(p.dialogTexts()); n != 0 {
		t.Errorf("tapping Cancel where it is drawn, sideways, left the dialog open")
	}
	checkDrawnWhereTapped(p, "after a dialog, sideways")
	checkConsole(p)
}

// dialogTexts are the texts on show over the window (an open dialog's).
func (p *phone) dialogTexts() []string {
	p.tb.Helper()
	raw := eval[string](p, `new Promise((ok) => sapc.texts(ok, true))`)
	var texts []string
	if err := json.Unmarshal([]byte(raw), &texts); err != nil {
		p.tb.Fatalf("sapc.texts: %v: %s", err, raw)
	}
	return texts
}

// TestTheLookIsKeptAndUndone: Normal text after Extra large is laid out
// exactly as Normal on a first start, pixel for pixel; dark and Extra large
// chosen come back exactly so after a reload, from the first frame.
func TestTheLookIsKeptAndUndone(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(p.tabCenter(tabSettings))
	p.tapText("Normal") // as the second time will: the finger last on Normal
	fresh := p.shot("settings-normal-fresh")
	p.tapText("Extra large")
	p.shot("settings-extra-large")
	p.tapText("Normal")
	if n := differing(fresh, p.shot("settings-normal-after-xl"), fresh.Bounds()); n != 0 {
		t.Errorf("Normal after Extra large differs from Normal on a first start in %d rows", n)
	}

	p.tapText("Dark")
	p.tapText("Extra large")
	p.tap(p.tabCenter(tabGame))
	before := p.shot("dark-xl-before-reload")
	p.reload()
	if n := differing(before, p.shot("dark-xl-after-reload"), before.Bounds()); n != 0 {
		t.Errorf("after a reload, %d rows differ from the screen before it: the look was not restored", n)
	}
}

// TestDragsFollowTheFinger: a slow 400 px drag that starts on a name field
// of the new-game form (six players: a long form) moves the form 400 px,
// and a 150 px one that starts on a button of the Tools page (which has
// less to scroll) moves that page 150 px.
func TestDragsFollowTheFinger(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tapText("6")
	page := image.Rect(0, 0, phoneW-12, tabBar.Min.Y-70) // less the scroll bar and the pinned Start
	top := p.shot("")
	x, y := p.find("entry:Player 3")
	p.drag(x, y, y-400, 25, 250*time.Millisecond)
	moved, miss := shift(top, p.shot("drag-from-entry"), page, 600)
	if moved < 380 || moved > 420 || miss > 0.05 {
		t.Errorf("a 400 px drag from a name field moved the form %d px (%.0f%% of rows unmatched), want 400 ± 20", moved, miss*100)
	}

	p.tap(p.tabCenter(tabTools))
	page = image.Rect(0, 0, phoneW-12, tabBar.Min.Y-110) // less the pinned dice buttons
	top = p.shot("")
	x, y = p.find("Roll for a team name")
	p.drag(x, y, y-150, 15, 250*time.Millisecond)
	moved, miss = shift(top, p.shot("drag-from-button"), page, 300)
	if moved < 142 || moved > 158 || miss > 0.05 {
		t.Errorf("a 150 px drag from a button moved the page %d px (%.0f%% of rows unmatched), want 150 ± 8", moved, miss*100)
	}
}

// TestTypingLosesNoLetter adds six cards to a deck in the battle resolver
// as a quick typist does: a few letters and Enter at once, with no pause
// for the suggestions. Every card is added, none joins the next, and the
// field stays in sight above the Settle bar, also with the keyboard up.
func TestTypingLosesNoLetter(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(p.tabCenter(tabBattle))
	p.tapText("Add a card: type a few letters")
	p.keyboardUp()
	words := []string{"pea", "dog", "ott", "ant", "fis", "mos"}
	for _, w := range words {
		p.typeAndEnter(w)
	}
	p.idle()
	want := []string{"1. Peacock", "2. Dog", "3. Otter", "4. Ant", "5. Fish", "6. Mosquito"}
	texts := strings.Join(p.texts(), "\n")
	for _, w := range want {
		if !strings.Contains(texts, "\n"+w) {
			t.Errorf("the deck has no %q after typing %v with Enter; the texts on show:\n%s", w, words, texts)
		}
	}
	p.wantText("")
	p.shot("typed-six-cards")
	p.checkFieldInSight("six cards added")
	p.turn(phoneW, 480) // the keyboard takes the lower part of the screen
	p.shot("typed-keyboard-up")
	p.checkFieldInSight("with the keyboard up")
	p.typeAndEnter("zzz")
	p.wantText("zzz")
	if texts := strings.Join(p.texts(), "\n"); !strings.Contains(texts, `No card called "zzz"`) {
		t.Errorf("Enter on letters no card has said nothing; the texts on show:\n%s", texts)
	}
}

// typeAndEnter sends letters as a keyboard commits them and presses Enter
// right after, without waiting for the app between the two.
func (p *phone) typeAndEnter(letters string) {
	p.tb.Helper()
	down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: "Enter", Code: "Enter",
		WindowsVirtualKeyCode: 13, NativeVirtualKeyCode: 13, Text: "\r"}
	up := down
	up.Type, up.Text = input.DispatchKeyEventTypeKeyUp, ""
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return firstErr(callOnly(ctx, t, input.InsertText, input.InsertTextParams{Text: letters}),
			callOnly(ctx, t, input.DispatchKeyEvent, down), callOnly(ctx, t, input.DispatchKeyEvent, up))
	})
	p.idle()
}

// checkFieldInSight: the focused field lies wholly on the screen, above the
// Settle bar pinned under the set-up.
func (p *phone) checkFieldInSight(state string) {
	p.tb.Helper()
	f := p.focused()
	px := eval[float64](p, `sapc.scale / devicePixelRatio`)
	_, settleY := p.find("Settle the battle")
	top, bottom := f.Rect[1]*px, (f.Rect[1]+f.Rect[3])*px
	if top < 0 || bottom > settleY-24 {
		p.tb.Errorf("%s: the field being typed into spans y %.0f to %.0f, out of sight (the Settle bar's middle is at %.0f)", state, top, bottom, settleY)
	}
}
