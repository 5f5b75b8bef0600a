package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
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

// walk ranks the orders below root. It walks the tree first for the orders
// that win whatever the dice do, skipping every node below which a quick
// test shows none can (noSureWin): when at least the top orders win for
// sure, they are the top orders (nothing ranks above a sure win, and a tie
// goes to the order nearer the deck as written, met first), found for a
// small part of the work. Otherwise it plays a few good orders (seed) and
// walks the whole tree, the orders found already ranked (rankHeap.add does
// not rank an order twice).
//
// Proving that no order wins for sure can cost a fifth of the search on a
// deck where none does, so the first walk for sure wins stops once the
// test has weighed sureLimit positions; it then goes on only if one of the
// seeded orders wins for sure (else the whole walk finds any sure win
// anyway). Stopped by the budget during a walk for sure wins, it has tried
// only the orders it ranked: the orders it skipped are not ranked.
func (w *groupWalk) walk(root *vec) error {
	w.sure.limit = w.sureLimit
	done, err := w.sureWalk(root)
	w.sure.limit = 0
	limited := errors.Is(err, errLimit)
	if done || (err != nil && !limited) {
		return err
	}
	w.h.done = 0
	if err := w.seed(root); err != nil {
		w.h.done = len(w.h.items)
		return err
	}
	if limited && len(w.h.items) > 0 && w.h.sure(w.h.items[0].t) {
		seeded := w.h.items
		w.h.items = nil
		if done, err := w.sureWalk(root); done || err != nil {
			return err
		}
		for _, it := range seeded {
			w.h.add(it.t, it.labels)
		}
		w.h.done = 0
	}
	if err := w.node(root); err != nil {
		// The orders ranked before the walk were tried too.
		w.h.done = max(w.h.done, len(w.h.items))
		return err
	}
	return nil
}

// sureLimit is how many positions the first walk for sure wins may weigh
// before it stops (measured on BenchmarkBest10: the decks whose top orders
// win for sure take far fewer).
const sureLimit = 20_000

// sureWalk walks the tree for the orders that win for sure (the heap holds
// none at the start); done when it found the top orders.
func (w *groupWalk) sureWalk(root *vec) (done bool, err error) {
	progress := w.progress
	w.progress, w.aimSure = nil, true
	err = w.node(root)
	w.progress, w.aimSure = progress, false
	if err != nil {
		w.h.done = len(w.h.items)
		return false, err
	}
	if len(w.h.items) < w.h.top {
		return false, nil
	}
	if progress != nil {
		progress(w.h.done, w.total)
	}
	return true, nil
}

// groupWalk is bestFast's walk over the tree of groups: the distinct cards
// of the player's deck, how many of each are left, and the order and the
// group built so far.
type groupWalk struct {
	mt       *meter
	bs       *bestSearch
	h        *rankHeap
	total    int
	progress func(done, total int)

	well *wellSolver // for the orders below a choice that matters
	opt  *optSolver  // the bound on what the orders below a node can win
	// notLose bounds how often they avoid losing, when none can win.
	notLose *optSolver
	// sure tells whether any order below can win whatever the dice do.
	sure *optSolver
	// aimSure: the walk ranks only the orders that win for sure, and
	// skips a node where none can while fewer than the top orders do.
	aimSure bool
	// sureLimit: the positions the first walk for sure wins may weigh
	sureLimit int
	tries     boundTries // where the bounds are worth working out

	types []engine.CardID // the distinct cards, by first place in the deck
	first []int           // the place of each in the deck: its label
	cnt   []int           // how many of each are not placed yet
	isPet []bool
	left  int             // cards not placed yet
	path  []int           // the labels of the cards placed, top first
	group []engine.CardID // the group being built
	none  []int           // no card of any type: the order's cards all placed
	// exactAt and order: scratch for bound, whether each frontier's answer
	// was its value, and the order to ask them in
	exactAt []bool
	order   []int
}

