package engine

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The bound's memo keeps every answer under its own hash, through the
// table's growths, and its answers can be changed in place.
func TestBoundMemoKeepsEveryAnswer(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	var m boundMemo
	r := rand.New(rand.NewPCG(3, 2026))
	keys := make([][2]uint64, 5000)
	for n := range keys {
		// A few keys share their low bits, so that they probe in a line.
		k := memoKey([2]uint64{r.Uint64() &^ 0xFFFF, r.Uint64()})
		if n%2 == 0 {
			k[0] |= uint64(n)
		}
		keys[n] = k
		i, ok := m.find(k)
		require.False(t, ok, "key %d is new", n)
		_, err := m.add(mt, k, i, optEntry{v: float64(n), exact: n%3 == 0})
		require.NoError(t, err)
	}
	assert.Equal(t, len(keys), m.n)
	assert.LessOrEqual(t, 2*m.n, len(m.slots), "at most half full")
	assert.Equal(t, int64(len(m.slots)*memoSlotBytes), mt.bytes, "its memory is counted")
	for n, k := range keys {
		i, ok := m.find(k)
		require.True(t, ok, "key %d is kept", n)
		assert.Equal(t, optEntry{v: float64(n), exact: n%3 == 0}, m.slots[i].e)
		m.set(k, i, m.grown, optEntry{v: -float64(n)})
	}
	for n, k := range keys {
		i, _ := m.find(k)
		assert.Equal(t, -float64(n), m.slots[i].e.v, "key %d changed in place", n)
	}
}

// A slot place found before the table grew still leads to the right slot.
func TestBoundMemoSetAfterGrowing(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	var m boundMemo
	first := memoKey([2]uint64{7, 7})
	i, _ := m.find(first)
	i, err := m.add(mt, first, i, optEntry{v: 1, exact: true})
	require.NoError(t, err)
	grown := m.grown
	for n := range 3000 {
		k := [2]uint64{uint64(n) * 0x9E3779B97F4A7C15, uint64(n) + 1}
		j, _ := m.find(k)
		_, err := m.add(mt, k, j, optEntry{})
		require.NoError(t, err)
	}
	require.Greater(t, m.grown, grown)
	m.set(first, i, grown, optEntry{v: 0.25})
	j, ok := m.find(first)
	require.True(t, ok)
	assert.Equal(t, optEntry{v: 0.25}, m.slots[j].e)
}

// The hash {0, 0}, which marks an empty slot, is kept as another key.
func TestBoundMemoZeroHash(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	var m boundMemo
	k := memoKey([2]uint64{})
	assert.NotEqual(t, [2]uint64{}, k)
	i, ok := m.find(k)
	require.False(t, ok)
	_, err := m.add(mt, k, i, optEntry{v: 0.5})
	require.NoError(t, err)
	_, ok = m.find(memoKey([2]uint64{}))
	assert.True(t, ok)
}

// Past the memory budget, growing the table fails and changes nothing.
func TestBoundMemoGrowsWithinTheBudget(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{MaxBytes: int64(1500 * memoSlotBytes)})
	defer cancel()
	var m boundMemo
	var err error
	n := 0
	for ; err == nil; n++ {
		k := [2]uint64{uint64(n+1) * 0x9E3779B97F4A7C15, 1}
		i, _ := m.find(k)
		_, err = m.add(mt, k, i, optEntry{v: 1})
	}
	var be *BudgetError
	require.True(t, errors.As(err, &be), "a budget error: %v", err)
	assert.True(t, be.Memory)
	assert.Equal(t, 512, m.n, "the keys added before the table was full")
	assert.Len(t, m.slots, 1024, "the table did not grow")
	for k := range n - 1 {
		_, ok := m.find([2]uint64{uint64(k+1) * 0x9E3779B97F4A7C15, 1})
		assert.True(t, ok, "key %d is still there", k)
	}
}
