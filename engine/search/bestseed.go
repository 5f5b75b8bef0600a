package search

import (
	"errors"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file ranks a few orders before the walk, so that the bounds skip
// more from the start: a node is skipped when its bound falls short of the
// last top order, and the walk meets the orders in the deck's order, the
// good ones anywhere. A short search finds good orders cheaply: a greedy
// order (each place in turn takes the card whose order, the rest as
// written, does best), then swaps of two cards while one makes it better.
// Each order is played as the walk plays it, with the same memos, so the
// walk reuses the work.

// seedProbes is how many orders the search plays at most (measured on
// BenchmarkBest10: more finds nothing better).
const seedProbes = 200

// seed ranks the orders the search meets (rankHeap.add does not rank an
// order twice; they count as done when the walk meets them).
func (w *groupWalk) seed(root *vec) error {
	cur := slices.Clone(w.path)
	for t, n := range w.cnt {
		for range n {
			cur = append(cur, w.first[t])
		}
	}
	probes := 0
	curT, err := w.greedy(root, cur, &probes)
	if err != nil {
		return err
	}
	return w.climb(root, cur, curT, &probes)
}

// greedy reorders cur (labels, the fixed cards first) place by place: each
// takes the card left whose order, the others after it as they are, does
// best. It returns the chances of the order it ends with.
func (w *groupWalk) greedy(root *vec, cur []int, probes *int) (tally, error) {
	next := slices.Clone(cur)
	var bestT tally
	for k := len(w.path); k < len(cur); k++ {
		bestAt, found := k, false
		for m := k; m < len(cur); m++ {
			if slices.Contains(cur[k:m], cur[m]) {
				continue // the same card tried already
			}
			copy(next, cur)
			copy(next[k+1:m+1], cur[k:m])
			next[k] = cur[m]
			t, ok, err := w.probe(root, next)
			*probes++
			if err != nil {
				return tally{}, err
			}
			if ok && (!found || w.h.better(rankItem{t: t, labels: next}, rankItem{t: bestT, labels: next})) {
				bestT, bestAt, found = t, m, true
			}
		}
		l := cur[bestAt]
		copy(cur[k+1:bestAt+1], slices.Clone(cur[k:bestAt]))
		cur[k] = l
	}
	return bestT, nil
}

// climb swaps two cards of cur (chances curT) while a swap makes it
// better, within seedProbes orders played.
func (w *groupWalk) climb(root *vec, cur []int, curT tally, probes *int) error {
	next := slices.Clone(cur)
	for better := true; better && *probes < seedProbes; {
		better = false
		for i := len(w.path); i < len(cur) && !better && *probes < seedProbes; i++ {
			for j := i + 1; j < len(cur) && !better && *probes < seedProbes; j++ {
				if cur[i] == cur[j] {
					continue
				}
				copy(next, cur)
				next[i], next[j] = next[j], next[i]
				t, ok, err := w.probe(root, next)
				*probes++
				if err != nil {
					return err
				}
				if ok && w.h.better(rankItem{t: t, labels: next}, rankItem{t: curT, labels: cur}) {
					cur, next, curT, better = next, cur, t, true
				}
			}
		}
	}
	return nil
}

// probe plays the order labels (the fixed cards first) from root as the
// walk would, ranks it, and returns its chances; ok false when it stopped
// once the order could not enter the top orders (see wellValue).
func (w *groupWalk) probe(root *vec, labels []int) (t tally, ok bool, err error) {
	cards := make([]engine.CardID, 0, len(labels))
	pet := make([]bool, 0, len(labels))
	for _, l := range labels[len(w.path):] {
		t := slices.Index(w.first, l)
		cards, pet = append(cards, w.types[t]), append(pet, w.isPet[t])
	}
	d := *root
	for i := 0; i < len(cards); {
		// The next group: the foods before the next pet and the pet, or
		// every card left when no pet is.
		n := len(cards) - i
		if k := slices.Index(pet[i:], true); k >= 0 {
			n = k + 1
		}
		d2, err := w.bs.extend(&d, cards[i:i+n])
		if errors.Is(err, errChoices) {
			t, ok, err := w.wellValue(&d, cards[i:])
			if ok && err == nil {
				w.h.add(t, labels)
			}
			return t, ok, err
		}
		if err != nil {
			return tally{}, false, err
		}
		d, i = d2, i+n
	}
	t = tally{n: d.dec, m: d.m}
	w.h.add(t, labels)
	return t, true, nil
}
