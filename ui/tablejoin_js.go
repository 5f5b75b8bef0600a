//go:build js && wasm

package ui

import (
	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/session"
)

// joinCard is the desktop's "Join a table" card (tablejoin_card.go); the
// browser build joins the table of the address it was opened at.
type joinCard struct{ content fyne.CanvasObject }

// newJoinCard is nil in the browser: it has no "Join a table" card.
func newJoinCard(*session.Session) *joinCard { return nil }
