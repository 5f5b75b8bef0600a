package search

import (
	"math"
	"unsafe"
)

// boundMemo is the bound's memo (bestbound.go): an open-addressing hash
// table, probed in a line, from 96 bits of a position's 128-bit hash to its
// answer. Each slot holds the hash and the answer together, so that a
// lookup usually reads one cache line (with Go's map and a slice of answers
// it read up to three), and the table is at most three quarters full (half
// full, it was a tenth larger and a twelfth slower on the hard decks of
// BenchmarkBest10: most lookups miss the cache, and a smaller table misses
// it less, more than its longer lines cost). The hash {0, 0}
// marks an empty slot: a position whose hash is {0, 0} is kept as {0, 1}.
type boundMemo struct {
	slots []memoSlot // a power of two of them
	n     int        // slots in use
	grown int        // how many times the table grew: slot places change then
}

// memoSlot is one slot of a boundMemo: the hash and the answer, in 16
// bytes, four to a cache line. The table is the bound's memory, and a
// lookup's cache misses were an eighth of the search's time on the hard
// decks natively: with 24-byte slots (the whole 128-bit hash and the
// answer as a float64) those decks took 2 to 4% longer, and a third more
// memory.
//
// The answer is kept as a whole number of 2^-30ths, rounded up, with a bit
// for exact: an answer is a bound on a chance, and one rounded up is still
// a bound (the bound only ever skips a node whose bound is below the last
// top order), 0 and 1 are kept as they are (the bound that no order can
// win or draw, and a sure win, read them), and an answer the memo gives
// back is at most 2^-30 above the one it was given. Two positions are
// confused when they share the 96 bits kept: even among 100 million
// positions (gigabytes: far past any budget the app or the commands run
// with), the chance of that is below 1 in 10^13.
type memoSlot struct {
	// the hash kept (memoHash's fields, not a memoHash: Go pads that to 16
	// bytes, and the slot would take 24)
	k uint64
	c uint32
	v uint32 // the answer in 2^-30ths, bit 31 set when exact
}

// memoHash is the part of a position's hash a slot keeps: the first 64
// bits, and the top 32 of the other 64.
type memoHash struct {
	k uint64
	c uint32
}

// memoOne is the answer 1 in a slot; memoExact marks an exact answer.
const (
	memoOne   = 1 << 30
	memoExact = 1 << 31
)

// packEntry is e as a slot keeps it (e.v from 0 to 1), rounded up to a
// 2^-30th: multiplying by a power of two is exact, and so is the rounding.
func packEntry(e optEntry) uint32 {
	x := uint32(math.Ceil(e.v * memoOne))
	if e.exact {
		x |= memoExact
	}
	return x
}

// entry is the answer kept in slot i.
func (m *boundMemo) entry(i int) optEntry {
	v := m.slots[i].v
	return optEntry{v: float64(v&^memoExact) / memoOne, exact: v&memoExact != 0}
}

// memoSlotBytes is the memory a slot takes.
const memoSlotBytes = int(unsafe.Sizeof(memoSlot{}))

// memoEntryBytes is the memory counted for each key: just after the table
// grows it is three eighths full, so under 3 slots a key (while it grows,
// the old slots are kept too: 4 for a moment), counted as 4.
const memoEntryBytes = 4 * memoSlotBytes

// memoKey is the part of hash k the table keeps: never {0, 0}.
func memoKey(k [2]uint64) memoHash {
	h := memoHash{k[0], uint32(k[1] >> 32)}
	if h == (memoHash{}) {
		h.c = 1
	}
	return h
}

// find returns the place of k's slot and true or, when k (a memoKey) is not
// in the table, the place of the empty slot where it would go (-1 when
// the table has no slots) and false.
func (m *boundMemo) find(k memoHash) (int, bool) {
	if len(m.slots) == 0 {
		return -1, false
	}
	mask := len(m.slots) - 1
	for i := int(k.k) & mask; ; i = (i + 1) & mask {
		switch sl := &m.slots[i]; {
		case sl.k == k.k && sl.c == k.c:
			return i, true
		case sl.k == 0 && sl.c == 0:
			return i, false
		}
	}
}

// add puts k (a memoKey, not in the table; find said it goes at i) in the
// table with answer e, and returns the place of its slot, first growing
// the table when it would be over three quarters full. It counts memoEntryBytes with
// mt; past mt's memory budget it fails, changing nothing.
func (m *boundMemo) add(mt *meter, k memoHash, i int, e optEntry) (int, error) {
	if err := mt.add(memoEntryBytes); err != nil {
		return 0, err
	}
	if 4*(m.n+1) > 3*len(m.slots) {
		m.grow()
		i, _ = m.find(k)
	}
	m.slots[i] = memoSlot{k.k, k.c, packEntry(e)}
	m.n++
	return i, nil
}

// set sets the answer of k (a memoKey in the table), whose slot was at i
// when the table had grown grown times.
func (m *boundMemo) set(k memoHash, i, grown int, e optEntry) {
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
		if s.k != 0 || s.c != 0 {
			i, _ := m.find(memoHash{s.k, s.c})
			m.slots[i] = s
		}
	}
	m.grown++
}

var _ [0]struct{} = [unsafe.Sizeof(memoSlot{}) - 16]struct{}{} // a slot is 16 bytes
