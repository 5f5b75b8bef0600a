package tableau

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// toCombat passes the rest of the market phase.
func toCombat(t *testing.T, g *Game) {
	t.Helper()
	passRound(t, g)
	require.Equal(t, PhaseCombat, g.Phase())
}

// The text: food "is in effect upgrades" and lies under the stack "as a
// reminder that the stack is affected by the food"; "Food cards do not
// affect the value of the stack when selling the stack". A kept food's
// power counts while it lies there, in every combat.
func TestAFoodUnderTheStackChangesItsPower(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(3, 4, 5)))
	require.NoError(t, g.Food(0, 0, "Honey", true, 2))
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Food(1, 0, "Chocolate", false, 1), "used at once and not kept under the stack")
	refusedUnchanged(t, g, before, g.Food(1, 0, "Meat", true, 100), "must be from -99 to +99, not 100")
	require.NoError(t, g.Food(1, 0, "Onion", true, -1))
	toCombat(t, g)
	assert.Equal(t, "Ant 4 (2 printed, Honey +2) = 4", g.Calculation(0).Words())
	assert.Equal(t, "Fish 2 (3 printed, Onion -1) = 2", g.Calculation(1).Words())
	require.NoError(t, g.Score())
	assert.Equal(t, 4, g.Player(0).VP, "the food made Ana's Ant the most power")
	assert.Equal(t, 4, g.Calculation(0).Total, "the food stays for the next combat")
	require.NoError(t, g.Food(g.Turn(), 0, "Meat", true, 0))
	assert.Equal(t, 0, g.Player(1).Spaces[0].FoodPower, "a new food replaces the old one and its power")
}

// The text: abilities change power, "Power is calculated from rear to
// front", and "Wounded cards contributes no power". Ability changes count
// for this round's combat and are cleared when it is scored, as wounds.
func TestAbilitiesChangeAStacksPowerForTheCombat(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Boost(0, 0, 1), "changes in the combat phase, before it is scored; it is the market of round 1")
	require.NoError(t, g.Place(1, 0, "Fish", pw(3, 4, 5)))
	toCombat(t, g)
	before = encoded(t, g)
	refusedUnchanged(t, g, before, g.Boost(0, 1, 1), "Ana's space 2 is empty")
	refusedUnchanged(t, g, before, g.Boost(2, 0, 1), "there is no player 3")
	refusedUnchanged(t, g, before, g.Boost(0, 0, 0), "a change of power of 0 changes nothing")
	refusedUnchanged(t, g, before, g.Boost(0, 0, 100), "must be from -99 to +99, not 100")
	refusedUnchanged(t, g, before, g.Boost(0, 0, -1<<62), "the change of power of the Ant in Ana's space 1 (rear) must be from -99 to +99")
	require.NoError(t, g.Boost(0, 0, 1))
	require.NoError(t, g.Boost(0, 0, 1))
	assert.Equal(t, "Ant 4 (2 printed, abilities +2) = 4", g.Calculation(0).Words())
	require.NoError(t, g.Boost(1, 0, -1))
	require.NoError(t, g.Boost(1, 0, -1))
	require.NoError(t, g.Boost(1, 0, -1))
	require.NoError(t, g.Boost(1, 0, -1))
	assert.Equal(t, "Fish 0 (3 printed, abilities -4; never below 0) = 0", g.Calculation(1).Words())
	require.NoError(t, g.Wound(0, 0))
	assert.Equal(t, "Ant 0 (wounded) = 0", g.Calculation(0).Words(), "a wounded stack adds nothing, changes or not")
	require.NoError(t, g.Heal(0, 0))
	require.NoError(t, g.Score())
	assert.Equal(t, 4, g.Player(0).VP, "the changes decide the combat: 4 against 0")
	assert.Equal(t, 1, g.First(), "and the least power, Ben, is first next round")
	assert.Zero(t, g.Player(0).Spaces[0].Boost, "scoring clears the changes")
	assert.Equal(t, "Ant 2 = 2", g.Calculation(0).Words())
}

