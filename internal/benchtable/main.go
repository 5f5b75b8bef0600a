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
	wasm := flag.String("wasm", "", "the same benchmarks' output as WebAssembly (optional)")
	flag.Parse()
	if err := table(os.Stdout, *native, *wasm); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

// table prints the table of the runs in the files native and wasm (wasm
// may be "").
func table(w io.Writer, nativeFile, wasmFile string) error {
	if nativeFile == "" {
		return fmt.Errorf("no native results: give -native FILE (go test -bench output)")
	}
	native, err := read(nativeFile)
	if err != nil {
		return err
	}
	var wasm *run
	if wasmFile != "" {
		r, err := read(wasmFile)
		if err != nil {
			return err
		}
		wasm = &r
	}
	names := rows(native)
	if len(names) == 0 {
		return fmt.Errorf("%s has none of the benchmarks Best10, PlayWell, Odds and Resolve", nativeFile)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "benchmark\tnative\tallocs/op\t")
	if wasm != nil {
		fmt.Fprint(tw, "wasm\twasm/native\t")
	}
	fmt.Fprintln(tw)
	for _, name := range names {
		writeRow(tw, name, native, wasm)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, l := range native.load {
		fmt.Fprintf(w, "native load: %s\n", l)
	}
	if wasm != nil {
		for _, l := range wasm.load {
			fmt.Fprintf(w, "wasm load: %s\n", l)
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
// and, with wasm, its time there and the ratio (- when wasm lacks it).
func writeRow(tw io.Writer, name string, native run, wasm *run) {
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
	if wasm != nil {
		if x, ok := wasm.results[name]; ok {
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
