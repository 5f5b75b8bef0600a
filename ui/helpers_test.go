package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sapcompanion/sapcompanion/engine"
)

// phoneSize is the phone screen the app is designed for first.
var phoneSize = fyne.NewSize(360, 740)

// newTestApp builds the whole app in a test window of phone size, with dice
// from a source seeded with seed.
func newTestApp(t *testing.T, seed uint64) (*App, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	u := New(a, w, Options{Rand: engine.NewRand(seed), DataDir: t.TempDir()})
	t.Cleanup(u.game.save.flush)
	w.Resize(phoneSize)
	return u, w
}
