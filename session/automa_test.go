package session

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
)

// automaTeam is the automa's team in these tests.
var automaTeam = automa.Options{Champions: []string{"Deryn", "Dugrun", "Gold'arr"}}

func TestAutomaStartsSavesAndReopens(t *testing.T) {
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	t.Cleanup(s.Flush)
	_, ok := s.Automa()
	assert.False(t, ok, "no game before set-up")
	assert.ErrorIs(t, s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error { return r.StartTurn(rng) }), ErrNoAutoma)

	var changes []Change
	s.Subscribe(func(c Change) { changes = append(changes, c) })
	require.NoError(t, s.StartAutoma(automaTeam))
	require.NoError(t, s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error { return r.StartTurn(rng) }))
	require.NoError(t, s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error { return r.Reveal("", rng) }))
	assert.Equal(t, []Change{ChangeShelf, ChangeShelf, ChangeShelf}, changes, "one notice a change")
	want, _ := s.Automa()
	s.Flush()

	again := open(t, store)
	assert.Empty(t, again.Problems())
	got, ok := again.Automa()
	require.True(t, ok, "the run survives closing the app")
	assert.Equal(t, want, got)
	st := again.AutomaSteps()
	assert.Equal(t, 3, st.Undo, "undo steps survive too")
	assert.Equal(t, 0, st.Redo)
}

func TestAutomaRefusedChangeSavesNothing(t *testing.T) {
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	t.Cleanup(s.Flush)
	require.NoError(t, s.StartAutoma(automaTeam))
	s.Flush()
	before, err := store.Read(AutomaFile)
	require.NoError(t, err)
	var changes int
	s.Subscribe(func(Change) { changes++ })
	err = s.AutomaAct(func(r *automa.Run, _ *rand.Rand) error { return r.Stun("Rath") })
	assert.ErrorContains(t, err, "Rath is not one of the automa's champions")
	err = s.StartAutoma(automa.Options{Champions: []string{"Deryn"}})
	assert.ErrorContains(t, err, "needs 3 champions, not 1")
	s.Flush()
	after, err := store.Read(AutomaFile)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	assert.Zero(t, changes)
	assert.Equal(t, 1, s.AutomaSteps().Undo)
}

func TestAutomaUndoRedo(t *testing.T) {
	s := open(t, NewDirStore(t.TempDir()))
	t.Cleanup(s.Flush)
	require.NoError(t, s.StartAutoma(automaTeam))
	require.NoError(t, s.AutomaAct(func(r *automa.Run, _ *rand.Rand) error { return r.Stun("Deryn") }))
	r, _ := s.Automa()
	next, _ := r.StunTokens("Deryn")
	assert.Equal(t, 1, next)

	require.NoError(t, s.AutomaUndo())
	r, _ = s.Automa()
	next, _ = r.StunTokens("Deryn")
	assert.Equal(t, 0, next, "undo takes the stun token back")
	require.NoError(t, s.AutomaRedo())
	r, _ = s.Automa()
	next, _ = r.StunTokens("Deryn")
	assert.Equal(t, 1, next, "redo gives it again")
	assert.ErrorContains(t, s.AutomaRedo(), "there is nothing to redo")

	require.NoError(t, s.EndAutoma())
	_, ok := s.Automa()
	assert.False(t, ok, "put away")
	require.NoError(t, s.AutomaUndo())
	_, ok = s.Automa()
	assert.True(t, ok, "undo brings the game back")
	require.NoError(t, s.AutomaUndo())
	require.NoError(t, s.AutomaUndo())
	_, ok = s.Automa()
	assert.False(t, ok, "undoing the set-up leaves no game")
	assert.ErrorContains(t, s.AutomaUndo(), "there is nothing to undo")
}

func TestAutomaUndoIsCapped(t *testing.T) {
	s := open(t, NewDirStore(t.TempDir()))
	t.Cleanup(s.Flush)
	require.NoError(t, s.StartAutoma(automaTeam))
	for range MaxUndo + 5 {
		require.NoError(t, s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error { return r.React([]string{"Deryn"}, rng) }))
	}
	assert.Equal(t, MaxUndo, s.AutomaSteps().Undo)
}

func TestAutomaDamagedFileIsKeptAside(t *testing.T) {
	store := NewDirStore(t.TempDir())
	require.NoError(t, store.Write(AutomaFile, []byte(`{"version":1,"automa":{"run":{"options":{"champions":["Deryn"]}}}}`)))
	s := open(t, store)
	t.Cleanup(s.Flush)
	_, ok := s.Automa()
	assert.False(t, ok, "a damaged run is not used")
	require.Len(t, s.Problems(), 1)
	var de *DamagedError
	require.True(t, errors.As(s.Problems()[0], &de))
	assert.Contains(t, de.Error(), "could not be read: the automa needs 3 champions, not 1. A copy was kept as ")
	exists, err := store.Exists(AutomaFile)
	require.NoError(t, err)
	assert.False(t, exists, "moved aside")
	require.NoError(t, s.StartAutoma(automaTeam), "a new game can start")
}
