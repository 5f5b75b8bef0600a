package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/atomicfile"
)

// Store keeps named blobs, such as "cards.json". A name is a plain file name:
// no folders.
type Store interface {
	// Read returns the blob called name, or an error that matches
	// fs.ErrNotExist when there is none.
	Read(name string) ([]byte, error)
	// Write replaces the blob called name with data as one step: whatever
	// happens during the write, a later Read returns the old data or the new.
	Write(name string, data []byte) error
	// Remove deletes the blob called name; removing a missing blob is not an
	// error.
	Remove(name string) error
	// Exists reports whether a blob called name is kept.
	Exists(name string) (bool, error)
}

// DirStore is a Store that keeps each blob as a file in a folder, written
// atomically (a temporary file, flushed, renamed over the old one).
type DirStore struct {
	// Dir is the folder; it is created on the first write.
	Dir string
}

// NewDirStore returns a Store over the folder dir.
func NewDirStore(dir string) *DirStore { return &DirStore{Dir: dir} }

// path returns where the blob called name lives, refusing names that would
// leave the folder.
func (d *DirStore) path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return filepath.Join(d.Dir, name), nil
}

// Read implements Store.
func (d *DirStore) Read(name string) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(p)
}

// Write implements Store.
func (d *DirStore) Write(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d.Dir, 0o755); err != nil {
		return fmt.Errorf("session: cannot create the folder %s: %w", d.Dir, err)
	}
	removeLeftovers(p)
	if err := atomicfile.WriteFile(p, data); err != nil {
		return fmt.Errorf("session: cannot write %s: %w", p, err)
	}
	return nil
}

// Remove implements Store.
func (d *DirStore) Remove(name string) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("session: cannot remove %s: %w", p, err)
	}
	return nil
}

// Exists implements Store.
func (d *DirStore) Exists(name string) (bool, error) {
	p, err := d.path(name)
	if err != nil {
		return false, err
	}
	_, err = os.Lstat(p)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	}
	return false, err
}

// checkName refuses a blob name that is empty or names a folder.
func checkName(name string) error {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`) {
		return fmt.Errorf("session: %q is not a plain file name", name)
	}
	return nil
}

// removeLeftovers removes the temporary files a process killed while writing
// path left behind; they are never read, only litter.
func removeLeftovers(path string) {
	old, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp"))
	for _, f := range old {
		_ = os.Remove(f)
	}
}
