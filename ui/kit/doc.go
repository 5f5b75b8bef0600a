// Package kit holds the widgets and helpers every screen of the app uses:
// labels that wrap, a stepper for fingers, rows and columns that fit a
// phone at any text size, headings, confirmations, error lines in plain
// words, the undo bar of a game (UndoBar, over any session.Doc), the
// players' colours and the seat helpers of a set-up form, the
// app's theme and text sizes, the Host a screen outside package ui gets
// of the app, and Task, the one way screens run work in the background. It
// knows no screen; screens of every package build on it.
package kit
