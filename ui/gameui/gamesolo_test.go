package gameui

import (
	"strings"
	"testing"
	"time"

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

// startSolo starts a game of Ana against the app at difficulty d, Ana
// first.
func startSolo(t *testing.T, u *testApp, d solo.Difficulty) {
	t.Helper()
	v := u.game().setup
	test.Tap(v.countButtons[2])
	test.Type(v.names[0], "Ana")
	test.Tap(v.vsApp)
	v.difficulty.SetSelected(d.Title())
	v.firstMethod.SetSelected(firstChosen)
	v.chosen.SetSelectedIndex(0)
	test.Tap(v.start)
	require.NotNil(t, u.sess.Game(), "the game started: %s", v.problem.Text)
}

// pickCard answers the card question on show by tapping the card's name.
func pickCard(t *testing.T, p *soloPanel, name string) {
	t.Helper()
	require.Equal(t, soloPick, p.mode, "a card question is on show")
	test.Type(p.search, name)
	for _, b := range p.picks {
		if b.Text == name {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("%s is not among the cards offered", name)
}

// enterShop taps each slot of the app's shop and picks its card.
func enterShop(t *testing.T, p *soloPanel, cards ...string) {
	t.Helper()
	for i, c := range cards {
		require.Len(t, p.slots, solo.DisplaySize)
		test.Tap(p.slots[i])
		if c == "" {
			test.Tap(p.emptyBtn)
			continue
		}
		pickCard(t, p, c)
	}
}

// askAndDo asks the app for its move, checks the instruction, and taps Done.
func askAndDo(t *testing.T, u *testApp, instruction string) {
	t.Helper()
	p := u.game().play.solo
	require.NotNil(t, p.ask, "the app's turn is on show")
	test.Tap(p.ask)
	require.NotNil(t, p.instruction)
	assert.Equal(t, instruction, p.instruction.Text)
	test.Tap(p.done)
	require.Empty(t, u.game().lastError)
}

// panelText is every label's text in the play view's panel.
func panelText(v *playView) string {
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *kit.WrapLabel:
			lines = append(lines, x.Text)
		case *widget.Label:
			lines = append(lines, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(v.panel)
	return strings.Join(lines, "\n")
}

// TestSoloPlaysARoundAgainstTheApp plays round 1 against the app on Normal:
// the human enters the shop by tapping card names, the app's moves come one
// instruction at a time with the line that made each, the tracker takes
// them, the app orders its deck off the UI goroutine, its battle goes
// through the resolver with its deck filled in, and the round ends.
func TestSoloPlaysARoundAgainstTheApp(t *testing.T) {
	u, _ := newTestApp(t, 1)
	startSolo(t, u, solo.Normal)
	assert.Equal(t, "App", u.sess.Game().Player(1).Name)
	play, p := u.game().play, u.game().play.solo

	test.Tap(play.buy) // Ana buys
	enterShop(t, p, "Ant", "Otter", "Honey", "Fish")
	test.Tap(p.ask)
	assert.Equal(t, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.", p.instruction.Text)
	assert.Contains(t, panelText(play), "Why: Otter (power 2) is the strongest pet in the shop.\nLine 2 of its list: Buy a pet: gold left?")
	test.Tap(p.done)
	assert.Equal(t, 2, u.sess.Game().Player(1).Gold, "the tracker took the app's buy")
	st, _ := u.sess.Solo()
	assert.Equal(t, []string{"Otter"}, st.Hand)

	test.Tap(play.pass) // Ana passes with 1 pet
	play.pets.Set(1)
	test.Tap(play.confirm)
	require.Empty(t, u.game().lastError)
	assert.Equal(t, "2nd: empty", p.slots[1].Text, "the app's buy emptied the slot")
	test.Tap(p.slots[1])
	pickCard(t, p, "Dolphin")
	askAndDo(t, u, "Buy the Dolphin, 2nd card of the shop, and refill the shop from the deck.")
	test.Tap(p.slots[1])
	test.Tap(p.emptyBtn)
	askAndDo(t, u, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.")
	test.Tap(p.slots[3])
	pickCard(t, p, "Mosquito")
	askAndDo(t, u, "Pass: turn my reference card over.")
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Phase(), "both passed")

	require.Eventually(t, func() bool {
		st, _ := u.sess.Solo()
		return len(st.Deck) == 3
	}, 10*time.Second, 10*time.Millisecond, "the app orders its deck")
	u.game().refresh()
	assert.Contains(t, panelText(play), "Order my deck, top card first: Otter, Dolphin, Fish.")
	assert.Contains(t, panelText(play), "It has not seen a deck of yours yet")

	u.game().settle(0)
	// The resolver fills in the app's deck and records the result: the
	// app's TestSoloBattleIsSettledInTheResolver.
	require.Len(t, u.settled, 1, "the battle opens in the resolver")
	assert.Equal(t, u.sess.PendingBattles()[0], u.settled[0])
	st, _ = u.sess.Solo()
	assert.Equal(t, []string{"Otter", "Dolphin", "Fish"}, st.Deck, "the app's deck, for the resolver")
}

func TestSoloUnknownCardIsAddedOnTheSpot(t *testing.T) {
	u, _ := newTestApp(t, 1)
	startSolo(t, u, solo.Easy)
	play, p := u.game().play, u.game().play.solo
	test.Tap(play.buy)
	test.Tap(p.slots[0])
	test.Type(p.search, "Hedgehog")
	require.NotNil(t, p.add, "a name the book does not know can be added")
	test.Tap(p.add)
	p.newTier.Set(2)
	p.newPower.Set(3)
	test.Tap(p.addCard)
	c, ok := u.sess.Cards().Book().Get("Hedgehog")
	require.True(t, ok)
	assert.Equal(t, 2, c.Tier)
	askAndDo(t, u, "Buy the Hedgehog, 1st card of the shop, and refill the shop from the deck.")
}

func TestSoloReferenceCardAndUndo(t *testing.T) {
	u, _ := newTestApp(t, 1)
	startSolo(t, u, solo.Hard)
	play, p := u.game().play, u.game().play.solo
	assert.Equal(t, 4, u.sess.Game().Player(1).Gold, "Hard: 4 gold")
	test.Tap(p.refBtn)
	text := panelText(play)
	assert.Contains(t, text, "1. Triple: 3 pets with the same hat?")
	assert.Contains(t, text, "4 gold each round: 1 more than you.")
	test.Tap(p.backBtn)
	test.Tap(play.buy)
	enterShop(t, p, "Ant", "", "", "")
	askAndDo(t, u, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.")
	test.Tap(play.bar.undo)
	st, _ := u.sess.Solo()
	assert.Empty(t, st.Hand, "undo takes the app's buy back")
	assert.Equal(t, 4, u.sess.Game().Player(1).Gold)
}

// toSoloShop starts a game against the app on Normal, lets Ana buy, and
// enters the shop on the app's turn.
func toSoloShop(t *testing.T, u *testApp) {
	t.Helper()
	startSolo(t, u, solo.Normal)
	test.Tap(u.game().play.buy)
	enterShop(t, u.game().play.solo, "Ant", "Otter", "Honey", "Fish")
}

// toSoloPrep plays the Shop Phase against the app (it buys the Otter, Ana
// passes, it buys the Fish and the Ant, then passes) and waits for its
// Battle Prep.
func toSoloPrep(t *testing.T, u *testApp) {
	t.Helper()
	toSoloShop(t, u)
	play, p := u.game().play, u.game().play.solo
	askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	test.Tap(play.pass)
	play.pets.Set(1)
	test.Tap(play.confirm)
	for u.sess.Game().Phase() == tracker.PhaseShop {
		test.Tap(p.ask)
		test.Tap(p.done)
		require.Empty(t, u.game().lastError)
	}
	require.Eventually(t, func() bool {
		st, _ := u.sess.Solo()
		return st.Deck != nil
	}, 10*time.Second, 10*time.Millisecond, "the app orders its deck")
	u.game().refresh()
}

// TestSoloTriplesAndKeepsTheStrongerCard: three pets with the same hat make
// the app triple; the human enters the two cards drawn and the app keeps
// the stronger.
func TestSoloTriplesAndKeepsTheStrongerCard(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := toSoloTriple(t, u)
	play := u.game().play
	assert.Equal(t, "Triple: show the Duck, the Cricket and the Beetle and discard them. Draw 2 cards from the top of the tier 2 deck and tell me what they are.", p.instruction.Text)
	assert.True(t, p.done.Disabled(), "Done waits for the cards drawn")
	test.Tap(p.drawnBtns[0])
	pickCard(t, p, "Ant")
	test.Tap(p.drawnBtns[1])
	pickCard(t, p, "Horse")
	assert.Contains(t, panelText(play), "Then: Keep the Horse and put the Ant at the bottom of the tier 2 deck.")
	test.Tap(p.done)
	st, _ := u.sess.Solo()
	assert.Equal(t, []string{"Horse"}, st.Hand)
	assert.Contains(t, u.sess.Game().History()[len(u.sess.Game().History())-1].Text, "App tripled")
}

// TestSoloOrdersItsDeckOffTheScreen: the app's Battle Prep is handed to a
// worker, not run while the screen is drawn; the screen says it is ordering
// until the deck comes back. On the way the app buys a card unseen, which
// the human names.
func TestSoloOrdersItsDeckOffTheScreen(t *testing.T) {
	u, _ := newTestApp(t, 1)
	startSolo(t, u, solo.Normal)
	play, p := u.game().play, u.game().play.solo
	var jobs []func()
	uitest.Launch(t, &p.prep, func(run func()) { jobs = append(jobs, run) })
	test.Tap(play.pass)
	play.pets.Set(0)
	test.Tap(play.confirm)
	enterShop(t, p, "Otter", "", "", "")
	askAndDo(t, u, "Buy the Otter, 1st card of the shop, and refill the shop from the deck.")
	test.Tap(p.ask)
	assert.Equal(t, "Buy the top card of the shop deck, and tell me what it is.", p.instruction.Text)
	assert.True(t, p.done.Disabled(), "Done waits for the card")
	test.Tap(p.drawnBtns[0])
	pickCard(t, p, "Peacock")
	test.Tap(p.done)
	st, _ := u.sess.Solo()
	assert.Equal(t, []string{"Otter", "Peacock"}, st.Hand)
	test.Tap(p.ask) // it buys the top card again
	test.Tap(p.drawnBtns[0])
	pickCard(t, p, "Ant")
	test.Tap(p.done)
	askAndDo(t, u, "Pass: turn my reference card over.")
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Phase())

	require.Len(t, jobs, 1, "one Battle Prep, handed to the worker")
	assert.Contains(t, panelText(play), "The app is ordering its deck…")
	u.game().refresh()
	assert.Len(t, jobs, 1, "a redraw does not start it again")
	jobs[0]()
	assert.Contains(t, panelText(play), "Order my deck, top card first: Ant, Otter, Peacock.")
}

// TestSoloUndoDecidesAgain: an instruction on show when the human undoes
// or redoes was decided for another hand and gold: the app decides again,
// so Done never takes a move of another game state.
func TestSoloUndoDecidesAgain(t *testing.T) {
	u, _ := newTestApp(t, 1)
	toSoloShop(t, u)
	play, p := u.game().play, u.game().play.solo
	askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	test.Tap(play.pass)
	play.pets.Set(1)
	test.Tap(play.confirm)
	askAndDo(t, u, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.")
	test.Tap(p.ask)
	require.Equal(t, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.", p.instruction.Text)

	test.Tap(play.bar.undo) // the Fish goes back to the shop
	require.NotNil(t, p.instruction, "still the app's turn")
	assert.Equal(t, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.", p.instruction.Text, "decided again after the undo")
	test.Tap(play.bar.redo)
	require.NotNil(t, p.instruction)
	assert.Equal(t, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.", p.instruction.Text, "and after the redo")
	test.Tap(play.bar.undo)
	test.Tap(p.done)
	require.Empty(t, u.game().lastError)
	st, _ := u.sess.Solo()
	assert.Equal(t, []string{"Otter", "Fish"}, st.Hand, "Done took the move decided for the hand on show")
}

// TestSoloARefusedMoveKeepsTheCardsDrawn: when the session refuses the move
// on Done, the cards the human entered stay entered.
func TestSoloARefusedMoveKeepsTheCardsDrawn(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := toSoloTriple(t, u)
	test.Tap(p.drawnBtns[0])
	pickCard(t, p, "Ant")
	test.Tap(p.drawnBtns[1])
	pickCard(t, p, "Horse")
	p.move.Cards = []string{"Duck", "Cricket", "Horse"} // a move that does not fit the app's hand
	u.game().refresh()
	test.Tap(p.done)
	assert.Contains(t, u.game().lastError, "the app does not hold")
	assert.Equal(t, []string{"Ant", "Horse"}, p.drawn, "the cards entered are kept")
	require.Len(t, p.drawnBtns, 2)
	assert.Equal(t, "Drawn: Ant", p.drawnBtns[0].Text)
	assert.Equal(t, "Drawn: Horse", p.drawnBtns[1].Text)
}

// toSoloTriple plays Easy until the app holds three pets with the bow hat
// and tells the human to triple them; it returns the app's panel.
func toSoloTriple(t *testing.T, u *testApp) *soloPanel {
	t.Helper()
	for _, spec := range []string{"Beetle: pet 1 tier 1 hat bow", "Cricket: pet 2 tier 1 hat bow", "Duck: pet 3 tier 1 hat bow", "Horse: pet 3 tier 2"} {
		require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, spec)))
	}
	startSolo(t, u, solo.Easy)
	play, p := u.game().play, u.game().play.solo
	test.Tap(play.buy)
	enterShop(t, p, "Beetle", "Cricket", "Duck", "")
	askAndDo(t, u, "Buy the Duck, 3rd card of the shop, and refill the shop from the deck.")
	test.Tap(play.pass)
	play.pets.Set(1)
	test.Tap(play.confirm)
	askAndDo(t, u, "Buy the Cricket, 2nd card of the shop, and refill the shop from the deck.")
	askAndDo(t, u, "Buy the Beetle, 1st card of the shop, and refill the shop from the deck.")
	test.Tap(p.ask)
	require.Equal(t, solo.Triple, p.move.Action)
	return p
}

// TestSoloTheDeckIsEmpty: the draw question takes "The deck is empty": a
// buy from an empty shop deck makes the app decide again (it passes), and a
// triple from an empty tier deck keeps the one card drawn.
func TestSoloTheDeckIsEmpty(t *testing.T) {
	t.Run("buy unseen", func(t *testing.T) {
		u, _ := newTestApp(t, 1)
		startSolo(t, u, solo.Normal)
		play, p := u.game().play, u.game().play.solo
		test.Tap(play.pass)
		play.pets.Set(0)
		test.Tap(play.confirm)
		enterShop(t, p, "Otter", "", "", "")
		askAndDo(t, u, "Buy the Otter, 1st card of the shop, and refill the shop from the deck.")
		test.Tap(p.ask)
		require.Equal(t, "Buy the top card of the shop deck, and tell me what it is.", p.instruction.Text)
		test.Tap(p.drawnBtns[0])
		require.NotNil(t, p.emptyBtn)
		assert.Equal(t, "The deck is empty", p.emptyBtn.Text)
		test.Tap(p.emptyBtn)
		require.NotNil(t, p.instruction)
		assert.Equal(t, "Pass: turn my reference card over.", p.instruction.Text, "the app decides again")
		assert.Contains(t, panelText(play), "Why: It has 2 gold and only 1 pet, but the shop shows nothing it wants and the shop deck is empty.")
		test.Tap(p.done)
		require.Empty(t, u.game().lastError)
		assert.Equal(t, tracker.PhaseBattle, u.sess.Game().Phase())
	})
	t.Run("triple", func(t *testing.T) {
		u, _ := newTestApp(t, 1)
		p := toSoloTriple(t, u)
		test.Tap(p.drawnBtns[0])
		pickCard(t, p, "Horse")
		test.Tap(p.drawnBtns[1])
		require.NotNil(t, p.emptyBtn)
		test.Tap(p.emptyBtn)
		assert.Equal(t, "The deck was empty", p.drawnBtns[1].Text)
		assert.Contains(t, panelText(u.game().play), "Then: Keep the Horse.")
		require.False(t, p.done.Disabled(), "one card drawn is enough when the deck is empty")
		test.Tap(p.done)
		require.Empty(t, u.game().lastError)
		st, _ := u.sess.Solo()
		assert.Equal(t, []string{"Horse"}, st.Hand)
	})
}
