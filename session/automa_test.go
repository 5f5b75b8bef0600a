package session

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
)

// automaTeam is the automa's team in these tests.
var automaTeam = automa.Options{Champions: []string{"Deryn", "Dugrun", "Gold'arr"}}

// automaStart is the move that sets a game against automaTeam up.
var automaStart = automa.Move{Kind: automa.MoveStart, Options: &automaTeam}

func TestAutomaStartsSavesAndReopens(t *testing.T) {
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	t.Cleanup(s.Flush)
	ok := s.Automa().Value() != nil
	assert.False(t, ok, "no game before set-up")
	assert.EqualError(t, s.Automa().Do(automa.Move{Kind: automa.MoveStartTurn}), "no game against the automa is set up: set one up first")

	var changes []Change
	s.Subscribe(func(c Change) { changes = append(changes, c) })
	require.NoError(t, s.Automa().Do(automaStart))
	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveStartTurn}))
	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveReveal}))
	assert.Equal(t, []Change{ChangeShelf, ChangeShelf, ChangeShelf}, changes, "one notice a change")
	want := s.Automa().Value()
	s.Flush()

	again := open(t, store)
	assert.Empty(t, again.Problems())
	got := again.Automa().Value()
	require.NotNil(t, got, "the run survives closing the app")
	assert.Equal(t, want, got)
	st := again.Automa().Steps()
	assert.Equal(t, 3, st.Undo, "undo steps survive too")
	assert.Equal(t, 0, st.Redo)
}

func TestAutomaRefusedChangeSavesNothing(t *testing.T) {
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	t.Cleanup(s.Flush)
	require.NoError(t, s.Automa().Do(automaStart))
	s.Flush()
	before, err := store.Read(AutomaFile)
	require.NoError(t, err)
	var changes int
	s.Subscribe(func(Change) { changes++ })
	err = s.Automa().Do(automa.Move{Kind: automa.MoveStun, Champion: "Rath"})
	assert.ErrorContains(t, err, "Rath is not one of the automa's champions")
	err = s.Automa().Do(automa.Move{Kind: automa.MoveStart, Options: &automa.Options{Champions: []string{"Deryn"}}})
	assert.ErrorContains(t, err, "needs 3 champions, not 1")
	s.Flush()
	after, err := store.Read(AutomaFile)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	assert.Zero(t, changes)
	assert.Equal(t, 1, s.Automa().Steps().Undo)
}

func TestAutomaUndoRedo(t *testing.T) {
	s := open(t, NewDirStore(t.TempDir()))
	t.Cleanup(s.Flush)
	require.NoError(t, s.Automa().Do(automaStart))
	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveStun, Champion: "Deryn"}))
	r := s.Automa().Value()
	next, _ := r.StunTokens("Deryn")
	assert.Equal(t, 1, next)

	require.NoError(t, s.Automa().Undo())
	r = s.Automa().Value()
	next, _ = r.StunTokens("Deryn")
	assert.Equal(t, 0, next, "undo takes the stun token back")
	require.NoError(t, s.Automa().Redo())
	r = s.Automa().Value()
	next, _ = r.StunTokens("Deryn")
	assert.Equal(t, 1, next, "redo gives it again")
	assert.ErrorContains(t, s.Automa().Redo(), "there is nothing to redo")

	require.NoError(t, s.Automa().End())
	ok := s.Automa().Value() != nil
	assert.False(t, ok, "put away")
	require.NoError(t, s.Automa().Undo())
	ok = s.Automa().Value() != nil
	assert.True(t, ok, "undo brings the game back")
	require.NoError(t, s.Automa().Undo())
	require.NoError(t, s.Automa().Undo())
	ok = s.Automa().Value() != nil
	assert.False(t, ok, "undoing the set-up leaves no game")
	assert.ErrorContains(t, s.Automa().Undo(), "there is nothing to undo")
}

func TestAutomaUndoIsCapped(t *testing.T) {
	s := open(t, NewDirStore(t.TempDir()))
	t.Cleanup(s.Flush)
	require.NoError(t, s.Automa().Do(automaStart))
	for range MaxUndo + 5 {
		require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveReact, Names: []string{"Deryn"}}))
	}
	assert.Equal(t, MaxUndo, s.Automa().Steps().Undo)
}

