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
)

func TestServeShowsTheAddressAndServesTheBuild(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>companion</title>"), 0o644))
	ctx, cancel := context.WithCancel(context.Background())
	out, w := io.Pipe()
	var errOut strings.Builder
	done := make(chan int)
	go func() {
		done <- Run([]string{"serve", "--addr", "127.0.0.1:0", "--dir", dir}, Env{Stdout: w, Stderr: &errOut, Context: ctx})
		w.Close()
	}()
	lines := bufio.NewScanner(out)
	require.True(t, lines.Scan())
	first := lines.Text()
	require.True(t, strings.HasPrefix(first, "Open on phones: http://127.0.0.1:"), first)
	url := strings.TrimPrefix(first, "Open on phones: ")
	qrLines := 0
	for lines.Scan() && !strings.HasPrefix(lines.Text(), "Serving ") {
		qrLines++
	}
	assert.Greater(t, qrLines, 10, "a QR code drawn in the terminal")
	go func() { _, _ = io.Copy(io.Discard, out) }()

	res, err := http.Get(url)
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Contains(t, string(body), "<title>companion</title>")

	cancel()
	assert.Equal(t, 0, <-done, errOut.String())
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
