// Package engine settles a Super Auto Pets Card Battle Auto Battle from the
// cards on the table. It holds the card language and battle notation parsers,
// the card book, the rock die, and the Advanced Timing rules, and it writes a
// log entry for every step naming the rule it applies.
//
// The package is pure Go: it never imports Fyne, so it builds, tests and
// benchmarks without cgo or a display.
package engine
