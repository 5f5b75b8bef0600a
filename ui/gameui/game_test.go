package gameui

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// startGame fills the new-game form with names and starts; Ana starts.
func startGame(t *testing.T, u *testApp, names ...string) {
	t.Helper()
	v := u.game().setup
	test.Tap(v.countButtons[len(names)])
	for i, n := range names {
		test.Type(v.names[i], n)
	}
	v.firstMethod.SetSelected(firstChosen)
	v.chosen.SetSelectedIndex(0)
	test.Tap(v.start)
	require.NotNil(t, u.sess.Game().Value().Game(), "the game started: %s", v.problem.Text)
}

// trackShop turns on logging every shop turn, as a table may choose.
func trackShop(t *testing.T, u *testApp) {
	t.Helper()
	st := u.sess.Settings()
	st.TrackShop = true
	require.NoError(t, u.sess.SetSettings(st))
	u.game().refresh()
}

// passAll ends the Shop Phase: with "Everyone has passed", or when every
// shop turn is logged, by letting every player pass with 5 pets.
func passAll(t *testing.T, u *testApp) {
	t.Helper()
	p := u.game().play
	if p.endShop != nil {
		test.Tap(p.endShop)
		require.Empty(t, u.game().lastError)
		return
	}
	for u.sess.Game().Value().Game().Phase() == tracker.PhaseShop {
		require.NotNil(t, p.pass, "a shop turn is on show")
		test.Tap(p.pass)
		require.NotNil(t, p.confirm)
		assert.Equal(t, 5, p.pets.Value, "the pets asked start at 5")
		test.Tap(p.confirm)
		require.Empty(t, u.game().lastError)
	}
}

func TestAWholeTwoPlayerGameThroughTheScreens(t *testing.T) {
	u, _ := newTestApp(t, 3)
	trackShop(t, u)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	assert.Equal(t, "Round 1 of 6 · Shop Phase", p.bar.title.Text)
	assert.Contains(t, p.status.Text, "Ana to act (3 gold)")

	// Ana buys twice, once with the button and once by tapping a gold token.
	test.Tap(p.buy)
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(0).Gold)
	card := p.players.Objects[0].(*fyne.Container)
	tokens := findGold(card)
	require.Len(t, tokens, 3)
	assert.True(t, tokens[2].spent, "the spent token shows its spent side")
	// After Ana's buy it is Ben's turn: tapping Ben's token buys for Ben.
	benTokens := findGold(p.players.Objects[1].(*fyne.Container))
	test.Tap(benTokens[0])
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(1).Gold)

	// Winners of rounds 1-6: Ana, Ben, draw, Ana, Ben, Ben.
	winners := []int{0, 1, tracker.Draw, 0, 1, 1}
	for round, w := range winners {
		passAll(t, u)
		require.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase(), "round %d", round+1)
		require.Len(t, p.results, 1, "2 players fight one battle")
		switch w {
		case tracker.Draw:
			test.Tap(p.results[0][2])
		default:
			test.Tap(p.results[0][w])
		}
		require.Equal(t, tracker.PhaseTrophy, u.sess.Game().Value().Game().Phase())
		require.NotNil(t, p.endRound)
		test.Tap(p.endRound)
	}
	require.True(t, u.sess.Game().Value().Game().Over())
	assert.Equal(t, "Game over", p.bar.title.Text)
	// Ana 2 trophies (rounds 1, 4); Ben 1+1+2 = 4 (rounds 2, 5, 6).
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(0).Trophies)
	assert.Equal(t, 4, u.sess.Game().Value().Game().Player(1).Trophies)
	assert.Equal(t, "Ben wins!", p.winner.Text)

	test.Tap(p.copySummary)
	assert.Contains(t, u.host.Clipboard.Content(), "Ben")
	test.Tap(p.copyLink)
	assert.True(t, strings.HasPrefix(u.host.Clipboard.Content(), "bgstats://"), u.host.Clipboard.Content())
}

// findGold finds the gold tokens drawn under o.
func findGold(o fyne.CanvasObject) []*goldToken {
	var out []*goldToken
	switch c := o.(type) {
	case *goldToken:
		out = append(out, c)
	case *fyne.Container:
		for _, child := range c.Objects {
			out = append(out, findGold(child)...)
		}
	}
	return out
}

