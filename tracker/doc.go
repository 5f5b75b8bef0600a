// Package tracker keeps the state of a game of Super Auto Pets Card Battle at
// the table: players, rounds and phases, gold, trophies, the First Player
// token, shop turns, pack resources, 4- and 6-player pairings, and the
// rulebook's team-name generator.
//
// The package is pure Go: it never imports Fyne.
package tracker
