package atomicfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteFileReplacesAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.json")
	require.NoError(t, WriteFile(p, []byte("one")))
	require.NoError(t, WriteFile(p, []byte("two")))
	data, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "two", string(data))
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

func TestWriteFileIntoAMissingFolderFailsAndWritesNothing(t *testing.T) {
	p := filepath.Join(t.TempDir(), "missing", "save.json")
	assert.Error(t, WriteFile(p, []byte("x")))
	_, err := os.Stat(p)
	assert.True(t, os.IsNotExist(err))
}
