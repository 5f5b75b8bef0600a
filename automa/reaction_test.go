package automa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReactionFlipsOneCardPerChampionAttacked(t *testing.T) {
	rng := seeded(20)
	r := newRun(t, Options{Champions: solo}, 20)
	top := r.Reaction.Draw[0]
	require.NoError(t, r.React([]string{"Deryn"}, rng))
	require.Len(t, r.Flips, 1)
	assert.Equal(t, top, r.Flips[0].Card)
	assert.Equal(t, "Deryn", r.Flips[0].Attacked)
	owner, _ := reactionOwner(top)
	assert.Equal(t, owner, r.Flips[0].Owner)
	assert.Len(t, r.Reaction.Draw, 8)
	assert.Equal(t, []string{top}, r.Reaction.Discard)

	require.NoError(t, r.React([]string{"Dugrun", "Gold'arr"}, rng))
	assert.Len(t, r.Flips, 2, "an area attack on two champions flips two cards")
	assert.Len(t, r.Reaction.Draw, 6)
	assert.Len(t, r.Reaction.Discard, 3)
}

func TestReactionDeckReshufflesWhenTheLastCardIsFlipped(t *testing.T) {
	rng := seeded(21)
	r := newRun(t, Options{Champions: solo}, 21)
	var seen []string
	for i := range 9 {
		require.NoError(t, r.React([]string{"Deryn"}, rng))
		seen = append(seen, r.Flips[0].Card)
		assert.Equal(t, i == 8, r.Flips[0].Reshuffled, "flip %d", i+1)
	}
	assert.ElementsMatch(t, []string{"Hunter's Quarry", "Prowl", "Ambush", "Onwards", "Shield Slam", "Hold Ground",
		"Set Sail!", "Me Hearties", "Intimidation"}, seen, "all 9 cards come up before any comes again")
	assert.Len(t, r.Reaction.Draw, 9, "the deck and its discard pile shuffled together")
	assert.Empty(t, r.Reaction.Discard)
}

func TestReactionDeckWithCardsTakenOut(t *testing.T) {
	rng := seeded(22)
	r := newRun(t, Options{Champions: solo, Removed: []string{"Prowl", "Onwards", "Intimidation"}}, 22)
	for range 6 {
		require.NoError(t, r.React([]string{"Deryn"}, rng))
		assert.NotContains(t, []string{"Prowl", "Onwards", "Intimidation"}, r.Flips[0].Card)
	}
	assert.True(t, r.Flips[0].Reshuffled, "6 cards: the sixth flip reshuffles")
}

func TestLilYFlipsASecondCard(t *testing.T) {
	rng := seeded(23)
	r := newRun(t, Options{Champions: []string{"Li'l Y", "Deryn", "Rath"}}, 23)
	d := r.Reaction.Draw
	for i, c := range d {
		if c == extraFlipCard {
			d[0], d[i] = d[i], d[0]
		}
	}
	second := d[1]
	require.NoError(t, r.React([]string{"Rath"}, rng))
	require.Len(t, r.Flips, 2, "Didn't See That Comin', Eh? flips one more card")
	assert.Equal(t, extraFlipCard, r.Flips[0].Card)
	assert.Equal(t, second, r.Flips[1].Card)
	assert.True(t, r.Flips[1].Extra)
	assert.Equal(t, "Rath", r.Flips[1].Attacked)
}

func TestReactionRefuses(t *testing.T) {
	rng := seeded(24)
	r := newRun(t, Options{Champions: solo}, 24)
	refuses(t, r, "say which automa champion was attacked", func() error { return r.React(nil, rng) })
	refuses(t, r, "Rath is not one of the automa's champions", func() error { return r.React([]string{"Deryn", "Rath"}, rng) })
	refuses(t, r, "Deryn is named twice", func() error { return r.React([]string{"Deryn", "deryn"}, rng) })
}
