package solo

import (
	"math/rand/v2"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// Copies is how many copies of each card a simulated tier deck holds.
const Copies = 3

// DisplaySize is the number of cards in the shop display.
const DisplaySize = 4

// table is the simulated shop side of the table: the six tier decks and the
// shop display. Index 0 of a deck is its top card.
type table struct {
	tiers   [engine.MaxTier + 1][]string // [1] to [6]; [0] unused
	display []string
	round   int
}

// newTable deals the tier decks from the card book: Copies of each card that
// can be in a shop (pets, perks and foods that are not temporary), each in
// the deck of its tier, shuffled. A card whose tier the book does not know
// could be of any tier, so it goes in every deck.
func newTable(book *engine.Book, rng *rand.Rand) (*table, error) {
	t := &table{}
	for _, c := range book.Cards() {
		for tier := 1; tier <= engine.MaxTier; tier++ {
			if !InTierDeck(c, tier) {
				continue
			}
			for range Copies {
				t.tiers[tier] = append(t.tiers[tier], c.Name)
			}
		}
	}
	for tier := 1; tier <= engine.MaxTier; tier++ {
		if len(t.tiers[tier]) == 0 {
			return nil, errorf("the card book has no card for the tier %d deck: give some pets tier %d, or leave a pet's tier unknown", tier, tier)
		}
		rng.Shuffle(len(t.tiers[tier]), func(i, j int) { t.tiers[tier][i], t.tiers[tier][j] = t.tiers[tier][j], t.tiers[tier][i] })
	}
	return t, nil
}

// InTierDeck reports whether card c goes in the tier deck tier (1 to 6): a
// card that can be in a shop (a pet, perk or food that is not temporary) of
// that tier, or of a tier the card book does not know, which could be any.
// Round r's shop deck is the tier r deck; a triple draws from the next.
func InTierDeck(c engine.Card, tier int) bool {
	return !c.Temporary && c.Kind != engine.KindAilment && (c.Tier == 0 || c.Tier == tier)
}

// openShop makes the round's shop: its tier deck beside the shop tile and
// 4 cards revealed.
func (t *table) openShop(round int) {
	t.round = round
	t.display = make([]string, DisplaySize)
	for i := range t.display {
		t.display[i] = t.draw(round)
	}
}

// draw takes the top card of a tier deck; "" when it is empty.
func (t *table) draw(tier int) string {
	if len(t.tiers[tier]) == 0 {
		return ""
	}
	c := t.tiers[tier][0]
	t.tiers[tier] = t.tiers[tier][1:]
	return c
}

// buy takes the card in display slot i and refills the slot.
func (t *table) buy(i int) string {
	c := t.display[i]
	t.display[i] = t.draw(t.round)
	return c
}

// triple draws 2 cards from the next tier deck (the shop deck in round 6),
// lets keep choose one, and puts the other at the bottom of that deck. It
// returns the card kept, or "" when the deck was empty.
func (t *table) triple(keep func(drawn []string) int) string {
	tier := tripleTier(t.round)
	var drawn []string
	for range 2 {
		if c := t.draw(tier); c != "" {
			drawn = append(drawn, c)
		}
	}
	if len(drawn) == 0 {
		return ""
	}
	k := keep(drawn)
	if len(drawn) == 2 {
		t.tiers[tier] = append(t.tiers[tier], drawn[1-k])
	}
	return drawn[k]
}

// closeShop discards the shop deck and display.
func (t *table) closeShop() {
	t.tiers[t.round] = nil
	t.display = nil
}

// situation is what a player sees on a shop turn.
func (t *table) situation(hand []string, gold int) Situation {
	return Situation{Round: t.round, Gold: gold, Hand: hand, Display: slices.Clone(t.display), DeckEmpty: len(t.tiers[t.round]) == 0}
}