// The text: "The 5 spaces are also known as columns. Some effects on cards
// affect columns and when this happens they affect that column on all
// player tableaus."
func TestColumnEffectsHitThatColumnOfEveryTableau(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben", "Cy")
	require.NoError(t, g.Place(0, 1, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 1, "Fish", pw(3, 4, 5)))
	require.NoError(t, g.Place(2, 0, "Pig", pw(1, 2, 3)))
	toCombat(t, g)
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Column(5, 1), "spaces 1 to 5, not 6")
	refusedUnchanged(t, g, before, g.Column(1, 0), "changes nothing")
	require.NoError(t, g.Column(1, -1))
	once := g.Clone()
	require.NoError(t, g.Column(1, -1))
	assert.Equal(t, -1, once.ColumnChange(1), "each tap is one change")
	assert.Equal(t, -2, g.ColumnChange(1))
	assert.Equal(t, "Ant 0 (2 printed, column -2) = 0", g.Calculation(0).Words())
	assert.Equal(t, "Fish 1 (3 printed, column -2) = 1", g.Calculation(1).Words())
	assert.Equal(t, "Pig 1 = 1", g.Calculation(2).Words(), "another column is not hit")
	c := g.Preview()
	assert.Equal(t, []int{0, 4, 4}, c.Points, "Ben and Cy tie on 1 for the most")
	assert.Equal(t, 0, c.NextFirst, "Ana has the least power")
	require.NoError(t, g.Score())
	assert.Zero(t, g.ColumnChange(1), "scoring clears the column's effects")
	before = encoded(t, g)
	refusedUnchanged(t, g, before, g.Column(1, 1), "it is the market of round 2")
}

// Every change is in the save: a game read back has the same power.
func TestPowerChangesAreSaved(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(3, 4, 5)))
	require.NoError(t, g.Food(0, 0, "Honey", true, 1))
	toCombat(t, g)
	require.NoError(t, g.Boost(1, 0, 2))
	require.NoError(t, g.Column(0, 1))
	back, err := Decode(encoded(t, g))
	require.NoError(t, err)
	assert.Equal(t, g.Calculation(0).Words(), back.Calculation(0).Words())
	assert.Equal(t, "Fish 6 (3 printed, abilities +2, column +1) = 6", back.Calculation(1).Words())
	assert.Equal(t, "effects gave +1 power to column 1", back.Describe(mustLast(t, back)))
}

// mustLast is the last action in effect.
func mustLast(t *testing.T, g *Game) Action {
	t.Helper()
	a, ok := g.Last()
	require.True(t, ok)
	return a
}

// The animals and foods drafted are remembered, latest first, so that the
// table taps them instead of typing.
func TestTheGameRemembersTheCardsSeen(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	assert.Empty(t, g.Seen())
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(3, 4, 5)))
	require.NoError(t, g.Food(0, 0, "Honey", true, 1))
	require.NoError(t, g.Upgrade(1, 0, "fish"))
	before := g.Clone()
	require.NoError(t, g.Food(0, 0, "Chocolate", false, 0))
	assert.Equal(t, []Card{
		{Name: "Chocolate", Food: true},
		{Name: "Fish", Power: pw(3, 4, 5)},
		{Name: "Honey", Food: true, Adds: 1, Keep: true},
		{Name: "Ant", Power: pw(2, 4, 6)},
	}, g.Seen())
	g = before
	assert.Equal(t, "Fish", g.Seen()[0].Name, "a draft not taken is not remembered")

	require.NoError(t, g.Food(0, 0, " honey ", true, 3))
	assert.Equal(t, Card{Name: "honey", Food: true, Adds: 3, Keep: true}, g.Seen()[0],
		"spaces around a name (a phone keyboard's suggestion) make no second card; the latest counts")
	assert.Len(t, g.Seen(), 3)
}
