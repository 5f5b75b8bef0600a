package webtest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sapcompanion/sapcompanion/livehub"
)

// hubChild, set in a child process of the test binary, makes it serve the
// browser build and a hub as `serve` does (livehub), until it is killed:
// "ADDR\tBUILD\tTABLES". It prints the address phones open.
const hubChild = "SAPC_WEBTEST_HUB"

func TestMain(m *testing.M) {
	if spec := os.Getenv(hubChild); spec != "" {
		os.Exit(serveHubChild(spec))
	}
	os.Exit(m.Run())
}

// serveHubChild is the child's life: serve until killed.
func serveHubChild(spec string) int {
	f := strings.Split(spec, "\t")
	if len(f) != 3 {
		fmt.Fprintf(os.Stderr, "%s: %q is not ADDR, BUILD and TABLES\n", hubChild, spec)
		return 2
	}
	s, err := livehub.Serve(f[1], f[0], livehub.Options{Tables: f[2]})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println(s.TableURL)
	_ = s.Wait(context.Background())
	return 0
}

// hubProcess is a hub serving in a process of its own, which the test
// kills outright.
type hubProcess struct {
	cmd *exec.Cmd
	url string // the address phones open: the page with the table's code
}

// startHubProcess serves the browser build and the tables in folder
// tables at addr (":0" for any port) in a child process, and waits for
// the address it prints.
func startHubProcess(t *testing.T, addr, tables string) *hubProcess {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), hubChild+"="+addr+"\t"+webDir(t)+"\t"+tables)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errOut strings.Builder
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line := make(chan string, 1)
	go func() {
		s := bufio.NewScanner(out)
		s.Scan()
		line <- s.Text()
	}()
	select {
	case url := <-line:
		if url == "" {
			_ = cmd.Wait()
			t.Fatalf("the hub did not start: %s", errOut.String())
		}
		return &hubProcess{cmd: cmd, url: url}
	case <-time.After(waitTimeout):
		t.Fatalf("the hub printed no address in %v: %s", waitTimeout, errOut.String())
	}
	return nil
}

// kill sends the hub SIGKILL: nothing is flushed on the way out.
func (h *hubProcess) kill(t *testing.T) {
	t.Helper()
	if err := h.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = h.cmd.Wait()
}

// hostOf is the host:port of a page's address.
func hostOf(url string) string {
	rest := strings.TrimPrefix(url, "http://")
	return rest[:strings.IndexAny(rest+"/?", "/?")]
}

// TestTheHubKilledMidGameLosesNothing: two phones play a game started from
// a phone's new-game form at a hub that runs as `serve` does, in a process
// of its own; the hub is killed outright (SIGKILL) mid-game and started
// again at the same address: both phones say they are reconnecting, come
// back to their seats by themselves, and show the game with every move
// the hub accepted before the kill, which plays on.
func TestTheHubKilledMidGameLosesNothing(t *testing.T) {
	longTier(t)
	tables := t.TempDir()
	h := startHubProcess(t, "127.0.0.1:0", tables)
	code := h.url[strings.Index(h.url, "?table=")+len("?table="):]
	names := []string{"Ana", "Ben"}
	phones := make([]*phone, 2)
	for i := range phones {
		phones[i] = openPhone(t, t.TempDir())
		phones[i].open(h.url)
		phones[i].waitShown("Watching at table " + spaced(code))
	}
	phones[0].startFromForm(names)
	for i, p := range phones {
		p.waitShown("Pick your seat:")
		p.tapText(names[i])
		p.waitShown(names[i] + "'s phone at table " + spaced(code))
	}
	ana, ben := phones[0], phones[1]
	sameScoreboard(t, ana, ben, "Shop Phase")
	ben.tapText("Everyone has passed")
	sameScoreboard(t, ana, ben, "Battle Phase")
	time.Sleep(1500 * time.Millisecond) // a pause after a tap that ended a phase
	ana.tapText("Ben won")
	sameScoreboard(t, ana, ben, "Trophy Phase")
	before := ana.scoreboard()

	h.kill(t)
	ana.waitShown("Reconnecting")
	ben.waitShown("Reconnecting")
	startHubProcess(t, hostOf(h.url), tables)
	ana.waitShown("Ana's phone at table " + spaced(code))
	ben.waitShown("Ben's phone at table " + spaced(code))
	sameScoreboard(t, ana, ben, "Trophy Phase")
	if after := ana.scoreboard(); strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Fatalf("the game before the kill:\n%s\n\nand after:\n%s", strings.Join(before, "\n"), strings.Join(after, "\n"))
	}
	time.Sleep(1500 * time.Millisecond)
	ben.tapText("Start round 2")
	sameScoreboard(t, ana, ben, "Round 2 of 6")
}
