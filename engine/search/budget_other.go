//go:build !js

package search

import "time"

// DefaultBudget is the budget the app and the commands give a search on
// this platform (a desktop or the command line): 10 seconds and 512 MB of
// tables.
var DefaultBudget = Budget{MaxTime: 10 * time.Second, MaxBytes: 512 << 20}

// yield gives the rest of the program a turn: nothing to do natively,
// where the runtime interrupts a long-running goroutine by itself.
var yield = func() {}
