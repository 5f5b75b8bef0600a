// Package solo is the app's own player for a game of two: an automa that
// follows a short priority list in the Shop Phase, orders its deck for Battle
// Prep, and tells the human, one instruction at a time, what to do with its
// physical cards.
//
// The package is pure Go: it imports the engine (the card book, Best and the
// resolver) and the tracker (gold, trophies and the First Player token), never
// Fyne, the session, the screens or the commands.
//
// # Pieces
//
//   - Difficulty (difficulty.go): Easy, Normal and Hard, each with its stated
//     effects (extra gold each round, how the deck is ordered).
//   - Priority list (decide.go): Decide picks one shop action from what the
//     automa holds, its gold and the shop display, and names the line of the
//     list that made it; NeedsShop says when the display cannot change it
//     (no gold, or a triple first). ReferenceCard is the whole list in
//     players' words.
//   - Instructions (instruct.go): each Move as one sentence for the human,
//     such as "Buy the Otter, 2nd card of the shop".
//   - Battle Prep (prep.go): OrderDeck puts the perk on the strongest pet and
//     orders the deck: by a stated rule on Easy, with the engine's Best
//     against the human's last revealed deck on Normal and Hard.
//   - Simulation (sim.go, table.go, opponent.go, random.go, baseline.go):
//     Simulate plays whole games of the automa against an Opponent: a random
//     legal player, the baseline player, or the automa itself at a
//     difficulty; with tier decks dealt from the card book, every move
//     checked by a tracker.Game and every battle settled by the engine's
//     resolver.
//
// # The simulated table
//
// Each tier deck holds Copies (3) of every card of its tier that can be in a
// shop (pets, perks, foods that are not temporary); a card whose tier the
// book does not know goes in every tier deck (InTierDeck, which the app's
// card picker offers from too). Round r's shop is the tier r
// deck with 4 cards on display; a triple draws 2 from the next tier deck (in
// round 6 from the shop deck) and puts the card not kept at its bottom. The
// random player picks one kind of legal action at random (buy from the
// display, buy unseen, sell, triple, pass), then its cards at random, and
// shuffles its hand for Battle Prep. The baseline player is a plain player,
// stronger than a random one: it buys the strongest pet of the display while
// it holds fewer than 5 pets or one stronger than its weakest, sells the
// weakest down to 5, never triples, buys a perk or buys unseen, and puts its
// pets strongest first (its foods on top). An automa opponent plays by the
// list at its own difficulty (Hard with its extra gold), ordering its deck
// against the automa's last revealed deck.
//
// # The levels, measured
//
// solo simulate --games 1000 --seed 1 --against O, for each difficulty,
// gave the app's player on Hard 838 wins of 1,000 against Easy and 575
// against Normal, on Normal 753 against Easy, and on Easy 590 against the
// baseline player; every level beat the random player 1,000 times of 1,000.
// TestLevelsAreReal keeps that order on 200 games a pair. Buy, Sell, Triple and Battle Prep
// abilities are not played out, as the engine does not play them (the
// human resolves them at the table).
//
// # Ties
//
// The list leaves nothing to chance: the strongest pet is the one of the
// highest tier, then the highest power, then the leftmost in the display (or
// the one the automa got first); the weakest is the one of the lowest tier,
// then the lowest power, then the one it got first. A card the card book does
// not know counts as tier 0, power 0.
package solo
