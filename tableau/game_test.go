package tableau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetupRefusals(t *testing.T) {
	for _, tc := range []struct {
		name string
		su   Setup
		want string
	}{
		{"one player", Setup{Players: []SeatSetup{{"Ana", "red"}}}, "2 to 4 players, not 1"},
		{"five players", Setup{Players: []SeatSetup{{"A", "red"}, {"B", "blue"}, {"C", "green"}, {"D", "yellow"}, {"E", "red"}}}, "not 5"},
		{"same name", Setup{Players: []SeatSetup{{"Ana", "red"}, {"ana", "blue"}}}, "two players are called ana"},
		{"same colour", Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "red"}}}, "two players are red"},
		{"no name", Setup{Players: []SeatSetup{{"Ana", "red"}, {" ", "blue"}}}, "player 2 has no name"},
		{"first out of range", Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "blue"}}, First: 2}, "first player"},
		{"bad colour", Setup{Players: []SeatSetup{{"Ana", "pink"}, {"Ben", "blue"}}}, "colour \"pink\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(tc.su)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestMarketSize(t *testing.T) {
	assert.Equal(t, 3, newGame(t, 0, "Ana", "Ben").Columns(), "3x3 with 2 players")
	assert.Equal(t, 3, newGame(t, 0, "Ana", "Ben", "Cy").Columns(), "3x3 with 3 players")
	assert.Equal(t, 4, newGame(t, 0, "Ana", "Ben", "Cy", "Di").Columns(), "3x4 with 4 players")
}

func TestTurnsGoClockwiseFromTheFirstPlayer(t *testing.T) {
	g := newGame(t, 1, "Ana", "Ben", "Cy")
	assert.Equal(t, []int{1, 2, 0}, g.Order())
	require.Equal(t, 1, g.Turn(), "Ben is first player")
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Place(0, 0, "Ant", pw(2, 4, 6)), "it is Ben's turn in the market, not Ana's")
	require.NoError(t, g.Place(1, 0, "Ant", pw(2, 4, 6)))
	assert.Equal(t, 2, g.Turn(), "then Cy")
	require.NoError(t, g.Place(2, 0, "Fish", pw(1, 2, 3)))
	assert.Equal(t, 0, g.Turn(), "then Ana")
}

func TestFiveCardsEachEndTheMarket(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	for i := range Draft {
		for p := range 2 {
			require.Equal(t, PhaseMarket, g.Phase())
			require.NoError(t, g.Place(p, i, "Ant", pw(1, 2, 3)))
		}
	}
	assert.Equal(t, PhaseCombat, g.Phase(), "after 5 cards each the combat starts")
	assert.Equal(t, 5, g.Player(0).Drafted)
}

func TestRefillOnceARound(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben", "Cy", "Di")
	require.NoError(t, g.Refill(0, Line{Column: true, Index: 4}), "a 3x4 market has a 4th column")
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Refill(0, Line{Index: 1}), "Ana already refilled column 4 this round")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	before = encoded(t, g)
	refusedUnchanged(t, g, before, g.Refill(1, Line{Index: 4}), "rows 1 to 3 and columns 1 to 4, not row 4")
	refusedUnchanged(t, g, before, g.Refill(1, Line{Column: true, Index: 5}), "not column 5")
	g3 := newGame(t, 0, "Ana", "Ben")
	before = encoded(t, g3)
	refusedUnchanged(t, g3, before, g3.Refill(0, Line{Column: true, Index: 4}), "columns 1 to 3, not column 4")
}

func TestRefillTokenComesBackNextRound(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Refill(0, Line{Index: 2}))
	passRound(t, g)
	require.NoError(t, g.Score())
	assert.Nil(t, g.Player(0).Refill)
	require.NoError(t, g.Refill(g.Turn(), Line{Index: 2}))
}

func TestEveryonePassingEndsTheMarket(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben", "Cy")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(2, 0, "Ant", pw(1, 1, 1)), "a card after two passes: the passes in a row start again")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	assert.Equal(t, PhaseMarket, g.Phase())
	require.NoError(t, g.Pass(2))
	assert.Equal(t, PhaseCombat, g.Phase(), "all three passed in a row")
}

