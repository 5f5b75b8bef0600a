package webtest

import (
	"strings"
	"testing"
	"time"
)

// TestAfterClearTypingGoesIntoTheDeck: after a deck is typed and Clear
// tapped, the next five cards typed, with no tap between, go into the
// first deck (they used to go nowhere: the focus was left on Clear).
func TestAfterClearTypingGoesIntoTheDeck(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(p.tabCenter(tabBattle))
	p.tapText("Add a card: type a few letters")
	p.keyboardUp()
	p.typeAndEnter("ott")
	p.dragIntoSight("Clear")
	p.tapText("Clear")
	p.keyboardUp()
	for _, w := range []string{"pea", "dog", "ant", "fis", "mos"} {
		p.typeAndEnter(w)
	}
	p.idle()
	texts := strings.Join(p.texts(), "\n")
	for _, w := range []string{"1. Peacock", "2. Dog", "3. Ant", "4. Fish", "5. Mosquito"} {
		if !strings.Contains(texts, "\n"+w) {
			t.Errorf("after Clear, typing five cards left no %q in the deck; the texts on show:\n%s", w, texts)
		}
	}
	if strings.Contains(texts, "Otter") {
		t.Errorf("Clear left the Otter typed before it")
	}
	p.shot("typed-after-clear")
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
