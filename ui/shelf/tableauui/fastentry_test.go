package tableauui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// chip is the seen card on show called text; nil when none.
func chip(s *tableauScreen, text string) *widget.Button {
	for _, b := range s.market.chips {
		if b.Text == text {
			return b
		}
	}
	return nil
}

// inSight reports whether o lies whole within the page on show.
func inSight(s *tableauScreen, o fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(s.scroll).Y
	y := d.AbsolutePositionForObject(o).Y
	return y >= top && y+o.Size().Height <= top+s.scroll.Size().Height
}

// stackAt is player p's stack in space i.
func stackAt(s *tableauScreen, p, i int) tableau.Stack {
	return tableauGame(s, func(g *tableau.Game) tableau.Stack { return g.Player(p).Spaces[i] })
}

// A card the game has seen is one tap and its space another; another card
// of a stack's own animal is one tap on the stack; a name typed in full
// fills in its power, and typing on to another name takes it back.
func TestSeenCardsAreTappedNotTyped(t *testing.T) {
	s := openTableau(t, 3)
	startTableau(t, s, "Ana", "Ben")
	m := s.market
	assert.Empty(t, m.chips, "nothing seen yet")
	assert.Nil(t, m.places[0], "no space offered before the card is named")
	takeAnimal(t, s, "Ant", "2/4/6", 0)

	require.NotNil(t, chip(s, "Ant"), "Ben sees the Ant Ana drafted")
	test.Tap(chip(s, "Ant"))
	assert.Equal(t, "2/4/6", m.power.Text, "its printed power is remembered")
	require.NotNil(t, m.places[1])
	assert.True(t, inSight(s, m.places[1]), "the page shows where the card goes next")
	assert.Equal(t, widget.HighImportance, chip(s, "Ant").Importance, "the card chosen stays on show, marked")
	test.Tap(m.places[1])
	assert.Equal(t, "Ant", stackAt(s, 1, 1).Type)
	assert.Equal(t, tableau.FormatPower([3]int{2, 4, 6}), stackAt(s, 1, 1).Printed())

	require.NotNil(t, m.places[0], "Ana's Ant offers another card without typing")
	assert.Equal(t, "Another one: level 2", m.places[0].Text)
	test.Tap(m.places[0])
	assert.Equal(t, 2, stackAt(s, 0, 0).Level)

	test.Type(m.animal, "ant")
	assert.Equal(t, "2/4/6", m.power.Text, "a seen name typed in full fills in its power")
	test.Type(m.animal, "eater")
	assert.Empty(t, m.power.Text, "an Anteater is another card: the Ant's power is taken back")
	m.animal.SetText("")
	m.power.SetText("5/5/5")
	test.Type(m.animal, "Ant")
	assert.Equal(t, "5/5/5", m.power.Text, "a power the player typed stays")
}

// A food's power is entered once with - and +, remembered with its name,
// and one tap on it switches the form to a food.
func TestASeenFoodKeepsItsPower(t *testing.T) {
	s := openTableau(t, 3)
	startTableau(t, s, "Ana", "Ben")
	m := s.market
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	takeAnimal(t, s, "Fish", "1/2/3", 0)
	m.kind.SetSelected(tookFood)
	test.Type(m.food, "Honey")
	test.Tap(m.adds.Plus)
	test.Tap(m.adds.Plus)
	test.Tap(m.places[0])
	require.Empty(t, s.lastErr)
	assert.Equal(t, 2, stackAt(s, 0, 0).FoodPower)
	assert.Equal(t, tookAnimal, m.kind.Selected, "the next card starts as an animal")
	assert.Equal(t, "Space 1 (rear): Ant, level 1, power 4 (2/4/6; Honey +2), with Honey",
		"Space 1 (rear): "+stackWords(stackAt(s, 0, 0)))

	require.NotNil(t, chip(s, "Food: Honey"), "Ben sees the Honey")
	test.Tap(chip(s, "Food: Honey"))
	assert.Equal(t, tookFood, m.kind.Selected)
	assert.Equal(t, 2, m.adds.Value, "its power comes with it")
	test.Tap(m.places[0])
	assert.Equal(t, 2, stackAt(s, 1, 0).FoodPower)

	m.kind.SetSelected(tookFood)
	test.Type(m.food, "Chocolate")
	test.Tap(m.adds.Plus)
	m.keep.SetChecked(false)
	assert.Zero(t, m.adds.Value, "a food used at once adds no power that lasts")
	assert.True(t, m.adds.Plus.Disabled())
	test.Tap(m.places[0])
	require.Empty(t, s.lastErr)

	test.Tap(chip(s, "Food: Chocolate"))
	assert.False(t, m.keep.Checked, "a seen food used at once comes back used at once")
	assert.True(t, m.adds.Plus.Disabled(), "with no power to add")
	assert.True(t, m.adds.Minus.Disabled())
	m.kind.SetSelected(tookAnimal)

	m.kind.SetSelected(tookFood)
	test.Type(m.food, "Hone")
	test.Tap(m.adds.Plus)
	test.Tap(m.adds.Plus)
	test.Tap(m.adds.Plus)
	test.Type(m.food, "y")
	assert.Equal(t, 3, m.adds.Value, "a power the player set is not overwritten by the one remembered")
}

