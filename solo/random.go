package solo

import (
	"math/rand/v2"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// randomMove picks a legal shop action at random: first one of the kinds of
// action the rules allow now (buy from the display, buy unseen, sell,
// triple, pass), each as likely, then the cards at random.
func randomMove(book *engine.Book, s Situation, rng *rand.Rand) Move {
	pets := petsOf(book, s.Hand)
	var slots []int
	for i, n := range s.Display {
		if n != "" {
			slots = append(slots, i)
		}
	}
	hats := tripleHats(book, s.Hand)
	var kinds []Action
	if s.Gold > 0 && len(slots) > 0 {
		kinds = append(kinds, BuyPet)
	}
	if s.Gold > 0 && !s.DeckEmpty {
		kinds = append(kinds, BuyTop)
	}
	if len(pets) > 0 {
		kinds = append(kinds, Sell)
	}
	if len(hats) > 0 {
		kinds = append(kinds, Triple)
	}
	if len(pets) <= MaxPets {
		kinds = append(kinds, Pass)
	}
	switch k := kinds[rng.IntN(len(kinds))]; k {
	case BuyPet:
		slot := slots[rng.IntN(len(slots))]
		a := BuyPet
		if !lookup(book, s.Display[slot]).isPet() {
			a = BuyPerk
		}
		return Move{Action: a, Slot: slot, Cards: []string{s.Display[slot]}}
	case Sell:
		rng.Shuffle(len(pets), func(i, j int) { pets[i], pets[j] = pets[j], pets[i] })
		sold := pets[:1+rng.IntN(len(pets))]
		slices.Sort(sold)
		return Move{Action: Sell, Cards: pick(s.Hand, sold)}
	case Triple:
		group := hats[rng.IntN(len(hats))]
		rng.Shuffle(len(group), func(i, j int) { group[i], group[j] = group[j], group[i] })
		three := group[:3]
		slices.Sort(three)
		return Move{Action: Triple, Cards: pick(s.Hand, three), Tier: tripleTier(s.Round)}
	default:
		return Move{Action: k, Tier: s.Round}
	}
}

// tripleHats returns, for each hat shared by 3 or more pets in hand, the
// positions of those pets.
func tripleHats(book *engine.Book, hand []string) [][]int {
	groups := map[string][]int{}
	var order []string
	for _, i := range petsOf(book, hand) {
		h := lookup(book, hand[i]).hat
		if h == "" {
			continue
		}
		if _, seen := groups[h]; !seen {
			order = append(order, h)
		}
		groups[h] = append(groups[h], i)
	}
	var out [][]int
	for _, h := range order {
		if len(groups[h]) >= 3 {
			out = append(out, groups[h])
		}
	}
	return out
}

// pick returns the cards of hand at positions idx.
func pick(hand []string, idx []int) []string {
	out := make([]string, len(idx))
	for i, x := range idx {
		out[i] = hand[x]
	}
	return out
}

// randomDeck is the random player's Battle Prep: its hand shuffled.
func randomDeck(hand []string, rng *rand.Rand) []string {
	deck := slices.Clone(hand)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}
