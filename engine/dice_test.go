package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScriptedDice(t *testing.T) {
	th := Throw{Dice: 2, SourceName: "Dolphin", TargetName: "Otter"}
	d := Script([]int{1, 2}, nil)
	v, err := d.Roll(th, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, v)
	f := d.Fork()
	v, _ = d.Roll(th, 1)
	assert.Equal(t, 2, v)
	_, err = d.Roll(th, 1)
	assert.ErrorIs(t, err, ErrOutOfRocks)
	assert.ErrorContains(t, err, "Dolphin throws 2 rocks at Otter needs die 2 of 2")
	v, err = f.Roll(th, 1)
	require.NoError(t, err)
	assert.Equal(t, 2, v, "the fork goes on from where it was made")
	d.Reset()
	assert.Equal(t, 0, d.Used())

	// Running out falls through to Then; a fork of an asking source cannot ask.
	asked := 0
	ask := NewAskDice(DefaultDie(), func(q DieQuestion) (int, error) {
		asked++
		assert.Equal(t, "Dolphin throws 2 rocks at Otter: die 2 of 2 (0-2)?", q.String())
		return 2, nil
	})
	d = Script([]int{0}, ask)
	_, _ = d.Roll(th, 0)
	v, err = d.Roll(th, 1)
	require.NoError(t, err)
	assert.Equal(t, 2, v)
	assert.Equal(t, 1, asked)
	_, err = d.Fork().Roll(th, 1)
	assert.ErrorIs(t, err, ErrCannotFork)
	_, err = ForkDice(ask).Roll(th, 1)
	assert.ErrorIs(t, err, ErrCannotFork)
}

func TestAskDiceChecksFaces(t *testing.T) {
	d := NewAskDice(DefaultDie(), func(DieQuestion) (int, error) { return 3, nil })
	_, err := d.Roll(Throw{Dice: 1}, 0)
	assert.ErrorContains(t, err, "3 is not a face of the rock die (0 0 1 1 2 2)")
	boom := errors.New("boom")
	d = NewAskDice(DefaultDie(), func(DieQuestion) (int, error) { return 0, boom })
	_, err = d.Roll(Throw{Dice: 1}, 0)
	assert.ErrorIs(t, err, boom)
}

func TestSeededDice(t *testing.T) {
	die := DefaultDie()
	a, b := NewSeededDice(die, 42), NewSeededDice(die, 42)
	r := NewRand(42)
	for i := range 50 {
		x, _ := a.Roll(Throw{}, i)
		y, _ := b.Roll(Throw{}, i)
		assert.Equal(t, x, y)
		assert.Equal(t, die.Roll(r), x, "the same rolls as NewRand(seed)")
	}
	f := a.Fork()
	for i := range 20 {
		x, _ := a.Roll(Throw{}, i)
		y, _ := f.Roll(Throw{}, i)
		assert.Equal(t, x, y)
	}
}
