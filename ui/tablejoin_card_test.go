//go:build !(js && wasm)

package ui

import (
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/hub"
	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// startTableHub is a live table's hub on 127.0.0.1 over sessions, with
// one table playing a game of Ana and Ben: its address and code.
func startTableHub(t *testing.T) (address, code string) {
	dir := t.TempDir()
	var mu sync.Mutex
	tables := map[string]*session.Session{}
	h, err := hub.New(dir, func(d string) (hub.Keeper, error) {
		mu.Lock()
		defer mu.Unlock()
		s := session.Open(session.NewDirStore(d), session.Options{})
		t.Cleanup(s.Flush)
		tables[d] = s
		return s.Table(), nil
	}, hub.Limits{})
	require.NoError(t, err)
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); h.Close() })
	code, err = h.NewTable()
	require.NoError(t, err)
	mu.Lock()
	s := tables[filepath.Join(dir, code)]
	mu.Unlock()
	require.NoError(t, s.StartGame(tracker.Setup{Players: []tracker.PlayerSetup{{Name: "Ana"}, {Name: "Ben"}},
		Packs: []tracker.Pack{tracker.Classic}, FirstPlayer: tracker.Chosen}))
	return srv.URL, code
}

func TestTheDesktopJoinsATableFromToolsAndTakesASeat(t *testing.T) {
	address, code := startTableHub(t)
	u, _ := newTestApp(t, 1)
	t.Cleanup(u.sess.LeaveTable)
	join := u.tools().join
	require.NotNil(t, join)
	assert.False(t, u.table.box.Visible(), "at no table, no line")

	test.Type(join.address, "127.0.0.1:1")
	test.Tap(join.join)
	assert.Contains(t, join.problem.Text, "Type the table's code too", "the code is asked for")
	assert.Equal(t, session.TableOff, u.sess.TableStatus().State, "nothing joined")

	join.address.SetText(address + "/?table=" + code)
	test.Tap(join.join)
	require.False(t, join.problem.Visible(), join.problem.Text)
	require.Eventually(t, func() bool { return u.sess.TableStatus().State == session.TableJoined }, time.Minute, 5*time.Millisecond)
	require.Eventually(t, func() bool {
		return u.table.picker.Visible() && u.table.line.Text == "Watching at table "+wire.SpokenCode(code)
	},
		time.Minute, 5*time.Millisecond, "a phone watches until it sits")
	for _, name := range []string{"Ana", "Ben", "Just watch"} {
		assert.NotNil(t, uitest.FindButton(u.table.picker, name), "the players' names, and watching: %s", name)
	}
	test.Tap(uitest.FindButton(u.table.picker, "Ben"))
	require.Eventually(t, func() bool {
		return u.table.line.Text == "Ben's phone at table "+wire.SpokenCode(code) && !u.table.picker.Visible()
	}, time.Minute, 5*time.Millisecond,
		"once the hub agrees, the line says whose phone it is and a seated phone is offered no seats")

	require.NoError(t, u.sess.Game().Do(session.Play(tracker.Buy(1))), "sent: the hub answers")
	require.Eventually(t, func() bool { return u.table.refusal.Visible() }, time.Minute, 5*time.Millisecond)
	assert.Contains(t, u.table.refusal.Text, "Ana's turn", "the hub's refusal in the players' words")

	test.Tap(join.leave)
	assert.False(t, u.table.box.Visible(), "left: no line")
	assert.Nil(t, u.sess.Game().Value().Game(), "the desktop's own game (none) is back")
}

func TestAtATableTheSettingsShowAndChangeTheTablesDie(t *testing.T) {
	address, code := startTableHub(t)
	u, _ := newTestApp(t, 1)
	t.Cleanup(u.sess.LeaveTable)
	s := u.prefsTab()
	assert.False(t, s.dieTable.Visible(), "at no table the die is this device's")
	s.dieFaces.SetText("0 0 0 1 1 1")
	test.Tap(s.dieSave)

	require.NoError(t, u.sess.JoinTable("ws"+address[len("http"):]+"/hub", code, hublink.Options{}))
	require.Eventually(t, func() bool { return u.sess.TableStatus().State == session.TableJoined }, time.Minute, 5*time.Millisecond)
	require.NoError(t, u.sess.Sit("Ana"))
	require.Eventually(t, func() bool { return s.dieFaces.Text == engine.DefaultDie().String() }, time.Minute, 5*time.Millisecond,
		"the entry shows the table's die")
	assert.True(t, s.dieTable.Visible())
	assert.Equal(t, "Every phone at table "+wire.SpokenCode(code)+" rolls the table's die: a change here changes it for everyone.", s.dieTable.Text)

	require.Eventually(t, func() bool { return u.sess.TableStatus().Seat == "Ana" }, time.Minute, 5*time.Millisecond)
	s.dieFaces.SetText("1 1 2 2 3 3")
	require.Eventually(t, func() bool { return !s.dieSave.Disabled() }, time.Minute, 5*time.Millisecond, "new faces can be saved")
	test.Tap(s.dieSave)
	require.Eventually(t, func() bool { return u.sess.Die().String() == "1 1 2 2 3 3" }, time.Minute, 5*time.Millisecond,
		"the table's die changed through its hub")
	assert.Equal(t, "0 0 0 1 1 1", u.sess.Settings().Die.String(), "this device's own die is kept for later")
	require.Eventually(t, s.dieSave.Disabled, time.Minute, 5*time.Millisecond, "once the hub's die is on show, nothing is left to save")

	u.sess.LeaveTable()
	require.Eventually(t, func() bool { return s.dieFaces.Text == "0 0 0 1 1 1" && !s.dieTable.Visible() }, time.Minute, 5*time.Millisecond,
		"away from the table, its own die again")
}