// newGroupWalk counts the distinct cards of deck below its top fix cards,
// by first place; the order starts with the fixed cards.
func newGroupWalk(t *engine.Table, deck []engine.CardID, fix int) *groupWalk {
	w := &groupWalk{left: len(deck) - fix, path: make([]int, 0, len(deck)), group: make([]engine.CardID, 0, len(deck))}
	for i := range fix {
		w.path = append(w.path, i)
	}
	for i, c := range deck {
		if i < fix {
			continue
		}
		k := slices.Index(w.types, c)
		if k < 0 {
			w.types = append(w.types, c)
			w.first = append(w.first, i)
			w.cnt = append(w.cnt, 0)
			w.none = append(w.none, 0)
			w.isPet = append(w.isPet, t.Card(c).Kind == engine.KindPet)
			k = len(w.types) - 1
		}
		w.cnt[k]++
	}
	return w
}

// node ranks the order built so far when every card is placed; otherwise it
// builds each possible next group.
func (w *groupWalk) node(d *vec) error {
	if w.left == 0 {
		if len(d.ent) != 0 {
			return fmt.Errorf("best-order search: a battle waits for cards after the last one")
		}
		w.rank(tally{n: d.dec, m: d.m})
		return nil
	}
	if err := w.mt.err(); err != nil {
		return err
	}
	if skip, err := w.prune(d, nil); skip || err != nil {
		return err
	}
	saved := w.group
	w.group = w.group[len(w.group):]
	err := w.grow(d)
	w.group = saved
	return err
}

// grow builds the next group: foods (any of them, in any order) and then
// a pet; when no pet is left, all the remaining cards.
func (w *groupWalk) grow(d *vec) error {
	petsLeft := w.petsLeft()
	if !petsLeft && w.left == 0 {
		return w.child(d)
	}
	for t := range w.types {
		if w.cnt[t] == 0 || (w.isPet[t] && !petsLeft) {
			continue
		}
		next := func() error {
			// The foods placed so far may already rule out every order
			// that starts with them.
			if skip, err := w.prune(d, w.group); skip || err != nil {
				return err
			}
			return w.grow(d)
		}
		if w.isPet[t] {
			next = func() error { return w.child(d) }
		}
		if err := w.place(t, next); err != nil {
			return err
		}
	}
	return nil
}

// petsLeft reports whether a pet is not placed yet.
func (w *groupWalk) petsLeft() bool {
	for t := range w.types {
		if w.isPet[t] && w.cnt[t] > 0 {
			return true
		}
	}
	return false
}

// child plays the group built so far. When some frontier of d meets a
// choice that matters in it, the orders below are solved one by one.
func (w *groupWalk) child(d *vec) error {
	d2, err := w.bs.extend(d, w.group)
	if errors.Is(err, errChoices) {
		return w.wellBelow(d)
	}
	if err != nil {
		return err
	}
	return w.node(&d2)
}

// wellBelow ranks every order that starts with the cards placed so far (the
// last group not played yet): its chances are the battles of d that ended,
// plus, for each frontier of d, the odds if both play well from that
// frontier with the rest of the order filled in. Before the frontiers
// nobody had a choice that matters, so the frontiers' weights hold.
func (w *groupWalk) wellBelow(d *vec) error {
	if w.left > 0 {
		if skip, err := w.prune(d, w.group); skip || err != nil {
			return err
		}
	}
	if w.left == 0 {
		t, ok, err := w.wellValue(d, w.group)
		if err != nil {
			return err
		}
		if ok {
			w.rank(t)
		} else {
			w.count() // below the top orders
		}
		return nil
	}
	for t := range w.types {
		if w.cnt[t] > 0 {
			if err := w.place(t, func() error { return w.wellBelow(d) }); err != nil {
				return err
			}
		}
	}
	return nil
}

