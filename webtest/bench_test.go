package webtest

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkDownload reports the size of the browser build: the gzipped
// WebAssembly a phone downloads (MB-gzip, at most 8 MiB, 8.39 MB: see
// TestDownloadSize) and what it inflates to (MB-wasm).
func BenchmarkDownload(b *testing.B) {
	dir := webDir(b)
	var gz, raw float64
	for b.Loop() {
		data, err := os.ReadFile(filepath.Join(dir, "app.wasm.gz"))
		if err != nil {
			b.Fatal(err)
		}
		gz = float64(len(data))
		raw = float64(inflatedSize(b, data))
	}
	b.ReportMetric(gz/1e6, "MB-gzip")
	b.ReportMetric(raw/1e6, "MB-wasm")
}

// BenchmarkFirstFrame reports the milliseconds from navigation to the app's
// first frame in headless Chromium with software GL, on a phone of
// 390x844 at 2 device pixels per CSS pixel: on a first visit with a fresh
// profile (ms-first-visit), on a reload in the same browser (ms-reload,
// from the service worker's cache), and on a restart (ms-restart): the
// browser started again on the same profile, as a phone opens the app from
// its home screen, with nothing of the last start left in memory. It is the
// second such restart: the first start the worker serves compiles the
// WebAssembly afresh, and Chromium keeps that code for the next ones.
func BenchmarkFirstFrame(b *testing.B) {
	s := serve(b, webDir(b))
	var first, again, restart float64
	n := 0
	for b.Loop() {
		profile := b.TempDir()
		p := openPhone(b, profile)
		first += p.open(s.URL)
		p.waitWorker()
		again += p.reload()
		p.close()
		var ms float64
		for range 2 {
			p = openPhone(b, profile)
			ms = p.open(s.URL)
			p.close()
		}
		restart += ms
		n++
	}
	b.ReportMetric(first/float64(n), "ms-first-visit")
	b.ReportMetric(again/float64(n), "ms-reload")
	b.ReportMetric(restart/float64(n), "ms-restart")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkEngineWasm runs the engine's benchmarks Resolve and Odds as
// WebAssembly (under Node, through Go's go_js_wasm_exec) and natively, and
// reports how many times slower WebAssembly is (x-slower-Resolve,
// x-slower-Odds).
func BenchmarkEngineWasm(b *testing.B) {
	webDir(b) // skips where this Go cannot build for js/wasm
	if _, err := exec.LookPath("node"); err != nil {
		b.Skip("node is not installed; go_js_wasm_exec needs it")
	}
	for b.Loop() {
		wasm := engineBench(b, true)
		native := engineBench(b, false)
		for name, ns := range wasm {
			if native[name] > 0 {
				b.ReportMetric(ns/native[name], "x-slower-"+name)
			}
		}
	}
	b.ReportMetric(0, "ns/op")
}

// engineBench runs the engine's benchmarks and returns ns/op by name.
func engineBench(b *testing.B, wasm bool) map[string]float64 {
	b.Helper()
	cmd := exec.Command("go", "test", "-run", "^$", "-bench", "^Benchmark(Resolve|Odds)$", "-benchtime", "1s", "./engine")
	cmd.Dir = ".."
	cmd.Env = os.Environ()
	if wasm {
		root, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			b.Fatal(err)
		}
		bin := filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm")
		cmd.Env = append(cmd.Env, "GOOS=js", "GOARCH=wasm", "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.Fatalf("%v: %v\n%s", cmd.Args, err, out)
	}
	return nsPerOp(out)
}

// nsPerOp reads "BenchmarkName-2  N  123 ns/op ..." lines.
func nsPerOp(out []byte) map[string]float64 {
	got := map[string]float64{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || f[3] != "ns/op" {
			continue
		}
		name := strings.TrimPrefix(f[0], "Benchmark")
		if i := strings.LastIndex(name, "-"); i > 0 {
			name = name[:i]
		}
		if ns, err := strconv.ParseFloat(f[2], 64); err == nil {
			got[name] = ns
		}
	}
	return got
}
