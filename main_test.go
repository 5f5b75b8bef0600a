package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// runMainEnv makes the test binary run main() instead of the tests, so the
// headless commands are checked in a real process with every package's init.
const runMainEnv = "SAPCOMPANION_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// run runs the program with args under the C locale (which makes Fyne log a
// warning at start) and returns its output and exit code.
func run(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "LANG=C.UTF-8", "LC_ALL=")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out.String(), errOut.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), errOut.String(), 0
}

func TestRollPrintsEachDieAndTheTotal(t *testing.T) {
	out, errOut, code := run(t, "roll", "3")
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut, "nothing on stderr, not even Fyne's locale warning")
	m := regexp.MustCompile(`^dice: ([0-2]) ([0-2]) ([0-2])\ntotal: (\d+) rocks?\n$`).FindStringSubmatch(out)
	require.NotNil(t, m, "output %q", out)
	sum := 0
	for _, d := range m[1:4] {
		n, _ := strconv.Atoi(d)
		sum += n
	}
	assert.Equal(t, strconv.Itoa(sum), m[4])
}

func TestNamePrintsATeamNameFromTheTable(t *testing.T) {
	out, errOut, code := run(t, "name")
	require.Equal(t, 0, code, errOut)
	name := strings.TrimSuffix(out, "\n")
	found := false
	for _, r1 := range tracker.TeamNameTable {
		for _, first := range r1.First {
			for _, r2 := range tracker.TeamNameTable {
				for _, second := range r2.Second {
					found = found || name == first+" "+second
				}
			}
		}
	}
	assert.True(t, found, "%q is not The <word> <word> from the rulebook's table", name)
}

func TestBadArgumentsFailWithOneLine(t *testing.T) {
	for _, args := range [][]string{{"roll", "5"}, {"roll", "0"}, {"roll", "two"}, {"roll"}, {"roll", "1", "2"}, {"name", "x"}, {"fly"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errOut, code := run(t, args...)
			assert.NotEqual(t, 0, code)
			assert.Empty(t, out)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line on stderr: %q", errOut)
			assert.True(t, strings.HasPrefix(errOut, "sapcompanion"), errOut)
		})
	}
}
