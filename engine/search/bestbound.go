package search

import (
	"cmp"
	"errors"
	"math"
	"math/big"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the bound that lets the best-order search skip most orders
// of a deck where no order wins for sure.
//
// Below a node of the search (the cards placed so far), every order of the
// cards left wins at most what a player would win who chose each next card
// only when it must be played, having seen the rolls so far, and who also
// made every other choice (both players' orders of abilities, spending) the
// way that helps them win most. No fixed order does better: a fixed order is
// one way of choosing the next card, and playing well is one way of making
// the other choices. So when that chance, added to the battles already won,
// is below the chance of the last of the top orders found, no order below
// the node can enter the top orders, and the node is skipped. When no order
// below can win, the same player's chance of not losing (a draw, or a
// battle that never ends, counting too) bounds them: at 0, every order below
// loses for sure and ranks last.
//
// The bound is a float: a node is skipped only when it is below by more
// than boundSlack, far more than the rounding of a float sum, so an order
// that could enter or tie the top orders is never skipped.
//
// The same player also answers a yes-or-no question cheaply: can they win
// whatever the dice do (boundSure)? A throw with one outcome they cannot
// win from settles it, so the answer is often found after a few lines of
// play; the walk uses it to look for the orders that win for sure first
// (groupWalk.walk).
//
// The memo is keyed by a 96-bit hash of the position's coarse key
// (engine/oddskey.go) and the cards left (keyHash: from two hash/maphash
// sums with their own random seeds natively, three multilinear sums in
// WebAssembly), not by the key itself: on the hard decks of
// BenchmarkBest10 the search then allocates about half as much, and takes
// about a sixth less time. Two different positions would have to share all
// 96 bits to be confused; even among 100 million positions (gigabytes: far
// past any budget the app or the commands run with), the chance of that is
// below 1 in 10^13. The memo is a table of its own (boundmemo.go), each
// slot holding a hash and its answer, rounded up to a 2^-30th (still a
// bound).
//
// The states the bound plays on are scratch states kept by the solver
// (states), passed by pointer: a State is about a kilobyte, and copying it
// once more for every position asked was about a sixteenth of the work.

// The bound is used below nodes with boundMinLeft to boundMaxLeft cards
// still to place. With fewer, bounding costs about what trying the orders
// does; with more, the bound is loose (choosing each card when it is needed
// is worth much more than a fixed order) and costs much more to work out
// (measured on random decks of 10 reference cards: docs/notation.md).
const (
	boundMinLeft = 3
	boundMaxLeft = 7
)

// boundSlack is how far below the last top order a node's bound must be for
// the node to be skipped.
const boundSlack = 1e-9

// boundKind is what an optSolver bounds.
type boundKind uint8

const (
	// boundWin is the chance the player wins.
	boundWin boundKind = iota
	// boundNotLose is the chance they do not lose: a draw, and a battle
	// that never ends, count too (used when no order can win).
	boundNotLose
	// boundSure is 1 when they win whatever the dice do, else 0.
	boundSure
)

// optSolver computes a bound: the best chance player wins (or does not
// lose, or wins for sure: kind) from a position with the cards in left
// still to place, in any order, chosen as they are needed. Its memo is
// keyed by the position and the cards left.
type optSolver struct {
	mt     *meter
	die    *dieDist
	player engine.Player
	win    engine.Result
	kind   boundKind
	types  []engine.CardID // the distinct cards of the player's deck
	left   []int           // how many of each are still to place (changed as it goes)
	// leftKey: left as the bytes of a memo key (changed with it)
	leftKey []byte
	memo    boundMemo // each position's answer, by its hash
	// run: the loose card the player placed last, for the value asked
	// next (card; NoCard otherwise)
	run engine.CardID
	// plain: no shortcuts (card's one order of loose cards, marked's
	// answers): tests compare
	plain bool
	free  [][]engine.State // scratch states for throw, spend and card, put back
	walks walks            // for the choices of order it is inside
	// limit, when above 0, is how many positions the memo may hold: at
	// that many a new position fails with errLimit
	limit int
	hash  keyHash
	buf   []byte
	probs [][]float64 // by number of dice: each total's chance, as in die.throw
	// likeliest: by number of dice, the totals' places, likeliest first
	likeliest [][]int
}

// boundTries decides where the bound is worked out. misses counts, by cards
// left, the nodes in a row the bound did not skip since the last top order
// improved: past boundMisses the bound is not worked out at that depth (it
// would cost without saving) until the last top order improves again (kth
// is the chance it wins).
type boundTries struct {
	misses [boundMaxLeft + 1]int
	kth    float64
}

// boundMisses is how many nodes in a row at one depth the bound may fail
// to skip before best stops working it out there.
const boundMisses = 32

// worth reports whether the bound is worth working out below a node with
// left cards to place, the last top order winning with chance kth.
func (b *boundTries) worth(left int, kth float64) bool {
	if kth != b.kth {
		b.kth = kth
		b.misses = [boundMaxLeft + 1]int{}
	}
	return left >= boundMinLeft && left <= boundMaxLeft && b.misses[left] < boundMisses
}

// skipped records whether the bound skipped a node with left cards to place.
func (b *boundTries) skipped(left int, yes bool) {
	if yes {
		b.misses[left] = 0
	} else {
		b.misses[left]++
	}
}

func newOptSolver(mt *meter, die *dieDist, player engine.Player, types []engine.CardID, kind boundKind) *optSolver {
	win := engine.AWins
	if player == engine.PlayerB {
		win = engine.BWins
	}
	return &optSolver{mt: mt, die: die, player: player, win: win, kind: kind, types: types,
		left: make([]int, len(types)), leftKey: make([]byte, len(types)), run: engine.NoCard,
		hash: newKeyHash()}
}

// from is the bound from s (a frontier of the player) once the cards of
// group are placed next, with left[t] cards of each type t after them.
func (o *optSolver) from(s engine.State, group []engine.CardID, left []int, alpha float64) (float64, bool, error) {
	copy(o.left, left)
	for t, n := range left {
		o.leftKey[t] = byte(n)
	}
	if len(group) > 0 {
		s.Fill(o.player, group)
	}
	return o.value(&s, alpha)
}

// The solver cuts off what cannot change its answer, as alpha-beta search
// does: at a choice, an option only matters if it beats the best option
// found so far, so it is asked only whether it does (its alpha); a throw
// asked that stops as soon as the totals tried, with 1 for each total not
// tried, cannot beat alpha. Such an answer is an upper bound at most alpha,
// not the value (exact false); the memo keeps it as such and works the
// value out again when a later question needs more.

// errLimit stops an optSolver at its limit.
var errLimit = errors.New("the bound weighed as many positions as it may")

// optEntry is a memoised answer: the value, or a bound at least the value
// (both from 0 to 1).
type optEntry struct {
	v     float64
	exact bool
}

// value runs s on to its next stop and bounds it there: the answer is at
// least the position's value, and is the value (exact) whenever it is
// above alpha. With alpha below 0 it is always the value. s is the
// caller's scratch state: value changes it.
func (o *optSolver) value(s *engine.State, alpha float64) (float64, bool, error) {
	run := o.run
	o.run = engine.NoCard
	switch s.Advance(nil) {
	case engine.Over:
		if s.Result() == o.win || (o.kind == boundNotLose && s.Result() == engine.Draw) {
			return 1, true, nil
		}
		return 0, true, nil
	case engine.Failed:
		if errors.Is(s.Err(), engine.ErrRunaway) {
			// Never ends: not a loss. Not a win either, but the memo merges
			// positions whatever the steps taken and, for the chance to win,
			// the cards made (keyOf), which only the limits read: a position
			// stopped at a limit may stand for one that goes on to a win, so
			// every bound takes 1.
			return 1, true, nil
		}
		return 0, false, s.Err()
	}
	return o.position(s, alpha, run)
}

// keyOf writes s's coarse key to o.buf. For the chance not to lose it keeps
// the count of cards made: there a battle stopped at the limit counts 1,
// and the same position going on could count less.
func (o *optSolver) keyOf(s *engine.State) []byte {
	return s.AppendCoarseKey(o.buf[:0], o.kind == boundNotLose)
}

// position bounds s, stopped at a throw, a choice of order or to spend, or a
// card to place, merging it with every equal position (and cards left) seen
// before. run is the loose card the player placed just before (card).
func (o *optSolver) position(s *engine.State, alpha float64, run engine.CardID) (float64, bool, error) {
	if err := o.mt.tick(); err != nil {
		return 0, false, err
	}
	if s.Status() != engine.NeedCards {
		run = engine.NoCard
	}
	o.buf = append(o.keyOf(s), o.leftKey...)
	// The cards the player may place next depend on run too.
	o.buf = append(o.buf, byte(run), byte(run>>8))
	key := memoKey(o.hash.sum(o.buf))
	i, ok := o.memo.find(key)
	var e optEntry
	// was: the answer kept before, put back if working it out fails (1
	// bounds every position: asked again, it is worked out again)
	was := optEntry{1, false}
	if ok {
		if e = o.memo.entry(i); e.exact || e.v <= alpha {
			return e.v, e.exact, nil
		}
		was = e
		// A position met again on its own way takes 1, which bounds it,
		// as it is (marked exact, so that it is not worked out again
		// inside itself).
		o.memo.set(key, i, o.memo.grown, optEntry{1, true})
	} else {
		if o.limit > 0 && o.memo.n >= o.limit {
			return 0, false, errLimit
		}
		var err error
		if i, err = o.memo.add(o.mt, key, i, optEntry{1, true}); err != nil {
			return 0, false, err
		}
	}
	grown := o.memo.grown
	var err error
	switch s.Status() {
	case engine.NeedRoll:
		e.v, e.exact, err = o.throw(s, alpha)
	case engine.NeedSpend:
		e.v, e.exact, err = o.spend(s, alpha)
	case engine.NeedOrder:
		e.v, e.exact, err = o.order(s, alpha)
	default:
		e.v, e.exact, err = o.card(s, alpha, run)
	}
	if err != nil {
		o.memo.set(key, i, grown, was)
		return 0, false, err
	}
	o.memo.set(key, i, grown, e)
	return e.v, e.exact, nil
}

// throw is the chance-weighted sum over the totals of a throw, the likeliest
// first; for boundSure, 1 when every total is, else 0 (found at the first
// that is not).
func (o *optSolver) throw(s *engine.State, alpha float64) (float64, bool, error) {
	n := throwDice(s)
	terms := o.die.throw(n)
	ps, likeliest := o.chances(n, terms)
	sum, rest, exact := 0.0, 1.0, true
	scratch := o.states(2)
	defer o.putStates(scratch)
	like := marked{st: &scratch[1]}
	for k, j := range likeliest {
		if sum+rest <= alpha {
			return sum + rest, false, nil
		}
		c := fork(s, &scratch[0], k == len(likeliest)-1)
		if err := c.ApplyThrow(terms[j].total, nil, nil); err != nil {
			return 0, false, err
		}
		rest -= ps[j]
		// This total's value matters only above what leaves the sum at
		// alpha with 1 for every total after it.
		v, ex, err := like.value(o, c, (alpha-sum-rest)/ps[j])
		if err != nil {
			return 0, false, err
		}
		if o.kind == boundSure && v < 1 {
			return 0, true, nil
		}
		sum, exact = sum+ps[j]*v, exact && ex
	}
	if o.kind == boundSure {
		return 1, true, nil // exactly, whatever the float sum
	}
	return sum, exact, nil
}

// marked remembers, within one throw, the first total after which a pet
// is marked fainted, and its answer: a later total that leaves the same
// state but for the damage on the marked pets comes to the same coarse key
// (engine/oddskey.go) whatever happens next, so it takes that answer without being
// played on.
type marked struct {
	st    *engine.State // the state (scratch)
	v     float64
	exact bool
	ok    bool // st and the answer are set
}

// value is o.value(c, alpha) (which changes c), or the answer kept for a
// state like c. The states compared are all just after one throw of one
// state, so they are compared as they are (a difference Key would leave
// out cannot arise).
func (m *marked) value(o *optSolver, c *engine.State, alpha float64) (float64, bool, error) {
	if o.plain || !c.AnyMarked() {
		return o.value(c, alpha)
	}
	same := m.ok && c.SameButMarkedDamage(m.st)
	first := !m.ok
	if first {
		*m.st, m.ok = *c, true
	}
	if same && (m.exact || m.v <= alpha) {
		return m.v, m.exact, nil
	}
	v, ex, err := o.value(c, alpha)
	if err != nil {
		m.ok = m.ok && !first
		return v, ex, err
	}
	if same || first {
		m.v, m.exact = v, ex
	}
	return v, ex, nil
}

// choice keeps the best option of a choice so far.
type choice struct {
	best, alpha float64
	exact       bool // every option so far answered with its value
}

func newChoice(alpha float64) choice { return choice{alpha: alpha, exact: true} }

// bar is the alpha to ask the next option with: it matters only if it
// beats the best so far.
func (c *choice) bar() float64 { return max(c.alpha, c.best) }

// add takes an option's answer; true when nothing can beat it.
func (c *choice) add(v float64, exact bool) bool {
	c.best, c.exact = max(c.best, v), c.exact && exact
	return c.best == 1
}

// result is the best option: the value when it is above alpha (the option
// that gave it was asked with a lower alpha), or when every answer was.
func (c *choice) result() (float64, bool, error) {
	return c.best, c.best > c.alpha || c.exact, nil
}

// order is the best of the orders of the abilities, whoever chooses: of
// every order of any number of abilities, the ones that can differ
// (orderwalk.go), each run to the end of the chooser's part of the batch
// once, or as far as it goes. The choice is kept in the memo like any
// position (position): on Best10/slow three in four choices the bound
// meets it has met before, and the memo answers them without walking their
// orders again (5.73 G -> 4.88 G instructions by cachegrind).
func (o *optSolver) order(s *engine.State, alpha float64) (float64, bool, error) {
	ow := o.walks.get()
	defer o.walks.put(ow)
	if err := ow.options(s, o.mt); err != nil {
		return 0, false, err
	}
	ch := newChoice(alpha)
	for k := range ow.opts {
		v, ex, err := o.value(&ow.opts[k], ch.bar())
		if err != nil {
			return 0, false, err
		}
		if ch.add(v, ex) {
			break
		}
	}
	return ch.result()
}

// states returns n scratch states, from the ones put back if it can.
func (o *optSolver) states(n int) []engine.State {
	if k := len(o.free); k > 0 && cap(o.free[k-1]) >= n {
		st := o.free[k-1][:n]
		o.free = o.free[:k-1]
		return st
	}
	return make([]engine.State, n)
}

// fork is the state to play an option of s on: s itself for the last
// option (s is the caller's scratch, and is not read after it: one copy of
// a State fewer), else scratch set to s.
func fork(s, scratch *engine.State, last bool) *engine.State {
	if last {
		return s
	}
	*scratch = *s
	return scratch
}

// offered reports whether card() tries a card of type t next after run
// (the loose card placed just before, or NoCard).
func (o *optSolver) offered(s *engine.State, t int, run engine.CardID) bool {
	if o.left[t] == 0 {
		return false
	}
	loose := s.Table().Loose(o.types[t])
	return !loose || run == engine.NoCard || o.types[t] >= run || o.plain
}

// putStates gives back scratch states for later calls to states.
func (o *optSolver) putStates(st []engine.State) { o.free = append(o.free, st) }

// spend is the better of spending and keeping, whoever chooses.
func (o *optSolver) spend(s *engine.State, alpha float64) (float64, bool, error) {
	ch := newChoice(alpha)
	scratch := o.states(1)
	defer o.putStates(scratch)
	for _, yes := range []bool{true, false} {
		c := fork(s, &scratch[0], !yes)
		if err := c.DecideSpend(yes); err != nil {
			return 0, false, err
		}
		v, ex, err := o.value(c, ch.bar())
		if err != nil {
			return 0, false, err
		}
		if ch.add(v, ex) {
			break
		}
	}
	return ch.result()
}

// card is the best of the cards left as the next one the player plays. Loose
// cards (engine/oddskey.go) placed one after the other in one group come to the
// same position in any order once the group is played, so only the orders
// that place them by CardID, smallest first, are tried: after run (the
// loose card placed just before, or NoCard), no loose card below it.
func (o *optSolver) card(s *engine.State, alpha float64, run engine.CardID) (float64, bool, error) {
	ch := newChoice(alpha)
	one := make([]engine.CardID, 1)
	scratch := o.states(1)
	defer o.putStates(scratch)
	last := -1
	for t := range o.left {
		if o.offered(s, t, run) {
			last = t
		}
	}
	for t := range o.left[:last+1] { // s is not read after the last
		if !o.offered(s, t, run) {
			continue
		}
		loose := s.Table().Loose(o.types[t])
		c := fork(s, &scratch[0], t == last)
		one[0] = o.types[t]
		c.Fill(o.player, one)
		o.left[t]--
		o.leftKey[t]--
		if loose {
			o.run = o.types[t]
		}
		v, ex, err := o.value(c, ch.bar())
		o.left[t]++
		o.leftKey[t]++
		if err != nil {
			return 0, false, err
		}
		if ch.add(v, ex) {
			break
		}
	}
	return ch.result()
}

// chances are the chances of the totals of n dice, as floats, and the
// totals' places from the likeliest to the least likely.
func (o *optSolver) chances(n int, terms []term) ([]float64, []int) {
	for len(o.probs) <= n {
		o.probs = append(o.probs, nil)
		o.likeliest = append(o.likeliest, nil)
	}
	if o.probs[n] == nil {
		den := new(big.Float).SetInt(new(big.Int).Exp(o.die.qBig, big.NewInt(int64(n)), nil))
		ps := make([]float64, len(terms))
		for j, tm := range terms {
			ps[j], _ = new(big.Float).Quo(new(big.Float).SetInt(tm.wBig), den).Float64()
		}
		order := make([]int, len(terms))
		for j := range order {
			order[j] = j
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(ps[b], ps[a]) })
		o.probs[n], o.likeliest[n] = ps, order
	}
	return o.probs[n], o.likeliest[n]
}

// float is chance j of t as a float.
func (d *dieDist) float(t tally, j int) float64 {
	var tmp big.Int
	num := new(big.Float).SetInt(t.num(j, &tmp))
	f, _ := num.Quo(num, new(big.Float).SetInt(d.denom(t.m))).Float64()
	return f
}

// weight is n / q^m as a float.
func (d *dieDist) weight(n uint64, m uint32) float64 {
	if d.q == 1 {
		return float64(n)
	}
	return float64(n) * math.Pow(float64(d.q), -float64(m))
}
