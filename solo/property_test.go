package solo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// randomSituation draws a shop turn: a hand of up to 9 cards and a display
// of up to 4 from the book's shop cards (and now and then a card the book
// does not know), gold 0 to 4, any round.
func randomSituation(book *engine.Book, rng *rand.Rand) Situation {
	var cards []string
	for _, c := range book.Cards() {
		if c.Kind != engine.KindAilment {
			cards = append(cards, c.Name)
		}
	}
	cards = append(cards, "Mystery")
	draw := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = cards[rng.IntN(len(cards))]
		}
		return out
	}
	display := draw(DisplaySize)
	for i := range display {
		if rng.IntN(5) == 0 {
			display[i] = ""
		}
	}
	return Situation{Round: 1 + rng.IntN(6), Gold: rng.IntN(5), Hand: draw(rng.IntN(10)), Display: display, DeckEmpty: rng.IntN(4) == 0}
}

// TestDecideProperties checks, over random shops, what must hold of every
// move: the tracker would accept it, it follows the first line that
// applies, and the same shop always gets the same move.
func TestDecideProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, book := range []*engine.Book{engine.ReferenceBook(), testBook(t)} {
		for range 5000 {
			s := randomSituation(book, rng)
			m := Decide(book, s)
			require.Equal(t, m, Decide(book, s), "the same shop, the same move")
			require.Equal(t, int(m.Action), m.Line, "%+v", m)
			require.NotEmpty(t, m.Reason)
			require.NotEmpty(t, m.Instruction(book))
			checkMove(t, book, s, m)
		}
	}
}

// checkMove checks one move against the rules and the priority list.
func checkMove(t *testing.T, book *engine.Book, s Situation, m Move) {
	pets := CountPets(book, s.Hand)
	canTriple := len(tripleHats(book, s.Hand)) > 0
	if m.Action != Triple {
		require.False(t, canTriple, "line 1 comes first: %+v in %+v", m, s)
	}
	switch m.Action {
	case Triple:
		hat := lookup(book, m.Cards[0]).hat
		require.Len(t, m.Cards, 3)
		for _, c := range m.Cards {
			require.True(t, lookup(book, c).isPet())
			require.Equal(t, hat, lookup(book, c).hat)
		}
		require.Equal(t, min(s.Round+1, 6), m.Tier)
	case BuyPet:
		require.Positive(t, s.Gold, "buying costs 1 gold")
		require.Equal(t, s.Display[m.Slot], m.Cards[0])
		for i, n := range s.Display {
			if n != "" && lookup(book, n).isPet() {
				require.False(t, stronger(lookup(book, n), lookup(book, m.Cards[0])), "slot %d is stronger: %+v", i, s)
				if i < m.Slot {
					require.True(t, stronger(lookup(book, m.Cards[0]), lookup(book, n)), "a tie goes to the leftmost")
				}
			}
		}
	case BuyPerk:
		require.Positive(t, s.Gold)
		require.True(t, lookup(book, m.Cards[0]).isPerk())
		require.False(t, slices.ContainsFunc(s.Hand, func(n string) bool { return lookup(book, n).isPerk() }))
	case BuyTop:
		require.Positive(t, s.Gold)
		require.Less(t, pets, MaxPets)
		require.False(t, s.DeckEmpty)
	case Sell:
		require.Greater(t, pets, MaxPets)
		after := Apply(s.Hand, m, "")
		require.Equal(t, MaxPets, CountPets(book, after), "sold down to 5")
		for _, sold := range m.Cards {
			for _, kept := range removeCards(slices.Clone(s.Hand), m.Cards) {
				if lookup(book, kept).isPet() {
					require.False(t, stronger(lookup(book, sold), lookup(book, kept)), "sold %s but kept the weaker %s", sold, kept)
				}
			}
		}
	case Pass:
		require.LessOrEqual(t, pets, MaxPets, "the tracker refuses a pass with more than 5 pets")
	}
}

// TestNeedsShop: when NeedsShop says the shop does not matter (no gold, or
// a triple to make), every shop display and an empty shop deck give the
// same move, so the human is not asked to enter it; with gold and no triple
// it does matter.
func TestNeedsShop(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, book := range []*engine.Book{engine.ReferenceBook(), testBook(t)} {
		for range 2000 {
			s := randomSituation(book, rng)
			if NeedsShop(book, s) {
				require.Positive(t, s.Gold, "%+v", s)
				continue
			}
			m := Decide(book, s)
			require.Contains(t, []Action{Triple, Sell, Pass}, m.Action, "without the shop: %+v", s)
			other := randomSituation(book, rng)
			s.Display, s.DeckEmpty = other.Display, other.DeckEmpty
			require.Equal(t, m, Decide(book, s), "another shop, the same move")
		}
	}
	book := testBook(t)
	assert.False(t, NeedsShop(book, Situation{Round: 1, Gold: 0, Hand: []string{"Otter"}}), "no gold")
	assert.False(t, NeedsShop(book, Situation{Round: 1, Gold: 2, Hand: []string{"Ant", "Mosquito", "Flamingo"}}), "a triple first")
	assert.True(t, NeedsShop(book, Situation{Round: 1, Gold: 1, Hand: []string{"Ant", "Mosquito"}}))
}

// TestInTierDeck: a tier deck holds the shop cards of its tier and those
// whose tier the book does not know, never a temporary card or an ailment.
func TestInTierDeck(t *testing.T) {
	book := testBook(t)
	in := func(tier int) []string {
		var out []string
		for _, c := range book.Cards() {
			if InTierDeck(c, tier) {
				out = append(out, c.Name)
			}
		}
		return out
	}
	assert.Equal(t, []string{"Ant", "Cricket", "Fish", "Honey", "Mosquito", "Otter"}, in(1))
	assert.Equal(t, []string{"Flamingo", "Peacock"}, in(2))
	assert.True(t, InTierDeck(mustCard(t, "card Mystery: pet 2"), 4), "a card of no known tier could be of any")
	assert.False(t, InTierDeck(mustCard(t, "card Spooked: ailment temporary"), 1))
}
