package ui

import (
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/session/storetest"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// tempURIStore is a uriStore over a folder of the test's own: Fyne's test
// app keeps its storage in the system's temporary folder, shared by every
// test run.
func tempURIStore(t *testing.T) *uriStore {
	t.Helper()
	return &uriStore{root: storage.NewFileURI(t.TempDir())}
}

func TestFyneStorageKeepsTheStoreContract(t *testing.T) {
	storetest.Run(t, tempURIStore(t))
}

func TestAWriteCutShortLeavesTheSpareCopy(t *testing.T) {
	s := tempURIStore(t)
	require.NoError(t, s.Write(session.GameFile, []byte("old")))
	// As if the page closed after the spare copy of a new state was written
	// and the blob itself removed, before the new blob was put.
	spare, err := s.spare(session.GameFile)
	require.NoError(t, err)
	require.NoError(t, s.writeURI(spare, []byte("new")))
	blob, err := s.child(session.GameFile)
	require.NoError(t, err)
	require.NoError(t, storage.Delete(blob))

	got, err := s.Read(session.GameFile)
	require.NoError(t, err)
	assert.Equal(t, "new", string(got), "the whole new state, from the spare copy")
	ok, err := s.Exists(session.GameFile)
	require.NoError(t, err)
	assert.True(t, ok)
	require.NoError(t, s.Remove(session.GameFile))
	ok, err = s.Exists(session.GameFile)
	require.NoError(t, err)
	assert.False(t, ok, "removing removes the spare copy too")
}

func TestTheAppKeepsItsStateInFynesStorage(t *testing.T) {
	a := test.NewTempApp(t)
	st, ok := appStore(a).(*session.DirStore)
	require.True(t, ok, "a folder root is kept as files, written atomically")
	assert.Equal(t, a.Storage().RootURI().Path(), st.Dir)
}

// A name whose data cannot be read (Fyne's IndexedDB emulation leaves its
// entry without data when a page closes between its steps: here, a folder
// where the blob should be) falls back to the whole spare copy, and a blob
// cut short takes the spare copy too: it is written first, never older.
func TestAnUnreadableOrCutBlobFallsBackToItsSpareCopy(t *testing.T) {
	s := tempURIStore(t)
	whole := []byte(`{"a whole": "state"}`)
	require.NoError(t, s.Write(session.GameFile, whole))
	blob, err := s.child(session.GameFile)
	require.NoError(t, err)

	require.NoError(t, s.writeURI(blob, whole[:len(whole)/2]))
	got, err := s.Read(session.GameFile)
	require.NoError(t, err)
	assert.Equal(t, whole, got, "the spare copy, not the blob cut short")

	require.NoError(t, storage.Delete(blob))
	require.NoError(t, storage.CreateListable(blob))
	_, err = readURI(blob)
	require.Error(t, err, "the blob's name is there, its data cannot be read")
	got, err = s.Read(session.GameFile)
	require.NoError(t, err)
	assert.Equal(t, whole, got, "the spare copy, not the name without data")
}

// A session over Fyne's storage whose saved game was cut short, its spare
// copy whole, opens the game with no problem and keeps no damaged copy:
// the spare copy is the last whole one and stays.
func TestASessionOpensTheSpareCopyOfACutGame(t *testing.T) {
	s := tempURIStore(t)
	first := session.Open(s, session.Options{})
	require.NoError(t, first.StartGame(tracker.Setup{Players: []tracker.PlayerSetup{{Name: "Ana"}, {Name: "Ben"}}, Packs: []tracker.Pack{tracker.Classic}, FirstPlayer: tracker.Chosen}))
	first.Flush()
	blob, err := s.child(session.GameFile)
	require.NoError(t, err)
	whole, err := readURI(blob)
	require.NoError(t, err)
	require.NoError(t, s.writeURI(blob, whole[:len(whole)/2]))

	again := session.Open(s, session.Options{})
	assert.Empty(t, again.Problems())
	require.NotNil(t, again.Game().Value().Game())
	assert.Equal(t, "Ana", again.Game().Value().Game().Player(0).Name)
}
