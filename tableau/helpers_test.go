package tableau

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// newGame starts a game of the named players in seat order, the first
// drafting first; colours are given in Colours' order.
func newGame(t *testing.T, first int, names ...string) *Game {
	t.Helper()
	su := Setup{First: first}
	for i, n := range names {
		su.Players = append(su.Players, SeatSetup{Name: n, Colour: Colours[i]})
	}
	g, err := New(su)
	require.NoError(t, err)
	return g
}

// pw is a printed power.
func pw(a, b, c int) [MaxLevel]int { return [MaxLevel]int{a, b, c} }

// passRound passes every turn until the market phase ends.
func passRound(t *testing.T, g *Game) {
	t.Helper()
	for g.Phase() == PhaseMarket {
		require.NoError(t, g.Pass(g.Turn()))
	}
}

// refusedUnchanged asserts that err is a refusal that changed nothing.
func refusedUnchanged(t *testing.T, g *Game, before []byte, err error, contains string) {
	t.Helper()
	require.Error(t, err)
	require.Contains(t, err.Error(), contains)
	after, eerr := g.Encode()
	require.NoError(t, eerr)
	require.JSONEq(t, string(before), string(after), "a refused action changes nothing")
}

// encoded is the game's save.
func encoded(t *testing.T, g *Game) []byte {
	t.Helper()
	data, err := g.Encode()
	require.NoError(t, err)
	return data
}
