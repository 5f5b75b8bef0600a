package webtest

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The battle checkBattle settles: Ana's Shark (power 3; its Play ability
// gains a power for each of Ana's fainted pets, none) against Ben's Otter
// (power 2, no ability). No rock is thrown: the Shark takes 2 damage and
// KOs the Otter, and Ben has no card left.
const (
	cardA        = "Shark"
	cardB        = "Otter"
	battleResult = "Ana wins."
)

// checkBattle settles a battle on the Battle tab with a finger and the
// phone keyboard: both players' names; Ana's card typed into her card
// search and tapped among the suggestions, Ben's typed into his and taken
// with the keyboard's Enter (his half of the form lies below the screen);
// then a tap on Settle. The battle opens on its verdict, its last beat,
// where the result shows; Replay from the start goes to its first beat.
func checkBattle(p *phone) {
	p.tap(tabCenters[tabBattle], tabY)
	p.tabTo("player A's name", isEntry("Player A's name"))
	p.insertText("Ana")
	p.tabTo("player A's card search", isEntry("Add a card: type a few letters"))
	p.insertText(cardA[:3])
	p.tapFocused(p.tabTo("the suggested "+cardA, isButton(cardA)))
	p.tabTo("player B's name", isEntry("Player B's name"))
	p.insertText("Ben")
	p.tabTo("player B's card search", isEntry("Add a card: type a few letters"))
	p.insertText(cardB[:3])
	p.press("Enter")
	p.shot("battle-decks")
	p.tapFocused(p.tabTo("the settle button", isButton("Settle the battle")))
	if at, of := p.beatWhere(func(at, of int) bool { return at == of && of >= 2 }); at != of || of < 2 {
		p.tb.Fatalf("the settled battle opened on beat %d of %d, want the verdict, the last of several", at, of)
	}
	texts := p.texts()
	p.shot("battle-result")
	if !slices.Contains(texts, battleResult) {
		p.tb.Errorf("on the battle's verdict, no %q on show; the texts are:\n%s", battleResult, strings.Join(texts, "\n"))
	}
	// The replay button is pressed with the keyboard rather than a finger:
	// on a busy machine (a load of 10 on 2 cores) Fyne's web driver lost a
	// tap that came while the playback was still laying itself out, and
	// the settle button above is tapped with a finger already.
	p.tabTo("Replay from the start", isButton("Replay from the start"))
	p.press(" ")
	if at, _ := p.beatWhere(func(at, _ int) bool { return at == 1 }); at != 1 {
		p.tb.Fatalf("Replay from the start showed beat %d, not the first", at)
	}
}

// beatWhere waits for the battle's playback to show a beat that want
// accepts and returns the beat on show and the number of beats, from the
// heading "Beat N of M · ...": the last seen if none is accepted within
// waitTimeout (a hang guard: the battle is settled on a goroutine of its
// own, and on a busy machine a tap's click reaches the app frames after
// the page has it).
func (p *phone) beatWhere(want func(at, of int) bool) (at, of int) {
	p.tb.Helper()
	var texts []string
	seen := false
	for deadline := time.Now().Add(waitTimeout); time.Now().Before(deadline); {
		texts = p.texts()
		for _, text := range texts {
			if _, err := fmt.Sscanf(text, "Beat %d of %d", &at, &of); err == nil {
				seen = true
				break
			}
		}
		if seen && want(at, of) {
			return at, of
		}
		p.idle()
	}
	if !seen {
		p.tb.Fatalf("no battle's playback (\"Beat N of M\") after %v; the texts on show are:\n%s", waitTimeout, strings.Join(texts, "\n"))
	}
	return at, of
}
