package session

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// longGame plays a 2-player game against the app through six rounds of
// buys and passes, with every shop turn logged: a late game whose 100
// steps to undo are full.
func longGame(b *testing.B, s *Session) {
	b.Helper()
	require.NoError(b, s.StartGame(twoPlayers()))
	for s.Game().Value().Game().Round() < tracker.Rounds || s.Game().Value().Game().Phase() == tracker.PhaseShop {
		play(b, s)
	}
}

// BenchmarkActLateInAGame is one Undo or Redo late in a game with 100
// steps to undo (the step read back, the commit); reported with it, the
// bytes of the blob written and of the same steps kept whole.
func BenchmarkActLateInAGame(b *testing.B) {
	store := newMemStore()
	s := Open(store, Options{Now: fixedNow})
	longGame(b, s)
	s.Flush()
	blob := len(store.blobs[GameFile])
	whole := 0
	for _, st := range s.game.undo {
		whole += len(st.data)
	}
	for i := 0; b.Loop(); i++ {
		if i%2 == 0 {
			require.NoError(b, s.Game().Undo())
		} else {
			require.NoError(b, s.Game().Redo())
		}
	}
	s.Flush()
	b.ReportMetric(float64(blob), "blob-bytes")
	b.ReportMetric(float64(whole+len(s.game.data)), "whole-steps-bytes")
}

// BenchmarkOpenALateGame reads a late game with 100 steps to undo, each
// step checked by replaying it.
func BenchmarkOpenALateGame(b *testing.B) {
	store := newMemStore()
	s := Open(store, Options{Now: fixedNow})
	longGame(b, s)
	s.Flush()
	for b.Loop() {
		Open(store, Options{Now: fixedNow})
	}
}

// BenchmarkStepLateInAGame is one change of a game with 100 steps to undo
// that changes nothing but is a step of its own: the document's own work
// for a change (the value encoded, the new step, the blob's size checked)
// without the rules'.
func BenchmarkStepLateInAGame(b *testing.B) {
	store := newMemStore()
	s := Open(store, Options{Now: fixedNow})
	longGame(b, s)
	s.Flush()
	same := func(v GameState) (GameState, string, error) { return v, "nothing", nil }
	for b.Loop() {
		require.NoError(b, s.game.change(ChangeGame, same))
	}
	s.Flush()
}

// BenchmarkBoardGameMoveLateInAGame is one move of the board game through
// its handle late in a game, then its undo (so that the log stays as long:
// the combat of round 6, every action before it in the log, reported as
// log-actions, and as many steps to undo): the move applied by the game's
// pure Apply, its words, the value encoded and committed as a step, then
// the step before read back.
func BenchmarkBoardGameMoveLateInAGame(b *testing.B) {
	s := Open(newMemStore(), Options{Now: fixedNow})
	board := s.Tableau()
	require.NoError(b, board.Do(tableau.Start(tableauSetup(), false)))
	for board.Value().Round() < tableau.Rounds || board.Value().Phase() == tableau.PhaseMarket {
		m, _ := nextTableauMove(board.Value())
		require.NoError(b, board.Do(m))
	}
	actions := board.Steps().Undo - 1 // the start is a step
	boost := tableau.Act(tableau.Action{Kind: tableau.KindBoost, Player: 0, Amount: 1})
	for b.Loop() {
		require.NoError(b, board.Do(boost))
		require.NoError(b, board.Undo())
	}
	s.Flush()
	b.ReportMetric(float64(actions), "log-actions")
}

// BenchmarkGoldTapLateInAGame is one tap on a gold token in round 6 of a
// game with 100 steps to undo: the move applied, checked, encoded once
// and committed as a step, and its blob written; the game is put back as
// it was, off the clock, between taps.
func BenchmarkGoldTapLateInAGame(b *testing.B) {
	s := Open(newMemStore(), Options{Now: fixedNow})
	require.NoError(b, s.StartGame(twoPlayers()))
	for s.Game().Value().Game().Round() < tracker.Rounds {
		play(b, s)
	}
	s.Flush()
	d := &s.game
	tap := Play(tracker.Spend(0, 1))
	for b.Loop() {
		d.mu.Lock()
		v, data, undo, redo := d.v, d.data, d.undo, d.redo
		d.mu.Unlock()
		require.NoError(b, s.Game().Do(tap))
		s.Flush()
		b.StopTimer()
		d.mu.Lock()
		d.v, d.data, d.undo, d.redo = v, data, undo, redo
		d.rev++
		d.mu.Unlock()
		b.StartTimer()
	}
}
