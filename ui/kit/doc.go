// Package kit holds the widgets and helpers every screen of the app uses:
// labels that wrap, a stepper for fingers, the layouts that fit a phone at
// any text size (layout.go: one or two columns of sections; one grid of as
// many equal columns as fit, for NewFitGrid and NewFitRow; one pile, for
// Tall, at least a finger tall, and NewReserve, which keeps the room of
// what takes turns; a border that drops what it can spare), headings,
// confirmations, error lines in plain words, the undo bar of a game
// (UndoBar, over any session.Doc), the players' colours and the seat
// helpers of a set-up form, the app's theme and text sizes, the Host every
// screen is built from, and Task, the one way screens run work in the
// background. It knows no screen; screens of every package build on it.
package kit
