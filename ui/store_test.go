package ui

import (
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/session/storetest"
)

func TestFyneStorageKeepsTheStoreContract(t *testing.T) {
	a := test.NewTempApp(t)
	storetest.Run(t, &uriStore{root: a.Storage().RootURI()})
}

func TestAWriteCutShortLeavesTheSpareCopy(t *testing.T) {
	a := test.NewTempApp(t)
	s := &uriStore{root: a.Storage().RootURI()}
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
