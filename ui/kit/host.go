package kit

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/session"
)

// Host is what every screen is built from, the one thing it gets of the
// app: the session it reads and changes, the window its dialogs open over,
// the clipboard, a random source for the table's rolls, and a way to open
// a link. The app makes one for each screen; tests make their own
// (ui/internal/uitest). What leads from one screen to another is not in
// it: each screen's options carry those routes, and the app wires them.
type Host struct {
	Sess      *session.Session
	Win       fyne.Window
	Clipboard fyne.Clipboard
	Rand      *rand.Rand
	// OpenURL opens link in the browser (or the phone's app for it).
	OpenURL func(link string) error
}
