package battleui

import (
	"context"
	"iter"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// This file is the battle settled with "Use the dice we rolled" (the
// resolver asks for each die): the battle stops at each die it needs, keeps its state, and goes
// on from there when the die is tapped, at once and on the UI goroutine. The engine takes
// microseconds from one die to the next (4 ms at most over 20,000 random
// battles), where a round trip through a goroutine and fyne.Do took a
// frame or two, seconds in a busy browser; so the die buttons stay put,
// and every tap counts, in order.

// askRun is one battle being settled asking for its dice. It plays on a
// coroutine (iter.Pull) that stops at each die question: next goes on to
// the next question, or to the end. Each battle has its own, which its die
// buttons keep, so a tap on a stopped battle's button never reaches the
// next battle.
type askRun struct {
	m    *engine.Match
	next func() (engine.DieQuestion, bool)
	stop func()

	answer int                // the die tapped, which the battle takes when it goes on
	q      engine.DieQuestion // the question on show
	dice   []int              // the dice of q's throw given so far
	over   bool               // the battle has ended, or was stopped

	// The battle as played so far; once over, to its end, and why it
	// stopped (nil when it ended with a result).
	st  settled
	err error
}

// newAskRun readies the battle of m, to be played with its first next.
func newAskRun(m *engine.Match) *askRun {
	r := &askRun{m: m}
	r.next, r.stop = iter.Pull(r.play)
	return r
}

// play plays the battle, handing over each die question with yield; when
// yield returns false (Stop) the battle stops with errCancelled.
func (r *askRun) play(yield func(engine.DieQuestion) bool) {
	ask := engine.NewAskDice(r.m.Battle.RockDie(), func(q engine.DieQuestion) (int, error) {
		if !yield(q) {
			return 0, errCancelled
		}
		return r.answer, nil
	})
	var lg engine.Log
	r.st.res, r.err = r.m.ResolveWatched(r.m.Dice(ask), &lg, func(e engine.Entry, state *engine.State) {
		r.st.steps = append(r.st.steps, step{entry: e, state: *state})
	})
}

// advance plays on to the next die question and reports whether there is
// one; without one the battle is over.
func (r *askRun) advance() bool {
	q, ok := r.next()
	if !ok {
		r.over = true
		return false
	}
	if q.Die == 0 {
		r.dice = r.dice[:0]
	}
	r.q = q
	return true
}

// start plays the battle to its first die question (a job of the Battle
// screen's asking task, off the UI goroutine). A battle dropped or stopped
// meanwhile is stopped, and ends with errCancelled.
func (r *askRun) start(ctx context.Context) (bool, error) {
	more := r.advance()
	if ctx.Err() != nil {
		r.halt()
		return false, errCancelled
	}
	return more, nil
}

// give answers the question on show with rocks and plays on to the next
// question; it reports whether there is one.
func (r *askRun) give(rocks int) bool {
	r.answer = rocks
	r.dice = append(r.dice, rocks)
	return r.advance()
}

// halt stops the battle where it waits: it ends with errCancelled.
func (r *askRun) halt() {
	r.stop()
	r.over = true
	r.err = errCancelled
}

// soFar says the dice of the throw on show given so far, "" before the
// first: "So far: 0 + 1".
func (r *askRun) soFar() string {
	if len(r.dice) == 0 {
		return ""
	}
	parts := make([]string, len(r.dice))
	for i, d := range r.dice {
		parts[i] = strconv.Itoa(d)
	}
	return "So far: " + strings.Join(parts, " + ")
}

// askBattle settles the battle of m asking for each die: it plays off the
// UI goroutine to the first die question, and from then on each die
// tapped plays on at once.
func (s *Screen) askBattle(m *engine.Match) {
	run := newAskRun(m)
	s.asking = run
	// A button for each face of the battle's die, made once a battle (hidden
	// until the first question), so a finger tapping the next die finds the
	// same buttons in the same place.
	s.askFaces.RemoveAll()
	for _, f := range slices.Compact(slices.Sorted(slices.Values(m.Battle.RockDie().Faces))) {
		s.askFaces.Add(widget.NewButton(words.Count(f, "rock", "rocks"), func() { s.answer(run, f) }))
	}
	s.askStart.Start(func(ctx context.Context, _ kit.Reporter) (bool, error) {
		return run.start(ctx)
	}, func(more bool, err error) { s.asked(run, more, err) })
}

// asked shows run's question on show, or, when there is none, the battle
// as settled or why it stopped.
func (s *Screen) asked(run *askRun, more bool, err error) {
	if s.asking != run {
		return
	}
	if err != nil || !more {
		s.asking = nil
		if err == nil {
			err = run.err
		}
		s.finished(run.m, run.st, err)
		return
	}
	s.showDie(run)
}

// showDie shows the question of run on show, with the die's buttons.
// Nothing is working meanwhile: the busy bar stops.
func (s *Screen) showDie(run *askRun) {
	s.busyBar.Hide()
	s.askText.SetText(run.q.String())
	s.askText.Show()
	if so := run.soFar(); so != "" {
		s.askDice.SetText(so)
		s.askDice.Show()
	} else {
		s.askDice.Hide()
	}
	s.askFaces.Show()
	if s.onAsk != nil {
		s.onAsk()
	}
}

// answer gives the die the user tapped to run's battle, which plays on to
// its next question at once, or to its end. A button of a battle that was
// stopped, or has ended, does nothing.
func (s *Screen) answer(run *askRun, rocks int) {
	if s.asking != run || run.over {
		return
	}
	s.asked(run, run.give(rocks), nil)
}

// stopAsking stops the battle waiting for a die, if any, and says so; it
// reports whether there was one.
func (s *Screen) stopAsking() bool {
	run := s.asking
	if run == nil || s.askStart.Busy() {
		return false
	}
	run.halt()
	s.asked(run, false, errCancelled)
	return true
}
