package engine

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

// This file writes the canonical key the searches (package search) merge
// states by.
//
// Key (state.go) is exact but keeps card instance numbers, so two states that
// differ only in which copy of an Apple is where, or in the cards sitting in
// a fainted pile, do not merge. The canonical key writes every card by its
// CardID instead, and a card that is referred to (an active card, a set-aside
// pet, the source of a pending ability, the thrower) by a label given in the
// order it is first met. What it leaves out is what no rule reads:
//
//   - cards in the fainted piles and the supply that nothing refers to (only
//     the count of fainted pets matters, and that is kept);
//   - the instance numbers themselves: only the order of the cards within one
//     active zone matters (abilities fire, and foods are discarded, in the
//     order the cards entered the battle), and that order is kept;
//   - the attack counter when the pair it counts is no longer the pair in
//     play (the next attack resets it);
//   - where, among the cards a pet carries, each food or ailment with no
//     triggered ability sits (a loose card): only triggered abilities
//     fire in the order their cards entered; what a loose card does is a
//     sum (power, passive lines), and a discard takes copies of one card,
//     so which copy goes changes nothing. The loose cards are written as
//     their sorted CardIDs. A perk is never loose: a pet has one, and the
//     key names it;
//   - what Key leaves out: the step counter, the batch counter, the record
//     of which abilities have been logged, StopAtChoices.
//
// Two states with equal canonical keys therefore have the same future (the
// limits of interpretation 8 aside: the step counter is not part of the key,
// exactly as with Key).
//
// The coarse key (AppendCoarseKey), for the best-order search's bound only, also
// leaves out the damage on a pet marked fainted (it stays marked, and its
// next hits count by what each deals, not by the damage on it), when no
// card of the battle counts fainted pets how many each player has, and,
// when asked, how many cards the battle has made (only the limit on cards
// in play reads it). Two states with equal coarse keys have the same future
// too, limits aside; but a battle can then come back to a position it is in
// (two pets that keep hurting each other while marked fainted, each rock
// adding damage), which the exact searches cannot value as a fraction over
// a power of the die's faces, while a bound can (it takes 1 there).

// canon writes a canonical key. Its writers take the key written so far
// and return it longer, so that the slice stays in registers rather than
// being loaded and stored at every byte.
type canon struct {
	lab  [MaxCards]uint8 // label+1 of each instance met so far; 0 = not met
	next uint8
	// coarse: leave out what the coarse key does; noMade: the count of
	// cards made too
	coarse, noMade bool
}

// ref writes a reference to instance in: its label, and the first time it is
// met its card, owner and zone.
func (c *canon) ref(b []byte, s *State, in uint8) []byte {
	if in == noInst {
		return append(b, 0xFF)
	}
	if l := c.lab[in]; l != 0 {
		return append(b, l-1)
	}
	c.lab[in] = c.next + 1
	id := s.card[in]
	b = append(b, c.next, byte(id), byte(id>>8), byte(s.owner[in])<<4|byte(s.zone[in]))
	c.next++
	return b
}

// appendNum writes v as a zig-zag varint: one byte for 0 to 63, the common
// case.
func appendNum(b []byte, v int32) []byte {
	if uint32(v) < 64 {
		return append(b, byte(v<<1))
	}
	return binary.AppendVarint(b, int64(v))
}

func (c *canon) pend(b []byte, s *State, e *pending) []byte {
	b = append(b, byte(e.player)<<4|byte(e.trig))
	b = c.ref(b, s, e.src)
	b = c.ref(b, s, e.pet)
	b = c.ref(b, s, e.it)
	return append(b, e.ability, e.nested, e.cursor)
}

// AppendKey appends the state's canonical key to b: two states with equal
// canonical keys have the same future (the limits of interpretation 8
// aside), so a search counts them as one position. It is meant for
// merging, not for keeping: the bytes name cards by CardID, so they compare
// only within one Match.
func (s *State) AppendKey(b []byte) []byte {
	var c canon
	return s.appendKey(b, &c)
}

// AppendCoarseKey appends the state's coarse key to b (see above: it also
// leaves out the damage on marked pets and, when no card counts fainted
// pets, their counts), without the count of cards made when made is false.
// A battle can come back to a position with the same coarse key, which
// only a bound (not an exact search) can value.
func (s *State) AppendCoarseKey(b []byte, made bool) []byte {
	c := canon{coarse: true, noMade: !made}
	return s.appendKey(b, &c)
}