func TestPlaceKeepsTheOrderOfStacks(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	types := func() []string {
		var out []string
		for _, st := range g.Player(0).Spaces {
			out = append(out, st.Type)
		}
		return out
	}
	require.NoError(t, g.Place(0, 1, "Ant", pw(1, 2, 3)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(0, 2, "Fish", pw(1, 2, 3)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(0, 1, "Otter", pw(1, 2, 3)))
	assert.Equal(t, []string{"Ant", "Otter", "Fish", "", ""}, types(), "the Ant moves to the nearest empty space, the rear one")
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(0, 3, "Beaver", pw(1, 2, 3)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(0, 1, "Duck", pw(1, 2, 3)))
	assert.Equal(t, []string{"Ant", "Duck", "Otter", "Fish", "Beaver"}, types(), "Otter, Fish and Beaver move to the front, in order")
	h := newGame(t, 0, "Ana", "Ben")
	for _, sp := range []int{2, 3, 4} {
		require.NoError(t, h.Place(0, sp, "Ant", pw(1, 2, 3)))
		require.NoError(t, h.Pass(1))
	}
	require.NoError(t, h.Place(0, 3, "Pig", pw(1, 2, 3)))
	assert.Equal(t, "Pig", h.Player(0).Spaces[3].Type, "with no room to the front, the stacks move to the rear")
	assert.Equal(t, "Ant", h.Player(0).Spaces[1].Type)
	assert.True(t, h.Player(0).Spaces[0].Empty())
}

func TestFullTableauMustSellOrUpgrade(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	for i, a := range []string{"Ant", "Fish", "Otter", "Duck", "Beaver"} {
		require.NoError(t, g.Place(0, i, a, pw(2, 4, 6)))
		require.NoError(t, g.Pass(1))
	}
	require.NoError(t, g.Score())
	if g.Turn() != 0 {
		require.NoError(t, g.Pass(1))
	}
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Place(0, 2, "Pig", pw(1, 1, 1)), "Ana's tableau is full: sell or merge a stack first")
	require.NoError(t, g.Upgrade(0, 0, "ant"), "a card of the same animal fits a full tableau")
	assert.Equal(t, 2, g.Player(0).Spaces[0].Level)
}

func TestUpgradeRules(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Upgrade(0, 0, "Fish"), "a Fish cannot upgrade the Ant in space 1 (rear)")
	refusedUnchanged(t, g, before, g.Upgrade(0, 1, "Ant"), "Ana's space 2 is empty")
	require.NoError(t, g.Upgrade(0, 0, "Ant"))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Upgrade(0, 0, "Ant"))
	assert.Equal(t, 3, g.Player(0).Spaces[0].Level)
	assert.Equal(t, 6, g.Player(0).Spaces[0].Strength(), "level 3 of 2/4/6 is 6")
	require.NoError(t, g.Pass(1))
	before = encoded(t, g)
	refusedUnchanged(t, g, before, g.Upgrade(0, 0, "Ant"), "already level 3")
}

func TestFoodRules(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Food(0, 0, "Honey", true, 0), "Ana has no stack, and a food can only be taken with a stack")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Food(0, 0, "Honey", true, 0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Food(0, 0, "Meat", true, 0))
	assert.Equal(t, "Meat", g.Player(0).Spaces[0].Food, "a stack has one food: the new one replaces it")
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Food(0, 0, "Chocolate", false, 0))
	assert.Equal(t, "Meat", g.Player(0).Spaces[0].Food, "a food used at once is not kept")
	assert.Equal(t, 4, g.Player(0).Drafted, "an animal and three foods: each food is one of the 5 cards")
}

// The text: 1/3/6 victory points for selling a stack of level 1/2/3, and
// food does not change it.
func TestSellGains1Or3Or6(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(1, 2, 3)))
	require.NoError(t, g.Place(0, 1, "Pig", pw(1, 2, 3)))
	require.NoError(t, g.Upgrade(1, 0, "Fish"))
	require.NoError(t, g.Upgrade(0, 0, "Ant"))
	require.NoError(t, g.Upgrade(1, 0, "Fish"))
	require.NoError(t, g.Food(0, 1, "Honey", true, 0))
	require.NoError(t, g.Sell(1, 0))
	assert.Equal(t, 6, g.Player(1).VP, "level 3: 6")
	require.NoError(t, g.Place(1, 0, "Fish", pw(1, 2, 3)))
	require.NoError(t, g.Sell(0, 0))
	assert.Equal(t, 3, g.Player(0).VP, "level 2: 3")
	assert.True(t, g.Player(0).Spaces[0].Empty())
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Sell(1, 0), "it is Ana's turn")
	refusedUnchanged(t, g, before, g.Sell(0, 1), "Ana has sold a stack this turn already")
	require.NoError(t, g.Place(0, 0, "Cat", pw(1, 2, 3)))
	require.NoError(t, g.Place(1, 1, "Cat", pw(1, 2, 3)))
	require.NoError(t, g.Score())
	for g.Turn() != 0 {
		require.NoError(t, g.Place(g.Turn(), 4, "Bee", pw(1, 2, 3)))
	}
	vp := g.Player(0).VP
	require.NoError(t, g.Sell(0, 1))
	assert.Equal(t, vp+1, g.Player(0).VP, "level 1 with a food: 1")
}