func TestPassWithTooManyPetsIsRefusedAndChangesNothing(t *testing.T) {
	u, _ := newTestApp(t, 3)
	trackShop(t, u)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	before, err := u.sess.Game().Value().Game().Encode()
	require.NoError(t, err)
	test.Tap(p.pass)
	test.Tap(p.pets.Plus)
	assert.Equal(t, 6, p.pets.Value)
	test.Tap(p.confirm)
	assert.Contains(t, p.problem.Text, "cannot pass with 6 pets")
	assert.True(t, p.problem.Visible())
	after, err := u.sess.Game().Value().Game().Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a refused pass changes nothing")
	assert.Contains(t, p.status.Text, "Ana to act", "still Ana's turn")
}

func TestUndoAndRedoFromTheBarAndTheHistory(t *testing.T) {
	u, _ := newTestApp(t, 3)
	trackShop(t, u)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	assert.True(t, p.bar.undo.Undo.Disabled(), "the set-up cannot be undone")
	test.Tap(p.buy)
	test.Tap(p.buy) // Ben's turn now
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(1).Gold)
	test.Tap(p.bar.undo.Undo)
	assert.Equal(t, 3, u.sess.Game().Value().Game().Player(1).Gold, "Ben's buy is undone")
	assert.False(t, p.bar.undo.Redo.Disabled())

	test.Tap(p.bar.historyBtn)
	h := u.game().history
	require.Equal(t, ViewHistory, u.game().view)
	assert.Contains(t, h.lines[0].text, "Ben bought")
	assert.True(t, h.lines[0].undone, "undone steps stay in the list")
	assert.Contains(t, h.lines[0].text, "(undone, can be redone)")
	assert.Len(t, h.lines, 3, "the step to redo, then the game's own: Ana's buy and the set-up")
	test.Tap(h.bar.undo.Redo)
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(1).Gold, "redone")
	assert.False(t, h.lines[0].undone)
	assert.Contains(t, h.lines[0].text, "Ben bought")
	assert.NotContains(t, h.lines[0].text, "undone")
	test.Tap(h.bar.historyBtn) // Back
	assert.Equal(t, ViewPlay, u.game().view)
}

func TestTheHistorySaysWhosePhoneMadeAStep(t *testing.T) {
	u, _ := newTestApp(t, 3)
	trackShop(t, u)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	test.Tap(p.buy) // on this screen, the table's hub
	move, err := json.Marshal(session.Play(tracker.Buy(1)))
	require.NoError(t, err)
	require.NoError(t, u.sess.Table().Play(wire.Move(1, "game", 0, move), "Ben"), "Ben's buy, sent by his phone")

	test.Tap(p.bar.historyBtn)
	h := u.game().history
	require.Len(t, h.lines, 3)
	assert.True(t, strings.HasSuffix(h.lines[0].text, "Ben bought (2 gold left) (Ben's phone)"), h.lines[0].text)
	assert.True(t, strings.HasSuffix(h.lines[1].text, "Ana bought (2 gold left)"), "a tap on the hub's own screen names no phone: %s", h.lines[1].text)
}

func TestTheNewGameFormSaysWhatIsMissing(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := u.game().setup
	test.Type(v.names[0], "Ana")
	test.Type(v.names[1], "Ana")
	v.firstMethod.SetSelected(firstRandom)
	test.Tap(v.start)
	assert.Nil(t, u.sess.Game().Value().Game())
	assert.Contains(t, v.problem.Text, "both called Ana")

	v.names[1].SetText("Ben")
	v.firstMethod.SetSelected(firstByPets)
	test.Type(v.pets[0], "3")
	test.Tap(v.start)
	assert.Nil(t, u.sess.Game().Value().Game())
	assert.Contains(t, v.problem.Text, "how many pets Ben has")

	test.Type(v.pets[1], "7")
	test.Tap(v.start)
	require.NotNil(t, u.sess.Game().Value().Game())
	assert.Equal(t, 1, u.sess.Game().Value().Game().TokenHolder(), "Ben has the most pets and starts")
}

