package search

import (
	"github.com/sapcompanion/sapcompanion/engine"
)

// This file walks the orders of a player's simultaneous abilities (a
// NeedOrder stop) for the searches that choose one: good play
// (playwell.go), the bound of the best-order search (bestbound.go) and its
// test of whether an order matters at all (orderIrrelevant). It covers
// every order of any number of abilities, and lists each order that can
// come to a position of its own once:
//
//   - An order is built one ability at a time, in lexicographic order of
//     the default's indexes: the default order is the first option, and of
//     equally good options a search keeps the first (ties keep the
//     default).
//   - Of abilities that resolve alike (State.Alike: the same ability of the
//     same card for the same pet, such as a Hurt ability triggered twice),
//     only the first still waiting is tried next: the other order is the
//     same choice.
//   - Each ability chosen runs to its end (State.SettleNext) before the
//     next one is chosen. When two orders of the first abilities come to
//     the same position (the canonical key, which holds the abilities
//     still waiting), such as abilities that commute, only the first goes
//     on: whatever follows one follows the other.
//   - When an ability meets a throw or a choice to spend, what follows
//     depends on the dice or the decision, while the player fixes the
//     order of the rest now (interpretation 14: the rolls to come are not
//     known). Every order of the rest (the alike ones once) is then an
//     option of its own, run as far as it goes (State.Settle).
//   - Orders that settle at the same position are one option.
//
// An option is the state run on with one order: to the end of the
// chooser's part of the batch, or to the throw or spend it met on the way
// (Advance goes on from there). A choice of more than 5 abilities counts
// each order it tries against the work budget (Budget.MaxPositions), and
// the positions it keeps against the memory budget, so that a batch of
// many abilities that all differ stops at the budget rather than running
// on; a choice of 5 or fewer counts nothing of its own.

// walkCounted is the most abilities a walk of orders does not count
// against the budget.
const walkCounted = 5

// walkLinear is how many positions a walk compares one by one before it
// keeps them in a map.
const walkLinear = 8

// orderWalk lists the options of one choice of order (options). It is
// reused: a search keeps one per choice it is inside (walks).
type orderWalk struct {
	mt *meter // counts the walk, for a choice of more than walkCounted
	n  int    // abilities of the choice
	// firstTwo stops the walk at a second option or an option that did not
	// settle (orderIrrelevant needs to know no more).
	firstTwo bool

	opts    []engine.State // the options
	settled []bool         // whether each got to the end of the chooser's part
	orders  []int          // the order of each, n indexes (of Choice's list) each

	order []int // the order being built
	// The positions met (canonical keys): one after another in keys, each
	// ending at ends[k]; in seen once there are more than walkLinear.
	keys []byte
	ends []int
	seen map[string]struct{}
	buf  []byte
}

// walks hands out order walks, one per choice a search is inside.
type walks struct{ free []*orderWalk }

// get returns a walk to use.
func (ws *walks) get() *orderWalk {
	if k := len(ws.free); k > 0 {
		ow := ws.free[k-1]
		ws.free = ws.free[:k-1]
		return ow
	}
	return &orderWalk{}
}

// put hands a walk back once its options are no longer read.
func (ws *walks) put(ow *orderWalk) { ws.free = append(ws.free, ow) }

// options lists the options of the choice at s, a NeedOrder stop (see the
// top of this file), the default order's first; mt counts the walk of a
// choice of more than walkCounted abilities (nil: nothing counts). At the
// budget its BudgetError says not every order was tried.
func (ow *orderWalk) options(s *engine.State, mt *meter) error {
	_, n := s.Chooser()
	ow.mt, ow.n = mt, n
	ow.opts, ow.settled, ow.orders = ow.opts[:0], ow.settled[:0], ow.orders[:0]
	ow.order, ow.keys, ow.ends, ow.seen = ow.order[:0], ow.keys[:0], ow.ends[:0], nil
	left := waitingList{n: n}
	for i := range n {
		left.at[i] = i
	}
	_, err := ow.from(*s, left)
	return ordersLeft(err)
}

