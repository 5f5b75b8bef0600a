package session

import (
	"errors"
	"io/fs"
)

// MovedStore is a Store whose blobs have moved: every write goes to Now,
// while a blob an older version of the app kept in Old is still read from
// there until it is next written or removed. The browser build uses it to
// move from Fyne's file emulation over IndexedDB, whose writes take three
// steps a closed page can cut apart, to a store whose every write is one
// transaction.
//
// Whatever moment a write or a removal is cut at, a later Read returns the
// old blob or the new, never a blob that had been replaced or removed: a
// write puts the new blob in Now before removing the old one from Old, and
// a removal removes the blob from Old before Now.
type MovedStore struct {
	Now, Old Store
}

// Read implements Store: the blob in Now, or else the one in Old.
func (m *MovedStore) Read(name string) ([]byte, error) {
	data, err := m.Now.Read(name)
	if !errors.Is(err, fs.ErrNotExist) {
		return data, err
	}
	return m.Old.Read(name)
}

// Write implements Store: the blob goes to Now, then its old copy leaves
// Old. A copy Old fails to remove stays behind Now's, never read again.
func (m *MovedStore) Write(name string, data []byte) error {
	if err := m.Now.Write(name, data); err != nil {
		return err
	}
	_ = m.Old.Remove(name)
	return nil
}

// Remove implements Store: from Old first, so that a removal cut short
// leaves the newest blob in Now rather than an older one in Old.
func (m *MovedStore) Remove(name string) error {
	if err := m.Old.Remove(name); err != nil {
		return err
	}
	return m.Now.Remove(name)
}

// Exists implements Store.
func (m *MovedStore) Exists(name string) (bool, error) {
	if ok, err := m.Now.Exists(name); err != nil || ok {
		return ok, err
	}
	return m.Old.Exists(name)
}

// Where implements Locator: where the blob is read from.
func (m *MovedStore) Where(name string) string {
	if ok, err := m.Now.Exists(name); err == nil && !ok {
		if ok, err := m.Old.Exists(name); err == nil && ok {
			return where(m.Old, name)
		}
	}
	return where(m.Now, name)
}
