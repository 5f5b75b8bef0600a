package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

func parse(t testing.TB, src string) *engine.Battle {
	t.Helper()
	b, err := engine.ParseBattle(src, nil)
	require.NoError(t, err, src)
	return b
}

// An Apple's place, worked out by hand. B's Mosquito throws 1 rock at A's
// first pet.
//
// Apple, Otter (power 3): the Mosquito dies in the attack; a rock of 2 (1/3)
// means 3 damage and the Otter dies with it: B's Otter wins. Else it has 1
// or 2 damage and trades with B's Otter: a draw (2/3).
//
// Otter, Apple (power 2): a rock of 2 marks it at once, a rock of 1 leaves it
// dying in the attack with the Mosquito: the Apple alone cannot play, B wins
// (2/3). A rock of 0: it trades with B's Otter, a draw (1/3).
//
// Neither order wins for A, so fewer losses decide: Apple first.
func TestBestByHand(t *testing.T) {
	b := parse(t, "first: A\nA: Otter, Apple\nB: Mosquito, Otter\n")
	got, err := Best(context.Background(), b, nil, engine.PlayerA, 5, nil)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, []string{"Apple", "Otter"}, got[0].Deck)
	requireChances(t, got[0].Chances, "0", "1/3", "2/3")
	assert.Equal(t, []string{"Otter", "Apple"}, got[1].Deck)
	requireChances(t, got[1].Chances, "0", "2/3", "1/3")
	assert.Equal(t, 1, got[0].Rank)

	// For B: B's best is to keep the Mosquito first? Both orders of B's
	// deck, ranked for B.
	gotB, err := Best(context.Background(), b, nil, engine.PlayerB, 5, nil)
	require.NoError(t, err)
	require.Len(t, gotB, 2)
}

// Identical cards are one order: Apple, Apple, Ant has 3 orders, not 6.
func TestBestIdenticalCards(t *testing.T) {
	b := parse(t, "A: Apple, Ant, Apple\nB: Otter\n")
	assert.Equal(t, 3, BestOrders(b, engine.PlayerA))
	got, err := Best(context.Background(), b, nil, engine.PlayerA, 10, nil)
	require.NoError(t, err)
	require.Len(t, got, 3)
	seen := map[string]bool{}
	for _, r := range got {
		seen[strings.Join(r.Deck, ",")] = true
	}
	assert.Len(t, seen, 3)
}

// Every order's chances from Best equal PlayWell on the battle with that
// order (and Odds when no order meets a choice), on random small battles
// with foods, perks and identical cards; solving each order on its own with
// the default order agrees with Odds.
func TestBestMatchesOdds(t *testing.T) {
	bestMatchesOdds(t, 7, "", []string{"Honey", "Nest", "Shell", "Apple"})
}

// The same with foods whose abilities make their order on a pet matter,
// next to Apples and ailments, whose order does not: the search merges the
// positions of different orders that differ only in the latter.
func TestBestMatchesOddsWithFoodsOfEveryKind(t *testing.T) {
	bestMatchesOdds(t, 8, keyCards, []string{"Charm", "Ward", "Spooked", "Exposed", "Apple"})
}

// bestMatchesOdds checks Best against PlayWell and Odds on random small
// battles (with the cards defined in cards) where A has 3 to 5 cards: an
// Apple, one of extra, the pool's cards and a Dolphin. Each search is
// bounded (randomCases).
func bestMatchesOdds(t *testing.T, seed uint64, cards string, extra []string) {
	n := 60
	if testing.Short() || raceEnabled {
		n = 20
	}
	r := rand.New(rand.NewPCG(seed, 2026))
	pool := propertyPool(t)
	cases := newRandomCases(t, bestCaseBytes)
	for i := range n {
		src := cards + smallBattle(r, pool)
		k := 3 + r.IntN(3)
		deck := []string{"Apple", extra[r.IntN(len(extra))]}
		for len(deck) < k {
			deck = append(deck, pool[r.IntN(len(pool))])
		}
		deck = append(deck, "Dolphin")
		r.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		lines := strings.Split(src, "\n")
		for j, l := range lines {
			if strings.HasPrefix(l, "A: ") {
				lines[j] = "A: " + strings.Join(deck, ", ")
			}
		}
		src = strings.Join(lines, "\n")
		cases.begin(i, src)
		b := parse(t, src)
		total := BestOrders(b, engine.PlayerA)
		var calls, last int
		opts := cases.best(total)
		opts.Orders = func(done, tot int) {
			calls++
			last = done
			require.Equal(t, total, tot)
		}
		got, err := BestWithin(context.Background(), b, nil, engine.PlayerA, opts)
		if cases.over(err) {
			continue
		}
		if err != nil {
			// A runaway order: the per-order search must fail too.
			require.ErrorIs(t, err, engine.ErrRunaway, src)
			continue
		}
		require.Len(t, got, total, src)
		require.Equal(t, total, last)
		require.Positive(t, calls)
		if err := checkEveryOrder(t, cases, i, src, b, got); !cases.over(err) {
			require.NoError(t, err, src)
		}
	}
	cases.done()
}

