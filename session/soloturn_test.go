package session

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// The app's instruction is kept in the game: asked for on the shop as
// entered, carried out by a Done that names no move, decided at once when
// the shop cannot change it, and brought back with the step an undo takes
// back.
func TestTheAppsInstructionIsKeptInTheGame(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Normal))
	doc, book := s.Game(), s.Cards().Book()
	require.NoError(t, doc.Do(Play(tracker.Buy(0))), "Ana buys")
	st, _ := doc.Value().Solo(book)
	assert.Nil(t, st.Told, "the app waits for the shop")
	require.NoError(t, setSoloDisplay(s, []string{"Ant", "Otter", "Honey", "Fish"}))
	require.NoError(t, doc.Do(AskApp()))
	st, _ = doc.Value().Solo(book)
	require.NotNil(t, st.Told)
	assert.Equal(t, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.", st.Told.Words)
	assert.True(t, st.Told.Shop, "the shop can change it")
	assert.Equal(t, "Ana bought (2 gold left)", doc.Steps().UndoText, "asking is part of the step before")

	done := GameMove{Kind: MoveAppDid, At: len(doc.Value().Game().History())}
	require.NoError(t, doc.Do(done), "Done: the instruction on show")
	assert.EqualError(t, doc.Do(done), "The app's move was already done (Done reached the game twice); nothing was changed.")
	st, _ = doc.Value().Solo(book)
	assert.Equal(t, []string{"Otter"}, st.Hand)
	assert.Nil(t, st.Told, "a new shop to enter")
	require.NoError(t, doc.Undo())
	st, _ = doc.Value().Solo(book)
	require.NotNil(t, st.Told, "the undo brings the instruction back")
	assert.Equal(t, solo.BuyPet, st.Told.Move.Action)
	require.NoError(t, doc.Redo())

	require.NoError(t, doc.Do(Play(tracker.Pass(0, 1))))
	require.NoError(t, doc.Do(AskApp()))
	require.NoError(t, doc.Do(GameMove{Kind: MoveAppDid}), "buys the Fish")
	require.NoError(t, doc.Do(EnterShopSlot(0, "")))
	require.NoError(t, doc.Do(EnterShopSlot(1, "")))
	require.NoError(t, doc.Do(EnterShopSlot(2, "")))
	require.NoError(t, doc.Do(EnterShopSlot(3, "")))
	require.NoError(t, doc.Do(AskApp()))
	st, _ = doc.Value().Solo(book)
	require.Equal(t, solo.BuyTop, st.Told.Move.Action)
	require.NoError(t, doc.Do(DeckEmpty()), "the shop deck is empty")
	st, _ = doc.Value().Solo(book)
	assert.Equal(t, solo.Pass, st.Told.Move.Action, "the app decides again: it cannot buy unseen")
	require.NoError(t, doc.Undo(), "back before the app bought the Fish, and with it the shop found empty")
	st, _ = doc.Value().Solo(book)
	require.NotNil(t, st.Told)
	assert.Equal(t, []string{"Fish"}, st.Told.Move.Cards)
	require.NoError(t, doc.Redo())
	st, _ = doc.Value().Solo(book)
	assert.Equal(t, solo.Pass, st.Told.Move.Action, "the redo brings back what was noted with it")
	require.NoError(t, doc.Undo())
	require.NoError(t, doc.Do(GameMove{Kind: MoveAppDid}))
	require.NoError(t, doc.Do(AskApp()))
	require.NoError(t, doc.Do(AppDid(solo.Move{Action: solo.BuyTop, Line: int(solo.BuyTop)}, "Fish")))
	st, _ = doc.Value().Solo(book)
	require.NotNil(t, st.Told, "no gold: told at once, without the shop")
	assert.Equal(t, "Pass: turn my reference card over.", st.Told.Words)
	assert.False(t, st.Told.Shop)
}

