package session

import (
	"errors"
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A blob an older version kept in the old store is read from there, moves
// to the new store when it is next written, and does not come back once
// removed.
func TestMovedStoreReadsTheOldBlobsUntilTheyAreWritten(t *testing.T) {
	now, old := newMemStore(), newMemStore()
	require.NoError(t, old.Write(GameFile, []byte("old game")))
	m := &MovedStore{Now: now, Old: old}

	got, err := m.Read(GameFile)
	require.NoError(t, err)
	assert.Equal(t, "old game", string(got))
	ok, err := m.Exists(GameFile)
	require.NoError(t, err)
	assert.True(t, ok)

	require.NoError(t, m.Write(GameFile, []byte("new game")))
	assert.Equal(t, "new game", string(now.blobs[GameFile]))
	assert.NotContains(t, old.blobs, GameFile, "the old copy leaves once the blob has moved")

	require.NoError(t, old.Write(GameFile, []byte("stale")))
	got, err = m.Read(GameFile)
	require.NoError(t, err)
	assert.Equal(t, "new game", string(got), "the new store's blob comes first")

	require.NoError(t, m.Remove(GameFile))
	_, err = m.Read(GameFile)
	assert.ErrorIs(t, err, fs.ErrNotExist, "removed from both")
}

// A removal cut short after the old store leaves the newest blob; a write
// cut short after the new store leaves the new blob: never an older one.
func TestMovedStoreCutShortNeverGoesBack(t *testing.T) {
	now, old := newMemStore(), newMemStore()
	m := &MovedStore{Now: now, Old: &failingRemove{Store: old}}
	require.NoError(t, old.Write(CardsFile, []byte("old book")))
	require.NoError(t, m.Write(CardsFile, []byte("new book")), "the old copy that cannot be removed stays behind")
	got, err := m.Read(CardsFile)
	require.NoError(t, err)
	assert.Equal(t, "new book", string(got))

	err = m.Remove(CardsFile)
	require.Error(t, err, "the removal stops at the old store")
	got, err = m.Read(CardsFile)
	require.NoError(t, err)
	assert.Equal(t, "new book", string(got), "the newest blob, not the old store's")
}

// A damaged blob of the old store is kept aside as any other: read through
// the moved store, copied to the new one, removed from the old.
func TestMovedStoreKeepsADamagedOldBlobAside(t *testing.T) {
	now, old := newMemStore(), newMemStore()
	require.NoError(t, old.Write(SettingsFile, []byte("{not json")))
	s := open(t, &MovedStore{Now: now, Old: old})
	require.Len(t, s.Problems(), 1)
	var de *DamagedError
	require.ErrorAs(t, s.Problems()[0], &de)
	backup := BackupName(SettingsFile, fixedNow(), 1)
	assert.Equal(t, "{not json", string(now.blobs[backup]))
	assert.NotContains(t, old.blobs, SettingsFile)
}

// failingRemove is a Store whose removals fail.
type failingRemove struct{ Store }

func (f *failingRemove) Remove(string) error { return errors.New("the storage refused") }
