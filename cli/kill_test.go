package cli

import (
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serveChild, set in a child's environment, makes the test binary run
// serve with the arguments it holds (split on tabs), as the app would: so
// a test can kill a serve process outright.
const serveChild = "SAPCOMPANION_SERVE_CHILD"

func TestMain(m *testing.M) {
	if args := os.Getenv(serveChild); args != "" {
		os.Exit(Run(append([]string{"serve"}, strings.Split(args, "\t")...), Env{Stdout: os.Stdout, Stderr: os.Stderr}))
	}
	os.Exit(m.Run())
}

// servingChild runs serve with args in a process of its own, and returns
// what it printed and the process.
func servingChild(t *testing.T, args ...string) (served, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), serveChild+"="+strings.Join(append([]string{"--addr", "127.0.0.1:0", "--dir", buildDir(t)}, args...), "\t"))
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var errOut strings.Builder
	cmd.Stderr = &errOut
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return readServed(t, io.Reader(out), errOut.String), cmd
}

func TestAMoveAcceptedSurvivesServeKilledOutright(t *testing.T) {
	tables := t.TempDir()
	startTable(t, tables, "Ana", "Ben", "Cy", "Dee")
	s, cmd := servingChild(t, "--tables", tables)
	phones := make([]*phone, 4)
	for i, name := range []string{"Ana", "Ben", "Cy", "Dee"} {
		phones[i] = dialPhone(t, s.hubURL(), s.code)
		phones[i].sit(name)
	}
	playOn(t, phones, 7) // into the first round's battles
	last := phones[0].game()
	require.NoError(t, cmd.Process.Kill()) // SIGKILL: nothing is flushed on the way out
	_ = cmd.Wait()

	again, _ := servingChild(t, "--tables", tables)
	assert.Equal(t, s.code, again.code)
	back := dialPhone(t, again.hubURL(), again.code)
	back.connected()
	assert.Equal(t, last.data, back.game().data, "every move accepted before the kill is kept")
	for _, p := range phones {
		p.l.Close()
	}
	for i, name := range []string{"Ana", "Ben", "Cy", "Dee"} {
		phones[i] = dialPhone(t, again.hubURL(), again.code)
		phones[i].sit(name)
	}
	assert.Greater(t, playOn(t, phones, 0), 20, "the game plays on to its end")
}
