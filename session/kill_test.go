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

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tableau"
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

// TestKilledWhileWriting starts a process that changes every kind of
// document at once (the card book, the settings, the Learn progress, the
// battle being set up, a game against the app, the board game, the
// exercise game and the automa's game) as fast as it can, kills it with
// SIGKILL at a random moment, and opens what it left: nothing refused,
// nothing kept aside, no temporary file left, the game and the app's side
// of it always together and consistent, and no kind older than the state
// found after the kill before nor more than one change apart from the
// others. 300 times (20 with -short).
func TestKilledWhileWriting(t *testing.T) {
	last := map[string]int{}
	killRun{env: killDirEnv, child: "TestChildKeepsWriting", kills: 300, short: 20, seed: 7, wait: 20, spread: 230,
		reached: func(s *Session, dir string, i int) (int, bool) {
			leftovers, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
			assert.Empty(t, leftovers, "kill %d: Open removes what unfinished writes left", i)
			counts := childCounts(t, s)
			for kind, n := range counts {
				assert.GreaterOrEqual(t, n, last[kind], "kill %d: the %s never goes back", i, kind)
				assert.InDelta(t, counts["card book"], n, 1, "kill %d: the %s is at most one change from the card book", i, kind)
				last[kind] = n
			}
			return counts["card book"], len(counts) > 0
		}}.run(t)
}

// childCounts reads how far the child got in each kind it counts (the
// card it keeps rewriting, the latest question missed, the battle set up) and
// checks that the rest is whole: the game against the app with its side,
// the app holding one card for each gold it spent, the shelf's games.
func childCounts(t *testing.T, s *Session) map[string]int {
	c, ok := s.Cards().Book().Get("Counter")
	if !ok {
		return nil
	}
	out := map[string]int{}
	n, err := strconv.Atoi(strings.TrimPrefix(c.Hat, "count"))
	require.NoError(t, err, c.Hat)
	assert.Equal(t, n%9+1, c.Power, "the card is one whole state")
	out["card book"] = n
	if m := s.Learn().Missed; len(m) > 0 {
		n, err := strconv.Atoi(strings.TrimPrefix(m[len(m)-1].Question, "q"))
		require.NoError(t, err, m[len(m)-1].Question)
		out["learning progress"] = n
	}
	if d := s.BattleDraft(); d.Notation != "" {
		n, err := strconv.Atoi(strings.TrimPrefix(d.Notation, "count "))
		require.NoError(t, err, d.Notation)
		out["battle"] = n
	}
	if g := s.Game().Value().Game(); g != nil {
		st, ok := s.Game().Value().Solo(s.Cards().Book())
		require.True(t, ok, "the game is always against the app, with the app's side")
		assert.Equal(t, 4, g.Player(st.App).Gold+len(st.Hand), "every card the app holds cost it 1 gold of 4")
	}
	assert.NoError(t, s.Settings().Check())
	assert.LessOrEqual(t, s.Exercise().Steps().Undo, MaxUndo)
	return out
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
	if c := childCounts(t, s); c != nil {
		// From the kind furthest behind: a kind the last run did not reach
		// before it was killed is changed again, not skipped.
		start = c["card book"] + 1
		for _, n := range c {
			start = min(start, n+1)
		}
	}
	if s.Game().Value().Game() == nil {
		require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Hard))
	}
	deadline := time.Now().Add(time.Minute)
	for n := start; time.Now().Before(deadline); n++ {
		childChangesEverything(t, s, n)
		s.Flush()
	}
}

// childChangesEverything makes change n of every kind.
func childChangesEverything(t *testing.T, s *Session, n int) {
	require.NoError(t, s.Cards().Put(engine.Card{Name: "Counter", Kind: engine.KindPet, Power: n%9 + 1, Hat: fmt.Sprintf("count%d", n)}))
	st := s.Settings()
	st.TextScale = 1 + float64(n%5)/10
	require.NoError(t, s.SetSettings(st))
	require.NoError(t, s.RecordAnswer(miss("attack", fmt.Sprintf("q%d", n)), false))
	require.NoError(t, s.SetBattleDraft(BattleDraft{Notation: fmt.Sprintf("count %d", n), Dice: DiceAsk}))
	childPlaysAgainstTheApp(t, s, n)
	board := s.Tableau()
	if g := board.Value(); g == nil || board.Do(place(g.Turn(), 0, "Ant", [3]int{2, 4, 6})) != nil {
		if g != nil && board.Steps().Undo > 0 {
			require.NoError(t, board.Undo())
		} else {
			require.NoError(t, board.Do(tableau.Start(tableauSetup(), false)))
		}
	}
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", fmt.Sprintf("Ben %d", n)}, StrongWeak: n%2 == 0}))
	if r := s.Automa().Value(); r == nil || s.Automa().Do(playOn(r)) != nil {
		require.NoError(t, s.Automa().Do(automaStart))
	}
}

// childPlaysAgainstTheApp takes the next step of the game against the
// app: Ana buys, the app buys the top card of the shop deck, and when
// either is out of gold the game is undone back to its start; now and
// then a step is undone and done again.
func childPlaysAgainstTheApp(t *testing.T, s *Session, n int) {
	g, steps := s.Game().Value().Game(), s.Game().Steps()
	p, _ := g.ShopTurn()
	switch {
	case n%7 == 0 && steps.Undo > 0:
		require.NoError(t, s.Game().Undo())
	case n%7 == 1 && steps.Redo > 0:
		require.NoError(t, s.Game().Redo())
	case g.Player(p).Gold == 0:
		for s.Game().Steps().Undo > 0 {
			require.NoError(t, s.Game().Undo())
		}
	case p == 0:
		require.NoError(t, s.Game().Do(Play(tracker.Buy(0))))
	default:
		require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyTop, Tier: 1}, "Ant")))
	}
}

// playOn is the next move of the automa's game r: start a turn, flip a
// card, resolve it, or end the turn.
func playOn(r *automa.Run) automa.Move {
	switch {
	case r.Turn == nil:
		return automa.Move{Kind: automa.MoveStartTurn}
	case r.Turn.Current() == len(r.Turn.Steps):
		return automa.Move{Kind: automa.MoveEndTurn}
	case !r.Turn.Steps[r.Turn.Current()].Shown:
		return automa.Move{Kind: automa.MoveReveal}
	}
	return automa.Move{Kind: automa.MoveResolve, Outcome: automa.Emergency, Champion: "Dugrun"}
}
