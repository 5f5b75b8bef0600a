package engine

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/testkit"
	"github.com/stretchr/testify/require"
)

// manyBattles is how many random battles TestManyRandomBattles plays:
// SAP_RANDOM_BATTLES when set (a knob for long runs), else 100,000 (10,000
// with -short, as make test runs it, or under the race detector: make
// test-long runs the 100,000 without it).
func manyBattles(t *testing.T) int {
	if v := os.Getenv("SAP_RANDOM_BATTLES"); v != "" {
		n, err := strconv.Atoi(v)
		require.NoError(t, err, "SAP_RANDOM_BATTLES")
		return n
	}
	if raceEnabled {
		return 10_000
	}
	return testkit.Runs(100_000, 10_000)
}

// A hundred thousand random legal battles, each played once with seeded
// dice: every one ends with a result, or is stopped at a limit of the rules
// and says why (a battle may truly never end: two Exposed Gnats can hurt
// each other for ever). The seed is not chosen to avoid those. Every 50th
// battle is played again with the same dice and must end the same way.
func TestManyRandomBattles(t *testing.T) {
	n := manyBattles(t)
	r := rand.New(rand.NewPCG(7, 300_000))
	pool := propertyPool(t)
	stopped := 0
	for i := range n {
		src := randomBattle(r, pool)
		b, err := ParseBattle(src, nil)
		require.NoError(t, err, src)
		m, err := NewMatch(b, nil)
		require.NoError(t, err, src)
		seed := r.Uint64()
		res, err := m.Resolve(NewSeededDice(b.RockDie(), seed), nil)
		if requireEndsOrReported(t, res, err, src) {
			stopped++
		}
		if i%50 == 0 {
			again, err2 := m.Resolve(NewSeededDice(b.RockDie(), seed), nil)
			require.Equal(t, res, again, src)
			require.Equal(t, err, err2, src)
		}
	}
	t.Logf("%d random battles, %d stopped at a limit of the rules and said so", n, stopped)
}
