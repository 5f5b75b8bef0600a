package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// hedgehogs has millions of positions: no budget a test can wait for
// covers it.
const hedgehogs = `card Hedgehog: pet 9 | Play: throw 2 rocks | Hurt: throw 1 rock at the enemy pet
die: 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
A: 30 Hedgehog
B: 30 Hedgehog
`

// odds and best stop at --max-time with one line saying so and how to give
// more; odds --both-play-well too.
func TestOddsAndBestStopAtMaxTime(t *testing.T) {
	f := battleFile(t, hedgehogs)
	for _, args := range [][]string{
		{"odds", f, "--max-time", "0.2"},
		{"odds", f, "--max-time=200ms", "--both-play-well"},
		{"odds", f, "--max-time", "200ms", "--json"},
	} {
		start := time.Now()
		out, errOut, code := runCLI(t, args...)
		assert.Equal(t, 1, code, args)
		assert.Empty(t, out, args)
		assert.Less(t, time.Since(start), 5*time.Second, args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		assert.Contains(t, errOut, "stopped at the time budget (200ms)", args)
		assert.Contains(t, errOut, "--max-time and --max-memory give more", args)
	}

	// best prints the best orders it tried, then says it stopped.
	out, errOut, code := runCLI(t, "best", "../engine/testdata/example-b.battle", "--max-time", "0s")
	require.Equal(t, 0, code, errOut, "0 is no limit")
	assert.NotEmpty(t, out)
	// 10 cards whose best orders win 0.83 of the battles, many of them
	// tied: ranking them takes a second or more.
	f = battleFile(t, "first: A\nA: Apple, Badger, Spooked, Fish, Otter, Shark, Flamingo, Ant, Flamingo, Honey\n"+
		"B: Dog, Mosquito, Dog, Mosquito, Dog, Badger, Skunk, Badger, Skunk\n")
	out, errOut, code = runCLI(t, "best", f, "--max-time", "200ms", "--top", "2")
	require.Equal(t, 1, code, errOut)
	assert.Regexp(t, `stopped at the time budget \(200ms\); \d+ of 1814400 orders tried`, errOut)
	if out != "" {
		assert.Contains(t, errOut, "the orders above are the best of those tried")
		assert.LessOrEqual(t, strings.Count(out, "\n"), 2)
	}
}

// The order analysis has a budget of its own: when it runs out the odds are
// still given, with a line saying the orders were not looked at.
func TestOddsWithoutOrderAnalysisAtTheMemoryBudget(t *testing.T) {
	out, errOut, code := runCLI(t, "odds", "../engine/testdata/note-3-order-matters.battle", "--max-memory", "0")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "order: step 4")

	// A budget big enough for the odds alone, too small for the graph of
	// positions the order analysis keeps.
	f := "../engine/testdata/example-b.battle"
	b, err := engine.ParseBattle(mustRead(t, f), nil)
	require.NoError(t, err)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	plain, err := engine.Odds(context.Background(), m, engine.OddsOptions{})
	require.NoError(t, err)
	graph, err := engine.Odds(context.Background(), m, engine.OddsOptions{Orders: true})
	require.NoError(t, err)
	require.Greater(t, graph.Bytes-plain.Bytes, int64(2<<10))
	kb := fmt.Sprintf("%dKB", (plain.Bytes>>10)+1)
	out, errOut, code = runCLI(t, "odds", f, "--max-memory", kb)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "order: the order of abilities was not looked at: stopped at the memory budget ("+kb[:len(kb)-2]+" KB)\nodds: "+plain.Chances.String()+"\n", out)
}

func mustRead(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	return string(b)
}

// Bad budgets are usage errors that name the option; commands that do not
// search refuse them.
func TestBadBudgets(t *testing.T) {
	f := battleFile(t, "A: Ant\nB: Ant\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"odds", f, "--max-time", "soon"}, `--max-time "soon" is not a time`},
		{[]string{"odds", f, "--max-time", "-3s"}, `--max-time "-3s" is not a time`},
		{[]string{"best", f, "--max-memory", "lots"}, `--max-memory "lots" is not a size`},
		{[]string{"best", f, "--max-memory", "-1"}, `--max-memory "-1" is not a size`},
		{[]string{"odds", f, "--max-memory"}, "--max-memory needs a value"},
		{[]string{"resolve", f, "--max-time", "1s"}, `unknown option "--max-time"`},
	} {
		out, errOut, code := runCLI(t, c.args...)
		assert.Equal(t, 2, code, c.args)
		assert.Empty(t, out)
		assert.Contains(t, errOut, c.want, c.args)
	}
	for v, want := range map[string]int64{"512": 512 << 20, "512MB": 512 << 20, "2G": 2 << 30, "1gb": 1 << 30, "0": 0} {
		n, err := parseMaxMemory(v)
		require.NoError(t, err, v)
		assert.Equal(t, want, n, v)
	}
	for v, want := range map[string]time.Duration{"10": 10 * time.Second, "1.5": 1500 * time.Millisecond, "2m": 2 * time.Minute, "0": 0, "1e-12": 1} {
		d, err := parseMaxTime(v)
		require.NoError(t, err, v)
		assert.Equal(t, want, d, v)
	}
}

// On a terminal a long search shows its progress on one line of standard
// error, rewritten in place and cleared at the end; elsewhere nothing. The
// search stops at a memory budget, reached after the same positions however
// busy the machine is (progress is reported every few thousand).
func TestProgressLineOnATerminal(t *testing.T) {
	f := battleFile(t, hedgehogs)
	var out, errOut bytes.Buffer
	code := Run([]string{"odds", f, "--max-memory", "4MB", "--max-time", "10m"}, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, StderrIsTerminal: true})
	require.Equal(t, 1, code)
	assert.Regexp(t, `\r\x1b\[Kodds: \d+\.\ds of at most 10m0s, \d+ positions, \d+ (KB|MB)`, errOut.String())
	assert.Contains(t, errOut.String(), "stopped at the memory budget (4 MB)")
}
