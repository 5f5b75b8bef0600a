package search

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// echoBattle never ends: each 0-damage hit triggers the other pet's Hit
// ability, for ever (the step limit stops it).
const echoBattle = `card Echo: pet 5 | Hit: deal 0 damage to the enemy pet
A: Echo
B: Echo
`

// mirrorBattle ends on half the rolls: when the Sniper's rock (3 damage)
// hits, the Mirror faints and B wins; when it misses, the Mirror and the
// Echo hit each other for 0 damage for ever.
const mirrorBattle = `card Mirror: pet 3 | Hit: deal 0 damage to the enemy pet
card Sniper: pet 1 | Play: throw 1 rock at the enemy pet
card Echo: pet 5 | Hit: deal 0 damage to the enemy pet
die: 0 3
A: Mirror
B: Sniper, Echo
`

// An outcome that never ends is an outcome of its own: odds gives its
// chance and the other three exactly, instead of failing as a whole.
func TestOddsNeverEnds(t *testing.T) {
	res := oddsOf(t, echoBattle)
	requireChances(t, res.Chances, "0", "0", "0")
	assert.Equal(t, "1", res.Chances.NeverEnds().RatString())
	assert.Equal(t, "A 0.0000, B 0.0000, draw 0.0000, never ends 1.0000", res.Chances.String())

	res = oddsOf(t, mirrorBattle)
	requireChances(t, res.Chances, "0", "1/2", "0")
	assert.Equal(t, "1/2", res.Chances.NeverEnds().RatString())
	assert.Equal(t, "A 0.0000, B 0.5000, draw 0.0000, never ends 0.5000", res.Chances.String())

	// A chance too small to show in 4 decimals is not hidden.
	tiny := Chances{A: big.NewRat(1, 2), B: big.NewRat(1, 2), Draw: big.NewRat(-1, 1_000_000)}
	assert.Equal(t, "A 0.5000, B 0.5000, draw 0.0000, never ends under 0.0001", tiny.String())

	// A battle that always ends says nothing about it.
	assert.NotContains(t, oddsOf(t, oddsCards+"A: Thrower\nB: Wall\n").Chances.String(), "never")
}

// Playing well and best orders count a never-ending outcome for nobody too.
func TestWellAndBestNeverEnd(t *testing.T) {
	m := matchText(t, echoBattle)
	w, err := PlayWell(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	assert.Equal(t, "1", w.Chances.NeverEnds().RatString())

	b := parse(t, mirrorBattle)
	got, err := Best(context.Background(), b, nil, engine.PlayerB, 2, nil)
	require.NoError(t, err)
	require.Len(t, got, 2)
	// Echo first: it and the Mirror hit each other for ever. Sniper
	// first: half the rolls end.
	assert.Equal(t, []string{"Sniper", "Echo"}, got[0].Deck)
	assert.Equal(t, "1/2", got[0].Chances.NeverEnds().RatString())
	assert.Equal(t, "1", got[1].Chances.NeverEnds().RatString())
}