// The text: "This is the only time a player may merge stacks or sell
// stacks in their tableau" (when placing the card drafted), and a player
// "may have to -- or choose to -- sell an existing stack to make room for
// the new card": one sale and one merge a draft, never with a pass; a game
// saved before the rule plays on as it was played.
func TestSellAndMergeOnlyToPlaceTheCardDrafted(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(1, 2, 3)))
	require.NoError(t, g.Place(0, 1, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 1, "Pig", pw(1, 2, 3)))
	require.NoError(t, g.Place(0, 2, "Pig", pw(1, 2, 3)))
	require.NoError(t, g.Place(1, 2, "Cat", pw(1, 2, 3)))
	require.NoError(t, g.Merge(0, 1, 0))
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Merge(0, 2, 0), "Ana has merged stacks this turn already")
	refusedUnchanged(t, g, before, g.Pass(0), "Ana sold or merged a stack this turn")
	require.NoError(t, g.Sell(0, 2))
	refusedUnchanged(t, g, encoded(t, g), g.Sell(0, 0), "Ana has sold a stack this turn already")
	require.NoError(t, g.Place(0, 1, "Cat", pw(1, 2, 3)))
	require.NoError(t, g.Sell(1, 2), "Ben's turn: a sale of his own")

	old := []byte(strings.Replace(string(encoded(t, g)), `,"draftRoom":true`, "", 1))
	back, err := Decode(old)
	require.NoError(t, err, "a game saved before the rule")
	require.NoError(t, back.Sell(1, 1), "plays on as it was played: a second sale in a turn")
}

// The text: a merged stack keeps at most 3 cards; discarding any gains 1.
func TestMergeOverflowGains1(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Upgrade(0, 0, "Ant"))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(0, 1, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Merge(0, 1, 0))
	assert.Equal(t, 3, g.Player(0).Spaces[0].Level, "2 + 1 cards: level 3")
	assert.Equal(t, 0, g.Player(0).VP, "no card discarded, no point")
	require.NoError(t, g.Place(0, 1, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Food(0, 1, "Honey", true, 0))
	passRound(t, g)
	require.NoError(t, g.Score())
	if g.Turn() != 0 {
		require.NoError(t, g.Pass(1))
	}
	vp := g.Player(0).VP
	require.NoError(t, g.Merge(0, 1, 0))
	assert.Equal(t, 3, g.Player(0).Spaces[0].Level, "3 + 1 cards: still level 3")
	assert.Equal(t, vp+1, g.Player(0).VP, "one card discarded: +1")
	assert.Equal(t, "Honey", g.Player(0).Spaces[0].Food, "the food comes along to a stack without one")
	assert.True(t, g.Player(0).Spaces[1].Empty())
}

func TestMergeRefusals(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Place(0, 1, "Fish", pw(2, 4, 6)))
	require.NoError(t, g.Pass(1))
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Merge(0, 1, 0), "the Fish in space 2 and the Ant in space 1 (rear) are different animals")
	refusedUnchanged(t, g, before, g.Merge(0, 0, 0), "cannot merge with itself")
	refusedUnchanged(t, g, before, g.Merge(0, 3, 0), "space 4 is empty")
}

// The text: 4 victory points to the most power, 2 to the second; the least
// power becomes first player; wounded stacks give no power; wounds heal at
// the end of the round.
func TestCombatScoresFourAndTwo(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben", "Cy")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(3, 5, 7)))
	require.NoError(t, g.Place(2, 0, "Otter", pw(1, 2, 3)))
	require.NoError(t, g.Place(0, 1, "Pig", pw(5, 6, 7)))
	require.NoError(t, g.Place(1, 1, "Duck", pw(1, 1, 1)))
	passRound(t, g)
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Wound(2, 3), "Cy's space 4 is empty")
	require.NoError(t, g.Wound(0, 1))
	refusedUnchanged(t, g, encoded(t, g), g.Wound(0, 1), "already wounded")
	assert.Equal(t, "Ant 2 + Pig 0 (wounded) = 2", g.Calculation(0).Words())
	assert.Equal(t, "Fish 3 + Duck 1 = 4", g.Calculation(1).Words())
	assert.Equal(t, "Otter 1 = 1", g.Calculation(2).Words())
	require.NoError(t, g.Score())
	c := g.Combats()[0]
	assert.Equal(t, []int{2, 4, 0}, c.Points, "Ben 4 power: 4; Ana 2: 2; Cy 1: nothing")
	assert.Equal(t, 2, c.NextFirst, "Cy has the least power")
	assert.Equal(t, 2, g.First())
	assert.Equal(t, 2, g.Turn(), "and drafts first in round 2")
	assert.Equal(t, 2, g.Round())
	assert.False(t, g.Player(0).Spaces[1].Wounded, "wounds heal at the end of the round")
	assert.Equal(t, []int{2, 4, 0}, []int{g.Player(0).VP, g.Player(1).VP, g.Player(2).VP})
}

