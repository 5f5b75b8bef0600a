package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

func TestRemovingACardIsApartFromTheOtherButtons(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.nav.selectTab(tabBattle)
	a := u.battle.decks[0]
	addCard(t, a, "ant", "Ant")
	addCard(t, a, "fi", "Fish")
	relayout(w.Content())
	row := a.rows.Objects[0].(*fyne.Container)
	buttons := row.Objects[1].(*fyne.Container).Objects
	down, del := buttons[1].(*widget.Button), buttons[3].(*widget.Button)
	gap := del.Position().X - (down.Position().X + down.Size().Width)
	assert.GreaterOrEqual(t, gap, float32(8), "8 dp at least between Remove and Move down")
	test.Tap(del)
	assert.Equal(t, []string{"Fish"}, a.cards)
}
