//go:build js

package search

import "time"

// DefaultBudget is the budget the app gives a search in the browser build:
// a phone's browser gives WebAssembly far less memory than a desktop (and
// one core), so 8 seconds and 128 MB of tables.
var DefaultBudget = Budget{MaxTime: 8 * time.Second, MaxBytes: 128 << 20}
