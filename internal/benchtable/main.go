package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"
)

func main() {
	native := flag.String("native", "", "go test -bench output, native (needed)")
	node := flag.String("wasm", "", "the same benchmarks' output as WebAssembly under Node (optional)")
	chromium := flag.String("chromium", "", "the same benchmarks' output as WebAssembly in headless Chromium (optional)")
	flag.Parse()
	var others []column
	for _, c := range []column{{"Node", *node}, {"Chromium", *chromium}} {
		if c.file != "" {
			others = append(others, c)
		}
	}
	if err := table(os.Stdout, *native, others...); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

// column is a run of the same benchmarks elsewhere (as WebAssembly): its
// label and the file of its output.
type column struct{ label, file string }

// table prints the table of the runs in the file native and in the files
// of others, each with how many times slower it is than native.
func table(w io.Writer, nativeFile string, others ...column) error {
	if nativeFile == "" {
		return fmt.Errorf("no native results: give -native FILE (go test -bench output)")
	}
	native, err := read(nativeFile)
	if err != nil {
		return err
	}
	runs := make([]run, len(others))
	for i, c := range others {
		if runs[i], err = read(c.file); err != nil {
			return err
		}
	}
	names := rows(native)
	if len(names) == 0 {
		return fmt.Errorf("%s has none of the benchmarks Best10, PlayWell, Odds and Resolve", nativeFile)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "benchmark\tnative\tallocs/op\t")
	for _, c := range others {
		fmt.Fprintf(tw, "%s\t%s/native\t", c.label, c.label)
	}
	fmt.Fprintln(tw)
	for _, name := range names {
		writeRow(tw, name, native, runs)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, l := range native.load {
		fmt.Fprintf(w, "native load: %s\n", l)
	}
	for i, c := range others {
		for _, l := range runs[i].load {
			fmt.Fprintf(w, "%s load: %s\n", c.label, l)
		}
	}
	return nil
}

// read parses the go test -bench output in file.
func read(file string) (run, error) {
	f, err := os.Open(file)
	if err != nil {
		return run{}, err
	}
	defer f.Close()
	r, err := parse(f)
	if err != nil {
		return run{}, fmt.Errorf("%s: %v", file, err)
	}
	return r, nil
}

// writeRow writes benchmark name's row: its time natively, its allocations
// and, for each of others, its time there and the ratio (- when that run
// lacks it).
func writeRow(tw io.Writer, name string, native run, others []run) {
	n := native.results[name]
	label := name
	if n.orders > 0 {
		label = fmt.Sprintf("%s (%.0f orders)", name, n.orders)
	}
	allocs := "-"
	if n.allocs >= 0 {
		allocs = fmt.Sprintf("%.0f", n.allocs)
	}
	fmt.Fprintf(tw, "%s\t%s\t%s\t", label, duration(n.ns), allocs)
	for _, o := range others {
		if x, ok := o.results[name]; ok {
			fmt.Fprintf(tw, "%s\tx%.1f\t", duration(x.ns), x.ns/n.ns)
		} else {
			fmt.Fprint(tw, "-\t-\t")
		}
	}
	fmt.Fprintln(tw)
}

// duration writes ns nanoseconds in a unit that fits: "812 ms", "1.6 µs".
func duration(ns float64) string {
	d := time.Duration(ns)
	switch {
	case d >= time.Second:
		return fmt.Sprintf("%.2f s", d.Seconds())
	case d >= time.Millisecond:
		return fmt.Sprintf("%.1f ms", ns/1e6)
	case d >= time.Microsecond:
		return fmt.Sprintf("%.2f µs", ns/1e3)
	}
	return fmt.Sprintf("%.0f ns", ns)
}
