package cardsui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/stretchr/testify/assert"
)

// heldFriendPage opens the page of cards from a friend in a new app, its
// readings held until release is called.
func heldFriendPage(t *testing.T) (*testApp, *friendImport, func()) {
	u, _ := newTestApp(t, 1)
	test.Tap(u.cardBook().friendButton)
	f := u.cardBook().receive
	return u, f, uitest.HoldReadings(t, f.reading)
}

// While a friend's code is checked the page shows it is busy, with a
// Cancel; Cancel drops the result, and pasting the code again checks it.
func TestCheckingAFriendsCodeShowsBusyAndCancelDropsIt(t *testing.T) {
	u, f, release := heldFriendPage(t)
	code := uitest.FriendCode(t, "card Turtle: pet 3")
	u.host.Clipboard.SetContent(code)
	test.Tap(f.pasteButton)
	uitest.AssertBusy(t, f.reading, "Checking the cards in the code...")
	assert.False(t, f.status.Visible())
	assert.True(t, f.addButton.Disabled())

	test.Tap(f.reading.CancelButton)
	assert.False(t, f.reading.Content.Visible(), "the busy row goes")
	assert.False(t, f.reading.Bar.Running())
	assert.Equal(t, "Stopped: the code was not checked, and nothing is added. Paste it again, or change it, to check it.", f.status.Text)
	release()
	f.reading.Wait()
	assert.Contains(t, f.status.Text, "Stopped:", "the result came after Cancel and was dropped")
	assert.True(t, f.addButton.Disabled())
	assert.Nil(t, f.cards)

	test.Tap(f.pasteButton) // the same text again: checked again
	f.reading.Wait()
	assert.Equal(t, "This code holds 1 card:\nTurtle: new", f.status.Text)
	assert.False(t, f.addButton.Disabled())
}

// A code pasted while another is checked replaces it: only the last one's
// result shows.
func TestANewerPasteReplacesTheCodeBeingChecked(t *testing.T) {
	_, f, release := heldFriendPage(t)
	f.entry.SetText(uitest.FriendCode(t, "card Turtle: pet 3"))
	f.entry.SetText(uitest.FriendCode(t, "card Crab: pet 2"))
	uitest.AssertBusy(t, f.reading, "Checking the cards in the code...")
	release()
	f.reading.Wait()
	assert.Equal(t, "This code holds 1 card:\nCrab: new", f.status.Text)
	assert.False(t, f.reading.Content.Visible())
	f.entry.SetText("")
	assert.Equal(t, "Nothing pasted yet.", f.status.Text)
}

// BenchmarkFriendCodeAtCap decodes and checks the crafted code at the cap
// as the page of cards from a friend does (readFriendCode): about a
// thousand one-line cards, checked against the book.
func BenchmarkFriendCodeAtCap(b *testing.B) {
	code, n := uitest.CodeAtCap(b)
	link := "https://sapcompanion.example/app/#" + code
	store := session.Open(session.NewDirStore(b.TempDir()), session.Options{}).Cards()
	b.Logf("%d cards, %d characters", n, len(link))
	for b.Loop() {
		if _, _, err := readFriendCode(store, link); err != nil {
			b.Fatal(err)
		}
	}
}