func TestCombatTies(t *testing.T) {
	t.Run("tied for most", func(t *testing.T) {
		g := newGame(t, 1, "Ana", "Ben", "Cy")
		require.NoError(t, g.Place(1, 0, "Fish", pw(3, 5, 7)))
		require.NoError(t, g.Place(2, 0, "Ant", pw(3, 4, 6)))
		require.NoError(t, g.Place(0, 0, "Otter", pw(1, 2, 3)))
		passRound(t, g)
		require.NoError(t, g.Score())
		assert.Equal(t, []int{0, 4, 4}, g.Combats()[0].Points, "both 3: both 4, nobody 2")
	})
	t.Run("tied for second", func(t *testing.T) {
		g := newGame(t, 0, "Ana", "Ben", "Cy", "Di")
		require.NoError(t, g.Place(0, 0, "Fish", pw(5, 5, 7)))
		require.NoError(t, g.Place(1, 0, "Ant", pw(3, 4, 6)))
		require.NoError(t, g.Place(2, 0, "Otter", pw(3, 2, 3)))
		require.NoError(t, g.Place(3, 0, "Pig", pw(1, 2, 3)))
		passRound(t, g)
		require.NoError(t, g.Score())
		assert.Equal(t, []int{4, 2, 2, 0}, g.Combats()[0].Points)
		assert.Equal(t, 3, g.First())
	})
	t.Run("tied for least", func(t *testing.T) {
		g := newGame(t, 2, "Ana", "Ben", "Cy")
		require.NoError(t, g.Place(2, 0, "Fish", pw(5, 5, 7)))
		passRound(t, g)
		require.NoError(t, g.Score())
		assert.Equal(t, []int{2, 2, 4}, g.Combats()[0].Points, "Ana and Ben tie for second with 0")
		assert.Equal(t, 0, g.First(), "Ana came before Ben in the turn order Cy, Ana, Ben")
	})
}

func TestWholeGameAndFinalSale(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(1, 2, 3)))
	for r := 1; r <= Rounds; r++ {
		assert.Equal(t, r, g.Round())
		passRound(t, g)
		before := encoded(t, g)
		refusedUnchanged(t, g, before, g.Finish(), "the game ends after the final sale")
		require.NoError(t, g.Score())
		if r < Rounds {
			if g.Turn() == 1 {
				require.NoError(t, g.Pass(1))
			}
		}
	}
	assert.Equal(t, PhaseSale, g.Phase())
	assert.Equal(t, 6*4, g.Player(0).VP, "Ana had the most power in all 6 rounds")
	assert.Equal(t, 6*2, g.Player(1).VP)
	require.NoError(t, g.Sell(1, 0), "anyone may sell in the final sale")
	require.NoError(t, g.Sell(0, 0))
	assert.Equal(t, 25, g.Player(0).VP)
	_, over := g.Outcome()
	assert.False(t, over)
	require.NoError(t, g.Finish())
	o, over := g.Outcome()
	require.True(t, over)
	assert.Equal(t, []int{0}, o.Winners)
	assert.Equal(t, "Ana wins with 25 victory points.", o.Explanation)
	before := encoded(t, g)
	refusedUnchanged(t, g, before, g.Sell(1, 1), "sell a stack in the market phase")
}

func TestSharedVictory(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	for range Rounds {
		passRound(t, g)
		require.NoError(t, g.Score())
	}
	require.NoError(t, g.Finish())
	o, _ := g.Outcome()
	assert.Equal(t, []int{0, 1}, o.Winners, "both had 0 power every round: 4 each, a shared victory")
	assert.Contains(t, o.Explanation, "Ana and Ben share the victory with 24 victory points each")
}

func TestTokens(t *testing.T) {
	assert.Equal(t, []int{6, 6, 1}, Tokens(13))
	assert.Equal(t, []int{6, 2}, Tokens(8))
	assert.Equal(t, []int{4}, Tokens(4))
	assert.Empty(t, Tokens(0))
}

func TestParsePower(t *testing.T) {
	p, err := ParsePower(" 2 / 4/6")
	require.NoError(t, err)
	assert.Equal(t, pw(2, 4, 6), p)
	assert.Equal(t, "2/4/6", FormatPower(p))
	_, err = ParsePower("2/4")
	assert.ErrorContains(t, err, "not three numbers")
	_, err = ParsePower("2/x/6")
	assert.ErrorContains(t, err, `"x" is not a number`)
}
