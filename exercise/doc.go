// Package exercise keeps a game of the animal exercise card game at the
// table: two players, each with animals on a 3x3 grid, who take turns to make
// a play and then attack, doing the exercise on the attacking animal's card.
// The app replaces the paper score sheet and keeps each turn to the rules.
//
// The package is pure Go: it imports nothing of the app's own and no Fyne.
//
// # A value plus named actions
//
// New makes a Game for two players. Rock, paper, scissors (Throw) decides
// who goes first, ties being thrown again; then each player places six
// level-1 animals (Place, Unplace) and Begin starts the first turn. A turn
// is one play (PlayHealth, PlayItem, PlayDojo, AddAnimal, SwapCards, or
// none), then one attack (Attack), then, after a defeat, one upgrade of the
// attacker (UpgradeAfterDefeat), then EndTurn. Card instructions that change
// health outside those steps are recorded with ChangeHealth, a card that
// stays in play can be removed with DestroyCard, and a card played because
// a card's instruction allows it (out of turn, or more than one play) with
// PlayByCard.
//
// The players hold, draw and shuffle the cards themselves; the app only
// reminds them of the rules for that: HandSize, DeckRecipe,
// ShuffleReminder and HandReminder.
//
// Every action returns nil, or an error (internal/problem) in the player's words, and
// says in plain words what is wrong, and then has changed nothing. Queries
// (Phase, Turn, Player, CanAttack, CanBeAttacked, Targets, Reminders, ...)
// give the screens what to show. Undo is the caller's: a Game is a value
// that Clone copies and Encode and Decode keep.
//
// # Moves
//
// The app changes a game by moves (move.go): a Move names one of the
// actions above, or a new game (MoveStart), with its fields as data under
// stable JSON names, and Game.Apply, the one pure way to apply it, returns
// the new game or the players' reason the rules refuse it, leaving the game
// it was given as it was. No move needs chance: the throws of rock, paper,
// scissors are the players' (or the screen's pick for both).
//
// # The grid
//
// A player's grid has nine slots, numbered row by row: slots 0, 1 and 2 are
// the front row (facing the other player), 3 to 5 the middle row and 6 to 8
// the back row. Only the front-most animal of each column can be attacked.
package exercise
