package webtest

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// engineRun is one test binary of make bench's engine benchmarks and the
// flags it runs with.
type engineRun struct {
	pkg   string // the package, from the repository's root
	bench string // -test.bench
	time  string // -test.benchtime
}

// engineRuns are make bench's engine benchmarks (Makefile: BENCH_ENGINE),
// in its order.
var engineRuns = []engineRun{
	{"./engine", "^BenchmarkResolve$", "1s"},
	{"./engine/search", "^Benchmark(Odds|PlayWell)$", "1s"},
	{"./engine/search", "^BenchmarkBest10$", "1x"},
}

// BenchmarkEngineInChromium runs make bench's engine benchmarks (Resolve,
// Odds, PlayWell and every deck of Best10) compiled to WebAssembly in
// headless Chromium, as a phone's browser runs the coach: on the page's one
// thread, through the page testdata/enginebench.html. With BENCH_CHROMIUM
// set it writes their go test output to that file, the load average before
// and after included, for make bench-web's table (internal/benchtable);
// it reports the slowest deck of Best10 as ms-best10-slowest.
func BenchmarkEngineInChromium(b *testing.B) {
	if why := noWasm(); why != "" {
		b.Skip("this Go cannot build for GOOS=js GOARCH=wasm: " + why)
	}
	dir := b.TempDir()
	prepareEnginePage(b, dir, engineRuns)
	u := serveDir(b, dir)
	p := openPhone(b, b.TempDir())
	var all []string
	for b.Loop() {
		all = []string{"load: " + loadAverage() + " before"}
		for i, r := range engineRuns {
			all = append(all, runInPage(p, u, fmt.Sprintf("bench%d.wasm", i), r)...)
		}
		all = append(all, "load: "+loadAverage()+" after")
	}
	if out := os.Getenv("BENCH_CHROMIUM"); out != "" {
		if err := os.WriteFile(out, []byte(strings.Join(all, "\n")+"\n"), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	slowest := 0.0
	for name, ns := range nsPerOp([]byte(strings.Join(all, "\n"))) {
		if strings.HasPrefix(name, "Best10/") {
			slowest = max(slowest, ns)
		}
	}
	b.ReportMetric(slowest/1e6, "ms-best10-slowest")
	b.ReportMetric(0, "ns/op")
}

// pgoFlag is go build's flag to build with the profile the app is built
// with (root/default.pgo, see the Makefile's pgo), so that the engine in the
// page runs as in the app; without the profile, none.
func pgoFlag(root string) string {
	profile := filepath.Join(root, "default.pgo")
	if _, err := os.Stat(profile); err != nil {
		return "-pgo=off"
	}
	return "-pgo=" + profile
}

// prepareEnginePage builds the test binaries of runs for js/wasm into dir
// (bench0.wasm, ...) beside the page, Go's wasm_exec.js and the card files
// of engine's testdata the tests read as they start.
func prepareEnginePage(b testing.TB, dir string, runs []engineRun) {
	b.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		b.Fatal(err)
	}
	for i, r := range runs {
		cmd := exec.Command("go", "test", "-c", pgoFlag(root), "-o", filepath.Join(dir, fmt.Sprintf("bench%d.wasm", i)), r.pkg)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v: %v\n%s", cmd.Args, err, out)
		}
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Fatal(err)
	}
	copyFile(b, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
	copyFile(b, filepath.Join("testdata", "enginebench.html"), filepath.Join(dir, "index.html"))
	names, err := filepath.Glob(filepath.Join(root, "engine", "testdata", "*"))
	if err != nil {
		b.Fatal(err)
	}
	list := map[string]string{}
	if err := os.Mkdir(filepath.Join(dir, "testdata"), 0o755); err != nil {
		b.Fatal(err)
	}
	for _, name := range names {
		if st, err := os.Stat(name); err != nil || st.IsDir() {
			continue // the fuzz corpora: no test run here reads them
		}
		base := filepath.Base(name)
		copyFile(b, name, filepath.Join(dir, "testdata", base))
		// engine's tests open testdata/NAME, engine/search's ../testdata/NAME
		list["testdata/"+base] = "testdata/" + base
		list["../testdata/"+base] = "testdata/" + base
	}
	data, err := json.Marshal(list)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "files.json"), data, 0o644); err != nil {
		b.Fatal(err)
	}
}

