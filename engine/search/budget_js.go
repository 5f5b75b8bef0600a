//go:build js

package search

import "time"

// DefaultBudget is the budget the app gives a search in the browser build:
// a phone's browser gives WebAssembly far less memory than a desktop (and
// one core), so 8 seconds and 128 MB of tables.
var DefaultBudget = Budget{MaxTime: 8 * time.Second, MaxBytes: 128 << 20}

// yield gives the browser's event loop and the app's other goroutines a
// turn: a goroutine running WebAssembly keeps the one thread until it
// blocks, and a sleep hands the thread back to the page (a timer), which
// then delivers the taps and draws the frames that waited.
var yield = func() { time.Sleep(time.Millisecond) }
