package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
)

// phoneSize is the phone screen the app is designed for first.
var phoneSize = fyne.NewSize(360, 740)

// newTestApp builds the whole app in a test window of phone size, with dice
// from a source seeded with seed, keeping its files in a new folder.
func newTestApp(t *testing.T, seed uint64) (*App, fyne.Window) {
	t.Helper()
	return newTestAppWith(t, seed, session.NewDirStore(t.TempDir()))
}

// Share codes are read on the test's own goroutine unless a test holds
// the reading (see inlineReadings).
func init() { inlineReadings = true }

// newTestAppWith builds the whole app over store.
func newTestAppWith(t *testing.T, seed uint64, store session.Store) (*App, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	u := New(a, w, Options{Rand: engine.NewRand(seed), Store: store})
	t.Cleanup(u.sess.Flush)
	// Before the window closes: Fyne's test driver runs fyne.Do on the
	// calling goroutine, so a share code still being read or drawn when the
	// test ends would refresh widgets while the next test draws its own.
	t.Cleanup(func() { waitBackground(u) })
	w.Resize(phoneSize)
	return u, w
}

// waitBackground waits for the share codes being read and the QR codes
// being drawn, on the screens built.
func waitBackground(u *App) {
	waitReadings(u)
	if s := u.screens.battle; s != nil {
		s.sharing.wait()
	}
	if s := u.screens.cardBook; s != nil {
		s.sharing.wait()
	}
}

// reopen waits for u's saves and opens its store again, as the next launch
// would.
func reopen(t *testing.T, u *App) *session.Session {
	t.Helper()
	u.sess.Flush()
	return session.Open(u.store, session.Options{})
}

// dialogText is every text of the dialog on top of w, one per line.
func dialogText(w fyne.Window) string {
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			lines = append(lines, x.Text)
			return
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
			return
		}
		if wd, ok := o.(fyne.Widget); ok {
			for _, c := range test.WidgetRenderer(wd).Objects() {
				walk(c)
			}
		}
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		walk(top)
	}
	return strings.Join(lines, "\n")
}

// mustCard reads a card in the card language.
func mustCard(t *testing.T, spec string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(spec)
	if err != nil {
		t.Fatalf("card %q: %v", spec, err)
	}
	return c
}
