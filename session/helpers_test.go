package session

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// fixedNow is the clock of every test session: backups are dated by it.
func fixedNow() time.Time { return time.Date(2026, 1, 15, 19, 1, 0, 0, time.UTC) }

// open opens a session over store with a seeded random source and a fixed
// clock, and fails the test on a save error.
func open(t testing.TB, store Store) *Session {
	t.Helper()
	return Open(store, Options{
		Rand:        rand.New(rand.NewPCG(1, 2)),
		Now:         fixedNow,
		OnSaveError: func(err error) { t.Errorf("save failed: %v", err) },
	})
}

// twoPlayers is a 2-player set-up where Ana starts.
func twoPlayers() tracker.Setup {
	return tracker.Setup{
		Players:     []tracker.PlayerSetup{{Name: "Ana"}, {Name: "Ben"}},
		Packs:       []tracker.Pack{tracker.Classic},
		FirstPlayer: tracker.Chosen,
	}
}

// toBattle plays the shop phase: every player passes with 5 pets.
func toBattle(t testing.TB, s *Session) {
	t.Helper()
	for s.Game().Value().Game().Phase() == tracker.PhaseShop {
		p, ok := s.Game().Value().Game().ShopTurn()
		require.True(t, ok)
		require.NoError(t, s.Game().Do(Play(tracker.Pass(p, 5))))
	}
}

func mustCard(t testing.TB, spec string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(spec)
	require.NoError(t, err)
	return c
}
