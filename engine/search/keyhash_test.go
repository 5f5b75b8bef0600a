package search

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The multilinear hash (the browser build's) gives one key one hash, and
// keys that differ anywhere, in length or by trailing zeros, different
// hashes; keys too long for it take the maphash sums.
func TestMultilinearHashTellsKeysApart(t *testing.T) {
	h, c := newKeyHash(), coefficients()
	seen := map[[2]uint64]string{}
	keys := []string{"", "\x00", "\x00\x00", "\x00\x00\x00", "\x00\x00\x00\x00", "\x00\x00\x00\x00\x00",
		"a", "a\x00", "b", "ab", "ba", "abcd", "abcd\x00", "abcde", "abce", strings.Repeat("x", 200),
		strings.Repeat("x", 201), strings.Repeat("x", multilinearMaxBytes)}
	for i := range 256 {
		keys = append(keys, string([]byte{byte(i), 1, 2, 3, 4, 5, 6, 7}))
	}
	for _, k := range keys {
		v := multilinearSum(c, []byte(k))
		assert.Equal(t, v, multilinearSum(c, []byte(k)), "the same key, twice")
		other, dup := seen[v]
		require.False(t, dup, "%q and %q share a hash", k, other)
		seen[v] = k
	}
	long := []byte(strings.Repeat("y", multilinearMaxBytes+1))
	assert.Equal(t, h.sum(long), h.sum(long))
	assert.NotEqual(t, h.sum(long), h.sum(long[:len(long)-1]))
	if useMultilinear {
		assert.Equal(t, multilinearSum(c, []byte("abc")), h.sum([]byte("abc")))
	}
}

// BenchmarkKeyHash hashes an 88-byte key (about a position's) as the
// bound's memo does, and with each of the two hashes.
func BenchmarkKeyHash(b *testing.B) {
	key := []byte(strings.Repeat("k", 88))
	h, c := newKeyHash(), coefficients()
	var sink [2]uint64
	b.Run("memo", func(b *testing.B) {
		for b.Loop() {
			key[3]++
			sink = h.sum(key)
		}
	})
	b.Run("multilinear", func(b *testing.B) {
		for b.Loop() {
			key[3]++
			sink = multilinearSum(c, key)
		}
	})
	_ = sink
}
