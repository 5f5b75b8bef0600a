package ui

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// TestMain gives the searches the screens start (the odds, the coach) no
// time budget, so that no verdict depends on how fast or busy the machine
// is; the tests of the budget itself (battlebudget_test.go) set their own.
func TestMain(m *testing.M) {
	search.DefaultBudget.MaxTime = 0
	os.Exit(m.Run())
}

// newTestApp builds the whole app in a test window of phone size, with dice
// from a source seeded with seed, keeping its files in a new folder.
func newTestApp(t testing.TB, seed uint64) (*App, fyne.Window) {
	t.Helper()
	return newTestAppWith(t, seed, session.NewDirStore(t.TempDir()))
}

// Background work runs on the test's own goroutine, unless a test gives a
// task a launch of its own (uitest.Launch, uitest.HoldWork): package
// uitest sets kit.LaunchWork.

// newTestAppWith builds the whole app over store.
func newTestAppWith(t testing.TB, seed uint64, store session.Store) (*App, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	u := New(a, w, Options{Rand: engine.NewRand(seed), Store: store})
	t.Cleanup(u.sess.Flush)
	// Before the window closes: Fyne's test driver runs fyne.Do on the
	// calling goroutine, so a job still running when the test ends would
	// refresh widgets while the next test draws its own.
	t.Cleanup(kit.StopWork)
	w.Resize(uitest.PhoneSize)
	return u, w
}

// reopen waits for u's saves and opens its store again, as the next launch
// would.
func reopen(t *testing.T, u *App) *session.Session {
	t.Helper()
	u.sess.Flush()
	return session.Open(u.store, session.Options{})
}
