package session

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// killDirEnv names the folder the child of TestKilledWhileWriting writes in.
const killDirEnv = "SESSION_TEST_KILL_DIR"

// killRun is a test that kills its own child again and again: child is a
// test of this package that writes as fast as it can into the folder named
// by env, until it is killed.
type killRun struct {
	env, child   string
	kills, short int    // how many times; short with -short (kills when 0)
	seed         uint64 // of the random moments
	wait, spread int    // the child runs wait ms plus up to spread ms more
	// reached checks what the child left and says how far it got; ok false
	// when there is nothing to compare with the time before.
	reached func(s *Session, dir string, kill int) (n int, ok bool)
}

// run starts the child in a new folder, kills it with SIGKILL at random
// moments and opens what it left each time: nothing unreadable, nothing
// kept aside as damaged, and how far it got never goes back. It returns how
// far it got last (-1 for nothing). Run as the child itself, it skips.
func (k killRun) run(t *testing.T) int {
	if os.Getenv(k.env) != "" {
		t.Skip("running as the child")
	}
	kills := k.kills
	if testing.Short() && k.short > 0 {
		kills = k.short
	}
	rng := rand.New(rand.NewPCG(k.seed, k.seed))
	dir := t.TempDir()
	last := -1
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^"+k.child+"$", "-test.count=1")
		cmd.Env = append(os.Environ(), k.env+"="+dir)
		require.NoError(t, cmd.Start())
		time.Sleep(time.Duration(k.wait+rng.IntN(k.spread)) * time.Millisecond)
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()

		s := Open(NewDirStore(dir), Options{Now: fixedNow})
		require.Empty(t, s.Problems(), "kill %d left a file that cannot be read", i)
		backups, _ := filepath.Glob(filepath.Join(dir, "*.damaged-*"))
		require.Empty(t, backups, "kill %d", i)
		if n, ok := k.reached(s, dir, i); ok {
			assert.GreaterOrEqual(t, n, last, "kill %d: a newer state never goes back", i)
			last = n
		}
	}
	t.Logf("%d kills; the child reached state %d", kills, last)
	return last
}

// TestKilledWhileWriting starts a process that changes the game, the card
// book and the settings as fast as it can, kills it with SIGKILL at a random
// moment, and opens what it left: every file must be a whole state (old or
// new), never a torn one. It does so many times.
func TestKilledWhileWriting(t *testing.T) {
	killRun{env: killDirEnv, child: "TestChildKeepsWriting", kills: 40, short: 5, seed: 7, wait: 20, spread: 180,
		reached: func(s *Session, dir string, i int) (int, bool) {
			leftovers, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
			assert.LessOrEqual(t, len(leftovers), 3, "kill %d: at most one unfinished temporary file a blob", i)
			n := childCount(t, s)
			return n, n >= 0
		}}.run(t)
}

// childCount reads which state the child reached from the card it keeps
// rewriting ("Counter", power 1-9, with its count as its hat), and
// checks that the settings and the game are whole too; -1 before the first
// write.
func childCount(t *testing.T, s *Session) int {
	c, ok := s.Cards().Book().Get("Counter")
	if !ok {
		return -1
	}
	n, err := strconv.Atoi(strings.TrimPrefix(c.Hat, "count"))
	require.NoError(t, err, c.Hat)
	assert.Equal(t, n%9+1, c.Power, "the card is one whole state")
	if g := s.Game(); g != nil {
		assert.Equal(t, 2, g.NumPlayers())
	}
	st := s.Settings()
	assert.NoError(t, st.Check())
	return n
}

// TestChildKeepsWriting is the child of TestKilledWhileWriting: it goes on
// until it is killed (or a minute passes).
func TestChildKeepsWriting(t *testing.T) {
	dir := os.Getenv(killDirEnv)
	if dir == "" {
		t.Skip("only run by TestKilledWhileWriting")
	}
	s := Open(NewDirStore(dir), Options{Now: fixedNow})
	start := 0
	if n := childCount(t, s); n >= 0 {
		start = n + 1
	}
	if s.Game() == nil {
		require.NoError(t, s.StartGame(twoPlayers()))
	}
	deadline := time.Now().Add(time.Minute)
	for n := start; time.Now().Before(deadline); n++ {
		card := engine.Card{Name: "Counter", Kind: engine.KindPet, Power: n%9 + 1, Hat: fmt.Sprintf("count%d", n)}
		require.NoError(t, s.Cards().Put(card))
		st := s.Settings()
		st.TextScale = 1 + float64(n%5)/10
		require.NoError(t, s.SetSettings(st))
		_ = s.Act(func(g *tracker.Game) error {
			if g.CanUndo() && n%3 == 0 {
				return g.Undo()
			}
			if p, ok := g.ShopTurn(); ok {
				return g.Buy(p)
			}
			return nil
		})
		s.Flush()
	}
}
