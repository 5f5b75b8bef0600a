package engine

import (
	"slices"
	"strings"
)

// This file checks a card book. The check says what building the card
// table of each card in turn would say (the first error, in name order),
// without building n tables of up to n cards each: a card's table fails
// exactly when its references lead to a card with a bad reference of its
// own (a name the book does not have, or a card of the wrong kind), or the
// Golden Retriever's do, since every table gets it. So the check looks at
// every reference once, and only builds the table that fails, for its
// message.

// Check returns an error naming the first card whose effects name a card
// the book does not have, or the wrong kind of card; nil when all is well.
// Cards are taken in name order (ignoring case), and the error is the one
// a battle using the first card that fails would give. It takes time in
// proportion to the book's cards and references, and n log n for the
// order when a card fails.
func (b *Book) Check() error {
	if b.mayOverflowTable() {
		// Too many cards for one table: only building each one tells
		// which card's references lead to more (never for a book of
		// MaxBookCards merged over the reference cards).
		return b.checkTables(b.sorted())
	}
	var bad []int
	for i := range b.cards {
		b.refsOf(i, func(to int, fits bool) {
			if !fits && (len(bad) == 0 || bad[len(bad)-1] != i) {
				bad = append(bad, i)
			}
		})
	}
	if len(bad) == 0 {
		return nil
	}
	return b.checkTables(b.failing(bad))
}

// checkTables builds the table of each of the cards order lists, in turn,
// and returns the first error.
func (b *Book) checkTables(order []int) error {
	for _, i := range order {
		if _, err := buildTable([]string{b.cards[i].Name}, b.get, b.names); err != nil {
			return err
		}
	}
	return nil
}

// refsOf calls f for each effect of card i that names a card, with the
// index of that card (-1 when the book has none) and whether the effect may
// name it: a card the book has, of a kind the effect can use.
func (b *Book) refsOf(i int, f func(to int, fits bool)) {
	for _, a := range b.cards[i].Abilities {
		b.effectRefs(a.Effects, f)
	}
}

// effectRefs is refsOf for the effects es and the effects they hold.
func (b *Book) effectRefs(es []Effect, f func(to int, fits bool)) {
	for k := range es {
		e := &es[k]
		b.effectRefs(e.Then, f)
		if e.Card == "" {
			continue
		}
		to, ok := b.find(e.Card)
		if !ok {
			f(-1, false)
			continue
		}
		f(to, refProblem(e, &b.cards[to]) == "")
	}
}

// failing returns, in name order, the cards whose table cannot be built:
// those whose references lead to one of the cards bad (which have a bad
// reference of their own), or every card when the Golden Retriever's
// references do.
func (b *Book) failing(bad []int) []int {
	namedBy := make([][]int32, len(b.cards)) // namedBy[j]: the cards whose effects name card j
	for i := range b.cards {
		b.refsOf(i, func(to int, _ bool) {
			if to >= 0 {
				namedBy[to] = append(namedBy[to], int32(i))
			}
		})
	}
	leads := make([]bool, len(b.cards))
	todo := slices.Clone(bad)
	for _, i := range bad {
		leads[i] = true
	}
	for len(todo) > 0 {
		j := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, i := range namedBy[j] {
			if !leads[i] {
				leads[i] = true
				todo = append(todo, int(i))
			}
		}
	}
	if r, ok := b.index[strings.ToLower(RetrieverName)]; ok && b.cards[r].Kind == KindPet && leads[r] {
		return b.sorted()
	}
	var out []int
	for _, i := range b.sorted() {
		if leads[i] {
			out = append(out, i)
		}
	}
	return out
}

// mayOverflowTable reports whether one card's table might need more cards
// than a Table holds: a table holds its card, the Golden Retriever and
// cards that effects name, so only a book with more cards than that, whose
// effects name that many, can.
func (b *Book) mayOverflowTable() bool {
	if len(b.cards) <= int(NoCard) {
		return false
	}
	named := make([]bool, len(b.cards))
	count := 0
	for i := range b.cards {
		b.refsOf(i, func(to int, _ bool) {
			if to >= 0 && !named[to] {
				named[to] = true
				count++
			}
		})
	}
	return count+2 > int(NoCard)
}
