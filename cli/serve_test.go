package cli

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
)

// serving runs serve on a folder holding a page until the test ends, and
// returns the address it printed and the lines after its QR code.
func serving(t *testing.T, addr string) (url string, dir string, after []string) {
	t.Helper()
	dir = t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>companion</title>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, webserve.ListFile), []byte("index.html\n"), 0o644))
	ctx, cancel := context.WithCancel(context.Background())
	out, w := io.Pipe()
	var errOut strings.Builder
	done := make(chan int)
	go func() {
		done <- Run([]string{"serve", "--addr", addr, "--dir", dir}, Env{Stdout: w, Stderr: &errOut, Context: ctx})
		w.Close()
	}()
	t.Cleanup(func() {
		cancel()
		assert.Equal(t, 0, <-done, errOut.String())
	})
	lines := bufio.NewScanner(out)
	require.True(t, lines.Scan(), errOut.String())
	url, ok := strings.CutPrefix(lines.Text(), "Open on phones: ")
	require.True(t, ok, lines.Text())
	qrLines := 0
	for lines.Scan() && !strings.HasPrefix(lines.Text(), "Serving ") {
		qrLines++
	}
	assert.Greater(t, qrLines, 10, "a QR code drawn in the terminal")
	after = append(after, lines.Text())
	require.True(t, lines.Scan())
	after = append(after, lines.Text())
	go func() { _, _ = io.Copy(io.Discard, out) }()
	return url, dir, after
}

func TestServeShowsTheAddressAndServesTheBuild(t *testing.T) {
	url, dir, after := serving(t, "127.0.0.1:0")
	assert.True(t, strings.HasPrefix(url, "http://127.0.0.1:"), url)
	assert.Equal(t, []string{"Serving " + dir + ". Stop with Ctrl+C when the game is over.",
		"Only this computer can open this address; the phones cannot."}, after, "who can open it, in plain words")

	res, err := http.Get(url)
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Contains(t, string(body), "<title>companion</title>")

	res, err = http.Post(url, "text/plain", strings.NewReader("x"))
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode, "serve only sends files")
	assert.Equal(t, "GET, HEAD", res.Header.Get("Allow"))
}

func TestServeSaysEveryoneOnTheNetworkCanOpenIt(t *testing.T) {
	url, _, after := serving(t, "0.0.0.0:0")
	assert.NotContains(t, url, "0.0.0.0", "announced at the computer's address")
	assert.Equal(t, "Anyone on this Wi-Fi or local network can open this address, not only the players at your table.", after[1])
}

func TestServeRefusesWhatItCannotServe(t *testing.T) {
	_, errOut, code := runCLI(t, "serve", "--dir", t.TempDir(), "--addr", "127.0.0.1:0")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "holds no browser build")
	assert.Contains(t, errOut, "run `make web` first")
	assert.Equal(t, 1, strings.Count(errOut, "\n"))

	_, errOut, code = runCLI(t, "serve", "--port", "80")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown argument "--port"`)
	_, errOut, code = runCLI(t, "serve", "--addr")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--addr needs a value")
}
