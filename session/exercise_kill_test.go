package session

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/exercise"
)

// exerciseKillDirEnv names the folder the child of
// TestExerciseGameSurvivesAKill plays in.
const exerciseKillDirEnv = "SESSION_TEST_EXERCISE_KILL_DIR"

// TestExerciseGameSurvivesAKill starts a process that plays the animal
// exercise card game as fast as it can, kills it with SIGKILL at a random
// moment, and opens what it left: the game must be whole, and never older
// than the one found after the kill before.
func TestExerciseGameSurvivesAKill(t *testing.T) {
	killRun{env: exerciseKillDirEnv, child: "TestExerciseChildKeepsPlaying", kills: 12, short: 4, seed: 19, wait: 30, spread: 170,
		reached: func(s *Session, _ string, _ int) (int, bool) {
			if g := s.Exercise(); g != nil && g.Phase() == exercise.Playing {
				return g.Turn(), true
			}
			return 0, false
		}}.run(t)
}

// TestExerciseChildKeepsPlaying is the child of
// TestExerciseGameSurvivesAKill: it ends turn after turn until it is killed
// (or half a minute passes).
func TestExerciseChildKeepsPlaying(t *testing.T) {
	dir := os.Getenv(exerciseKillDirEnv)
	if dir == "" {
		t.Skip("only run by TestExerciseGameSurvivesAKill")
	}
	s := Open(NewDirStore(dir), Options{Now: fixedNow})
	if g := s.Exercise(); g == nil || g.Phase() != exercise.Playing {
		exerciseStarted(t, s)
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		require.NoError(t, s.ExerciseAct(func(g *exercise.Game) error { return g.EndTurn() }))
		s.Flush()
	}
}
