package webtest

import (
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
)

// TestTheBuildListsItsFiles: the list of files `make web` writes names
// every file of the build and nothing else, so `APP serve`, which serves
// only the names on it, sends the phones the whole app.
func TestTheBuildListsItsFiles(t *testing.T) {
	dir := webDir(t)
	listed, err := webserve.Files(dir)
	require.NoError(t, err)
	var found []string
	require.NoError(t, filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err == nil && rel != webserve.ListFile {
			found = append(found, filepath.ToSlash(rel))
		}
		return err
	}))
	assert.ElementsMatch(t, found, listed, "the files of %s and the names on its %s", dir, webserve.ListFile)
	assert.Contains(t, listed, webserve.IndexFile)
	assert.Contains(t, listed, "app.wasm.gz")
	require.NoError(t, webserve.CheckDir(dir), "serve takes the build")
}
