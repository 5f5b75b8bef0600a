package search

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// hedgehogBattle has millions of positions: 30 Hedgehogs a side throwing
// rocks at each other with a 20-face die of 0 to 9 rocks.
const hedgehogBattle = `card Hedgehog: pet 9 | Play: throw 2 rocks | Hurt: throw 1 rock at the enemy pet
die: 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
A: 30 Hedgehog
B: 30 Hedgehog
`

// At the memory budget odds stops with a BudgetError whose known odds are
// lower bounds of the exact ones: a smaller budget knows less.
func TestOddsMemoryBudgetGivesBounds(t *testing.T) {
	m := matchText(t, benchOddsBattle)
	exact, err := Odds(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	require.Greater(t, exact.Bytes, int64(16<<10), "big enough a search")
	var last *big.Rat
	for _, mb := range []int64{exact.Bytes / 4, exact.Bytes / 2} {
		_, err := Odds(context.Background(), m, OddsOptions{Budget: Budget{MaxBytes: mb}})
		var be *BudgetError
		require.ErrorAs(t, err, &be, "%d bytes", mb)
		require.ErrorIs(t, err, ErrBudget)
		assert.True(t, be.Memory)
		require.NotNil(t, be.Known)
		assert.Contains(t, err.Error(), "stopped at the memory budget ("+MegaBytes(mb)+")")
		for _, pair := range [][2]*big.Rat{{be.Known.A, exact.Chances.A}, {be.Known.B, exact.Chances.B}, {be.Known.Draw, exact.Chances.Draw}} {
			assert.LessOrEqual(t, pair[0].Cmp(pair[1]), 0, "a known chance is at most the exact one")
			assert.GreaterOrEqual(t, pair[0].Sign(), 0)
		}
		known := new(big.Rat).Sub(big.NewRat(1, 1), be.Known.NeverEnds())
		if last != nil {
			assert.GreaterOrEqual(t, known.Cmp(last), 0, "more memory, more known")
		}
		last = known
	}
	assert.Positive(t, last.Sign(), "half the memory is enough to know some outcomes")
}

// hangGuard bounds how long a test of promptness waits for a search that
// must stop soon: a machine ten times slower than a busy 2-core VM passes
// well within it, so only a search that does not stop reaches it. What a
// test asserts of stopping early is counted in work, not seconds.
const hangGuard = time.Minute

// At the time budget every search stops with a BudgetError that names it. The battle has millions of positions,
// far more than any machine solves in 300 ms.
func TestSearchesStopAtTheTimeBudget(t *testing.T) {
	m := matchText(t, hedgehogBattle)
	var reports []Progress
	budget := Budget{MaxTime: 300 * time.Millisecond, Progress: func(p Progress) { reports = append(reports, p) }}
	start := time.Now()
	_, err := Odds(context.Background(), m, OddsOptions{Budget: budget})
	var be *BudgetError
	require.ErrorAs(t, err, &be)
	assert.False(t, be.Memory)
	assert.False(t, be.Work)
	assert.Contains(t, err.Error(), "stopped at the time budget (300ms)")
	assert.Less(t, time.Since(start), hangGuard)
	// How many reports come before the time is up is a matter of the
	// machine's speed (a busy one may make none): each names the budget and
	// counts on from the last. TestSearchesStopAtTheWorkBudget counts them.
	for i, p := range reports {
		assert.Equal(t, 300*time.Millisecond, p.Budget.MaxTime)
		if i > 0 {
			assert.GreaterOrEqual(t, p.Positions, reports[i-1].Positions)
			assert.GreaterOrEqual(t, p.Bytes, reports[i-1].Bytes)
		}
	}

	_, err = PlayWell(context.Background(), m, OddsOptions{Budget: Budget{MaxTime: 100 * time.Millisecond}})
	require.ErrorAs(t, err, &be)
	assert.Nil(t, be.Known, "playing well knows nothing for sure before it ends")

	// A user's Cancel is not a budget.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Odds(ctx, m, OddsOptions{Budget: Budget{MaxTime: time.Minute}})
	require.ErrorIs(t, err, context.Canceled)
	assert.False(t, errors.Is(err, ErrBudget))
}

// At the work budget every search stops at the same point on every
// machine: the same positions solved, the same progress, the same known
// odds, run after run.
func TestSearchesStopAtTheWorkBudget(t *testing.T) {
	m := matchText(t, hedgehogBattle)
	const work = 10 * progressEvery
	run := func() ([]Progress, *BudgetError) {
		var reports []Progress
		_, err := Odds(context.Background(), m, OddsOptions{Budget: Budget{MaxPositions: work, Progress: func(p Progress) {
			p.Elapsed, p.Budget.Progress = 0, nil // the seconds and the callback differ
			reports = append(reports, p)
		}}})
		var be *BudgetError
		require.ErrorAs(t, err, &be)
		require.ErrorIs(t, err, ErrBudget)
		return reports, be
	}
	reports, be := run()
	assert.True(t, be.Work)
	assert.False(t, be.Memory)
	assert.Equal(t, "stopped at the work budget (40960 positions); too few outcomes were worked out by then to say anything of the odds", be.Error())
	assert.Len(t, reports, 10, "a report every %d positions looked at, up to the budget", progressEvery)
	again, be2 := run()
	assert.Equal(t, reports, again, "the same progress on every run")
	assert.Equal(t, be.Known, be2.Known, "the same known odds on every run")

	_, err := PlayWell(context.Background(), m, OddsOptions{Budget: Budget{MaxPositions: work}})
	require.ErrorAs(t, err, &be)
	assert.True(t, be.Work)
	assert.Nil(t, be.Known)

	// Within its work budget a search gives the whole answer.
	small := matchText(t, benchOddsBattle)
	exact, err := Odds(context.Background(), small, OddsOptions{})
	require.NoError(t, err)
	within, err := Odds(context.Background(), small, OddsOptions{Budget: Budget{MaxPositions: 1 << 40}})
	require.NoError(t, err)
	assert.Equal(t, exact.Chances, within.Chances)
}

// slowBest is the slowest of 120 random decks of 10 reference cards for
// Best (randomDecks10, the 57th): its best orders win 0.83 of the battles,
// and many tie. Ranking them takes 0.9 to 1.1 s on a 2-core VM (-cpu 1),
// more in the VM's slower hours; its 1,814,400 orders take far more than
// the work budget of TestBestStopsAtItsBudget.
const slowBest = "first: A\nA: Apple, Badger, Spooked, Fish, Otter, Shark, Flamingo, Ant, Flamingo, Honey\n" +
	"B: Dog, Mosquito, Dog, Mosquito, Dog, Badger, Skunk, Badger, Skunk\n"

// At its budget Best returns the best of the orders it tried, and says how
// many of how many: at a work budget the same orders on every machine.
func TestBestStopsAtItsBudget(t *testing.T) {
	b := parse(t, slowBest)
	best := func(work int64) ([]Ranked, *BudgetError) {
		got, err := BestWithin(context.Background(), b, nil, engine.PlayerA, BestOptions{Top: 3, Budget: Budget{MaxPositions: work}})
		var be *BudgetError
		require.ErrorAs(t, err, &be)
		return got, be
	}
	got, be := best(200_000)
	assert.True(t, be.Work)
	assert.Equal(t, 1814400, be.Total)
	assert.Positive(t, be.Tried)
	assert.Less(t, be.Tried, be.Total)
	assert.Contains(t, be.Error(), fmt.Sprintf("stopped at the work budget (200000 positions); %d of 1814400 orders tried", be.Tried))
	require.Len(t, got, 3)
	assert.Len(t, got[0].Deck, 10)
	again, be2 := best(200_000)
	assert.Equal(t, got, again, "the same best orders on every run")
	assert.Equal(t, be.Tried, be2.Tried)

	more, be3 := best(400_000)
	assert.Greater(t, be3.Tried, be.Tried, "more work, more orders tried")
	assert.GreaterOrEqual(t, more[0].Chances.A.Cmp(got[0].Chances.A), 0, "and the best of them wins no less")

	none, be4 := best(1)
	assert.Zero(t, be4.Tried)
	assert.Empty(t, none)
}

// A search gives the rest of the program a turn every yieldEvery positions
// it visits: in the browser build, where nothing interrupts it, the page
// answers taps and draws then.
func TestSearchesYieldNowAndThen(t *testing.T) {
	turns := 0
	defer func(y func()) { yield = y }(yield)
	yield = func() { turns++ }
	mt, cancel := newMeter(context.Background(), Budget{})
	defer cancel()
	for range 3*yieldEvery + 1 {
		require.NoError(t, mt.tick())
	}
	assert.Equal(t, 3, turns, "one turn every yieldEvery visits")

	turns = 0
	bt, err := engine.ParseBattle(best10Issue16, nil)
	require.NoError(t, err)
	_, err = Best(context.Background(), bt, nil, engine.PlayerA, 5, nil)
	require.NoError(t, err)
	assert.Positive(t, turns, "the best orders of a 10-card deck take turns")
}
