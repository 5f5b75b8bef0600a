package session

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// memStore is a Store in memory, for tests. It can be told to fail writes.
type memStore struct {
	mu      sync.Mutex
	blobs   map[string][]byte
	writes  []string // every blob written, in order
	failing bool
}

func newMemStore() *memStore { return &memStore{blobs: map[string][]byte{}} }

func (m *memStore) Read(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[name]
	if !ok {
		return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	if len(b) > MaxBlobSize {
		return nil, fmt.Errorf("%s: too big: more than %d bytes", name, MaxBlobSize)
	}
	return append([]byte(nil), b...), nil
}

func (m *memStore) Write(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failing {
		return fmt.Errorf("the disk is full")
	}
	m.blobs[name] = append([]byte{}, data...)
	m.writes = append(m.writes, name)
	return nil
}

func (m *memStore) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.blobs, name)
	return nil
}

func (m *memStore) Exists(name string) (bool, error) {
	if err := checkName(name); err != nil {
		return false, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.blobs[name]
	return ok, nil
}

func (m *memStore) get(name string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return string(m.blobs[name])
}

func TestDirStoreLeavesNoTemporaryFileWhenAWriteFails(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "x.json"), 0o755)) // renaming onto a folder fails
	err := NewDirStore(dir).Write("x.json", []byte("x"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot write "+filepath.Join(dir, "x.json"))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "the temporary file is removed")
}

func TestDirStoreNamesFilesByPath(t *testing.T) {
	d := NewDirStore("/data")
	assert.Equal(t, filepath.Join("/data", "cards.json"), d.Where("cards.json"))
}
