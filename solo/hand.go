package solo

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// Apply returns the automa's hand after move m. got is the card the human
// told the app about: for BuyTop the card bought, for Triple the card kept
// ("" when the tier deck was empty).
func Apply(hand []string, m Move, got string) []string {
	out := slices.Clone(hand)
	switch m.Action {
	case BuyPet, BuyPerk:
		out = append(out, m.Cards[0])
	case BuyTop:
		if got != "" {
			out = append(out, got)
		}
	case Sell:
		out = removeCards(out, m.Cards)
		for range m.Cards {
			out = append(out, AppleName)
		}
	case Triple:
		out = removeCards(out, m.Cards)
		if got != "" {
			out = append(out, got)
		}
	}
	return out
}

// removeCards takes one copy of each of names out of hand.
func removeCards(hand, names []string) []string {
	for _, n := range names {
		if i := slices.Index(hand, n); i >= 0 {
			hand = slices.Delete(hand, i, i+1)
		}
	}
	return hand
}

// AfterBattle returns the hand after the Trophy Phase: temporary cards
// (Apples, Bees ...) go back to the supply; pets and perks come back to the
// hand.
func AfterBattle(book *engine.Book, hand []string) []string {
	return slices.DeleteFunc(slices.Clone(hand), func(n string) bool { return lookup(book, n).temporary })
}
