package search

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// Best's top orders, found by skipping orders that cannot enter them, are
// exactly the first orders of the full ranking, for either player, on
// random battles with foods, perks and identical cards, whether or not the
// first walk for sure wins stops at its limit. Each search is bounded
// (randomCases).
func TestBestTopIsTheFullRankingsTop(t *testing.T) {
	n := 40
	if testing.Short() || raceEnabled {
		n = 12
	}
	r := rand.New(rand.NewPCG(11, 2026))
	pool := propertyPool(t)
	cases := newRandomCases(t, bestCaseBytes)
	pruned, sure, someSure := 0, 0, 0
	for i := range n {
		p := engine.Player(i % 2)
		src := deckToOrder(r, pool, p)
		top := 1 + r.IntN(3)
		cases.begin(i, src)
		b := parse(t, src)
		total := BestOrders(b, p)
		all, err := BestWithin(context.Background(), b, nil, p, cases.best(total))
		if cases.over(err) {
			continue // too big a battle to rank every order of
		}
		require.NoError(t, err)
		k := sureWins(all, p)
		if k > 0 && k < total && i%2 == 0 {
			top = k + 1 // one more than the sure wins: the second walk ranks the rest
		}
		got, err := bestTopBothWalks(t, cases, b, p, top, src, all)
		if cases.over(err) {
			continue
		}
		require.NoError(t, err)
		if total > top {
			pruned++
		}
		switch {
		case k >= len(got):
			sure++ // the top orders all win for sure: found by the first walk
		case k > 0:
			someSure++ // found by the first walk, then ranked with the rest
		}
	}
	cases.done()
	require.Greater(t, pruned, n/3)
	require.Positive(t, sure, "battles whose top orders all win for sure")
	require.Positive(t, someSure, "battles with some sure wins, fewer than the top orders")
}

// bestTopBothWalks checks that Best's top orders for p in b are the first
// of all, the full ranking, with the first walk for sure wins as it is and
// stopped at once (when it stops, only a seeded sure win sends the search
// back to it). It returns the top orders, or the error of a search that
// reached its budget.
func bestTopBothWalks(t *testing.T, cases *randomCases, b *engine.Battle, p engine.Player, top int, src string, all []Ranked) ([]Ranked, error) {
	var got []Ranked
	for _, limit := range []int{0, 1} {
		var done int
		opts := cases.best(top)
		opts.Orders, opts.sureLimit = func(d, _ int) { done = d }, limit
		var err error
		got, err = BestWithin(context.Background(), b, nil, p, opts)
		if err != nil {
			return nil, err
		}
		require.Equal(t, len(all), done, "every order counted, tried or skipped")
		require.Len(t, got, min(top, len(all)))
		for j := range got {
			require.Equal(t, all[j].Deck, got[j].Deck, "battle %d, rank %d, sure walk limit %d\n%s", cases.cur.i, j+1, limit, src)
			require.True(t, all[j].Chances.Equal(got[j].Chances))
		}
	}
	return got, nil
}

// sureWins counts the orders in all that player p wins whatever the dice do.
func sureWins(all []Ranked, p engine.Player) int {
	n := 0
	for _, o := range all {
		a, b, _ := o.Chances.Floats()
		if []float64{a, b}[p] == 1 {
			n++
		}
	}
	return n
}

