package session

import (
	"bytes"
	"math/rand/v2"

	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Doc is the handle of one kept document whose value changes by moves:
// named, serialisable changes of type M that its game applies to a value of
// type V. Everything the screens do with a game goes through its Doc: Do a
// move, Undo and Redo, read the Value (never changed once handed out: a
// move makes a new value), hear of changes (Subscribe), and Reset or End
// the game. A Doc is safe for concurrent use.
//
// The session holds one Doc per game: Game (the game tracker, with the
// app's side in a game against the app), Tableau, Exercise and Automa.
type Doc[V, M any] struct {
	d     *document[V]
	c     Change // what the session's subscribers hear
	rules moves[V, M]
}

// moves is what a Doc knows of its game's moves.
type moves[V, M any] struct {
	// apply is the game's one pure function: the value m makes of v, or
	// the players' reason the rules refuse it; v is left as it was.
	apply func(v V, m M) (V, error)
	// words say what m did, for the value it made: the label of its undo
	// step ("Ana placed Ant in space 2").
	words func(m M, next V) string
	// draw settles m's chance (shuffles, draws, a random first player)
	// from the session's random source before m is applied, so applying it
	// is pure and a replay makes the same value; nil when no move needs
	// chance.
	draw func(m M, rng *rand.Rand) M
	// note says m is part of the step before it (what the players enter
	// beside a move: Undo takes it back with that move), not a step of its
	// own; nil when every move is a step.
	note func(m M) bool
	// end is the move that puts the game away at a live table, where End
	// sends it to the hub; nil when the table's hub alone ends the game.
	end func() M
}

// newDoc is the handle of d, whose changes the session's subscribers hear
// as c.
func newDoc[V, M any](d *document[V], c Change, rules moves[V, M]) *Doc[V, M] {
	return &Doc[V, M]{d: d, c: c, rules: rules}
}

// Do applies move m to the value, as one step Undo can take back, labelled
// with the move's words (or, for a move its game counts as part of the
// step before, taken back with that step); it is saved and the
// subscribers hear of it once.
// A move the rules refuse returns their reason and changes nothing: not
// the value, not the steps, not the save. A move that needs chance gets it
// from the session's random source first.
//
// At a live table (JoinTable) the move is sent to the table's hub instead,
// and Do returns once it is sent (link.ErrOffline while the hub is lost):
// the hub's value comes back when it is played, its refusal as the
// session's TableStatus.
func (h *Doc[V, M]) Do(m M) error {
	if t, name, rev := h.d.bound(); t != nil {
		return sendMove(t, name, rev, m)
	}
	return h.do(m, "")
}

// do applies move m as Do does, made on player by's phone at a live table
// (by "": on this device), which its step's words then name.
func (h *Doc[V, M]) do(m M, by string) error {
	if h.rules.draw != nil {
		m = h.rules.draw(m, h.d.s.rng)
	}
	mode := asStep
	if h.rules.note != nil && h.rules.note(m) {
		mode = asNote
	}
	return h.d.apply(h.c, func(v V) (V, string, error) {
		next, err := h.rules.apply(v, m)
		if err != nil {
			var none V
			return none, "", err
		}
		return next, h.rules.words(m, next) + words.OnPhone(by), nil
	}, mode)
}

// Value is the value as it is now; it is never changed (a move makes a
// new one), so it may be kept and read from any goroutine.
func (h *Doc[V, M]) Value() V { return h.d.get() }

// Heard reports whether, at a live table, the table's hub has sent the
// document's value since the phone joined (before, it shows empty);
// false at no table.
func (h *Doc[V, M]) Heard() bool {
	t, _, rev := h.d.bound()
	return t != nil && rev > 0
}

// Steps says what Undo and Redo would do, with their steps' words.
func (h *Doc[V, M]) Steps() Steps { return h.d.steps() }

// Undo takes back the last step; with none, it says so and changes
// nothing.
// At a live table it is sent to the hub, as Do's moves are.
func (h *Doc[V, M]) Undo() error { return h.step(false) }

// Redo does the last step undone again; with none, it says so and changes
// nothing.
func (h *Doc[V, M]) Redo() error { return h.step(true) }

// step is Undo (redo false) or Redo, sent to the table's hub when the
// document is bound to one.
func (h *Doc[V, M]) step(redo bool) error {
	if t, name, rev := h.d.bound(); t != nil {
		return t.send(wire.Undo(0, name, rev, redo))
	}
	return h.d.back(h.c, !redo)
}

// Reset ends the game for good: no value, no steps, and its save removed.
func (h *Doc[V, M]) Reset() { h.d.reset(h.c) }

// End puts the game away, as one step Undo can take back; with no game,
// it says so and changes nothing. At a live table it sends the game's move
// that puts it away to the hub (ErrTableGame when the game has none).
func (h *Doc[V, M]) End() error {
	if t, _, _ := h.d.bound(); t != nil && h.rules.end != nil {
		return h.Do(h.rules.end())
	}
	return h.d.change(h.c, func(v V) (V, string, error) {
		var none V
		data, err := h.d.k.encode(v)
		if err == nil && bytes.Equal(data, h.d.emptyData()) {
			return none, "", problemf("there is no %s to put away", h.d.k.what)
		}
		return none, "putting the game away", err
	})
}

// Subscribe calls f after every change of this document (a move, an undo,
// a redo, a reset), once, on the goroutine that made it. The returned
// function stops the calls.
func (h *Doc[V, M]) Subscribe(f func()) (cancel func()) { return h.d.subscribe(f) }
