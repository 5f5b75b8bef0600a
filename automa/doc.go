// Package automa runs the bookkeeping of an unofficial solo opponent for the
// miniatures game Super Fantasy Brawl: its champions, its two decks, its stun
// tokens and its turn, so that the players only move the figures.
//
// The package is pure Go and imports nothing of the app's: the session keeps
// a Run in its own file, and the screens show it.
//
// # Pieces
//
//   - Champions (champions.go): every champion the automa can play, with the
//     three cards that go into its reaction deck and the changes the automa
//     makes to their cards.
//   - Set-up (run.go): New splits the champions' cards into one reaction deck
//     and one action deck per automa player (3 cards of each champion in
//     each), shuffles both and places the champions on deployment hexes;
//     Options holds the harder options, the challenge limit and the co-op
//     game of two against two automa players.
//   - The turn (turn.go, resolve.go): StartTurn deals the action cards (or
//     waits for the players to enter the flips of a real deck), Reveal flips
//     them left to right, Resolve records what each did (the priority list,
//     an emergency move, or heal 1 and damage 1), DrawForAlkemi draws for
//     Al'kemi, EndTurn discards and clears the stun tokens.
//   - Reactions (reaction.go): React flips one reaction card for each
//     champion attacked and shuffles the deck again when it runs out.
//   - Stun tokens (resolve.go): Stun, StunTokens.
//   - Life and trophies (life.go): SetLife, MostLife and LeastLife (who the
//     emergency move and "heal 1, damage 1" pick), SetTrophies, Goals and
//     Winner.
//   - The players' champions (players.go): AddPlayer, SetPlayerLife,
//     Standing, and DamageTargets and HealDamage, which name and deal the
//     damage of "heal 1, damage 1" (resolve.go).
//   - The decision sheet (guide.go): the priority list, tie-breakers, the
//     emergency move and the trap rules in players' words.
//   - Saving (save.go): Encode and Decode, which checks a saved run whole.
//
// Every change is a method that refuses an illegal move with an error
// saying what is wrong, and then leaves the Run as it was.
//
// # Moves
//
// The app changes a run by moves (move.go): a Move names one of those
// changes, or a new game (MoveStart), with its fields as data under stable
// JSON names, and Run.Apply, the one pure way to apply it, returns the new
// run or the players' reason the rules refuse it, leaving the run it was
// given as it was. A move that shuffles or draws (a set-up, a turn's
// deal, a flip, Al'kemi's draw, a reaction) carries the seed of its
// shuffles: Move.Draw fills it from a random source before the move is
// applied, so that the same move always makes the same run.
package automa