// prune reports whether no order below the cards placed so far can enter
// the top orders, and if so counts them as done. The battles of those
// orders reach d, then play the cards of group (placed, not played yet).
// Any such order wins at most d's decided wins plus all of d's frontiers,
// and loses at least d's decided losses; a tie with the last top order
// enters only if it comes first in the deck's order (the orders ranked
// before the walk, bestseed.go, can come after the orders below). When
// that does not settle it, the tighter bounds of bestbound.go may.
func (w *groupWalk) prune(d *vec, group []engine.CardID) (bool, error) {
	h := w.h
	if len(h.items) < h.top {
		if !w.aimSure {
			return false, nil
		}
		if none, err := w.noSureWin(d, group); !none || err != nil {
			return false, err
		}
		w.skip()
		return true, nil
	}
	win, lose := h.sides()
	best := tally{m: d.m}
	best.n[win] = d.dec[win]
	for _, e := range d.ent {
		best.n[win] += e.n
	}
	best.n[lose] = d.dec[lose]
	last := h.items[len(h.items)-1]
	kth := last.t
	c, cl := h.die.cmp(best, kth, win), h.die.cmp(best, kth, lose)
	// Every order below comes after the last top order in the deck's order
	// when the cards placed so far come after its first cards.
	after := slices.Compare(w.path, last.labels[:len(w.path)]) > 0
	if c > 0 || (c == 0 && (cl < 0 || (cl == 0 && !after))) {
		below, err := w.below(d, group, win, h.die.float(kth, win), after || !h.certain(kth, lose))
		if !below || err != nil {
			return false, err
		}
	}
	w.skip()
	return true, nil
}

// skip counts the orders below the node as done.
func (w *groupWalk) skip() {
	w.h.done += w.ordersLeft()
	if w.progress != nil {
		w.progress(w.h.done, w.total)
	}
}

// noSureWin reports whether no order below the node (d, then group) wins
// whatever the dice do: some battle of d did not end in a win, or from
// some frontier of d even a player who picks each next card when it is
// needed cannot be sure to win.
func (w *groupWalk) noSureWin(d *vec, group []engine.CardID) (bool, error) {
	_, lose := w.h.sides()
	if d.dec[lose] > 0 || d.dec[2] > 0 /* draws */ || !d.whole(w.bs.die) {
		return true, nil
	}
	for _, e := range d.ent {
		v, _, err := w.sure.from(w.bs.fronts[e.id], group, w.cnt, -1)
		if err != nil || v < 1 {
			return err == nil, err
		}
	}
	return false, nil
}

// below reports whether every order below the node (d, then group) wins
// less than kth by more than boundSlack, by the bound of bestbound.go, or,
// when lossLast (a sure loss ranks below the last top order: it loses less,
// or comes first in the deck's order), can neither win nor draw (nor go on
// for ever) at all. win is the searched player's chance in a tally: 0 for
// A, 1 for B.
func (w *groupWalk) below(d *vec, group []engine.CardID, win int, kth float64, lossLast bool) (bool, error) {
	if !w.tries.worth(w.left, kth) {
		return false, nil
	}
	ub, skip := 0.0, false
	if kth > 0 { // with kth 0, only the bound on not losing can skip
		var err error
		if ub, err = w.bound(w.opt, d, group, w.cnt, d.dec[win], kth-boundSlack); err != nil {
			return false, err
		}
		skip = ub < kth-boundSlack
	}
	if !skip && ub == 0 && lossLast && d.whole(w.bs.die) {
		nl, err := w.bound(w.notLose, d, group, w.cnt, d.dec[win]+d.dec[2], 0)
		if err != nil {
			return false, err
		}
		skip = nl == 0
	}
	w.tries.skipped(w.left, skip)
	return skip, nil
}

// bound adds up o's bound over d's frontiers (after group, then the cards
// counted in left, by type) and the battles of d counted in decided; it
// stops once the sum is above 0 and at least enough (it then cannot skip
// the node). Each frontier is first asked only
// whether it stays below its share of what is left below enough (its
// alpha: the answer is then a bound at most that, found with less work);
// when those answers add up to enough or more, they are worked out to the
// end, as one frontier over its share does not stop the others from making
// up for it.
func (w *groupWalk) bound(o *optSolver, d *vec, group []engine.CardID, left []int, decided uint64, enough float64) (float64, error) {
	die := w.bs.die
	exactAt := slices.Grow(w.exactAt[:0], len(d.ent))[:len(d.ent)]
	clear(exactAt)
	w.exactAt = exactAt
	var ub float64
	for pass := range 3 {
		ub = die.weight(decided, d.m)
		lo, rest := ub, d.going(die) // lo: the part of ub known to be no bound but the value
		// Pass 1 asks first the frontiers answered with their value.
		order := w.order[:0]
		for _, exactFirst := range []bool{true, false} {
			for i := range d.ent {
				if pass != 1 || exactAt[i] == exactFirst {
					order = append(order, i)
				}
			}
			if pass != 1 {
				break
			}
		}
		w.order = order
		for _, i := range order {
			e := d.ent[i]
			if ub > 0 && ub >= enough {
				break
			}
			alpha := -1.0
			if pass < 2 {
				alpha = (enough - ub) / rest
			}
			v, exact, err := o.from(w.bs.fronts[e.id], group, left, alpha)
			if err != nil {
				return 0, err
			}
			f := die.weight(e.n, d.m)
			ub, rest = ub+f*v, rest-f
			if exact {
				lo += f * v
				exactAt[i] = true
			}
		}
		if ub < enough || (lo > 0 && lo >= enough) {
			break // skips, or cannot whatever the rest
		}
	}
	return ub, nil
}

