// Package tableauui is the screen of the fan-made Super Auto Pets board
// game on the "More games" shelf of the Tools tab. In it 2 to 4 players
// draft cards from a shared market into a tableau of five spaces over six
// rounds, and after each round the tableaux fight: the most power gains
// victory points, the least power drafts first next round.
//
// The screen keeps the table's paperwork: a set-up form (players, colours,
// who drafts first, the market's size), then each market turn (whose turn
// it is, the refill token, the card taken and where it goes, selling and
// merging stacks), the combat with each tableau's power added up and its
// wounds, the final sale, the winner and the ways to share the game (a
// summary, a BG Stats link). It rolls the Mosquito die, and undoes and
// redoes every action with the undo bar (kit.UndoBar, naming each step).
// Every tap that changes the game hands the session's handle
// (Session.Tableau) a tableau.Move.
//
// It depends on the rules of package tableau, played through the session
// (package session), which keeps the game and saves it after every
// action; on the shared widgets of package ui/kit; and on nothing of the
// app but the kit.Host it is given (the session, the window for its
// dialogs, the clipboard, the random source for the dice and a way to open
// a link). New builds it; Title is its name on the shelf.
package tableauui
