package webtest

import (
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
)

// TestALongPasteIntoAPlayersNameIsRefused pastes 5,000 characters into the
// first player's name on the new-game form: refused at once, whole, the
// field empty and a message naming the paste's length and the limit.
func TestALongPasteIntoAPlayersNameIsRefused(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(tabCenters[tabGame], tabY)
	p.tapText("entry:Player 1")
	took := p.paste(strings.Repeat("Ana ", 1250))
	t.Logf("a paste of 5000 characters into a player's name took %v", took.Round(time.Millisecond))
	p.shot("game-name-paste-refused")
	p.wantRefusal("That is 5,000 characters; this field takes at most 60.")
	if f := p.focused(); f.Kind != "entry" || f.Text != "" {
		t.Errorf("after a paste over its limit, the player's name holds %d characters (%s), want none", len(f.Text), f.Kind)
	}
	checkConsole(p)
}

// TestTheScoresReadAcrossTheTableUpright starts a game of Ana and Ben on
// the phone held upright and measures the tallest figure drawn on the
// scoreboard, between the round bar and the table's instructions: the
// trophies, drawn at least as tall as the heading's digits (the issue
// measured 13 px, in a subheading's size).
func TestTheScoresReadAcrossTheTableUpright(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	startGame(p)
	px := eval[float64](p, `sapc.scale / devicePixelRatio`)
	bar := p.where("Round 1 of 6 · Shop Phase")
	var prompt string
	for _, text := range p.texts() {
		if strings.HasPrefix(text, "At the table:") {
			prompt = text
			break
		}
	}
	if prompt == "" {
		t.Fatalf("no instructions for the table on show; the texts:\n%s", strings.Join(p.texts(), "\n"))
	}
	below := p.where(prompt)
	img := p.shot("game-scores-upright")
	board := image.Rect(0, int((bar.Rect[1]+bar.Rect[3])*px), int(p.w), int(below.Rect[1]*px))
	if !lightBehind(img, board) {
		t.Fatalf("the scoreboard %v is not drawn light: this test reads dark figures on the light theme", board)
	}
	tallest := tallestInk(img, board)
	const heading = 24 // the theme's heading size at Normal text, in the app's units
	want := 0.65 * heading * px
	t.Logf("the scoreboard's tallest figure is %d px tall (the issue measured 13 px); 1 unit of the app is %.2f px", tallest, px)
	if float64(tallest) < want {
		t.Errorf("the scoreboard's tallest figure is %d px tall upright, want at least %.0f px (the heading's digits)", tallest, want)
	}
	checkConsole(p)
}

// lightBehind reports whether most pixels of r in img are light.
func lightBehind(img image.Image, r image.Rectangle) bool {
	light, all := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			all++
			if luma(img.At(x, y)) > 200 {
				light++
			}
		}
	}
	return all > 0 && light*2 > all
}

// tallestInk is the longest unbroken run of dark pixels down any column of
// r in img: the height of the tallest figure drawn there (a digit's stroke
// runs its whole height; the players' colour stripes are thin).
func tallestInk(img image.Image, r image.Rectangle) int {
	best := 0
	for x := r.Min.X; x < r.Max.X; x++ {
		run := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			if luma(img.At(x, y)) < 90 {
				run++
				best = max(best, run)
			} else {
				run = 0
			}
		}
	}
	return best
}

// luma is how light c is, 0 to 255.
func luma(c color.Color) uint8 { return color.GrayModel.Convert(c).(color.Gray).Y }

// TestADoubleTapOnAPhaseButtonChangesOnePhase double-taps, as a quick
// finger does, each button that ends a phase of
// round 1: "Everyone has passed", a battle's result and "Start round 2".
// Each double tap changes one phase: the second tap, which the app handles
// after it has drawn the next phase (the clicks reach the page at once),
// neither ends the next phase nor enters anything in it. Before issue 48's
// fix, the second tap on "Start round 2" ended round 2's shop too.
func TestADoubleTapOnAPhaseButtonChangesOnePhase(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	startGame(p)
	for _, step := range []struct{ button, then string }{
		{"Everyone has passed", "Round 1 of 6 · Battle Phase"},
		{"Ana won", "Round 1 of 6 · Trophy Phase"},
		{"Start round 2", "Round 2 of 6 · Shop Phase"},
	} {
		// A player's pause before the next phase's button: the app takes
		// a phase's moves after a tap that ended the one before only once
		// it has been on show a second (ui/gameui's phaseSettle). p.idle
		// returned once that phase was drawn; a slower machine only makes
		// the pause longer.
		time.Sleep(playerPause)
		gap := p.doubleTapText(step.button)
		t.Logf("a double tap on %q: the second click reached the page %v after the first", step.button, gap.Round(time.Millisecond))
		p.shot("double-tap-" + strings.ToLower(strings.ReplaceAll(step.button, " ", "-")))
		texts := p.texts()
		if !slices.Contains(texts, step.then) {
			t.Fatalf("after a double tap on %q the round bar says %q, want %q (one phase changed)", step.button, roundBar(texts), step.then)
		}
	}
	checkConsole(p)
}

// playerPause is a player's pause between seeing a phase and tapping its
// button: more than the second the Game tab waits, after a tap that ended
// a phase, before it takes a move of the next.
const playerPause = 1500 * time.Millisecond

// roundBar is the round bar's words among texts ("Round 1 of 6 · Shop
// Phase"), "" when none is on show.
func roundBar(texts []string) string {
	for _, s := range texts {
		if strings.HasPrefix(s, "Round ") && strings.Contains(s, " of ") {
			return s
		}
	}
	return ""
}

// doubleTapText double-taps the middle of what shows text with a finger:
// two touches of 40 ms, the second touching down 50 ms after the first,
// their events carrying those times and sent one after the other, each as
// soon as the browser has taken the one before. It returns once the page
// has had both taps' mouse clicks and the app is idle, with how long after
// the first click the second reached the page.
func (p *phone) doubleTapText(text string) time.Duration {
	p.tb.Helper()
	x, y := p.find(text)
	eval[bool](p, `(self.sapcTestClicks = [], addEventListener('mouseup', () => self.sapcTestClicks.push(performance.now())), true)`)
	at := time.Now()
	for _, step := range []struct {
		kind input.DispatchTouchEventType
		at   time.Duration
	}{
		{input.DispatchTouchEventTypeTouchStart, 0}, {input.DispatchTouchEventTypeTouchEnd, 40 * time.Millisecond},
		{input.DispatchTouchEventTypeTouchStart, 50 * time.Millisecond}, {input.DispatchTouchEventTypeTouchEnd, 90 * time.Millisecond},
	} {
		p.touchAt(step.kind, x, y, at.Add(step.at))
	}
	if !p.until(`self.sapcTestClicks.length >= 2`, waitTimeout) {
		p.tb.Fatalf("a double tap on %q made %v mouse clicks on the page within %v, want 2", text, eval[float64](p, `self.sapcTestClicks.length`), waitTimeout)
	}
	p.idle()
	ms := eval[float64](p, `self.sapcTestClicks[1] - self.sapcTestClicks[0]`)
	return time.Duration(ms * float64(time.Millisecond))
}