// going is the chance of the battles of d still going, as a float.
func (d *vec) going(die *dieDist) float64 {
	var sum float64
	for _, e := range d.ent {
		sum += die.weight(e.n, d.m)
	}
	return sum
}

// whole reports whether d accounts for every battle: none of those that
// ended never ends (such a battle is left out of d).
func (d *vec) whole(die *dieDist) bool {
	sum := d.dec[0] + d.dec[1] + d.dec[2]
	for _, e := range d.ent {
		sum += e.n
	}
	return sum == die.powU(d.m)
}

// ordersLeft counts the distinct orders of the cards not placed yet.
func (w *groupWalk) ordersLeft() int {
	n, k := 1, 0
	for _, c := range w.cnt {
		for i := 1; i <= c; i++ {
			k++
			n = n * k / i
		}
	}
	return n
}

// place puts a card of type t next in the order, runs next, and takes the
// card back.
func (w *groupWalk) place(t int, next func() error) error {
	w.cnt[t]--
	w.left--
	w.group = append(w.group, w.types[t])
	w.path = append(w.path, w.first[t])
	err := next()
	w.cnt[t]++
	w.left++
	w.group = w.group[:len(w.group)-1]
	w.path = w.path[:len(w.path)-1]
	return err
}

// wellValue is the chances of the order whose cards after d's frontiers
// are cards: (d's ended battles + the sum over frontiers f of weight(f) *
// PlayWell(f with cards)) / q^d.m, exact. It stops with ok false once the
// order is sure to win less than the last of the top orders (by more than
// boundSlack), or, while the walk looks for sure wins, once it is sure not
// to be one.
func (w *groupWalk) wellValue(d *vec, cards []engine.CardID) (t tally, ok bool, err error) {
	if err := w.mt.err(); err != nil {
		return tally{}, false, err
	}
	die := w.bs.die
	win, _ := w.h.sides()
	floor, known, rest := w.floor(), die.weight(d.dec[win], d.m), d.going(die)
	if floor > 0 && known+rest >= floor && len(d.ent) > 0 {
		// The order's bound (bestbound.go: every choice made to win) is
		// cheaper to work out than its chances, and often enough.
		if ub, err := w.bound(w.opt, d, cards, w.none, d.dec[win], floor); err != nil || ub < floor {
			return tally{}, false, err
		}
	}
	kids := make([]tally, len(d.ent))
	var mx uint32
	for k, e := range d.ent {
		if known+rest < floor {
			return tally{}, false, nil
		}
		s := w.bs.fronts[e.id]
		s.Fill(w.bs.player, cards)
		r, err := w.well.solve(s)
		if err != nil {
			return tally{}, false, err
		}
		kids[k] = r.t
		mx = max(mx, r.t.m)
		if floor > 0 { // else no order is below the top orders: nothing to add up
			f := die.weight(e.n, d.m)
			known, rest = known+f*die.float(r.t, win), rest-f
		}
	}
	if known+rest < floor {
		return tally{}, false, nil
	}
	var sum [3]big.Int
	var tmp, x big.Int
	for j := range 3 {
		sum[j].Mul(x.SetUint64(d.dec[j]), die.denom(mx))
		for k, e := range d.ent {
			x.Mul(kids[k].num(j, &tmp), die.denom(mx-kids[k].m))
			sum[j].Add(&sum[j], x.Mul(&x, tmp.SetUint64(e.n)))
		}
	}
	return die.reduce(tally{m: d.m + mx, big: &sum}), true, nil
}

