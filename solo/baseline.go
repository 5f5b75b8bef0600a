package solo

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// BaselineRule is the baseline player's whole play in players' words.
const BaselineRule = "buys the strongest pet it can, keeps its 5 strongest, never triples, " +
	"and lines up its pets strongest first"

// baselineMove is the baseline player's shop action: a plain player who is
// stronger than a random one but knows none of the automa's list beyond
// buying well. With gold left it buys the strongest pet of the display
// while it holds fewer than 5 pets, or one stronger than its weakest; then,
// holding more than 5 pets, it sells the weakest down to 5; then it passes.
// It never triples, buys a perk or buys unseen.
func baselineMove(book *engine.Book, s Situation) Move {
	pets := petsOf(book, s.Hand)
	if slot := strongestInDisplay(book, s.Display); s.Gold > 0 && slot >= 0 {
		c := lookup(book, s.Display[slot])
		if len(pets) < MaxPets || stronger(c, lookup(book, s.Hand[weakestPet(book, s.Hand)])) {
			return Move{Action: BuyPet, Slot: slot, Cards: []string{c.name}}
		}
	}
	if len(pets) > MaxPets {
		return decideSell(book, s.Hand)
	}
	return Move{Action: Pass, Tier: s.Round}
}

// baselineDeck is the baseline player's Battle Prep: its foods on top, eaten
// by its strongest pet, which fights first; then the other pets, strongest
// first (the one it got first among equals).
func baselineDeck(book *engine.Book, hand []string) []string {
	var pets, foods []string
	for _, n := range hand {
		if lookup(book, n).isPet() {
			pets = append(pets, n)
		} else {
			foods = append(foods, n)
		}
	}
	slices.SortStableFunc(pets, func(a, b string) int { return cmpStrength(lookup(book, b), lookup(book, a)) })
	return append(foods, pets...)
}
