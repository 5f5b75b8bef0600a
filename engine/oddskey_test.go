package engine

import (
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
	return string(s.AppendKey(nil))
}

// Two positions that differ only in the order in which a pet got its
// Apples and ailments (or where its perk came among them) are one position
// to the odds search: the key leaves that order out (package search checks
// that the odds agree). Foods with abilities keep their order, and
// different cards differ.
func TestKeyLeavesOutTheOrderOfPlainFoodsAndAilments(t *testing.T) {
	const b = "first: A\nB: Otter, Fish, Peacock\n"
	m := matchText(t, keyCards+b+"A: Apple, Spooked, Exposed, Honey, Apple, Dolphin, Badger\n")
	base := firstStop(t, m, 0, 1, 2, 3, 4, 5, 6)
	for _, order := range [][]int{{2, 0, 1, 3, 4, 5, 6}, {0, 4, 1, 2, 3, 5, 6}, {3, 2, 1, 0, 4, 5, 6}, {1, 0, 3, 4, 2, 5, 6}} {
		assert.Equal(t, base, firstStop(t, m, order...), "order %v", order)
	}
	assert.NotEqual(t, base, firstStop(t, m, 0, 1, 2, 3, 5, 4, 6), "an Apple left for the next pet")

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
	before := string(s.AppendKey(nil))
	s.card[i] = exposed
	assert.NotEqual(t, before, string(s.AppendKey(nil)))
}

// Two pets marked fainted that keep hurting each other with rocks (each
// Hurt ability throws at the other) come back, in the coarse key, to the
// position they were in, each rock adding damage: the exact key keeps the
// damage, the coarse one does not (and package search checks that the
// bound of best takes 1 there instead of failing).
func TestMarkedPetsThatKeepHurtingEachOther(t *testing.T) {
	src := propertyCards + "first: B\nA: Hedgehog, Otter\nB: Apple, Dolphin, Gnat, Honey\ndie: 0 0 0 3\n"
	m := matchText(t, src)
	s := m.Start()
	for s.Advance(nil) == NeedRoll && !s.sides[PlayerA].pet.marked {
		require.NoError(t, s.ApplyThrow(3, nil, nil))
	}
	require.True(t, s.sides[PlayerA].pet.marked)
	more := s
	more.sides[PlayerA].pet.damage += 3
	assert.NotEqual(t, string(s.AppendKey(nil)), string(more.AppendKey(nil)))
	assert.Equal(t, string(s.AppendCoarseKey(nil, false)), string(more.AppendCoarseKey(nil, false)))
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
		assert.NotEqual(t, string(s.AppendKey(nil)), string(more.AppendKey(nil)), c.b)
		assert.Equal(t, c.counts, string(s.AppendCoarseKey(nil, false)) != string(more.AppendCoarseKey(nil, false)), c.b)
	}
}
