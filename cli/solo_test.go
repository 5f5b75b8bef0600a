package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSoloSimulate(t *testing.T) {
	out, errOut, code := runCLI(t, "solo", "simulate", "--games", "20", "--difficulty", "normal", "--seed", "3")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Regexp(t, `^automa wins \d+ of 20, draws \d+$`, lines[len(lines)-1])
	assert.Contains(t, out, "difficulty: normal (3 gold each round, like you.")
	assert.Contains(t, out, "games: 20 against a random legal player, seed 3")

	again, _, _ := runCLI(t, "solo", "simulate", "--games=20", "--difficulty=NORMAL", "--seed=3")
	assert.Equal(t, out, again, "the same seed plays the same games")
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
		{[]string{"solo", "simulate", "--games", "5", "--difficulty", "easy", "--fast"}, `unknown option "--fast"`},
		{[]string{"solo", "simulate", "--games"}, "--games needs a value"},
	} {
		_, errOut, code := runCLI(t, tc.args...)
		assert.Equal(t, 2, code, "%v", tc.args)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		assert.Contains(t, errOut, "usage: solo simulate --games N --difficulty easy|normal|hard")
	}
}

func TestSoloSimulateCardBookFile(t *testing.T) {
	_, errOut, code := runCLI(t, "solo", "simulate", "--games", "1", "--difficulty", "easy", "--cards", t.TempDir()+"/none.json")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "cannot read the card book")
}
