//go:build !(js && wasm)

package ui

import "github.com/sapcompanion/sapcompanion/session"

// browserStore is the store over Fyne's storage API where it is not a
// folder and not the browser: Fyne's repository as it is.
func browserStore(old session.Store) session.Store { return old }