// copyFile copies the file from to the file to.
func copyFile(tb testing.TB, from, to string) {
	tb.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		tb.Fatal(err)
	}
}

// serveDir serves dir on 127.0.0.1 until the benchmark ends and returns
// its address.
func serveDir(tb testing.TB, dir string) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("cannot listen on 127.0.0.1: %v", err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go func() { _ = srv.Serve(ln) }()
	tb.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// runInPage runs the test binary bin with r's flags in the page and returns
// its output lines (see endInPage).
func runInPage(p *phone, base, bin string, r engineRun) []string {
	p.tb.Helper()
	startInPage(p, base, bin, r)
	return endInPage(p, r)
}

// startInPage opens the page running the test binary bin with r's flags.
func startInPage(p *phone, base, bin string, r engineRun) {
	p.tb.Helper()
	args, err := json.Marshal([]string{"-test.run", "^$", "-test.bench", r.bench, "-test.benchtime", r.time,
		"-test.benchmem", "-test.cpu", "1", "-test.timeout", "60m"})
	if err != nil {
		p.tb.Fatal(err)
	}
	page := base + "?bin=" + url.QueryEscape(bin) + "&args=" + url.QueryEscape(string(args))
	if err := chromedp.Do(p.ctx, chromedp.Navigate(page)); err != nil {
		p.tb.Fatal(err)
	}
}

// endInPage waits for the test binary the page runs to end, looking every
// second for an hour (a page that never answers is left to go test's
// -timeout), and returns its output lines; it fails the test on an error.
func endInPage(p *phone, r engineRun) []string {
	p.tb.Helper()
	for end := time.Now().Add(time.Hour); !eval[bool](p, "window.done"); {
		if time.Now().After(end) {
			p.tb.Fatalf("%s %s did not end within an hour in the page", r.pkg, r.bench)
		}
		time.Sleep(time.Second)
	}
	lines := eval[[]string](p, "window.lines")
	if code := eval[int](p, "window.exitCode"); code != 0 {
		p.tb.Fatalf("%s %s in the page: exit code %d\n%s", r.pkg, r.bench, code, strings.Join(lines, "\n"))
	}
	return lines
}

// loadAverage is the load average over 1, 5 and 15 minutes, as make bench
// writes it ("unknown" where the system does not say).
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	return strings.Join(f[:min(3, len(f))], " ")
}

// The coach's search, compiled to WebAssembly and running on a page's one
// thread as the browser build runs it, leaves the page its turns: a tap
// made as the best orders of the two slowest decks of BenchmarkBest10
// start (a few seconds of searching here) is answered while the search
// still runs, not once it ends (engine/search's yield). The wait itself
// is reported, not judged.
func TestTheCoachLeavesThePageItsTurns(t *testing.T) {
	longTier(t)
	if why := noWasm(); why != "" {
		t.Skip("this Go cannot build for GOOS=js GOARCH=wasm: " + why)
	}
	run := engineRun{"./engine/search", "^BenchmarkBest10$/^(slow|random39)$", "1x"}
	dir := t.TempDir()
	prepareEnginePage(t, dir, []engineRun{run})
	p := openPhone(t, t.TempDir())
	startInPage(p, serveDir(t, dir), "bench0.wasm", run)
	// The program starts with the first deck's search (its card files read
	// and parsed first): from then on the page hears a tap at its next turn.
	require.True(t, p.until("window.startedAt !== undefined", loadTimeout), "the search never started: %v", eval[[]string](p, "window.lines"))
	asked := eval[float64](p, "performance.now()")
	p.touch(20, 20) // a finger's tap: the page hears it at its next turn
	endInPage(p, run)
	tapped := eval[map[string]any](p, "window.tapped")
	require.NotNil(t, tapped, "the tap never reached the page")
	assert.Equal(t, true, tapped["running"], "the page answered the tap only once the search had ended")
	t.Logf("the page answered a tap %.0f ms after it was made; the search ran %.0f ms in all",
		tapped["at"].(float64)-asked, eval[float64](p, "window.endedAt - window.startedAt"))
}