func TestAutomaDamagedFileIsKeptAside(t *testing.T) {
	store := NewDirStore(t.TempDir())
	require.NoError(t, store.Write(AutomaFile, []byte(`{"version":1,"automa":{"run":{"options":{"champions":["Deryn"]}}}}`)))
	s := open(t, store)
	t.Cleanup(s.Flush)
	ok := s.Automa().Value() != nil
	assert.False(t, ok, "a damaged run is not used")
	require.Len(t, s.Problems(), 1)
	var de *DamagedError
	require.True(t, errors.As(s.Problems()[0], &de))
	assert.Contains(t, de.Error(), "could not be read: the automa needs 3 champions, not 1. A copy was kept as ")
	exists, err := store.Exists(AutomaFile)
	require.NoError(t, err)
	assert.False(t, exists, "moved aside")
	require.NoError(t, s.Automa().Do(automaStart), "a new game can start")
}

// formatOne is an automa-game.json of format 1 (before life and trophies):
// Deryn, Dugrun and Gold'arr set up, with the set-up to undo.
func formatOne(t *testing.T) []byte {
	t.Helper()
	return olderFormat(t, 1, automa.Move{Kind: automa.MoveStun, Champion: "Deryn"})
}

// olderFormat is an automa-game.json as this app writes it after the
// set-up and acts, with its format version written as version: what an
// app of that format wrote, when the acts use nothing of the later ones.
func olderFormat(t *testing.T, version int, acts ...automa.Move) []byte {
	t.Helper()
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	require.NoError(t, s.Automa().Do(automaStart))
	for _, act := range acts {
		require.NoError(t, s.Automa().Do(act))
	}
	s.Flush()
	data, err := store.Read(AutomaFile)
	require.NoError(t, err)
	require.Contains(t, string(data), `"version":3,`)
	return bytes.Replace(data, []byte(`"version":3,`), []byte(fmt.Sprintf(`"version":%d,`, version)), 1)
}

func TestAutomaFormatOneIsReadWithNoLifeAndWrittenAgain(t *testing.T) {
	store := NewDirStore(t.TempDir())
	require.NoError(t, store.Write(AutomaFile, formatOne(t)))
	s := open(t, store)
	t.Cleanup(s.Flush)
	assert.Empty(t, s.Problems(), "an older game is read, not kept aside")
	r := s.Automa().Value()
	ok := r != nil
	require.True(t, ok)
	next, _ := r.StunTokens("Deryn")
	assert.Equal(t, 1, next, "the game goes on where it was")
	_, entered := r.LifeOf("Deryn")
	assert.False(t, entered, "no life entered yet")
	assert.Equal(t, automa.Score{}, r.Trophies)
	assert.Equal(t, 2, s.Automa().Steps().Undo, "its steps to undo are kept")
	s.Flush()
	data, err := store.Read(AutomaFile)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"version":3,`, "written again in this app's format")

	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveLife, Champion: "Dugrun", Number: 6}))
	require.NoError(t, s.Automa().Undo())
	require.NoError(t, s.Automa().Undo())
	r = s.Automa().Value()
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
	require.NoError(t, s.Automa().Do(automaStart))
	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveLife, Champion: "Deryn", Number: 7}))
	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveTrophies, On: true, Number: 2}))
	s.Flush()
	again := open(t, store)
	t.Cleanup(again.Flush)
	r := again.Automa().Value()
	life, _ := r.LifeOf("Deryn")
	assert.Equal(t, 7, life)
	assert.Equal(t, 2, r.Trophies.Automa)
	require.NoError(t, again.Automa().Undo())
	require.NoError(t, again.Automa().Undo())
	r = again.Automa().Value()
	_, entered := r.LifeOf("Deryn")
	assert.False(t, entered, "undo takes the life back")
}

// formatTwoActs are the acts of a format 2 game with all that format kept:
// life, trophies and a heal of "heal 1, damage 1" in the turn under way.
var formatTwoActs = []automa.Move{
	{Kind: automa.MoveLife, Champion: "Deryn", Number: 7},
	{Kind: automa.MoveLife, Champion: "Dugrun", Number: 3},
	{Kind: automa.MoveLife, Champion: "Gold'arr", Number: 5},
	{Kind: automa.MoveTrophies, On: true, Number: 2},
	{Kind: automa.MoveStartTurn},
	{Kind: automa.MoveReveal},
	{Kind: automa.MoveResolve, Outcome: automa.HealDamage},
}

func TestAutomaFormatTwoIsReadWithNothingLost(t *testing.T) {
	old := olderFormat(t, 2, formatTwoActs...)
	store := NewDirStore(t.TempDir())
	require.NoError(t, store.Write(AutomaFile, old))
	s := open(t, store)
	t.Cleanup(s.Flush)
	assert.Empty(t, s.Problems(), "a format 2 game is read, not kept aside")
	r := s.Automa().Value()
	ok := r != nil
	require.True(t, ok)
	life, _ := r.LifeOf("Dugrun")
	assert.Equal(t, 4, life, "healed 1")
	assert.Equal(t, 2, r.Trophies.Automa)
	assert.Equal(t, "Dugrun", r.Turn.Steps[0].Healed)
	assert.Empty(t, r.Players, "no champion of the players named yet")
	assert.Equal(t, 1+len(formatTwoActs), s.Automa().Steps().Undo, "every step to undo is kept")
	s.Flush()
	data, err := store.Read(AutomaFile)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"version":3,`, "written again in this app's format")
	assert.Equal(t, string(bytes.Replace(old, []byte(`"version":2,`), []byte(`"version":3,`), 1)), string(data),
		"the same game, byte for byte, but the version")

	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveAddPlayer, Champion: "Ana's Brute"}))
	for range 2 + len(formatTwoActs) { // the new name, then the older game's
		require.NoError(t, s.Automa().Undo(), "its own steps undo too")
	}
	ok = s.Automa().Value() != nil
	assert.False(t, ok, "undone back to before the set-up")
}

