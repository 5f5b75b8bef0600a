package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is the best-order search (issue 4): given one player's cards in
// any order and the other deck as it is, the orders of the player's cards
// with the best chance to win.
//
// Every distinct order is tried: the cards' multiset permutations, so orders
// that differ only by swapping identical cards (two Apples) are one order.
// Each order's chances are those of both players playing well
// (playwell.go): with no choice in any order they are the default odds, and
// the fast search below finds them. Below a group where some frontier meets
// a choice that matters (2 or more abilities of a player at once whose order
// changes the position, or a chance to spend), each order is solved on its
// own by the "both play well" search from the frontiers before that group
// (their weights hold, as nobody had a choice before), with one memo; the
// other orders stay in the fast search.
// Pets, foods, perks and ailments are all permuted: an Apple's place decides
// which pet eats it. All orders share one odds search (odds.go), so a
// position reached by two orders (the same cards left in the same order, the
// same pets in play) is solved once. The orders are ranked by the chance the
// player wins, then by the chance they lose (fewer first), then in the order
// the deck as written (comparing the cards' first places in it in turn).
//
// The search (bestsearch.go) walks the orders as a tree of groups of cards
// (the cards a player draws in one Advanced Timing step 1: foods, then a
// pet), so orders with the same first groups share their work.

// MaxBestOrders is the most orders Best tries: those of 10 different cards
// (10! = 3 628 800). A deck with more distinct orders is refused with an
// error saying how many it has (12 different cards have 479 001 600). Most
// orders are not played at all: see groupWalk.prune.
const MaxBestOrders = 3_628_800

// Ranked is one order of a player's deck and its exact chances.
type Ranked struct {
	Deck    []string // the deck, top card first, as the battle spells the cards
	Chances Chances
	Rank    int // 1 for the best
}

// BestOrders counts the distinct orders of player p's deck in b (the
// multiset permutations) without trying them, so a caller can warn before
// a long search. It returns 0 when they are more than 1000*MaxBestOrders.
func BestOrders(b *engine.Battle, p engine.Player) int {
	return countOrders(b.Decks[p])
}

// BestOrdersFixed counts the orders Best tries with the top fix cards of
// player p's deck kept in place (BestOptions.Fix); 0 as BestOrders.
func BestOrdersFixed(b *engine.Battle, p engine.Player, fix int) int {
	return countOrders(b.Decks[p][min(max(fix, 0), len(b.Decks[p])):])
}

func countOrders(deck []string) int {
	counts := map[string]int{}
	for _, c := range deck {
		counts[c]++
	}
	// n! / prod(k!), built as a product of binomials to stay small.
	total := new(big.Int).SetInt64(1)
	n := int64(0)
	for _, k := range counts {
		for i := int64(1); i <= int64(k); i++ {
			n++
			total.Mul(total, big.NewInt(n))
			total.Quo(total, big.NewInt(i))
		}
	}
	if !total.IsInt64() || total.Int64() > MaxBestOrders*1000 {
		return 0
	}
	return int(total.Int64())
}

// Best returns the top orders of player's deck in b (the cards as written,
// in any order) against the other player's deck as written, best first:
// the highest chance that player wins, then the lowest chance they lose.
// top <= 0 means 5. book is the card book (ReferenceBook when nil).
//
// Like Odds, it runs in the calling goroutine (call it from a worker for a
// UI), shares nothing mutable, and returns ctx.Err() promptly once ctx is
// done. progress, when not nil, is called in that goroutine with the orders
// done and the total, every 256 orders and at the end. A deck with more
// than MaxBestOrders distinct orders is refused with an error naming the
// count. The numbers are exact; when they outgrow uint64 the search falls
// back to solving each order on its own (as exact, slower). BestWithin
// also takes a budget.
func Best(ctx context.Context, b *engine.Battle, book *engine.Book, player engine.Player, top int, progress func(done, total int)) ([]Ranked, error) {
	return BestWithin(ctx, b, book, player, BestOptions{Top: top, Orders: progress})
}

// BestOptions tunes BestWithin.
type BestOptions struct {
	// Top is how many orders to return (5 when 0 or less).
	Top int
	// Orders, when not nil, is told the orders ranked and the total, every
	// 256 orders and at the end.
	Orders func(done, total int)
	// Fix is how many cards at the top of the deck stay where they are, as
	// written; the search orders the cards below them. It lets a deck with
	// more orders than MaxBestOrders be searched (TooManyOrdersError says
	// how many to fix).
	Fix int
	// Budget bounds the search's time and memory.
	Budget
	// sureLimit, when above 0, replaces sureLimit (tests)
	sureLimit int
}

// TooManyOrdersError is Best's refusal of a deck with more than
// MaxBestOrders orders, and how many cards at its top to fix in place
// (BestOptions.Fix) to search the rest.
type TooManyOrdersError struct {
	Player engine.Player
	Cards  int    // the cards in the deck
	Orders string // how many orders they have, in words ("479001600 orders")
	Fix    int    // the fewest top cards to fix so the rest can be searched
	Fixed  int    // the cards fixed already (BestOptions.Fix)
}

func (e *TooManyOrdersError) Error() string {
	free := e.Cards - e.Fixed
	return fmt.Sprintf("%s's %d cards have too many orders to try (%s; at most %d): fix the top %d %s in place to try the orders of the other %d",
		e.Player, free, e.Orders, MaxBestOrders, e.Fix, words.Plural(e.Fix, "card", "cards"), e.Cards-e.Fix)
}

