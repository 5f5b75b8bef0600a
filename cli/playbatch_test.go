package cli

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every Play ability of a step resolves before its Hurt and Faint
// abilities (interpretations 2 and 10): the battles of engine/testdata
// through resolve (its golden log), odds, odds --both-play-well and best.
func TestPlayAbilitiesFirstCommands(t *testing.T) {
	aWins, bWins := "A 1.0000, B 0.0000, draw 0.0000", "A 0.0000, B 1.0000, draw 0.0000"
	for name, want := range map[string]string{"note-10-faint-after-play": bWins, "note-10-faint-after-play-b": aWins, "note-2-hurt-after-play": bWins} {
		f := "../engine/testdata/" + name + ".battle"
		out, errOut, code := runResolveCmd(t, "", false, f)
		require.Equal(t, 0, code, errOut)
		golden, err := os.ReadFile("../engine/testdata/" + name + ".golden")
		require.NoError(t, err)
		assert.Equal(t, string(golden), out, name)

		out, errOut, code = runCLI(t, "odds", f, "--max-time", "0")
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, "odds: "+want+"\n", out, name)

		out, errOut, code = runCLI(t, "odds", "--both-play-well", f, "--max-time", "0")
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, "default: "+want+"\nodds: "+want+"\n", out, name)

		for _, p := range []string{"A", "B"} {
			out, errOut, code = runCLI(t, "best", "--player", p, "--top", "1", f, "--max-time", "0")
			require.Equal(t, 0, code, errOut)
			assert.True(t, strings.HasSuffix(out, ": "+want+"\n"), "%s, best for %s: %s", name, p, out)
		}
	}
}

// Good play tries every order of six simultaneous abilities; run out of
// memory while choosing, it says not every order was tried and prints no
// odds.
func TestOddsBothPlayWellSixAbilities(t *testing.T) {
	f := "../engine/testdata/six-play-abilities.battle"
	out, errOut, code := runCLI(t, "odds", "--both-play-well", f, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 3, out)
	assert.True(t, strings.HasPrefix(lines[0], "choice: A: let Hexa's first Play ability go first, then Hexa's third Play ability, then Hexa's fifth Play ability, then"), lines[0])
	assert.Equal(t, "default: A 0.0000, B 1.0000, draw 0.0000", lines[1])
	assert.Equal(t, "odds: A 1.0000, B 0.0000, draw 0.0000", lines[2])

	// The order analysis finds the winning order too.
	out, errOut, code = runCLI(t, "odds", f, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	lines = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 2, out)
	assert.True(t, strings.HasPrefix(lines[0], "order: step 2, A orders "), lines[0])
	assert.Contains(t, lines[0], ": A 1.0000, B 0.0000, draw 0.0000 (whole battle A 1.0000, B 0.0000, draw 0.0000)")
	assert.Equal(t, "odds: A 0.0000, B 1.0000, draw 0.0000", lines[1])

	out, errOut, code = runCLI(t, "odds", "--both-play-well", f, "--max-time", "0", "--max-memory", "2KB")
	assert.Equal(t, 1, code)
	assert.NotContains(t, out, "odds:")
	assert.Contains(t, errOut, "stopped at the memory budget (2 KB) while choosing the order of simultaneous abilities: not every order was tried")
}
