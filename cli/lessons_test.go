package cli

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLessonsCheck runs `lessons --check` as make test does: every lesson
// passes, one line each, and the last line counts them.
func TestLessonsCheck(t *testing.T) {
	out, errOut, code := runCLI(t, "lessons", "--check")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.GreaterOrEqual(t, len(lines), 21)
	for _, l := range lines[:len(lines)-1] {
		assert.True(t, strings.HasPrefix(l, "ok "), l)
	}
	assert.Contains(t, out, "ok attack: The battle: Attack (the Attack Example), 3 questions\n")
	assert.Contains(t, out, "ok setup: Setting up the table, no battle\n")
	assert.Regexp(t, `^\d+ lessons, \d+ questions checked$`, lines[len(lines)-1])
	assert.True(t, strings.HasPrefix(lines[len(lines)-1], strconv.Itoa(len(lines)-1)+" lessons, "))
}

func TestLessonsListsTheCourse(t *testing.T) {
	out, _, code := runCLI(t, "lessons")
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(out, "welcome: What the game is about (The game)\n"), out)
	assert.Contains(t, out, "example-b: Auto Battle Example B (The rulebook's examples)\n")
}

func TestLessonsRefusesOtherArguments(t *testing.T) {
	_, errOut, code := runCLI(t, "lessons", "--fix")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown argument "--fix" (usage: lessons [--check])`)
}
