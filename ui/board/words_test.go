package board

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sapcompanion/sapcompanion/engine"
)

func TestLogLinesReadAsPlainWords(t *testing.T) {
	b := &engine.Battle{Names: [2]string{"Ana", "Ben"}}
	order := engine.Entry{Event: engine.EventOrder, Text: "A has 2 abilities at once and their order changes the outcome: " +
		"the default order (Owl: Faint: put 1 Fish on top of your deck, then Nest: Faint: put 1 Ant on top of your deck): a draw; " +
		"the order Nest: Faint: put 1 Ant on top of your deck, then Owl: Faint: put 1 Fish on top of your deck: A wins"}
	assert.Equal(t, "Ana has 2 abilities at once and their order changes the outcome: "+
		"the default order (Owl's Faint ability: put 1 Fish on top of your deck, then Nest's Faint ability: put 1 Ant on top of your deck): a draw; "+
		"the order Nest's Faint ability: put 1 Ant on top of your deck, then Owl's Faint ability: put 1 Fish on top of your deck: Ana wins",
		EntryWords(b, order))
	ability := engine.Entry{Event: engine.EventAbility, Text: "B's Honey (on Badger): Faint: put 1 Bee on top of your deck"}
	assert.Equal(t, "Ben's Honey (on Badger) uses its Faint ability: put 1 Bee on top of your deck", EntryWords(b, ability))
	unnamed := &engine.Battle{}
	assert.Equal(t, "Player B's second Otter faints", EntryWords(unnamed, engine.Entry{Text: "B's second Otter faints"}))
	assert.Equal(t, "Andreas' deck", withNames(&engine.Battle{Names: [2]string{"Andreas"}}, "A's deck"))
}
