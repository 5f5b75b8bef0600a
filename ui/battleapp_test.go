package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/battleui"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// The Battle tab's own tests are in ui/battleui; these are the helpers of
// the app's tests whose states cross it, tapping its controls through its
// exported entry points.

// addCard types letters into player p's card search on the Battle tab and
// taps the suggestion named name.
func addCard(t *testing.T, u *App, p engine.Player, letters, name string) {
	t.Helper()
	search := u.battle().SearchEntry(p)
	search.SetText("")
	test.Type(search, letters)
	for _, b := range u.battle().Suggestions(p) {
		if b.Text == name {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("typing %q does not offer %s", letters, name)
}

// settle taps Settle on the Battle tab and waits for the battle to be
// settled.
func settle(t *testing.T, u *App) {
	t.Helper()
	s := u.battle()
	test.Tap(s.SettleButton())
	s.Wait()
	require.True(t, s.Playing(), "the playback is on show: %s", s.Problem())
}

// settleExampleB pastes the rulebook's Example B into the Battle tab and
// settles it.
func settleExampleB(t *testing.T, u *App) battleui.PlaybackButtons {
	t.Helper()
	u.nav.selectTab(tabBattle)
	u.battle().Paste(exampleB)
	settle(t, u)
	return u.battle().PlaybackButtons()
}

// oddsOfExampleB works out the odds of the rulebook's Example B on the
// Battle tab.
func oddsOfExampleB(u *App) {
	u.nav.selectTab(tabBattle)
	s := u.battle()
	s.Paste(exampleB)
	s.DiceMode().SetSelected(battleui.DiceOdds)
	test.Tap(s.SettleButton())
	s.Wait()
}

// startAsking settles a Dolphin against an Otter asking for each die, and
// returns once the first die is asked for.
func startAsking(t *testing.T, u *App) {
	t.Helper()
	s := u.battle()
	addCard(t, u, engine.PlayerA, "dol", "Dolphin")
	addCard(t, u, engine.PlayerB, "ott", "Otter")
	s.DiceMode().SetSelected(battleui.DiceAsk)
	test.Tap(s.SettleButton())
	s.Wait()
	require.Contains(t, s.Question(), "Dolphin throws 3 rocks", s.Problem())
}

// "Quiz me on this battle" opens the battle settled in the resolver as a
// quiz on the Learn tab.
func TestQuizMeOnABattleFromTheBattleScreen(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	test.Tap(p.QuizMe)
	assert.Equal(t, tabLearn, u.nav.selected)
	v := u.learn()
	require.NotNil(t, v.Quiz())
	assert.Equal(t, "Quiz on your battle · what happens next? 1 of 9", v.LessonHeader())
	assert.Contains(t, uitest.LabelsIn(v.LessonBody()), "These abilities all trigger at the same time. Which one resolves first?")
	test.Tap(v.Choice(v.Quiz().Questions[0].Right))
	assert.Contains(t, uitest.LabelsIn(v.LessonBody()), "Andreas holds the First Player token")
	assert.Equal(t, 1, u.sess.Learn().Right)
}

// tapShown taps the middle of the first object on c's screen showing text.
func tapShown(t *testing.T, c fyne.Canvas, text string) {
	t.Helper()
	uitest.Relayout(c.Content())
	pos, size, ok := findText(c, text)
	require.True(t, ok, "the screen shows %q", text)
	test.TapCanvas(c, pos.Add(fyne.NewPos(size.Width/2, size.Height/2)))
}

// A card the book does not have, typed into a deck, is added there: the
// card book's form opens on the Battle tab with the name typed, Save puts
// the card in the book and at the bottom of the deck, and the deck's field
// has the focus again. Cancel changes nothing.
func TestACardNotInTheBookIsAddedWhereItIsTyped(t *testing.T) {
	u, w := newTestApp(t, 1)
	w.Resize(fyne.NewSize(uitest.PhoneSize.Width, 2000)) // every button the test taps on the screen
	u.nav.selectTab(tabBattle)
	s := u.battle()
	addCard(t, u, engine.PlayerA, "ant", "Ant")
	search := s.SearchEntry(engine.PlayerA)
	test.Type(search, "Zebra")
	tapShown(t, w.Canvas(), `New card "Zebra"`)
	require.Equal(t, battleui.Title, u.nav.selectedTitle(), "still on the Battle tab")
	tapShown(t, w.Canvas(), "Cancel")
	assert.Equal(t, []string{"Ant"}, s.Deck(engine.PlayerA), "Cancel adds nothing")
	_, inBook := u.sess.Cards().Book().Get("Zebra")
	assert.False(t, inBook)

	tapShown(t, w.Canvas(), `New card "Zebra"`)
	_, _, named := findText(w.Canvas(), "entry:Zebra")
	require.True(t, named, "the form has the name typed")
	tapShown(t, w.Canvas(), "Save")
	_, inBook = u.sess.Cards().Book().Get("Zebra")
	assert.True(t, inBook, "Save put the card in the book")
	assert.Equal(t, []string{"Ant", "Zebra"}, s.Deck(engine.PlayerA))
	assert.Equal(t, search, w.Canvas().Focused(), "the deck's field has the focus again")
	assert.Empty(t, search.Text)
}
