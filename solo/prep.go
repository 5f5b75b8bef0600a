package solo

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Prep is the automa's Battle Prep: its deck, top card first, and the rule
// that ordered it.
type Prep struct {
	Deck []string // the deck, top card first
	Why  string   // the Battle Prep line that made it, in players' words
}

// PrepLines are the Battle Prep lines of the reference card at difficulty d.
func PrepLines(d Difficulty) []string {
	lines := []string{
		"A food goes on top of the pet below it in the deck: that pet eats it.",
		"Simple order: weakest pet first, strongest last (ties: the one it got first); its perk and Apples go on its strongest pet.",
	}
	if d.MaxOrders() == 0 {
		return append(lines, "Easy always uses the simple order.")
	}
	return append(lines,
		fmt.Sprintf("It tries every order of its cards against your last revealed deck, up to %d orders, and uses the one that wins most often.", d.MaxOrders()),
		"With more orders than that, it tries the orders of its pets alone, and the foods go as in the simple order.",
		"If it runs out of time, it uses the best order it has tried, or the simple order when it tried none.",
		"Before it has seen a deck of yours, it uses the simple order.")
}

// SimpleOrder is the Easy order of hand: pets weakest first (the one it got
// first among equals), with every food (perks first, then the others) just
// above the strongest pet, which comes last.
func SimpleOrder(book *engine.Book, hand []string) []string {
	var pets, perks, foods []string
	for _, n := range hand {
		switch c := lookup(book, n); {
		case c.isPet():
			pets = append(pets, c.name)
		case c.isPerk():
			perks = append(perks, c.name)
		default:
			foods = append(foods, c.name)
		}
	}
	slices.SortStableFunc(pets, func(a, b string) int { return cmpStrength(lookup(book, a), lookup(book, b)) })
	if len(pets) == 0 {
		return append(perks, foods...)
	}
	out := slices.Clone(pets[:len(pets)-1])
	out = append(out, perks...)
	out = append(out, foods...)
	return append(out, pets[len(pets)-1])
}

// OrderDeck orders the automa's hand for Battle Prep at difficulty d. against
// is the human's last revealed deck (nil before any), automaFirst whether
// the automa holds the First Player token. Easy, and any difficulty before a
// deck of the human's was seen, uses SimpleOrder; Normal and Hard try the
// orders of its cards against the human's deck with the engine's
// BestWithin, within prepBudget: past it, the best order tried, or the
// simple order when none was. It runs in the caller's goroutine; ctx stops
// it.
func OrderDeck(ctx context.Context, book *engine.Book, hand []string, d Difficulty, against []string, automaFirst bool) (Prep, error) {
	simple := SimpleOrder(book, hand)
	switch {
	case d.MaxOrders() == 0:
		return Prep{Deck: simple, Why: "Easy: the simple order, weakest pet first."}, nil
	case len(against) == 0:
		return Prep{Deck: simple, Why: "It has not seen a deck of yours yet: the simple order, weakest pet first."}, nil
	case CountPets(book, hand) == 0:
		return Prep{Deck: simple, Why: "It has no pet to order."}, nil
	}
	b := &engine.Battle{First: engine.PlayerB, Decks: [2][]string{simple, slices.Clone(against)}}
	if automaFirst {
		b.First = engine.PlayerA
	}
	what := "cards"
	if search.BestOrders(b, engine.PlayerA) > d.MaxOrders() {
		var pets []string
		for _, n := range simple {
			if lookup(book, n).isPet() {
				pets = append(pets, n)
			}
		}
		b.Decks[0], what = pets, "pets"
	}
	r, err := best(ctx, b, book)
	if err != nil {
		return Prep{}, err
	}
	var why string
	switch {
	case r.deck == nil:
		return Prep{Deck: simple, Why: "It ran out of time before it had tried an order against your last deck: the simple order, weakest pet first."}, nil
	case r.tried < r.total:
		why = fmt.Sprintf("It tried %d of the %d orders of its %s against your last deck before it ran out of time; this one won most often.", r.tried, r.total, what)
	default:
		why = fmt.Sprintf("It tries every order of its %s against your last deck: of its %d orders, this one wins most often.", what, r.total)
	}
	if what == "pets" {
		return Prep{Deck: withFoods(book, r.deck, simple), Why: fmt.Sprintf(
			"Its deck has more than %d orders, so it orders its pets alone. %s The foods go on its strongest pet.", d.MaxOrders(), why)}, nil
	}
	return Prep{Deck: r.deck, Why: why}, nil
}

// prepBudget bounds the search for the automa's deck order by work, not by
// time: it stops at the same order on a phone as on a laptop, however busy,
// so the same game (its seed and moves) is the same game everywhere. Two
// million positions take about a second natively on a 2-core VM and
// a few as WebAssembly; most decks need a few thousand (Hard's 720 orders of
// 6 cards against a 5-card deck: under 5 ms). The memory is the platform's.
var prepBudget = search.Budget{MaxPositions: 2_000_000, MaxBytes: search.DefaultBudget.MaxBytes}

// bestOrder is the order of side A's deck that wins most often of the
// tried orders of total (nil when none was tried).
type bestOrder struct {
	deck         []string
	tried, total int
}

// best returns the order of side A's deck in b that wins most often, of
// those tried within prepBudget.
func best(ctx context.Context, b *engine.Battle, book *engine.Book) (bestOrder, error) {
	ranked, err := search.BestWithin(ctx, b, book, engine.PlayerA, search.BestOptions{Top: 1, Budget: prepBudget})
	var be *search.BudgetError
	switch {
	case errors.As(err, &be):
		r := bestOrder{tried: be.Tried, total: be.Total}
		if len(ranked) > 0 {
			r.deck = ranked[0].Deck
		}
		return r, nil
	case err != nil:
		return bestOrder{}, problem.Newf("solo", "ordering the deck %s: %w", strings.Join(b.Decks[0], ", "), err)
	}
	n := search.BestOrders(b, engine.PlayerA)
	return bestOrder{deck: ranked[0].Deck, tried: n, total: n}, nil
}

// withFoods puts the foods of simple (every card that is not a pet) just
// above the strongest pet of the pet order pets.
func withFoods(book *engine.Book, pets, simple []string) []string {
	strong := strongestPet(book, pets)
	var out []string
	for i, p := range pets {
		if i == strong {
			for _, n := range simple {
				if !lookup(book, n).isPet() {
					out = append(out, n)
				}
			}
		}
		out = append(out, p)
	}
	return out
}

// DeckInstructions are the Battle Prep instructions for deck: one "Put the
// Honey on the Flamingo." for each food above a pet, then the order itself.
func DeckInstructions(book *engine.Book, deck []string) []string {
	var out []string
	var foods []string
	for _, n := range deck {
		if !lookup(book, n).isPet() {
			foods = append(foods, n)
			continue
		}
		if len(foods) > 0 {
			out = append(out, fmt.Sprintf("Put %s on the %s.", theNames(foods), n))
			foods = nil
		}
	}
	return append(out, "Order my deck, top card first: "+strings.Join(deck, ", ")+".")
}

// PrepAbilityNote reminds the human to resolve the Battle Prep abilities of
// the automa's cards before it orders its deck; "" when none has one.
func PrepAbilityNote(book *engine.Book, hand []string) string {
	return strings.TrimSpace(abilityNote(book, hand, engine.TriggerBattlePrep, "Battle Prep"))
}
