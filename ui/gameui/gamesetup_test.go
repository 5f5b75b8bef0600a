package gameui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The set-up's states for TestScreenshots with 4 and 6 players: player A
// picked by most pets, chosen, and a game whose player A is not the first
// player entered.
func init() {
	shots = append(shots,
		shot{Name: "game-new-4-players-most-pets", Setup: func(t *testing.T, u *testApp) {
			v := fillFour(t, u)
			v.firstMethod.SetSelected(firstByPets)
			for i, n := range []string{"1", "0", "3", "2"} {
				test.Type(v.pets[i], n)
			}
		}},
		shot{Name: "game-new-4-players-chosen", Setup: func(t *testing.T, u *testApp) {
			v := fillFour(t, u)
			v.chosen.SetSelectedIndex(2)
			v.form.ScrollToBottom() // the choice of A
		}},
		shot{Name: "game-shop-6-players", Setup: func(t *testing.T, u *testApp) {
			v := u.game().setup
			test.Tap(v.countButtons[6])
			for i, n := range []string{"Ana", "Ben", "Cy", "Dee", "Eve", "Fay"} {
				test.Type(v.names[i], n)
			}
			v.chosen.SetSelectedIndex(2)
			test.Tap(v.start)
			require.NotNil(t, u.sess.Game().Value().Game(), v.problem.Text)
		}},
	)
}

// fillFour picks 4 players on the new-game form and names them Ana, Ben,
// Cy and Dee, in seating order.
func fillFour(t *testing.T, u *testApp) *setupView {
	t.Helper()
	v := u.game().setup
	test.Tap(v.countButtons[4])
	for i, n := range []string{"Ana", "Ben", "Cy", "Dee"} {
		test.Type(v.names[i], n)
	}
	return v
}

// headers are the texts over the first count players' names.
func headers(v *setupView) []string {
	var out []string
	for _, h := range v.headers[:v.count] {
		out = append(out, h.Text)
	}
	return out
}

// The game of the report: Cy has the most pets. Cy is player A, shows the
// letter at set-up, and takes the first shopper token.
func TestMostPetsMakesPlayerAOnTheForm(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := fillFour(t, u)
	assert.Equal(t, "Who is player A", v.firstTitle.Text)
	assert.True(t, v.aNote.Visible(), "what player A does")
	v.firstMethod.SetSelected(firstByPets)
	assert.Equal(t, []string{"Player 1", "Player 2", "Player 3", "Player 4"}, headers(v), "no letters before the pets are in")
	for i, n := range []string{"1", "0", "3", "2"} {
		test.Type(v.pets[i], n)
	}
	assert.Equal(t, []string{"Player 1 · letter C", "Player 2 · letter D", "Player 3 · letter A", "Player 4 · letter B"}, headers(v))
	assert.Contains(t, uitest.LabelsIn(v.rows), "The most is player A; a tie is settled by a rock die.")
	test.Tap(v.start)
	g := u.sess.Game().Value().Game()
	require.NotNil(t, g, v.problem.Text)
	a := g.Player(g.TokenHolder())
	assert.Equal(t, "A", a.Letter)
	assert.Equal(t, "Cy", a.Name, "Cy, with the most pets, is player A and shops first")
	p := u.game().play
	inOrder := "(?s)A · Cy.*B · Dee.*C · Ana.*D · Ben"
	assert.Regexp(t, inOrder, uitest.LabelsIn(p.board), "the scoreboard, in letter order")
	assert.Regexp(t, inOrder, uitest.LabelsIn(p.players), "the players' cards, in letter order")
	assert.Contains(t, uitest.LabelsIn(p.players.Objects[0]), "A · Cy\n0\nFirst shopper token")
	assert.Contains(t, p.prompt.Text, "Cy shops first.")
}

// With 4 or 6 players the table chooses who is A, by default the first
// player entered; the letters follow the choice round the table. With 2
// the form still starts with the rulebook's most pets, and each count keeps
// its own way.
func TestThePlayersChooseWhoIsA(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := u.game().setup
	assert.Equal(t, firstByPets, v.firstMethod.Selected, "2 players: most pets gives the First Player token")
	assert.Equal(t, "Who starts", v.firstTitle.Text)
	assert.False(t, v.aNote.Visible())
	v = fillFour(t, u)
	assert.Equal(t, firstChosen, v.firstMethod.Selected, "4 players: the players choose who is A")
	assert.Equal(t, "Ana", v.chosen.Selected)
	assert.Equal(t, []string{"Player 1 · letter A", "Player 2 · letter B", "Player 3 · letter C", "Player 4 · letter D"}, headers(v))
	v.chosen.SetSelectedIndex(3)
	assert.Equal(t, []string{"Player 1 · letter B", "Player 2 · letter C", "Player 3 · letter D", "Player 4 · letter A"}, headers(v))
	v.firstMethod.SetSelected(firstRandom)
	assert.Equal(t, "Player 1", v.headers[0].Text, "drawn when the game starts")

	test.Tap(v.countButtons[2])
	assert.Equal(t, firstByPets, v.firstMethod.Selected, "2 players keep their own way")
	test.Tap(v.countButtons[6])
	assert.Equal(t, firstRandom, v.firstMethod.Selected, "4 or 6 keep theirs")
	assert.Len(t, headers(v), 6)

	v.firstMethod.SetSelected(firstChosen)
	v.chosen.SetSelectedIndex(4)
	test.Tap(v.start)
	g := u.sess.Game().Value().Game()
	require.NotNil(t, g, v.problem.Text)
	var got []string
	for _, p := range g.Players() {
		got = append(got, lettered(p))
	}
	assert.Equal(t, []string{"A · Player 5", "B · Player 6", "C · Ana", "D · Ben", "E · Cy", "F · Dee"}, got)
	assert.Equal(t, 0, g.TokenHolder())
}

