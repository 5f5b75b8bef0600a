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

// Check refuses a move that does not fit the automa's hand and the shop
// display: a sale or a triple of cards it does not hold, or a buy from a
// slot that does not show the card.
func Check(book *engine.Book, hand, display []string, m Move) error {
	switch m.Action {
	case Sell, Triple:
		left := slices.Clone(hand)
		for _, n := range m.Cards {
			i := slices.IndexFunc(left, func(h string) bool { return sameCard(book, h, n) })
			if i < 0 {
				return errorf("the app does not hold %s: it holds %s", theNames(m.Cards), heldWords(hand))
			}
			left = slices.Delete(left, i, i+1)
		}
		if len(m.Cards) == 0 {
			return errorf("the app has no cards to %s", map[Action]string{Sell: "sell", Triple: "triple"}[m.Action])
		}
	case BuyPet, BuyPerk:
		if len(m.Cards) != 1 || m.Slot < 0 || m.Slot >= len(display) {
			return errorf("the app's buy names no card of the shop")
		}
		if shown := display[m.Slot]; shown == "" || !sameCard(book, shown, m.Cards[0]) {
			what := "nothing"
			if shown != "" {
				what = "the " + shown
			}
			return errorf("the %s card of the shop is %s, not the %s", Ordinal(m.Slot+1), what, m.Cards[0])
		}
	}
	return nil
}

// sameCard reports whether a and b name the same card.
func sameCard(book *engine.Book, a, b string) bool {
	return lookup(book, a).name == lookup(book, b).name
}

// heldWords lists hand in words: "Ant, Otter and Fish", or "no cards".
func heldWords(hand []string) string {
	if len(hand) == 0 {
		return "no cards"
	}
	return joinNames(hand)
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
