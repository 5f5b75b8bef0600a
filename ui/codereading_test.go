package ui

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
)

// waitReadings waits for the share codes being read: in the dialog, then
// on the page of cards from a friend.
func waitReadings(u *App) {
	if u.reading != nil {
		u.reading.wait()
	}
	if u.screens.cardBook != nil {
		u.screens.cardBook.receive.reading.wait()
	}
}

// holdReadings holds r's readings until the returned function is called
// (once, at the latest when the test ends), which runs them in place.
func holdReadings(t *testing.T, r *codeReading) (release func()) {
	return holdWork(t, &r.work)
}

// assertBusy checks r shows that it is busy doing what, with a Cancel.
func assertBusy(t *testing.T, r *codeReading, what string) {
	t.Helper()
	assert.True(t, r.running)
	assert.True(t, r.content.Visible(), "the busy row shows")
	assert.Positive(t, r.content.Size().Height, "the busy row is laid out")
	assert.True(t, r.bar.Running(), "the progress bar runs")
	assert.True(t, r.cancelButton.Visible())
	assert.Equal(t, what, r.label.Text)
}

// heldFriendPage opens the page of cards from a friend in a new app, its
// readings held until release is called.
func heldFriendPage(t *testing.T) (*App, *friendImport, func()) {
	u, _ := newTestApp(t, 1)
	u.nav.selectTab(tabCards)
	test.Tap(u.cardBook().friendButton)
	f := u.cardBook().receive
	return u, f, holdReadings(t, f.reading)
}

// While a friend's code is checked the page shows it is busy, with a
// Cancel; Cancel drops the result, and pasting the code again checks it.
func TestCheckingAFriendsCodeShowsBusyAndCancelDropsIt(t *testing.T) {
	u, f, release := heldFriendPage(t)
	code := friendCode(t, "card Turtle: pet 3")
	u.fyne.Clipboard().SetContent(code)
	test.Tap(f.pasteButton)
	assertBusy(t, f.reading, "Checking the cards in the code...")
	assert.False(t, f.status.Visible())
	assert.True(t, f.addButton.Disabled())

	test.Tap(f.reading.cancelButton)
	assert.False(t, f.reading.content.Visible(), "the busy row goes")
	assert.False(t, f.reading.bar.Running())
	assert.Equal(t, "Stopped: the code was not checked, and nothing is added. Paste it again, or change it, to check it.", f.status.Text)
	release()
	f.reading.wait()
	assert.Contains(t, f.status.Text, "Stopped:", "the result came after Cancel and was dropped")
	assert.True(t, f.addButton.Disabled())
	assert.Nil(t, f.cards)

	test.Tap(f.pasteButton) // the same text again: checked again
	f.reading.wait()
	assert.Equal(t, "This code holds 1 card:\nTurtle: new", f.status.Text)
	assert.False(t, f.addButton.Disabled())
}

// A code pasted while another is checked replaces it: only the last one's
// result shows.
func TestANewerPasteReplacesTheCodeBeingChecked(t *testing.T) {
	_, f, release := heldFriendPage(t)
	f.entry.SetText(friendCode(t, "card Turtle: pet 3"))
	f.entry.SetText(friendCode(t, "card Crab: pet 2"))
	assertBusy(t, f.reading, "Checking the cards in the code...")
	release()
	f.reading.wait()
	assert.Equal(t, "This code holds 1 card:\nCrab: new", f.status.Text)
	assert.False(t, f.reading.content.Visible())
	f.entry.SetText("")
	assert.Equal(t, "Nothing pasted yet.", f.status.Text)
}

// The app opened from a link reads it in a dialog with a Cancel; Cancel
// closes it and nothing is offered.
func TestAnOpenedLinkIsReadInADialogWithACancel(t *testing.T) {
	u, w := newTestApp(t, 1)
	r := u.sharedReading()
	release := holdReadings(t, r)
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	u.offerShared("http://192.168.1.20:8080/#" + payload)
	assertBusy(t, r, "Reading the shared code...")
	require.NotNil(t, w.Canvas().Overlays().Top(), "the dialog shows")
	tapDialogButton(t, w, "Cancel")
	assert.Nil(t, w.Canvas().Overlays().Top(), "Cancel closes the dialog")
	release()
	waitReadings(u)
	assert.Equal(t, tabGame, u.nav.selected, "nothing is offered")
	assert.Nil(t, w.Canvas().Overlays().Top())

	checked := holdReadings(t, u.cardBook().receive.reading) // one goroutine at a time, for the race detector
	u.offerShared("http://192.168.1.20:8080/#" + payload)
	r.wait()
	checked()
	waitReadings(u)
	assert.Equal(t, tabCards, u.nav.selected)
	assert.Equal(t, "This code holds 1 card:\nTurtle: new", u.cardBook().receive.status.Text)
}