// The app is asked only on its shop turn, and the shop deck found empty
// only in the Shop Phase: a refusal changes nothing.
func TestTheAppIsAskedOnlyOnItsTurn(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Normal))
	doc := s.Game()
	before, steps := doc.Value(), doc.Steps()
	err := doc.Do(AskApp())
	require.ErrorAs(t, err, new(*RefusedMoveError))
	assert.EqualError(t, err, "It is not App's turn in the shop: the app has nothing to do now.")
	assert.Equal(t, before, doc.Value())
	assert.Equal(t, steps, doc.Steps())
	require.NoError(t, doc.Do(Play(tracker.EndShop(1))))
	before = doc.Value()
	assert.EqualError(t, doc.Do(DeckEmpty()), "The shop deck is only drawn from in the Shop Phase.")
	assert.Equal(t, before, doc.Value())
}

// rawPhone is a watching phone at a live table that keeps every value
// message the hub sends it, as sent.
type rawPhone struct {
	mu   sync.Mutex
	msgs []string
}

// listen joins table code at url and records what the hub sends.
func (r *rawPhone) listen(t *testing.T, url, code string) {
	l := hublink.Dial(url, code, "", hublink.Events{
		Value: func(doc string, rev uint64, data []byte, label string) {
			if doc != "game" {
				return
			}
			m, err := json.Marshal(map[string]any{"rev": rev, "data": json.RawMessage(data), "label": label})
			require.NoError(t, err)
			r.mu.Lock()
			r.msgs = append(r.msgs, string(m))
			r.mu.Unlock()
		},
	}, hublink.Options{FirstWait: 50 * time.Millisecond, MostWait: 200 * time.Millisecond})
	t.Cleanup(l.Close)
}

// since is every message from the n-th on.
func (r *rawPhone) since(n int) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.msgs[min(n, len(r.msgs)):]...)
}

// longNumber is a number of 10 digits or more: a seed (a random 64-bit
// number) would be one; nothing else a game sends is.
var longNumber = regexp.MustCompile(`\d{10,}`)

// tableSolo drives a game against the app at a live table from Ana's
// phone, each move waited on until the phone has the hub's value after it.
type tableSolo struct {
	t          *testing.T
	ana, table *Session
}

// do sends m from Ana's phone and waits for the value it made.
func (x tableSolo) do(m GameMove) {
	x.t.Helper()
	_, before := x.table.gameDoc.d.read()
	require.NoError(x.t, x.ana.Game().Do(m))
	waitFor(x.t, string(m.Kind)+" played", func() bool {
		_, rev := x.table.gameDoc.d.read()
		_, _, seen := x.ana.gameDoc.d.bound()
		return x.ana.TableStatus().Refusal != "" || rev > before && seen == rev
	})
	require.Empty(x.t, x.ana.TableStatus().Refusal, "%s refused", m.Kind)
}

// solo is the app's side as Ana's phone sees it.
func (x tableSolo) solo() Solo {
	st, ok := x.ana.Game().Value().Solo(x.ana.Cards().Book())
	require.True(x.t, ok)
	return st
}

// appTurn plays the app's turn: the shop entered once, then each
// instruction asked for and carried out, the card bought unseen being
// secret.
func (x tableSolo) appTurn(secret string) {
	x.t.Helper()
	g := x.ana.Game().Value().Game()
	st := x.solo()
	if st.Told == nil && g.Player(st.App).Gold == 3+solo.Normal.ExtraGold() {
		for i, c := range []string{"Ant", "Otter", "", ""} {
			x.do(EnterShopSlot(i, c))
		}
	}
	if st = x.solo(); st.Told == nil {
		x.do(AskApp())
	}
	told := x.solo().Told
	require.NotNil(x.t, told, "the hub decided")
	got := ""
	if told.Move.Action == solo.BuyTop {
		got = secret
	}
	x.do(AppDid(told.Move, got))
	if a := told.Move.Action; a == solo.BuyPet || a == solo.BuyPerk {
		x.do(EnterShopSlot(told.Move.Slot, "")) // nothing refilled it
	}
}

