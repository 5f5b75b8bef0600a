package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The state comparison, by memory and eight bytes at a time, agrees with Go's == on every
// pair of states of a battle played through every total of its first
// throws, and tells apart states that differ in one field only.
func TestSameStateAgreesWithEquality(t *testing.T) {
	m := matchText(t, benchBattle)
	var states []State
	var walk func(s State, depth int)
	walk = func(s State, depth int) {
		states = append(states, s)
		if depth == 3 || s.Advance(nil) != NeedRoll {
			states = append(states, s)
			return
		}
		for total := range 3 {
			c := s
			require.NoError(t, c.ApplyThrow(total, nil, nil))
			walk(c, depth+1)
		}
	}
	walk(m.Start(), 0)
	require.Greater(t, len(states), 40)
	for i := range states {
		for j := range states {
			a, b := &states[i], &states[j]
			assert.Equal(t, *a == *b, sameState(a, b), "states %d and %d", i, j)
			assert.Equal(t, *a == *b, sameWords(a, b), "states %d and %d, by words", i, j)
		}
	}
	s := states[len(states)-1]
	for _, change := range []func(*State){
		func(c *State) { c.sides[1].pet.damage++ },
		func(c *State) { c.card[MaxCards-1]++ },
		func(c *State) { c.stopAtSpend = !c.stopAtSpend },
		func(c *State) { c.next[MaxBatch-1].begun = true },
	} {
		c := s
		change(&c)
		assert.False(t, sameState(&s, &c))
		assert.False(t, sameWords(&s, &c))
		assert.True(t, sameState(&c, &c))
		assert.True(t, sameWords(&c, &c))
	}
}

// BenchmarkSameState compares two equal states (the common case where the
// bound compares the outcomes of a throw) as the build does, by memory
// natively and by words in WebAssembly, and each way.
func BenchmarkSameState(b *testing.B) {
	st := keyStates(b)
	x, y := st[1], st[1]
	for _, c := range []struct {
		name string
		same func(a, b *State) bool
	}{{"build", sameState}, {"words", sameWords}, {"fields", func(a, b *State) bool { return *a == *b }}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if !c.same(&x, &y) {
					b.Fatal("equal states compared unequal")
				}
			}
		})
	}
}