// An undo gives the turn back: what was typed for the turn undone goes.
func TestAnUndoEmptiesTheCardTyped(t *testing.T) {
	s := openTableau(t, 3)
	startTableau(t, s, "Ana", "Ben")
	m := s.market
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	test.Type(m.animal, "Ant")
	assert.Equal(t, "2/4/6", m.power.Text)
	test.Tap(s.undoBar.Undo)
	assert.Equal(t, 0, tableauGame(s, (*tableau.Game).Turn), "Ana's turn again")
	assert.Empty(t, m.animal.Text, "Ben's card is not left in Ana's turn")
	assert.Empty(t, m.power.Text)
	assert.Empty(t, m.chips, "and the Ant undone is not offered")
	test.Type(m.animal, "Pig")
	test.Tap(m.refill)
	assert.Equal(t, "Pig", m.animal.Text, "a tap in the same turn keeps what is typed")
}

// The text: abilities change power, column effects "affect that column on
// all player tableaus", and the most power gains 4 VP, the least is first
// player next round: the corrected sums decide, not the printed ones.
func TestChangesOfPowerDecideTheCombat(t *testing.T) {
	s := openTableau(t, 3)
	startTableau(t, s, "Ana", "Ben")
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	takeAnimal(t, s, "Fish", "3/4/5", 0)
	passTableauRound(t, s)
	shown := strings.Join(screenTexts(s.root), "\n")
	assert.Contains(t, shown, "Power: Fish 3 = 3", "printed: Ben has the most")

	test.Tap(s.boosts[[2]int{0, 0}][1])
	test.Tap(s.boosts[[2]int{0, 0}][1])
	test.Tap(s.columns[0][0])
	shown = strings.Join(screenTexts(s.root), "\n")
	assert.Contains(t, shown, "Power: Ant 3 (2 printed, abilities +2, column -1) = 3")
	assert.Contains(t, shown, "Power: Fish 2 (3 printed, column -1) = 2")
	assert.Contains(t, shown, "effects gave -1 power to column 1")
	test.Tap(s.undoBar.Undo)
	test.Tap(s.undoBar.Redo)
	test.Tap(s.main)
	assert.Equal(t, []int{4, 2}, []int{tableauVP(s, 0), tableauVP(s, 1)}, "Ana's abilities win her the combat")
	assert.Equal(t, 1, tableauGame(s, (*tableau.Game).First), "Ben had the least power")
	assert.Contains(t, strings.Join(screenTexts(s.root), "\n"), "Ana: Ant 3 (2 printed, abilities +2, column -1) = 3, +4 VP",
		"the last combat's sums stay on show with their changes")
}

// A phone on its side leaves the game about 250 px under the shelf's bar
// and above the tabs: the round's line and the last action's words give
// way, and the page and the bottom bar stay.
func TestASidewaysPhoneKeepsThePageAndTheBar(t *testing.T) {
	s := openTableau(t, 3)
	startTableau(t, s, "Ana", "Ben")
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	round := s.root.Objects[0].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0]
	s.h.Win.Resize(fyne.NewSize(740, 250))
	uitest.Relayout(s.h.Win.Content())
	assert.False(t, round.Visible(), "sideways: the round's line gives way")
	assert.False(t, s.lastLine.Visible())
	assert.GreaterOrEqual(t, s.scroll.Size().Height, float32(pageAtLeast))
	assert.LessOrEqual(t, fyne.CurrentApp().Driver().AbsolutePositionForObject(s.main).Y+s.main.Size().Height, float32(250))
	s.h.Win.Resize(fyne.NewSize(360, 630))
	uitest.Relayout(s.h.Win.Content())
	assert.True(t, round.Visible(), "upright: the round's line is on show")
	assert.True(t, s.lastLine.Visible())
}
