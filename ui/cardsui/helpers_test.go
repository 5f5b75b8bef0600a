package cardsui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// testApp is the card book on its own in a test window, as the app's Cards
// tab shows it, with what its tests look at.
type testApp struct {
	screen *Screen
	host   kit.Host
	sess   *session.Session
	store  session.Store // where the session keeps its state
	win    fyne.Window
}

// cardBook is the screen.
func (u *testApp) cardBook() *Screen { return u.screen }

// newTestApp builds the card book in a test window of phone size over a
// session kept in a new folder, with table rolls from seed (as the app's
// tests built the whole app).
func newTestApp(t *testing.T, seed uint64) (*testApp, fyne.Window) {
	t.Helper()
	return newTestAppIn(t, session.DefaultSettings(), seed)
}

// newTestAppIn is newTestApp in the theme and text size of st.
func newTestAppIn(t *testing.T, st session.Settings, seed uint64) (*testApp, fyne.Window) {
	t.Helper()
	store := session.NewDirStore(t.TempDir())
	h := uitest.NewHostWith(t, st, seed, store)
	// Before the window closes: Fyne's test driver runs fyne.Do on the
	// calling goroutine, so a job still running when the test ends would
	// refresh widgets while the next test draws its own.
	t.Cleanup(kit.StopWork)
	u := &testApp{screen: New(h, Options{}), host: h, sess: h.Sess, store: store, win: h.Win}
	h.Win.SetContent(u.screen.Content())
	return u, h.Win
}

// reopen waits for u's saves and opens its store again, as the next launch
// would.
func reopen(t *testing.T, u *testApp) *session.Session {
	t.Helper()
	u.sess.Flush()
	return session.Open(u.store, session.Options{})
}