func TestFourPlayersWarnAboutPacksAndShowPairings(t *testing.T) {
	u, _ := newTestApp(t, 4)
	v := u.game().setup
	test.Tap(v.countButtons[4])
	assert.True(t, v.packWarning.Visible(), "4 players with one pack are warned")
	v.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String()})
	assert.False(t, v.packWarning.Visible())
	startGame(t, u, "Ana", "Ben", "Cy", "Di")
	passAll(t, u)
	require.Len(t, u.game().play.results, 2, "two battles: A-B and C-D")
	assert.True(t, u.sess.Game().Value().Game().CurrentBattles()[0].ByCoin, "a coin decides each battle's First Player")
	// Trumpets are shown and adjustable with the Golden Pack.
	assert.True(t, u.sess.Game().Value().Game().UsesPack(tracker.Golden))
}

func TestEachPhaseSaysWhatToDoAtTheTable(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String()})
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	require.NotNil(t, p.prompt)
	assert.Contains(t, p.prompt.Text, "flip every gold token face up, put the tier 1 deck by the shop tile and reveal 4 cards. Ana shops first.")
	test.Tap(p.rulebook)
	assert.Contains(t, uitest.DialogText(w), "1. RESET GOLD: Each player sets their 3 gold tokens to their face-up sides.")

	passAll(t, u)
	assert.Contains(t, p.prompt.Text, "Battle Prep")
	test.Tap(p.results[0][0]) // Ana, the First Player, wins and passes the token
	assert.Contains(t, p.prompt.Text, "return Apples, Bees and other temporary cards, Trumpets and Golden Retrievers to the supply")
	test.Tap(p.endRound)
	assert.Contains(t, p.prompt.Text, "tier 2 deck", "round 2")
	assert.Contains(t, p.prompt.Text, "Ben shops first", "the First Player who wins passes the token")
}

func TestPlayersChooseTheirColours(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := u.game().setup
	test.Tap(v.countButtons[4])
	assert.Equal(t, []string{"red", "blue", "green", "yellow"}, v.colours[:4])
	test.Tap(v.swatches[0])
	assert.Equal(t, "purple", v.colours[0], "blue, green and yellow are taken")
	test.Tap(v.swatches[1])
	assert.Equal(t, "orange", v.colours[1], "the next free colour after blue")
	startGame(t, u, "Ana", "Ben", "Cy", "Di")
	assert.Equal(t, "purple", u.sess.Game().Value().Game().Player(0).Colour)
	assert.Equal(t, "orange", u.sess.Game().Value().Game().Player(1).Colour)
}

func TestAWideWindowShowsEveryPlayerAtOnce(t *testing.T) {
	u, w := newTestApp(t, 1)
	startGame(t, u, "Ana", "Ben", "Cy", "Di", "Eve", "Fay")
	w.Resize(fyne.NewSize(1024, 768))
	uitest.Relayout(w.Content())
	p := u.game().play
	tiles := p.tiles.Objects
	require.Len(t, tiles, 6)
	parts := p.content.(*fyne.Container).Layout.(*playLayout)
	assert.True(t, parts.side.Visible(), "the table view's tiles")
	assert.False(t, parts.strip.Visible(), "instead of the strip")
	drv := fyne.CurrentApp().Driver()
	for i, tile := range tiles {
		at := drv.AbsolutePositionForObject(tile)
		assert.LessOrEqual(t, at.Y+tile.Size().Height, w.Canvas().Size().Height, "tile %d in the window", i)
		assert.GreaterOrEqual(t, tile.Size().Height, float32(100), "tile %d big enough to read", i)
	}
	assert.Equal(t, tiles[0].Position().Y, tiles[2].Position().Y, "three side by side")
	assert.Less(t, tiles[0].Position().X, tiles[1].Position().X, "in seating order")
	w.Resize(uitest.PhoneSize)
	uitest.Relayout(w.Content())
	assert.False(t, parts.side.Visible(), "a phone held upright: no tiles")
	assert.True(t, parts.strip.Visible(), "the strip instead")
}

