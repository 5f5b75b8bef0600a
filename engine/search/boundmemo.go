package search

import (
	"math"
	"unsafe"
)

// boundMemo is the bound's memo (bestbound.go): an open-addressing hash
// table, probed in a line, from a position's 128-bit hash to its answer.
// Each slot holds the hash and the answer together, so that a lookup
// usually reads one cache line (with Go's map and a slice of answers it
// read up to three), and the table is at most three quarters full (half
// full, it was a tenth larger and a twelfth slower on the hard decks of
// BenchmarkBest10: most lookups miss the cache, and a smaller table misses
// it less, more than its longer lines cost). The hash {0, 0}
// marks an empty slot: a position whose hash is {0, 0} is kept as {0, 1}
// (two positions would then have to share 127 bits to be confused).
type boundMemo struct {
	slots []memoSlot // a power of two of them
	n     int        // slots in use
	grown int        // how many times the table grew: slot places change then
}

// memoSlot is one slot of a boundMemo: the hash and the answer, whose
// value (0 to 1) is kept with its sign bit set when it is exact, so that a
// slot takes 24 bytes rather than 32 (the table is the bound's memory, and
// a lookup's cache misses a fifth of its time on the hard decks).
type memoSlot struct {
	k [2]uint64
	v float64
}

// packEntry is e as a slot keeps it.
func packEntry(e optEntry) float64 {
	if e.exact {
		return math.Copysign(e.v, -1)
	}
	return e.v
}

// entry is the answer kept in slot i.
func (m *boundMemo) entry(i int) optEntry {
	v := m.slots[i].v
	return optEntry{v: math.Abs(v), exact: math.Signbit(v)}
}

// memoSlotBytes is the memory a slot takes.
const memoSlotBytes = int(unsafe.Sizeof(memoSlot{}))

// memoEntryBytes is the memory counted for each key: just after the table
// grows it is three eighths full, so under 3 slots a key (while it grows,
// the old slots are kept too: 4 for a moment), counted as 4.
const memoEntryBytes = 4 * memoSlotBytes

// memoKey is k as the table keeps it: never {0, 0}.
func memoKey(k [2]uint64) [2]uint64 {
	if k == [2]uint64{} {
		k[1] = 1
	}
	return k
}

// find returns the place of k's slot and true or, when k (a memoKey) is not
// in the table, the place of the empty slot where it would go (-1 when
// the table has no slots) and false.
func (m *boundMemo) find(k [2]uint64) (int, bool) {
	if len(m.slots) == 0 {
		return -1, false
	}
	mask := len(m.slots) - 1
	for i := int(k[0]) & mask; ; i = (i + 1) & mask {
		switch m.slots[i].k {
		case k:
			return i, true
		case [2]uint64{}:
			return i, false
		}
	}
}

// add puts k (a memoKey, not in the table; find said it goes at i) in the
// table with answer e, and returns the place of its slot, first growing
// the table when it would be over three quarters full. It counts memoEntryBytes with
// mt; past mt's memory budget it fails, changing nothing.
func (m *boundMemo) add(mt *meter, k [2]uint64, i int, e optEntry) (int, error) {
	if err := mt.add(memoEntryBytes); err != nil {
		return 0, err
	}
	if 4*(m.n+1) > 3*len(m.slots) {
		m.grow()
		i, _ = m.find(k)
	}
	m.slots[i] = memoSlot{k, packEntry(e)}
	m.n++
	return i, nil
}

// set sets the answer of k (a memoKey in the table), whose slot was at i
// when the table had grown grown times.
func (m *boundMemo) set(k [2]uint64, i, grown int, e optEntry) {
	if grown != m.grown {
		i, _ = m.find(k)
	}
	m.slots[i].v = packEntry(e)
}

// grow doubles the table (to 16 slots at first) and puts every key back.
func (m *boundMemo) grow() {
	old := m.slots
	m.slots = make([]memoSlot, max(2*len(old), 16))
	for _, s := range old {
		if s.k != [2]uint64{} {
			i, _ := m.find(s.k)
			m.slots[i] = s
		}
	}
	m.grown++
}
