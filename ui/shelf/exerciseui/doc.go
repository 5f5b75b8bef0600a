// Package exerciseui is the screen of the animal exercise card game, one of
// the "More games" on the shelf of the Tools tab.
//
// In the game two players each put six animals on a 3x3 grid, decide who
// goes first with rock, paper, scissors, then take turns: a play (a health
// or item card, a dojo, a new animal, swapping cards) and an attack, for
// which the players do the exercise on the card before its damage counts.
// An animal that attacked rests the next turn; the first player to defeat
// all the other's animals wins. The cards stay on the table: the app keeps
// the score sheet.
//
// The screen (New) follows the game from a new-game form (names and the
// optional strong/weak rule) through rock, paper, scissors and placing the
// animals to the turns over both grids and the winner, with the undo bar
// (kit.UndoBar, naming each step) on every view and a refused move's
// reason in plain words. Every tap that changes the game hands the
// session's handle (Session.Exercise) an exercise.Move. Beside the
// turn's play it records cards played because a card allows it (out of
// turn, or more than one play), and it reminds the players of the deck,
// the first shuffle and the hand of five, which the app cannot see. It builds
// its view again on every change of the game's handle, so a game reopened
// after a restart shows where it was.
//
// It depends on the game's rules (package exercise), the session that
// keeps, saves and undoes the game (package session), the shared widgets
// (package ui/kit) and the kit.Host it is given: the session, the window
// its confirmations open over and the random source that picks rock,
// paper, scissors for both players. It knows nothing of the rest of the
// app.
package exerciseui