// floor is the chance of winning an order must beat by more than
// boundSlack to be worth solving to the end: the last top order's, 1 while
// the walk looks for sure wins, or -1 (any) while the top orders are not
// all found.
func (w *groupWalk) floor() float64 {
	h := w.h
	switch {
	case len(h.items) == h.top:
		win, _ := h.sides()
		return h.die.float(h.items[len(h.items)-1].t, win) - boundSlack
	case w.aimSure:
		return 1 - boundSlack
	}
	return -1
}

// rank ranks the order in w.path with chances t (while the walk looks
// for sure wins, only if it is one).
func (w *groupWalk) rank(t tally) {
	if !w.aimSure || w.h.sure(t) {
		w.h.add(t, w.path)
	}
	w.count()
}

// count counts one more order done, telling progress every 256 orders and
// at the last.
func (w *groupWalk) count() {
	w.h.done++
	if w.progress != nil && (w.h.done%256 == 0 || w.h.done == w.total) {
		w.progress(w.h.done, w.total)
	}
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

// rankHeap keeps the top orders seen so far.
type rankHeap struct {
	die   *dieDist
	me    engine.Player
	top   int
	items []rankItem // sorted, best first
	done  int        // orders offered
}

type rankItem struct {
	t      tally
	labels []int
}

// add offers an order; labels is copied when kept. An order ranked
// already is not ranked again.
func (h *rankHeap) add(t tally, labels []int) {
	it := rankItem{t: t, labels: labels}
	if len(h.items) == h.top && !h.better(it, h.items[len(h.items)-1]) {
		return
	}
	for _, x := range h.items {
		if slices.Equal(x.labels, labels) {
			return
		}
	}
	it.labels = slices.Clone(labels)
	k := sort.Search(len(h.items), func(i int) bool { return h.better(it, h.items[i]) })
	h.items = append(h.items, rankItem{})
	copy(h.items[k+1:], h.items[k:])
	h.items[k] = it
	if len(h.items) > h.top {
		h.items = h.items[:h.top]
	}
}

// sides are the places of my wins and my losses in a tally: 0 and 1 for
// A, 1 and 0 for B.
func (h *rankHeap) sides() (win, lose int) {
	if h.me == engine.PlayerB {
		return 1, 0
	}
	return 0, 1
}

// sure reports whether t is a sure win for me.
func (h *rankHeap) sure(t tally) bool {
	win, _ := h.sides()
	return h.certain(t, win)
}

// certain reports whether every battle of t has outcome j (0: A wins, 1: B
// wins, 2: a draw).
func (h *rankHeap) certain(t tally, j int) bool {
	if t.big == nil && (h.die.q == 1 || t.m <= h.die.maxExp) {
		return t.n[j] == h.die.powU(t.m)
	}
	var tmp big.Int
	return t.num(j, &tmp).Cmp(h.die.denom(t.m)) == 0
}

// better reports whether x ranks above y: more wins for me, then fewer
// losses, then the order nearer the deck as written (its cards' first
// places, compared in turn).
func (h *rankHeap) better(x, y rankItem) bool {
	win, lose := h.sides()
	if c := h.die.cmp(x.t, y.t, win); c != 0 {
		return c > 0
	}
	if c := h.die.cmp(x.t, y.t, lose); c != 0 {
		return c < 0
	}
	return slices.Compare(x.labels, y.labels) < 0
}

// cmp compares chance j of x and y: -1, 0 or +1.
func (d *dieDist) cmp(x, y tally, j int) int {
	if x.big == nil && y.big == nil && (d.q == 1 || (x.m <= d.maxExp && y.m <= d.maxExp)) {
		// x.n/q^xm vs y.n/q^ym: compare x.n*q^ym with y.n*q^xm (128 bits).
		h1, l1 := bits.Mul64(x.n[j], d.powU(y.m))
		h2, l2 := bits.Mul64(y.n[j], d.powU(x.m))
		switch {
		case h1 != h2:
			if h1 < h2 {
				return -1
			}
			return 1
		case l1 != l2:
			if l1 < l2 {
				return -1
			}
			return 1
		}
		return 0
	}
	var tmp big.Int
	a := new(big.Int).Mul(x.num(j, &tmp), d.denom(y.m))
	b := new(big.Int).Mul(y.num(j, &tmp), d.denom(x.m))
	return a.Cmp(b)
}
