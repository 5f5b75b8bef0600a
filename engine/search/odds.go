package search

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"unsafe"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the exact odds of a battle (issue 4): the chance that A wins,
// that B wins and of a draw, over every outcome of every rock throw.
//
// The search walks the battle step-wise (Advance): between throws the battle
// is deterministic, and at a throw of n dice it branches on the throw's
// TOTAL (one instance of damage), each total weighted by how many ways n
// dice make it (exact.go). States are merged at every throw by their
// canonical key (engine/oddskey.go), so a battle is worth as many throws as it has
// distinct positions, not as many as it has dice outcomes: a battle with 12
// or more rocks takes milliseconds.

// MaxOddsStates is the most distinct throw positions one odds search keeps;
// a battle with more stops with an error instead of using all the memory.
const MaxOddsStates = 4_000_000

// ErrTooManyStates is wrapped by the error of an odds or best-order search
// that would keep more than MaxOddsStates positions.
var ErrTooManyStates = errors.New("too many positions to enumerate")

// ctxEvery is how many positions a search visits between looks at its
// context.
const ctxEvery = 512

// OddsOptions tunes Odds.
type OddsOptions struct {
	// Die is the rock die; nil Faces means the battle's own (its "die:" line,
	// or DefaultDie).
	Die engine.Die
	// Orders turns on order analysis: every point of the battle, reachable
	// with the default order, where a player has two or more abilities in
	// one batch is reported with the odds of each order (see OrderPoint).
	Orders bool
	// MaxOrderPoints caps the points Orders reports (the likeliest first);
	// 0 means 20.
	MaxOrderPoints int
	// Budget bounds the search's time and memory and reports its progress.
	Budget
}

// OddsResult is what Odds found.
type OddsResult struct {
	// Chances are the exact odds with the engine's default order of
	// abilities (the battle resolve plays, with every rock outcome).
	Chances Chances
	// Positions is how many distinct positions (states at a throw) the
	// search visited.
	Positions int
	// Bytes is the memory the search's tables took, as counted for
	// Budget.MaxBytes.
	Bytes int64
	// Orders lists the choice points where another order changes the odds,
	// the likeliest first (only with OddsOptions.Orders).
	Orders []OrderPoint
	// OrderPoints is how many choice points with two or more abilities the
	// default battle can reach, whether or not their order matters, and
	// OrdersLeftOut how many of those that matter are not listed in Orders.
	OrderPoints, OrdersLeftOut int
}

// Odds computes the exact chances of m's battle over every outcome of every
// rock throw (the battle's "rocks:" line is ignored), each total of a throw
// weighted by the faces of the die.
//
// It runs in the calling goroutine and shares nothing mutable: call it from
// a worker goroutine to keep a UI responsive, several at once if needed (a
// Match is immutable). It looks at ctx every few hundred positions and
// returns ctx.Err() (context.Canceled or context.DeadlineExceeded) promptly
// once ctx is done. At its budget (opts.Budget) it stops with a
// *BudgetError holding lower bounds on the odds. The outcomes of the dice
// on which the battle never ends (it stops at a limit of the rules) count
// for nobody: see Chances.NeverEnds. A battle with more than MaxOddsStates
// positions fails with an error wrapping ErrTooManyStates.
func Odds(ctx context.Context, m *engine.Match, opts OddsOptions) (OddsResult, error) {
	mt, die, stop := setUp(ctx, m, opts)
	defer stop()
	sv := newSolver(mt, die)
	s := m.Start()
	if opts.Orders {
		sv.graph = true
		s.StopAtChoices(true)
	}
	root, err := sv.solveRoot(s)
	if be := (*BudgetError)(nil); errors.As(err, &be) {
		c := die.chances(be.known)
		be.Known = &c
	}
	if err != nil {
		return OddsResult{}, err
	}
	res := OddsResult{Chances: sv.die.chances(root.t), Positions: len(sv.vals), Bytes: mt.bytes}
	if opts.Orders {
		if err := sv.analyseOrders(root, opts, &res); err != nil {
			return OddsResult{}, err
		}
	}
	return res, nil
}

// setUp is the meter (the budget on ctx, Background for nil) and the
// reduced die (the battle's own unless opts gives one) of a search of m;
// stop releases the budget's timer.
func setUp(ctx context.Context, m *engine.Match, opts OddsOptions) (mt *meter, die *dieDist, stop func()) {
	d := opts.Die
	if d.Faces == nil {
		d = m.Battle.RockDie()
	}
	mt, stop = newMeter(ctx, opts.Budget)
	return mt, newDieDist(d), stop
}

// solver is one odds search: its memo of positions and its die. It is used
// by one goroutine only.
type solver struct {
	mt    *meter
	die   *dieDist
	memo  map[string]int32 // canonical key -> index in vals; -1 while being solved
	vals  []tally
	buf   []byte
	limit int
	// runaways counts the outcomes reached that never end (each stopped at
	// a limit of the rules); they count for nobody.
	runaways int

	// With graph on, the search also records, for each position, the
	// positions it leads to, for order analysis (orders.go).
	graph bool
	nodes []node

	// well, when set, solves the positions instead: the "both play well"
	// search (playwell.go), which also stops at choices of order and
	// spending. (A direct call, not a func value: a State passed through
	// one would escape to the heap.)
	well *wellSolver
}

func newSolver(mt *meter, d *dieDist) *solver {
	v := &solver{mt: mt, die: d, memo: map[string]int32{}, limit: MaxOddsStates}
	if mt.positions == nil {
		mt.positions = func() int { return len(v.vals) }
	}
	return v
}

// pos solves a position, with the "both play well" search when it is one.
func (v *solver) pos(s *engine.State) (ref, error) {
	if v.well != nil {
		return v.well.position(s)
	}
	return v.position(s)
}

