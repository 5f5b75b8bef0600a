// Package tracker keeps the state of a game of Super Auto Pets Card Battle at
// the table: players, rounds and phases, gold, trophies, the First Player
// token, shop turns, pack resources, 4- and 6-player pairings, and the
// rulebook's team-name generator.
//
// The package is pure Go: it never imports Fyne.
//
// # A value plus named actions
//
// A Game is made by New from a Setup (or by Load from a save). It changes only
// through named actions: Buy, Sell, Triple, Pass, RecordResult, EndRound,
// AdjustTrumpets, AdjustMana, Undo and Redo. Each returns nil and adds a
// history entry, or returns an error (internal/problem) that says in
// words a player understands what is wrong, and changes nothing. Queries
// (Status, Players, ShopTurn, Pairs, CurrentBattles, Standings, Outcome,
// PackWarning, History ...) give the screens what to show.
//
// # Phases
//
// Every round is Shop, Battle, Trophy:
//
//   - Shop: gold is reset to 3; the holder of the token (the First Player with
//     2 players, the first shopper with 4 or 6) acts first, then turns go round
//     in seating (letter) order, skipping players who passed. Buy spends 1 gold
//     and is refused at 0; Sell and Triple cost nothing; Pass needs the
//     player's confirmed count of 5 pets or fewer. When everybody has passed,
//     the Battle Phase starts in the same action.
//   - Battle: the round's battles are set up from the pairing tables of
//     docs/rules.md. With 2 players the First Player is the token holder; with
//     4 or 6 a coin is flipped for each battle as the phase starts. The table
//     enters each result (a winner or Draw) with RecordResult; a result cannot
//     be overwritten, it is corrected with Undo.
//   - Trophy: the action that enters the last result of the round also claims
//     the trophies (1, or 2 in round 6; a draw's trophy leaves the game) and,
//     with 2 players, passes the First Player token if its holder won. The
//     screen shows the result until the table calls EndRound, which returns
//     trumpets to the supply (mana stays), moves the first shopper token to the
//     next letter (4 and 6 players) and starts the next Shop Phase, or ends the
//     game after round 6.
//
// Trumpets (Golden Pack) and mana (Magic Pack) can be adjusted in any phase
// until the game is over, never below 0, and only when their pack is in use.
//
// # Who starts
//
// Setup.FirstPlayer picks a player: ByPets (most pets in real life; tied
// players roll the rock die until one rolls highest), AtRandom, or Chosen.
// With 2 players the player picked holds the First Player token (the
// rulebook's set-up: "Give the first player token to the player with the
// most pets in real life"). With 4 or 6 players the player picked is player
// A, who holds the first shopper token in round 1 (4 & 6 Player Mode: "Assign
// each player a letter. Give 1 of the extra shop tiles to player A."); the
// letters go on round the table in seating order, and the game numbers its
// players in letter order. Most pets is only one way for the table to choose
// A (ruling 19 of docs/rules.md).
//
// # Winning and ties
//
// Players rank by trophies, then by the latest round that only some of them
// won: with 4 or 6 players that is the rulebook's "the tied player who alone
// won round 6 wins, else round 5 ..."; when several but not all tied players
// won a round, those who did stay in the running. With 2 players it is the
// same comparison as "whoever claimed a trophy most recently", since at most
// one of them wins a round. Players with identical trophies and records share
// the victory. Outcome explains the result in one sentence.
//
// # History, undo and redo
//
// Every action is an entry with a one-line text, such as "Round 2 Shop: Ana
// bought (2 gold left)". Entries are Done, Undone or Discarded. Undo marks the
// latest Done entry Undone; Redo applies the earliest Undone entry again. A new
// action after an undo turns every Undone entry into Discarded: it stays in the
// log, shown as undone, but can no longer be redone. The set-up (entry 0)
// cannot be undone. The state is rebuilt by replaying the Done entries from the
// set-up, so an undo can never leave a state the actions could not produce.
//
// # Randomness
//
// Coin flips, die roll-offs and random picks are drawn from the generator
// given with WithRand (a random one by default) only when an action is first
// taken; each entry records the results it drew. Redo, replay and loading use
// the recorded results, so they show exactly what was shown before.
//
// # Saving
//
// Encode writes the game as versioned JSON ({"version": 2, "game": ...,
// "entries": [...]}) holding the set-up and every history entry with its
// recorded draws; the state is not stored but replayed by Decode, which
// therefore refuses any save whose actions are not legal, saying what is
// wrong. Decode also reads saves of format 1, written before the player
// picked was player A: a 4- or 6-player game among them keeps the letters of
// its seats (the first player entered is A) and the first shopper it had,
// and goes on as it was played. Where the bytes are kept, and what happens to a save Decode refuses,
// is the session package's business: this package opens no files.
//
// # Sharing
//
// A finished game exports as a BG Stats play (BGStats, BGStatsLink) and as
// plain text (Summary). See the comment on BGStatsAppLink for the link format
// this package relies on.
package tracker
