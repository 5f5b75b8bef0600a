package storetest

import (
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
)

// Run checks store against the session.Store contract: a missing blob reads
// as fs.ErrNotExist, a write replaces the whole blob, Exists and Remove agree,
// removing a missing blob is not an error, blobs are independent, names
// that are not plain file names are refused, and a blob bigger than
// session.MaxBlobSize is refused when read. store must start empty.
func Run(t *testing.T, store session.Store) {
	t.Helper()
	_, err := store.Read("a.json")
	require.ErrorIs(t, err, fs.ErrNotExist, "a missing blob")
	ok, err := store.Exists("a.json")
	require.NoError(t, err)
	assert.False(t, ok)

	require.NoError(t, store.Write("a.json", []byte(`{"long":"first version"}`)))
	require.NoError(t, store.Write("b.json", []byte("b")))
	require.NoError(t, store.Write("a.json", []byte("short")))
	got, err := store.Read("a.json")
	require.NoError(t, err)
	assert.Equal(t, "short", string(got), "a write replaces the whole blob")
	got, err = store.Read("b.json")
	require.NoError(t, err)
	assert.Equal(t, "b", string(got), "blobs are independent")
	ok, err = store.Exists("a.json")
	require.NoError(t, err)
	assert.True(t, ok)

	require.NoError(t, store.Write("empty.json", nil))
	got, err = store.Read("empty.json")
	require.NoError(t, err)
	assert.Empty(t, got, "an empty blob is kept")

	require.NoError(t, store.Remove("a.json"))
	require.NoError(t, store.Remove("a.json"), "removing a missing blob is fine")
	_, err = store.Read("a.json")
	require.ErrorIs(t, err, fs.ErrNotExist)
	ok, err = store.Exists("a.json")
	require.NoError(t, err)
	assert.False(t, ok)

	big := make([]byte, session.MaxBlobSize+1)
	require.NoError(t, store.Write("big.json", big[:session.MaxBlobSize]))
	got, err = store.Read("big.json")
	require.NoError(t, err)
	assert.Len(t, got, session.MaxBlobSize, "a blob of the largest size is read")
	require.NoError(t, store.Write("big.json", big))
	_, err = store.Read("big.json")
	require.Error(t, err, "a blob over the limit")
	assert.Contains(t, err.Error(), "too big")
	require.NoError(t, store.Remove("big.json"))

	for _, bad := range []string{"", "../x.json", "dir/x.json", `dir\x.json`, ".."} {
		assert.Error(t, store.Write(bad, []byte("x")), "name %q", bad)
		_, err := store.Read(bad)
		assert.Error(t, err, "name %q", bad)
	}
}