// TestTheTappedCoinIsSpentAndTappedAgainComesBack: without logged shop
// turns, the gold token tapped is the one that turns grey, and a grey one
// tapped comes back, as a step that Undo takes back.
func TestTheTappedCoinIsSpentAndTappedAgainComesBack(t *testing.T) {
	u, _ := newTestApp(t, 3)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	anas := func() []*goldToken { return findGold(p.players.Objects[0].(*fyne.Container)) }
	spentOnes := func() []bool {
		var s []bool
		for _, c := range anas() {
			s = append(s, c.spent)
		}
		return s
	}
	require.Len(t, anas(), 3)
	test.Tap(anas()[0])
	assert.Equal(t, []bool{true, false, false}, spentOnes(), "the leftmost token, tapped, is the one spent")
	test.Tap(anas()[2])
	assert.Equal(t, []bool{true, false, true}, spentOnes())
	assert.Equal(t, 1, u.sess.Game().Value().Game().Player(0).Gold)
	test.Tap(anas()[0])
	assert.Equal(t, []bool{false, false, true}, spentOnes(), "a spent token tapped comes back")
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(0).Gold)
	test.Tap(p.bar.undo.Undo)
	assert.Equal(t, []bool{true, false, true}, spentOnes(), "Undo spends it again")
}

