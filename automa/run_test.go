package automa

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestChampionTables(t *testing.T) {
	assert.Len(t, Champions, 24, "15 champions of the first wave and 9 of the second")
	seen := map[string]bool{}
	for _, c := range Champions {
		assert.False(t, seen[c.Name], "%s is listed once", c.Name)
		seen[c.Name] = true
		for _, r := range c.Reactions {
			owner, ok := reactionOwner(r)
			assert.True(t, ok)
			assert.Equal(t, c.Name, owner, "reaction card %q belongs to one champion", r)
		}
	}
	c, err := Find("  sulka ")
	require.NoError(t, err)
	assert.Equal(t, 9, c.LeveledLife, "Sulka's life once leveled")
	_, err = Find("Pikachu")
	assert.ErrorContains(t, err, `"Pikachu" is not a champion`)
}

func TestSetUpDeckSizes(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	assert.Equal(t, 9, r.Reaction.Size(), "three reaction cards of each of the 3 champions")
	assert.Empty(t, r.Reaction.Discard)
	require.Len(t, r.Action, 1)
	assert.Len(t, r.Action[0].Draw, 9, "the other 9 cards make the action deck")
	assert.Equal(t, map[string]int{"Deryn": 3, "Dugrun": 3, "Gold'arr": 3}, countBy(r.Action[0].Draw))
	assert.ElementsMatch(t, []string{"Hunter's Quarry", "Prowl", "Ambush", "Onwards", "Shield Slam", "Hold Ground",
		"Set Sail!", "Me Hearties", "Intimidation"}, r.Reaction.Draw)

	c := newRun(t, Options{Champions: coop, CoOp: true}, 1)
	assert.Equal(t, 12, c.Reaction.Size(), "co-op: one reaction deck of 12 shared by both automa players")
	require.Len(t, c.Action, 2, "co-op: two action decks")
	assert.Equal(t, map[string]int{"Deryn": 3, "Dugrun": 3}, countBy(c.Action[0].Draw), "the first automa player's 6 cards")
	assert.Equal(t, map[string]int{"Gwaien": 3, "Kilgore": 3}, countBy(c.Action[1].Draw), "the second automa player's 6 cards")
}

func TestSetUpShuffles(t *testing.T) {
	a, b := newRun(t, Options{Champions: solo}, 1), newRun(t, Options{Champions: solo}, 2)
	assert.NotEqual(t, a.Action[0].Draw, b.Action[0].Draw, "two seeds deal two orders")
	assert.Equal(t, newRun(t, Options{Champions: solo}, 1).Action[0].Draw, a.Action[0].Draw, "one seed, one order")
}

func TestSetUpRefuses(t *testing.T) {
	for _, tc := range []struct {
		o    Options
		want string
	}{
		{Options{Champions: solo[:2]}, "needs 3 champions, not 2"},
		{Options{Champions: coop}, "needs 3 champions, not 4"},
		{Options{Champions: solo, CoOp: true}, "needs 4 automa champions"},
		{Options{Champions: []string{"Deryn", "deryn", "Rath"}}, "Deryn is on the automa's team twice"},
		{Options{Champions: []string{"Deryn", "Bob", "Rath"}}, `"Bob" is not a champion`},
		{Options{Champions: solo, Removed: []string{"Prowl"}}, "to make the automa harder, tick 3 cards of the reaction deck to leave out, not 1"},
		{Options{Champions: coop, CoOp: true, Removed: []string{"Prowl", "Ambush", "Onwards"}}, "tick 4 cards of the reaction deck to leave out, not 3"},
		{Options{Champions: solo, Removed: []string{"Prowl", "Ambush", "Chop"}}, `"Chop" is not in the automa's reaction deck`},
		{Options{Champions: solo, Removed: []string{"Prowl", "Ambush", "Prowl"}}, `"Prowl" is taken out twice`},
	} {
		_, err := New(tc.o, seeded(1))
		assert.ErrorContains(t, err, tc.want)
	}
}

func TestSpawnHexes(t *testing.T) {
	for seed := range uint64(20) {
		r := newRun(t, Options{Champions: solo}, seed)
		var hexes, champs []string
		for _, s := range r.Spawns {
			hexes, champs = append(hexes, s.Hex), append(champs, s.Champion)
		}
		assert.Equal(t, []string{HexLeftmost, HexMiddle, HexRightmost}, hexes, "alone: the rightmost, middle and leftmost hexes")
		assert.ElementsMatch(t, solo, champs)

		c := newRun(t, Options{Champions: coop, CoOp: true}, seed)
		hexes = nil
		for _, s := range c.Spawns {
			hexes = append(hexes, s.Hex)
		}
		assert.Equal(t, []string{HexLeftmost, HexLeftMiddle, HexRightMiddle, HexRightmost}, hexes, "co-op: the middle hex stays empty")
		left := []int{c.team(c.Spawns[0].Champion), c.team(c.Spawns[1].Champion)}
		right := []int{c.team(c.Spawns[2].Champion), c.team(c.Spawns[3].Champion)}
		assert.ElementsMatch(t, []int{0, 1}, left, "each side of the middle has one champion of each automa player")
		assert.ElementsMatch(t, []int{0, 1}, right)
	}
}

func TestRandomTeam(t *testing.T) {
	rng := seeded(3)
	for range 50 {
		team := Random(4, rng)
		assert.Len(t, slices.Compact(slices.Sorted(slices.Values(team))), 4, "four different champions")
		_, err := New(Options{Champions: team, CoOp: true}, rng)
		assert.NoError(t, err)
	}
}

func TestHarderOptions(t *testing.T) {
	o := Options{Champions: solo}
	assert.Equal(t, 3, o.CardsPerTurn())
	assert.Equal(t, 3, o.ChallengeMax(), "alone: at most 3 challenges with the limit")
	r := newRun(t, Options{Champions: solo, Removed: []string{"Prowl", "Onwards", "Intimidation"}}, 1)
	assert.Equal(t, 6, r.Reaction.Size(), "option 2 takes 3 cards out of the 9")
	assert.NotContains(t, r.Reaction.Draw, "Prowl")

	c := Options{Champions: coop, CoOp: true}
	assert.Equal(t, 2, c.CardsPerTurn(), "co-op: two action cards a turn")
	assert.Equal(t, 4, c.ChallengeMax(), "co-op: at most 4 challenges with the limit")
	assert.Equal(t, 4, c.RemoveCount())
	c.ExtraMove = true
	assert.Equal(t, 3, c.CardsPerTurn(), "co-op option 1: three action cards instead of two")
	rc := newRun(t, Options{Champions: coop, CoOp: true, Removed: []string{"Prowl", "Onwards", "Ignite", "Throw"}}, 1)
	assert.Equal(t, 8, rc.Reaction.Size(), "co-op option 2 takes 4 cards out of the 12")
}

func TestLeveled(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	require.NoError(t, r.SetLeveled("deryn", true))
	assert.True(t, r.IsLeveled("Deryn"))
	refuses(t, r, "Deryn has already leveled up", func() error { return r.SetLeveled("Deryn", true) })
	refuses(t, r, "Rath is not one of the automa's champions", func() error { return r.SetLeveled("Rath", true) })
	require.NoError(t, r.SetLeveled("Deryn", false))
	refuses(t, r, "Deryn has not leveled up", func() error { return r.SetLeveled("Deryn", false) })
}
