//go:build !(js && wasm)

package gameui

import (
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub"
	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// tableApp is the Game tab of a phone at a live table. The hub's values
// redraw the screen on the link's goroutine (Fyne's test driver runs
// fyne.Do where it is called): the test's taps and looks take turns with
// those redraws through gate, as the app's main goroutine makes them.
type tableApp struct {
	*testApp
	t    *testing.T
	gate sync.Mutex
}

// newTableApp builds the Game tab over a new session, its redraws of the
// game gated (see tableApp).
func newTableApp(t *testing.T) *tableApp {
	h := uitest.NewHostWith(t, session.DefaultSettings(), 1, session.NewDirStore(t.TempDir()))
	t.Cleanup(kit.StopWork)
	a := &tableApp{t: t}
	redraws := func(c session.Change) bool { return c == session.ChangeGame || c == session.ChangeSettings }
	h.Sess.Subscribe(func(c session.Change) { // before the screen's own
		if redraws(c) {
			a.gate.Lock()
		}
	})
	u := &testApp{host: h, sess: h.Sess, win: h.Win}
	u.screen = New(h, Options{Settle: func(b session.PendingBattle) { u.settled = append(u.settled, b) }})
	u.screen.clock = (&stepClock{at: time.Now()}).read
	h.Sess.Subscribe(func(c session.Change) { // after it
		if redraws(c) {
			a.gate.Unlock()
		}
	})
	h.Win.SetContent(u.screen.Content())
	a.testApp = u
	return a
}

// do runs f, a tap or a look, between the hub's redraws.
func (a *tableApp) do(f func()) {
	a.gate.Lock()
	defer a.gate.Unlock()
	f()
}

// wait waits for ok, looked at between the hub's redraws.
func (a *tableApp) wait(what string, ok func() bool) {
	a.t.Helper()
	require.Eventually(a.t, func() bool {
		var yes bool
		a.do(func() { yes = ok() })
		return yes
	}, time.Minute, 5*time.Millisecond, "waiting for %s", what)
}

// tap taps the button get returns once there is one.
func (a *tableApp) tap(what string, get func() *widget.Button) {
	a.t.Helper()
	a.wait(what, func() bool {
		b := get()
		if b != nil && !b.Disabled() {
			test.Tap(b)
		}
		return b != nil && !b.Disabled()
	})
}

// joinNewTable starts a live table's hub on 127.0.0.1 with one table and
// no game, and joins the phone to it.
func (a *tableApp) joinNewTable() {
	t := a.t
	dir := t.TempDir()
	h, err := hub.New(dir, func(d string) (hub.Keeper, error) {
		s := session.Open(session.NewDirStore(d), session.Options{})
		t.Cleanup(s.Flush)
		return s.Table(), nil
	}, hub.Limits{})
	require.NoError(t, err)
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); h.Close() })
	code, err := h.NewTable()
	require.NoError(t, err)
	url := "ws://" + strings.TrimPrefix(srv.URL, "http://") + "/hub"
	require.NoError(t, a.sess.JoinTable(url, code, hublink.Options{FirstWait: 50 * time.Millisecond}))
	t.Cleanup(a.sess.LeaveTable)
	a.wait("the table", func() bool { return a.sess.TableStatus().State == session.TableJoined })
}

// solo is the app's side as the phone sees it.
func (a *tableApp) solo() session.Solo {
	st, _ := a.sess.Game().Value().Solo(a.sess.Cards().Book())
	return st
}

// appGold is the app's gold as the phone sees it.
func (a *tableApp) appGold() int { return a.sess.Game().Value().Game().Player(1).Gold }

