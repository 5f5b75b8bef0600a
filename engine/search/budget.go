package search

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"
)

// This file is the budget of a search (issue 16): odds, order analysis,
// "if both play well" and best orders stop at a time and memory budget with
// a clear message and what is known so far, and tell how far they got now
// and then. The memory counted is that of the search's tables (its
// positions, their keys and values), in bytes, not a count of positions.

// Budget bounds a search. The zero Budget has no limits but the context's
// and MaxOddsStates.
type Budget struct {
	// MaxTime stops the search after this long (0: no limit).
	MaxTime time.Duration
	// MaxBytes stops the search when its tables would take more memory
	// than this (0: no limit). The process may use up to about twice as
	// much while Go's garbage collector catches up.
	MaxBytes int64
	// MaxPositions stops the search once it has looked at this many
	// positions (0: no limit). Unlike MaxTime it stops at the same point
	// on every machine, however fast or busy: the app's own player thinks
	// within it, so that it plays alike on a phone and on a laptop.
	MaxPositions int64
	// Progress, when not nil, is told now and then how far the search got,
	// in the search's goroutine.
	Progress func(Progress)
}

// Progress is how far a search got.
type Progress struct {
	Positions int           // positions solved so far
	Bytes     int64         // memory its tables take, as counted for MaxBytes
	Elapsed   time.Duration // since the search started
	Budget    Budget        // its limits, to show "3 s of at most 10 s"
}

// ErrBudget is wrapped by the error of a search stopped at its budget (see
// BudgetError).
var ErrBudget = errors.New("the search reached its budget")

// BudgetError is the error of a search stopped at its time or memory
// budget, with what is known so far.
type BudgetError struct {
	// Memory is true when the memory budget stopped it.
	Memory bool
	// Work is true when the work budget (MaxPositions) stopped it. A
	// BudgetError that is neither was stopped by the time budget.
	Work bool
	// OrdersLeft is true when the search stopped while it was choosing
	// the order of a player's simultaneous abilities: "both play well"
	// (and Best's search of an order that meets a choice) solving the
	// orders of a choice, or any search walking the orders of more than 5
	// abilities. Not every order was tried, so no best order is known
	// there.
	OrdersLeft bool
	Budget     Budget
	// Known are lower bounds on the odds (Odds only, else nil): the
	// chances of the outcomes worked out before the search stopped. The
	// rest, 1 minus their sum, is not known; NeverEnds gives it.
	Known *Chances
	// Tried and Total are how many orders Best ranked before it stopped,
	// of how many (Best only, else 0).
	Tried, Total int

	known tally // Known while the search unwinds
}

func (e *BudgetError) Error() string {
	s := e.Stopped()
	if e.OrdersLeft {
		s += " while choosing the order of simultaneous abilities: " + OrdersLeftWords
	}
	switch {
	case e.Known == nil:
	case !e.KnowsOdds():
		s += "; too few outcomes were worked out by then to say anything of the odds"
	default:
		s += "; so far A wins at least " + Round4(e.Known.A) + ", B at least " + Round4(e.Known.B) +
			", a draw at least " + Round4(e.Known.Draw)
	}
	if e.Total > 0 {
		s += fmt.Sprintf("; %d of %d orders tried", e.Tried, e.Total)
	}
	return s
}

// OrdersLeftWords is what a BudgetError with OrdersLeft says of the
// orders, in the commands' and the app's words.
const OrdersLeftWords = "not every order was tried"

// Stopped says which budget stopped the search: "stopped at the time budget
// (10s)", "stopped at the memory budget (512 MB)" or "stopped at the work
// budget (200000 positions)".
func (e *BudgetError) Stopped() string {
	switch {
	case e.Memory:
		return "stopped at the memory budget (" + MegaBytes(e.Budget.MaxBytes) + ")"
	case e.Work:
		return fmt.Sprintf("stopped at the work budget (%d positions)", e.Budget.MaxPositions)
	}
	return "stopped at the time budget (" + e.Budget.MaxTime.String() + ")"
}