// appendKey appends the canonical or coarse key (c.coarse) to b.
func (s *State) appendKey(b []byte, c *canon) []byte {
	n := s.n
	if c.noMade {
		n = 0
	}
	attacks := uint8(0)
	pa, pb := s.sides[s.first].pet.inst, s.sides[s.first.Other()].pet.inst
	if pa != noInst && pb != noInst && s.pair == [2]uint8{pa, pb} {
		attacks = s.attacks
	}
	b = append(b, byte(s.first), byte(s.phase), s.step, byte(s.status), byte(s.result), n, s.chosen, attacks)
	// Each side's active zone and set-aside pets, in the order they entered
	// the battle (instance order).
	for p := range 2 {
		b = c.activeZone(b, s, Player(p), s.inActive[p])
		b = c.rest(b, s, Player(p), s.inAside[p])
	}
	if s.status == NeedRoll {
		b = binary.AppendUvarint(b, uint64(s.thr.n))
		b = append(b, byte(s.thr.player)<<4|byte(s.thr.tp))
		b = c.ref(b, s, s.thr.src)
		b = c.ref(b, s, s.thr.pet)
		b = c.ref(b, s, s.thr.target)
	}
	b = append(b, s.nCur-s.iCur, s.split-min(s.split, s.iCur))
	for i := s.iCur; i < s.nCur; i++ {
		b = c.pend(b, s, &s.cur[i])
	}
	b = append(b, s.nNext)
	for i := uint8(0); i < s.nNext; i++ {
		b = c.pend(b, s, &s.next[i])
	}
	return b
}

// activeZone writes player p's active zone (its instances in order: zone;
// the loose cards not met yet as a sorted list of CardIDs) and the active
// pet.
func (c *canon) activeZone(b []byte, s *State, p Player, zone mask) []byte {
	// A card met already keeps its place (its label says which it is).
	var loose mask
	info := s.tab.info
	for w, bw := range zone {
		for ; bw != 0; bw &= bw - 1 {
			i := uint8(w<<6 + bits.TrailingZeros64(bw))
			if info[s.card[i]].loose && c.lab[i] == 0 {
				loose[w] |= bw & -bw
			} else {
				b = c.ref(b, s, i)
			}
		}
	}
	b = append(b, 0xFC, 0)
	if loose != (mask{}) {
		at := len(b)
		for w, bw := range loose {
			for ; bw != 0; bw &= bw - 1 {
				id := s.card[w<<6+bits.TrailingZeros64(bw)]
				b = append(b, byte(id), byte(id>>8))
			}
		}
		b[at-1] = byte((len(b) - at) / 2)
		if len(b)-at > 2 {
			sortIDs(b[at:])
		}
	}
	b = append(b, 0xFD)
	pt := &s.sides[p].pet
	b = c.ref(b, s, pt.inst)
	b = c.ref(b, s, pt.perk)
	var flags byte
	if pt.marked {
		flags |= 1
	}
	if pt.aside {
		flags |= 2
	}
	if pt.fresh {
		flags |= 4
	}
	b = append(b, flags)
	b = appendNum(b, pt.power)
	b = appendNum(b, pt.gained)
	if pt.marked && c.coarse {
		b = appendNum(b, 0)
	} else {
		b = appendNum(b, pt.damage)
	}
	return appendNum(b, pt.committed)
}

// sortIDs sorts the CardIDs written in b (two bytes each, low byte first),
// smallest first: a pet carries few loose cards, so by insertion.
func sortIDs(b []byte) {
	id := func(k int) uint16 { return uint16(b[2*k]) | uint16(b[2*k+1])<<8 }
	for k := 1; k < len(b)/2; k++ {
		for j := k; j > 0 && id(j) < id(j-1); j-- {
			b[2*j], b[2*j-2] = b[2*j-2], b[2*j]
			b[2*j+1], b[2*j-1] = b[2*j-1], b[2*j+1]
		}
	}
}

// rest writes the rest of player p's side: the set-aside pets (aside, in
// order) and their waiting effects, the counts, the resources and the
// deck, top card first.
func (c *canon) rest(b []byte, s *State, p Player, aside mask) []byte {
	sd := &s.sides[p]
	if aside != (mask{}) {
		for w, bw := range aside {
			for ; bw != 0; bw &= bw - 1 {
				b = c.ref(b, s, uint8(w<<6+bits.TrailingZeros64(bw)))
			}
		}
	}
	b = append(b, 0xFD, sd.nAside)
	for _, r := range sd.aside[:sd.nAside] {
		b = c.ref(b, s, r.pet)
		b = c.ref(b, s, r.src)
		b = append(b, r.ability, r.effect)
	}
	fainted := sd.fainted
	if c.coarse && !s.tab.countsFainted {
		fainted = 0
	}
	b = append(b, fainted, sd.setAside)
	b = appendNum(b, sd.trumpets)
	b = appendNum(b, sd.mana)
	b = append(b, sd.nDeck)
	return appendDeck(b, s, sd.deck[:sd.nDeck])
}

// appendDeck writes the cards of deck (instances, bottom first) top card
// first, two bytes each, grown once.
func appendDeck(b []byte, s *State, deck []uint8) []byte {
	at := len(b)
	b = slices.Grow(b, 2*len(deck))[:at+2*len(deck)]
	out := b[at:]
	for k, i := 0, len(deck)-1; i >= 0; k, i = k+2, i-1 {
		id := s.card[deck[i]]
		out[k], out[k+1] = byte(id), byte(id>>8)
	}
	return b
}
