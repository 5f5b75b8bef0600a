package kit

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/session"
)

// Host is what a screen built outside package ui gets of the app: the
// session it reads and changes, the window its dialogs open over, the
// clipboard, a random source for the table's rolls, and a way to open a
// link. The app makes one for each screen; tests make their own.
type Host struct {
	Sess      *session.Session
	Win       fyne.Window
	Clipboard fyne.Clipboard
	Rand      *rand.Rand
	// OpenURL opens link in the browser (or the phone's app for it).
	OpenURL func(link string) error
}
