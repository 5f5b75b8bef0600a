package session

import (
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// slowStore holds every write until it is let go, so a test can queue
// changes while one is being written.
type slowStore struct {
	*memStore
	gate chan struct{}
}

func (s *slowStore) Write(name string, data []byte) error {
	<-s.gate
	return s.memStore.Write(name, data)
}

func TestTheLastStateWinsAndOlderOnesAreSkipped(t *testing.T) {
	store := &slowStore{memStore: newMemStore(), gate: make(chan struct{})}
	w := newWriter(store, nil)
	w.put("a.json", []byte("1"))
	for i := 2; i <= 50; i++ {
		w.put("a.json", []byte(fmt.Sprint(i)))
		w.put("b.json", []byte(fmt.Sprint(i)))
	}
	close(store.gate)
	w.flush()
	assert.Equal(t, "50", store.get("a.json"))
	assert.Equal(t, "50", store.get("b.json"))
	assert.LessOrEqual(t, len(store.writes), 3, "states queued behind a write are merged: %v", store.writes)
}

func TestARemovalQueuedAfterAWriteWins(t *testing.T) {
	store := newMemStore()
	w := newWriter(store, nil)
	w.put("a.json", []byte("x"))
	w.remove("a.json")
	w.flush()
	ok, _ := store.Exists("a.json")
	assert.False(t, ok)
	w.remove("a.json")
	w.put("a.json", []byte("y"))
	w.flush()
	assert.Equal(t, "y", store.get("a.json"))
}

func TestAFailedWriteIsReported(t *testing.T) {
	store := newMemStore()
	store.failing = true
	var mu sync.Mutex
	var got []error
	s := Open(store, Options{Now: fixedNow, OnSaveError: func(err error) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, err)
	}})
	require.NoError(t, s.StartGame(twoPlayers()), "the game goes on")
	s.Flush()
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, got, 1)
	assert.Contains(t, got[0].Error(), "the disk is full")
}

func TestConcurrentUse(t *testing.T) {
	store := newMemStore()
	s := Open(store, Options{Now: fixedNow})
	require.NoError(t, s.StartGame(twoPlayers()))
	s.Subscribe(func(Change) {})
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(3)
		go func() {
			defer wg.Done()
			for range 20 {
				if p, ok := s.Game().Value().Game().ShopTurn(); ok {
					_ = s.Game().Do(Play(tracker.Buy(p))) // a buy with no gold left, or after another's turn, is refused: fine
				}
				_ = s.Game().Value().Game().Status()
				_ = s.PendingBattles()
			}
		}()
		go func() {
			defer wg.Done()
			for j := range 20 {
				assert.NoError(t, s.Cards().Put(mustCard(t, fmt.Sprintf("card Pet%d: pet %d", i, j%9+1))))
				_, _ = s.Cards().Book().Get("Ant")
				_, _ = s.Cards().Export()
			}
		}()
		go func() {
			defer wg.Done()
			for j := range 20 {
				st := s.Settings()
				st.TextScale = 1 + float64(j%3)/10
				assert.NoError(t, s.SetSettings(st))
			}
		}()
	}
	wg.Wait()
	s.Flush()
	again := Open(store, Options{Now: fixedNow})
	assert.Empty(t, again.Problems())
	for i := range 4 {
		c, ok := again.Cards().Book().Get(fmt.Sprintf("Pet%d", i))
		require.True(t, ok)
		assert.Equal(t, 19%9+1, c.Power, "the last state won")
	}
	assert.Equal(t, s.Game().Value().Game().Player(0).Gold, again.Game().Value().Game().Player(0).Gold)
}
