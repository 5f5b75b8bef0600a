// Package idbstore keeps named blobs in the browser's IndexedDB, each
// written in one transaction: a page closed at any moment leaves the old
// blob or the new one whole, never a name without its data. It is what the
// browser build keeps the card book, the games and the settings in (the
// session's Store interface); Fyne's file emulation over IndexedDB, which
// the app used before, writes a file in three transactions.
//
// It builds for js/wasm only; elsewhere the package is empty.
package idbstore
