package search

import (
	"math/big"
	"math/bits"
	"slices"
	"sort"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the ranking of the orders tried: the top orders seen so far,
// by the chance to win, then the chance to lose, then the deck as written.

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
