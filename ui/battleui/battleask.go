package battleui

import (
	"context"
	"iter"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// This file is the battle being settled off the UI goroutine, under the
// set-up (busyRow): with rolled dice, or with "Use the dice we rolled" (the
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
	r.st.rocks = append(r.st.rocks, rocks)
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

// settled is a battle played to its end: every step and the result, and
// the dice the players gave it when it asked for them.
type settled struct {
	steps []step
	res   engine.Result
	rocks []int
}

// busyRow settles the set-up's battle off the UI goroutine, with rolled
// dice or asking for each die, and shows it under the set-up meanwhile:
// the busy bar while the app works, the die question with a button for
// each face while the battle waits for a die, and Stop. The odds show
// their progress in its question's place.
type busyRow struct {
	rng  *rand.Rand // the seed of the rolled dice
	done func(m *engine.Match, st settled, err error)

	busy     *fyne.Container
	busyBar  *widget.ProgressBarInfinite // shown while the app works, not while it waits for a die
	askText  *kit.WrapLabel              // the die question, or the odds' progress
	askDice  *kit.WrapLabel              // the dice of the throw given so far
	askFaces *fyne.Container             // a button for each face of the die
	settling kit.Task[settled]           // the battle being played with rolled dice
	askStart kit.Task[bool]              // the battle asking for its dice, played to its first die
	asking   *askRun                     // the battle waiting for dice, if any
	onAsk    func()                      // called once a die question is on show (tests wait on it)
}

// newBusyRow builds the row, hidden; rng seeds the rolled dice, stop is
// its Stop button's, and done hears each battle settled, or why it
// stopped.
func newBusyRow(rng *rand.Rand, stop func(), done func(m *engine.Match, st settled, err error)) *busyRow {
	r := &busyRow{rng: rng, done: done}
	r.askText = kit.NewWrapLabel("")
	r.askText.TextStyle.Bold = true
	r.askDice = kit.NewWrapLabel("")
	r.askFaces = kit.NewFitGrid(3)
	stopBtn := widget.NewButtonWithIcon("Stop", theme.CancelIcon(), stop)
	r.busyBar = widget.NewProgressBarInfinite()
	r.busy = container.NewVBox(r.busyBar, r.askText, r.askDice, r.askFaces, kit.Tall(stopBtn))
	r.busy.Hide()
	return r
}

// working shows the row with its busy bar alone: the app works.
func (r *busyRow) working() {
	r.askText.Hide()
	r.askDice.Hide()
	r.askFaces.Hide()
	r.busyBar.Show()
	r.busy.Show()
}

// idle hides the row: nothing is being settled.
func (r *busyRow) idle() {
	r.busy.Hide()
	r.askText.Hide()
}

// wait blocks until the battle being settled has finished (rolled dice)
// or reached its first die (asked dice).
func (r *busyRow) wait() {
	r.settling.Wait()
	r.askStart.Wait()
}

// cancel cancels the battle being played with rolled dice, or to its
// first die.
func (r *busyRow) cancel() {
	r.askStart.Cancel()
	r.settling.Cancel()
}

// playBattle plays the battle of m off the UI goroutine with rolled dice.
func (r *busyRow) playBattle(m *engine.Match) { r.playSeeded(m, r.rng.Uint64()) }

// playSeeded plays the battle of m off the UI goroutine with the dice
// rolled from seed: the same seed plays the same battle on every phone.
func (r *busyRow) playSeeded(m *engine.Match, seed uint64) {
	r.settling.Start(func(context.Context, kit.Reporter) (settled, error) {
		var lg engine.Log
		var st settled
		var err error
		dice := engine.NewSeededDice(m.Battle.RockDie(), seed)
		st.res, err = m.ResolveWatched(m.Dice(dice), &lg, func(e engine.Entry, state *engine.State) {
			st.steps = append(st.steps, step{entry: e, state: *state})
		})
		return st, err
	}, func(st settled, err error) { r.done(m, st, err) })
}

// askBattle settles the battle of m asking for each die: it plays off the
// UI goroutine to the first die question, and from then on each die
// tapped plays on at once.
func (r *busyRow) askBattle(m *engine.Match) {
	run := newAskRun(m)
	r.asking = run
	// A button for each face of the battle's die, made once a battle (hidden
	// until the first question), so a finger tapping the next die finds the
	// same buttons in the same place.
	r.askFaces.RemoveAll()
	for _, f := range slices.Compact(slices.Sorted(slices.Values(m.Battle.RockDie().Faces))) {
		r.askFaces.Add(widget.NewButton(words.Count(f, "rock", "rocks"), func() { r.answer(run, f) }))
	}
	r.askStart.Start(func(ctx context.Context, _ kit.Reporter) (bool, error) {
		return run.start(ctx)
	}, func(more bool, err error) { r.asked(run, more, err) })
}

// asked shows run's question on show, or, when there is none, the battle
// as settled or why it stopped.
func (r *busyRow) asked(run *askRun, more bool, err error) {
	if r.asking != run {
		return
	}
	if err != nil || !more {
		r.asking = nil
		if err == nil {
			err = run.err
		}
		r.done(run.m, run.st, err)
		return
	}
	r.showDie(run)
}

// showDie shows the question of run on show, with the die's buttons.
// Nothing is working meanwhile: the busy bar stops.
func (r *busyRow) showDie(run *askRun) {
	r.busyBar.Hide()
	r.askText.SetText(run.q.String())
	r.askText.Show()
	if so := run.soFar(); so != "" {
		r.askDice.SetText(so)
		r.askDice.Show()
	} else {
		r.askDice.Hide()
	}
	r.askFaces.Show()
	if r.onAsk != nil {
		r.onAsk()
	}
}

// answer gives the die the user tapped to run's battle, which plays on to
// its next question at once, or to its end. A button of a battle that was
// stopped, or has ended, does nothing.
func (r *busyRow) answer(run *askRun, rocks int) {
	if r.asking != run || run.over {
		return
	}
	r.asked(run, run.give(rocks), nil)
}

// stopAsking stops the battle waiting for a die, if any, and says so; it
// reports whether there was one.
func (r *busyRow) stopAsking() bool {
	run := r.asking
	if run == nil || r.askStart.Busy() {
		return false
	}
	run.halt()
	r.asked(run, false, errCancelled)
	return true
}
