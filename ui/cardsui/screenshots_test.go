package cardsui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/stretchr/testify/require"
)

// shots lists the card book's states, rendered in every look by
// TestScreenshots.
var shots = []uitest.Shot[*testApp]{
	{Name: "cards-browse", Setup: func(t *testing.T, u *testApp) {}},
	{Name: "cards-search", Setup: func(t *testing.T, u *testApp) {
		test.Type(u.cardBook().search, "apple")
	}},
	{Name: "cards-filter-magic", Setup: func(t *testing.T, u *testApp) {
		u.cardBook().packFilter.SetSelected("Magic")
	}},
	{Name: "cards-page-reference", Setup: func(t *testing.T, u *testApp) { openCard(t, u, "Badger") }},
	{Name: "cards-page-corrected", Setup: func(t *testing.T, u *testApp) {
		require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Fish: pet 3 tier 1 pack classic | Hurt: gain 1 power")))
		openCard(t, u, "Fish")
	}},
	{Name: "cards-hide-confirm", Setup: func(t *testing.T, u *testApp) {
		openCard(t, u, "Otter")
		test.Tap(u.cardBook().page.removeButton)
	}},
	{Name: "cards-edit-new-error", Setup: func(t *testing.T, u *testApp) {
		test.Tap(u.cardBook().newButton)
		test.Type(u.cardBook().editor.name, "Turtle")
		test.Type(u.cardBook().editor.lines[0].entry, "Faint: thro 2 rocks at the enemy pet")
		test.Tap(u.cardBook().editor.save)
	}},
	{Name: "cards-edit-correct", Setup: func(t *testing.T, u *testApp) {
		openCard(t, u, "Peacock")
		test.Tap(u.cardBook().page.editButton)
	}},
	{Name: "cards-edit-picker", Setup: func(t *testing.T, u *testApp) {
		test.Tap(u.cardBook().newButton)
		p := u.cardBook().editor.picker
		test.Tap(p.toggle)
		p.trigger.SetSelected("Faint")
		p.effect.SetSelected("give N AILMENT to TARGET")
		p.card.SetText("Spooked")
		u.cardBook().editor.scroll.ScrollToBottom()
	}},
	{Name: "cards-share", Setup: func(t *testing.T, u *testApp) {
		openCard(t, u, "Dolphin")
		test.Tap(u.cardBook().page.shareButton)
		u.cardBook().sharing.Wait()
	}},
	{Name: "cards-friend-ok", Setup: func(t *testing.T, u *testApp) {
		test.Tap(u.cardBook().friendButton)
		test.Type(u.cardBook().receive.entry, uitest.FriendCode(t, "card Turtle: pet 3 tier 2 | Faint: gain 1 mana\ncard Fish: pet 3"))
		u.cardBook().receive.reading.Wait()
	}},
	{Name: "cards-friend-checking", Setup: func(t *testing.T, u *testApp) {
		test.Tap(u.cardBook().friendButton)
		uitest.HoldReadings(t, u.cardBook().receive.reading)
		u.cardBook().receive.entry.SetText(uitest.FriendCode(t, "card Turtle: pet 3"))
	}},
	{Name: "cards-friend-damaged", Setup: func(t *testing.T, u *testApp) {
		test.Tap(u.cardBook().friendButton)
		code := uitest.FriendCode(t, "card Turtle: pet 3")
		test.Type(u.cardBook().receive.entry, code[:len(code)-12]+"X"+code[len(code)-11:])
		u.cardBook().receive.reading.Wait()
	}},
	{Name: "cards-backup-bad-import", Setup: func(t *testing.T, u *testApp) {
		require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Turtle: pet 3")))
		require.NoError(t, u.sess.Cards().Delete("Otter"))
		test.Tap(u.cardBook().backupButton)
		test.Type(u.cardBook().backup.importEntry, `{"version": 1, "cards": [{"name": "Bad", "abilities": ["Faint: fly away"]}]}`)
		test.Tap(u.cardBook().backup.importButton)
	}}}

// newShotApp builds the card book as the app starts it, with look's theme
// and text size, in a window of look's size.
func newShotApp(t *testing.T, look uitest.Look) (*testApp, fyne.Window) {
	u, w := newTestAppIn(t, look.Settings(), 2024)
	w.Resize(look.Size)
	return u, w
}

// TestScreenshots renders every state of the card book in every look
// (uitest.Shots), with the layout checks. With SCREENSHOTS=DIR set it also
// writes them to DIR, every look.
func TestScreenshots(t *testing.T) {
	uitest.Shots(t, shots, nil, newShotApp)
}