// The bounds that let best skip orders (bestbound.go) are never below what
// an order wins, or how often it does not lose: from the start of random battles (custom cards with
// choices of order and spending, foods, identical cards), choosing each card
// when it is needed and making every choice to win wins at least as often
// as the best order when both play well, and as the order as written. Each
// search is bounded (randomCases).
func TestBoundIsNeverBelowAnOrder(t *testing.T) {
	n := 30
	if testing.Short() || raceEnabled {
		n = 10
	}
	r := rand.New(rand.NewPCG(5, 2026))
	pool := propertyPool(t)
	cases := newRandomCases(t, bestCaseBytes)
	tight, sure := 0, 0
	for i := range n {
		p := engine.Player(i % 2)
		src := deckToOrder(r, pool, p)
		cases.begin(i, src)
		b := parse(t, src)
		all, err := BestWithin(context.Background(), b, nil, p, cases.best(BestOrders(b, p)))
		if cases.over(err) {
			continue
		}
		require.NoError(t, err, src)
		bounds, err := caseBounds(t, cases, b, p, false)
		if cases.over(err) {
			continue
		}
		require.NoError(t, err, src)
		win := func(c Chances) float64 {
			a, b, _ := c.Floats()
			return []float64{a, b}[p]
		}
		for _, o := range all {
			require.GreaterOrEqual(t, bounds[boundWin]+1e-12, win(o.Chances), "order %v\n%s", o.Deck, src)
			a, b, _ := o.Chances.Floats()
			require.GreaterOrEqual(t, bounds[boundNotLose]+1e-12, 1-[]float64{b, a}[p], "order %v does not lose\n%s", o.Deck, src)
		}
		if sureWins(all, p) > 0 {
			require.Equal(t, 1.0, bounds[boundSure], "%v wins for sure\n%s", all[0].Deck, src)
			sure++
		}
		if bounds[boundWin]-win(all[0].Chances) < 1e-12 {
			tight++
		}
	}
	cases.done()
	require.Positive(t, tight, "in some battles the best order is as good as choosing each card when needed")
	require.Positive(t, sure, "battles where some order wins for sure")
}

// rootBound is the bound of kind from the start of m's battle for player
// p, every card of p's deck to place.
func rootBound(t *testing.T, m *engine.Match, p engine.Player, kind boundKind) float64 {
	v, _, err := boundFromStart(m, p, kind, false, Budget{})
	require.NoError(t, err)
	return v
}

// caseBounds is the bounds of every kind (boundWin, boundNotLose,
// boundSure) from the start of the current random case's battle b for
// player p, without the solver's shortcuts when plain is set, each search
// within the case's budget; or the error of a search that stopped at it.
func caseBounds(t *testing.T, cases *randomCases, b *engine.Battle, p engine.Player, plain bool) ([3]float64, error) {
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	var bounds [3]float64
	for _, kind := range []boundKind{boundWin, boundNotLose, boundSure} {
		v, bytes, err := boundFromStart(m, p, kind, plain, cases.budget())
		cases.saw(bytes, 0)
		if err != nil {
			return bounds, err
		}
		bounds[kind] = v
	}
	return bounds, nil
}

// boundFromStart is the bound of kind from the start of m's battle for
// player p, every card of p's deck to place, without the solver's
// shortcuts when plain is set, within budget; and the memory its tables
// took.
func boundFromStart(m *engine.Match, p engine.Player, kind boundKind, plain bool, budget Budget) (float64, int64, error) {
	mine := m.Decks()[p]
	w := newGroupWalk(m.Table, mine, 0)
	s, err := m.StartOrder(p, nil, len(mine))
	if err != nil {
		return 0, 0, err
	}
	s.StopAtChoices(true)
	s.StopAtSpend(true)
	mt, stop := newMeter(context.Background(), budget)
	defer stop()
	o := newOptSolver(mt, newDieDist(m.Battle.RockDie()), p, w.types, kind)
	o.plain = plain
	v, _, err := o.from(s, nil, w.cnt, -1)
	return v, mt.bytes, err
}

// The bound tries the loose cards of a group (Apples, ailments) in one order
// only, as every order comes to the same position, and a total of a throw
// that marks a pet as an earlier total did takes that total's answer: it
// equals the bound that plays everything on, and stays above the best
// order, on random battles of reference cards where A has 2 loose cards
// among 6. Each search is bounded (randomCases).
func TestBoundShortcutsChangeNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 2026))
	var pool []string
	for _, c := range engine.ReferenceBook().Names() {
		if c != engine.RetrieverName && c != "Shark" {
			pool = append(pool, c)
		}
	}
	deck := func(k int) []string {
		cards := make([]string, k)
		for i := range cards {
			cards[i] = pool[r.IntN(len(pool))]
		}
		return cards
	}
	loose := []string{"Apple", "Spooked", "Exposed"}
	cases := newRandomCases(t, bestCaseBytes)
	// With -short, 30: the first 15 cases have only 5 bounds of 45 strictly
	// between 0 and 1.
	between, n := 0, testkit.Runs(40, 30)
	for i := range n {
		a := append(deck(4), loose[r.IntN(3)], loose[r.IntN(3)])
		src := fmt.Sprintf("first: %s\nA: %s\nB: %s\n", []string{"A", "B"}[r.IntN(2)], strings.Join(a, ", "), strings.Join(deck(6+r.IntN(3)), ", "))
		cases.begin(i, src)
		v, ok := shortcutsChangeNothing(t, cases, parse(t, src), src)
		if ok {
			between += v
		}
	}
	cases.done()
	require.Greater(t, between, n/2, "bounds strictly between 0 and 1")
}