// TestTheSecondBattlesButtonsStayPut: in a 4-player Battle Phase, entering
// the first battle's result (a win, or after Undo a draw) leaves the second
// battle's result buttons and the whole screen's action where they were,
// at every text size.
func TestTheSecondBattlesButtonsStayPut(t *testing.T) {
	for _, scale := range []float64{0.9, 1, 1.2, 1.45} {
		st := session.DefaultSettings()
		st.TextScale = scale
		u, w := newTestAppIn(t, st, 3, session.NewDirStore(t.TempDir()))
		w.Resize(uitest.PhoneSize)
		startGame(t, u, "Ana", "Benedict", "Cy", "Dorothea")
		passAll(t, u)
		p := u.game().play
		where := func() []fyne.Position {
			var at []fyne.Position
			for _, b := range p.results[1] {
				at = append(at, fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
			}
			return at
		}
		before := where()
		test.Tap(p.results[0][0])
		assert.Equal(t, before, where(), "text %.2f: after the first battle's win", scale)
		assert.Nil(t, p.results[0][0].OnTapped, "the result entered is lit and does nothing: Undo changes it")
		assert.True(t, p.results[0][1].Disabled(), "the other results are off")
		test.Tap(p.bar.undo.Undo)
		test.Tap(p.results[0][2])
		assert.Equal(t, before, where(), "text %.2f: after the first battle's draw", scale)
	}
}

// TestTwoPlayersTilesTurnToFaceThem: in the table view of a 2-player game,
// "Face each player" turns each tile towards its end of the phone, with the
// same words, and "Turn upright" turns them back; with more players there
// is no such button.
func TestTwoPlayersTilesTurnToFaceThem(t *testing.T) {
	u, w := newTestApp(t, 1)
	startGame(t, u, "Ana", "Ben")
	w.Resize(fyne.NewSize(844, 390))
	p := u.game().play
	require.True(t, p.face.Visible())
	test.Tap(p.face)
	require.Len(t, p.tiles.Objects, 2)
	left, ok := p.tiles.Objects[0].(*facingTile)
	require.True(t, ok, "the tiles face their players")
	assert.True(t, left.clockwise, "Ana, at the left end, reads it turned towards her")
	assert.Contains(t, uitest.LabelsIn(p.tiles), "Ana 0 trophies 3 gold First Player")
	assert.Equal(t, "Turn upright", p.face.Text)
	img := w.Canvas().Capture()
	assert.Greater(t, uitest.DistinctColours(img), 8)
	test.Tap(p.face)
	_, ok = p.tiles.Objects[0].(*scoreTile)
	assert.True(t, ok, "upright again")

	six, _ := newTestApp(t, 1)
	startGame(t, six, "Ana", "Ben", "Cy", "Di", "Eve", "Fay")
	assert.False(t, six.game().play.face.Visible(), "6 players do not sit at two ends")
}

// A quick double tap on "Start round 2" ends round 1 only: the second tap,
// on the button of the screen drawn before the first, is refused as
// already done and shown as nothing, not as an error; round 2's shop goes
// on. The same holds for "Everyone has passed" and a battle's result.
func TestADoubleTapOnThePhaseButtonChangesOnePhase(t *testing.T) {
	u, _ := newTestApp(t, 3)
	startGame(t, u, "Ana", "Ben", "Cy", "Dee")
	p := u.game().play
	game := func() *tracker.Game { return u.sess.Game().Value().Game() }
	endShop := p.endShop
	require.NotNil(t, endShop)
	test.Tap(endShop)
	test.Tap(endShop)
	require.Equal(t, tracker.PhaseBattle, game().Phase(), "one Shop Phase ended")
	assert.Empty(t, u.game().lastError)
	for i := range p.results {
		won := p.results[i][0]
		test.Tap(won)
		test.Tap(won)
	}
	require.Equal(t, tracker.PhaseTrophy, game().Phase())
	assert.Empty(t, u.game().lastError, "a result tapped twice is entered once, quietly")
	next := p.endRound
	require.NotNil(t, next)
	assert.Equal(t, "Start round 2", next.Text)
	test.Tap(next)
	test.Tap(next)
	assert.Equal(t, 2, game().Round())
	assert.Equal(t, tracker.PhaseShop, game().Phase(), "round 2's shop was not ended too")
	assert.Empty(t, u.game().lastError, "no error for the second tap")
	assert.True(t, p.problem.Hidden)
	assert.Equal(t, 4, u.sess.Game().Steps().Undo, "the end of the shop, two results and the end of the round: a step each")
}

// A tap within phaseSettle of the phase on show being drawn is taken for the
// second tap of a double tap that ended the phase before, landing on what
// took that button's place: "Start round 2" tapped twice ends round 1, and
// the second tap, on round 2's "Everyone has passed" drawn where "Start
// round 2" was, is ignored; once the phase has been on show a little
// longer, the same tap ends the shop.
func TestATapJustAfterAPhaseChangeIsIgnored(t *testing.T) {
	u, _ := newTestApp(t, 3)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	game := func() *tracker.Game { return u.sess.Game().Value().Game() }
	passAll(t, u)
	test.Tap(p.results[0][0])
	require.Equal(t, tracker.PhaseTrophy, game().Phase())
	now := u.screen.clock().Add(time.Hour) // the Trophy Phase long on show
	u.screen.clock = func() time.Time { return now }
	delay := phaseSettle

	test.Tap(p.endRound)
	require.Equal(t, 2, game().Round())
	require.NotNil(t, p.endShop)
	assert.Equal(t, p.endShop, p.action.Objects[0], "round 2's Everyone has passed, pinned where Start round 2 was")
	now = now.Add(delay / 2)
	test.Tap(p.endShop)
	assert.Equal(t, tracker.PhaseShop, game().Phase(), "the second tap of the double tap ended nothing")
	assert.Empty(t, u.game().lastError, "and said nothing")

	now = now.Add(delay)
	test.Tap(p.endShop)
	assert.Equal(t, tracker.PhaseBattle, game().Phase(), "a tap once the shop has been on show ends it")
}

func TestANewPhaseStartsAtTheTopOfItsPanel(t *testing.T) {
	u, _ := newTestApp(t, 3)
	startGame(t, u, "Ana", "Ben", "Cy", "Dee")
	p := u.game().play
	p.scroll.ScrollToBottom()
	require.Positive(t, p.scroll.Offset.Y, "the players scrolled into view under the Shop Phase")
	require.NoError(t, u.sess.Game().Do(session.Play(tracker.EndShop(1))), "the shop ended on another phone, or here")
	u.game().refresh()
	assert.Zero(t, p.scroll.Offset.Y, "the Battle Phase shows from its heading")
	p.scroll.ScrollToBottom()
	offset := p.scroll.Offset.Y
	u.game().refresh()
	assert.Equal(t, offset, p.scroll.Offset.Y, "a move within the phase leaves the view where the player put it")
}
