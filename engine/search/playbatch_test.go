package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// Interpretations 2 and 10: every Play ability of a step resolves before
// its Hurt and Faint abilities, also the Faint of a pet of power 0 marked
// as it is played. The battles of ../testdata, each a single certain
// result, through the odds, the odds if both play well (which offer no
// choice that puts a Faint or Hurt before a Play ability) and the best
// orders of each player's deck.
func TestPlayBatchGoldens(t *testing.T) {
	aWins, bWins := "A 1.0000, B 0.0000, draw 0.0000", "A 0.0000, B 1.0000, draw 0.0000"
	for name, want := range map[string]string{"note-10-faint-after-play": bWins, "note-10-faint-after-play-b": aWins,
		"note-2-hurt-after-play": bWins, "note-10-power-zero": aWins} {
		b, o, w := playWellFile(t, name+".battle")
		assert.Equal(t, want, o.Chances.String(), name)
		assert.Equal(t, want, w.Chances.String(), name)
		assert.Empty(t, w.Choices, name)
		for _, p := range []engine.Player{engine.PlayerA, engine.PlayerB} {
			ranked, err := Best(context.Background(), b, nil, p, 1, nil)
			require.NoError(t, err, name)
			require.Len(t, ranked, 1, name)
			assert.Equal(t, want, ranked[0].Chances.String(), "%s: best order of %s", name, p)
		}
	}
}

// sixAbilities is the battle of issue 46: A's Hexa has six Play abilities,
// printed gain, deal, gain, deal, gain, deal. Only with the three gains
// first do the three deals come to 12 damage and mark B's Big (power 12)
// fainted before it attacks; every other order (the default and its
// reverse among them) loses.
const sixAbilities = "six-play-abilities"

// Good play tries every order of six abilities that can differ: A wins by
// letting the three gains go first.
func TestPlayWellSixAbilities(t *testing.T) {
	b, o, w := playWellFile(t, sixAbilities+".battle")
	assert.Equal(t, "A 0.0000, B 1.0000, draw 0.0000", o.Chances.String())
	assert.Equal(t, "A 1.0000, B 0.0000, draw 0.0000", w.Chances.String())
	require.Len(t, w.Choices, 1)
	assert.Equal(t, "A: let Hexa's first Play ability go first, then Hexa's third Play ability, then Hexa's fifth Play ability, "+
		"then Hexa's second Play ability, then Hexa's fourth Play ability, then Hexa's sixth Play ability", w.Choices[0].Words(b.Name(engine.PlayerA)))

	// The walk tries the alike gains and deals once each: 20 orders of
	// 720 at most, and no two options at the same position.
	m := matchFile(t, sixAbilities)
	s := m.Start()
	s.StopAtChoices(true)
	require.Equal(t, engine.NeedOrder, s.Advance(nil))
	var ow orderWalk
	require.NoError(t, ow.options(&s, nil))
	assert.LessOrEqual(t, len(ow.opts), 20)
	assert.True(t, ow.isDefault(0))
	seen := map[string]bool{}
	for k := range ow.opts {
		key := string(ow.opts[k].AppendKey(nil))
		assert.False(t, seen[key], "option %d %v twice", k, ow.orderOf(k))
		seen[key] = true
	}
}

// At the work budget, inside the choice of six abilities, the search says
// that not every order was tried, and gives no odds.
func TestPlayWellOrdersLeft(t *testing.T) {
	m := matchFile(t, sixAbilities)
	_, err := PlayWell(context.Background(), m, OddsOptions{Budget: Budget{MaxPositions: 10}})
	var be *BudgetError
	require.ErrorAs(t, err, &be)
	assert.True(t, be.Work)
	assert.True(t, be.OrdersLeft)
	assert.Equal(t, "stopped at the work budget (10 positions) while choosing the order of simultaneous abilities: not every order was tried", err.Error())

	// Best says so too.
	_, err = BestWithin(context.Background(), m.Battle, nil, engine.PlayerA, BestOptions{Top: 1, Budget: Budget{MaxPositions: 10}})
	require.ErrorAs(t, err, &be)
	assert.True(t, be.OrdersLeft)
	assert.Contains(t, err.Error(), "while choosing the order of simultaneous abilities: not every order was tried; 0 of 1 orders tried")

	// Stopped at a throw, with no choice of order under way, it says
	// nothing of orders.
	_, err = PlayWell(context.Background(), matchFile(t, "faq-two-dolphins"), OddsOptions{Budget: Budget{MaxPositions: 1}})
	require.ErrorAs(t, err, &be)
	assert.False(t, be.OrdersLeft)
	assert.Equal(t, "stopped at the work budget (1 positions)", err.Error())
}
