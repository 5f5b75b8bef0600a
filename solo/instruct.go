package solo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Instruction is the move as one instruction to the human who handles the
// automa's cards, such as "Buy the Otter, 2nd card of the shop.", with a
// reminder of any Buy, Sell or Triple ability the human resolves for it.
func (m Move) Instruction(book *engine.Book) string {
	var s string
	switch m.Action {
	case Triple:
		s = fmt.Sprintf("Triple: show %s and discard them. Draw 2 cards from the top of the tier %d deck and tell me what they are.", theNames(m.Cards), m.Tier)
		s += abilityNote(book, m.Cards, engine.TriggerTriple, "Triple")
	case BuyPet, BuyPerk:
		s = fmt.Sprintf("Buy the %s, %s card of the shop, and refill the shop from the deck.", m.Cards[0], Ordinal(m.Slot+1))
		s += abilityNote(book, m.Cards, engine.TriggerBuy, "Buy")
	case BuyTop:
		s = "Buy the top card of the shop deck, and tell me what it is."
	case Sell:
		s = fmt.Sprintf("Sell %s, and give me %s.", theNames(m.Cards), words.Count(len(m.Cards), "Apple", "Apples"))
		s += abilityNote(book, m.Cards, engine.TriggerSell, "Sell")
	case Pass:
		s = "Pass: turn my reference card over."
	}
	return s
}

// abilityNote reminds the human to resolve the Shop Phase abilities of cards
// with trigger t, which the app does not play out.
func abilityNote(book *engine.Book, names []string, t engine.Trigger, word string) string {
	var with []string
	for _, n := range names {
		if lookup(book, n).has(t) {
			with = append(with, n)
		}
	}
	if len(with) == 0 {
		return ""
	}
	return fmt.Sprintf(" Resolve the %s ability of %s for me, choosing what helps me most.", word, words.JoinAnd(with))
}

// KeepInstruction tells the human which of the cards drawn for a triple the
// automa keeps, and where the other goes.
func KeepInstruction(book *engine.Book, drawn []string, keep, tier int) string {
	s := fmt.Sprintf("Keep the %s", drawn[keep])
	if len(drawn) > 1 {
		s += fmt.Sprintf(" and put the %s at the bottom of the tier %d deck", drawn[1-keep], tier)
	}
	return s + "." + abilityNote(book, drawn[keep:keep+1], engine.TriggerBuy, "Buy")
}

// ChooseKeep returns which of the 1 or 2 cards drawn for a triple the
// automa keeps: the stronger pet, else a perk when it has none, else the
// first drawn.
func ChooseKeep(book *engine.Book, hand, drawn []string) int {
	return ChooseKeepHolding(book, HoldsPerk(book, hand), drawn)
}

// ChooseKeepHolding is ChooseKeep for an automa that holds a perk or not,
// all of its hand that the choice depends on: a device that is not shown
// the hand (a phone at a live table) chooses with it.
func ChooseKeepHolding(book *engine.Book, holdsPerk bool, drawn []string) int {
	if len(drawn) < 2 {
		return 0
	}
	a, b := lookup(book, drawn[0]), lookup(book, drawn[1])
	switch {
	case a.isPet() && b.isPet():
		if stronger(b, a) {
			return 1
		}
		return 0
	case b.isPet() && !a.isPet():
		return 1
	case a.isPet():
		return 0
	case b.isPerk() && !a.isPerk() && !holdsPerk:
		return 1
	}
	return 0
}

// HoldsPerk reports whether hand holds a perk.
func HoldsPerk(book *engine.Book, hand []string) bool {
	return slices.ContainsFunc(hand, func(n string) bool { return lookup(book, n).isPerk() })
}

// Ordinal writes 1 as "1st", 2 as "2nd" and so on.
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// theNames writes "the Ant, the Ant and the Fish".
func theNames(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = "the " + n
	}
	return words.JoinAnd(out)
}

// joinNames writes "Ant, Ant and Fish".
func joinNames(names []string) string { return words.JoinAnd(names) }

// petCount writes "1 pet" or "6 pets".
func petCount(n int) string { return words.Count(n, "pet", "pets") }

// pluralIs writes "the Ant is" or "the Ant and the Fish are".
func pluralIs(names []string) string {
	if len(names) == 1 {
		return theNames(names) + " is"
	}
	return theNames(names) + " are"
}

// ReferenceCard is the automa's whole rule sheet at difficulty d, as
// sections of lines: the shop turn's priority list, Battle Prep and the
// difficulty's effects.
func ReferenceCard(d Difficulty) []Section {
	shop := make([]string, len(ShopLines))
	for i, l := range ShopLines {
		shop[i] = fmt.Sprintf("%d. %s", i+1, l)
	}
	return []Section{
		{Title: "Shop turn: the first line that applies", Lines: shop},
		{Title: "Rules of thumb", Lines: []string{
			"Every card costs 1 gold.",
			"A card the card book does not know counts as tier 0, power 0.",
			"Buy, Sell, Triple and Battle Prep abilities: you resolve them for the app, choosing what helps it most.",
			"After a triple it keeps the stronger pet it drew.",
		}},
		{Title: "Battle Prep", Lines: PrepLines(d)},
		{Title: d.Title() + " difficulty", Lines: d.Effects()},
	}
}

// Section is one part of the reference card.
type Section struct {
	Title string
	Lines []string
}

// String writes the reference card section as plain text.
func (s Section) String() string {
	return s.Title + ":\n  " + strings.Join(s.Lines, "\n  ")
}
