package webtest

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestAfterClearTypingGoesIntoTheDeck: with a card typed into player B's
// deck, Clear gives player A's card field the focus, in sight above the
// Settle bar, and the next five cards typed, with no tap between, go into
// player A's deck, the first to fill (they went into the field that had
// the focus before, out of sight below).
func TestAfterClearTypingGoesIntoTheDeck(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(p.tabCenter(tabBattle))
	p.dragIntoSight("entry:Player B's name")
	p.tapText("entry:Player B's name")
	p.tabTo("player B's card field", isEntry("Add a card: type a few letters"))
	p.typeAndEnter("ott")
	p.dragIntoSight("Clear")
	p.tapText("Clear")
	p.keyboardUp()
	for _, w := range []string{"pea", "dog", "ant", "fis", "mos"} {
		p.typeAndEnter(w)
	}
	p.idle()
	texts := p.texts()
	a, b := lastIndex(texts, "Player A"), lastIndex(texts, "Player B") // the decks' titles, after the First Player's choice
	if a < 0 || b < a {
		t.Fatalf("the decks' titles are not on show; the texts:\n%s", strings.Join(texts, "\n"))
	}
	deckA := strings.Join(texts[a:b], "\n")
	for _, w := range []string{"1. Peacock", "2. Dog", "3. Ant", "4. Fish", "5. Mosquito"} {
		if !strings.Contains(deckA, "\n"+w) {
			t.Errorf("after Clear, typing five cards left no %q in player A's deck; its texts:\n%s", w, deckA)
		}
	}
	if slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, "Otter") }) {
		t.Errorf("Clear left the Otter typed before it")
	}
	p.checkFieldInSight("five cards typed after Clear")
	p.shot("typed-after-clear")
}

// lastIndex is the index of the last of texts that is text, -1 for none.
func lastIndex(texts []string, text string) int {
	for i := len(texts) - 1; i >= 0; i-- {
		if texts[i] == text {
			return i
		}
	}
	return -1
}

// dragIntoSight drags the page with a finger until what shows text is in
// the middle half of the screen, or on the screen where a drag no longer
// moves it (a pinned bar's button), at most five drags.
func (p *phone) dragIntoSight(text string) {
	p.tb.Helper()
	_, y := p.find(text)
	for range 5 {
		if y >= float64(p.h)/4 && y <= float64(p.h)*3/4 {
			return
		}
		by := min(max(y-float64(p.h)/2, -300), 300) // up by that much
		from := float64(p.h)/2 + by/2
		p.drag(float64(p.w)/2, from, from-by, 15, 250*time.Millisecond)
		_, now := p.find(text)
		if now == y && y >= 0 && y < float64(tabBar.Min.Y) {
			return
		}
		y = now
	}
	p.tb.Fatalf("five drags did not bring %q into sight (it is at y %.0f)", text, y)
}
