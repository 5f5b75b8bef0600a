package rockdie

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDefaultDie(t *testing.T) {
	assert.Equal(t, []int{0, 0, 1, 1, 2, 2}, DefaultDie().Faces)
	assert.Equal(t, "0 0 1 1 2 2", DefaultDie().String())
	d := DefaultDie()
	d.Faces[0] = 9
	assert.Equal(t, 0, DefaultDie().Faces[0], "each call returns a fresh die")
}

func TestParseDie(t *testing.T) {
	tests := []struct {
		in   string
		want []int
	}{
		{"0 0 1 1 2 2", []int{0, 0, 1, 1, 2, 2}},
		{"  3\t1  ", []int{3, 1}},
		{"9", []int{9}},
		{strings.Repeat("1 ", MaxDieFaces), []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			d, err := ParseDie(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, d.Faces)
			back, err := ParseDie(d.String())
			require.NoError(t, err)
			assert.Equal(t, d, back, "ParseDie reads String back")
		})
	}
}

func TestParseDieErrors(t *testing.T) {
	tests := []struct {
		in, msg string
	}{
		{"", `die has no faces (write them like "0 0 1 1 2 2")`},
		{"   ", `die has no faces (write them like "0 0 1 1 2 2")`},
		{strings.Repeat("1 ", MaxDieFaces+1), "die has 21 faces; at most 20"},
		{"0 1 x", `die face 3 is "x"; want a whole number of rocks from 0 to 9`},
		{"0 -1", `die face 2 is "-1"; want a whole number of rocks from 0 to 9`},
		{"10", `die face 1 is "10"; want a whole number of rocks from 0 to 9`},
		{"1.5", `die face 1 is "1.5"; want a whole number of rocks from 0 to 9`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			d, err := ParseDie(tt.in)
			require.Error(t, err)
			assert.Equal(t, Die{}, d)
			var de *Error
			require.True(t, errors.As(err, &de), "the error is an *Error")
			assert.Equal(t, tt.msg, de.Msg)
			assert.Equal(t, "rockdie: "+tt.msg, err.Error())
		})
	}
}

func TestRoll(t *testing.T) {
	d := Die{Faces: []int{0, 3, 7}}
	r := NewRand(1)
	seen := map[int]bool{}
	for range 200 {
		v := d.Roll(r)
		assert.Contains(t, d.Faces, v)
		seen[v] = true
	}
	assert.Len(t, seen, 3, "every face comes up")
	assert.Equal(t, 5, Die{Faces: []int{5}}.Roll(r), "a one-faced die always shows its face")
}

func TestRollNRepeats(t *testing.T) {
	d := DefaultDie()
	a := d.RollN(NewRand(42), 10)
	b := d.RollN(NewRand(42), 10)
	require.Len(t, a, 10)
	assert.Equal(t, a, b, "the same seed gives the same rolls")
	r := NewRand(42)
	for i, v := range a {
		assert.Equal(t, d.Roll(r), v, "die %d: RollN rolls one die after another", i+1)
	}
	assert.Empty(t, d.RollN(NewRand(1), 0))
}
