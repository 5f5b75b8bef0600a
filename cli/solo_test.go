package cli

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSoloSimulate(t *testing.T) {
	out, errOut, code := runCLI(t, "solo", "simulate", "--games", "20", "--difficulty", "normal", "--seed", "3", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut, "no progress line when standard error is not a terminal")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Regexp(t, `^automa wins \d+ of 20, draws \d+$`, lines[len(lines)-1])
	assert.Contains(t, out, "difficulty: normal (3 gold each round, like you.")
	assert.Contains(t, out, "games: 20 against a random legal player, seed 3")

	again, _, _ := runCLI(t, "solo", "simulate", "--games=20", "--difficulty=NORMAL", "--seed=3", "--max-time", "0")
	assert.Equal(t, out, again, "the same seed plays the same games")
}

// --against plays the app's player against another of its levels or the
// baseline player; the report names the opponent.
func TestSoloSimulateAgainst(t *testing.T) {
	out, errOut, code := runCLI(t, "solo", "simulate", "--games", "5", "--difficulty", "hard", "--against", "easy", "--seed", "2", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "games: 5 against the app's player on Easy, seed 2\n")
	assert.Regexp(t, `automa wins \d+ of 5, draws \d+\n$`, out)

	out, errOut, code = runCLI(t, "solo", "simulate", "--games=5", "--difficulty=easy", "--against=Baseline", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "games: 5 against the baseline player (buys the strongest pet it can, keeps its 5 strongest")

	random, _, _ := runCLI(t, "solo", "simulate", "--games", "5", "--difficulty", "easy", "--against", "random", "--max-time", "0")
	plain, _, _ := runCLI(t, "solo", "simulate", "--games", "5", "--difficulty", "easy", "--max-time", "0")
	assert.Equal(t, plain, random, "random is the opponent unless --against is given")
}

func TestSoloUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solo"}, "the only solo command is simulate"},
		{[]string{"solo", "play"}, "the only solo command is simulate"},
		{[]string{"solo", "simulate", "--difficulty", "easy"}, "--games N is missing"},
		{[]string{"solo", "simulate", "--games", "10"}, "--difficulty is missing"},
		{[]string{"solo", "simulate", "--games", "0", "--difficulty", "easy"}, `--games "0" is not a whole number from 1`},
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "brutal"}, `--difficulty "brutal" is not easy, normal or hard`},
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--seed", "-1"}, `--seed "-1" is not a whole number`},
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--against", "nobody"}, `--against "nobody" is not easy, normal, hard, baseline or random`},
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--against"}, "--against needs a value"},
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--fast"}, `unknown option "--fast"`},
		{[]string{"solo", "simulate", "--games"}, "--games needs a value"},
		{[]string{"solo", "simulate", "--games", "1000000", "--difficulty", "easy"}, "--games 1000000 is more than one run plays: at most 100000"},
		{[]string{"solo", "simulate", "--games", "99999999999999999999", "--difficulty", "easy"}, `--games "99999999999999999999" is not a whole number from 1 to 100000`},
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--max-time", "soon"}, `--max-time "soon" is not a time`},
	} {
		_, errOut, code := runCLI(t, tc.args...)
		assert.Equal(t, 2, code, "%v", tc.args)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		assert.Contains(t, errOut, "usage: solo simulate --games N --difficulty easy|normal|hard")
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	}
}

// At --max-time solo simulate prints the games it played to the end, says
// on standard error that it stopped and how to give more, and exits with 1.
func TestSoloSimulateStopsAtMaxTime(t *testing.T) {
	start := time.Now()
	out, errOut, code := runCLI(t, "solo", "simulate", "--games", "100000", "--difficulty", "hard", "--max-time", "300ms")
	assert.Less(t, time.Since(start), hangGuard, "100,000 games take far longer than any machine is given here")
	require.Equal(t, 1, code, errOut)
	assert.Contains(t, out, "games: 100000 against a random legal player, seed 1\n")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	m := regexp.MustCompile(`^automa wins (\d+) of (\d+) played, draws (\d+) \(stopped at the time budget \(300ms\) after (\d+) of 100000 games\)$`).FindStringSubmatch(lines[len(lines)-1])
	require.NotNil(t, m, out)
	assert.Equal(t, m[2], m[4], "the games counted are the games played")
	assert.Regexp(t, `^sapcompanion solo: stopped at the time budget \(300ms\) after \d+ of 100000 games \(--max-time gives more; 0 for no limit\)\n$`, errOut)

	// The games played are the first games of the whole run.
	played, err := strconv.Atoi(m[2])
	require.NoError(t, err)
	if played > 0 {
		whole, errOut, code := runCLI(t, "solo", "simulate", "--games", m[2], "--difficulty", "hard", "--max-time", "0")
		require.Equal(t, 0, code, errOut)
		wholeLines := strings.Split(strings.TrimSpace(whole), "\n")
		assert.Equal(t, lines[2], wholeLines[2], "the same shop actions and battles")
		assert.True(t, strings.HasPrefix(lines[3], strings.TrimSuffix(wholeLines[3], ", draws "+m[3])+" played"), "%s\n%s", lines[3], wholeLines[3])
	}
}

// On a terminal solo simulate shows how far it got on one line of standard
// error, rewritten in place and cleared at the end; elsewhere nothing
// (TestSoloSimulate's standard error is empty).
func TestSoloSimulateProgressOnATerminal(t *testing.T) {
	every := soloProgressEvery
	soloProgressEvery = 0
	t.Cleanup(func() { soloProgressEvery = every })
	var out, errOut bytes.Buffer
	code := Run([]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--max-time", "1h"}, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, StderrIsTerminal: true})
	require.Equal(t, 0, code, errOut.String())
	for n := 1; n <= 5; n++ {
		assert.Regexp(t, fmt.Sprintf(`\r\x1b\[Ksolo: \d+\.\ds of at most 1h0m0s, %d of 5 games, automa wins \d+`, n), errOut.String())
	}
	assert.True(t, strings.HasSuffix(errOut.String(), "\r\x1b[K"), "the line is cleared: %q", errOut.String())
	assert.Regexp(t, `automa wins \d+ of 5, draws \d+\n$`, out.String())
}

func TestSoloSimulateCardBookFile(t *testing.T) {
	_, errOut, code := runCLI(t, "solo", "simulate", "--games", "1", "--difficulty", "easy", "--cards", t.TempDir()+"/none.json")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "cannot read the card book")
}
