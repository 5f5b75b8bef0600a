package session

import (
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/hub"
	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// patience bounds every wait on the hub: a hang guard, loose for a slow
// machine.
const patience = time.Minute

// liveHub is a live table's hub on 127.0.0.1 over sessions, one a table,
// as `serve` keeps them.
type liveHub struct {
	t        *testing.T
	hub      *hub.Hub
	srv      *http.Server
	addr     string
	mu       sync.Mutex
	sessions map[string]*Session // by the table's folder
}

// startLiveHub starts a hub at addr over the tables in dir whose sessions
// are those of sessions (nil: none yet): a hub started again keeps them,
// as a restarted one reads them back.
func startLiveHub(t *testing.T, dir, addr string, sessions map[string]*Session) *liveHub {
	if sessions == nil {
		sessions = map[string]*Session{}
	}
	lh := &liveHub{t: t, sessions: sessions}
	h, err := hub.New(dir, func(d string) (hub.Keeper, error) {
		lh.mu.Lock()
		defer lh.mu.Unlock()
		if lh.sessions[d] == nil {
			s := open(t, NewDirStore(d))
			t.Cleanup(s.Flush) // before the folder goes
			lh.sessions[d] = s
		}
		return lh.sessions[d].Table(), nil
	}, hub.Limits{})
	require.NoError(t, err)
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	lh.hub, lh.addr, lh.srv = h, ln.Addr().String(), &http.Server{Handler: h}
	go func() { _ = lh.srv.Serve(ln) }()
	t.Cleanup(lh.stop)
	return lh
}

func (lh *liveHub) stop() {
	_ = lh.srv.Close()
	lh.hub.Close()
}

func (lh *liveHub) url() string { return "ws://" + lh.addr + "/hub" }

// table starts a new table whose session plays a game of Ana and Ben.
func (lh *liveHub) table(dir string) (string, *Session) {
	code, err := lh.hub.NewTable()
	require.NoError(lh.t, err)
	lh.mu.Lock()
	s := lh.sessions[filepath.Join(dir, code)]
	lh.mu.Unlock()
	require.NoError(lh.t, s.StartGame(twoPlayers()))
	return code, s
}

// phone is a phone's session joined to table code, waited on until it has
// the table's game.
func phone(t *testing.T, store Store, url, code string) *Session {
	s := open(t, store)
	require.NoError(t, s.JoinTable(url, code, hublink.Options{FirstWait: 50 * time.Millisecond, MostWait: 200 * time.Millisecond}))
	t.Cleanup(s.LeaveTable)
	waitFor(t, "the table's game", func() bool { return s.Game().Value().Game() != nil })
	return s
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	require.Eventually(t, ok, patience, 5*time.Millisecond, "waiting for %s", what)
}

func sit(t *testing.T, s *Session, name string) {
	require.NoError(t, s.Sit(name))
	waitFor(t, name+"'s seat", func() bool { return s.TableStatus().Seat == name })
}

func gold(s *Session, p int) int { return s.Game().Value().Game().Player(p).Gold }

func TestTwoPhonesPlayOneTablesGameThroughItsHub(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	ana := phone(t, newMemStore(), lh.url(), code)
	ben := phone(t, newMemStore(), lh.url(), code)
	st := ana.TableStatus()
	assert.Equal(t, TableJoined, st.State)
	assert.Equal(t, code, st.Code)
	assert.Equal(t, "", st.Seat, "a phone watches until it sits")
	assert.Equal(t, []string{"Ana", "Ben"}, st.Seats)
	sit(t, ana, "Ana")
	sit(t, ben, "Ben")

	require.NoError(t, ana.Game().Do(Play(tracker.Buy(0))))
	waitFor(t, "Ana's buy on Ben's phone", func() bool { return gold(ben, 0) == 2 })
	assert.Equal(t, 2, gold(table, 0), "the hub's game played it")
	waitFor(t, "Ana's buy on her own phone", func() bool { return gold(ana, 0) == 2 })
	assert.Equal(t, "Ana bought (2 gold left) (Ana's phone)", ana.Game().Steps().UndoText, "the step's words come from the hub")

	require.NoError(t, ben.Game().Undo(), "a phone takes back a step through the hub")
	waitFor(t, "the undo on Ana's phone", func() bool { return gold(ana, 0) == 3 })
	assert.Equal(t, 3, gold(table, 0))
}

func TestAHubsRefusalReachesThePhoneInThePlayersWordsAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	ben := phone(t, newMemStore(), lh.url(), code)
	require.NoError(t, ben.Game().Do(Play(tracker.Buy(1))), "sent; the hub answers later")
	waitFor(t, "the watcher's refusal", func() bool { return ben.TableStatus().Refusal != "" })
	assert.Equal(t, "You are watching this table; pick your seat to play.", ben.TableStatus().Refusal)

	sit(t, ben, "Ben")
	require.NoError(t, ben.Game().Do(Play(tracker.Buy(1))))
	waitFor(t, "the rules' refusal", func() bool { return ben.TableStatus().Refusal != "" })
	assert.Contains(t, ben.TableStatus().Refusal, "Ana's turn")
	assert.Equal(t, 3, gold(table, 1), "the hub's game is as it was")
	assert.Equal(t, 3, gold(ben, 1), "and so is the phone's")

	require.NoError(t, table.Game().Do(Play(tracker.Buy(0))), "the hub's own screen plays too")
	waitFor(t, "the hub's move on the phone", func() bool { return gold(ben, 0) == 2 })
}

