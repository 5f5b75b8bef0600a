package webtest

import (
	"strings"
	"testing"
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
