package engine

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Best's top orders, found by skipping orders that cannot enter them, are
// exactly the first orders of the full ranking, for either player, on
// random battles with foods, perks and identical cards.
func TestBestTopIsTheFullRankingsTop(t *testing.T) {
	n := 40
	if testing.Short() || raceEnabled {
		n = 12
	}
	r := rand.New(rand.NewPCG(11, 2026))
	pool := propertyPool(t)
	pruned, sure, someSure := 0, 0, 0
	for i := range n {
		p := Player(i % 2)
		src := deckToOrder(r, pool, p)
		b := parse(t, src)
		total := BestOrders(b, p)
		all, err := Best(context.Background(), b, nil, p, total, nil)
		if errors.Is(err, ErrTooManyStates) {
			continue // too big a battle to rank every order of
		}
		require.NoError(t, err)
		top := 1 + r.IntN(3)
		k := sureWins(all, p)
		if k > 0 && k < total && i%2 == 0 {
			top = k + 1 // one more than the sure wins: the second walk ranks the rest
		}
		var done int
		got, err := Best(context.Background(), b, nil, p, top, func(d, _ int) { done = d })
		require.NoError(t, err)
		require.Equal(t, total, done, "every order counted, tried or skipped")
		require.Len(t, got, min(top, total))
		for j := range got {
			require.Equal(t, all[j].Deck, got[j].Deck, "battle %d, rank %d\n%s", i, j+1, src)
			require.True(t, all[j].Chances.Equal(got[j].Chances))
		}
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
	require.Greater(t, pruned, n/3)
	require.Positive(t, sure, "battles whose top orders all win for sure")
	require.Positive(t, someSure, "battles with some sure wins, fewer than the top orders")
}

// sureWins counts the orders in all that player p wins whatever the dice do.
func sureWins(all []Ranked, p Player) int {
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
// as the best order when both play well, and as the order as written.
func TestBoundIsNeverBelowAnOrder(t *testing.T) {
	n := 30
	if testing.Short() || raceEnabled {
		n = 10
	}
	r := rand.New(rand.NewPCG(5, 2026))
	pool := propertyPool(t)
	tight, sure := 0, 0
	for i := range n {
		p := Player(i % 2)
		src := deckToOrder(r, pool, p)
		b := parse(t, src)
		m, err := NewMatch(b, nil)
		require.NoError(t, err)
		all, err := Best(context.Background(), b, nil, p, BestOrders(b, p), nil)
		if errors.Is(err, ErrTooManyStates) {
			continue
		}
		require.NoError(t, err, src)
		bound, notLose := rootBound(t, m, p, boundWin), rootBound(t, m, p, boundNotLose)
		win := func(c Chances) float64 {
			a, b, _ := c.Floats()
			return []float64{a, b}[p]
		}
		for _, o := range all {
			require.GreaterOrEqual(t, bound+1e-12, win(o.Chances), "order %v\n%s", o.Deck, src)
			a, b, _ := o.Chances.Floats()
			require.GreaterOrEqual(t, notLose+1e-12, 1-[]float64{b, a}[p], "order %v does not lose\n%s", o.Deck, src)
		}
		if sureWins(all, p) > 0 {
			require.Equal(t, 1.0, rootBound(t, m, p, boundSure), "%v wins for sure\n%s", all[0].Deck, src)
			sure++
		}
		if bound-win(all[0].Chances) < 1e-12 {
			tight++
		}
	}
	require.Positive(t, tight, "in some battles the best order is as good as choosing each card when needed")
	require.Positive(t, sure, "battles where some order wins for sure")
}

// rootBound is the bound of kind from the start of m's battle for player
// p, every card of p's deck to place.
func rootBound(t *testing.T, m *Match, p Player, kind boundKind) float64 {
	decks := m.startDecks()
	mine := decks[p]
	w := newGroupWalk(m.Table, mine, 0)
	decks[p] = slices.Repeat([]CardID{NoCard}, len(mine))
	s, err := newState(m.Table, decks, m.Battle.First, m.Battle.Trumpets, m.Battle.Mana)
	require.NoError(t, err)
	s.sides[p].undecided = uint8(len(mine))
	s.stopAtChoices, s.stopAtSpend = true, true
	mt, stop := newMeter(context.Background(), Budget{})
	defer stop()
	o := newOptSolver(mt, newDieDist(m.Battle.RockDie()), p, w.types, kind)
	v, err := o.from(s, nil, w.cnt, -1)
	require.NoError(t, err)
	return v
}

// deckToOrder is a small random battle in which player p has 4 to 6 cards
// to order: an Apple, a food or perk, random cards and a Dolphin.
func deckToOrder(r *rand.Rand, pool []string, p Player) string {
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
