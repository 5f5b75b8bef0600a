package webtest

import (
	"bufio"
	"context"
	"errors"
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/sapcompanion/sapcompanion/hub"
	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// liveTable is the browser build and a live table's hub served together on
// 127.0.0.1, as `serve` serves them: the page at URL, the hub at
// webserve.HubPath, one table playing a game of Ana and Ben.
type liveTable struct {
	URL   string
	code  string
	table *session.Session // the hub's own session of the table
	hub   *dropping
}

// dropping is the hub's handler, with the phones' connections it took over
// kept so a test can drop them all at once, as a lost Wi-Fi does: DevTools'
// offline emulation stops new connections but leaves a WebSocket open.
type dropping struct {
	http.Handler
	mu    sync.Mutex
	conns []net.Conn
}

func (d *dropping) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	d.Handler.ServeHTTP(&hijackKept{ResponseWriter: w, d: d}, r)
}

// drop closes every connection the hub took over so far.
func (d *dropping) drop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, c := range d.conns {
		_ = c.Close()
	}
	d.conns = nil
}

// hijackKept is a response whose connection, once the hub takes it over,
// is kept in d.
type hijackKept struct {
	http.ResponseWriter
	d *dropping
}

func (h *hijackKept) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := h.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("the server's response cannot be taken over")
	}
	c, rw, err := hj.Hijack()
	if err == nil {
		h.d.mu.Lock()
		h.d.conns = append(h.d.conns, c)
		h.d.mu.Unlock()
	}
	return c, rw, err
}

// serveTable is serveNewTable with the table's game of Ana and Ben
// started on the hub, Ana the First Player.
func serveTable(t *testing.T) *liveTable {
	lt := serveNewTable(t)
	if err := lt.table.StartGame(tracker.Setup{Players: []tracker.PlayerSetup{{Name: "Ana"}, {Name: "Ben"}},
		Packs: []tracker.Pack{tracker.Classic}, FirstPlayer: tracker.Chosen}); err != nil {
		t.Fatal(err)
	}
	return lt
}

// serveNewTable serves the browser build and a hub with one new table, no
// game started at it yet, each table's documents a session over its
// folder, as `serve` keeps them.
func serveNewTable(t *testing.T) *liveTable {
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
	if err != nil {
		t.Fatal(err)
	}
	d := &dropping{Handler: h}
	srv, err := webserve.StartWith(webDir(t), "127.0.0.1:0", webserve.Options{Hub: d})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close(); h.Close() })
	code, err := h.NewTable()
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	s := tables[filepath.Join(dir, code)]
	mu.Unlock()
	return &liveTable{URL: srv.URL, code: code, table: s, hub: d}
}

// spaced is a table's code as the app's line shows it: "ACD EFG".
func spaced(code string) string { return code[:3] + " " + code[3:] }

