package webtest

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestPhoneAsksForEachDie settles a battle with "Ask me for each die" on
// the phone: a Dolphin (its Play ability throws 3 rocks) against a
// Mosquito (whose Play ability throws 1). The three dice of the Dolphin's
// throw are tapped one right after the other where the die buttons are,
// without waiting for the next question: each tap counts, in order, and
// the Mosquito's die is asked for next (the third tap was lost while each
// die went through a goroutine with the buttons hidden). The test logs how
// long the three taps took.
func TestPhoneAsksForEachDie(t *testing.T) {
	longTier(t)
	s := serve(t, webDir(t))
	p := openPhone(t, t.TempDir())
	p.openShowingLoader(s.URL)
	p.tap(tabCenters[tabBattle], tabY)
	p.tabTo("player A's card search", isEntry("Add a card: type a few letters"))
	p.insertText("dol")
	p.tapFocused(p.tabTo("the suggested Dolphin", isButton("Dolphin")))
	p.tabTo("player B's name", isEntry("Player B's name"))
	p.tabTo("player B's card search", isEntry("Add a card: type a few letters"))
	p.insertText("mos")
	p.press("Enter")
	// The dice question's choices come right after the First Player coins:
	// Use the dice we rolled first.
	p.tabTo("player B's First Player coin", isButton("Player B"))
	p.press("Tab")
	p.press(" ")
	p.tapFocused(p.tabTo("the settle button", isButton("Settle the battle")))
	p.waitQuestion("Dolphin throws 3 rocks at Mosquito: die 1 of 3")
	p.shot("dice-ask")

	// Three dice, 0, 1, 1, each tapped as soon as the app is idle after the
	// one before, without waiting for the next question: the die buttons
	// stay put and keep the focus Tab gave them.
	start := time.Now()
	p.tapFocused(p.tabTo("the 0 rocks button", isButton("0 rocks")))
	one := p.tabTo("the 1 rock button", isButton("1 rock"))
	p.tapFocused(one)
	p.tapFocused(one)
	p.waitQuestion("Mosquito throws 1 rock at Dolphin: die 1 of 1")
	t.Logf("three dice tapped in %v", time.Since(start))
	p.shot("dice-three-taps")
	p.tapFocused(one)
	p.beatWhere(func(at, of int) bool { return at == of }) // the verdict
	// The playback opens on the verdict; the Dolphin's throw is on the beat
	// of its Play ability, before it.
	for range 10 {
		if text := p.shownWith(" + "); text != "" {
			if !strings.Contains(text, "0 + 1 + 1 = 2") {
				t.Errorf("the Dolphin's throw reads %q, want the dice tapped, 0 + 1 + 1 = 2", text)
			}
			return
		}
		p.tapFocused(p.tabTo("the Back button", isButton("Back")))
	}
	t.Errorf("no beat shows the Dolphin's three dice; the texts on show:\n%s", strings.Join(p.texts(), "\n"))
}

// waitQuestion waits until the text on show holds the die question q.
func (p *phone) waitQuestion(q string) {
	p.tb.Helper()
	var texts []string
	for deadline := time.Now().Add(waitTimeout); time.Now().Before(deadline); {
		texts = p.texts()
		if slices.ContainsFunc(texts, func(text string) bool { return strings.Contains(text, q) }) {
			return
		}
		p.idle()
	}
	p.tb.Fatalf("no %q after %v; the texts on show are:\n%s", q, waitTimeout, strings.Join(texts, "\n"))
}

// shownWith returns the first text on show that holds part, or "".
func (p *phone) shownWith(part string) string {
	p.tb.Helper()
	for _, text := range p.texts() {
		if strings.Contains(text, part) {
			return text
		}
	}
	return ""
}
