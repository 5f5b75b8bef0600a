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
	undo, redo := again.AutomaUndoRedo()
	assert.Equal(t, 3, undo, "undo steps survive too")
	assert.Equal(t, 0, redo)
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
	undo, _ := s.AutomaUndoRedo()
	assert.Equal(t, 1, undo)
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
	assert.ErrorContains(t, s.AutomaRedo(), "nothing of the automa's game to redo")

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
	assert.ErrorContains(t, s.AutomaUndo(), "nothing of the automa's game to undo")
}

func TestAutomaUndoIsCapped(t *testing.T) {
	s := open(t, NewDirStore(t.TempDir()))
	t.Cleanup(s.Flush)
	require.NoError(t, s.StartAutoma(automaTeam))
	for range AutomaUndoSteps + 5 {
		require.NoError(t, s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error { return r.React([]string{"Deryn"}, rng) }))
	}
	undo, _ := s.AutomaUndoRedo()
	assert.Equal(t, AutomaUndoSteps, undo)
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
	assert.Contains(t, de.Error(), "could not be read (the automa needs 3 champions, not 1)")
	exists, err := store.Exists(AutomaFile)
	require.NoError(t, err)
	assert.False(t, exists, "moved aside")
	require.NoError(t, s.StartAutoma(automaTeam), "a new game can start")
}

// FuzzDecodeAutoma feeds any bytes to the automa file's reader: it returns
// a state or an error, never panics, and a state it returns saves and reads
// back the same.
func FuzzDecodeAutoma(f *testing.F) {
	s := Open(NewDirStore(f.TempDir()), Options{Rand: rand.New(rand.NewPCG(1, 2))})
	f.Cleanup(s.Flush) // the writes end before the folder is removed
	_ = s.StartAutoma(automaTeam)
	_ = s.AutomaAct(func(r *automa.Run, rng *rand.Rand) error { return r.StartTurn(rng) })
	_ = s.AutomaUndo()
	data, err := encodeAutoma(s.automa)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"version":1,"automa":{"run":null}}`))
	f.Add([]byte(`{"version":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := decodeAutoma(data)
		if err != nil {
			if st != nil {
				t.Fatal("a refused file returns a state")
			}
			return
		}
		out, err := encodeAutoma(st)
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeAutoma(out)
		if err != nil {
			t.Fatalf("a state read does not read back: %v", err)
		}
		again, _ := encodeAutoma(back)
		if string(again) != string(out) {
			t.Fatalf("saved twice, read twice, differs:\n%s\n%s", out, again)
		}
	})
}