func TestAPhoneThatLosesTheHubIsReadOnlyAndCatchesUpOnReturn(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	ana := phone(t, newMemStore(), lh.url(), code)
	sit(t, ana, "Ana")
	lh.stop()
	waitFor(t, "the lost hub", func() bool { return ana.TableStatus().State == TableConnecting })
	assert.NotEmpty(t, ana.TableStatus().Why, "the phone says why")
	assert.ErrorIs(t, ana.Game().Do(Play(tracker.Buy(0))), hublink.ErrOffline, "a move while the hub is lost is refused at once")
	assert.ErrorIs(t, ana.Game().Undo(), hublink.ErrOffline)
	assert.Equal(t, 3, gold(ana, 0), "the last view stays")

	require.NoError(t, table.Game().Do(Play(tracker.Buy(0))), "played while the phone is away")
	startLiveHub(t, dir, lh.addr, lh.sessions)
	waitFor(t, "the return", func() bool { return ana.TableStatus().State == TableJoined })
	waitFor(t, "what the phone missed", func() bool { return gold(ana, 0) == 2 })
	assert.Equal(t, "Ana", ana.TableStatus().Seat, "the seat is kept")
}

func TestAPhoneReloadedReturnsToItsSeat(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, _ := lh.table(dir)
	store := newMemStore()
	first := phone(t, store, lh.url(), code)
	sit(t, first, "Ben")
	first.LeaveTable()
	first.Flush()

	again := phone(t, store, lh.url(), code)
	waitFor(t, "the seat given back", func() bool { return again.TableStatus().Seat == "Ben" })
	require.NoError(t, again.Game().Do(Play(tracker.Buy(1))), "sent as Ben")
	waitFor(t, "Ben's move refused: it is Ana's turn", func() bool { return again.TableStatus().Refusal != "" })
	assert.Contains(t, again.TableStatus().Refusal, "Ana")
}

func TestAWrongCodeIsToldSoAndReadsNothing(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, _ := lh.table(dir)
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()), "the phone's own game")
	wrong := "ACDEFG"
	if code == wrong {
		wrong = "GFEDCA"
	}
	require.NoError(t, s.JoinTable(lh.url(), wrong, hublink.Options{}))
	t.Cleanup(s.LeaveTable)
	waitFor(t, "the hub's refusal", func() bool { return s.TableStatus().State == TableRefused })
	assert.NotEmpty(t, s.TableStatus().Why)
	assert.Nil(t, s.Game().Value().Game(), "nothing is shown: not the table's, not the phone's own")
	assert.ErrorIs(t, s.Game().Do(Play(tracker.Buy(0))), hublink.ErrOffline)

	s.LeaveTable()
	assert.Equal(t, TableOff, s.TableStatus().State)
	require.NotNil(t, s.Game().Value().Game(), "the phone's own game is back")
	assert.Equal(t, 3, gold(s, 0))
}

func TestAPhoneAtATableKeepsItsOwnThings(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	store := newMemStore()
	s := phone(t, store, lh.url(), code)
	sit(t, s, "Ana")
	card := mustCard(t, "card Tabletop Ant: pet 2")
	require.NoError(t, s.Cards().Put(card), "a card put at the table is the table's")
	waitFor(t, "the card back from the hub", func() bool { return s.Cards().IsTables(card.Name) })
	assert.True(t, table.Cards().IsUsers(card.Name), "the hub keeps it")
	s.Flush()
	assert.Empty(t, store.get(GameFile), "the table's game is never kept as the phone's")
	assert.Empty(t, store.get(CardsFile), "nor the table's cards as the phone's own book")
}

// hubRefusal waits for the hub's refusal of s's last move and returns it.
func hubRefusal(t *testing.T, s *Session) string {
	t.Helper()
	waitFor(t, "the hub's refusal", func() bool { return s.TableStatus().Refusal != "" })
	return s.TableStatus().Refusal
}

