package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// propertyCards are custom cards the random battles use besides the
// reference book: every effect, target and passive line appears, and pets
// set aside by Play, Hurt, Hit and KO abilities, next to a second ability
// of the same trigger or a KO ability (interpretations 16 and 17), and every
// version 2 phrase (docs/notation.md §5) with a pet of power 0.
const propertyCards = `card Shell: perk | takes 1 less damage
card Hedgehog: pet 3 | Play: throw 1 rock | Hurt: throw 1 rock at the enemy pet
card Crab: pet 2 | Hit: gain 1 power | Hurt: gain 1 Apple
card Ghost: pet 2 | Play: give 1 Spooked to the enemy pet
card Bat: pet 3 | Play: give 1 Exposed to the enemy pet | KO: gain 1 power
card Owl: pet 1 | Faint: put 1 Fish on top of your deck
card Nest: perk | Faint: put 1 Ant on top of your deck | takes 1 more damage
card Bugle: pet 1 | Faint: gain 2 trumpets
card Wizard: pet 1 | Play: gain 1 mana, then deal 1 damage to your pet
card Ram: pet 2 | KO: discard 1 Apple from this pet; gain 2 Honey
card Gnat: pet 1 | Hurt: throw 1 rock for each of your fainted pets
card Mole: pet 2 | Faint: set aside this pet until you play your next pet, then gain 1 Apple; deal 1 damage to it
card Hider: pet 3 | Play: set aside this pet until you play your next pet, then deal 1 damage to the enemy pet | Hurt: put 1 Apple on top of your deck
card Dodger: pet 2 | Hurt: set aside this pet until you play your next pet, then throw 1 rock | KO: gain 1 trumpet
card Skulker: pet 2 | Hit: set aside this pet until you play your next pet, then deal 1 damage to it; throw 1 rock | Hit: gain 1 mana
card Stalker: pet 2 | KO: set aside this pet until you play your next pet, then throw 2 rocks | KO: gain 1 power
card Twin: pet 3 | Hurt: set aside this pet until you play your next pet, then deal 1 damage to the enemy pet | Hurt: set aside this pet until you play your next pet, then throw 1 rock at the enemy pet
card Bugler: pet 2 | Play: spend 1 trumpet to gain 2 power; spend 1 mana to throw 1 rock at both pets
card Feeder: pet 1 | Hurt: give 1 Apple to the enemy pet; give 1 Honey to your pet
card Digger: pet 1 | Faint: put 1 Bee on the bottom of your deck
card Medic: pet 3 | Hurt: remove 1 damage from both pets
card Brute: pet 2 | Faint: deal damage equal to this pet's power to both pets
card Avenger: pet 1 | Play: gain 1 power for each of the enemy's fainted pets; throw 0 rocks
card Trumpeter: pet 1 | Play: throw 1 rock for each of your trumpets | KO: gain 1 power for each of your mana
card Zero: pet 0 | Play: deal 1 damage to the enemy pet
`

// randomBattle writes a random legal battle: up to 8 cards a side.
func randomBattle(r *rand.Rand, pool []string) string {
	return battleOf(r, propertyCards, pool, 8, true)
}

// battleOf writes a random legal battle after the card lines defs: up to
// most cards a side from pool and, with resources, sometimes Trumpets and
// Mana at the start.
func battleOf(r *rand.Rand, defs string, pool []string, most int, resources bool) string {
	var b strings.Builder
	b.WriteString(defs)
	fmt.Fprintf(&b, "first: %s\n", []string{"A", "B"}[r.IntN(2)])
	for _, p := range []string{"A", "B"} {
		n := r.IntN(most + 1)
		cards := make([]string, n)
		for i := range cards {
			cards[i] = pool[r.IntN(len(pool))]
		}
		fmt.Fprintf(&b, "%s: %s\n", p, strings.Join(cards, ", "))
		if resources && r.IntN(4) == 0 {
			fmt.Fprintf(&b, "%s trumpets: %d\n", p, r.IntN(4))
		}
		if resources && r.IntN(4) == 0 {
			fmt.Fprintf(&b, "%s mana: %d\n", p, r.IntN(3))
		}
	}
	return b.String()
}