// TestSoloAtALiveTable plays round 1's Shop Phase and Battle Prep against
// the app from a phone at a live table: the new-game form offers the app,
// the hub decides each instruction (the phone shows it from the game, and
// is never sent the app's hand), Done and the shop entered go to the hub,
// and the hub's deck lies face down until both are shown.
func TestSoloAtALiveTable(t *testing.T) {
	a := newTableApp(t)
	a.joinNewTable()
	a.startAgainstApp()
	play, p := a.game().play, a.game().play.solo
	a.tap("Ana's turn on show", func() *widget.Button { return play.buy })
	a.enterShop("Ant", "Otter", "Honey", "Fish")
	a.tap("the question", func() *widget.Button { return p.ask })
	a.wait("the hub's instruction", func() bool { return p.instruction != nil })
	a.do(func() {
		assert.Equal(t, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.", p.instruction.Text)
		assert.Contains(t, panelText(play), "Line 2 of its list: Buy a pet: gold left?")
	})
	a.tap("Done", func() *widget.Button { return p.done })
	a.wait("the app's buy", func() bool { return a.appGold() == 2 })
	a.do(func() { require.Equal(t, soloPick, p.mode, "what refilled the app's slot is asked at once") })
	a.tap("an empty slot", func() *widget.Button { return p.emptyBtn })
	a.wait("Ana's turn", func() bool { return p.mode != soloPick && play.pass != nil })
	st := a.solo()
	assert.Nil(t, st.Hand, "the phone is not sent the app's hand")
	assert.Equal(t, 1, st.Held)
	a.do(func() { assert.Contains(t, panelText(play), "It holds: 1 card, face down.") })
	a.shot("solo-table-holds")

	a.tap("Ana's pass", func() *widget.Button { return play.pass })
	a.do(func() { play.pets.Set(1) })
	a.tap("the pass confirmed", func() *widget.Button { return play.confirm })
	a.appBuys("Buy the Fish, 4th card of the shop, and refill the shop from the deck.", 1)
	a.appBuys("Buy the Ant, 1st card of the shop, and refill the shop from the deck.", 0)
	a.wait("no gold: the pass told at once", func() bool {
		return p.instruction != nil && p.instruction.Text == "Pass: turn my reference card over."
	})
	a.tap("Done", func() *widget.Button { return p.done })

	a.wait("the hub's Battle Prep", func() bool { return strings.Contains(panelText(play), "My deck is ready, face down.") })
	a.shot("solo-table-prep")
	assert.Nil(t, a.solo().Deck)
	a.tap("show both", func() *widget.Button { return p.reveal })
	a.wait("both decks shown", func() bool { return strings.Contains(panelText(play), "Order my deck, top card first:") })
	assert.Len(t, a.solo().Deck, 3)
	assert.Equal(t, tracker.PhaseBattle, a.sess.Game().Value().Game().Phase())
}

// shot writes the window as it is now to DIR/NAME.png when SCREENSHOTS=DIR
// is set, to look at.
func (a *tableApp) shot(name string) {
	dir := os.Getenv("SCREENSHOTS")
	if dir == "" {
		return
	}
	a.do(func() {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		require.NoError(a.t, err)
		defer f.Close()
		require.NoError(a.t, png.Encode(f, a.win.Canvas().Capture()))
	})
}

// startAgainstApp starts Ana against the app on Normal from the new-game
// form, Ana first, and takes Ana's seat.
func (a *tableApp) startAgainstApp() {
	t := a.t
	v := a.game().setup
	a.do(func() {
		test.Tap(v.countButtons[2])
		test.Type(v.names[0], "Ana")
		require.True(t, v.appBox.Visible(), "the app is offered at a table")
		test.Tap(v.vsApp)
		v.difficulty.SetSelected(solo.Normal.Title())
		v.firstMethod.SetSelected(firstChosen)
		v.chosen.SetSelectedIndex(0)
		test.Tap(v.start)
		require.False(t, v.problem.Visible(), v.problem.Text)
	})
	a.wait("the hub's game against the app", func() bool { return a.sess.Game().Value().AgainstApp() })
	require.NoError(t, a.sess.Sit("Ana"))
	a.wait("Ana's seat", func() bool { return a.sess.TableStatus().Seat == "Ana" })
	assert.True(t, a.solo().AtTable)
}

// enterShop enters the app's shop, slot by slot, each card waited on
// until the hub has it.
func (a *tableApp) enterShop(cards ...string) {
	t, p := a.t, a.game().play.solo
	for i, c := range cards {
		a.tap("the shop", func() *widget.Button {
			if len(p.slots) > i {
				return p.slots[i]
			}
			return nil
		})
		a.do(func() { pickCard(t, p, c) })
		a.wait(c+" in the shop", func() bool { return a.solo().Display[i] == c })
	}
}

// appBuys asks the app for its move, checks it is the buy instruction,
// taps Done, waits for the app's gold left and answers that nothing
// refilled the slot.
func (a *tableApp) appBuys(instruction string, left int) {
	p := a.game().play.solo
	a.tap("the app's turn", func() *widget.Button { return p.ask })
	a.wait(instruction, func() bool { return p.instruction != nil && p.instruction.Text == instruction })
	a.tap("Done", func() *widget.Button { return p.done })
	a.wait("the app's buy", func() bool { return a.appGold() == left })
	a.tap("an empty slot", func() *widget.Button { return p.emptyBtn })
}
