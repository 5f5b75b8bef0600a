package ui

import (
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

func TestTheTableLineSaysHowThePhoneStandsInThePlayersWords(t *testing.T) {
	st := session.TableStatus{State: session.TableConnecting, Code: "ACDEFG"}
	assert.Equal(t, "Connecting to the table ACD EFG…", tableLine(st, false, 0))
	assert.Equal(t, "Reconnecting to the table ACD EFG… The table is read-only until it is back.", tableLine(st, true, 0))
	st.Retry = 4 * time.Second
	assert.Equal(t, "Reconnecting… (next try in 4 s). The table is read-only until it is back.", tableLine(st, true, 3500*time.Millisecond))
	st = session.TableStatus{State: session.TableJoined, Code: "ACDEFG", Seat: "Ana"}
	assert.Equal(t, "Ana's phone at table ACD EFG", tableLine(st, true, 0))
	st.Seat = ""
	assert.Equal(t, "Watching at table ACD EFG", tableLine(st, true, 0))
	st = session.TableStatus{State: session.TableRefused, Code: "ACDEFG", Why: "there is no table ACDEFG here"}
	assert.Equal(t, "There is no table ACDEFG here", tableLine(st, false, 0))
}

func TestATablesAddressIsReadAsServePrintsIt(t *testing.T) {
	for _, c := range []struct{ address, code, hub, table string }{
		{"http://192.168.1.20:8080/?table=ACDEFG", "", "ws://192.168.1.20:8080/hub", "ACDEFG"},
		{"https://table.example:8443/?table=acd-efg", "", "wss://table.example:8443/hub", "acd-efg"},
		{" 192.168.1.20:8080 ", "ACD EFG", "ws://192.168.1.20:8080/hub", "ACD EFG"},
		{"http://192.168.1.20:8080/?table=ACDEFG", "GFEDCA", "ws://192.168.1.20:8080/hub", "GFEDCA"},
	} {
		hub, table, err := hubAddress(c.address, c.code)
		require.NoError(t, err, c.address)
		assert.Equal(t, c.hub, hub, c.address)
		assert.Equal(t, c.table, table, c.address)
	}
	for address, words := range map[string]string{
		"":                          "Type the table's address",
		"http://192.168.1.20:8080/": "Type the table's code too",
		"ftp://192.168.1.20/":       "starts with http:// or https://, not ftp://",
		"http://":                   "is not a table's address",
		strings.Repeat("a", 400):    "one is at most 300",
	} {
		_, _, err := hubAddress(address, "")
		assert.ErrorContains(t, err, words, address)
	}
}

func FuzzHubAddress(f *testing.F) {
	f.Add("http://192.168.1.20:8080/?table=ACDEFG", "")
	f.Add("192.168.1.20:8080", "ACD EFG")
	f.Add("wss://[::1]:9/x?table=%zz", "")
	f.Fuzz(func(t *testing.T, address, code string) {
		hub, table, err := hubAddress(address, code)
		if err != nil {
			require.NotEmpty(t, err.Error())
			return
		}
		require.NotEmpty(t, table, "a table's address read has its code")
		require.True(t, strings.HasPrefix(hub, "ws://") || strings.HasPrefix(hub, "wss://"), hub)
		require.True(t, strings.HasSuffix(hub, "/hub"), hub)
	})
}

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
		return u.table.picker.Visible() && u.table.line.Text == "Watching at table "+spacedCode(code)
	},
		time.Minute, 5*time.Millisecond, "a phone watches until it sits")
	for _, name := range []string{"Ana", "Ben", "Just watch"} {
		assert.NotNil(t, uitest.FindButton(u.table.picker, name), "the players' names, and watching: %s", name)
	}
	test.Tap(uitest.FindButton(u.table.picker, "Ben"))
	require.Eventually(t, func() bool { return u.table.line.Text == "Ben's phone at table "+spacedCode(code) }, time.Minute, 5*time.Millisecond,
		"the line says whose phone it is once the hub agrees")
	assert.False(t, u.table.picker.Visible(), "a seated phone is offered no seats")

	require.NoError(t, u.sess.Game().Do(session.Play(tracker.Buy(1))), "sent: the hub answers")
	require.Eventually(t, func() bool { return u.table.refusal.Visible() }, time.Minute, 5*time.Millisecond)
	assert.Contains(t, u.table.refusal.Text, "Ana's turn", "the hub's refusal in the players' words")

	test.Tap(join.leave)
	assert.False(t, u.table.box.Visible(), "left: no line")
	assert.Nil(t, u.sess.Game().Value().Game(), "the desktop's own game (none) is back")
}
