// Package problem is the app's one error type for what a player may read:
// the refusal in the player's words, and where it came from. The packages
// of rules (tracker, tableau, exercise, automa, solo, share, learn) and the
// session make their errors with it, so the screens show an error as it is
// and never cut a package's name off its message.
//
// A screen asks one question of any error, Words: a Worded error (an Error,
// or a type built on one) gives the players' words; any other error was not
// written for players, and the screen shows a plain fallback line instead
// and keeps the error for the log (ui/kit's ErrText does both).
package problem
