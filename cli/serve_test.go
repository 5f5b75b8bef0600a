package cli

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
)

// served is what serve printed as it started.
type served struct {
	url   string   // the address phones open, with the table's code
	code  string   // the table's code, as "Table code:" reads it aloud
	after []string // the lines after the code: what is served, who can open it
}

// hubURL is the address of the hub's WebSocket at the served address.
func (s served) hubURL() string {
	base, _, _ := strings.Cut(s.url, "?")
	return "ws" + strings.TrimPrefix(strings.TrimSuffix(base, "/"), "http") + webserve.HubPath
}

// buildDir is a folder holding a page to serve.
func buildDir(t *testing.T) string {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>companion</title>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, webserve.ListFile), []byte("index.html\n"), 0o644))
	return dir
}

// readServed reads serve's first lines from out: the address, its QR code,
// the table's code and the two lines after it; the rest is read and
// dropped.
func readServed(t *testing.T, out io.Reader, errOut func() string) served {
	t.Helper()
	lines := bufio.NewScanner(out)
	require.True(t, lines.Scan(), errOut())
	var s served
	var ok bool
	s.url, ok = strings.CutPrefix(lines.Text(), "Open on phones: ")
	require.True(t, ok, lines.Text())
	qrLines := 0
	for lines.Scan() && !strings.HasPrefix(lines.Text(), "Table code: ") {
		qrLines++
	}
	assert.Greater(t, qrLines, 10, "a QR code drawn in the terminal")
	spoken := strings.TrimPrefix(lines.Text(), "Table code: ")
	s.code = strings.ReplaceAll(spoken, " ", "")
	assert.Regexp(t, `^[A-Z0-9]{3} [A-Z0-9]{3}$`, spoken, "read aloud in two halves")
	for range 2 {
		require.True(t, lines.Scan(), errOut())
		s.after = append(s.after, lines.Text())
	}
	go func() { _, _ = io.Copy(io.Discard, out) }()
	return s
}

// serving runs serve with args (besides --addr and --dir, a page's) until
// the test ends, and returns what it printed.
func serving(t *testing.T, addr string, args ...string) (s served, dir string) {
	s, dir, _ = servingUntil(t, addr, args...)
	return s, dir
}

// servingUntil is serving, and stop ends serve before the test does.
func servingUntil(t *testing.T, addr string, args ...string) (s served, dir string, stop func()) {
	t.Helper()
	dir = buildDir(t)
	ctx, cancel := context.WithCancel(context.Background())
	out, w := io.Pipe()
	var errOut strings.Builder
	done := make(chan int)
	go func() {
		done <- Run(append([]string{"serve", "--addr", addr, "--dir", dir}, args...), Env{Stdout: w, Stderr: &errOut, Context: ctx})
		w.Close()
	}()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			assert.Equal(t, 0, <-done, errOut.String())
		})
	}
	t.Cleanup(stop)
	return readServed(t, out, errOut.String), dir, stop
}

func TestServeShowsTheAddressAndServesTheBuild(t *testing.T) {
	tables := t.TempDir()
	s, dir := serving(t, "127.0.0.1:0", "--tables", tables)
	assert.True(t, strings.HasPrefix(s.url, "http://127.0.0.1:"), s.url)
	assert.True(t, strings.HasSuffix(s.url, "/?table="+s.code), "the address carries the table's code: %s", s.url)
	assert.Equal(t, []string{"Serving " + dir + "; the tables are kept in " + tables + ". Stop with Ctrl+C when the game is over.",
		"Only this computer can open this address; the phones cannot."}, s.after, "who can open it, in plain words")
	assert.DirExists(t, filepath.Join(tables, s.code), "the table is kept in its folder")

	res, err := http.Get(s.url)
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Contains(t, string(body), "<title>companion</title>")

	res, err = http.Post(s.url, "text/plain", strings.NewReader("x"))
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode, "serve only sends files")
	assert.Equal(t, "GET, HEAD", res.Header.Get("Allow"))
}

func TestServeSaysEveryoneOnTheNetworkCanOpenIt(t *testing.T) {
	s, _ := serving(t, "0.0.0.0:0", "--tables", t.TempDir())
	assert.NotContains(t, s.url, "0.0.0.0", "announced at the computer's address")
	assert.Equal(t, "Anyone on this Wi-Fi or local network can open this address, not only the players at your table.", s.after[1])
}

func TestServeRefusesWhatItCannotServe(t *testing.T) {
	tables := filepath.Join(t.TempDir(), "tables")
	_, errOut, code := runCLI(t, "serve", "--dir", t.TempDir(), "--addr", "127.0.0.1:0", "--tables", tables)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "holds no browser build")
	assert.Contains(t, errOut, "run `make web` first")
	assert.Equal(t, 1, strings.Count(errOut, "\n"))
	assert.NoDirExists(t, tables, "nothing made when nothing is served")

	_, errOut, code = runCLI(t, "serve", "--port", "80")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown argument "--port"`)
	_, errOut, code = runCLI(t, "serve", "--addr")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--addr needs a value")
	_, errOut, code = runCLI(t, "serve", "--tables")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--tables needs a value")
}
