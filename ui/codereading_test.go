package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// waitReadings waits for the share codes being read: in the dialog, then
// on the page of cards from a friend.
func waitReadings(u *App) {
	if u.reading != nil {
		u.reading.Wait()
	}
	if u.screens.cardBook != nil {
		u.screens.cardBook.FriendsReading().Wait()
	}
}

// The app opened from a link reads it in a dialog with a Cancel; Cancel
// closes it and nothing is offered.
func TestAnOpenedLinkIsReadInADialogWithACancel(t *testing.T) {
	u, w := newTestApp(t, 1)
	r := u.sharedReading()
	release := uitest.HoldReadings(t, r)
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	u.offerShared("http://192.168.1.20:8080/#" + payload)
	uitest.AssertBusy(t, r, "Reading the shared code...")
	require.NotNil(t, w.Canvas().Overlays().Top(), "the dialog shows")
	uitest.TapDialogButton(t, w, "Cancel")
	assert.Nil(t, w.Canvas().Overlays().Top(), "Cancel closes the dialog")
	release()
	waitReadings(u)
	assert.Equal(t, tabGame, u.nav.selected, "nothing is offered")
	assert.Nil(t, w.Canvas().Overlays().Top())

	checked := uitest.HoldReadings(t, u.cardBook().FriendsReading()) // one goroutine at a time, for the race detector
	u.offerShared("http://192.168.1.20:8080/#" + payload)
	r.Wait()
	checked()
	waitReadings(u)
	assert.Equal(t, tabCards, u.nav.selected)
	_, status, _ := u.cardBook().FriendsPage()
	assert.Equal(t, "This code holds 1 card:\nTurtle: new", status)
}

// A pasted battle code is read in the dialog too; plain battle notation at
// once.
func TestAPastedBattleCodeIsReadOffTheUIGoroutine(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.battle()
	release := uitest.HoldReadings(t, u.sharedReading())
	code, err := share.Encode(share.KindBattle, "name A: Ana\nA: Otter\nB: Ant\n")
	require.NoError(t, err)
	before := s.Format()
	s.Paste(code)
	uitest.AssertBusy(t, u.reading, "Reading the battle code...")
	assert.Equal(t, before, s.Format())
	uitest.TapDialogButton(t, w, "Cancel")
	release()
	waitReadings(u)
	assert.Equal(t, before, s.Format(), "Cancel drops the battle read")

	s.Paste(code)
	waitReadings(u)
	assert.Equal(t, "Ana", s.NameEntry(engine.PlayerA).Text)
	s.Paste("A: Fish\nB: Ant\n")
	assert.False(t, u.reading.Busy(), "notation is not a code: read at once")
	assert.Contains(t, s.Format(), "A: Fish")
}

// A crafted link at the cap (about a thousand one-line cards) opens its
// page at once, busy while the cards are checked, and Cancel stops the
// wait. It used to be read on the UI goroutine: the box broke the code into
// rows before the page had its width (9 s at the cap in this test), then
// the cards were checked (1.5 s before the card book check was made
// linear); the 2,000 cards of a longer link took 20 s, and are refused
// now. With -short the check is cancelled; otherwise its result is checked
// too.
func TestACraftedLinkAtTheCapOpensItsPageAtOnce(t *testing.T) {
	u, _ := newTestApp(t, 1)
	code, n := uitest.CodeAtCap(t)
	r := u.cardBook().FriendsReading()
	release := uitest.HoldReadings(t, r) // the check waits while the page is looked at
	start := time.Now()
	u.offerShared("https://sapcompanion.example/app/#" + code)
	u.reading.Wait() // the dialog decodes the code; the page checks the cards
	open, _, _ := u.cardBook().FriendsPage()
	assert.True(t, open)
	u.nav.selectTab(tabGame) // the other screens do not wait on the check
	u.nav.selectTab(tabCards)
	// The page is open while the check is still held: it did not wait for
	// it. How long opening takes is measured by BenchmarkFriendCodeAtCap,
	// not here, where a busy machine would make it flaky.
	uitest.AssertBusy(t, r, "Checking the cards in the code...")
	if testing.Short() {
		test.Tap(r.CancelButton)
		assert.Contains(t, friendsStatus(u), "Stopped:")
		release()
		r.Wait()
		assert.Contains(t, friendsStatus(u), "Stopped:")
		return
	}
	release()
	r.Wait()
	assert.True(t, strings.HasPrefix(friendsStatus(u), fmt.Sprintf("This code holds %d cards:\nC0: new\n", n)), friendsStatus(u)[:min(len(friendsStatus(u)), 200)])
	assert.Len(t, strings.Split(friendsStatus(u), "\n"), 1+50+1, "50 cards listed")
	assert.True(t, strings.HasSuffix(friendsStatus(u), fmt.Sprintf(": new\nand %d more cards.", n-50)), friendsStatus(u)[len(friendsStatus(u))-100:])
	t.Logf("%d cards checked in %s", n, time.Since(start))
}

// friendsStatus is what the page of cards from a friend says.
func friendsStatus(u *App) string {
	_, status, _ := u.cardBook().FriendsPage()
	return status
}
