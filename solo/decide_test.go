package solo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecide checks the automa's move for given shops, with the line that
// made it and the instruction the human reads.
func TestDecide(t *testing.T) {
	five := []string{"Fish", "Otter", "Peacock", "Dolphin", "Flamingo"}
	tests := []struct {
		name        string
		sit         Situation
		action      Action
		slot        int
		cards       []string
		instruction string
		reason      string
	}{
		{"strongest pet: higher power", Situation{Round: 1, Gold: 3, Display: []string{"Ant", "Fish", "Honey", "Mosquito"}},
			BuyPet, 1, []string{"Fish"}, "Buy the Fish, 2nd card of the shop, and refill the shop from the deck.",
			"Fish (tier 1, power 2) is the strongest pet in the shop."},
		{"a tie goes to the leftmost", Situation{Round: 1, Gold: 3, Display: []string{"Ant", "Otter", "Fish", "Otter"}},
			BuyPet, 1, []string{"Otter"}, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.", ""},
		{"tier before power", Situation{Round: 2, Gold: 1, Display: []string{"Otter", "Fish", "", "Flamingo"}},
			BuyPet, 3, []string{"Flamingo"}, "Buy the Flamingo, 4th card of the shop, and refill the shop from the deck.", ""},
		{"triple three pets with the same hat", Situation{Round: 2, Gold: 3, Hand: []string{"Ant", "Fish", "Mosquito", "Flamingo"}, Display: []string{"Whale"}},
			Triple, 0, []string{"Ant", "Mosquito", "Flamingo"},
			"Triple: show the Ant, the Mosquito and the Flamingo and discard them. Draw 2 cards from the top of the tier 3 deck and tell me what they are.",
			"Ant, Mosquito and Flamingo all have the cap hat."},
		{"two triples: the weakest pets go", Situation{Round: 6, Hand: []string{"Fish", "Otter", "Dog", "Whale", "Ant", "Mosquito"}},
			Triple, 0, []string{"Whale", "Ant", "Mosquito"},
			"Triple: show the Whale, the Ant and the Mosquito and discard them. Draw 2 cards from the top of the tier 6 deck and tell me what they are.", ""},
		{"5 pets: a weaker pet is not worth it, a perk is", Situation{Round: 1, Gold: 1, Hand: five, Display: []string{"Ant", "Honey"}},
			BuyPerk, 1, []string{"Honey"}, "Buy the Honey, 2nd card of the shop, and refill the shop from the deck.",
			"It has no perk, and the Honey is the leftmost perk in the shop."},
		{"5 pets: a stronger pet is", Situation{Round: 3, Gold: 1, Hand: five, Display: []string{"Ant", "Badger"}},
			BuyPet, 1, []string{"Badger"}, "Buy the Badger, 2nd card of the shop, and refill the shop from the deck.",
			"Badger (tier 4, power 3) is the strongest pet in the shop, and stronger than its weakest, Fish (tier 1, power 2)."},
		{"nothing wanted in the shop: buy unseen", Situation{Round: 1, Gold: 2, Hand: []string{"Ant", "Honey"}, Display: []string{"Honey", ""}},
			BuyTop, 0, nil, "Buy the top card of the shop deck, and tell me what it is.",
			"It has 2 gold and only 1 pet, and the shop shows nothing it wants."},
		{"shop deck empty: pass with gold", Situation{Round: 1, Gold: 2, Hand: []string{"Ant", "Honey"}, Display: []string{"Honey", ""}, DeckEmpty: true},
			Pass, 0, nil, "Pass: turn my reference card over.",
			"It has 2 gold and only 1 pet, but the shop shows nothing it wants and the shop deck is empty."},
		{"5 pets, nothing stronger: pass with gold", Situation{Round: 1, Gold: 2, Hand: append([]string{"Honey"}, five...), Display: []string{"Ant", ""}},
			Pass, 0, nil, "Pass: turn my reference card over.",
			"It has 2 gold but 5 pets, and the shop shows nothing stronger than its pets."},
		{"more than 5 pets: sell the weakest, the first got among equals", Situation{Round: 2, Hand: []string{"Otter", "Ant", "Honey", "Fish", "Mosquito", "Peacock", "Cricket", "Dolphin"}},
			Sell, 0, []string{"Ant", "Mosquito"}, "Sell the Ant and the Mosquito, and give me 2 Apples.",
			"It holds 7 pets; the Ant and the Mosquito are the weakest."},
		{"no gold: pass", Situation{Round: 4, Hand: []string{"Ant", "Otter", "Honey", "Dog"}, Display: []string{"Badger"}},
			Pass, 0, nil, "Pass: turn my reference card over.", "It has no gold left and 3 pets."},
	}
	book := testBook(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := Decide(book, tc.sit)
			require.Equal(t, tc.action, m.Action, "move %+v", m)
			assert.Equal(t, int(tc.action), m.Line, "the line that made it")
			if tc.action == BuyPet || tc.action == BuyPerk {
				assert.Equal(t, tc.slot, m.Slot)
			}
			assert.Equal(t, tc.cards, m.Cards)
			assert.Equal(t, tc.instruction, m.Instruction(book))
			if tc.reason != "" {
				assert.Equal(t, tc.reason, m.Reason)
			}
			assert.NotEmpty(t, m.Reason)
		})
	}
}