func TestAPhoneStartsTheGameOfANewTableAndPutsItAway(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, err := lh.hub.NewTable()
	require.NoError(t, err)
	url := lh.url()
	ana, ben := open(t, newMemStore()), open(t, newMemStore())
	for _, s := range []*Session{ana, ben} {
		require.NoError(t, s.JoinTable(url, code, hublink.Options{FirstWait: 50 * time.Millisecond}))
		t.Cleanup(s.LeaveTable)
		waitFor(t, "the table", func() bool { return s.TableStatus().State == TableJoined })
	}
	assert.Nil(t, ana.Game().Value().Game(), "a new table has no game")

	require.NoError(t, ana.StartGame(fourPlayers()), "a watching phone starts the new table's game")
	waitFor(t, "the game on Ben's phone", func() bool { return ben.Game().Value().Game() != nil })
	assert.Equal(t, []string{"Ana", "Ben", "Cy", "Dee"}, ben.TableStatus().Seats, "its players are the seats")
	assert.Equal(t, "starting a game of Ana, Ben, Cy and Dee", ben.Game().Steps().UndoText)
	lh.mu.Lock()
	table := lh.sessions[filepath.Join(dir, code)]
	lh.mu.Unlock()
	assert.Equal(t, 4, table.Game().Value().Game().NumPlayers(), "the hub keeps it")

	sit(t, ben, "Ben")
	require.NoError(t, ben.StartGame(twoPlayers()))
	assert.Contains(t, hubRefusal(t, ben), "A game is running at this table: put it away first")
	assert.Equal(t, 4, table.Game().Value().Game().NumPlayers(), "and the refused start changed nothing")

	require.NoError(t, ben.Game().End(), "a seated phone puts the table's game away")
	waitFor(t, "no game on Ana's phone", func() bool { return ana.Game().Value().Game() == nil })
	assert.Nil(t, table.Game().Value().Game())
	require.NoError(t, ana.Game().Undo(), "the table takes the step back")
	waitFor(t, "the game back on Ben's phone", func() bool { return ben.Game().Value().Game() != nil })
	assert.Equal(t, 4, table.Game().Value().Game().NumPlayers())
	assert.Equal(t, "Ben", ben.TableStatus().Seat, "a game brought back keeps its seats")

	require.NoError(t, ben.Game().End())
	waitFor(t, "no game on Ana's phone", func() bool { return ana.Game().Value().Game() == nil })
	su := twoPlayers()
	su.Players[1].Name = "Cy"
	require.NoError(t, ana.StartGame(su), "a game of Ana and Cy")
	waitFor(t, "Ben's phone watching", func() bool { return ben.TableStatus().Seat == "" })
	assert.Equal(t, []string{"Ana", "Cy"}, ben.TableStatus().Seats, "and offered the new game's seats")
}

func TestABadCodeIsRefusedAndChangesNothing(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()))
	err := s.JoinTable("ws://127.0.0.1:1/hub", "OIL-085", hublink.Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"OIL-085" is not a table's code`)
	assert.Equal(t, TableOff, s.TableStatus().State)
	assert.NotNil(t, s.Game().Value().Game())
	assert.ErrorContains(t, s.Sit("Ana"), "at no live table")
}

func TestEveryPhoneAtATableRollsTheTablesDie(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	own, err := engine.ParseDie("3 3 3 3 3 3")
	require.NoError(t, err)
	anaStore := newMemStore()
	ana := open(t, anaStore)
	st := ana.Settings()
	st.Die = own
	require.NoError(t, ana.SetSettings(st), "Ana's phone has a die of its own")
	require.NoError(t, ana.JoinTable(lh.url(), code, hublink.Options{FirstWait: 50 * time.Millisecond}))
	t.Cleanup(ana.LeaveTable)
	ben := phone(t, newMemStore(), lh.url(), code)
	waitFor(t, "the table's die on Ana's phone", func() bool { return ana.Die().String() == engine.DefaultDie().String() })

	sit(t, ben, "Ben")
	loaded, err := engine.ParseDie("0 1 1 2 2 3")
	require.NoError(t, err)
	require.NoError(t, ben.SetDie(loaded), "Ben's phone gives the table's die new faces")
	waitFor(t, "the new faces on Ana's phone", func() bool { return ana.Die().String() == loaded.String() })
	assert.Equal(t, loaded.String(), table.Settings().Die.String(), "the hub keeps them in its settings")
	assert.Equal(t, engine.DefaultDie().String(), ben.Settings().Die.String(), "the phone's own settings are its own")

	require.NoError(t, ben.SetDie(engine.Die{Faces: []int{1, -2}}), "sent")
	assert.Contains(t, hubRefusal(t, ben), "the table's rock die", "faces no die has are refused with the reason")
	assert.Equal(t, loaded.String(), table.Settings().Die.String(), "and change nothing")

	ana.LeaveTable()
	assert.Equal(t, own.String(), ana.Die().String(), "away from the table, Ana's phone rolls its own die again")
}
