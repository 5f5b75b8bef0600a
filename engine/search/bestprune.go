package search

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is where the walk over the tree of groups (bestwalk.go) skips a
// node: the quick tests on the battles of the node, then the bounds of
// bestbound.go over its frontiers.

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
