package tracker

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// lateGame is a 2-player game with every shop turn logged, in the Shop
// Phase of round 6: each round both players buy three cards and pass, and
// the battle is a draw.
func lateGame(b *testing.B) *Game {
	b.Helper()
	g := newTestGame(b, 2)
	for g.Round() < Rounds {
		for range 3 {
			for range 2 {
				p, _ := g.ShopTurn()
				require.NoError(b, g.Buy(p))
			}
		}
		passAll(b, g)
		require.NoError(b, g.RecordResult(0, Draw))
		require.NoError(b, g.EndRound())
	}
	return g
}

// BenchmarkApplyLateInAGame is one buy late in a game (51 entries in its
// history, reported as entries): the game after it made from the game
// before, which stays as it was, as the session keeps it for its undo.
func BenchmarkApplyLateInAGame(b *testing.B) {
	g := lateGame(b)
	p, _ := g.ShopTurn()
	for b.Loop() {
		if _, err := g.Apply(Buy(p)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.History())), "entries")
}
