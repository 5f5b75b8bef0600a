package ui

import (
	"errors"
	"io"
	"io/fs"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/session"
)

// appStore returns where the app keeps the card book, the game and the
// settings: files in the app's storage folder where it is a folder (desktop,
// Android, iOS), written atomically; in the browser a database of its own in
// IndexedDB, each blob written in one transaction (browserStore), which
// still reads what an older version kept in Fyne's storage API (uriStore).
func appStore(a fyne.App) session.Store {
	root := a.Storage().RootURI()
	if root.Scheme() == "file" {
		return session.NewDirStore(root.Path())
	}
	if ok, err := storage.Exists(root); err == nil && !ok {
		_ = storage.CreateListable(root) // a write below reports it if this failed
	}
	return browserStore(&uriStore{root: root})
}

// uriStore is a session.Store over Fyne's storage repositories: each blob is
// a child of root. Fyne's IndexedDB repository (the browser) replaces a blob
// in three steps, each its own transaction: it deletes the data, puts the
// name's entry, then puts the new data; a page closed between them leaves
// the name with no data, which cannot be read. So a blob is first written
// whole to a spare copy (".NAME.spare") and then to its own name, and a
// read takes the spare copy when it can be read, the blob itself otherwise:
// the spare copy is written first, so it is never older than the blob, and
// whichever of the two a closed page cut short, the other is whole. A page
// closed at any moment leaves the old state or the new one.
//
// The browser build keeps its blobs in a store of its own now (see
// appStore) and reads this one only for what an older version kept there.
type uriStore struct {
	root fyne.URI
}

func (s *uriStore) child(name string) (fyne.URI, error) {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`) {
		return nil, problem.Newf("storage", "%q is not a plain file name", name)
	}
	return storage.Child(s.root, name)
}

// spare is the spare copy of the blob called name.
func (s *uriStore) spare(name string) (fyne.URI, error) { return s.child("." + name + ".spare") }

// places returns where the blob called name is kept: its spare copy first,
// then the blob itself, the order they are written and removed in.
func (s *uriStore) places(name string) ([]fyne.URI, error) {
	u, err := s.child(name)
	if err != nil {
		return nil, err
	}
	spare, err := s.spare(name)
	if err != nil {
		return nil, err
	}
	return []fyne.URI{spare, u}, nil
}

// Read implements session.Store: the spare copy when it is there and can be
// read whole, else the blob itself.
func (s *uriStore) Read(name string) ([]byte, error) {
	places, err := s.places(name)
	if err != nil {
		return nil, err
	}
	if ok, err := storage.Exists(places[0]); err == nil && ok {
		if data, err := readURI(places[0]); err == nil {
			return data, nil
		}
	}
	ok, err := storage.Exists(places[1])
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, problem.Newf("storage", "%s: %w", name, fs.ErrNotExist)
	}
	return readURI(places[1])
}

// readURI reads u whole. Fyne 2.7.1's IndexedDB reader (the browser) copies
// the blob from its start into each Read's buffer and says io.EOF at once,
// so io.ReadAll would return the first 512 bytes: instead the buffer grows,
// and the reader is opened again, until the blob fits in it. A blob bigger
// than session.MaxBlobSize is refused, as the desktop's files are.
func readURI(u fyne.URI) ([]byte, error) {
	for size := 64 << 10; ; size = min(size*4, session.MaxBlobSize+1) {
		r, err := storage.Reader(u)
		if err != nil {
			return nil, err
		}
		buf := make([]byte, size)
		n, err := io.ReadFull(r, buf)
		r.Close()
		switch {
		case err == io.ErrUnexpectedEOF || err == io.EOF:
			return buf[:n], nil
		case err != nil:
			return nil, err
		case size > session.MaxBlobSize:
			return nil, problem.Newf("storage", "%s: too big: more than %d MiB", u.Name(), session.MaxBlobSize>>20)
		}
	}
}

// Write implements session.Store.
func (s *uriStore) Write(name string, data []byte) error {
	places, err := s.places(name)
	if err != nil {
		return err
	}
	for _, u := range places {
		if err := s.writeURI(u, data); err != nil {
			return problem.Newf("storage", "cannot write %s: %w", name, err)
		}
	}
	return nil
}

// writeURI writes data to u, replacing what was there.
func (s *uriStore) writeURI(u fyne.URI, data []byte) error {
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// Remove implements session.Store. The spare copy goes first, so a page
// closed half-way leaves the old blob, never the spare alone.
func (s *uriStore) Remove(name string) error {
	places, err := s.places(name)
	if err != nil {
		return err
	}
	for _, u := range places {
		if ok, err := storage.Exists(u); err != nil {
			return err
		} else if ok {
			if err := storage.Delete(u); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return problem.Newf("storage", "cannot remove %s: %w", name, err)
			}
		}
	}
	return nil
}

// Exists implements session.Store: the blob or its spare copy is there.
func (s *uriStore) Exists(name string) (bool, error) {
	places, err := s.places(name)
	if err != nil {
		return false, err
	}
	for _, u := range places {
		if ok, err := storage.Exists(u); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// Where implements session.Locator: the blob's address.
func (s *uriStore) Where(name string) string {
	if u, err := s.child(name); err == nil {
		return u.String()
	}
	return name
}
