package session

import (
	"bytes"
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

// formatOne is an automa-game.json of format 1 (before life and trophies):
// Deryn, Dugrun and Gold'arr set up, with the set-up to undo.
func formatOne(t *testing.T) []byte {
	t.Helper()
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	require.NoError(t, s.StartAutoma(automaTeam))
	require.NoError(t, s.AutomaAct(func(r *automa.Run, _ *rand.Rand) error { return r.Stun("Deryn") }))
	s.Flush()
	data, err := store.Read(AutomaFile)
	require.NoError(t, err)
	require.Contains(t, string(data), `"version":2,`)
	return bytes.Replace(data, []byte(`"version":2,`), []byte(`"version":1,`), 1)
}

func TestAutomaFormatOneIsReadWithNoLifeAndWrittenAgain(t *testing.T) {
	store := NewDirStore(t.TempDir())
	require.NoError(t, store.Write(AutomaFile, formatOne(t)))
	s := open(t, store)
	t.Cleanup(s.Flush)
	assert.Empty(t, s.Problems(), "an older game is read, not kept aside")
	r, ok := s.Automa()
	require.True(t, ok)
	next, _ := r.StunTokens("Deryn")
	assert.Equal(t, 1, next, "the game goes on where it was")
	_, entered := r.LifeOf("Deryn")
	assert.False(t, entered, "no life entered yet")
	assert.Equal(t, automa.Score{}, r.Trophies)
	assert.Equal(t, 2, s.AutomaSteps().Undo, "its steps to undo are kept")
	s.Flush()
	data, err := store.Read(AutomaFile)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"version":2,`, "written again in this app's format")

	require.NoError(t, s.AutomaAct(func(r *automa.Run, _ *rand.Rand) error { return r.SetLife("Dugrun", 6) }))
	require.NoError(t, s.AutomaUndo())
	require.NoError(t, s.AutomaUndo())
	r, _ = s.Automa()
	next, _ = r.StunTokens("Deryn")
	assert.Equal(t, 0, next, "the older game's own step undoes too")
}

func TestAutomaFormatOneWithLifeIsRefused(t *testing.T) {
	old := formatOne(t)
	bad := bytes.Replace(old, []byte(`"turns":0`), []byte(`"turns":0,"life":{"Deryn":4}`), 1)
	require.NotEqual(t, old, bad)
	store := NewDirStore(t.TempDir())
	require.NoError(t, store.Write(AutomaFile, bad))
	s := open(t, store)
	t.Cleanup(s.Flush)
	require.Len(t, s.Problems(), 1)
	assert.Contains(t, s.Problems()[0].Error(), "a game of format 1 cannot hold life or trophies")
}

func TestAutomaLifeIsSavedAndUndone(t *testing.T) {
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	t.Cleanup(s.Flush)
	require.NoError(t, s.StartAutoma(automaTeam))
	require.NoError(t, s.AutomaAct(func(r *automa.Run, _ *rand.Rand) error { return r.SetLife("Deryn", 7) }))
	require.NoError(t, s.AutomaAct(func(r *automa.Run, _ *rand.Rand) error { return r.SetTrophies(true, 2) }))
	s.Flush()
	again := open(t, store)
	t.Cleanup(again.Flush)
	r, _ := again.Automa()
	life, _ := r.LifeOf("Deryn")
	assert.Equal(t, 7, life)
	assert.Equal(t, 2, r.Trophies.Automa)
	require.NoError(t, again.AutomaUndo())
	require.NoError(t, again.AutomaUndo())
	r, _ = again.Automa()
	_, entered := r.LifeOf("Deryn")
	assert.False(t, entered, "undo takes the life back")
}
