package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
)

// Dice gives the results of rock dice. Resolution asks it for each die of a
// throw in turn; only the throw's total matters to the rules. An error stops
// the battle with that error.
type Dice interface {
	// Roll returns the rocks on die i (0-based) of throw t.
	Roll(t Throw, i int) (int, error)
}

// Forker is a Dice that can be copied: the copy gives the same results from
// here on, independently of the original. Resolve uses it to replay other
// orders of abilities.
type Forker interface {
	Dice
	Fork() Dice
}

// ForkDice returns an independent copy of d, or, when d cannot be copied, a
// source that fails with ErrCannotFork.
func ForkDice(d Dice) Dice {
	if f, ok := d.(Forker); ok {
		return f.Fork()
	}
	return noDice{}
}

// noDice fails every roll with ErrCannotFork.
type noDice struct{}

// Roll fails with ErrCannotFork.
func (noDice) Roll(Throw, int) (int, error) { return 0, ErrCannotFork }

// Fork returns another noDice.
func (noDice) Fork() Dice { return noDice{} }

// ScriptedDice gives fixed results in order, such as a battle's "rocks:"
// line; when they run out it asks Then, or fails with ErrOutOfRocks when Then
// is nil.
type ScriptedDice struct {
	rocks []int
	next  int
	// Then gives the results after the script runs out; nil means none.
	Then Dice
}

// Script returns a ScriptedDice giving rocks in order, then asking then (which
// may be nil).
func Script(rocks []int, then Dice) *ScriptedDice {
	return &ScriptedDice{rocks: rocks, Then: then}
}

// Roll returns the next scripted result.
func (d *ScriptedDice) Roll(t Throw, i int) (int, error) {
	if d.next < len(d.rocks) {
		d.next++
		return d.rocks[d.next-1], nil
	}
	if d.Then != nil {
		return d.Then.Roll(t, i)
	}
	return 0, fmt.Errorf("%w: %s needs die %d of %d and the rocks: line has no more results (it gave %d)", ErrOutOfRocks, t, i+1, t.Dice, len(d.rocks))
}

// Used returns how many scripted results have been given.
func (d *ScriptedDice) Used() int { return d.next }

// Reset starts the script again from its first result.
func (d *ScriptedDice) Reset() { d.next = 0 }

// Fork returns a copy at the same place in the script; Then is forked too.
func (d *ScriptedDice) Fork() Dice {
	c := *d
	if d.Then != nil {
		c.Then = ForkDice(d.Then)
	}
	return &c
}

// SeededDice rolls a die with a seeded random source: the same seed gives the
// same results (the same as engine.NewRand(seed) with Die.Roll).
type SeededDice struct {
	die Die
	src rand.PCG
	r   *rand.Rand
}

// NewSeededDice returns dice that roll die with a generator seeded by seed.
func NewSeededDice(die Die, seed uint64) *SeededDice {
	d := &SeededDice{die: die, src: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
	d.r = rand.New(&d.src)
	return d
}

// Roll rolls the die once.
func (d *SeededDice) Roll(Throw, int) (int, error) { return d.die.Roll(d.r), nil }

// Fork returns a copy that rolls the same results from here on.
func (d *SeededDice) Fork() Dice {
	c := &SeededDice{die: d.die, src: d.src}
	c.r = rand.New(&c.src)
	return c
}

// DieQuestion is what a callback dice source is asked: one die of a throw.
type DieQuestion struct {
	Throw Throw
	Die   int // 0-based
	Faces []int
}

// String writes the question, e.g.
// "Dolphin throws 3 rocks at Mosquito: die 1 of 3 (0-2)?".
func (q DieQuestion) String() string {
	lo, hi := 0, 0
	if len(q.Faces) > 0 {
		lo, hi = slices.Min(q.Faces), slices.Max(q.Faces)
	}
	return q.Throw.String() + ": die " + strconv.Itoa(q.Die+1) + " of " + strconv.Itoa(q.Throw.Dice) +
		" (" + strconv.Itoa(lo) + "-" + strconv.Itoa(hi) + ")?"
}

// AskDice asks a callback for every die, as the app does when the user rolls
// real dice. It cannot be forked: its fork fails with ErrCannotFork.
type AskDice struct {
	die Die
	ask func(DieQuestion) (int, error)
}

// NewAskDice returns dice that call ask for each die of die. An answer that
// is not a face of die is an error.
func NewAskDice(die Die, ask func(DieQuestion) (int, error)) *AskDice {
	return &AskDice{die: die, ask: ask}
}

// Roll asks the callback.
func (d *AskDice) Roll(t Throw, i int) (int, error) {
	v, err := d.ask(DieQuestion{Throw: t, Die: i, Faces: d.die.Faces})
	if err != nil {
		return 0, err
	}
	if !slices.Contains(d.die.Faces, v) {
		return 0, fmt.Errorf("%d is not a face of the rock die (%s)", v, d.die)
	}
	return v, nil
}