// KnowsOdds reports whether Known says anything worth showing: outcomes
// worth at least 0.0001 were worked out.
func (e *BudgetError) KnowsOdds() bool {
	return e.Known != nil && e.Known.NeverEnds().Cmp(big.NewRat(9999, 10000)) <= 0
}

// Unwrap makes errors.Is(err, ErrBudget) true.
func (e *BudgetError) Unwrap() error { return ErrBudget }

// MegaBytes writes n bytes as "512 MB" (1 MB = 1<<20 bytes), or "40 KB"
// below 1 MB.
func MegaBytes(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d MB", n>>20)
}

// progressEvery is how many visits a search makes between progress
// reports.
const progressEvery = 8 * ctxEvery

// yieldEvery is how many visits a search makes between its turns given
// to the rest of the program (yield): in the browser build, where
// WebAssembly runs one goroutine at a time and none is ever interrupted,
// about every 60 ms of a phone's search, so that the page still answers
// taps while the coach thinks.
const yieldEvery = 32 * ctxEvery

// meter keeps a search within its budget: it looks at the context, counts
// the bytes of the search's tables and reports progress. One meter may be
// shared by the searches of one Best.
type meter struct {
	ctx    context.Context
	budget Budget
	start  time.Time
	// deadline is when the time budget runs out (with MaxTime).
	deadline time.Time
	bytes    int64
	visits   int64
	// positions, when not nil, counts the positions solved for progress.
	positions func() int
}

// newMeter starts a budget on ctx; cancel releases its timer.
func newMeter(ctx context.Context, b Budget) (m *meter, cancel func()) {
	if ctx == nil {
		ctx = context.Background()
	}
	m = &meter{budget: b, start: time.Now()}
	cancel = func() {}
	if b.MaxTime > 0 {
		m.deadline = m.start.Add(b.MaxTime)
		ctx, cancel = context.WithDeadline(ctx, m.deadline)
	}
	m.ctx = ctx
	return m, cancel
}

// err is the context's error, a *BudgetError when the time budget ran out.
func (m *meter) err() error {
	err := m.ctx.Err()
	if errors.Is(err, context.DeadlineExceeded) && m.budget.MaxTime > 0 && !time.Now().Before(m.deadline) {
		return &BudgetError{Budget: m.budget}
	}
	return err
}

// tick counts a visit, past the work budget it fails; now and then it
// looks at the context and reports progress.
func (m *meter) tick() error {
	m.visits++
	if m.budget.MaxPositions > 0 && m.visits > m.budget.MaxPositions {
		return &BudgetError{Work: true, Budget: m.budget}
	}
	if m.visits%ctxEvery != 0 {
		return nil
	}
	if m.visits%yieldEvery == 0 {
		yield()
	}
	if m.budget.Progress != nil && m.visits%progressEvery == 0 {
		p := Progress{Bytes: m.bytes, Elapsed: time.Since(m.start), Budget: m.budget}
		if m.positions != nil {
			p.Positions = m.positions()
		}
		m.budget.Progress(p)
	}
	return m.err()
}

// add counts n more bytes kept; past the memory budget it fails.
func (m *meter) add(n int) error {
	m.bytes += int64(n)
	if m.budget.MaxBytes > 0 && m.bytes > m.budget.MaxBytes {
		return &BudgetError{Memory: true, Budget: m.budget}
	}
	return nil
}

// Rough sizes of what the searches keep, for the memory budget: a map
// entry with a string key (besides the key's bytes), and a value's extra
// words when its numbers outgrow uint64.
const (
	mapEntryBytes = 64
	bigTallyBytes = 3 * 48
)

// tallyBytes is the memory a kept tally takes.
func tallyBytes(t tally) int {
	n := 40
	if t.big != nil {
		n += bigTallyBytes
		for j := range t.big {
			n += 8 * len(t.big[j].Bits())
		}
	}
	return n
}
