package webtest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// web is the build folder the tests share: the repository's build/web,
// brought up to date with `make web-fresh` once a run (a build when the
// sources changed since the last one, nothing otherwise). The tests only
// read it: each browser keeps its profile in a t.TempDir() of its own.
var web struct {
	once sync.Once
	dir  string
	skip string // why the browser tests cannot run here
	err  error
}

// webDir returns the repository's build/web, building it first if it does
// not hold a build of the current sources; it skips tb when this Go cannot
// build for the browser.
func webDir(tb testing.TB) string {
	tb.Helper()
	web.once.Do(buildWeb)
	if web.skip != "" {
		tb.Skip(web.skip)
	}
	if web.err != nil {
		tb.Fatal(web.err)
	}
	return web.dir
}

func buildWeb() {
	if why := noWasm(); why != "" {
		web.skip = "browser tests skipped: this Go cannot build for GOOS=js GOARCH=wasm: " + why
		return
	}
	root, err := filepath.Abs("..")
	if err != nil {
		web.err = err
		return
	}
	out, err := exec.Command("make", "-s", "-C", root, "web-fresh").CombinedOutput()
	if err != nil {
		web.err = fmt.Errorf("make web-fresh: %v\n%s", err, out)
		return
	}
	web.dir = filepath.Join(root, "build", "web")
	if _, err := os.Stat(filepath.Join(web.dir, "index.html")); err != nil {
		web.err = fmt.Errorf("make web-fresh left no page in %s: %v\n%s", web.dir, err, out)
	}
}

// noWasm says why this Go toolchain cannot build for the browser, or "".
func noWasm() string {
	targets, err := exec.Command("go", "tool", "dist", "list").Output()
	if err != nil {
		return fmt.Sprintf("go tool dist list: %v", err)
	}
	if !strings.Contains(string(targets), "js/wasm\n") {
		return "js/wasm is not among its targets"
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Sprintf("go env GOROOT: %v", err)
	}
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		if _, err := os.Stat(filepath.Join(strings.TrimSpace(string(root)), dir, "wasm_exec.js")); err == nil {
			return ""
		}
	}
	return "its GOROOT has no wasm_exec.js"
}

// chromium returns the browser to run: $CHROMIUM, or Debian's chromium.
func chromium(tb testing.TB) string {
	tb.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	tb.Fatal("Chromium is not installed; `make test` installs it as root, or run: " +
		"sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM=/path/to/chromium)")
	return ""
}

// inflatedSize returns the size of the gzip data once inflated.
func inflatedSize(tb testing.TB, data []byte) int64 {
	tb.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		tb.Fatal(err)
	}
	n, err := io.Copy(io.Discard, zr)
	if err != nil {
		tb.Fatal(err)
	}
	return n
}
