package solo

import (
	"fmt"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// MaxPets is the most pets the automa keeps: the rulebook lets a player pass
// and battle with 5 pets or fewer.
const MaxPets = 5

// Action is what the automa does on one shop turn.
type Action int

// The shop actions, in the order of the priority list.
const (
	Triple  Action = iota + 1 // triple 3 pets with the same hat
	BuyPet                    // buy a pet from the shop display
	BuyPerk                   // buy a perk from the shop display
	BuyTop                    // buy the top card of the shop deck, unseen
	Sell                      // sell pets down to MaxPets
	Pass                      // pass for the rest of the Shop Phase
)

// ShopLines is the priority list of the shop turn, one line per Action in
// order: the automa takes the first line that applies.
var ShopLines = []string{
	"Triple: 3 pets with the same hat? Triple them (it costs no gold). If it can make more than one triple, the weakest pets go.",
	"Buy a pet: gold left? Buy the strongest pet in the shop: highest tier, then highest power; a tie goes to the leftmost card. Holding 5 pets, it only buys a pet stronger than its weakest.",
	"Buy a perk: gold left and no perk? Buy the leftmost perk in the shop.",
	"Buy unseen: gold left and fewer than 5 pets? Buy the top card of the shop deck.",
	"Sell: more than 5 pets? Sell the weakest down to 5: lowest tier, then lowest power; a tie sells the one it got first.",
	"Pass.",
}

// Situation is what the automa sees on its shop turn.
type Situation struct {
	Round int // 1 to 6: the shop deck is this tier
	Gold  int // gold left this Shop Phase
	// Hand is every card the automa holds, in the order it got them.
	Hand []string
	// Display is the shop display, left to right; "" is an empty slot.
	Display []string
	// DeckEmpty is true when the shop deck has no card left to buy unseen.
	DeckEmpty bool
}

// Move is one shop action of the automa, with the line that made it.
type Move struct {
	Action Action
	Line   int      // the line of ShopLines that made it, from 1
	Slot   int      // BuyPet, BuyPerk: the display slot, from 0
	Cards  []string // BuyPet, BuyPerk: the card; Sell, Triple: the pets, in hand order
	Hat    string   // Triple: the shared hat
	Tier   int      // Triple: the tier deck to draw 2 from; BuyTop: the shop deck's
	Reason string   // why, in players' words, naming the cards compared
}

// Decide returns the automa's next shop action: the first line of ShopLines
// that applies to s.
func Decide(book *engine.Book, s Situation) Move {
	if m, ok := decideTriple(book, s); ok {
		return m
	}
	if m, ok := decideBuy(book, s); ok {
		return m
	}
	pets := petsOf(book, s.Hand)
	if len(pets) > MaxPets {
		return decideSell(book, s.Hand)
	}
	return Move{Action: Pass, Line: int(Pass), Reason: passReason(s, len(pets))}
}

// NeedsShop reports whether the shop display can change the automa's move
// in s: only when it has gold to buy with and no triple to make (a triple
// costs no gold and comes first). Without gold it triples, sells or passes
// whatever the shop shows, so the human need not enter the shop for it.
func NeedsShop(book *engine.Book, s Situation) bool {
	if s.Gold <= 0 {
		return false
	}
	_, triple := decideTriple(book, s)
	return !triple
}

// decideTriple finds 3 pets with the same hat. With several hats, the one
// whose three weakest pets are weakest goes (compared weakest first); a tie
// goes to the hat met first in hand order.
func decideTriple(book *engine.Book, s Situation) (Move, bool) {
	var pick []int
	for _, group := range tripleHats(book, s.Hand) {
		three := weakestThree(book, s.Hand, group)
		if pick == nil || weakerSet(book, s.Hand, three, pick) {
			pick = three
		}
	}
	if pick == nil {
		return Move{}, false
	}
	hat := lookup(book, s.Hand[pick[0]]).hat
	m := Move{Action: Triple, Line: int(Triple), Hat: hat, Tier: tripleTier(s.Round)}
	for _, i := range pick {
		m.Cards = append(m.Cards, s.Hand[i])
	}
	m.Reason = fmt.Sprintf("%s all have the %s hat.", joinNames(m.Cards), hat)
	return m, true
}

// tripleTier is the tier deck a triple draws from: the next one, or in round
// 6 the shop deck itself.
func tripleTier(round int) int { return min(round+1, engine.MaxTier) }

// weakestThree returns the three weakest of the pets at positions idx, in
// hand order.
func weakestThree(book *engine.Book, hand []string, idx []int) []int {
	sorted := slices.Clone(idx)
	slices.SortStableFunc(sorted, func(a, b int) int { return cmpStrength(lookup(book, hand[a]), lookup(book, hand[b])) })
	three := sorted[:3]
	slices.Sort(three)
	return three
}

// cmpStrength orders weaker cards first.
func cmpStrength(a, b card) int {
	switch {
	case stronger(b, a):
		return -1
	case stronger(a, b):
		return 1
	}
	return 0
}

// weakerSet reports whether set a is weaker than set b, comparing their
// pets weakest first.
func weakerSet(book *engine.Book, hand []string, a, b []int) bool {
	strengths := func(set []int) []card {
		out := make([]card, len(set))
		for i, x := range set {
			out[i] = lookup(book, hand[x])
		}
		slices.SortStableFunc(out, cmpStrength)
		return out
	}
	sa, sb := strengths(a), strengths(b)
	for i := range sa {
		if c := cmpStrength(sa[i], sb[i]); c != 0 {
			return c < 0
		}
	}
	return false
}

// decideBuy applies lines 2 to 4: a pet, a perk, or the top of the shop
// deck, when the automa has gold left.
func decideBuy(book *engine.Book, s Situation) (Move, bool) {
	if s.Gold <= 0 {
		return Move{}, false
	}
	pets := petsOf(book, s.Hand)
	if slot := strongestInDisplay(book, s.Display); slot >= 0 {
		c := lookup(book, s.Display[slot])
		m := Move{Action: BuyPet, Line: int(BuyPet), Slot: slot, Cards: []string{c.name}}
		if len(pets) < MaxPets {
			m.Reason = fmt.Sprintf("%s is the strongest pet in the shop.", describe(c))
			return m, true
		}
		weak := lookup(book, s.Hand[weakestPet(book, s.Hand)])
		if stronger(c, weak) {
			m.Reason = fmt.Sprintf("%s is the strongest pet in the shop, and stronger than its weakest, %s.", describe(c), describe(weak))
			return m, true
		}
	}
	if !HoldsPerk(book, s.Hand) {
		for slot, n := range s.Display {
			if n != "" && lookup(book, n).isPerk() {
				return Move{Action: BuyPerk, Line: int(BuyPerk), Slot: slot, Cards: []string{lookup(book, n).name},
					Reason: fmt.Sprintf("It has no perk, and the %s is the leftmost perk in the shop.", lookup(book, n).name)}, true
			}
		}
	}
	if len(pets) < MaxPets && !s.DeckEmpty {
		return Move{Action: BuyTop, Line: int(BuyTop), Tier: s.Round,
			Reason: fmt.Sprintf("It has %d gold and only %s, and the shop shows nothing it wants.", s.Gold, petCount(len(pets)))}, true
	}
	return Move{}, false
}

// strongestInDisplay returns the slot of the strongest pet in the display
// (the leftmost of equals), or -1 when it shows none.
func strongestInDisplay(book *engine.Book, display []string) int {
	best := -1
	for i, n := range display {
		if n == "" || !lookup(book, n).isPet() {
			continue
		}
		if best < 0 || stronger(lookup(book, n), lookup(book, display[best])) {
			best = i
		}
	}
	return best
}

// decideSell sells the weakest pets until MaxPets are left.
func decideSell(book *engine.Book, hand []string) Move {
	idx := petsOf(book, hand)
	held := len(idx)
	var sold []int
	for len(idx) > MaxPets {
		w := 0
		for k := range idx {
			if stronger(lookup(book, hand[idx[w]]), lookup(book, hand[idx[k]])) {
				w = k
			}
		}
		sold = append(sold, idx[w])
		idx = slices.Delete(idx, w, w+1)
	}
	slices.Sort(sold)
	m := Move{Action: Sell, Line: int(Sell)}
	for _, i := range sold {
		m.Cards = append(m.Cards, hand[i])
	}
	m.Reason = fmt.Sprintf("It holds %s; %s the weakest.", petCount(held), pluralIs(m.Cards))
	return m
}

// passReason explains a pass.
func passReason(s Situation, pets int) string {
	if s.Gold <= 0 {
		return fmt.Sprintf("It has no gold left and %s.", petCount(pets))
	}
	if pets < MaxPets {
		return fmt.Sprintf("It has %d gold and only %s, but the shop shows nothing it wants and the shop deck is empty.", s.Gold, petCount(pets))
	}
	return fmt.Sprintf("It has %d gold but %s, and the shop shows nothing stronger than its pets.", s.Gold, petCount(pets))
}