// orderOf is the order of option k: order[i] is the index (in Choice's
// list) of the ability resolved i-th.
func (ow *orderWalk) orderOf(k int) []int { return ow.orders[k*ow.n : (k+1)*ow.n] }

// isDefault reports whether option k is the default order.
func (ow *orderWalk) isDefault(k int) bool {
	for i, x := range ow.orderOf(k) {
		if x != i {
			return false
		}
	}
	return true
}

// waitingList is the indexes (in Choice's list) of the abilities still
// waiting, in their order in a state: a value, so that the walk's
// recursion keeps it on the stack.
type waitingList struct {
	at [engine.MaxBatch]int
	n  int
}

// without is the list but its j-th.
func (l waitingList) without(j int) waitingList {
	out := waitingList{n: l.n - 1}
	copy(out.at[:], l.at[:j])
	copy(out.at[j:], l.at[j+1:l.n])
	return out
}

// from walks the orders from s, stopped between two of the chooser's
// abilities, left those still waiting. It returns true when the walk is to
// stop. (s and left are copies: pointers handed down the recursion would
// make the compiler keep them on the heap.)
func (ow *orderWalk) from(s engine.State, left waitingList) (bool, error) {
	class := alikeClasses(&s, left.n)
	for j := range left.n {
		if class[j] != uint8(j) {
			continue // an alike ability before it goes first instead
		}
		if err := ow.tick(); err != nil {
			return false, err
		}
		c := s
		var front [engine.MaxBatch]int
		if err := c.ReorderWaiting(frontOrder(&front, j, left.n)); err != nil {
			return false, err
		}
		ow.order = append(ow.order, left.at[j])
		stop, err := ow.after(&s, &c, left, j)
		ow.order = ow.order[:len(ow.order)-1]
		if stop || err != nil {
			return stop, err
		}
	}
	return false, nil
}

// after goes on from c, which is s with its j-th waiting ability (of left)
// put first.
func (ow *orderWalk) after(s, c *engine.State, left waitingList, j int) (bool, error) {
	if !c.SettleNext() {
		return ow.rest(s, left, j)
	}
	rest := left.without(j)
	switch {
	case rest.n <= 1 || c.Waiting() == 0:
		// The last one or two (no choice left), or the battle stopped at
		// a limit of the rules.
		ow.order = append(ow.order, rest.at[:rest.n]...)
		stop, err := ow.leaf(c)
		ow.order = ow.order[:len(ow.order)-rest.n]
		return stop, err
	case ow.met(c):
		return false, nil // an order of these abilities that came here first
	}
	return ow.from(*c, rest)
}

// leaf runs c to the end of the chooser's part in the order it has, and
// keeps it as an option unless an option settled at its position before.
func (ow *orderWalk) leaf(c *engine.State) (bool, error) {
	settled := c.Waiting() == 0 || c.Settle()
	if settled && ow.met(c) {
		return false, nil
	}
	return ow.keep(c, settled)
}

// rest lists the options of s with its j-th waiting ability first, where
// that ability met a throw or a choice to spend: every order of the others
// is an option of its own, the alike ones once.
func (ow *orderWalk) rest(s *engine.State, left waitingList, j int) (bool, error) {
	class := alikeClasses(s, left.n)
	var perm [engine.MaxBatch]int
	perm[0] = j
	return ow.completions(s, left.at[:left.n], &class, perm[:1], 1<<j)
}

// completions lists the options of s with its waiting abilities in an
// order that starts with perm (their positions in s), used the set of
// those positions.
func (ow *orderWalk) completions(s *engine.State, left []int, class *[engine.MaxBatch]uint8, perm []int, used uint32) (bool, error) {
	if len(perm) == len(left) {
		return ow.completion(s, left, perm)
	}
	for k := range left {
		if used&(1<<k) != 0 || alikeUnused(class, used, k) {
			continue
		}
		if stop, err := ow.completions(s, left, class, append(perm, k), used|1<<k); stop || err != nil {
			return stop, err
		}
	}
	return false, nil
}

