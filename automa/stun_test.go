package automa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stackDeck puts cards on top of the action deck of automa player t.
func stackDeck(r *Run, t int, top ...Card) {
	rest := []Card{}
	for _, c := range r.Action[t].Draw {
		keep := true
		for _, x := range top {
			keep = keep && c != x
		}
		if keep {
			rest = append(rest, c)
		}
	}
	r.Action[t].Draw = append(append([]Card{}, top...), rest...)
}

func TestStunTurnsTheFirstMatchingCardIntoAnEmergencyMove(t *testing.T) {
	rng := seeded(13)
	r := newRun(t, Options{Champions: solo}, 13)
	stackDeck(r, 0, Card{"Dugrun", 1}, Card{"Deryn", 1}, Card{"Deryn", 2})
	require.NoError(t, r.Stun("deryn"))
	next, later := r.StunTokens("Deryn")
	assert.Equal(t, 1, next)
	assert.Equal(t, 0, later)

	require.NoError(t, r.StartTurn(rng))
	require.NoError(t, r.Reveal("", rng))
	assert.False(t, r.Turn.Steps[0].Stunned, "Dugrun has no token")
	require.NoError(t, r.Resolve(Acted, ""))
	require.NoError(t, r.Reveal("", rng))
	assert.True(t, r.Turn.Steps[1].Stunned, "Deryn's first card is stunned")
	refuses(t, r, "Deryn was stunned, so this card becomes an emergency move", func() error { return r.Resolve(Acted, "") })
	require.NoError(t, r.Resolve(Emergency, "Gold'arr"))
	require.NoError(t, r.Reveal("", rng))
	assert.False(t, r.Turn.Steps[2].Stunned, "one token, one card: Deryn's second card plays as usual")
	require.NoError(t, r.Resolve(Acted, ""))
	require.NoError(t, r.EndTurn())
}

func TestTwoStunTokensTwoCards(t *testing.T) {
	rng := seeded(14)
	r := newRun(t, Options{Champions: solo}, 14)
	stackDeck(r, 0, Card{"Deryn", 1}, Card{"Deryn", 2}, Card{"Deryn", 3})
	require.NoError(t, r.Stun("Deryn"))
	require.NoError(t, r.Stun("Deryn"))
	require.NoError(t, r.StartTurn(rng))
	var stunned []bool
	for range 3 {
		require.NoError(t, r.Reveal("", rng))
		s := r.Turn.Steps[r.Turn.Current()]
		stunned = append(stunned, s.Stunned)
		if s.Stunned {
			require.NoError(t, r.Resolve(HealDamage, ""))
		} else {
			require.NoError(t, r.Resolve(Acted, ""))
		}
	}
	assert.Equal(t, []bool{true, true, false}, stunned)
}

func TestStunTokensAreClearedAtTheEndOfTheTurn(t *testing.T) {
	rng := seeded(15)
	r := newRun(t, Options{Champions: solo}, 15)
	stackDeck(r, 0, Card{"Dugrun", 1}, Card{"Dugrun", 2}, Card{"Dugrun", 3})
	require.NoError(t, r.Stun("Deryn"))
	require.NoError(t, r.StartTurn(rng))
	playCards(t, r, rng)
	require.NoError(t, r.Stun("Gold'arr")) // stunned during the automa's own turn
	require.NoError(t, r.EndTurn())
	next, _ := r.StunTokens("Deryn")
	assert.Equal(t, 0, next, "Deryn's unused token is discarded at the end of the turn")
	next, _ = r.StunTokens("Gold'arr")
	assert.Equal(t, 1, next, "a token given during the automa's turn waits for its next turn")
}

func TestCoOpStunWaitsForItsOwnAutomaPlayer(t *testing.T) {
	rng := seeded(16)
	r := newRun(t, Options{Champions: coop, CoOp: true}, 16)
	require.NoError(t, r.Stun("Kilgore")) // second automa player
	require.NoError(t, r.StartTurn(rng))  // first automa player
	playCards(t, r, rng)
	require.NoError(t, r.EndTurn())
	next, _ := r.StunTokens("Kilgore")
	assert.Equal(t, 1, next, "the other automa player's turn does not clear Kilgore's token")
}

func TestStunRefuses(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 17)
	refuses(t, r, "Rath is not one of the automa's champions", func() error { return r.Stun("Rath") })
	for range MaxStuns {
		require.NoError(t, r.Stun("Deryn"))
	}
	refuses(t, r, "Deryn already has 9 stun tokens", func() error { return r.Stun("Deryn") })
}
