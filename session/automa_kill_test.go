package session

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
)

// automaKillDirEnv names the folder the child of
// TestAutomaKilledWhileWriting writes in.
const automaKillDirEnv = "SESSION_TEST_AUTOMA_KILL_DIR"

// TestAutomaKilledWhileWriting starts a process that plays the automa's
// turns as fast as it can, kills it with SIGKILL at a random moment and
// opens what it left: the automa's file is always a whole run that reads,
// and the game never goes back.
func TestAutomaKilledWhileWriting(t *testing.T) {
	killRun{env: automaKillDirEnv, child: "TestAutomaChildKeepsWriting", kills: 15, short: 4, seed: 9, wait: 30, spread: 150,
		reached: func(s *Session, _ string, _ int) (int, bool) {
			if r, ok := s.Automa(); ok {
				return r.Turns, true
			}
			return 0, false
		}}.run(t)
}

// TestAutomaChildKeepsWriting is the child of TestAutomaKilledWhileWriting:
// it plays on until it is killed (or a minute passes).
func TestAutomaChildKeepsWriting(t *testing.T) {
	dir := os.Getenv(automaKillDirEnv)
	if dir == "" {
		t.Skip("only run by TestAutomaKilledWhileWriting")
	}
	s := Open(NewDirStore(dir), Options{Now: fixedNow})
	if _, ok := s.Automa(); !ok {
		require.NoError(t, s.StartAutoma(automaTeam))
	}
	deadline := time.Now().Add(time.Minute)
	for n := 0; time.Now().Before(deadline); n++ {
		require.NoError(t, s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error {
			if n%4 == 0 {
				return r.React([]string{"Deryn"}, rng)
			}
			return playOn(r, rng)
		}))
	}
}

// playOn takes the next step of the automa's game: start a turn, flip a
// card, resolve it, or end the turn.
func playOn(r *automa.Run, rng *rand.Rand) error {
	switch {
	case r.Turn == nil:
		return r.StartTurn(rng)
	case r.Turn.Current() == len(r.Turn.Steps):
		return r.EndTurn()
	case !r.Turn.Steps[r.Turn.Current()].Shown:
		return r.Reveal("", rng)
	}
	return r.Resolve(automa.Emergency, "Dugrun")
}
