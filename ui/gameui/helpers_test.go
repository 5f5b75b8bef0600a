package gameui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

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
	settled   []session.PendingBattle
	learnTaps int // taps on "Learn to play"
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
	u.screen = New(h, Options{Settle: func(b session.PendingBattle) { u.settled = append(u.settled, b) }, Learn: func() { u.learnTaps++ }})
	u.screen.clock = (&stepClock{at: time.Now()}).read
	h.Win.SetContent(u.screen.Content())
	return u, h.Win
}

// stepClock is a clock for the tests whose every reading is ten seconds
// after the one before: the tests' taps come as a player's, each on a
// phase long on show, not within a double tap
// (TestATapJustAfterAPhaseChangeIsIgnored times its own).
type stepClock struct{ at time.Time }

func (c *stepClock) read() time.Time {
	c.at = c.at.Add(10 * time.Second)
	return c.at
}

// shot is one state of the Game tab to render: its setup drives the
// screen there.
type shot = uitest.Shot[*testApp]
