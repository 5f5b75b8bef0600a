package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func runPairingsCmd(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Run(args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
	return code, out.String(), errb.String()
}

func TestPairingsFour(t *testing.T) {
	code, out, errOut := runPairingsCmd("pairings", "4")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Equal(t, "round 1: A-B C-D\nround 2: A-C B-D\nround 3: A-D B-C\n"+
		"round 4: A-B C-D\nround 5: A-C B-D\nround 6: A-D B-C\n", out)
}

func TestPairingsSix(t *testing.T) {
	code, out, errOut := runPairingsCmd("pairings", "6")
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
		code, out, errOut := runPairingsCmd(args...)
		assert.NotZero(t, code, "%q", args)
		assert.Empty(t, out, "%q", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line for %q: %q", args, errOut)
		assert.True(t, strings.HasPrefix(errOut, "sapcompanion pairings: "), "%q", errOut)
	}
}

func TestPairingsIsCommand(t *testing.T) {
	assert.True(t, IsCommand("pairings"))
	_, out, _ := runPairingsCmd("help")
	assert.Contains(t, out, "pairings N")
}
