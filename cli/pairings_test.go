package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPairingsFour(t *testing.T) {
	out, errOut, code := runCLI(t, "pairings", "4")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Equal(t, "round 1: A-B C-D\nround 2: A-C B-D\nround 3: A-D B-C\n"+
		"round 4: A-B C-D\nround 5: A-C B-D\nround 6: A-D B-C\n", out)
}

func TestPairingsSix(t *testing.T) {
	out, errOut, code := runCLI(t, "pairings", "6")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Equal(t, "round 1: A-B C-D E-F\nround 2: A-C B-E D-F\nround 3: A-D B-F C-E\n"+
		"round 4: A-E B-D C-F\nround 5: A-F B-C D-E\nround 6: A-B C-D E-F\n", out)
}

func TestPairingsBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"pairings"}, {"pairings", "2"}, {"pairings", "5"}, {"pairings", "8"}, {"pairings", "-4"},
		{"pairings", "four"}, {"pairings", "4", "6"}, {"pairings", ""},
	} {
		out, errOut, code := runCLI(t, args...)
		assert.NotZero(t, code, "%q", args)
		assert.Empty(t, out, "%q", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line for %q: %q", args, errOut)
		assert.True(t, strings.HasPrefix(errOut, "sapcompanion pairings: "), "%q", errOut)
	}
}

func TestPairingsIsCommand(t *testing.T) {
	assert.True(t, IsCommand("pairings"))
	out, _, _ := runCLI(t, "help")
	assert.Contains(t, out, "pairings N")
}
