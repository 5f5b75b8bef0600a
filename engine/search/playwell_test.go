package search

import (
	"context"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// playWellFile runs PlayWell and Odds on a testdata battle.
func playWellFile(t *testing.T, name string) (*engine.Battle, OddsResult, WellResult) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "testdata", name))
	require.NoError(t, err)
	b, err := engine.ParseBattle(string(src), nil)
	require.NoError(t, err)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	o, err := Odds(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	w, err := PlayWell(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	return b, o, w
}

// Interpretation 14: the order of a player's own abilities is theirs to
// choose. In note-3-order-matters.battle the default order draws, but A wins
// by letting the Nest's Faint go first; the choice is named in words.
func TestPlayWellOrder(t *testing.T) {
	b, o, w := playWellFile(t, "note-3-order-matters.battle")
	assert.Equal(t, "A 0.0000, B 0.0000, draw 1.0000", o.Chances.String())
	assert.Equal(t, "A 1.0000, B 0.0000, draw 0.0000", w.Chances.String())
	require.Len(t, w.Choices, 1)
	assert.Equal(t, "A: let Nest on Owl's Faint ability go before Owl's Faint ability", w.Choices[0].Words(b.Name(w.Choices[0].Player)))
	assert.Equal(t, "1", w.Choices[0].Reach.RatString())

	// Two abilities of one card with the same trigger are told apart.
	b, _, w = playWellFile(t, "set-aside-twice.battle")
	require.Len(t, w.Choices, 1)
	assert.Equal(t, "A: let Twin's second Hurt ability go before Twin's first Hurt ability", w.Choices[0].Words(b.Name(w.Choices[0].Player)))
}

// Interpretation 14: spending is the player's choice. Spending its 3
// Trumpets on 1 power draws (as resolve plays it); keeping them brings in a
// Golden Retriever of power 3 later, and A wins.
func TestPlayWellSpend(t *testing.T) {
	b, o, w := playWellFile(t, "v2-spend-or-keep.battle")
	assert.Equal(t, "A 0.0000, B 0.0000, draw 1.0000", o.Chances.String())
	assert.Equal(t, "A 1.0000, B 0.0000, draw 0.0000", w.Chances.String())
	require.Len(t, w.Choices, 1)
	assert.Equal(t, "A: keep the Trumpets rather than spend 3 to gain 1 power", w.Choices[0].Words(b.Name(engine.PlayerA)))
}

// Random battles: when playing well makes no choice other than the default
// on the way, its odds are the default odds; and the search is
// deterministic. Each search is bounded (randomCases).
func TestPlayWellRandom(t *testing.T) {
	n := testkit.Runs(300, 60)
	r := rand.New(rand.NewPCG(2026, 14))
	pool := propertyPool(t)
	cases := newRandomCases(t, oddsCaseBytes)
	differ := 0
	for i := range n {
		src, _, m := randomMatch(t, r, pool)
		cases.begin(i, src)
		o, err := Odds(context.Background(), m, cases.odds())
		if cases.over(err) {
			continue
		}
		if err != nil {
			continue // a runaway outcome: PlayWell fails the same way
		}
		cases.saw(o.Bytes, o.Positions)
		w, err := PlayWell(context.Background(), m, cases.odds())
		if cases.over(err) {
			continue
		}
		require.NoError(t, err, src)
		cases.saw(0, w.Positions)
		if len(w.Choices) == 0 {
			require.True(t, o.Chances.Equal(w.Chances), "no choice differs, yet the odds do:\n%s", src)
		} else {
			differ++
		}
		w2, err := PlayWell(context.Background(), m, cases.odds())
		require.NoError(t, err, "the same search within the same budget\n%s", src)
		require.True(t, w.Chances.Equal(w2.Chances))
		require.Equal(t, w.Choices, w2.Choices)
	}
	cases.done()
	t.Logf("%d battles, %d where playing well differs from the default", n, differ)
}

// The expected score compares exactly, in uint64 and in big.Int alike: A
// wins 1/3 and draws 2/3 (A's score 2/3, B's 1/3) against A wins 2/3 and B
// 1/3 (the same scores), and a sure draw (1/2 each) between.
func TestCmpScore(t *testing.T) {
	d := newDieDist(engine.DefaultDie())
	x := tally{n: [3]uint64{1, 0, 2}, m: 1}
	y := tally{n: [3]uint64{6, 3, 0}, m: 2}
	draw := leafTally(engine.Draw)
	bigOf := func(t tally) tally {
		b := new([3]big.Int)
		for j := range 3 {
			b[j].SetUint64(t.n[j])
		}
		return tally{m: t.m, big: b}
	}
	for _, c := range []struct{ x, y tally }{{x, y}, {bigOf(x), y}, {x, bigOf(y)}} {
		assert.Equal(t, 0, d.cmpScore(c.x, c.y, int(engine.PlayerA)))
		assert.Equal(t, 1, d.cmpScore(c.x, draw, int(engine.PlayerA)))
		assert.Equal(t, -1, d.cmpScore(draw, c.y, int(engine.PlayerA)))
		assert.Equal(t, 0, d.cmpScore(c.x, c.y, int(engine.PlayerB)), "B: 2/3 / 2 against 1/3")
		assert.Equal(t, -1, d.cmpScore(c.x, draw, int(engine.PlayerB)), "B: 1/3 against 1/2")
	}
}