// A whole round against the app at a live table: the game is started from
// a phone, the hub decides each of the app's moves and orders its deck,
// and no value a phone is sent holds the app's hand, its deck before it is
// shown, or any seed.
func TestARoundAgainstTheAppAtATableKeepsItsSecretsOnTheHub(t *testing.T) {
	x, watcher, su := soloTable(t)
	ana, table := x.ana, x.table
	assert.Equal(t, []string{"Ana"}, ana.TableStatus().Seats, "the app's seat is no phone's")
	assert.Equal(t, []string{"Ana"}, table.Table().Players())
	const secret = "Pangolin" // bought unseen: only the hub knows it until the deck is shown
	x.shopPhase(secret)
	full := table.Game().Value().solo
	require.Contains(t, full.Hand, secret, "the hub holds what the app bought unseen")
	waitFor(t, "the app's deck face down", func() bool { return x.solo().DeckReady })
	st := x.solo()
	assert.Nil(t, st.Hand, "the phone is not shown the hand")
	assert.Equal(t, len(full.Hand), st.Held, "only how many cards it holds")
	assert.Nil(t, st.Deck, "the deck lies face down")
	deck := full.decks(1).App
	require.Len(t, deck, len(full.Hand), "the hub ordered the app's deck")
	order, err := json.Marshal(deck)
	require.NoError(t, err)
	hidden := watcher.since(0)
	require.NotEmpty(t, hidden)
	for i, m := range hidden {
		assert.NotContains(t, m, secret, "message %d shows the card the app bought unseen", i)
		assert.NotContains(t, m, strings.Trim(string(order), "[]"), "message %d shows the app's deck order", i)
	}

	x.do(ShowAppDeck())
	assert.Equal(t, deck, x.solo().Deck, "shown: the hub's order")
	b := ana.PendingBattles()
	require.Len(t, b, 1)
	x.do(SettleBattle(b[0], 1, [2][]string{{"Ant"}, deck}))
	x.do(Play(tracker.EndRound(1)))
	_, rev := table.gameDoc.d.read()
	waitFor(t, "round 2 on the watcher", func() bool {
		all := watcher.since(0)
		return strings.HasPrefix(all[len(all)-1], `{"data":`) && strings.Contains(all[len(all)-1], `"rev":`+strconv.FormatUint(rev, 10))
	})
	all := watcher.since(0)
	require.Greater(t, len(all), len(hidden))
	for i, m := range all {
		assert.NotContains(t, m, `"hand"`, "message %d holds the app's hand", i)
		assert.NotRegexp(t, longNumber, m, "message %d holds a seed", i)
	}
	sample, err := json.Marshal(StartAtTable(su).Draw(table.rng))
	require.NoError(t, err)
	assert.Regexp(t, longNumber, string(sample), "the check would see a seed")
}

// soloTable starts a hub on 127.0.0.1 with a new table, a watching phone
// that records its values, and Ana's phone, which starts a game against
// the app (its first player drawn at random) and sits; it returns the
// game's driver, the watcher and the set-up.
func soloTable(t *testing.T) (tableSolo, *rawPhone, tracker.Setup) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, err := lh.hub.NewTable()
	require.NoError(t, err)
	lh.mu.Lock()
	table := lh.sessions[filepath.Join(dir, code)]
	lh.mu.Unlock()
	watcher := &rawPhone{}
	watcher.listen(t, lh.url(), code)
	ana := open(t, newMemStore())
	require.NoError(t, ana.JoinTable(lh.url(), code, hublink.Options{FirstWait: 50 * time.Millisecond}))
	t.Cleanup(ana.LeaveTable)
	waitFor(t, "the table", func() bool { return ana.TableStatus().State == TableJoined })

	su := soloSetup()
	su.FirstPlayer = tracker.AtRandom // the start's seed is drawn
	require.NoError(t, ana.StartSoloGame(su, 1, solo.Normal))
	waitFor(t, "the game against the app", func() bool { _, ok := ana.Game().Value().Solo(ana.Cards().Book()); return ok })
	sit(t, ana, "Ana")
	x := tableSolo{t: t, ana: ana, table: table}
	assert.True(t, x.solo().AtTable)
	assert.Equal(t, 3+solo.Normal.ExtraGold(), ana.Game().Value().Game().Player(1).Gold)
	return x, watcher, su
}