// shortcutsChangeNothing checks the bounds of the current random case's
// battle b (src) for A with and without the solver's shortcuts, and
// against Best's top order (these battles have no card that counts fainted
// pets, so the coarse key leaves the counts out). It returns how many
// bounds are strictly between 0 and 1, and false when a search stopped at
// the case's budget.
func shortcutsChangeNothing(t *testing.T, cases *randomCases, b *engine.Battle, src string) (int, bool) {
	bounds, err := caseBounds(t, cases, b, engine.PlayerA, false)
	if cases.over(err) {
		return 0, false
	}
	require.NoError(t, err, src)
	plain, err := caseBounds(t, cases, b, engine.PlayerA, true)
	if cases.over(err) {
		return 0, false
	}
	require.NoError(t, err, src)
	between := 0
	for kind, v := range bounds {
		// The memo rounds each answer it keeps up to a 2^-30th (about
		// 1e-9), and the two searches take different answers from it.
		assert.InDelta(t, plain[kind], v, 1e-7, "kind %d\n%s", kind, src)
		if v > 0 && v < 1 {
			between++
		}
	}
	top, err := BestWithin(context.Background(), b, nil, engine.PlayerA, cases.best(1))
	if cases.over(err) {
		return 0, false
	}
	require.NoError(t, err, src)
	win, _, _ := top[0].Chances.Floats()
	assert.GreaterOrEqual(t, bounds[boundWin]+1e-12, win, src)
	if win == 1 {
		assert.Equal(t, 1.0, bounds[boundSure], src)
	}
	return between, true
}

// deckToOrder is a small random battle in which player p has 4 to 6 cards
// to order: an Apple, a food or perk, random cards and a Dolphin.
func deckToOrder(r *rand.Rand, pool []string, p engine.Player) string {
	src := smallBattle(r, pool)
	k := 3 + r.IntN(3)
	cards := []string{"Apple", []string{"Honey", "Nest", "Shell", "Apple"}[r.IntN(4)]}
	for len(cards) < k {
		cards = append(cards, pool[r.IntN(len(pool))])
	}
	cards = append(cards, "Dolphin")
	r.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
	line := p.String() + ": "
	lines := strings.Split(src, "\n")
	for j, l := range lines {
		if strings.HasPrefix(l, line) {
			lines[j] = line + strings.Join(cards, ", ")
		}
	}
	return strings.Join(lines, "\n")
}

// Orders that tie (the same chances to win and to lose) rank in the deck's
// order even when the orders ranked before the walk (bestseed.go) come
// later in it: random battles against one or two cards, which end before
// the last cards are played, so that many orders tie. Each search is
// bounded (randomCases).
func TestBestTiesKeepTheDecksOrder(t *testing.T) {
	n := 40
	if testing.Short() || raceEnabled {
		n = 20 // the first (and only) tie of the 40 is case 12
	}
	r := rand.New(rand.NewPCG(17, 2026))
	pool := propertyPool(t)
	cases := newRandomCases(t, bestCaseBytes)
	ties := 0
	for i := range n {
		p := engine.Player(i % 2)
		src := deckToOrder(r, pool, p)
		lines := strings.Split(src, "\n")
		other := p.Other().String() + ": "
		for j, l := range lines {
			if strings.HasPrefix(l, other) {
				lines[j] = other + pool[r.IntN(len(pool))]
			}
		}
		src = strings.Join(lines, "\n")
		top := 2 + r.IntN(6)
		cases.begin(i, src)
		b := parse(t, src)
		all, err := BestWithin(context.Background(), b, nil, p, cases.best(BestOrders(b, p)))
		if cases.over(err) {
			continue
		}
		require.NoError(t, err)
		got, err := BestWithin(context.Background(), b, nil, p, cases.best(top))
		if cases.over(err) {
			continue
		}
		require.NoError(t, err)
		for j := range got {
			require.Equal(t, all[j].Deck, got[j].Deck, "battle %d, rank %d\n%s", i, j+1, src)
		}
		if len(got) > 1 && got[0].Chances.Equal(got[len(got)-1].Chances) && sureWins(got, p) == 0 {
			ties++
		}
	}
	cases.done()
	require.Positive(t, ties, "battles whose top orders tie and do not win for sure")
}

