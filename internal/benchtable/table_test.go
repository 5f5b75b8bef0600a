package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const nativeOut = `load: 15:34:27 up 3 min, load average: 10.66, 3.43, 1.22
goos: linux
BenchmarkResolve-2         	  193027	      1597 ns/op	       0 B/op	       0 allocs/op
BenchmarkOdds     	       1	    612599 ns/op	       211.0 positions	  105112 B/op	     694 allocs/op
BenchmarkPlayWell 	       1	  20311194 ns/op	       676.0 positions	 1122560 B/op	   32280 allocs/op
BenchmarkBest10/issue16         	       1	 755541152 ns/op	   3628800 orders	 8216360 B/op	   25492 allocs/op
BenchmarkBest10/random0         	       1	    129001 ns/op	    907200 orders	   82200 B/op	     669 allocs/op
BenchmarkBest10/slow            	       1	2266325649 ns/op	   1814400 orders	81827392 B/op	  225047 allocs/op
PASS
load: 15:34:40 up 3 min, load average: 11.51, 3.98, 1.43
`

const wasmOut = `BenchmarkResolve 	  50000	      8000 ns/op
BenchmarkBest10/slow 	       1	9065302596 ns/op	   1814400 orders
BenchmarkBest10/issue16 	       1	3022164608 ns/op	   3628800 orders
`

// The table lists the decks slowest first, then both play well, the odds
// and a battle resolved, with their allocations and the load.
func TestTableListsTheSlowestDeckFirst(t *testing.T) {
	out := tableOf(t, nativeOut, "")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 9, out)
	for i, want := range []string{"benchmark", "Best10/slow (1814400 orders)", "Best10/issue16", "Best10/random0", "PlayWell", "Odds", "Resolve"} {
		assert.Contains(t, lines[i], want, "row %d", i)
	}
	assert.Contains(t, lines[1], "2.27 s")
	assert.Contains(t, lines[1], "225047")
	assert.Contains(t, lines[6], "1.60 µs")
	assert.Regexp(t, `Resolve\s+1.60 µs\s+0$`, lines[6], "resolve allocates nothing")
	assert.Equal(t, "native load: 15:34:27 up 3 min, load average: 10.66, 3.43, 1.22", lines[7])
	assert.NotContains(t, out, "Node")
}

// With WebAssembly's results, each row says how many times slower it is,
// and "-" where WebAssembly has no result.
func TestTableGivesTheRatioOfWebAssembly(t *testing.T) {
	out := tableOf(t, nativeOut, wasmOut)
	assert.Regexp(t, `benchmark\s+native\s+allocs/op\s+Node\s+Node/native`, out)
	assert.Regexp(t, `Best10/slow \(1814400 orders\)\s+2.27 s\s+225047\s+9.07 s\s+x4.0`, out)
	assert.Regexp(t, `Resolve\s+1.60 µs\s+0\s+8.00 µs\s+x5.0`, out)
	assert.Regexp(t, `Odds\s+612.60 µs\s+694\s+-\s+-`, out)
}

// Node's and Chromium's runs are a column each, in that order, each with
// its ratio and its load.
func TestTableGivesNodeAndChromium(t *testing.T) {
	chromium := "load: 1.00 0.76 0.43 before\nBenchmarkResolve 	  145215	      8018 ns/op	       0 B/op	       0 allocs/op\n" +
		"BenchmarkBest10/slow 	1	3361300224 ns/op	1814400 orders\nload: 1.14 0.81 0.46 after\n"
	var buf bytes.Buffer
	require.NoError(t, table(&buf, write(t, nativeOut), column{"Node", write(t, wasmOut)}, column{"Chromium", write(t, chromium)}))
	out := buf.String()
	assert.Regexp(t, `benchmark\s+native\s+allocs/op\s+Node\s+Node/native\s+Chromium\s+Chromium/native`, out)
	assert.Regexp(t, `Best10/slow \(1814400 orders\)\s+2.27 s\s+225047\s+9.07 s\s+x4.0\s+3.36 s\s+x1.5`, out)
	assert.Regexp(t, `Resolve\s+1.60 µs\s+0\s+8.00 µs\s+x5.0\s+8.02 µs\s+x5.0`, out)
	assert.Contains(t, out, "Chromium load: 1.00 0.76 0.43 before\n")
}

// A result line whose numbers cannot be read is refused, naming the line.
func TestParseRefusesABadNumber(t *testing.T) {
	_, err := parse(strings.NewReader("goos: linux\nBenchmarkOdds 1 12x3 ns/op\n"))
	require.Error(t, err)
	assert.Equal(t, `line 2: BenchmarkOdds: "12x3" is not a number`, err.Error())
	_, err = parse(strings.NewReader("BenchmarkOdds 1 0 ns/op\n"))
	assert.EqualError(t, err, "line 1: BenchmarkOdds: no time per run")
}

// Without native results, or with none of the benchmarks, it says so.
func TestTableNeedsNativeResults(t *testing.T) {
	var buf bytes.Buffer
	assert.EqualError(t, table(&buf, ""), "no native results: give -native FILE (go test -bench output)")
	file := write(t, "PASS\n")
	assert.EqualError(t, table(&buf, file), file+" has none of the benchmarks Best10, PlayWell, Odds and Resolve")
	assert.Empty(t, buf.String())
}

func tableOf(t *testing.T, native, wasm string) string {
	t.Helper()
	var others []column
	if wasm != "" {
		others = append(others, column{"Node", write(t, wasm)})
	}
	var buf bytes.Buffer
	require.NoError(t, table(&buf, write(t, native), others...))
	return buf.String()
}

func write(t *testing.T, text string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "bench.txt")
	require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
	return file
}

// Whatever the output, parse never panics, and every result it reads has
// a name and a time.
func FuzzParse(f *testing.F) {
	f.Add(nativeOut)
	f.Add(wasmOut)
	f.Add("BenchmarkX-y 1 5 ns/op 3 orders\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := parse(strings.NewReader(text))
		if err != nil {
			return
		}
		for name, res := range r.results {
			if name == "" || res.ns <= 0 || res.name != name {
				t.Fatalf("result %q: %+v", name, res)
			}
		}
	})
}
