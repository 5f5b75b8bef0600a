// Package engine settles a Super Auto Pets Card Battle Auto Battle from the
// cards on the table. It holds the card language and battle notation parsers,
// the card book, the rock die, and the Advanced Timing rules, and it writes a
// log entry for every step naming the rule it applies.
//
// The package is pure Go: it never imports Fyne, so it builds, tests and
// benchmarks without cgo or a display.
//
// # Pieces
//
//   - Card language (card.go, ability.go, cardlang.go, cardline.go,
//     effectlang.go, effectphrases.go): ParseCard and ParseAbility turn text
//     into Card and Ability values; String writes them back. Phrases lists
//     the templates for a picker.
//   - Battle notation (notation.go): ParseBattle reads a .battle file into a
//     Battle, checking every card name against the battle's card lines and a
//     Book; Format writes it back (ParseBattle(Format(b)) equals b).
//   - Card book (book.go, bookjson.go): ReferenceBook is
//     assets/reference.cards; a user's book (JSON) merges over it with Merge
//     or LoadBook.
//   - Card table (table.go): the immutable cards of one battle by CardID.
//   - State (state.go): the whole battle as a plain value, including the
//     queue of pending abilities; resolution is driven step-wise with Advance,
//     ApplyThrow and Reorder. The Advanced Timing machine is timing.go, its
//     steps playstep.go (step 1 and the Play batch), batch.go (batches of
//     abilities), attack.go and faint.go, and a choice of order choice.go;
//     the effects are effects.go, with damage.go (an instance of damage),
//     targets.go, carried.go (foods, perks, discards), throw.go (rocks) and
//     spend.go (Trumpets and Mana).
//   - Rock die (die.go): Die, DefaultDie, ParseDie and NewRand are package
//     rockdie's, which the game tracker uses too; ParseDie's errors are
//     *ParseError and read "die ...".
//   - Dice (dice.go): ScriptedDice (a "rocks:" line), SeededDice and
//     AskDice (a callback), behind one interface.
//   - Log (log.go, rules.go): one typed Entry per step, each naming its
//     Rule; Rule.Info is the one table of the rules' names, the rulebook's
//     passages and the app's rulings, which the app's rule chips read too. The
//     entries of one batch of abilities form a group under an EventBatch
//     heading ("because of that attack"): they carry its Entry.Batch, and
//     Entry.String indents them.
//   - Match (resolve.go): a Battle ready to resolve; Match.Resolve plays it
//     to the end with a Dice and an optional Log.
//
// # Step-wise resolution (for the searches)
//
// A State is a value: copy it to fork the battle. Advance runs until the
// battle is Over or Failed, or until a throw is needed (NeedRoll): Throw
// says how many dice and at whom, and ApplyThrow applies the throw's TOTAL
// (a throw is one instance of damage, so only the total matters). With
// StopAtChoices on, Advance also stops (NeedOrder) wherever a player has two
// or more abilities in one batch; Choice lists them and Reorder picks another
// order. With StopAtSpend on, it stops (NeedSpend) where a player can spend
// Trumpets or Mana; DecideSpend decides. Key returns a comparable key:
// states with equal keys have the same future, so they can be merged.
// Cards are CardIDs into a shared Table, so states carry no strings and
// copying one is about a kilobyte.
//
// The searches over a battle live in package engine/search (Odds,
// PlayWell, Best and their Budget), which imports this package; this one
// never imports it. What they need of a battle beyond the above is in
// position.go and oddskey.go, each a question the rules answer: the
// canonical key (AppendKey: the parts of a position some rule reads, cards
// written by CardID, so that a search merges equal positions) and the
// coarse key of the best-order search's bound; Settle (an order run to the
// end of the chooser's part of the batch); Waiting, ReorderWaiting,
// SettleNext and Alike (an order chosen one ability at a time, and which
// abilities resolve alike); StartOrder, NeedCards and Fill
// (a deck whose cards are chosen as they are needed); and a few accessors
// (Chooser, Step, Table.Loose, SameButMarkedDamage).
//
// # The Advanced Timing machine
//
// Step 1: each player without an active pet plays cards from the top of the
// deck until a pet comes into play (it eats the foods played before it; a
// second perk played discards the first to the fainted pile). A player out of
// cards with no pet plays a Golden Retriever if they have Trumpets (its power
// is their Trumpets, which are discarded when it faints). Then the battle ends
// if a player has no pet: the other wins, or it is a draw (interpretation 7).
//
// Step 2: the Play abilities of the pets just played, and the set-aside
// effects waiting for those pets, form the first batch; the Faint
// abilities of a pet marked as it was played (power 0) wait for the next
// one, with the triggers the Play abilities cause. Step 4: the active
// pets deal their power to each other at the same time (minus "deals N
// less"), and the Hit, Hurt, Faint and KO triggers form the first batch.
// A batch resolves First Player's abilities, then the other player's; the
// triggers its effects cause form the next batch (interpretation 2), until
// none are left. Steps 3 and 5: pets marked fainted leave the active zone
// (to the fainted pile, or to the set-aside area) with the cards they carry;
// if a player then has no active pet (one fainted, or was set aside during
// the step), back to step 1, else to step 4.
//
// # Default order within one player's part of a batch
//
// Interpretation 3 lets a player order their own simultaneous abilities. The
// engine's fixed default is the order in which the abilities were triggered:
//
//  1. Events in the order they happened. In an attack both pets are damaged
//     at once; then come the First Player's pet's Hit, Hurt and Faint, the
//     other pet's Hit, Hurt and Faint, then the KOs. For one instance of
//     damage: the target's Hit, Hurt, Faint, then the source's KO.
//  2. For one event: the pet's own abilities in printed order, then its
//     perk's, then the other cards it carries (foods, ailments) in the order
//     they entered the battle.
//  3. In the Play batch: the new pet's Play abilities (pet, perk, other
//     cards), then the set-aside effects waiting for it, oldest first.
//
// Resolve (with a Log) replays every other order of up to 5 abilities (of
// more, one order of each set of abilities that resolve alike, up to 719
// orders, the log saying when that is not every one) from a fork of the state, with forks of the dice
// (ScriptedDice and SeededDice fork; the same upcoming results are used in
// the same roll order). Each order is first run to the end of its batch: if
// the state is the same as the default's, the order does not matter.
// Otherwise both are run to the end, and when the result differs the log
// gets an EventOrder entry with both outcomes. AskDice cannot be forked: when
// the comparison needs dice nobody has rolled yet, the log says the other
// orders were not compared.
//
// # Interpretation choices
//
// docs/rules.md's interpretations 1-8, 10-13 and 16-18 are followed as
// written, and 14 for the order of abilities and spending (Resolve spends
// whenever it can and, with a Log, says when keeping would change the
// result; PlayWell lets players choose); where they are silent the engine
// chooses:
//
//   - Marking: a pet is marked fainted when its damage reaches its power,
//     checked whenever it takes damage or loses power, and when it is played
//     (a pet of power 0 is marked at once; its Play abilities still resolve,
//     and its Faint abilities, held back from the Play batch, open the next
//     batch: every Play ability of the step resolves before any Hurt or
//     Faint ability, Advanced Timing step 2). Marked pets cannot gain
//     power: "gain N power", "gain N CARD" and "give N FOOD" do nothing for
//     them (Advanced Timing's key rule; the FAQ's Dolphin and Dog). Being
//     marked fires Faint once. Removing damage never unmarks a pet.
//   - Hit and Hurt: every instance of damage is a hit (Hit fires), and a hurt
//     when above 0 (Hurt fires) - also for a pet already marked.
//   - Passive lines: damage taken is max(0, damage + more - less) per
//     instance; attack damage is max(0, power - deals-less). They come from
//     the pet and every card in its active zone (perk, foods, ailments).
//   - KO: the pet whose attack, rocks, damage or power loss (Skunk) marked
//     another pet fires KO, if it is an active pet (with the cards it
//     carries) or a set-aside pet (its own KO abilities: interpretation 17).
//     Interpretation 6's 9-attack faint is nobody's KO.
//   - 9 attacks: counted per pair of pets (the same two instances), reset
//     when either changes; after the 9th attack, if neither is marked, both
//     are marked (their Faint fires in that attack's batch); if the attack
//     marked one, only that one faints and the log says so (interpretation
//     11).
//   - Both pets: each active pet takes its own instance at the same time
//     (a throw at both pets is one throw); then both pets' Hit, Hurt and
//     Faint, the First Player's first, then the KOs.
//   - Golden Retriever: when it leaves, its owner's Trumpets all go, also
//     those gained while it was in play (interpretation 12).
//   - Set aside (interpretation 16): a pet that is not marked fainted leaves
//     the active zone at once for the set-aside area (it is not marked, and
//     no Faint fires); a marked one (the Badger, set aside by its Faint)
//     leaves at the next Faint step. Its foods go to the fainted pile, its
//     ailments back to the supply. From then on it counts as fainted and no
//     effect can target or hit it; its owner plays the next pet at the next
//     step 1, and the set-aside effects join that Play batch; afterwards the
//     set-aside pet goes to the fainted pile. Its abilities that had
//     triggered before it left still resolve (effects on "this pet" do
//     nothing); new ones trigger only as KOs (interpretation 17). A pet
//     already set aside is not set aside again: the effect does nothing.
//   - Fainted pets (for "for each of your fainted pets"): the pets in the
//     fainted pile plus set-aside pets, from the moment they leave the active
//     zone; pets still in the active zone, marked or not, do not count yet.
//   - Targets: "it" outside a set-aside effect means this pet; an effect
//     whose target is not an active pet does nothing (logged).
//   - Discards: foods discarded from a pet, and cards carried by a fainted
//     pet, go to the owner's fainted pile; ailments go back to the supply.
//   - Gaining a perk when the pet has one discards the old one (Food Cards)
//     with its power; the pet is then marked fainted when its damage reaches
//     its new power, and a pet of the other player whose ability gave the
//     perk has KO'd it (interpretation 18).
//   - Abilities of the Shop Phase and Battle Prep (Buy, Sell, Triple, Battle
//     Prep) do not act in the Auto Battle: the deck is taken as arranged
//     after Battle Prep.
//   - Limits (interpretation 8): MaxSteps steps (each play, attack or faint
//     step and each effect resolved counts one), MaxCards cards in play,
//     MaxBatch abilities at once; passing one stops with an error wrapping
//     ErrRunaway.
//
// # Errors
//
// Players read the engine's errors as they are: no message starts with a
// package prefix. Callers tell them apart by type and by the errors they
// wrap: *ParseError (text that cannot be read, with its line and column),
// ErrRunaway (a battle stopped at a limit), ErrOutOfRocks and
// ErrCannotFork; the searches' own (ErrBudget, ErrTooManyStates,
// *TooManyOrdersError) are package search's.
//
// # Notation accepted beyond docs/notation.md
//
// Sections 1-4 of docs/notation.md (version 1 of the notation) and section
// 5 (version 2) are accepted as written. Also: an ailment in a deck attaches
// to the next pet played (as a food is eaten); a deck item may be counted
// ("2 Apple", "2x Apples"); "rocks:" also takes commas and slashes (0/1/1);
// effects may also be joined with "," or "then"; targets also read "enemy
// pet", "the enemy", "itself", "your active pet", "both", "both active
// pets"; triggers also read "Knock out"; "deal N damage" (and "deal damage
// equal to this pet's power") without a target hits the enemy pet; card
// lines may carry the card book's metadata (tier N, hat H, pack P, example,
// unverified) between the kind and the first "|".
package engine