func TestAutomaOlderFormatWithPlayersIsRefused(t *testing.T) {
	for _, version := range []int{1, 2} {
		old := olderFormat(t, version)
		bad := bytes.Replace(old, []byte(`"turns":0`), []byte(`"turns":0,"players":["Brute"]`), 1)
		require.NotEqual(t, old, bad)
		store := NewDirStore(t.TempDir())
		require.NoError(t, store.Write(AutomaFile, bad))
		s := open(t, store)
		require.Len(t, s.Problems(), 1)
		assert.Contains(t, s.Problems()[0].Error(), fmt.Sprintf("a game of format %d cannot hold the players' champions", version))
		s.Flush()
	}
}

func TestAutomaPlayersAreSavedAndUndone(t *testing.T) {
	store := NewDirStore(t.TempDir())
	s := open(t, store)
	t.Cleanup(s.Flush)
	require.NoError(t, s.Automa().Do(automaStart))
	for _, act := range []automa.Move{
		{Kind: automa.MoveAddPlayer, Champion: "Ana's Brute"},
		{Kind: automa.MovePlayerLife, Champion: "Ana's Brute", Number: 4},
		{Kind: automa.MoveStartTurn},
		{Kind: automa.MoveReveal},
		{Kind: automa.MoveHealDamage},
	} {
		require.NoError(t, s.Automa().Do(act))
	}
	err := s.Automa().Do(automa.Move{Kind: automa.MoveAddPlayer, Champion: "ana's brute"})
	assert.ErrorContains(t, err, "Ana's Brute is already one of your champions")
	s.Flush()
	again := open(t, store)
	t.Cleanup(again.Flush)
	assert.Empty(t, again.Problems())
	r := again.Automa().Value()
	life, _ := r.PlayerLifeOf("Ana's Brute")
	assert.Equal(t, 3, life, "the damage is saved")
	assert.Equal(t, "Ana's Brute", r.Turn.Steps[0].Damaged)
	require.NoError(t, again.Automa().Undo())
	r = again.Automa().Value()
	life, _ = r.PlayerLifeOf("Ana's Brute")
	assert.Equal(t, 4, life, "undo takes the damage back")
	assert.Equal(t, automa.Pending, r.Turn.Steps[0].Outcome)
}
