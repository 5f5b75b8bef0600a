package main

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// result is one benchmark's line of go test -bench output.
type result struct {
	name   string  // without "Benchmark" and the GOMAXPROCS suffix: "Best10/slow"
	ns     float64 // ns/op
	allocs float64 // allocs/op, -1 when not measured
	orders float64 // the orders metric of Best10, 0 when none
}

// run is the results of one go test -bench run and the load lines.
type run struct {
	results map[string]result
	load    []string
}

// parse reads go test -bench output. Lines that are not results are left
// out, but for "load: ..." lines; a result line that cannot be read is an
// error naming its line.
func parse(r io.Reader) (run, error) {
	out := run{results: map[string]result{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for no := 1; sc.Scan(); no++ {
		line := strings.TrimSpace(sc.Text())
		if l, ok := strings.CutPrefix(line, "load:"); ok {
			out.load = append(out.load, strings.TrimSpace(l))
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		res, err := parseResult(strings.Fields(line))
		if err != nil {
			return run{}, fmt.Errorf("line %d: %v", no, err)
		}
		if res.name != "" {
			out.results[res.name] = res
		}
	}
	if err := sc.Err(); err != nil {
		return run{}, err
	}
	return out, nil
}

// parseResult reads the fields of "BenchmarkX-2 N 123 ns/op ..."; a line
// without ns/op (a benchmark's own log line) gives a result without name.
func parseResult(f []string) (result, error) {
	res := result{allocs: -1}
	if len(f) < 4 || f[3] != "ns/op" {
		return res, nil
	}
	name := strings.TrimPrefix(f[0], "Benchmark")
	if i := strings.LastIndex(name, "-"); i > 0 {
		if _, err := strconv.Atoi(name[i+1:]); err == nil {
			name = name[:i]
		}
	}
	for i := 2; i+1 < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return res, fmt.Errorf("%s: %q is not a number", f[0], f[i])
		}
		switch f[i+1] {
		case "ns/op":
			res.ns = v
		case "allocs/op":
			res.allocs = v
		case "orders":
			res.orders = v
		}
	}
	if res.ns <= 0 {
		return res, fmt.Errorf("%s: no time per run", f[0])
	}
	res.name = name
	return res, nil
}

// rows are the benchmarks of the table in its order: the Best10 decks,
// slowest first (natively), then PlayWell, Odds and Resolve.
func rows(native run) []string {
	var best []string
	for name := range native.results {
		if strings.HasPrefix(name, "Best10/") {
			best = append(best, name)
		}
	}
	sort.Slice(best, func(i, j int) bool {
		a, b := native.results[best[i]], native.results[best[j]]
		if a.ns != b.ns {
			return a.ns > b.ns
		}
		return best[i] < best[j]
	})
	out := best
	for _, name := range []string{"PlayWell", "Odds", "Resolve"} {
		if _, ok := native.results[name]; ok {
			out = append(out, name)
		}
	}
	return out
}
