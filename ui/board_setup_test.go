package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

func TestRemovingACardIsApartFromTheOtherButtons(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.nav.selectTab(tabBattle)
	a := u.battle().decks[0]
	addCard(t, a, "ant", "Ant")
	addCard(t, a, "fi", "Fish")
	uitest.Relayout(w.Content())
	row := a.rows.Objects[0].(*fyne.Container)
	buttons := row.Objects[1].(*fyne.Container).Objects
	down, del := buttons[1].(*widget.Button), buttons[3].(*widget.Button)
	gap := del.Position().X - (down.Position().X + down.Size().Width)
	assert.GreaterOrEqual(t, gap, float32(8), "8 dp at least between Remove and Move down")
	test.Tap(del)
	assert.Equal(t, []string{"Fish"}, a.cards)
}

func TestLogLinesReadAsPlainWords(t *testing.T) {
	b := &engine.Battle{Names: [2]string{"Ana", "Ben"}}
	order := engine.Entry{Event: engine.EventOrder, Text: "A has 2 abilities at once and their order changes the outcome: " +
		"the default order (Owl: Faint: put 1 Fish on top of your deck, then Nest: Faint: put 1 Ant on top of your deck): a draw; " +
		"the order Nest: Faint: put 1 Ant on top of your deck, then Owl: Faint: put 1 Fish on top of your deck: A wins"}
	assert.Equal(t, "Ana has 2 abilities at once and their order changes the outcome: "+
		"the default order (Owl's Faint ability: put 1 Fish on top of your deck, then Nest's Faint ability: put 1 Ant on top of your deck): a draw; "+
		"the order Nest's Faint ability: put 1 Ant on top of your deck, then Owl's Faint ability: put 1 Fish on top of your deck: Ana wins",
		entryWords(b, order))
	ability := engine.Entry{Event: engine.EventAbility, Text: "B's Honey (on Badger): Faint: put 1 Bee on top of your deck"}
	assert.Equal(t, "Ben's Honey (on Badger) uses its Faint ability: put 1 Bee on top of your deck", entryWords(b, ability))
	unnamed := &engine.Battle{}
	assert.Equal(t, "Player B's second Otter faints", entryWords(unnamed, engine.Entry{Text: "B's second Otter faints"}))
	assert.Equal(t, "Andreas' deck", withNames(&engine.Battle{Names: [2]string{"Andreas"}}, "A's deck"))
}

func TestATapOnABeatInTheLogGoesThere(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	test.Tap(p.details)
	var jumps []*widget.Button
	walkShown(p.log, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			jumps = append(jumps, b)
		}
	})
	require.Len(t, jumps, len(p.beats), "one way in for each beat")
	test.Tap(jumps[5])
	assert.Equal(t, 5, p.at)
	assert.True(t, strings.HasPrefix(p.header.Text, "Beat 6 of"))
}