// With 2 players most pets still gives the First Player token: no letters,
// the seats as entered.
func TestMostPetsGivesTheFirstPlayerTokenOnTheForm(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := u.game().setup
	test.Type(v.names[0], "Ana")
	test.Type(v.names[1], "Ben")
	test.Type(v.pets[0], "1")
	test.Type(v.pets[1], "2")
	assert.Equal(t, []string{"Player 1", "Player 2"}, headers(v))
	test.Tap(v.start)
	g := u.sess.Game().Value().Game()
	require.NotNil(t, g, v.problem.Text)
	assert.Equal(t, "Ben", g.Player(g.TokenHolder()).Name)
	assert.Equal(t, "Ana", g.Player(0).Name, "the seats stay as entered")
	assert.Empty(t, g.Player(0).Letter)
	assert.Equal(t, tracker.PhaseShop, g.Phase())
}

// TestTheNewGameFormStaysPut: Start keeps its place when the pack warning
// comes and goes and when a start is refused, and the first name field
// keeps its place when 4 or 6 players are chosen (the switch to play
// against the app stays, off, rather than leave a gap that moves the rows
// under the next tap).
func TestTheNewGameFormStaysPut(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := u.game().setup
	at := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	start, name := at(v.start), at(v.names[0])

	test.Tap(v.countButtons[6])
	assert.False(t, v.packWarning.Hidden, "6 players with one pack: the rulebook's warning")
	assert.Equal(t, start, at(v.start), "the warning came")
	assert.Equal(t, name, at(v.names[0]), "6 players chosen")
	assert.True(t, v.vsApp.Disabled(), "the app plays only against one player")
	v.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String(), tracker.Magic.String()})
	assert.True(t, v.packWarning.Hidden)
	assert.Equal(t, start, at(v.start), "the warning went")

	test.Type(v.names[0], "Ana")
	test.Type(v.names[1], "Ana")
	test.Tap(v.start)
	require.False(t, v.problem.Hidden, "two players of one name: refused")
	require.Nil(t, u.sess.Game().Value().Game())
	assert.Equal(t, start, at(v.start), "the refusal shows over Start")
	test.Tap(v.countButtons[2])
	assert.False(t, v.vsApp.Disabled())
	assert.Equal(t, name, at(v.names[0]), "back to 2 players")
}

// A 5,000-character paste into a player's name, a team name, the pets or
// the search of a card against the app is refused at once, whole: the
// field keeps what it held and a message over the screen names the
// paste's length and the field's limit.
func TestALongPasteIntoTheGameTabsFieldsIsRefused(t *testing.T) {
	u, w := newTestApp(t, 1)
	v := u.game().setup
	long := strings.Repeat("Ana ", 1250)
	fields := map[string]*kit.Entry{"the first player's name": v.names[0], "the second player's team": v.teams[1], "the first player's pets": v.pets[0]}
	for what, e := range fields {
		test.Type(e, "Bo")
		w.Canvas().Focus(e)
		e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: textClip(long)})
		assert.Equal(t, "Bo", e.Text, "%s keeps what it held", what)
		assert.Contains(t, overlayText(w), "That is 5,002 characters; this field takes at most 60.", what)
		test.Tap(uitest.FindButton(w.Canvas().Overlays().Top(), "OK"))
		assert.Empty(t, overlayText(w), "OK puts the message away")
		e.SetText("")
	}

	startSolo(t, u, solo.Normal)
	test.Tap(u.game().play.buy)
	p := u.game().play.solo
	test.Tap(p.slots[0])
	require.Equal(t, soloPick, p.mode)
	p.search.Insert(long)
	assert.Empty(t, p.search.Text)
	assert.Contains(t, overlayText(w), "That is 5,000 characters; this field takes at most 60.")
}

// overlayText is the words of the message over w's screen, "" for none.
func overlayText(w fyne.Window) string {
	top, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok || !top.Visible() {
		return ""
	}
	return uitest.LabelsIn(top.Content)
}

// textClip is a clipboard that holds text.
type textClip string

func (c textClip) Content() string { return string(c) }
func (textClip) SetContent(string) {}
