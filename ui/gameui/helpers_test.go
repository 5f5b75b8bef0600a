package gameui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// testApp is the Game tab on its own in a test window, as the app's Game
// tab shows it, with what its tests look at.
type testApp struct {
	screen *Screen
	host   kit.Host
	sess   *session.Session
	store  session.Store // where the session keeps its state
	win    fyne.Window
	// settled are the battles the screen asked the battle resolver to
	// settle (Options.Settle), in order.
	settled []session.PendingBattle
}

// game is the screen.
func (u *testApp) game() *Screen { return u.screen }

// newTestApp builds the Game tab in a test window of phone size over a
// session kept in a new folder, with table rolls from seed (as the app's
// tests built the whole app).
func newTestApp(t *testing.T, seed uint64) (*testApp, fyne.Window) {
	t.Helper()
	return newTestAppWith(t, seed, session.NewDirStore(t.TempDir()))
}

// newTestAppWith builds the Game tab over store: a second over the store
// of a first is the app opened again.
func newTestAppWith(t *testing.T, seed uint64, store session.Store) (*testApp, fyne.Window) {
	t.Helper()
	return newTestAppIn(t, session.DefaultSettings(), seed, store)
}

// newTestAppIn is newTestAppWith in the theme and text size of st.
func newTestAppIn(t *testing.T, st session.Settings, seed uint64, store session.Store) (*testApp, fyne.Window) {
	t.Helper()
	h := uitest.NewHostWith(t, st, seed, store)
	// Before the window closes: Fyne's test driver runs fyne.Do on the
	// calling goroutine, so a job still running when the test ends would
	// refresh widgets while the next test draws its own.
	t.Cleanup(kit.StopWork)
	u := &testApp{host: h, sess: h.Sess, store: store, win: h.Win}
	u.screen = New(h, Options{Settle: func(b session.PendingBattle) { u.settled = append(u.settled, b) }})
	h.Win.SetContent(u.screen.Content())
	return u, h.Win
}

// shot is one state of the Game tab to render: its setup drives the
// screen there.
type shot = uitest.Shot[*testApp]

// mustCard reads a card in the card language.
func mustCard(t *testing.T, spec string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(spec)
	if err != nil {
		t.Fatalf("card %q: %v", spec, err)
	}
	return c
}

// labelsIn is the text of every label under o, one per line.
func labelsIn(o fyne.CanvasObject) string {
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *kit.WrapLabel:
			if x.Visible() {
				lines = append(lines, x.Text)
			}
		case *widget.Label:
			if x.Visible() {
				lines = append(lines, x.Text)
			}
		case *canvas.Text:
			lines = append(lines, x.Text)
		case *container.Scroll:
			walk(x.Content)
		case *fyne.Container:
			if x.Visible() {
				for _, c := range x.Objects {
					walk(c)
				}
			}
		}
	}
	walk(o)
	return strings.Join(lines, "\n")
}
