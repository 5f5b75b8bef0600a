package engine

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestResolveWatchedLogsWhatResolveLogs(t *testing.T) {
	src, err := os.ReadFile("testdata/example-b.battle")
	require.NoError(t, err)
	b, err := ParseBattle(string(src), nil)
	require.NoError(t, err)
	m, err := NewMatch(b, nil)
	require.NoError(t, err)

	var plain Log
	want, err := m.Resolve(m.Dice(nil), &plain)
	require.NoError(t, err)

	var watched Log
	var states []State
	got, err := m.ResolveWatched(m.Dice(nil), &watched, func(e Entry, s *State) { states = append(states, *s) })
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Equal(t, plain.String(), watched.String(), "the same entries")
	require.Len(t, states, len(watched.Entries), "one state per entry")

	// After "B's Mosquito faints" the Mosquito is in B's fainted pile; at the
	// start nothing is.
	assert.Equal(t, 0, states[0].FaintedPets(PlayerB))
	last := states[len(states)-1]
	assert.Equal(t, BWins, last.Result())
	assert.Equal(t, 0, last.DeckLen(PlayerA))
	_, ok := last.Active(PlayerB)
	assert.True(t, ok, "the Peacock is still in play at the end")
}
