package gameui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// shots lists the Game tab's states, rendered in every look by
// TestScreenshots. The states that go on in the battle resolver
// (solo-resolver, solo-trophy, battle-from-game) are the app's.
var shots = []shot{
	{Name: "game-new", Setup: func(t *testing.T, u *testApp) {
		test.Type(u.game().setup.names[0], "Ana")
	}},
	{Name: "game-new-6-players", Setup: func(t *testing.T, u *testApp) {
		test.Tap(u.game().setup.countButtons[6])
		u.game().setup.firstMethod.SetSelected(firstRandom)
	}},
	{Name: "game-shop", Setup: func(t *testing.T, u *testApp) {
		u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String(), tracker.Magic.String()})
		startGame(t, u, "Ana", "Ben")
		require.NoError(t, u.sess.Game().Do(session.Play(tracker.Spend(1, 0))))
	}},
	{Name: "game-shop-logged", Setup: func(t *testing.T, u *testApp) {
		trackShop(t, u)
		u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String(), tracker.Magic.String()})
		startGame(t, u, "Ana", "Ben")
		test.Tap(u.game().play.buy)
	}},
	{Name: "game-pass-question", Setup: func(t *testing.T, u *testApp) {
		trackShop(t, u)
		startGame(t, u, "Ana", "Ben")
		test.Tap(u.game().play.pass)
	}},
	{Name: "game-shop-4-players", Setup: func(t *testing.T, u *testApp) {
		startGame(t, u, "Ana", "Benedict", "Cy", "Dorothea")
	}},
	{Name: "game-shop-facing", Setup: func(t *testing.T, u *testApp) {
		startGame(t, u, "Ana", "Ben")
		require.NoError(t, u.sess.Game().Do(session.Play(tracker.Spend(1, 0))))
		test.Tap(u.game().play.face)
	}},
	{Name: "game-battle-6-players", Setup: func(t *testing.T, u *testApp) {
		startGame(t, u, "Ana", "Benedict", "Cy", "Dorothea", "Eli", "Francesca")
		passAll(t, u)
		test.Tap(u.game().play.results[0][1])
	}},
	{Name: "game-battle-4-players", Setup: func(t *testing.T, u *testApp) {
		u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String()})
		startGame(t, u, "Ana", "Ben", "Cy", "Di")
		passAll(t, u)
		test.Tap(u.game().play.results[0][1])
	}},
	{Name: "game-trophy", Setup: func(t *testing.T, u *testApp) {
		startGame(t, u, "Ana", "Ben")
		passAll(t, u)
		test.Tap(u.game().play.results[0][0])
	}},
	{Name: "game-over", Setup: func(t *testing.T, u *testApp) {
		startGame(t, u, "Ana", "Ben")
		for _, w := range []int{0, 1, 0, 1, 0, 1} {
			passAll(t, u)
			test.Tap(u.game().play.results[0][w])
			test.Tap(u.game().play.endRound)
		}
	}},
	{Name: "game-history", Setup: func(t *testing.T, u *testApp) {
		trackShop(t, u)
		startGame(t, u, "Ana", "Ben")
		test.Tap(u.game().play.buy)
		test.Tap(u.game().play.buy)
		test.Tap(u.game().play.bar.undo.Undo)
		test.Tap(u.game().play.bar.historyBtn)
	}},
	{Name: "solo-new", Setup: func(t *testing.T, u *testApp) {
		test.Type(u.game().setup.names[0], "Ana")
		test.Tap(u.game().setup.vsApp)
		u.game().setup.difficulty.SetSelected(solo.Normal.Title())
	}},
	{Name: "solo-shop", Setup: func(t *testing.T, u *testApp) { toSoloShop(t, u) }},
	{Name: "solo-pick", Setup: func(t *testing.T, u *testApp) {
		toSoloShop(t, u)
		test.Tap(u.game().play.solo.slots[1])
		test.Type(u.game().play.solo.search, "o")
	}},
	{Name: "solo-told", Setup: func(t *testing.T, u *testApp) {
		toSoloShop(t, u)
		test.Tap(u.game().play.solo.ask)
	}},
	{Name: "solo-app-refill", Setup: func(t *testing.T, u *testApp) {
		toSoloShop(t, u)
		askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	}},
	{Name: "solo-your-turn", Setup: func(t *testing.T, u *testApp) {
		toSoloShop(t, u)
		askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
		refill(t, u.game().play.solo, "Dolphin")
	}},
	{Name: "solo-bought-where", Setup: func(t *testing.T, u *testApp) { toSoloAnaBought(t, u) }},
	{Name: "solo-pick-refill", Setup: func(t *testing.T, u *testApp) {
		test.Tap(toSoloAnaBought(t, u).slots[3])
	}},
	{Name: "solo-enter-again", Setup: func(t *testing.T, u *testApp) {
		p := toSoloAnaBought(t, u)
		test.Tap(p.slots[3])
		test.Tap(p.backBtn)
	}},
	{Name: "solo-no-gold", Setup: func(t *testing.T, u *testApp) { toSoloNoGold(t, u) }},
	{Name: "solo-rules", Setup: func(t *testing.T, u *testApp) {
		toSoloShop(t, u)
		test.Tap(u.game().play.solo.refBtn)
	}},
	{Name: "solo-prep-face-down", Setup: func(t *testing.T, u *testApp) { toSoloPrep(t, u) }},
	{Name: "solo-prep", Setup: func(t *testing.T, u *testApp) {
		toSoloPrep(t, u)
		test.Tap(u.game().play.solo.reveal)
	}},
}

// newShotApp builds the Game tab as the app starts it, with look's theme
// and text size, in a window of look's size.
func newShotApp(t *testing.T, look uitest.Look) (*testApp, fyne.Window) {
	u, w := newTestAppIn(t, look.Settings(), 2024, session.NewDirStore(t.TempDir()))
	w.Resize(look.Size)
	return u, w
}

// TestScreenshots renders every state of the Game tab in every look
// (uitest.Shots), with the layout checks. With SCREENSHOTS=DIR set it also
// writes them to DIR, every look.
func TestScreenshots(t *testing.T) {
	uitest.Shots(t, shots, nil, newShotApp)
}
