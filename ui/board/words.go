package board

import (
	"regexp"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The engine writes its log with the players' letters ("A's Ant"); the
// playback puts the players' names in their place, and turns card-language
// ability lines ("A's Ant: Faint: put 1 Apple ...") into plain words.

var (
	// letterWithName is "A (Andreas)", as the first line of a log names both.
	letterWithName = regexp.MustCompile(`\b([AB]) \([^)]*\)`)
	// playerLetter is a player's letter standing alone.
	playerLetter = regexp.MustCompile(`\b([AB])\b('s)?`)
	// abilityWords is "WHO: Trigger: what it does", a line of an ability.
	abilityWords = regexp.MustCompile(`^(.+?): ` + triggerPattern + `: (.+)$`)
	// cardAbility is "Card: Trigger: ", an ability quoted within a line.
	cardAbility = regexp.MustCompile(`([A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?: \(on [^)]*\))?): ` + triggerPattern + `: `)
)

// triggerPattern matches the name of a trigger as the card language writes
// it before an ability.
const triggerPattern = `(Buy|Sell|Triple|Battle Prep|Play|Hurt|Hit|Faint|KO)`

// PlayerName is player p's name in battle b, "Player A" when it has none.
func PlayerName(b *engine.Battle, p engine.Player) string { return learn.PlayerName(b, p) }

// withNames writes the players' names in place of their letters.
func withNames(b *engine.Battle, text string) string {
	name := func(letter string) string {
		if letter == "B" {
			return PlayerName(b, engine.PlayerB)
		}
		return PlayerName(b, engine.PlayerA)
	}
	text = letterWithName.ReplaceAllStringFunc(text, func(m string) string { return name(m[:1]) })
	return playerLetter.ReplaceAllStringFunc(text, func(m string) string {
		if strings.HasSuffix(m, "'s") {
			return words.Possessive(name(m[:1]))
		}
		return name(m)
	})
}

// EntryWords is what a log entry says, in plain words with the players'
// names.
func EntryWords(b *engine.Battle, e engine.Entry) string {
	text := e.Text
	if e.Event == engine.EventAbility {
		if m := abilityWords.FindStringSubmatch(text); m != nil {
			text = m[1] + " uses its " + m[2] + " ability: " + m[3]
		}
	}
	text = cardAbility.ReplaceAllString(text, "${1}'s ${2} ability: ")
	return kit.Sentence(withNames(b, text))
}

// ResultWords names the winner of a battle with the players' names.
func ResultWords(b *engine.Battle, res engine.Result) string {
	switch res {
	case engine.AWins:
		return PlayerName(b, engine.PlayerA) + " wins."
	case engine.BWins:
		return PlayerName(b, engine.PlayerB) + " wins."
	}
	return "Draw: neither player has a pet left."
}