// A pasted battle code is read in the dialog too; plain battle notation at
// once.
func TestAPastedBattleCodeIsReadOffTheUIGoroutine(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.battle()
	release := holdReadings(t, u.sharedReading())
	code, err := share.Encode(share.KindBattle, "name A: Ana\nA: Otter\nB: Ant\n")
	require.NoError(t, err)
	before := s.battle().Format()
	s.pasteText(code)
	assertBusy(t, u.reading, "Reading the battle code...")
	assert.Equal(t, before, s.battle().Format())
	tapDialogButton(t, w, "Cancel")
	release()
	waitReadings(u)
	assert.Equal(t, before, s.battle().Format(), "Cancel drops the battle read")

	s.pasteText(code)
	waitReadings(u)
	assert.Equal(t, "Ana", s.decks[0].name.Text)
	s.pasteText("A: Fish\nB: Ant\n")
	assert.False(t, u.reading.running, "notation is not a code: read at once")
	assert.Contains(t, s.battle().Format(), "A: Fish")
}

// oneLineCards is n cards of one short line each: a crafted code packs
// about a thousand of them.
func oneLineCards(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "card C%d: pet 1\n", i)
	}
	return b.String()
}

// codeAtCap is the code of as many one-line cards as one QR code holds,
// and how many.
func codeAtCap(tb testing.TB) (string, int) {
	tb.Helper()
	n := sort.Search(5000, func(n int) bool {
		_, err := share.Encode(share.KindCards, oneLineCards(n+1))
		return err != nil
	})
	code, err := share.Encode(share.KindCards, oneLineCards(n))
	require.NoError(tb, err)
	return code, n
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
	code, n := codeAtCap(t)
	f := u.cardBook().receive
	release := holdReadings(t, f.reading) // the check waits while the page is looked at
	start := time.Now()
	u.offerShared("https://sapcompanion.example/app/#" + code)
	u.reading.wait() // the dialog decodes the code; the page checks the cards
	assert.True(t, u.cardBook().showing(f.content))
	u.nav.selectTab(tabGame) // the other screens do not wait on the check
	u.nav.selectTab(tabCards)
	// The page is open while the check is still held: it did not wait for
	// it. How long opening takes is measured by BenchmarkFriendCodeAtCap,
	// not here, where a busy machine would make it flaky.
	assertBusy(t, f.reading, "Checking the cards in the code...")
	if testing.Short() {
		test.Tap(f.reading.cancelButton)
		assert.Contains(t, f.status.Text, "Stopped:")
		release()
		f.reading.wait()
		assert.Contains(t, f.status.Text, "Stopped:")
		return
	}
	release()
	f.reading.wait()
	assert.True(t, strings.HasPrefix(f.status.Text, fmt.Sprintf("This code holds %d cards:\nC0: new\n", n)), f.status.Text[:min(len(f.status.Text), 200)])
	assert.Len(t, strings.Split(f.status.Text, "\n"), 1+50+1, "50 cards listed")
	assert.True(t, strings.HasSuffix(f.status.Text, fmt.Sprintf(": new\nand %d more cards.", n-50)), f.status.Text[len(f.status.Text)-100:])
	t.Logf("%d cards checked in %s", n, time.Since(start))
}

// BenchmarkFriendCodeAtCap decodes and checks the crafted code at the cap
// as the page of cards from a friend does (readFriendCode): about a
// thousand one-line cards, checked against the book.
func BenchmarkFriendCodeAtCap(b *testing.B) {
	code, n := codeAtCap(b)
	link := "https://sapcompanion.example/app/#" + code
	store := session.Open(session.NewDirStore(b.TempDir()), session.Options{}).Cards()
	b.Logf("%d cards, %d characters", n, len(link))
	for b.Loop() {
		if _, _, err := readFriendCode(store, link); err != nil {
			b.Fatal(err)
		}
	}
}
