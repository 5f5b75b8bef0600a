package automa

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// seeded is a random source tests can repeat.
func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }

// solo is the three champions most tests play against.
var solo = []string{"Deryn", "Dugrun", "Gold'arr"}

// coop is a co-op team: Deryn and Dugrun for the first automa player,
// Gwaien and Kilgore for the second.
var coop = []string{"Deryn", "Dugrun", "Gwaien", "Kilgore"}

// newRun sets up a run or fails the test.
func newRun(t *testing.T, o Options, seed uint64) *Run {
	t.Helper()
	r, err := New(o, seeded(seed))
	require.NoError(t, err)
	return r
}

// encoded is r as saved, to compare before and after a refused change.
func encoded(t *testing.T, r *Run) string {
	t.Helper()
	b, err := r.Encode()
	require.NoError(t, err)
	return string(b)
}

// refuses asserts that change fails with an error containing want and
// leaves r exactly as it was.
func refuses(t *testing.T, r *Run, want string, change func() error) {
	t.Helper()
	before := encoded(t, r)
	err := change()
	require.Error(t, err)
	require.Contains(t, err.Error(), want)
	require.Equal(t, before, encoded(t, r), "a refused change changes nothing")
}

// playCards flips and resolves every pending step of the turn as Acted (or
// as an emergency move by the first champion of the team when it must be).
func playCards(t *testing.T, r *Run, rng *rand.Rand) {
	t.Helper()
	for r.Turn.Current() < len(r.Turn.Steps) {
		s := r.Turn.Steps[r.Turn.Current()]
		if s.Kind != FreeMove && !s.Shown {
			require.NoError(t, r.Reveal("", rng))
			s = r.Turn.Steps[r.Turn.Current()]
		}
		if s.Kind == FreeMove || s.Stunned {
			require.NoError(t, r.Resolve(Emergency, r.TeamOf(r.Turn.Team)[0]))
		} else {
			require.NoError(t, r.Resolve(Acted, ""))
		}
	}
}

// countBy counts cards by champion.
func countBy(cards []Card) map[string]int {
	m := map[string]int{}
	for _, c := range cards {
		m[c.Champion]++
	}
	return m
}