// BestWithin is Best within a budget: at the budget it stops with a
// *BudgetError (how many orders it tried, of how many) and returns the
// best of the orders tried so far with it.
func BestWithin(ctx context.Context, b *engine.Battle, book *engine.Book, player engine.Player, opts BestOptions) ([]Ranked, error) {
	if player != engine.PlayerA && player != engine.PlayerB {
		return nil, fmt.Errorf("Best needs player A or B")
	}
	top := opts.Top
	if top <= 0 {
		top = 5
	}
	deck := b.Decks[player]
	if opts.Fix < 0 || opts.Fix > len(deck) {
		return nil, fmt.Errorf("cannot fix %d cards in place: %s has %d", opts.Fix, player, len(deck))
	}
	total := countOrders(deck[opts.Fix:])
	if total == 0 || total > MaxBestOrders {
		fix := opts.Fix
		for n := countOrders(deck[fix:]); n == 0 || n > MaxBestOrders; n = countOrders(deck[fix:]) {
			fix++
		}
		return nil, &TooManyOrdersError{Player: player, Cards: len(deck), Orders: ordersWords(deck[opts.Fix:]), Fix: fix, Fixed: opts.Fix}
	}
	m, err := engine.NewMatch(b, book)
	if err != nil {
		return nil, err
	}
	mt, stop := newMeter(ctx, opts.Budget)
	defer stop()
	decks := m.Decks()
	die := newDieDist(b.RockDie())
	h := rankHeap{die: die, me: player, top: top}
	err = bestFast(mt, m, decks, player, die, &h, total, opts)
	if errors.Is(err, errOverflow) || errors.Is(err, errChoices) {
		h.items, h.done = h.items[:0], 0
		err = bestEach(mt, m, decks, player, opts.Fix, newWellSolver(mt, die).solveRoot, &h, total, opts.Orders)
	}
	var be *BudgetError
	if err != nil && !errors.As(err, &be) {
		return nil, err
	}
	if be != nil {
		be.Tried, be.Total = h.done, total
	}
	out := make([]Ranked, len(h.items))
	for i, it := range h.items {
		names := make([]string, len(it.labels))
		for k, l := range it.labels {
			names[k] = b.Decks[player][l]
		}
		out[i] = Ranked{Deck: names, Chances: die.chances(it.t), Rank: i + 1}
	}
	return out, err
}

// firstLabels labels each card of deck by its first place in it: identical
// cards share a label.
func firstLabels(deck []engine.CardID) []int {
	labels := make([]int, len(deck))
	for i, c := range deck {
		labels[i] = i
		for j := range i {
			if deck[j] == c {
				labels[i] = j
				break
			}
		}
	}
	return labels
}

// bestEach solves every order on its own with solve, which keeps one memo
// for all: the "both play well" ranking, and the fallback of bestFast when
// the numbers do not fit in uint64. The top fix cards stay in place.
func bestEach(mt *meter, m *engine.Match, decks [2][]engine.CardID, player engine.Player, fix int, solve func(engine.State) (ref, error), h *rankHeap, total int, progress func(done, total int)) error {
	mine := decks[player]
	labels := firstLabels(mine)
	sort.Ints(labels[fix:])
	deck := make([]engine.CardID, len(mine))
	for {
		if err := mt.err(); err != nil {
			return err
		}
		for i, l := range labels {
			deck[i] = mine[l]
		}
		s, err := m.StartOrder(player, deck, 0)
		if err != nil {
			return err
		}
		r, err := solve(s)
		if err != nil {
			return err
		}
		h.add(r.t, labels)
		h.done++
		if progress != nil && (h.done%256 == 0 || h.done == total) {
			progress(h.done, total)
		}
		if !nextPerm(labels[fix:]) {
			return nil
		}
	}
}

// bestFast walks the tree of groups (bestsearch.go) below the top opts.Fix
// cards, which stay in place.
func bestFast(mt *meter, m *engine.Match, decks [2][]engine.CardID, player engine.Player, die *dieDist, h *rankHeap, total int, opts BestOptions) error {
	mine, fix := decks[player], opts.Fix
	w := newGroupWalk(m.Table, mine, fix)
	s, err := m.StartOrder(player, mine[:fix], len(mine)-fix)
	if err != nil {
		return err
	}
	s.StopAtChoices(true)
	s.StopAtSpend(true) // a choice sends Best to bestEach
	w.mt, w.bs, w.h, w.total, w.progress = mt, newBestSearch(mt, die, player), h, total, opts.Orders
	w.sureLimit = cmp.Or(opts.sureLimit, sureLimit)
	w.well = newWellSolver(mt, die)
	w.opt = newOptSolver(mt, die, player, w.types, boundWin)
	w.notLose = newOptSolver(mt, die, player, w.types, boundNotLose)
	w.sure = newOptSolver(mt, die, player, w.types, boundSure)
	root, err := w.bs.solveSeg(s)
	if err != nil {
		return err
	}
	return w.walk(&root)
}

// ordersWords writes how many orders a deck has, e.g. "479001600 orders".
func ordersWords(deck []string) string {
	counts := map[string]int{}
	for _, c := range deck {
		counts[c]++
	}
	total := new(big.Int).MulRange(1, int64(len(deck)))
	for _, k := range counts {
		total.Quo(total, new(big.Int).MulRange(1, int64(k)))
	}
	return total.String() + " orders"
}

// nextPerm steps a to the next permutation in lexicographic order (repeated
// values give each distinct order once); false after the last.
func nextPerm(a []int) bool {
	i := len(a) - 2
	for i >= 0 && a[i] >= a[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(a) - 1
	for a[j] <= a[i] {
		j--
	}
	a[i], a[j] = a[j], a[i]
	for l, r := i+1, len(a)-1; l < r; l, r = l+1, r-1 {
		a[l], a[r] = a[r], a[l]
	}
	return true
}
