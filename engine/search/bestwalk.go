package search

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the fast search's walk over the tree of groups (bestsearch.go
// runs the battles): it builds each possible next group of cards, ranks each
// order when every card is placed, and hands the orders below a choice that
// matters to the "both play well" search.

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
