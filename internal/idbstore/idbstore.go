//go:build js && wasm

package idbstore

import (
	"context"
	"fmt"
	"io/fs"
	"strings"
	"syscall/js"

	"github.com/hack-pad/go-indexeddb/idb"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// objects is the object store the blobs are kept in: one record a blob,
// its name the key and its bytes a Uint8Array.
const objects = "blobs"

// Store is a database of blobs in IndexedDB.
type Store struct {
	name    string
	db      *idb.Database
	maxSize int
}

// Open opens (or makes) the database called name. A blob of more than
// maxSize bytes is refused when read, as the desktop's files are.
func Open(name string, maxSize int) (*Store, error) {
	ctx := context.Background()
	req, err := idb.Global().Open(ctx, name, 1, func(db *idb.Database, _, _ uint) error {
		_, err := db.CreateObjectStore(objects, idb.ObjectStoreOptions{})
		return err
	})
	if err != nil {
		return nil, problem.Newf("storage", "cannot open the browser's storage %s: %w", name, err)
	}
	db, err := req.Await(ctx)
	if err != nil {
		return nil, problem.Newf("storage", "cannot open the browser's storage %s: %w", name, err)
	}
	return &Store{name: name, db: db, maxSize: maxSize}, nil
}

// objectStore starts a transaction on the blobs: one that writes when
// write is true, with strict durability, so that the browser has it on its
// disk before the write is done.
func (s *Store) objectStore(write bool) (*idb.Transaction, *idb.ObjectStore, error) {
	opt := idb.TransactionOptions{Mode: idb.TransactionReadOnly}
	if write {
		opt = idb.TransactionOptions{Mode: idb.TransactionReadWrite, Durability: idb.DurabilityStrict}
	}
	txn, err := s.db.TransactionWithOptions(opt, objects)
	if err != nil {
		return nil, nil, err
	}
	st, err := txn.ObjectStore(objects)
	return txn, st, err
}

// Read returns the blob called name, or an error matching fs.ErrNotExist.
func (s *Store) Read(name string) ([]byte, error) {
	v, err := s.lookup("read", name)
	if err != nil {
		return nil, err
	}
	if v.IsUndefined() {
		return nil, problem.Newf("storage", "%s: %w", name, fs.ErrNotExist)
	}
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil, problem.Newf("storage", "%s: not a blob of bytes", name)
	}
	n := v.Get("byteLength").Int()
	if n > s.maxSize {
		return nil, problem.Newf("storage", "%s: too big: more than %d MiB", name, s.maxSize>>20)
	}
	data := make([]byte, n)
	js.CopyBytesToGo(data, v)
	return data, nil
}

// lookup gets the record of the blob called name, undefined when there is
// none; what names the errand in an error.
func (s *Store) lookup(what, name string) (js.Value, error) {
	if err := checkName(name); err != nil {
		return js.Undefined(), err
	}
	_, st, err := s.objectStore(false)
	if err != nil {
		return js.Undefined(), s.failed(what, name, err)
	}
	req, err := st.Get(js.ValueOf(name))
	if err != nil {
		return js.Undefined(), s.failed(what, name, err)
	}
	v, err := req.Await(context.Background())
	if err != nil {
		return js.Undefined(), s.failed(what, name, err)
	}
	return v, nil
}

// Write replaces the blob called name with data in one transaction.
func (s *Store) Write(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	return s.change("write", name, func(st *idb.ObjectStore) error {
		_, err := st.PutKey(js.ValueOf(name), arr)
		return err
	})
}

// Remove deletes the blob called name; a missing blob is no error.
func (s *Store) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	return s.change("remove", name, func(st *idb.ObjectStore) error {
		_, err := st.Delete(js.ValueOf(name))
		return err
	})
}

// change runs do in a transaction that writes and waits until it is done.
func (s *Store) change(what, name string, do func(*idb.ObjectStore) error) error {
	txn, st, err := s.objectStore(true)
	if err == nil {
		err = do(st)
	}
	if err == nil {
		err = txn.Await(context.Background())
	}
	if err != nil {
		return s.failed(what, name, err)
	}
	return nil
}

// Exists reports whether a blob called name is kept.
func (s *Store) Exists(name string) (bool, error) {
	v, err := s.lookup("look for", name)
	return err == nil && !v.IsUndefined(), err
}

// Where names the blob for the players: the browser's storage and the name.
func (s *Store) Where(name string) string {
	return fmt.Sprintf("%s in this browser's storage for the app", name)
}

// failed says that the browser's storage could not do what to name.
func (s *Store) failed(what, name string, err error) error {
	return problem.Newf("storage", "the browser's storage could not %s %s: %w", what, name, err)
}

// checkName refuses names that are not plain file names, as every store does.
func checkName(name string) error {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`) {
		return problem.Newf("storage", "%q is not a plain file name", name)
	}
	return nil
}
