// Command benchtable prints the engine's benchmarks as one table for make
// bench and make bench-web: the best orders of every 10-card deck of
// BenchmarkBest10, slowest first, then both play well (BenchmarkPlayWell),
// the exact odds (BenchmarkOdds) and one battle resolved
// (BenchmarkResolve), each natively and, when given, as WebAssembly under
// Node and in headless Chromium, with how many times slower each is.
//
//	go run ./internal/benchtable -native native.txt [-wasm node.txt] [-chromium chromium.txt]
//
// Each file is the output of go test -bench (-benchmem for the
// allocations); a line "load: ..." in it (the Makefile writes the load
// average before and after the run) is printed with the table, so that
// every number says how busy the machine was.
package main
