//go:build race

package engine

// raceEnabled is true under -race: the slow tests run smaller.
const raceEnabled = true