// checkEveryOrder checks each order Best ranked (got, every order of A's
// deck in b, random case i) against PlayWell and Odds on the
// battle with that order. It returns the error of a search that stopped at
// the case's budget, if one did.
func checkEveryOrder(t *testing.T, cases *randomCases, i int, src string, b *engine.Battle, got []Ranked) error {
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	decks := m.Decks()
	die := newDieDist(b.RockDie())
	h := rankHeap{die: die, me: engine.PlayerA, top: len(got)}
	mt, stop := newMeter(context.Background(), cases.budget())
	defer stop()
	if err := bestEach(mt, m, decks, engine.PlayerA, 0, newSolver(mt, die).solve, &h, len(got), nil); err != nil {
		return err
	}
	cases.saw(mt.bytes, 0)
	byDeck := map[string]Chances{}
	for _, it := range h.items {
		deck := make([]string, len(it.labels))
		for k, l := range it.labels {
			deck[k] = b.Decks[engine.PlayerA][l]
		}
		byDeck[strings.Join(deck, ",")] = die.chances(it.t)
	}
	for j, rk := range got {
		ob := *b
		ob.Decks = [2][]string{rk.Deck, b.Decks[1]}
		om, err := engine.NewMatch(&ob, nil)
		require.NoError(t, err)
		res, err := Odds(context.Background(), om, cases.odds())
		if err != nil {
			return err
		}
		cases.saw(res.Bytes, res.Positions)
		well, err := PlayWell(context.Background(), om, cases.odds())
		if err != nil {
			return err
		}
		require.True(t, well.Chances.Equal(rk.Chances), "battle %d, order %v: best says %s, play well says %s\n%s", i, rk.Deck, rk.Chances, well.Chances, src)
		require.True(t, byDeck[strings.Join(rk.Deck, ",")].Equal(res.Chances), "battle %d: the default-order search disagrees with odds at rank %d", i, j+1)
		if j > 0 {
			assert.GreaterOrEqual(t, got[j-1].Chances.A.Cmp(rk.Chances.A), 0, "ranked by A's chance")
		}
	}
	return nil
}

// A deck with too many orders is refused, with the count and how many
// cards at the top to fix in place; fixed so, it is searched, the fixed
// cards staying on top.
func TestBestTooManySuggestsCardsToFix(t *testing.T) {
	names := []string{"Ant", "Otter", "Fish", "Dolphin", "Mosquito", "Flamingo", "Badger", "Peacock", "Dog", "Skunk", "Shark", "Bee"}
	b := parse(t, fmt.Sprintf("A: %s\nB: Otter\n", strings.Join(names, ", ")))
	_, err := Best(context.Background(), b, nil, engine.PlayerA, 5, nil)
	var tm *TooManyOrdersError
	require.ErrorAs(t, err, &tm)
	assert.Equal(t, 2, tm.Fix, "12 different cards: 10 can be ordered")
	assert.Equal(t, "A's 12 cards have too many orders to try (479001600 orders; at most 3628800): fix the top 2 cards in place to try the orders of the other 10", err.Error())

	_, err = BestWithin(context.Background(), b, nil, engine.PlayerA, BestOptions{Fix: 1})
	require.ErrorAs(t, err, &tm)
	assert.Equal(t, 2, tm.Fix)
	assert.Contains(t, err.Error(), "A's 11 cards have too many orders to try (39916800 orders")

	for _, fix := range []int{-1, 13} {
		_, err = BestWithin(context.Background(), b, nil, engine.PlayerA, BestOptions{Fix: fix})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "cannot fix")
	}

	small := parse(t, "first: A\nA: Otter, Apple, Ant, Fish, Honey\nB: Dolphin, Mosquito, Ant\n")
	got, err := BestWithin(context.Background(), small, nil, engine.PlayerA, BestOptions{Fix: 2, Top: 100})
	require.NoError(t, err)
	require.Len(t, got, 6, "3! orders of the cards below Otter and Apple")
	all, err := Best(context.Background(), small, nil, engine.PlayerA, 120, nil)
	require.NoError(t, err)
	var want []Ranked
	for _, r := range all {
		if r.Deck[0] == "Otter" && r.Deck[1] == "Apple" {
			want = append(want, r)
		}
	}
	for i := range got {
		assert.Equal(t, want[i].Deck, got[i].Deck)
		assert.True(t, want[i].Chances.Equal(got[i].Chances))
	}
}
