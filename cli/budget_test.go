package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
)

// hedgehogs has millions of positions: no budget a test can wait for
// covers it.
const hedgehogs = `card Hedgehog: pet 9 | Play: throw 2 rocks | Hurt: throw 1 rock at the enemy pet
die: 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
A: 30 Hedgehog
B: 30 Hedgehog
`

// hangGuard bounds how long a test waits for a command that must stop
// soon (at its budget, or refusing hostile input): a machine ten times
// slower than a busy 2-core VM passes well within it, so only a command
// that does not stop reaches it.
const hangGuard = time.Minute

// hedgehogsBest is a deck of few orders whose every order has millions of
// positions: best stops at any time budget before it has ranked them all.
const hedgehogsBest = `card Hedgehog: pet 9 | Play: throw 2 rocks | Hurt: throw 1 rock at the enemy pet
die: 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
A: 28 Hedgehog, Ant, Fish
B: 30 Hedgehog
`

// odds and best stop at --max-time with one line saying so and how to give
// more; odds --both-play-well too. The battles have millions of positions,
// more than any machine works out within the budget.
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
		assert.Less(t, time.Since(start), hangGuard, args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		assert.Contains(t, errOut, "stopped at the time budget (200ms)", args)
		assert.Contains(t, errOut, "--max-time and --max-memory give more", args)
	}

	// best prints the best orders it tried, then says it stopped.
	out, errOut, code := runCLI(t, "best", "../engine/testdata/example-b.battle", "--max-time", "0s")
	require.Equal(t, 0, code, errOut, "0 is no limit")
	assert.NotEmpty(t, out)
	start := time.Now()
	out, errOut, code = runCLI(t, "best", battleFile(t, hedgehogsBest), "--max-time", "200ms", "--top", "2")
	assert.Less(t, time.Since(start), hangGuard)
	require.Equal(t, 1, code, errOut)
	assert.Regexp(t, `stopped at the time budget \(200ms\); \d+ of 870 orders tried`, errOut)
	if out != "" {
		assert.Contains(t, errOut, "the orders above are the best of those tried")
		assert.LessOrEqual(t, strings.Count(out, "\n"), 2)
	}
}

// At --max-memory best stops at the same point on every machine: the best
// of the same orders tried.
func TestBestStopsAtMaxMemory(t *testing.T) {
	f := battleFile(t, "first: A\nA: Apple, Badger, Spooked, Fish, Otter, Shark, Flamingo, Ant, Flamingo, Honey\n"+
		"B: Dog, Mosquito, Dog, Mosquito, Dog, Badger, Skunk, Badger, Skunk\n")
	out, errOut, code := runCLI(t, "best", f, "--max-time", "0", "--max-memory", "8", "--top", "2")
	require.Equal(t, 1, code, errOut)
	// It may stop inside a choice of order of abilities, and then says so.
	m := regexp.MustCompile(`stopped at the memory budget \(8 MB\)( while choosing the order of simultaneous abilities: not every order was tried)?; (\d+) of 1814400 orders tried \(.*\); the orders above are the best of those tried`).FindStringSubmatch(errOut)
	require.NotNil(t, m, errOut)
	assert.NotEqual(t, "0", m[2])
	assert.Len(t, strings.Split(strings.TrimSpace(out), "\n"), 2)
	again, errAgain, _ := runCLI(t, "best", f, "--max-time", "0", "--max-memory", "8", "--top", "2")
	assert.Equal(t, out, again, "the same orders on every run")
	assert.Equal(t, errOut, errAgain)
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
	plain, err := search.Odds(context.Background(), m, search.OddsOptions{})
	require.NoError(t, err)
	graph, err := search.Odds(context.Background(), m, search.OddsOptions{Orders: true})
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

// bigBookFile writes a card book of n cards (JSON) to a file and returns
// its path: pets that put another pet on the deck and gain a food, and the
// foods they gain.
func bigBookFile(t testing.TB, n int) string {
	t.Helper()
	cards := make([]string, n)
	for i := range cards {
		if i%2 == 1 {
			cards[i] = fmt.Sprintf(`{"name": "Food %04d", "kind": "food", "power": 1}`, i)
			continue
		}
		cards[i] = fmt.Sprintf(`{"name": "Pet %04d", "kind": "pet", "power": %d, "abilities": ["Faint: put 1 Pet %04d on top of your deck", "Play: gain 1 Food %04d"]}`,
			i, 1+i%5, (i*7+2)%n&^1, i+1)
	}
	path := filepath.Join(t.TempDir(), "big.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"version": 1, "cards": [`+strings.Join(cards, ",\n")+"]}"), 0o644))
	return path
}

// A card book of the most cards a book holds serves odds, best and resolve
// (how long it takes to load is BenchmarkBiggestCardBook's to measure, not
// a test's); --max-time covers reading and checking it, so a budget too
// short for that stops the command with the budget's one-line error,
// naming the book.
func TestCardBookLoadsWithinTheBudget(t *testing.T) {
	book := bigBookFile(t, engine.MaxBookCards)
	// Its pets keep putting pets on the deck: the battle uses its foods.
	f := battleFile(t, "first: A\nA: Food 0001, Ant, Fish\nB: Otter, Food 4999, Mosquito\nrocks: 1 2 0 1 2 0 1 1 2 0 1 2\n")
	for _, args := range [][]string{
		{"odds", f, "--cards", book, "--max-time", "0"},
		{"best", f, "--cards", book, "--top", "1", "--max-time", "0"},
		{"resolve", f, "--cards", book},
	} {
		out, errOut, code := runCLI(t, args...)
		require.Equal(t, 0, code, "%v: %s", args, errOut)
		assert.NotEmpty(t, out, args)
	}

	for _, args := range [][]string{
		{"odds", f, "--cards", book, "--max-time", "1e-9"},
		{"best", f, "--cards=" + book, "--max-time=1ns"},
	} {
		out, errOut, code := runCLI(t, args...)
		assert.Equal(t, 1, code, args)
		assert.Empty(t, out, args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		assert.Contains(t, errOut, "stopped at the time budget (1ns); the card book "+book+" was not read and checked by then", args)
		assert.Contains(t, errOut, "--max-time and --max-memory give more", args)
	}
}

// BenchmarkBiggestCardBook measures odds of a small battle with a card book
// of the most cards a book holds: most of it is reading and checking the
// book, which --max-time covers (10 s by default).
func BenchmarkBiggestCardBook(b *testing.B) {
	book := bigBookFile(b, engine.MaxBookCards)
	f := battleFile(b, "first: A\nA: Food 0001, Ant, Fish\nB: Otter, Food 4999, Mosquito\nrocks: 1 2 0 1 2 0 1 1 2 0 1 2\n")
	for b.Loop() {
		var out, errOut bytes.Buffer
		if code := Run([]string{"odds", f, "--cards", book, "--max-time", "0"}, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}); code != 0 {
			b.Fatal(errOut.String())
		}
	}
}
