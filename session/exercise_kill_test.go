package session

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
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
	if os.Getenv(exerciseKillDirEnv) != "" {
		t.Skip("running as the child")
	}
	kills := 12
	if testing.Short() {
		kills = 4
	}
	rng := rand.New(rand.NewPCG(19, 19))
	dir := t.TempDir()
	lastTurn := -1
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestExerciseChildKeepsPlaying$", "-test.count=1")
		cmd.Env = append(os.Environ(), exerciseKillDirEnv+"="+dir)
		require.NoError(t, cmd.Start())
		time.Sleep(time.Duration(30+rng.IntN(170)) * time.Millisecond)
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()

		s := Open(NewDirStore(dir), Options{Now: fixedNow})
		require.Empty(t, s.Problems(), "kill %d left a file that cannot be read", i)
		backups, _ := filepath.Glob(filepath.Join(dir, "*.damaged-*"))
		require.Empty(t, backups, "kill %d", i)
		if g := s.Exercise(); g != nil && g.Phase() == exercise.Playing {
			assert.GreaterOrEqual(t, g.Turn(), lastTurn, "kill %d: a newer game never goes back", i)
			lastTurn = g.Turn()
		}
	}
	t.Logf("%d kills; the child reached turn %d", kills, lastTurn)
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
