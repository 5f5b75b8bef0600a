//go:build race

package search

// raceEnabled is true under -race: the slow tests run smaller.
const raceEnabled = true