// waitShown waits until the app shows a text containing want, and fails
// with what it shows if it never does.
func (p *phone) waitShown(want string) {
	p.tb.Helper()
	deadline := time.Now().Add(waitTimeout)
	for {
		texts := p.texts()
		if slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, want) }) {
			return
		}
		if time.Now().After(deadline) {
			p.tb.Fatalf("the app never showed %q; it shows:\n%s", want, strings.Join(texts, "\n"))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// scoreboard is the table's game as the phone shows it: every text on
// show but the line that says whose phone it is, the Game tab's word on a
// move tapped while the hub was lost and the hub's refusal of the phone's
// move, the phone's own.
func (p *phone) scoreboard() []string {
	p.tb.Helper()
	return slices.DeleteFunc(p.texts(), func(s string) bool {
		return strings.Contains(s, "phone at table") || strings.Contains(s, "not connected to the table") ||
			strings.HasPrefix(s, notPlayed)
	})
}

// sameScoreboard waits until both phones show the same game, one with want
// among it, and fails with both if they never do.
func sameScoreboard(t *testing.T, a, b *phone, want string) {
	t.Helper()
	a.waitShown(want)
	b.waitShown(want)
	deadline := time.Now().Add(waitTimeout)
	for {
		sa, sb := a.scoreboard(), b.scoreboard()
		if slices.Equal(sa, sb) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the phones show different games:\n%s\n---\n%s", strings.Join(sa, "\n"), strings.Join(sb, "\n"))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitChanged waits until the phone shows another game than before.
func waitChanged(t *testing.T, p *phone, before []string) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for slices.Equal(p.scoreboard(), before) {
		if time.Now().After(deadline) {
			t.Fatalf("the phone still shows the game as it was:\n%s", strings.Join(before, "\n"))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// joinAs opens the table on a new phone and takes player name's seat.
func joinAs(t *testing.T, lt *liveTable, name string) *phone {
	p := openPhone(t, t.TempDir())
	p.open(lt.URL + "?table=" + lt.code)
	p.waitShown("Watching at table " + spaced(lt.code))
	p.waitShown("Pick your seat:")
	p.tapText(name)
	p.waitShown(name + "'s phone at table " + spaced(lt.code))
	return p
}

func TestTwoPhonesPlayOneLiveTable(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ben := joinAs(t, lt, "Ben")
	sameScoreboard(t, ana, ben, "Shop Phase")

	ana.tapText("Everyone has passed")
	sameScoreboard(t, ana, ben, "Battle Phase")
	if g := lt.table.Game().Value().Game(); g.Phase() != tracker.PhaseBattle {
		t.Fatalf("the hub's game is in %v, not the Battle Phase", g.Phase())
	}

	before, hubSteps := ben.scoreboard(), lt.table.Game().Steps().Undo
	ben.tapText("Ana won")
	waitChanged(t, ana, before)
	sameScoreboard(t, ana, ben, "Trophy Phase")
	if lt.table.Game().Steps().Undo != hubSteps+1 {
		t.Fatalf("the hub's game took no step of Ben's tap: %+v", lt.table.Game().Steps())
	}

	ben.waitStored(lt.code) // the seat token is kept before the reload
	ben.reload()
	ben.waitShown("Ben's phone at table " + spaced(lt.code))
	sameScoreboard(t, ana, ben, "Trophy Phase") // the reloaded phone shows the game as it is

	// Ana's phone did not end the Battle Phase, Ben's did: her tap on the
	// Trophy Phase is taken at once.
	ana.tapText("Start round 2")
	sameScoreboard(t, ana, ben, "Round 2 of 6")
}

func TestAWrongCodeIsToldSoAndReadsNothing(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	wrong := "ACDEFG"
	if lt.code == wrong {
		wrong = "GFEDCA"
	}
	p := openPhone(t, t.TempDir())
	p.open(lt.URL + "?table=" + wrong)
	p.waitShown("No table at this hub has the code " + wrong)
	for _, s := range p.texts() {
		if strings.Contains(s, "Shop Phase") || strings.Contains(s, "Ben") {
			t.Fatalf("a phone with a wrong code shows the table's game: %q", s)
		}
	}
}

// offline takes the phone off the network (on false) or puts it back, as
// DevTools' network emulation does: every request and connection fails.
func (p *phone) offline(on bool) {
	p.tb.Helper()
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return firstErr(
			callOnly(ctx, t, network.Enable, network.EnableParams{}),
			callOnly(ctx, t, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
				MatchedNetworkConditions: []*network.Conditions{{Offline: on, DownloadThroughput: -1, UploadThroughput: -1}}}),
			callOnly(ctx, t, network.OverrideNetworkState, network.OverrideNetworkStateParams{
				Offline: on, DownloadThroughput: -1, UploadThroughput: -1}),
		)
	})
}

func TestAPhoneOfflineShowsItsLastViewReadOnlyThenCatchesUp(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ben := joinAs(t, lt, "Ben")
	sameScoreboard(t, ana, ben, "Shop Phase")

	ben.offline(true)
	away := time.Now()
	lt.hub.drop() // Ana's phone comes back soon; Ben's cannot
	ben.waitShown("The table is read-only until it is back.")
	ben.waitShown("Shop Phase") // its last view
	// Played meanwhile at the hub's own screen (Ana's phone may be
	// reconnecting this very moment, and would be told so).
	if err := lt.table.Game().Do(session.Play(tracker.EndShop(1))); err != nil {
		t.Fatal(err)
	}
	ana.waitShown("Battle Phase")
	ben.waitShown("Shop Phase")
	ben.tapText("Everyone has passed")
	ben.waitShown("not connected to the table")

	// Ana's phone plays on while Ben's is away half a minute.
	ana.waitShown("Ana's phone at table " + spaced(lt.code))
	time.Sleep(1500 * time.Millisecond)
	ana.tapText("Ana won")
	ana.waitShown("Trophy Phase")
	time.Sleep(time.Until(away.Add(30 * time.Second)))
	ben.waitShown("Shop Phase") // still its last view, read-only

	ben.offline(false)
	ben.waitShown("Ben's phone at table " + spaced(lt.code))
	sameScoreboard(t, ana, ben, "Trophy Phase") // caught up with all played meanwhile
	if g := lt.table.Game().Value().Game(); g.Phase() != tracker.PhaseTrophy {
		t.Fatalf("the tap Ben's phone made offline was played: the hub's game is in the %v", g.Phase())
	}

	// A player pauses before the next phase's button, as the Game tab asks
	// of a tap after one that ended a phase (it ignores one within a second).
	time.Sleep(1500 * time.Millisecond)
	ben.tapText("Start round 2")
	sameScoreboard(t, ana, ben, "Round 2 of 6")
}
