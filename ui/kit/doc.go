// Package kit holds the widgets and helpers every screen of the app uses:
// labels that wrap, a stepper for fingers, rows and columns that fit a
// phone at any text size, headings, confirmations, error lines in plain
// words, the players' colours and the seat helpers of a set-up form. It
// knows no screen and no session; screens of every package build on it.
package kit
