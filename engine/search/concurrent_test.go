package search

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// One Match and one Battle shared by searches running at once, as the app
// does (odds, the coach and a battle played back together): every search
// gets the same answer as alone. make test runs this under the race
// detector, which checks that they share nothing mutable.
func TestSearchesShareAMatchSafely(t *testing.T) {
	b := parse(t, benchBestBattle)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	odds, err := Odds(context.Background(), m, OddsOptions{Orders: true})
	require.NoError(t, err)
	well, err := PlayWell(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	best, err := Best(context.Background(), b, nil, engine.PlayerA, 3, nil)
	require.NoError(t, err)
	res, err := m.Resolve(engine.NewSeededDice(b.RockDie(), 9), nil)
	require.NoError(t, err)

	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			o, err := Odds(context.Background(), m, OddsOptions{Orders: true, Budget: Budget{Progress: func(Progress) {}}})
			assert.NoError(t, err)
			assert.True(t, odds.Chances.Equal(o.Chances))
		})
		wg.Go(func() {
			w, err := PlayWell(context.Background(), m, OddsOptions{})
			assert.NoError(t, err)
			assert.True(t, well.Chances.Equal(w.Chances))
		})
		wg.Go(func() {
			got, err := Best(context.Background(), b, nil, engine.PlayerA, 3, nil)
			assert.NoError(t, err)
			assert.Equal(t, best, got)
		})
		wg.Go(func() {
			r, err := m.Resolve(engine.NewSeededDice(b.RockDie(), 9), &engine.Log{})
			assert.NoError(t, err)
			assert.Equal(t, res, r)
		})
	}
	wg.Wait()
}
