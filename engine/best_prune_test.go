package engine

import (
	"context"
	"errors"
	"math/rand/v2"
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
	pruned := 0
	for i := range n {
		src := smallBattle(r, pool)
		k := 3 + r.IntN(3)
		cards := []string{"Apple", []string{"Honey", "Nest", "Shell", "Apple"}[r.IntN(4)]}
		for len(cards) < k {
			cards = append(cards, pool[r.IntN(len(pool))])
		}
		cards = append(cards, "Dolphin")
		r.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
		p, line := PlayerA, "A: "
		if i%2 == 1 {
			p, line = PlayerB, "B: "
		}
		lines := strings.Split(src, "\n")
		for j, l := range lines {
			if strings.HasPrefix(l, line) {
				lines[j] = line + strings.Join(cards, ", ")
			}
		}
		b := parse(t, strings.Join(lines, "\n"))
		total := BestOrders(b, p)
		all, err := Best(context.Background(), b, nil, p, total, nil)
		if errors.Is(err, ErrTooManyStates) {
			continue // too big a battle to rank every order of
		}
		require.NoError(t, err)
		top := 1 + r.IntN(3)
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
	}
	require.Greater(t, pruned, n/3)
}
