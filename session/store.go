package session

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/atomicfile"
	"github.com/sapcompanion/sapcompanion/internal/limitedfile"
	"github.com/sapcompanion/sapcompanion/internal/problem"
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

// MaxBlobSize is the largest blob a Store reads: a saved game, a card book
// or the settings are far smaller. A bigger one is refused as damaged.
const MaxBlobSize = 10 << 20

// DirStore is a Store that keeps each blob as a file in a folder, written
// atomically (a temporary file, flushed, renamed over the old one). It
// reads only regular files of at most MaxBlobSize bytes.
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

// Read implements Store. A file that is not a regular file (a named pipe,
// a device) or is bigger than MaxBlobSize is refused without reading it.
func (d *DirStore) Read(name string) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	return limitedfile.Read(p, MaxBlobSize)
}

// rename moves the blob called from to the name to, for keeping aside a
// blob that cannot be read.
func (d *DirStore) rename(from, to string) error {
	pf, err := d.path(from)
	if err != nil {
		return err
	}
	pt, err := d.path(to)
	if err != nil {
		return err
	}
	return os.Rename(pf, pt)
}

// Write implements Store.
func (d *DirStore) Write(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d.Dir, 0o755); err != nil {
		return problem.Newf("session", "cannot create the folder %s: %w", d.Dir, err)
	}
	removeLeftovers(p)
	if err := atomicfile.WriteFile(p, data); err != nil {
		return problem.Newf("session", "cannot write %s: %w", p, err)
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
		return problem.Newf("session", "cannot remove %s: %w", p, err)
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
		return problem.Newf("session", "%q is not a plain file name", name)
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

// leftover matches the name of a temporary file atomicfile writes for a
// blob: ".NAME.DIGITS.tmp".
var leftover = regexp.MustCompile(`^\..+\.[0-9]+\.tmp$`)

// removeTemporaries removes every temporary file of a write that did not
// finish (the app was killed or the machine stopped), for Open: only the
// app's own process writes in its folder, and it has written nothing yet.
func (d *DirStore) removeTemporaries() {
	entries, err := os.ReadDir(d.Dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.Type().IsRegular() && leftover.MatchString(e.Name()) {
			_ = os.Remove(filepath.Join(d.Dir, e.Name()))
		}
	}
}
