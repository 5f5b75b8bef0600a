// Package testkit holds the helpers the packages' tests share instead of
// copying them: how many random cases a tier runs, random battles in
// battle notation, test data read by name, and the checks every shelf
// game's moves pass (moves.go: a pure Apply, the same game after JSON, the
// FuzzMove target). It imports nothing of ours, so
// every package's tests may use it; the screens' own harness is
// ui/internal/uitest.
package testkit
