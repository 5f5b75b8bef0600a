// Package tableau keeps the score sheet of the fan-made Super Auto Pets board
// game for 2 to 4 players, where each player drafts cards from a market into
// a tableau of five spaces and the tableaux meet in a combat every round.
//
// The package is pure Go: it never imports Fyne, the session or the screens.
//
// # A value plus named actions
//
// A Game is made by New from a Setup (or by Decode from a save). It changes
// only through named actions: Refill, Place, Upgrade, Food, Sell, Merge,
// Pass, Wound, Heal, Boost, Column, Score and Finish. Each returns nil and is
// added to the game's log, or returns an error (internal/problem) in the player's words,
// says in plain words what is wrong, and changes nothing.
//
// The app changes a game by moves (move.go): a Move is an action or a new
// game's start as data, with stable JSON names, and Game.Apply, the one pure
// way to apply one, returns the new game or the players' reason the rules
// refuse it, leaving the game it was given as it was. A start that draws
// the first player carries the draw (Move.Draw fills it first), so a move
// applied again makes the same game. Undo is the app's session's: the
// game keeps no undo of its own. Queries (Round,
// Phase, Turn, Player, Order, Calculation, Combats, Outcome ...) give the
// screens what to show.
//
// # What the app keeps and what stays on the table
//
// The cards themselves stay on the table: the app does not know the deck or
// the market's cards. It keeps whose turn it is, each player's market refill
// token and how many cards they drafted this round, each player's five
// spaces (a stack's animal, its level, its power as printed, its food and
// its wound), victory points, the round and the first player.
//
// # Rounds
//
// Every round is a market phase, then a combat phase. In the market the
// first player drafts first and turns go round in seat order, skipping
// players who have drafted 5 cards. A turn is one draft (Place, Upgrade or
// Food) or a Pass when the market is empty; before it the player may Refill
// one line of the market once a round, and Sell or Merge stacks. The market
// phase ends when every player has drafted 5 cards or every player still
// drafting passed in a row. In the combat phase wounds are entered (Wound,
// Heal), then Score adds each tableau's power from rear to front (a wounded
// stack gives 0), gives 4 victory points to the most power and 2 to the
// second, and the least power becomes the next round's first player.
// Scoring ends the round: every wound is healed and the refill tokens come
// back. After round 6 the players may sell what is left (Sell), and Finish
// ends the game.
//
// # Where the rules are silent
//
// Ties in combat use competition ranking: every player tied for the most
// power gains 4 and nobody then gains 2; players tied for the second most
// each gain 2. Among players tied for the least power, the one who came
// first in the round's turn order becomes first player. Players tied for the
// most victory points share the victory. TieRules says all of it in words.
package tableau
