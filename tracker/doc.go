// Package tracker keeps the state of a game of Super Auto Pets Card Battle at
// the table: players, rounds and phases, gold, trophies, the First Player
// token, shop turns, pack resources, 4- and 6-player pairings, and the
// rulebook's team-name generator.
//
// The package is pure Go: it never imports Fyne.
//
// # A value plus moves
//
// A Game is made by New from a Setup (or by Decode from a save). It changes
// only by moves: a Move is data, a kind (KindBuy, KindSell, KindTriple,
// KindPass, KindSpend, KindRefund, KindEndShop, KindResult, KindEndRound,
// KindTrumpets, KindMana) and the fields that kind takes, made by Buy,
// Sell ... or read from JSON by DecodeMove. Game.Apply is the one function
// that applies a move: it returns the game after it, with the move as the
// newest history entry, or a *RefusedError that says in words a player
// understands what is wrong (internal/problem underneath); the game it was
// called on never changes. Describe gives a move's words before it is
// made, LastWords and LastText the words of the newest move made.
// The methods named after the moves (Buy, Sell, Triple, Pass, Spend,
// SpendCoin, RefundCoin, EndShop, RecordResult, EndRound, AdjustTrumpets,
// AdjustMana) are Apply for callers that change a copy in place. Queries
// (Status, Players, ShopTurn, Pairs, CurrentBattles, Standings, Outcome,
// PackWarning, History ...) give the screens what to show.
//
// A move's JSON is the action a save's history entry holds, so a move can
// be kept, logged, sent to another device and applied there. The chance a
// move needs (the coin flips of a Battle Phase starting with 4 or 6
// players, by the last pass or endShop) travels in the move as its Seed,
// filled in by Move.Draw before it is applied, so Apply is pure and a move
// applied again makes the same game; its history entry records the draws.
// A move that ends a phase (endShop, result, endRound) names its round: the
// same move made twice ends one phase, and the second is refused with
// RefusedError.AlreadyDone set (errors.Is ErrAlreadyDone). Undo is not the
// game's business: the session keeps the game before each move.
//
// # Files
//
// move.go holds the moves and their checks, describe.go their words,
// game.go the Game and Apply, state.go the state a move changes and the
// switch of moves; each phase has its rules in a file: start.go (the
// set-up, who starts), shop.go, battle.go, trophy.go, with resources.go for
// trumpets and mana and draws.go for chance. store.go reads and writes
// saves, query.go answers the screens, outcome.go ranks the players,
// export.go shares a finished game.
//
// # Adding a move kind
//
//  1. A MoveKind constant in move.go, with a comment naming the fields it
//     takes; its line in moveKinds (which fields it takes: Apply refuses a
//     move with any other field set); a constructor like Buy. A field Move
//     lacks goes in Move, in takes and checkFields, and in the save's action
//     (game.go: action, actionOf, move), with omitempty so that older saves
//     read as before.
//  2. The rule: a case in state.apply (state.go) calling a method in the
//     file of its phase (shop.go, battle.go, trophy.go, resources.go) that
//     checks the move against the state, refuses it with errf in the
//     players' words (names, never indices or letters) and returns the
//     history line. It works on a copy, so it may refuse at any point. A
//     move that needs chance draws it from its drawSource, so that loading
//     a save replays the same draws.
//  3. Its words in Describe (describe.go).
//  4. Tests: its case in TestARefusedMoveChangesNothing and in the
//     candidates of the property test (move_test.go), which check that
//     every kind has both.
//
// The save format needs no change for a new kind; a change of what an
// existing kind means needs a new FormatVersion and a reader for the old.
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
//     the Battle Phase starts in the same move.
//   - Battle: the round's battles are set up from the pairing tables of
//     docs/rules.md. With 2 players the First Player is the token holder; with
//     4 or 6 a coin is flipped for each battle as the phase starts. The table
//     enters each result (a winner or Draw) with a result move; a result
//     cannot be overwritten (the session's undo takes one back).
//   - Trophy: the move that enters the last result of the round also claims
//     the trophies (1, or 2 in round 6; a draw's trophy leaves the game) and,
//     with 2 players, passes the First Player token if its holder won. The
//     screen shows the result until the table ends the round, which returns
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
// # History
//
// Every move is an entry with a one-line text, such as "Round 2 Shop: Ana
// bought (2 gold left)". The set-up is entry 0. Saves of older versions,
// whose game kept its own undo, may hold entries undone there: Decode folds
// them into Discarded entries, shown in the log as undone and not part of
// the game.
//
// # Randomness
//
// Die roll-offs and random picks of a set-up are drawn by New from the
// generator given with WithRand (a random one by default); a move's coin
// flips come from its Seed (the methods named after the moves draw it from
// that generator). Each entry records the results it drew, and loading
// replays the recorded results, so a save shows exactly what was shown
// before, those of older versions included.
//
// # Saving
//
// Encode writes the game as versioned JSON ({"version": 2, "game": ...,
// "entries": [...]}) holding the set-up and every history entry with its
// recorded draws; the state is not stored but replayed by Decode, which
// therefore refuses any save whose moves are not legal, saying what is
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