// requireEndsOrReported checks that a battle either ended with a result or
// was stopped at a limit of the rules and said so (true then).
func requireEndsOrReported(t *testing.T, res Result, err error, src string) bool {
	t.Helper()
	if err == nil {
		require.NotEqual(t, Undecided, res, src)
		return false
	}
	require.ErrorIs(t, err, ErrRunaway, src)
	require.Equal(t, Undecided, res, src)
	require.Regexp(t, `stopped after \d+ steps|more than \d+|at most \d+ dice`, err.Error())
	return true
}

// runs is how many random cases a test runs: full, or short with -short.
func runs(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// randomMatch writes a random legal battle and readies it.
func randomMatch(t *testing.T, r *rand.Rand, pool []string) (string, *Battle, *Match) {
	t.Helper()
	src := randomBattle(r, pool)
	b, err := ParseBattle(src, nil)
	require.NoError(t, err, src)
	m, err := NewMatch(b, nil)
	require.NoError(t, err, src)
	return src, b, m
}

func propertyPool(t testing.TB) []string {
	book, err := ParseCards(propertyCards)
	require.NoError(t, err)
	pool := append(ReferenceBook().Names(), book.Names()...)
	out := pool[:0]
	for _, n := range pool {
		if n != RetrieverName { // it comes from the supply, not a deck
			out = append(out, n)
		}
	}
	return out
}

// Thousands of random legal battles: each ends within the limits, every card
// is in exactly one place after every step, the same dice give the same log,
// and logging on or off gives the same result.
func TestRandomBattles(t *testing.T) {
	n := runs(3000, 300)
	r := rand.New(rand.NewPCG(2026, 3))
	pool := propertyPool(t)
	orderNotes, setAside, v2 := 0, [2]int{}, map[Rule]int{}
	for i := range n {
		src, b, m := randomMatch(t, r, pool)
		seed := r.Uint64()
		res, err := tickChecked(t, m, NewSeededDice(b.RockDie(), seed))
		if requireEndsOrReported(t, res, err, src) {
			continue
		}

		lg1, lg2 := &Log{}, &Log{}
		res1, err1 := m.Resolve(NewSeededDice(b.RockDie(), seed), lg1)
		res2, err2 := m.Resolve(NewSeededDice(b.RockDie(), seed), lg2)
		require.NoError(t, err1)
		require.NoError(t, err2)
		require.Equal(t, res, res1, "battle %d: logging changes the result\n%s", i, src)
		require.Equal(t, res1, res2)
		require.Equal(t, lg1.Entries, lg2.Entries, "battle %d: the same dice gave another log\n%s", i, src)
		require.Equal(t, EventEnd, lg1.Entries[len(lg1.Entries)-1].Event)
		for _, e := range lg1.Entries {
			require.NotContains(t, e.String(), "\n")
			switch {
			case e.Event == EventOrder:
				orderNotes++
			case e.Rule == RuleNote16:
				setAside[0]++
			case e.Rule == RuleNote17:
				setAside[1]++
			case e.Rule >= RuleNote10 && e.Rule <= RuleNote13, strings.Contains(e.Text, " spends "):
				v2[e.Rule]++
			}
		}
		requireBatchGroups(t, lg1.Entries, src)
	}
	t.Logf("%d battles, %d order notes, %d set-aside lines (interpretation 16), %d KOs by or second set-asides of set-aside pets (17)", n, orderNotes, setAside[0], setAside[1])
	require.Positive(t, setAside[0])
	require.Positive(t, setAside[1])
	t.Logf("version 2 lines by rule: %v", v2)
	require.Positive(t, v2[RuleNote10], "a pet of power 0 is played")
	require.Positive(t, v2[RuleNote13], "a throw of 0 dice")
	require.Positive(t, v2[RuleTrumpets]+v2[RuleMana], "a player spends")
}

// requireBatchGroups checks that every batch of abilities in a log is one
// group: a heading, then its entries and nothing else, numbered in order.
func requireBatchGroups(t *testing.T, entries []Entry, src string) {
	t.Helper()
	cur := 0
	for i, e := range entries {
		switch {
		case e.Event == EventBatch:
			require.Greater(t, e.Batch, cur, "entry %d: a batch heading out of order\n%s", i, src)
			require.Positive(t, e.Amount, "entry %d: an empty batch\n%s", i, src)
			cur = e.Batch
		case e.Batch != 0:
			require.Equal(t, cur, e.Batch, "entry %d (%s) is not under its batch's heading\n%s", i, e, src)
			require.Equal(t, cur, entries[i-1].Batch, "entry %d (%s): the batch is not one group\n%s", i, e, src)
		}
	}
}
