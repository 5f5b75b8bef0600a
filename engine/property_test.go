package engine

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/testkit"
	"github.com/stretchr/testify/require"
)

// propertyCards are custom cards the random battles use besides the
// reference book: every effect, target and passive line appears, and pets
// set aside by Play, Hurt, Hit and KO abilities, next to a second ability
// of the same trigger or a KO ability (interpretations 16 and 17), and every
// version 2 phrase (docs/notation.md §5) with a pet of power 0.
var propertyCards = readCards("property.cards")

// randomBattle writes a random legal battle: up to 8 cards a side.
func randomBattle(r *rand.Rand, pool []string) string {
	return testkit.BattleOf(r, propertyCards, pool, 8, true)
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

// readCards reads the card lines of testdata/name, which the searches'
// tests (package search) read too.
func readCards(name string) string {
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		panic(err)
	}
	return string(src)
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
	n := testkit.Runs(3000, 300)
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