// completion keeps s, its waiting abilities put in the order perm (their
// positions in s), as an option, unless it settles at a position met
// before.
func (ow *orderWalk) completion(s *engine.State, left, perm []int) (bool, error) {
	if err := ow.tick(); err != nil {
		return false, err
	}
	c := *s
	if err := c.ReorderWaiting(perm); err != nil {
		return false, err
	}
	at := len(ow.order) // the ability perm[0] is in the order already
	for _, k := range perm[1:] {
		ow.order = append(ow.order, left[k])
	}
	stop, err := false, error(nil)
	if settled := c.Settle(); !settled || !ow.met(&c) {
		stop, err = ow.keep(&c, settled)
	}
	ow.order = ow.order[:at]
	return stop, err
}

// keep adds c, reached with the order being built, to the options; true
// when the walk is to stop.
func (ow *orderWalk) keep(c *engine.State, settled bool) (bool, error) {
	ow.opts = append(ow.opts, *c)
	ow.settled = append(ow.settled, settled)
	ow.orders = append(ow.orders, ow.order...)
	if ow.counted() {
		if err := ow.mt.add(stateBytes); err != nil {
			return false, err
		}
	}
	return ow.firstTwo && (len(ow.opts) > 1 || !settled), nil
}

// met reports whether the walk met c's position before, and notes it.
func (ow *orderWalk) met(c *engine.State) bool {
	ow.buf = c.AppendKey(ow.buf[:0])
	if ow.seen != nil {
		if _, ok := ow.seen[string(ow.buf)]; ok {
			return true
		}
		ow.seen[string(ow.buf)] = struct{}{}
		return false
	}
	start := 0
	for _, end := range ow.ends {
		if string(ow.keys[start:end]) == string(ow.buf) {
			return true
		}
		start = end
	}
	ow.keys = append(ow.keys, ow.buf...)
	ow.ends = append(ow.ends, len(ow.keys))
	if len(ow.ends) > walkLinear {
		ow.seen = make(map[string]struct{}, 2*walkLinear)
		start = 0
		for _, end := range ow.ends {
			ow.seen[string(ow.keys[start:end])] = struct{}{}
			start = end
		}
	}
	if ow.counted() {
		_ = ow.mt.add(len(ow.buf) + mapEntryBytes) // over the budget, the next tick or keep says so
	}
	return false
}

// counted reports whether the walk counts against the budget.
func (ow *orderWalk) counted() bool { return ow.mt != nil && ow.n > walkCounted }

// tick counts an order tried, for a counted walk.
func (ow *orderWalk) tick() error {
	if !ow.counted() {
		return nil
	}
	if err := ow.mt.tick(); err != nil {
		return err
	}
	if b := ow.mt.budget.MaxBytes; b > 0 && ow.mt.bytes > b {
		return &BudgetError{Memory: true, Budget: ow.mt.budget}
	}
	return nil
}

// alikeClasses gives, for each of the first n waiting abilities of s, the
// position of the first of them that resolves alike (itself when none
// before does).
func alikeClasses(s *engine.State, n int) [engine.MaxBatch]uint8 {
	var class [engine.MaxBatch]uint8
	for k := range n {
		class[k] = uint8(k)
		for i := range k {
			if class[i] == uint8(i) && s.Alike(i, k) {
				class[k] = uint8(i)
				break
			}
		}
	}
	return class
}

// alikeUnused reports whether an ability alike to the k-th, before it, is
// not in the order yet (used): that one goes first.
func alikeUnused(class *[engine.MaxBatch]uint8, used uint32, k int) bool {
	for i := range k {
		if class[i] == class[k] && used&(1<<i) == 0 {
			return true
		}
	}
	return false
}

// frontOrder is the order of n waiting abilities that puts the j-th first
// and keeps the others as they are, written in buf.
func frontOrder(buf *[engine.MaxBatch]int, j, n int) []int {
	order := buf[:0]
	order = append(order, j)
	for k := range n {
		if k != j {
			order = append(order, k)
		}
	}
	return order
}

// stateBytes is the memory an option kept by a walk takes.
const stateBytes = 2048
