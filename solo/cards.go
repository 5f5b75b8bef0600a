package solo

import (
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
)

// AppleName is the card a sold pet gives its owner.
const AppleName = "Apple"

// card is what the automa needs to know of one card.
type card struct {
	name      string
	kind      engine.Kind
	tier      int
	power     int
	hat       string
	temporary bool
	abilities []engine.Ability
}

// lookup returns what the book says of a card; a card it does not know is a
// pet of tier 0 and power 0.
func lookup(book *engine.Book, name string) card {
	c, ok := book.Get(name)
	if !ok {
		return card{name: name, kind: engine.KindPet}
	}
	return card{name: c.Name, kind: c.Kind, tier: c.Tier, power: c.Power, hat: strings.ToLower(c.Hat), temporary: c.Temporary, abilities: c.Abilities}
}

func (c card) isPet() bool  { return c.kind == engine.KindPet }
func (c card) isPerk() bool { return c.kind == engine.KindPerk }

// has reports whether the card has an ability with trigger t.
func (c card) has(t engine.Trigger) bool {
	for _, a := range c.abilities {
		if a.Trigger == t {
			return true
		}
	}
	return false
}

// stronger reports whether a is stronger than b: a higher tier, then a higher
// power. Equal cards are not stronger than each other; the caller breaks
// the tie by position.
func stronger(a, b card) bool {
	if a.tier != b.tier {
		return a.tier > b.tier
	}
	return a.power > b.power
}

// petsOf returns the positions in hand of the pets, in hand order.
func petsOf(book *engine.Book, hand []string) []int {
	var out []int
	for i, n := range hand {
		if lookup(book, n).isPet() {
			out = append(out, i)
		}
	}
	return out
}

// CountPets returns how many pets are among cards.
func CountPets(book *engine.Book, cards []string) int { return len(petsOf(book, cards)) }

// strongestPet returns the position in hand of the strongest pet (the
// earliest of equals), or -1 when hand holds none.
func strongestPet(book *engine.Book, hand []string) int {
	return firstPet(book, hand, func(a, b card) bool { return stronger(a, b) })
}

// weakestPet returns the position in hand of the weakest pet (the earliest
// of equals), or -1 when hand holds none.
func weakestPet(book *engine.Book, hand []string) int {
	return firstPet(book, hand, func(a, b card) bool { return stronger(b, a) })
}

// firstPet returns the position of the pet in hand that comes first by
// before (the earliest of equals), or -1 when hand holds none.
func firstPet(book *engine.Book, hand []string, before func(a, b card) bool) int {
	pick := -1
	for _, i := range petsOf(book, hand) {
		if pick < 0 || before(lookup(book, hand[i]), lookup(book, hand[pick])) {
			pick = i
		}
	}
	return pick
}

// describe names a card with its strength for a reason: "Otter (tier 2,
// power 3)".
func describe(c card) string {
	if c.tier == 0 {
		return c.name + " (power " + strconv.Itoa(c.power) + ")"
	}
	return c.name + " (tier " + strconv.Itoa(c.tier) + ", power " + strconv.Itoa(c.power) + ")"
}
