package battleui

import (
	"context"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// TestMain gives the searches the screen starts (the odds, the coach) no
// time budget, so that no verdict depends on how fast or busy the machine
// is; the tests of the budget itself (battlebudget_test.go) set their own.
func TestMain(m *testing.M) {
	search.DefaultBudget.MaxTime = 0
	os.Exit(m.Run())
}

// exampleB is the rulebook's Auto Battle Example B in battle notation, as
// engine/testdata keeps it.
var exampleB = func() string {
	b, err := os.ReadFile("../../engine/testdata/example-b.battle")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

// testApp is the Battle tab on its own in a test window, as the app's tab
// shows it, with what its tests look at: the session, the store, the
// share codes being read (as the app's dialog reads them) and the battles
// handed to the Learn tab.
type testApp struct {
	screen  *Screen
	host    kit.Host
	sess    *session.Session
	store   session.Store
	reading *sharing.Reading
	packs   []tracker.Pack // the packs of the next game started
	quizzed []learn.Step   // the steps of the last battle handed to Quiz
}

// battle is the screen.
func (u *testApp) battle() *Screen { return u.screen }

// newTestApp builds the Battle tab in a test window of phone size over a
// session kept in a new folder, with dice from a source seeded with seed.
func newTestApp(t testing.TB, seed uint64) (*testApp, fyne.Window) {
	t.Helper()
	return newTestAppWith(t, seed, session.NewDirStore(t.TempDir()))
}

// newTestAppWith builds the Battle tab over store: a second one over the
// store of a first is the app opened again (call the first's Sess.Flush
// before).
func newTestAppWith(t testing.TB, seed uint64, store session.Store) (*testApp, fyne.Window) {
	t.Helper()
	h := uitest.NewHostWith(t, session.DefaultSettings(), seed, store)
	// Before the window closes: Fyne's test driver runs fyne.Do on the
	// calling goroutine, so a job still running when the test ends would
	// refresh widgets while the next test draws its own.
	t.Cleanup(kit.StopWork)
	u := &testApp{host: h, sess: h.Sess, store: store, reading: sharing.NewReading()}
	u.screen = New(h, Options{
		Quiz:      func(_ *engine.Match, steps []learn.Step, _ engine.Result) { u.quizzed = steps },
		Read:      func(what string, work func(context.Context) func()) { u.reading.Start(what, work) },
		ShowDecks: "Show both",
	})
	h.Win.SetContent(u.screen.Content())
	return u, h.Win
}

// waitReadings waits for the share codes being read.
func waitReadings(u *testApp) { u.reading.Wait() }

// selectPacks makes the next game started use packs.
func selectPacks(u *testApp, packs ...tracker.Pack) { u.packs = packs }

// startGame starts a game of names, the first named player A, with the
// packs selected (the Classic Pack by default).
func startGame(t *testing.T, u *testApp, names ...string) {
	t.Helper()
	su := tracker.Setup{Packs: u.packs, FirstPlayer: tracker.Chosen}
	if len(su.Packs) == 0 {
		su.Packs = []tracker.Pack{tracker.Classic}
	}
	for _, n := range names {
		su.Players = append(su.Players, tracker.PlayerSetup{Name: n})
	}
	require.NoError(t, u.sess.StartGame(su))
}

// passAll ends the Shop Phase: everyone has passed.
func passAll(t *testing.T, u *testApp) {
	t.Helper()
	require.NoError(t, u.sess.Game().Do(session.Play(tracker.EndShop(u.sess.Game().Value().Game().Round()))))
}
