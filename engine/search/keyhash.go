package search

import (
	"encoding/binary"
	"hash/maphash"
	"math/rand/v2"
	"sync"
)

// keyHash is the hash the bound's memo keys a position by (bestbound.go):
// two words, of which the memo keeps 96 bits (the first word and the top
// half of the second: memoKey). Natively it is two hash/maphash sums with
// their own random seeds: the runtime's hash uses the processor's AES
// instructions. In WebAssembly maphash falls back to a hash built on
// 64×64-bit multiplies, which WebAssembly does in software: two sums of an
// 88-byte key took 230 ns under Node, as long as writing the key. There
// the hash is multilinear instead (multilinearSum), with a bound on
// confusing two positions (below); keys longer than it has coefficients
// for take the maphash sums.
type keyHash struct {
	seeds [2]maphash.Seed
	coefs *[3][multilinearWords]uint64 // the multilinear hash's, when used
}

func newKeyHash() keyHash {
	h := keyHash{seeds: [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}}
	if useMultilinear {
		h.coefs = coefficients()
	}
	return h
}

// sum is b's hash.
func (h *keyHash) sum(b []byte) [2]uint64 {
	if useMultilinear && len(b) <= multilinearMaxBytes {
		return multilinearSum(h.coefs, b)
	}
	return [2]uint64{maphash.Bytes(h.seeds[0], b), maphash.Bytes(h.seeds[1], b)}
}

// The multilinear hash (Lemire and Kaser, "Strongly universal string
// hashing is fast", 2014) of a string of 32-bit words s_1..s_n is the top
// 32 bits of m_0 + m_1·s_1 + ... + m_n·s_n mod 2^64, with random 64-bit
// coefficients m_i. For two different strings of the same number of words
// the chance of the same hash is 2^-32 (the family is strongly universal).
// A key is written as its bytes, zero-padded to whole words, and then its
// length: two different keys are then two different strings, and zeros
// padded on to make two of them the same length add nothing to the sum, so
// the bound holds for keys of any lengths. Three sums with coefficients of
// their own make the 96 bits the memo keeps: two positions are confused
// with chance 2^-96, whatever they are (the coefficients are drawn once
// for the process, from nothing the positions depend on).

// multilinearMaxBytes is the longest key the multilinear hash takes (a
// position's key is about 80 to 150 bytes).
const multilinearMaxBytes = 1020

// multilinearWords is how many coefficients each of the three sums has:
// m_0, one for every whole word of the longest key, the last word (padded)
// and the length.
const multilinearWords = multilinearMaxBytes/4 + 3

var (
	multilinearOnce  sync.Once
	multilinearCoefs *[3][multilinearWords]uint64
)

// coefficients are the multilinear hash's coefficients, drawn at first use.
func coefficients() *[3][multilinearWords]uint64 {
	multilinearOnce.Do(func() {
		c := new([3][multilinearWords]uint64)
		for l := range c {
			for i := range c[l] {
				c[l][i] = rand.Uint64()
			}
		}
		multilinearCoefs = c
	})
	return multilinearCoefs
}

// multilinearSum is the three multilinear sums of b (at most
// multilinearMaxBytes long) with coefficients c, each sum's top 32 bits:
// the first two in the first word, the third in the top half of the
// second (the half memoKey keeps).
func multilinearSum(c *[3][multilinearWords]uint64, b []byte) [2]uint64 {
	h0, h1, h2 := c[0][0], c[1][0], c[2][0]
	n := len(b) / 4
	c0, c1, c2 := c[0][1:n+1], c[1][1:n+1], c[2][1:n+1]
	// Two words at a time, from one 8-byte load.
	i := 0
	for ; i+1 < n; i += 2 {
		x := binary.LittleEndian.Uint64(b[4*i:])
		lo, hi := x&0xFFFFFFFF, x>>32
		h0 += c0[i]*lo + c0[i+1]*hi
		h1 += c1[i]*lo + c1[i+1]*hi
		h2 += c2[i]*lo + c2[i+1]*hi
	}
	if i < n {
		w := uint64(binary.LittleEndian.Uint32(b[4*i:]))
		h0 += c0[i] * w
		h1 += c1[i] * w
		h2 += c2[i] * w
	}
	// The last bytes, zero-padded to a word, then the length.
	var w uint64
	for k, x := range b[4*n:] {
		w |= uint64(x) << (8 * k)
	}
	l := uint64(len(b))
	h0 += c[0][n+1]*w + c[0][n+2]*l
	h1 += c[1][n+1]*w + c[1][n+2]*l
	h2 += c[2][n+1]*w + c[2][n+2]*l
	return [2]uint64{h0>>32 | h1&^0xFFFFFFFF, h2 &^ 0xFFFFFFFF}
}