// A node whose orders can at best tie the last top order (the same chances
// to win and to lose) is skipped only when its first cards come after that
// order's in the deck's order: an order ranked before the walk
// (bestseed.go) can come after orders the walk has not met yet, and those
// rank above it.
func TestATieIsSkippedOnlyAfterTheLastTopOrder(t *testing.T) {
	won := tally{n: [3]uint64{1, 0, 0}}
	for _, c := range []struct {
		path []int
		skip bool
	}{{[]int{0}, false}, {[]int{1}, false}, {[]int{2}, true}} {
		h := &rankHeap{die: newDieDist(engine.DefaultDie()), me: engine.PlayerA, top: 1,
			items: []rankItem{{t: won, labels: []int{1, 0, 2}}}}
		w := &groupWalk{h: h, path: c.path, cnt: []int{1, 1}, left: 2}
		skip, err := w.prune(&vec{dec: won.n}, nil)
		require.NoError(t, err)
		assert.Equal(t, c.skip, skip, "first cards %v, last top order [1 0 2]", c.path)
	}
}

// When every order loses for sure, they all tie: the top orders are the
// first in the deck's order, whatever top, even after orders ranked before
// the walk (bestseed.go) that come later in it.
func TestSureLossesRankInTheDecksOrder(t *testing.T) {
	b := parse(t, propertyCards+"first: A\nA: Apple, Apple, Spooked, Dolphin\nB: Dog, Flamingo, Owl, Hedgehog\ndie: 1 2 2\n")
	total := BestOrders(b, engine.PlayerA)
	all, err := Best(context.Background(), b, nil, engine.PlayerA, total, nil)
	require.NoError(t, err)
	for _, o := range all {
		_, lose, _ := o.Chances.Floats()
		require.Equal(t, 1.0, lose, "every order loses for sure: %v", o.Deck)
	}
	for top := 1; top <= total; top++ {
		got, err := Best(context.Background(), b, nil, engine.PlayerA, top, nil)
		require.NoError(t, err)
		for j := range got {
			require.Equal(t, all[j].Deck, got[j].Deck, "top %d, rank %d", top, j+1)
		}
	}
}

// Progress reaches the number of orders at the end, also when the last
// orders stop being played once they cannot enter the top (a battle with
// choices that matter, so that orders are played on their own).
func TestBestProgressReachesEveryOrder(t *testing.T) {
	b := parse(t, propertyCards+"first: A\nA: Ghost, Honey, Dolphin, Apple, Spooked\nB: Nest, Owl, Skulker\nB trumpets: 2\ndie: 0 0 0 3\n")
	var done, calls int
	_, err := Best(context.Background(), b, nil, engine.PlayerA, 6, func(d, total int) {
		done, calls = d, calls+1
		assert.Equal(t, 120, total)
	})
	require.NoError(t, err)
	assert.Equal(t, 120, done)
	assert.Positive(t, calls)
}

// Stopped by its memory budget at any point, Best says it tried at least
// the orders it returns.
func TestBestTriedCountsTheOrdersItReturns(t *testing.T) {
	b := parse(t, "first: B\nA: Honey, Dog, Bee, Peacock, Exposed, Badger, Spooked\n"+
		"B: Badger, Flamingo, Bee, Dog, Skunk, Apple, Skunk, Spooked, Dolphin, Skunk\n")
	stops := 0
	for mb := int64(1 << 12); mb < 1<<26; mb = mb * 5 / 4 {
		got, err := BestWithin(context.Background(), b, nil, engine.PlayerA, BestOptions{Top: 3, Budget: Budget{MaxBytes: mb}})
		var be *BudgetError
		if !errors.As(err, &be) {
			require.NoError(t, err)
			break
		}
		stops++
		assert.GreaterOrEqual(t, be.Tried, len(got), "memory budget %d bytes", mb)
	}
	assert.Greater(t, stops, 5)
}
