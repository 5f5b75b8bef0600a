//go:build js && wasm

package ui

import (
	"github.com/sapcompanion/sapcompanion/internal/idbstore"
	"github.com/sapcompanion/sapcompanion/session"
)

// browserDB is the IndexedDB database the browser build keeps its blobs in.
const browserDB = "sapcompanion"

// browserStore is the browser's store: the app's own IndexedDB database,
// whose every write is one transaction, reading the blobs older versions
// kept in Fyne's file emulation (old) until each is written again. Fyne's
// emulation writes a file in three transactions (data deleted, entry put,
// data put), so a page closed between them left a name with no data; it
// cannot be made to write in one, hence a store of the app's own. Where
// the database cannot be opened, old is used as it is.
func browserStore(old session.Store) session.Store {
	db, err := idbstore.Open(browserDB, session.MaxBlobSize)
	if err != nil {
		return old
	}
	return &session.MovedStore{Now: db, Old: old}
}