// lookup finds the position s in the memo: ok when it is solved, with its
// value r. Otherwise key is its canonical key, marked as being solved: store
// its value with keep.
func (v *solver) lookup(s *engine.State) (r ref, key string, ok bool, err error) {
	if err := v.tick(); err != nil {
		return ref{}, "", false, err
	}
	v.buf = s.AppendKey(v.buf[:0])
	if i, found := v.memo[string(v.buf)]; found {
		if i < 0 {
			return ref{}, "", false, fmt.Errorf("%w: the battle can come back to a position it is in, so it may never end", engine.ErrRunaway)
		}
		return ref{t: v.vals[i], node: i}, "", true, nil
	}
	if len(v.vals) >= v.limit {
		return ref{}, "", false, fmt.Errorf("%w: more than %d positions", ErrTooManyStates, v.limit)
	}
	if err := v.mt.add(len(v.buf) + mapEntryBytes); err != nil {
		return ref{}, "", false, err
	}
	key = string(v.buf)
	v.memo[key] = -1
	return ref{}, key, false, nil
}

// keep stores t as the value of the position with canonical key key (its
// bytes counted by lookup, the value's here: over the budget, the next
// lookup fails).
func (v *solver) keep(key string, t tally) ref {
	v.mt.bytes += int64(tallyBytes(t))
	idx := int32(len(v.vals))
	v.vals = append(v.vals, t)
	v.memo[key] = idx
	return ref{t: t, node: idx}
}

// ref is the value of a state reached from a position: a decided tally or,
// with graph on, also the position (node index) it comes from; node is -1
// for a battle that ended without another throw.
type ref struct {
	t    tally
	node int32
}

// tick counts a visit, and now and then looks at the budget and reports
// progress.
func (v *solver) tick() error { return v.mt.tick() }

// solveRoot solves the start of a battle.
func (v *solver) solveRoot(s engine.State) (ref, error) {
	if err := v.mt.err(); err != nil {
		return ref{}, err
	}
	return v.solve(s)
}

// solve returns the chances of s, run on with the default order.
//
// It is kept out of line (go:noinline): inlined into its callers, as
// profile-guided optimisation does with a hot call (default.pgo), the
// State it takes (a kilobyte) moved to the heap at every call, which
// made BenchmarkOdds allocate ten times as much and run a third longer.
//
//go:noinline
func (v *solver) solve(s engine.State) (ref, error) {
	for {
		switch s.Advance(nil) {
		case engine.Over:
			return ref{t: leafTally(s.Result()), node: -1}, nil
		case engine.Failed:
			if errors.Is(s.Err(), engine.ErrRunaway) {
				// An outcome that never ends is an outcome of its own:
				// it adds to none of the three chances (see NeverEnds).
				v.runaways++
				return ref{node: -1}, nil
			}
			return ref{}, s.Err()
		case engine.NeedOrder, engine.NeedSpend:
			if v.graph || v.well != nil {
				return v.pos(&s)
			}
		case engine.NeedRoll:
			return v.pos(&s)
		}
	}
}

// position solves a state stopped at a throw (or, with graph on, at a
// choice of order), merging it with every equal state seen before.
func (v *solver) position(s *engine.State) (ref, error) {
	known, key, ok, err := v.lookup(s)
	if ok || err != nil {
		return known, err
	}
	var t tally
	var nd node
	if s.Status() == engine.NeedOrder {
		r, err := v.solve(*s)
		if err != nil {
			return ref{}, err
		}
		t = r.t
		st := *s
		nd = node{kids: []edge{{to: r.node, t: r.t}}, choice: true, state: &st}
	} else {
		n := throwDice(s)
		terms := v.die.throw(n)
		kids := make([]tally, len(terms))
		var edges []edge
		if v.graph {
			edges = make([]edge, len(terms))
		}
		for j, tm := range terms {
			c := *s
			if err := c.ApplyThrow(tm.total, nil, nil); err != nil {
				return ref{}, err
			}
			r, err := v.solve(c)
			if err != nil {
				return ref{}, v.partial(err, n, terms, kids, j)
			}
			kids[j] = r.t
			if v.graph {
				edges[j] = edge{to: r.node, w: tm.wBig, t: r.t}
			}
		}
		t = v.die.combine(n, terms, kids)
		nd = node{kids: edges, dice: n}
	}
	if v.graph {
		v.nodes = append(v.nodes, nd)
		v.mt.bytes += int64(unsafe.Sizeof(nd)) + int64(len(nd.kids))*int64(unsafe.Sizeof(edge{}))
		if nd.state != nil {
			v.mt.bytes += int64(unsafe.Sizeof(*nd.state))
		}
	}
	return v.keep(key, t), nil
}

// partial passes on err, the error of kid j of a throw of n dice; when it
// is a budget error, what is known of this throw becomes its known odds:
// the kids before j, what is known of kid j, and nothing of the others.
// (The "both play well" search knows nothing before it ends: the best
// choice is not known.)
func (v *solver) partial(err error, n int, terms []term, kids []tally, j int) error {
	var be *BudgetError
	if !errors.As(err, &be) || v.well != nil {
		return err
	}
	kids[j] = be.known
	clear(kids[j+1:])
	be.known = v.die.combine(n, terms, kids)
	return err
}

// node is a position of the search graph (order analysis only).
type node struct {
	kids   []edge
	dice   int           // a throw of this many dice; 0 at a choice of order
	choice bool          // a choice of order: kids[0] is the default order's
	state  *engine.State // the state, at a choice of order
}

// edge leads from a position to the next one (to is -1 for a battle that
// ended): w is the weight of the throw total (over q^dice), t its chances.
type edge struct {
	to int32
	w  *big.Int
	t  tally
}
