// Package session is the layer between the screens (and the command line)
// and the rules: the card book the players use, the running game and its
// saves, the battles of the game that wait for a result, and the settings
// the rules need, and in a game against the app that player's side (solo.go:
// its difficulty, its hand after each of its moves, the shop the human
// entered, each round's decks). It imports no Fyne.
//
// Everything it keeps goes through a Store: named blobs that are replaced
// whole, so a crash leaves the old or the new state. DirStore keeps them as
// files in a folder (desktop and command line); the ui package provides a
// Store over Fyne's storage API for phones and the browser. Writes run on
// one background goroutine, in order, and when a blob is changed again
// before its last state was written only the newest state is written: the
// last state always wins, and the goroutine that changes the session never
// waits for a disk.
//
// A blob that cannot be read is never overwritten: it is kept as
// NAME.damaged-TIME.json and the session says so (Problems), the one rule
// for every file.
//
// A Session is safe for concurrent use. Subscribers hear of every change
// once, after it is made, on the goroutine that made it.
package session
