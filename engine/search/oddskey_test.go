package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// The searches over engine's canonical and coarse keys (engine/oddskey.go
// and its tests).

// odds are the chances of the battle src.
func odds(t *testing.T, src string) Chances {
	t.Helper()
	res, err := Odds(context.Background(), matchText(t, keyCards+src), OddsOptions{})
	require.NoError(t, err, src)
	return res.Chances
}

// Two positions that differ only in the order in which a pet got its
// Apples and ailments are one position to the odds search, and the odds
// agree (engine's TestKeyLeavesOutTheOrderOfPlainFoodsAndAilments checks
// the keys).
func TestOddsLeaveOutTheOrderOfPlainFoodsAndAilments(t *testing.T) {
	const b = "first: A\nB: Otter, Fish, Peacock\n"
	assert.Equal(t, odds(t, b+"A: Apple, Spooked, Exposed, Honey, Dolphin, Badger\n"),
		odds(t, b+"A: Honey, Exposed, Apple, Spooked, Dolphin, Badger\n"))
}

// Two pets marked fainted that keep hurting each other with rocks come
// back, in the coarse key, to the position they were in (engine's
// TestMarkedPetsThatKeepHurtingEachOther): the bound of best takes 1 there
// instead of failing.
func TestBoundOfPetsThatKeepHurtingEachOther(t *testing.T) {
	src := propertyCards + "first: B\nA: Hedgehog, Otter\nB: Apple, Dolphin, Gnat, Honey\ndie: 0 0 0 3\n"
	m := matchText(t, src)
	for _, kind := range []boundKind{boundWin, boundNotLose, boundSure} {
		v := rootBound(t, m, engine.PlayerB, kind)
		assert.True(t, v >= 0 && v <= 1, "kind %d: %v", kind, v)
	}
}

// A battle stopped at the limit on cards in play counts 1 in the bound: the
// bound's key leaves out the count of cards made, so the position of the
// order below that reaches the limit (Q's Hurt makes 50 cards each time)
// stands for the one that does not, and wins (found by a review).
func TestBoundAboveAnOrderNearTheCardLimit(t *testing.T) {
	src := "first: A\ncard P: pet 10 | Play: throw 1 rock at the enemy pet | Hit: throw 1 rock at the enemy pet\n" +
		"card Junk: ailment\n" +
		"card Q: pet 3 | Hurt: give 50 Junk to this pet, then discard all Junk from this pet, then remove 1 damage from this pet\n" +
		"A: P, Apple\nB: Q\ndie: 0 1 1\n"
	b := parse(t, src)
	top, err := Best(context.Background(), b, nil, engine.PlayerA, 2, nil)
	require.NoError(t, err)
	win, _, _ := top[0].Chances.Floats()
	require.Positive(t, win)
	m := matchText(t, src)
	for _, kind := range []boundKind{boundWin, boundNotLose} {
		assert.GreaterOrEqual(t, rootBound(t, m, engine.PlayerA, kind)+1e-12, win, "kind %d", kind)
	}
}