func TestInstructionRemindsOfShopAbilities(t *testing.T) {
	book := testBook(t)
	require.NoError(t, book.Add(mustCard(t, "card Beaver: pet 2 tier 1 | Sell: throw 1 rock")))
	m := Decide(book, Situation{Round: 1, Hand: []string{"Beaver", "Ant", "Fish", "Cricket", "Dog", "Peacock"}})
	require.Equal(t, Sell, m.Action)
	assert.Equal(t, []string{"Ant"}, m.Cards)
	m = Move{Action: Sell, Cards: []string{"Beaver"}}
	assert.Equal(t, "Sell the Beaver, and give me 1 Apple. Resolve the Sell ability of Beaver for me, choosing what helps me most.", m.Instruction(book))
}

func TestChooseKeepAndApply(t *testing.T) {
	book := testBook(t)
	hand := []string{"Ant", "Fish", "Mosquito", "Flamingo"}
	m := Decide(book, Situation{Round: 2, Hand: hand})
	require.Equal(t, Triple, m.Action)
	drawn := []string{"Dog", "Dolphin"}
	keep := ChooseKeep(book, hand, drawn)
	assert.Equal(t, 0, keep, "equal pets: the first drawn")
	drawn = []string{"Honey", "Dolphin"}
	keep = ChooseKeep(book, hand, drawn)
	assert.Equal(t, 1, keep, "a pet before a perk")
	assert.Equal(t, "Keep the Dolphin and put the Honey at the bottom of the tier 3 deck.", KeepInstruction(book, drawn, keep, m.Tier))
	assert.Equal(t, 1, ChooseKeep(book, hand, []string{"Apple", "Honey"}), "no pet drawn: a perk when it has none")
	assert.Equal(t, 0, ChooseKeep(book, []string{"Honey"}, []string{"Apple", "Honey"}), "it has a perk: the first drawn")
	assert.Equal(t, []string{"Fish", "Dolphin"}, Apply(hand, m, drawn[keep]))

	sold := Apply([]string{"Ant", "Honey", "Ant"}, Move{Action: Sell, Cards: []string{"Ant"}}, "")
	assert.Equal(t, []string{"Honey", "Ant", "Apple"}, sold)
	assert.Equal(t, []string{"Honey", "Ant"}, AfterBattle(book, sold), "the Apple goes back to the supply")
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st"} {
		assert.Equal(t, want, Ordinal(n))
	}
}
