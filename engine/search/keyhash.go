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
// 88-byte key took 210 to 230 ns under Node (BenchmarkKeyHash), as long
// as writing the key. There the hash is multilinear instead
// (multilinearSum): 80 to 105 ns, with a bound on confusing two positions
// (below). Keys longer than it has coefficients for take the maphash sums.
type keyHash struct {
	seeds [2]maphash.Seed
	coefs *multilinearCoefs // the multilinear hash's, when used
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
// A key is read as its bytes, zero-padded to a whole number of pairs of
// words, and then its length: two different keys are then two different strings, and zeros
// padded on to make two of them the same length add nothing to the sum, so
// the bound holds for keys of any lengths. Three sums with coefficients of
// their own make the 96 bits the memo keeps: two positions are confused
// with chance 2^-96, whatever they are (the coefficients are drawn once
// for the process, from nothing the positions depend on).

// multilinearMaxBytes is the longest key the multilinear hash takes (a
// position's key is about 80 to 150 bytes).
const multilinearMaxBytes = 1020

// multilinearPairs is how many pairs of words the longest key is read as:
// its whole pairs, the last bytes padded to a pair, and its length.
const multilinearPairs = multilinearMaxBytes/8 + 2

// multilinearCoefs are the multilinear hash's coefficients: m_0 of the
// three sums, and for every pair of words the coefficients of its first
// word in the three sums, then those of its second (read together).
type multilinearCoefs struct {
	m0    [3]uint64
	pairs [multilinearPairs][6]uint64
}

var (
	multilinearOnce sync.Once
	multilinearTab  *multilinearCoefs
)

// coefficients are the multilinear hash's coefficients, drawn at first use.
func coefficients() *multilinearCoefs {
	multilinearOnce.Do(func() {
		c := new(multilinearCoefs)
		for l := range c.m0 {
			c.m0[l] = rand.Uint64()
		}
		for i := range c.pairs {
			for l := range c.pairs[i] {
				c.pairs[i][l] = rand.Uint64()
			}
		}
		multilinearTab = c
	})
	return multilinearTab
}

// multilinearSum is the three multilinear sums of b (at most
// multilinearMaxBytes long) with coefficients c, each sum's top 32 bits:
// the first two in the first word, the third in the top half of the
// second (the half memoKey keeps). b is read as words of 4 bytes, the last
// padded with zeros, then its length, two words at a time (a word is worth
// its 4 bytes: the sums are the same with or without the padding).
func multilinearSum(c *multilinearCoefs, b []byte) [2]uint64 {
	h0, h1, h2 := c.m0[0], c.m0[1], c.m0[2]
	whole := len(b) / 8
	pairs := c.pairs[:whole+2]
	for j := range whole {
		x := binary.LittleEndian.Uint64(b[8*j:])
		lo, hi := x&0xFFFFFFFF, x>>32
		p := &pairs[j]
		h0 += p[0]*lo + p[3]*hi
		h1 += p[1]*lo + p[4]*hi
		h2 += p[2]*lo + p[5]*hi
	}
	// The last 0 to 7 bytes, zero-padded to two words, then the length.
	var x uint64
	for k, y := range b[8*whole:] {
		x |= uint64(y) << (8 * k)
	}
	l := uint64(len(b))
	lo, hi := x&0xFFFFFFFF, x>>32
	p, q := &pairs[whole], &pairs[whole+1]
	h0 += p[0]*lo + p[3]*hi + q[0]*l
	h1 += p[1]*lo + p[4]*hi + q[1]*l
	h2 += p[2]*lo + p[5]*hi + q[2]*l
	return [2]uint64{h0>>32 | h1&^0xFFFFFFFF, h2 &^ 0xFFFFFFFF}
}
