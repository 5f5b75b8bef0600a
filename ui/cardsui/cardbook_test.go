package cardsui

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// openCard shows the Cards tab and the page of the card called name, found
// by typing its name in the search box and tapping the first row.
func openCard(t *testing.T, u *testApp, name string) {
	t.Helper()
	s := u.cardBook()
	s.search.SetText("")
	test.Type(s.search, name)
	require.NotEmpty(t, s.shown, "search for %s", name)
	require.Equal(t, name, s.shown[0].Name)
	s.list.Select(0)
	require.True(t, s.showing(s.page.content), "the card's page is open")
	require.Equal(t, name, s.page.title.Text)
}

// savedBook reads the user's card book file as saved.
func savedBook(t *testing.T, u *testApp) string {
	t.Helper()
	u.sess.Flush()
	data, err := u.store.Read(session.CardsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	require.NoError(t, err)
	return string(data)
}

func TestSearchFindsDolphinByTypingDol(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	total := u.sess.Cards().Book().Len()
	assert.Len(t, s.shown, total, "every card at first")
	assert.Equal(t, s.list.Length(), total)
	assert.Equal(t, "17 cards", s.count.Text)

	test.Type(s.search, "dol")
	require.Len(t, s.shown, 1)
	assert.Equal(t, "Dolphin", s.shown[0].Name)
	assert.Equal(t, "1 of 17 cards", s.count.Text)

	// The row shows what the card is and where it comes from.
	row := newCardRow()
	row.show(s.shown[0], u.sess.Cards())
	assert.Equal(t, "Dolphin", row.name.Text)
	assert.Equal(t, "pet 2", row.power.Text)
	assert.Equal(t, "classic · rulebook example", row.detail.Text)
	assert.NotEqual(t, theme.WarningIcon(), row.icon.Resource, "no warning on every reference card's row")
	assert.Contains(t, s.note.Text, "Check them against your printed cards", "the reference cards are explained once, over the list")
	assert.True(t, s.note.Visible())

	// Ability text is searched too.
	s.search.SetText("")
	test.Type(s.search, "throw")
	var names []string
	for _, c := range s.shown {
		names = append(names, c.Name)
	}
	assert.ElementsMatch(t, []string{"Badger", "Dolphin", "Mosquito"}, names)
}

func TestFiltersByPackAndTier(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	s.packFilter.SetSelected("Magic")
	var names []string
	for _, c := range s.shown {
		names = append(names, c.Name)
	}
	assert.Equal(t, []string{"Exposed", "Spooked"}, names)

	s.packFilter.SetSelected(anyPack)
	s.tierFilter.SetSelected("Tier 2")
	require.Len(t, s.shown, 1)
	assert.Equal(t, "Flamingo", s.shown[0].Name)

	s.packFilter.SetSelected("Golden")
	assert.Empty(t, s.shown)
	assert.Contains(t, s.count.Text, "No card matches")

	s.packFilter.SetSelected("Golden")
	s.tierFilter.SetSelected(noTier)
	require.Len(t, s.shown, 1)
	assert.Equal(t, "Golden Retriever", s.shown[0].Name)
}

func TestCardPageShowsEverything(t *testing.T) {
	u, _ := newTestApp(t, 1)
	openCard(t, u, "Badger")
	p := u.cardBook().page
	assert.Contains(t, p.origin.Text, "From the rulebook examples; check your card")
	require.Len(t, p.abilities.Objects, 1)
	assert.Equal(t, "Faint: set aside this pet until you play your next pet, then throw 2 rocks at it, then throw 2 rocks at the enemy pet",
		p.abilities.Objects[0].(*kit.WrapLabel).Text)
	assert.True(t, strings.HasPrefix(p.line.Text, "card Badger: pet 3 pack classic example | Faint:"))
	assert.Equal(t, "Hide", p.removeButton.Text, "a reference card is hidden, not deleted")
	assert.Equal(t, "Correct", p.editButton.Text)
	assert.False(t, p.restoreButton.Visible(), "nothing to restore")
	assert.False(t, p.note.Visible(), "Badger's values are not unverified")

	openCard(t, u, "Fish")
	assert.True(t, p.note.Visible(), "Fish is unverified")

	test.Tap(p.backButton)
	assert.False(t, u.cardBook().detailOpen)
}

func TestEditorRefusesBadAbilityTextAndChangesNothing(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	test.Tap(s.newButton)
	e := s.editor
	require.True(t, s.showing(e.content))
	before := savedBook(t, u)

	test.Type(e.name, "Turtle")
	require.Len(t, e.lines, 1)
	line := e.lines[0]
	test.Type(line.entry, "Faint: thro")
	assert.True(t, line.err.Visible(), "checked as it is typed")
	assert.True(t, strings.HasPrefix(line.err.Text, "Column 8: unknown effect \"thro\""), line.err.Text)

	test.Tap(e.save)
	assert.True(t, e.saveError.Visible())
	assert.Contains(t, e.saveError.Text, "Not saved: ability line 1: column 8: unknown effect")
	assert.True(t, s.showing(e.content), "still editing")
	_, ok := u.sess.Cards().Book().Get("Turtle")
	assert.False(t, ok, "nothing saved")
	assert.Equal(t, before, savedBook(t, u), "nothing written")

	// A card the book does not have is found while typing, too.
	line.entry.SetText("Faint: gain 1 Banana")
	assert.Equal(t, "Column 15: unknown card \"Banana\"", line.err.Text)
	line.entry.SetText("Faint: gain 1 Ant")
	assert.Contains(t, line.err.Text, "Ant is a pet")
	test.Tap(e.save)
	assert.Contains(t, e.saveError.Text, "Ant is a pet")
	_, ok = u.sess.Cards().Book().Get("Turtle")
	assert.False(t, ok)

	// A name the book has is refused for a new card.
	e.name.SetText("dolphin")
	assert.True(t, e.nameError.Visible())
	assert.Contains(t, e.nameError.Text, "already has Dolphin")
	e.name.SetText("Tur:tle")
	assert.Contains(t, e.nameError.Text, "may not contain")
}

func TestEditorSavesAGoodCard(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	test.Tap(s.newButton)
	e := s.editor
	test.Type(e.name, "Turtle")
	e.kind.SetSelected("pet")
	test.Tap(e.power.Plus)
	test.Tap(e.power.Plus) // 1 -> 3
	e.tier.SetSelected("3")
	e.pack.SetSelected("Classic")
	test.Type(e.hat, "Crown")
	test.Type(e.lines[0].entry, "Faint: gain 1 mana")
	assert.False(t, e.lines[0].err.Visible())
	test.Tap(e.addLine)
	require.Len(t, e.lines, 2)
	test.Type(e.lines[1].entry, "takes 1 less damage")
	test.Tap(e.addLine)
	test.Tap(e.lines[2].remove)
	require.Len(t, e.lines, 2)

	test.Tap(e.save)
	assert.False(t, e.saveError.Visible(), e.saveError.Text)
	require.True(t, s.showing(s.page.content), "the saved card's page opens")
	want := "card Turtle: pet 3 tier 3 hat Crown pack classic | Faint: gain 1 mana | takes 1 less damage"
	got, ok := u.sess.Cards().Book().Get("Turtle")
	require.True(t, ok)
	assert.Equal(t, want, got.String())
	assert.Equal(t, "Your own card.", s.page.origin.Text)
	assert.Equal(t, "Delete", s.page.removeButton.Text)

	// In the list, marked as the user's.
	test.Tap(s.page.backButton)
	s.search.SetText("turtle")
	require.Len(t, s.shown, 1)
	row := newCardRow()
	row.show(s.shown[0], u.sess.Cards())
	assert.Contains(t, row.detail.Text, "your card")

	// It survives a restart.
	again := reopen(t, u).Cards()
	got, ok = again.Book().Get("Turtle")
	require.True(t, ok)
	assert.Equal(t, want, got.String())

	// Renaming the user's card replaces it.
	openCard(t, u, "Turtle")
	test.Tap(s.page.editButton)
	assert.Equal(t, "Edit Turtle", e.title.Text)
	e.name.SetText("Tortoise")
	test.Tap(e.save)
	_, ok = u.sess.Cards().Book().Get("Turtle")
	assert.False(t, ok)
	_, ok = u.sess.Cards().Book().Get("Tortoise")
	assert.True(t, ok)
}

// openNewCard opens the card editor on a new card called name.
func openNewCard(t *testing.T, name string) (*testApp, *cardEditor) {
	u, _ := newTestApp(t, 1)
	test.Tap(u.cardBook().newButton)
	e := u.cardBook().editor
	test.Type(e.name, name)
	return u, e
}

func TestPhrasePickerBuildsALine(t *testing.T) {
	u, e := openNewCard(t, "Ghost")
	p := e.picker
	assert.False(t, p.body.Visible(), "closed at first")
	test.Tap(p.toggle)
	assert.True(t, p.body.Visible())

	p.trigger.SetSelected("Faint")
	p.effect.SetSelected("give N AILMENT to TARGET")
	assert.True(t, p.card.Visible())
	assert.ElementsMatch(t, []string{"Exposed", "Spooked"}, p.cardChoices(p.effect.Selected), "only ailments are offered")
	assert.True(t, p.addNew.Disabled(), "no card chosen yet")
	p.n.SetText("2")
	p.card.SetText("Spooked")
	assert.Equal(t, "Faint: give 2 Spooked to the enemy pet", p.preview.Text)
	assert.False(t, p.addNew.Disabled())
	test.Tap(p.addNew)
	require.Len(t, e.lines, 1, "the empty first line is used")
	assert.Equal(t, "Faint: give 2 Spooked to the enemy pet", e.lines[0].entry.Text)

	p.effect.SetSelected("throw N rocks")
	p.n.SetText("1")
	test.Tap(p.addThen)
	assert.Equal(t, "Faint: give 2 Spooked to the enemy pet, then throw 1 rock", e.lines[0].entry.Text)
	assert.False(t, e.lines[0].err.Visible(), e.lines[0].err.Text)

	p.trigger.SetSelected(passiveChoice)
	assert.Equal(t, "deals N less damage when attacking", p.effect.Selected)
	assert.True(t, p.addThen.Disabled(), "a passive line is a line of its own")
	test.Tap(p.addNew)
	require.Len(t, e.lines, 2)
	assert.Equal(t, "deals 1 less damage when attacking", e.lines[1].entry.Text)

	p.trigger.SetSelected("Play")
	p.effect.SetSelected("gain N power")
	p.n.SetText("x")
	assert.True(t, p.addNew.Disabled())
	assert.Contains(t, p.problem.Text, "expected a number")

	test.Tap(e.save)
	got, ok := u.sess.Cards().Book().Get("Ghost")
	require.True(t, ok, e.saveError.Text)
	assert.Equal(t, "card Ghost: pet 1 | Faint: give 2 Spooked to the enemy pet, then throw 1 rock | deals 1 less damage when attacking", got.String())
}

// The picker offers the version 2 phrases: a food given to a target, a
// "for each" suffix of four, and spending Trumpets or Mana before the effect.
func TestPhrasePickerBuildsVersion2Phrases(t *testing.T) {
	_, e := openNewCard(t, "Cook")
	p := e.picker
	test.Tap(p.toggle)

	p.trigger.SetSelected("Play")
	assert.NotContains(t, p.effect.Options, "spend N trumpets to EFFECT", "spending is chosen before the effect")
	p.effect.SetSelected("give N FOOD to TARGET")
	assert.True(t, p.card.Visible())
	assert.Contains(t, p.cardChoices(p.effect.Selected), "Apple")
	assert.NotContains(t, p.cardChoices(p.effect.Selected), "Spooked", "only foods and perks")
	for _, c := range []struct{ spend, effect, n, card, target, suffix, want string }{
		{"spend N mana to", "give N FOOD to TARGET", "2", "Apples", "both pets", noSuffix, "Play: spend 1 mana to give 2 Apples to both pets"},
		{"spend N trumpets to", "gain N power", "1", "", "", "for each of the enemy's fainted pets", "Play: spend 1 trumpet to gain 1 power for each of the enemy's fainted pets"},
		{noSpend, "remove N damage from TARGET", "1", "", "this pet", noSuffix, "Play: remove 1 damage from this pet"},
		{noSpend, "deal damage equal to this pet's power to TARGET", "", "", "this pet", noSuffix, "Play: deal damage equal to this pet's power to this pet"},
	} {
		p.spend.SetSelected(c.spend)
		p.spendN.SetText("1")
		p.effect.SetSelected(c.effect)
		p.n.SetText(c.n)
		p.card.SetText(c.card)
		if c.target != "" {
			p.target.SetSelected(c.target)
		}
		p.suffix.SetSelected(c.suffix)
		assert.Equal(t, c.want, p.preview.Text)
		assert.False(t, p.addNew.Disabled(), p.problem.Text)
	}
	assert.False(t, p.nRow[1].Visible(), "no number for damage equal to the power")
}

func TestCorrectingAndRestoringAReferenceCard(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	openCard(t, u, "Fish")
	test.Tap(s.page.editButton)
	e := s.editor
	assert.Equal(t, "Correct Fish", e.title.Text)
	assert.False(t, e.name.Visible(), "a correction keeps the name")
	assert.Equal(t, "Fish (as printed)", e.fixedName.Text)
	test.Tap(e.power.Plus) // 2 -> 3
	e.tier.SetSelected("1")
	test.Type(e.lines[0].entry, "Hurt: gain 1 power")
	test.Tap(e.save)
	require.True(t, s.showing(s.page.content), e.saveError.Text)

	fish, _ := u.sess.Cards().Book().Get("Fish")
	assert.Equal(t, "card Fish: pet 3 tier 1 pack classic | Hurt: gain 1 power", fish.String(),
		"the user's version wins, and it is no longer an unchecked example")
	assert.True(t, u.sess.Cards().IsUsers("Fish"))
	assert.Contains(t, s.page.origin.Text, "A rulebook card you corrected")
	assert.True(t, s.page.printed.Visible())
	assert.Contains(t, s.page.printed.Text, "card Fish: pet 2 pack classic example unverified")
	assert.True(t, s.page.restoreButton.Visible())

	test.Tap(s.page.restoreButton)
	uitest.TapDialogButton(t, u.win, "Restore")
	fish, _ = u.sess.Cards().Book().Get("Fish")
	assert.Equal(t, 2, fish.Power, "the printed card is back")
	assert.False(t, u.sess.Cards().IsUsers("Fish"))
	assert.False(t, s.page.restoreButton.Visible())
	assert.Contains(t, s.page.origin.Text, "From the rulebook examples")
	again := reopen(t, u).Cards()
	assert.False(t, again.IsUsers("Fish"))
}

func TestHidingAReferenceCardAndDeletingYourOwn(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.cardBook()
	openCard(t, u, "Otter")
	test.Tap(s.page.removeButton)
	uitest.TapDialogButton(t, w, "Cancel")
	_, ok := u.sess.Cards().Book().Get("Otter")
	assert.True(t, ok, "cancel keeps it")

	test.Tap(s.page.removeButton)
	uitest.TapDialogButton(t, w, "Hide")
	_, ok = u.sess.Cards().Book().Get("Otter")
	assert.False(t, ok, "hidden")
	assert.False(t, s.detailOpen, "back to the list")
	assert.Contains(t, s.count.Text, "No card matches (of 16)", "the search for Otter finds nothing now")
	s.search.SetText("")
	assert.Equal(t, "16 cards", s.count.Text)

	// The backup view lists it, to bring it back.
	test.Tap(s.backupButton)
	b := s.backup
	restore := uitest.FindButton(b.hidden, "Restore")
	require.NotNil(t, restore)
	test.Tap(restore)
	_, ok = u.sess.Cards().Book().Get("Otter")
	assert.True(t, ok, "restored")
	assert.Nil(t, uitest.FindButton(b.hidden, "Restore"))

	require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Turtle: pet 3")))
	openCard(t, u, "Turtle")
	assert.Equal(t, "Delete", s.page.removeButton.Text)
	test.Tap(s.page.removeButton)
	uitest.TapDialogButton(t, w, "Delete")
	_, ok = u.sess.Cards().Book().Get("Turtle")
	assert.False(t, ok)
	assert.NotContains(t, savedBook(t, u), "Turtle")
}

func TestImportOfBadJSONIsRefused(t *testing.T) {
	u, _ := newTestApp(t, 1)
	require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Turtle: pet 3")))
	before := savedBook(t, u)
	s := u.cardBook()
	test.Tap(s.backupButton)
	b := s.backup
	assert.Contains(t, b.summary.Text, "1 card of your own and 0 corrections")

	for _, bad := range []string{
		"not json",
		`{"version": 1, "cards": [{"name": "Bad", "abilities": ["Faint: fly away"]}]}`,
		`{"version": 9, "cards": []}`,
		`{"version": 1, "cards": [{"name": "Eater", "abilities": ["Play: gain 1 Pebble"]}]}`,
	} {
		b.importEntry.SetText(bad)
		test.Tap(b.importButton)
		assert.True(t, b.importStatus.Visible())
		assert.True(t, strings.HasPrefix(b.importStatus.Text, "The card book cannot be imported: "), b.importStatus.Text)
		assert.True(t, strings.HasSuffix(b.importStatus.Text, ". Nothing was changed."), b.importStatus.Text)
		assert.Equal(t, before, savedBook(t, u), "nothing changed for %s", bad)
	}
	_, ok := u.sess.Cards().Book().Get("Bad")
	assert.False(t, ok)

	// Export, then import into another phone.
	test.Tap(b.copyButton)
	exported := u.host.Clipboard.Content()
	assert.Contains(t, exported, `"name": "Turtle"`)
	assert.Contains(t, b.exportStatus.Text, "Copied")

	u2, _ := newTestApp(t, 2)
	test.Tap(u2.cardBook().backupButton)
	test.Type(u2.cardBook().backup.importEntry, exported)
	test.Tap(u2.cardBook().backup.importButton)
	assert.Equal(t, "Imported 1 card.", u2.cardBook().backup.importStatus.Text)
	_, ok = u2.sess.Cards().Book().Get("Turtle")
	assert.True(t, ok)
	assert.Equal(t, "18 cards", u2.cardBook().count.Text, "the list follows the book")
}

func TestQRShareRoundTripThroughTheScreen(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Turtle: pet 3 tier 2 pack classic | Faint: gain 1 mana")))
	openCard(t, u, "Turtle")
	test.Tap(s.page.shareButton)
	q := s.sharing
	require.True(t, s.showing(q.Content))
	q.Wait()
	require.NotNil(t, q.Image.Resource, "the QR code is drawn")
	assert.True(t, strings.HasPrefix(q.Payload.Text, "SAPCB1:CARDS:"))
	assert.Equal(t, q.Payload.Text, uitest.ScanQR(t, q.Image.Resource.Content()), "the code on screen holds the text shown")
	test.Tap(q.CopyButton)
	code := u.host.Clipboard.Content()
	assert.Equal(t, q.Payload.Text, code)
	kind, text, err := share.Decode(code)
	require.NoError(t, err)
	assert.Equal(t, share.KindCards, kind)
	assert.Equal(t, "card Turtle: pet 3 tier 2 pack classic | Faint: gain 1 mana", text)
	test.Tap(q.BackButton)
	assert.True(t, s.showing(s.page.content))

	// A friend, with the reference book only, adds it from the pasted code.
	u2, _ := newTestApp(t, 2)
	f := u2.cardBook().receive
	test.Tap(u2.cardBook().friendButton)
	u2.host.Clipboard.SetContent("Here you go:\n" + code[:30] + "\n" + code[30:] + "\n")
	test.Tap(f.pasteButton)
	f.reading.Wait()
	assert.Contains(t, f.status.Text, "This code holds 1 card:\nTurtle: new")
	require.False(t, f.addButton.Disabled())
	test.Tap(f.addButton)
	got, ok := u2.sess.Cards().Book().Get("Turtle")
	require.True(t, ok)
	assert.Equal(t, text, got.String())
	assert.Contains(t, f.done.Text, "Added to your card book: Turtle.")
}

func TestADamagedPasteIsRefusedAndNothingChanges(t *testing.T) {
	u, _ := newTestApp(t, 1)
	require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Turtle: pet 3")))
	before := savedBook(t, u)
	beforeBook := u.sess.Cards().Book().Names()
	s := u.cardBook()
	test.Tap(s.friendButton)
	f := s.receive
	assert.True(t, f.addButton.Disabled())

	code := uitest.FriendCode(t, "card Turtle: pet 5\ncard Crab: pet 2")
	damaged := []byte(code)
	damaged[len(code)/2] ^= 1
	battle, err := share.Encode(share.KindBattle, "A: Ant\nB: Otter")
	require.NoError(t, err)
	badCards := uitest.FriendCode(t, "card Crab: pet 2 | Play: gain 1 Pebble")
	for _, tc := range []struct{ paste, want string }{
		{string(damaged), "damaged or incomplete"},
		{code[:len(code)-4], "damaged or incomplete"},
		{"hello, want to play?", "not a code from the SAP Card Battle Companion"},
		{"SAPCB2" + code[6:], "newer version of the app"},
		{battle, "holds a battle set-up"},
		{uitest.FriendCode(t, "card Crab: pet"), ""}, // a pet with no power is fine (0)
		{uitest.FriendCode(t, "card Crab: pat 2"), "cannot be read: line 1: column 12: unknown card kind"},
		{badCards, "cannot be added"},
	} {
		f.entry.SetText(tc.paste)
		f.reading.Wait()
		if tc.want == "" {
			assert.False(t, f.addButton.Disabled(), f.status.Text)
			continue
		}
		assert.Contains(t, f.status.Text, tc.want)
		assert.True(t, f.addButton.Disabled(), tc.paste)
		test.Tap(f.addButton)
	}
	f.entry.SetText(string(damaged))
	f.reading.Wait()
	test.Tap(f.addButton)
	assert.Equal(t, before, savedBook(t, u), "nothing written")
	assert.Equal(t, beforeBook, u.sess.Cards().Book().Names())
	turtle, _ := u.sess.Cards().Book().Get("Turtle")
	assert.Equal(t, 3, turtle.Power)

	// The good code says what it will change, and changes it all at once.
	f.entry.SetText(code)
	f.reading.Wait()
	assert.Equal(t, "This code holds 2 cards:\nCrab: new\nTurtle: replaces your card", f.status.Text)
	test.Tap(f.addButton)
	turtle, _ = u.sess.Cards().Book().Get("Turtle")
	assert.Equal(t, 5, turtle.Power)
	_, ok := u.sess.Cards().Book().Get("Crab")
	assert.True(t, ok)
	f.entry.SetText(code)
	f.reading.Wait()
	assert.Contains(t, f.status.Text, "Turtle: the same as yours, left as it is")
	assert.True(t, f.addButton.Disabled(), "nothing to add")
}

func TestWideWindowShowsListAndCardSideBySide(t *testing.T) {
	u, w := newTestApp(t, 1)
	w.Resize(fyne.NewSize(1024, 768))
	s := u.cardBook()
	openCard(t, u, "Dolphin")
	assert.True(t, s.browse.Visible(), "the list stays")
	assert.True(t, s.detail.Visible())
	w.Resize(uitest.PhoneSize)
	s.content.Refresh()
	assert.False(t, s.browse.Visible(), "a phone shows the page alone")
	test.Tap(s.page.backButton)
	assert.True(t, s.browse.Visible())
	assert.False(t, s.detail.Visible())
}

func TestOtherScreensChangesShowInTheList(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.cardBook()
	openCard(t, u, "Dolphin")
	require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Dolphin: pet 4 | Play: throw 2 rocks")))
	assert.Equal(t, "4", s.page.facts.Objects[3].(*widget.Label).Text, "the open page follows the book")
	require.NoError(t, u.sess.Cards().Delete("Dolphin"))
	assert.False(t, s.detailOpen, "a card that leaves the book closes its page")
}

// On a new card, nothing under the name comes and goes as it is typed:
// the power's + stays where the finger reaches for it. Save with no name
// says so.
func TestTypingANameMovesNoFieldBelowIt(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.cardBook()
	test.Tap(s.newButton)
	e := s.editor
	plus := func() fyne.Position {
		uitest.Relayout(w.Content())
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(e.power.Plus)
	}
	before := plus()
	assert.False(t, e.nameError.Visible(), "no hint under the empty name")
	test.Type(e.name, "Turtle")
	assert.Equal(t, before, plus(), "the + did not move")
	e.name.SetText("")
	test.Tap(e.save)
	assert.True(t, e.nameError.Visible())
	assert.Equal(t, "Type the card's name", e.nameError.Text)
}

// Save's refusal scrolls the form to its first error, which shows whole
// above the Save bar.
func TestSaveShowsTheFirstError(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.cardBook()
	test.Tap(s.newButton)
	e := s.editor
	test.Type(e.name, "Turtle")
	for range 6 {
		test.Tap(e.addLine)
	}
	test.Type(e.lines[5].entry, "Faint: thro")
	e.scroll.ScrollToTop()
	uitest.Relayout(w.Content())
	test.Tap(e.save)
	uitest.Relayout(w.Content())
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(e.scroll).Y
	errY := d.AbsolutePositionForObject(e.lines[5].err).Y
	assert.GreaterOrEqual(t, errY, top, "the error is not above the view")
	assert.LessOrEqual(t, errY+e.lines[5].err.Size().Height, top+e.scroll.Size().Height, "the error is not under the Save bar")
	assert.Positive(t, e.scroll.Offset.Y, "the form scrolled down to it")
}
