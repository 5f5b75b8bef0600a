package search

import (
	"context"
	"errors"
	"math"
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
	keys := make([]memoHash, 5000)
	for n := range keys {
		// The odd-numbered keys share their low 16 bits (all zero), so
		// that they probe in one long line.
		k := memoKey([2]uint64{r.Uint64() &^ 0xFFFF, r.Uint64()})
		if n%2 == 0 {
			k.k |= uint64(n)
		}
		keys[n] = k
		i, ok := m.find(k)
		require.False(t, ok, "key %d is new", n)
		_, err := m.add(mt, k, i, optEntry{v: float64(n) / float64(len(keys)), exact: n%3 == 0})
		require.NoError(t, err)
	}
	assert.Equal(t, len(keys), m.n)
	assert.LessOrEqual(t, 4*m.n, 3*len(m.slots), "at most three quarters full")
	assert.Equal(t, int64(m.n*memoEntryBytes), mt.bytes, "its memory is counted")
	assert.LessOrEqual(t, len(m.slots)*memoSlotBytes, m.n*memoEntryBytes, "and is no more than that")
	for n, k := range keys {
		i, ok := m.find(k)
		require.True(t, ok, "key %d is kept", n)
		assertKept(t, optEntry{v: float64(n) / float64(len(keys)), exact: n%3 == 0}, m.entry(i))
		m.set(k, i, m.grown, optEntry{v: 1 - float64(n)/float64(len(keys)), exact: n%3 != 0})
	}
	for n, k := range keys {
		i, _ := m.find(k)
		assertKept(t, optEntry{v: 1 - float64(n)/float64(len(keys)), exact: n%3 != 0}, m.entry(i), "key %d changed in place", n)
	}
}

// assertKept asserts that the memo gave back answer got for want: want's
// value rounded up to a 2^-30th (still a bound), and whether it is exact.
func assertKept(t *testing.T, want, got optEntry, msg ...any) {
	t.Helper()
	assert.Equal(t, want.exact, got.exact, msg...)
	assert.GreaterOrEqual(t, got.v, want.v, msg...)
	assert.Less(t, got.v-want.v, 1.0/(1<<30), msg...)
}

// The memo keeps 0, 1 and every whole number of 2^-30ths as they are, and
// rounds any other answer up, to the next.
func TestBoundMemoRoundsAnswersUp(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	var m boundMemo
	for n, v := range []float64{0, 1, 0.5, 3.0 / (1 << 30), 1 - 1.0/(1<<30), 1.0 / 3, 0.8287, 1e-12, 1 - 1e-12} {
		for _, exact := range []bool{false, true} {
			k := memoKey([2]uint64{uint64(n+1) << 20, uint64(2) << 40})
			i, ok := m.find(k)
			if !ok {
				var err error
				i, err = m.add(mt, k, i, optEntry{v: v, exact: exact})
				require.NoError(t, err)
			}
			m.set(k, i, m.grown, optEntry{v: v, exact: exact})
			got := m.entry(i)
			assertKept(t, optEntry{v: v, exact: exact}, got, "%v", v)
			if whole := v * (1 << 30); whole == math.Trunc(whole) {
				assert.Equal(t, v, got.v, "%v is kept as it is", v)
			}
		}
	}
}

// A slot place found before the table grew still leads to the right slot.
func TestBoundMemoSetAfterGrowing(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	var m boundMemo
	// Its slot moves when the table grows past 4096 slots.
	first := memoKey([2]uint64{1<<12 | 7, 7})
	i, _ := m.find(first)
	i, err := m.add(mt, first, i, optEntry{v: 1, exact: true})
	require.NoError(t, err)
	grown := m.grown
	for n := range 4000 {
		k := memoKey([2]uint64{uint64(n) * 0x9E3779B97F4A7C15, uint64(n+1) << 32})
		j, _ := m.find(k)
		_, err := m.add(mt, k, j, optEntry{})
		require.NoError(t, err)
	}
	require.Greater(t, m.grown, grown)
	j, ok := m.find(first)
	require.True(t, ok)
	require.NotEqual(t, i, j, "the key moved when the table grew")
	m.set(first, i, grown, optEntry{v: 0.25})
	assert.Equal(t, optEntry{v: 0.25}, m.entry(j))
}

// The hash {0, 0}, which marks an empty slot, is kept as another key.
func TestBoundMemoZeroHash(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	var m boundMemo
	k := memoKey([2]uint64{})
	assert.NotEqual(t, memoHash{}, k)
	i, ok := m.find(k)
	require.False(t, ok)
	_, err := m.add(mt, k, i, optEntry{v: 0.5})
	require.NoError(t, err)
	_, ok = m.find(memoKey([2]uint64{}))
	assert.True(t, ok)
}

// Past the memory budget, adding a key fails and changes nothing.
func TestBoundMemoAddsWithinTheBudget(t *testing.T) {
	mt, cancel := newMeter(context.Background(), Budget{MaxBytes: int64(300 * memoEntryBytes)})
	defer cancel()
	var m boundMemo
	key := func(n int) memoHash { return memoKey([2]uint64{uint64(n+1) * 0x9E3779B97F4A7C15, 2}) }
	var err error
	n := 0
	for ; err == nil; n++ {
		i, _ := m.find(key(n))
		_, err = m.add(mt, key(n), i, optEntry{v: 1})
	}
	var be *BudgetError
	require.True(t, errors.As(err, &be), "a budget error: %v", err)
	assert.True(t, be.Memory)
	assert.Equal(t, 300, m.n, "the keys added within the budget")
	_, ok := m.find(key(300))
	assert.False(t, ok, "the key over the budget is not added")
	for k := range 300 {
		_, ok := m.find(key(k))
		require.True(t, ok, "key %d is still there", k)
	}
}