// shopPhase plays the Shop Phase: Ana buys once and passes, the app does
// what the hub tells it, buying secret when it buys unseen.
func (x tableSolo) shopPhase(secret string) {
	ana := x.ana
	for steps := 0; ana.Game().Value().Game().Phase() == tracker.PhaseShop; steps++ {
		require.Less(x.t, steps, 40, "the Shop Phase ends")
		g := ana.Game().Value().Game()
		switch turn, ok := g.ShopTurn(); {
		case !ok:
			x.do(Play(tracker.EndShop(1)))
		case turn == 1:
			x.appTurn(secret)
		case g.Player(0).Gold == 3:
			x.do(Play(tracker.Buy(0)))
		default:
			x.do(Play(tracker.Pass(0, 1)))
		}
	}
}

// A phone's move of a game against the app at a live table, whatever its
// bytes: refused in words changing nothing, or played; and what phones are
// then sent reads back without the app's hand or its face-down deck.
func FuzzATablesSoloMove(f *testing.F) {
	su := soloSetup()
	for _, m := range []GameMove{StartSoloAtTable(su, 1, solo.Hard), AskApp(), DeckEmpty(), {Kind: MoveAppDid},
		AppDid(solo.Move{Action: solo.BuyTop, Line: int(solo.BuyTop)}, "Pangolin"), AppDeck([]string{"Ant"}, "mine"),
		EnterShopSlot(0, "Otter"), Play(tracker.EndShop(1)), ShowAppDeck(), EndAtTable()} {
		data, err := json.Marshal(m)
		require.NoError(f, err)
		f.Add(data)
	}
	for _, s := range []string{`{"kind":"start","setup":{"players":[{"name":"A"},{"name":"B"}],"packs":["classic"],"firstPlayer":"chosen"},"vs":{"player":2,"difficulty":"hard"}}`,
		`{"kind":"start","vs":{"player":0,"difficulty":"brutal"}}`, `{"kind":"ask","vs":{}}`, `{"kind":"deckEmpty","slot":-1}`, `{"kind":"appDid","got":"Ant"}`} {
		f.Add([]byte(s))
	}
	s := open(f, newMemStore())
	table := s.Table()
	play := func(m GameMove) error {
		data, err := json.Marshal(m)
		require.NoError(f, err)
		return table.Play(wire.Move(1, "game", 0, data), "Ana")
	}
	require.NoError(f, play(StartSoloAtTable(su, 1, solo.Normal)))
	require.NoError(f, play(Play(tracker.Buy(0))))
	for i, c := range []string{"Ant", "Otter", "", ""} {
		require.NoError(f, play(EnterShopSlot(i, c)))
	}
	require.NoError(f, play(AskApp()))
	require.NoError(f, play(GameMove{Kind: MoveAppDid}))
	f.Fuzz(func(t *testing.T, data []byte) {
		before, steps := s.Game().Value(), s.Game().Steps()
		if err := table.Play(wire.Move(1, "game", 0, data), "Ana"); err != nil {
			require.NotEmpty(t, err.Error())
			assert.Equal(t, before, s.Game().Value(), "a refused move changes nothing")
			assert.Equal(t, steps, s.Game().Steps())
			return
		}
		value, _, _, err := table.Value("game")
		require.NoError(t, err)
		seen, err := s.decodeGame(value)
		require.NoError(t, err, "what phones are sent they read")
		if seen.solo != nil {
			assert.Nil(t, seen.solo.Hand, "phones are not sent the app's hand")
			for _, d := range seen.solo.Decks {
				assert.True(t, d.Shown || d.App == nil, "nor its deck face down")
			}
		}
	})
}
