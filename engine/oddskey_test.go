package engine

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// keyCards are foods with abilities, whose order on a pet matters (their
// Hurt abilities fire in the order they were played), for the key tests.
const keyCards = `card Charm: food 1 | Hurt: gain 1 power
card Ward: food 0 | Hurt: deal damage equal to this pet's power to the enemy pet
`

// firstStop is the canonical key at the first stop of the battle src with
// A's cards in the order order (places in A's deck as written, top card
// first): A's Dolphin waits for its throw, carrying the cards A played
// before it. Keys are compared within one match (CardIDs are the match's).
func firstStop(t *testing.T, m *Match, order ...int) string {
	t.Helper()
	s := m.Start()
	sd := &s.sides[PlayerA]
	top := func(k int) uint8 { return sd.deck[int(sd.nDeck)-1-k] }
	cards := make([]CardID, len(order))
	for k, o := range order {
		cards[k] = s.card[top(o)]
	}
	for k, c := range cards {
		s.card[top(k)] = c
	}
	require.Equal(t, NeedRoll, s.Advance(nil))
	return string(s.appendCanon(nil))
}

// odds are the chances of the battle src.
func odds(t *testing.T, src string) Chances {
	t.Helper()
	res, err := Odds(context.Background(), matchText(t, keyCards+src), OddsOptions{})
	require.NoError(t, err, src)
	return res.Chances
}

// Two positions that differ only in the order in which a pet got its
// Apples and ailments (or where its perk came among them) are one position
// to the odds search: the key leaves that order out, and the odds agree.
// Foods with abilities keep their order, and different cards differ.
func TestKeyLeavesOutTheOrderOfPlainFoodsAndAilments(t *testing.T) {
	const b = "first: A\nB: Otter, Fish, Peacock\n"
	m := matchText(t, keyCards+b+"A: Apple, Spooked, Exposed, Honey, Apple, Dolphin, Badger\n")
	base := firstStop(t, m, 0, 1, 2, 3, 4, 5, 6)
	for _, order := range [][]int{{2, 0, 1, 3, 4, 5, 6}, {0, 4, 1, 2, 3, 5, 6}, {3, 2, 1, 0, 4, 5, 6}, {1, 0, 3, 4, 2, 5, 6}} {
		assert.Equal(t, base, firstStop(t, m, order...), "order %v", order)
	}
	assert.NotEqual(t, base, firstStop(t, m, 0, 1, 2, 3, 5, 4, 6), "an Apple left for the next pet")
	assert.Equal(t, odds(t, b+"A: Apple, Spooked, Exposed, Honey, Dolphin, Badger\n"),
		odds(t, b+"A: Honey, Exposed, Apple, Spooked, Dolphin, Badger\n"))

	m = matchText(t, keyCards+b+"A: Charm, Ward, Apple, Dolphin\n")
	base = firstStop(t, m, 0, 1, 2, 3)
	assert.Equal(t, base, firstStop(t, m, 0, 2, 1, 3), "the Apple goes anywhere")
	assert.NotEqual(t, base, firstStop(t, m, 1, 0, 2, 3), "Charm and Ward swapped")

	// The loose cards are named: a Spooked turned into an Exposed (the
	// rest as it was) changes the key.
	m = matchText(t, keyCards+b+"A: Spooked, Apple, Dolphin, Exposed\n")
	s := m.Start()
	require.Equal(t, NeedRoll, s.Advance(nil))
	spooked, _ := m.Table.ID("Spooked")
	exposed, _ := m.Table.ID("Exposed")
	i := slices.IndexFunc(s.card[:s.n], func(c CardID) bool { return c == spooked })
	require.GreaterOrEqual(t, i, 0)
	require.Equal(t, ZoneActive, s.zone[i])
	before := string(s.appendCanon(nil))
	s.card[i] = exposed
	assert.NotEqual(t, before, string(s.appendCanon(nil)))
}

// Two pets marked fainted that keep hurting each other with rocks (each
// Hurt ability throws at the other) come back, in the coarse key, to the
// position they were in, each rock adding damage: the exact key keeps the
// damage, the coarse one does not, and the bound of best takes 1 there
// instead of failing.
func TestMarkedPetsThatKeepHurtingEachOther(t *testing.T) {
	src := propertyCards + "first: B\nA: Hedgehog, Otter\nB: Apple, Dolphin, Gnat, Honey\ndie: 0 0 0 3\n"
	m := matchText(t, src)
	for _, kind := range []boundKind{boundWin, boundNotLose, boundSure} {
		v := rootBound(t, m, PlayerB, kind)
		assert.True(t, v >= 0 && v <= 1, "kind %d: %v", kind, v)
	}

	s := m.Start()
	for s.Advance(nil) == NeedRoll && !s.sides[PlayerA].pet.marked {
		require.NoError(t, s.ApplyThrow(3, nil, nil))
	}
	require.True(t, s.sides[PlayerA].pet.marked)
	more := s
	more.sides[PlayerA].pet.damage += 3
	assert.NotEqual(t, string(s.appendCanon(nil)), string(more.appendCanon(nil)))
	assert.Equal(t, string(s.appendCoarse(nil, false)), string(more.appendCoarse(nil, false)))
}

// The coarse key leaves out how many pets each player has fainted unless a
// card of the battle counts them.
func TestCoarseKeyCountsFaintedPetsOnlyWhenACardDoes(t *testing.T) {
	for _, c := range []struct {
		b      string
		counts bool
	}{
		{"first: A\nA: Otter, Dolphin\nB: Fish, Peacock\n", false},
		{"first: A\nA: Otter, Dolphin\nB: Fish, Shark\n", true},
		// Avenger counts the enemy's fainted pets.
		{"card Avenger: pet 1 | Play: gain 1 power for each of the enemy's fainted pets\nfirst: A\nA: Otter, Dolphin\nB: Fish, Avenger\n", true},
	} {
		m := matchText(t, c.b)
		s := m.Start()
		require.Equal(t, NeedRoll, s.Advance(nil))
		more := s
		more.sides[PlayerB].fainted++
		assert.NotEqual(t, string(s.appendCanon(nil)), string(more.appendCanon(nil)), c.b)
		assert.Equal(t, c.counts, string(s.appendCoarse(nil, false)) != string(more.appendCoarse(nil, false)), c.b)
	}
}

// A battle stopped at the limit on cards in play counts 1 in the bound: the
// bound's key leaves out the count of cards made, so the position of the
// order below that reaches the limit (Q's Hurt makes 50 cards each time)
// stands for the one that does not, and wins (found by a review).
func TestBoundAboveAnOrderNearTheCardLimit(t *testing.T) {
	src := "first: A\ncard P: pet 10 | Play: throw 1 rock at the enemy pet | Hit: throw 1 rock at the enemy pet\n" +
		"card Junk: ailment\n" +
		"card Q: pet 3 | Hurt: give 50 Junk to this pet, then discard all Junk from this pet, then remove 1 damage from this pet\n" +
		"A: P, Apple\nB: Q\ndie: 0 1 1\n"
	b := parse(t, src)
	top, err := Best(context.Background(), b, nil, PlayerA, 2, nil)
	require.NoError(t, err)
	win, _, _ := top[0].Chances.Floats()
	require.Positive(t, win)
	m := matchText(t, src)
	for _, kind := range []boundKind{boundWin, boundNotLose} {
		assert.GreaterOrEqual(t, rootBound(t, m, PlayerA, kind)+1e-12, win, "kind %d", kind)
	}
}
