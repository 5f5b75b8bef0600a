package search

import (
	"errors"
	"unsafe"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the fast best-order search: it shares the work of every
// order with the same first cards.
//
// The player's deck starts with every card undecided (the cards keep the
// instance numbers they would have in any order, so nothing else changes).
// The battle runs until the player must play a card that is not chosen yet:
// a frontier (status needCards, at the start of Advanced Timing 1, before
// anybody plays). The cards drawn in one step 1 are some foods, perks or
// ailments and then a pet: a group. The search walks a tree of groups: at
// each node it holds the exact distribution over the frontier states the
// orders starting with those groups reach, and the chances of the battles
// that already ended. A child node fills the next group into each frontier
// state and runs it on to the next frontier (a segment: one pet's life). The
// segments are memoised by frontier and group, and the positions inside them
// by their canonical key, so each is run once whatever the order above it.
// A leaf (every card placed) holds the exact chances of one order.
//
// The numbers are integers over a power of q as in exact.go; when they do
// not fit in uint64 the search gives up (errOverflow) and Best falls back to
// solving each order on its own (slower, as exact).

var errOverflow = errors.New("the numbers outgrow the fast search")

// errChoices stops the fast search at a player's choice that matters: the
// default order is not what both players playing well do there, so the
// orders below that group are solved one by one with the "both play well"
// search (groupWalk.wellBelow). A segment or position known to meet one is
// marked hasChoice in the memo.
var errChoices = errors.New("a player has a choice")

const hasChoice int32 = -2

// vec is an exact distribution over outcomes and frontiers: dec are the
// ended battles (A wins, B wins, draw) and ent the frontier states, all over
// q^m. Everything adds to q^m.
type vec struct {
	dec [3]uint64
	ent []fent
	m   uint32
}

// fent is a frontier state (by id) and its weight.
type fent struct {
	id int32
	n  uint64
}

type bestSearch struct {
	mt     *meter
	die    *dieDist
	player engine.Player

	frontIDs map[string]int32 // canonical key -> frontier id
	fronts   []engine.State

	segIDs  map[string]int32 // canonical key of a position in a segment -> index in segs; -1 while solved
	segs    []vec
	fgIDs   map[[2]int32]int32 // frontier, group -> index in segs
	groupID map[string]int32
	buf     []byte

	dense   []uint64 // scratch for adding vecs, by frontier id
	touched []int32
	walk    orderWalk // for orderIrrelevant
}

func newBestSearch(mt *meter, die *dieDist, p engine.Player) *bestSearch {
	return &bestSearch{mt: mt, die: die, player: p, frontIDs: map[string]int32{}, segIDs: map[string]int32{},
		fgIDs: map[[2]int32]int32{}, groupID: map[string]int32{}}
}

func (bs *bestSearch) tick() error { return bs.mt.tick() }

// solveSeg runs s on to the next frontier or the end of the battle,
// through every outcome of every throw. Like solver.solve, it is kept out
// of line, so that the State it takes stays on the stack.
//
//go:noinline
func (bs *bestSearch) solveSeg(s engine.State) (vec, error) {
	for {
		switch s.Advance(nil) {
		case engine.Over:
			t := leafTally(s.Result())
			return vec{dec: t.n}, nil
		case engine.Failed:
			if errors.Is(s.Err(), engine.ErrRunaway) {
				return vec{}, nil // never ends: counts for nobody, as in Odds
			}
			return vec{}, s.Err()
		case engine.NeedCards:
			bs.buf = s.AppendKey(bs.buf[:0])
			id, ok := bs.frontIDs[string(bs.buf)]
			if !ok {
				if len(bs.fronts) >= MaxOddsStates {
					return vec{}, ErrTooManyStates
				}
				if err := bs.mt.add(len(bs.buf) + mapEntryBytes + int(unsafe.Sizeof(s))); err != nil {
					return vec{}, err
				}
				id = int32(len(bs.fronts))
				bs.frontIDs[string(bs.buf)] = id
				bs.fronts = append(bs.fronts, s)
			}
			return vec{ent: []fent{{id, 1}}}, nil
		case engine.NeedRoll:
			return bs.position(&s)
		case engine.NeedOrder:
			ok, err := orderIrrelevant(&s, &bs.walk, bs.mt)
			if err != nil {
				return vec{}, err
			}
			if !ok {
				return vec{}, errChoices
			}
		case engine.NeedSpend:
			return vec{}, errChoices
		}
	}
}

func errorsJoinRunaway(err error) error {
	return errors.Join(errors.New("some order and outcome of the dice never ends"), err)
}

// position solves a segment's state stopped at a throw.
func (bs *bestSearch) position(s *engine.State) (vec, error) {
	if err := bs.tick(); err != nil {
		return vec{}, err
	}
	bs.buf = s.AppendKey(bs.buf[:0])
	if i, ok := bs.segIDs[string(bs.buf)]; ok {
		switch i {
		case hasChoice:
			return vec{}, errChoices
		case -1:
			return vec{}, errorsJoinRunaway(engine.ErrRunaway)
		}
		return bs.segs[i], nil
	}
	if len(bs.segs) >= MaxOddsStates {
		return vec{}, ErrTooManyStates
	}
	if err := bs.mt.add(len(bs.buf) + mapEntryBytes); err != nil {
		return vec{}, err
	}
	key := string(bs.buf)
	bs.segIDs[key] = -1
	n := throwDice(s)
	terms := bs.die.throw(n)
	kids := make([]vec, len(terms))
	for j, tm := range terms {
		c := *s
		if err := c.ApplyThrow(tm.total, nil, nil); err != nil {
			return vec{}, err
		}
		v, err := bs.solveSeg(c)
		if errors.Is(err, errChoices) {
			bs.segIDs[key] = hasChoice
		}
		if err != nil {
			return vec{}, err
		}
		kids[j] = v
	}
	out, err := bs.combine(n, terms, kids)
	if err != nil {
		return vec{}, err
	}
	bs.collect(&out)
	bs.keepSeg(out)
	bs.segIDs[key] = int32(len(bs.segs) - 1)
	return out, nil
}

// combine is the distribution of a throw of n dice whose totals (terms)
// lead to the distributions kids; errOverflow when its numbers would not
// fit in uint64.
func (bs *bestSearch) combine(n int, terms []term, kids []vec) (vec, error) {
	var mx uint32
	for j := range kids {
		mx = max(mx, kids[j].m)
		if terms[j].w == 0 {
			return vec{}, errOverflow
		}
	}
	e := uint64(mx) + uint64(n)
	if bs.die.q == 1 {
		e = 0
	}
	if e > uint64(bs.die.maxExp) {
		return vec{}, errOverflow
	}
	out := vec{m: uint32(e)}
	for j := range kids {
		bs.addScaled(&out, &kids[j], terms[j].w*bs.die.powU(mx-kids[j].m))
	}
	return out, nil
}

// keepSeg keeps a segment's distribution, its bytes counted for the
// budget (over it, the next new position fails).
func (bs *bestSearch) keepSeg(v vec) {
	bs.mt.bytes += int64(unsafe.Sizeof(v)) + int64(len(v.ent))*int64(unsafe.Sizeof(fent{})) + mapEntryBytes
	bs.segs = append(bs.segs, v)
}

// addScaled adds f*v into out's dec and the dense scratch; the caller has
// checked that the sums fit.
func (bs *bestSearch) addScaled(out *vec, v *vec, f uint64) {
	for j := range 3 {
		out.dec[j] += f * v.dec[j]
	}
	for _, e := range v.ent {
		for int(e.id) >= len(bs.dense) {
			bs.dense = append(bs.dense, 0)
		}
		if bs.dense[e.id] == 0 {
			bs.touched = append(bs.touched, e.id)
		}
		bs.dense[e.id] += f * e.n
	}
}

// collect moves the dense scratch into out.ent and reduces out.
func (bs *bestSearch) collect(out *vec) {
	if len(bs.touched) > 0 {
		out.ent = make([]fent, 0, len(bs.touched))
		for _, id := range bs.touched {
			if bs.dense[id] != 0 {
				out.ent = append(out.ent, fent{id, bs.dense[id]})
			}
			bs.dense[id] = 0
		}
		bs.touched = bs.touched[:0]
	}
	q := bs.die.q
	if q == 1 {
		out.m = 0
		return
	}
	for out.m > 0 {
		if out.dec[0]%q != 0 || out.dec[1]%q != 0 || out.dec[2]%q != 0 {
			return
		}
		for _, e := range out.ent {
			if e.n%q != 0 {
				return
			}
		}
		for j := range 3 {
			out.dec[j] /= q
		}
		for k := range out.ent {
			out.ent[k].n /= q
		}
		out.m--
	}
}

// seg returns the segment that starts when group g (its cards, top first)
// is played at frontier f.
func (bs *bestSearch) seg(f int32, g []engine.CardID) (*vec, error) {
	bs.buf = bs.buf[:0]
	for _, c := range g {
		bs.buf = append(bs.buf, byte(c), byte(c>>8))
	}
	gid, ok := bs.groupID[string(bs.buf)]
	if !ok {
		gid = int32(len(bs.groupID))
		bs.groupID[string(bs.buf)] = gid
	}
	k := [2]int32{f, gid}
	if i, ok := bs.fgIDs[k]; ok {
		if i == hasChoice {
			return nil, errChoices
		}
		return &bs.segs[i], nil
	}
	s := bs.fronts[f]
	s.Fill(bs.player, g)
	v, err := bs.solveSeg(s)
	if errors.Is(err, errChoices) {
		bs.fgIDs[k] = hasChoice
	}
	if err != nil {
		return nil, err
	}
	bs.keepSeg(v)
	bs.fgIDs[k] = int32(len(bs.segs) - 1)
	return &bs.segs[len(bs.segs)-1], nil
}

// extend returns the distribution after every frontier of d plays group g.
func (bs *bestSearch) extend(d *vec, g []engine.CardID) (vec, error) {
	if err := bs.tick(); err != nil {
		return vec{}, err
	}
	var mx uint32
	for _, e := range d.ent {
		v, err := bs.seg(e.id, g)
		if err != nil {
			return vec{}, err
		}
		mx = max(mx, v.m)
	}
	ex := uint64(d.m) + uint64(mx)
	if bs.die.q == 1 {
		ex = 0
	}
	if ex > uint64(bs.die.maxExp) {
		return vec{}, errOverflow
	}
	out := vec{m: uint32(ex)}
	for j := range 3 {
		out.dec[j] = d.dec[j] * bs.die.powU(mx)
	}
	for _, e := range d.ent {
		v, _ := bs.seg(e.id, g) // memoised above
		bs.addScaled(&out, v, e.n*bs.die.powU(mx-v.m))
	}
	bs.collect(&out)
	return out, nil
}
