// Package automaui is the screen of the Super Fantasy Brawl automa, a game
// on the "More games" shelf: the solo (or two-player co-op) opponent of
// that board game, run by the app. The screen has the set-up form (alone or
// in co-op, the champions, who deals the action cards, the harder options
// and the challenge limit), the page between turns with the champions' stun
// tokens and life and both sides' trophies, the automa's turn one step at a
// time (cards flipped, played by its priority list or turned into emergency
// moves, Al'kemi's draws), the reaction cards flipped when the players
// attack it, and the automa's sheet, with the undo bar (kit.UndoBar,
// naming each step) throughout. Every tap that changes the run hands the
// session's handle (Session.Automa) an automa.Move; the session draws the
// shuffles a move needs.
//
// The rules live in package automa and the run is kept, saved and undone by
// the session; the screen depends only on those, on the shared widgets of
// ui/kit and on the kit.Host it is given (the session and a random source
// for the team drawn at random), never on the app around it.
package automaui
