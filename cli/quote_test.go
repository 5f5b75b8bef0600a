package cli

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// An unknown command, option or argument, or an option's bad value, of
// 100,000 characters used to be echoed whole on standard error; every error
// that quotes what was typed now quotes its first 40 characters and "…", on
// one line, whatever control characters the argument holds.
func TestHugeArgumentsAreQuotedShortOnOneLine(t *testing.T) {
	huge := "\n\t\x1b[2J\r" + strings.Repeat("x", 100_000)
	opt := "--" + huge
	for _, tc := range []struct {
		args   []string
		quoted string // the argument the error quotes
		says   string
	}{
		{[]string{huge}, huge, "unknown command "},
		{[]string{"resolve", "x.battle", opt}, opt, "unknown option "},
		{[]string{"resolve", "x.battle", huge}, huge, "one battle file only"},
		{[]string{"resolve", "x.battle", "--seed", huge}, huge, "--seed "},
		{[]string{"best", "x.battle", "--top=" + huge}, huge, "--top "},
		{[]string{"best", "x.battle", "--fix", huge}, huge, "--fix "},
		{[]string{"best", "x.battle", "--player", huge}, huge, "--player "},
		{[]string{"odds", "x.battle", "--max-time", huge}, huge, "--max-time "},
		{[]string{"odds", "x.battle", "--max-memory", huge}, huge, "--max-memory "},
		{[]string{"roll", huge}, huge, " is not a number of dice"},
		{[]string{"pairings", huge}, huge, " is not 4 or 6 players"},
		{[]string{"lessons", huge}, huge, "unknown argument "},
		{[]string{"serve", opt}, opt, "unknown argument "},
		{[]string{"solo", "simulate", opt}, opt, "unknown option "},
		{[]string{"solo", "simulate", "--games", huge}, huge, "--games "},
		{[]string{"solo", "simulate", "--difficulty", huge}, huge, "--difficulty "},
		{[]string{"solo", "simulate", "--against", huge}, huge, "--against "},
		{[]string{"solo", "simulate", "--seed", huge}, huge, "--seed "},
		{[]string{"solo", "simulate", "--max-time", huge}, huge, "--max-time "},
	} {
		name := fmt.Sprintf("%.40q", strings.Join(tc.args, " "))
		_, errOut, code := runCLI(t, tc.args...)
		assert.Equal(t, 2, code, name)
		assert.Less(t, len(errOut), 1000, "%s: %.300s", name, errOut)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%s: one line: %.300s", name, errOut)
		assert.True(t, strings.HasSuffix(errOut, "\n"), name)
		assert.NotContains(t, errOut, "\x1b", name)
		assert.NotContains(t, errOut, "\r", name)
		assert.Contains(t, errOut, tc.says, name)
		want := strconv.Quote(tc.quoted[:40] + "…")
		assert.True(t, strings.Contains(errOut, want), "%s: want %s in %.300s", name, want, errOut)
	}
}

// A short argument is quoted whole, as before.
func TestShortArgumentsAreQuotedWhole(t *testing.T) {
	_, errOut, _ := runCLI(t, "odds", "x.battle", "--max-time", "so\x1bon")
	assert.Contains(t, errOut, `--max-time "so\x1bon" is not a time`)
	_, errOut, _ = runCLI(t, "rol\nl")
	assert.Contains(t, errOut, `unknown command "rol\nl"`)
}

// A huge answer to resolve's question for a die is quoted short too.
func TestHugeDieAnswerIsQuotedShort(t *testing.T) {
	f := battleFile(t, "A: Dolphin\nB: Otter\nrocks: 1\n")
	answer := strings.Repeat("7", 100_000) + "\x1b"
	_, errOut, code := runResolveCmd(t, "2\n"+answer+"\n1\n", true, f)
	assert.Equal(t, 0, code)
	assert.Less(t, len(errOut), 1000, "%.300s", errOut)
	assert.Contains(t, errOut, strconv.Quote(answer[:40]+"…")+" is not a face of the rock die")
}
