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
	require.NotNil(t, u.sess.Game().Value().Game(), "the game started: %s", v.problem.Text)
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
	if p.mode != soloTold { // else told without the shop: no gold, or a triple first
		require.NotNil(t, p.ask, "the app's turn is on show")
		test.Tap(p.ask)
	}
	require.NotNil(t, p.instruction)
	assert.Equal(t, instruction, p.instruction.Text)
	test.Tap(p.done)
	require.Empty(t, u.game().lastError)
}

// refill answers the question the app's buy from the shop display asks
// at once: which card refilled its slot, card, or "" for an empty slot.
func refill(t *testing.T, p *soloPanel, card string) {
	t.Helper()
	require.Equal(t, soloPick, p.mode, "the app's buy asks what refilled its slot")
	if card == "" {
		test.Tap(p.emptyBtn)
		return
	}
	pickCard(t, p, card)
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
	assert.Equal(t, "App", u.sess.Game().Value().Game().Player(1).Name)
	play, p := u.game().play, u.game().play.solo

	test.Tap(play.buy) // Ana buys
	enterShop(t, p, "Ant", "Otter", "Honey", "Fish")
	test.Tap(p.ask)
	assert.Equal(t, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.", p.instruction.Text)
	assert.Contains(t, panelText(play), "Why: Otter (power 2) is the strongest pet in the shop.\nLine 2 of its list: Buy a pet: gold left?")
	test.Tap(p.done)
	assert.Equal(t, 2, u.sess.Game().Value().Game().Player(1).Gold, "the tracker took the app's buy")
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Equal(t, []string{"Otter"}, st.Hand)
	assert.Contains(t, panelText(play), "Which card is 2nd in the shop?\nRe-enter the 2nd shop card: App bought the Otter there.", "what refilled the app's slot is asked at once")
	refill(t, p, "Dolphin")

	test.Tap(play.pass) // Ana passes with 1 pet
	play.pets.Set(1)
	test.Tap(play.confirm)
	require.Empty(t, u.game().lastError)
	assert.Equal(t, "2nd: Dolphin", p.slots[1].Text, "the card that refilled the app's slot")
	askAndDo(t, u, "Buy the Dolphin, 2nd card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	assert.Equal(t, "2nd: empty", p.slots[1].Text, "the shop deck did not refill it")
	askAndDo(t, u, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	assert.Empty(t, p.slots, "with no gold left the shop cannot change its move")
	askAndDo(t, u, "Pass: turn my reference card over.")
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase(), "both passed")

	require.Eventually(t, func() bool {
		st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
		return st.DeckReady
	}, time.Minute, 10*time.Millisecond, "the app orders its deck") // a hang guard: it takes milliseconds
	u.game().refresh()
	assert.NotContains(t, panelText(play), "Order my deck", "face down until Ana has ordered hers")
	test.Tap(p.reveal)
	assert.Contains(t, panelText(play), "Order my deck, top card first: Otter, Dolphin, Fish.")
	assert.Contains(t, panelText(play), "It has not seen a deck of yours yet")

	u.game().settle(0)
	// The resolver fills in the app's deck and records the result: the
	// app's TestSoloBattleIsSettledInTheResolver.
	require.Len(t, u.settled, 1, "the battle opens in the resolver")
	assert.Equal(t, u.sess.PendingBattles()[0], u.settled[0])
	st, _ = u.sess.Game().Value().Solo(u.sess.Cards().Book())
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
	assert.Equal(t, 4, u.sess.Game().Value().Game().Player(1).Gold, "Hard: 4 gold")
	test.Tap(p.refBtn)
	text := panelText(play)
	assert.Contains(t, text, "1. Triple: 3 pets with the same hat?")
	assert.Contains(t, text, "4 gold each round: 1 more than you.")
	test.Tap(p.backBtn)
	test.Tap(play.buy)
	enterShop(t, p, "Ant", "", "", "")
	askAndDo(t, u, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.")
	refill(t, p, "Otter")
	test.Tap(play.bar.undo.Undo)
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Empty(t, st.Hand, "undo takes the app's buy back")
	require.NotNil(t, p.instruction, "and brings back the instruction the game held before it")
	assert.Equal(t, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.", p.instruction.Text)
	test.Tap(p.backBtn)
	assert.Equal(t, "1st: Ant", p.slots[0].Text, "and the card that refilled its slot")
	assert.Equal(t, 4, u.sess.Game().Value().Game().Player(1).Gold)
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
// Battle Prep, its deck face down.
func toSoloPrep(t *testing.T, u *testApp) {
	t.Helper()
	toSoloShop(t, u)
	play, p := u.game().play, u.game().play.solo
	askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	test.Tap(play.pass)
	play.pets.Set(1)
	test.Tap(play.confirm)
	for u.sess.Game().Value().Game().Phase() == tracker.PhaseShop {
		switch p.mode {
		case soloPick: // what refilled the slot of its buy: nothing
			test.Tap(p.emptyBtn)
			continue
		case soloShop:
			test.Tap(p.ask)
		}
		test.Tap(p.done)
		require.Empty(t, u.game().lastError)
	}
	require.Eventually(t, func() bool {
		st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
		return st.DeckReady
	}, time.Minute, 10*time.Millisecond, "the app orders its deck") // a hang guard: it takes milliseconds
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
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Equal(t, []string{"Horse"}, st.Hand)
	assert.Contains(t, u.sess.Game().Value().Game().History()[len(u.sess.Game().Value().Game().History())-1].Text, "App tripled")
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
	refill(t, p, "")
	test.Tap(p.ask)
	assert.Equal(t, "Buy the top card of the shop deck, and tell me what it is.", p.instruction.Text)
	assert.True(t, p.done.Disabled(), "Done waits for the card")
	test.Tap(p.drawnBtns[0])
	pickCard(t, p, "Peacock")
	test.Tap(p.done)
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Equal(t, []string{"Otter", "Peacock"}, st.Hand)
	test.Tap(p.ask) // it buys the top card again
	test.Tap(p.drawnBtns[0])
	pickCard(t, p, "Ant")
	test.Tap(p.done)
	askAndDo(t, u, "Pass: turn my reference card over.")
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase())

	require.Len(t, jobs, 1, "one Battle Prep, handed to the worker")
	assert.Contains(t, panelText(play), "The app is ordering its deck…")
	assert.Nil(t, p.reveal, "nothing to show yet")
	u.game().refresh()
	assert.Len(t, jobs, 1, "a redraw does not start it again")
	jobs[0]()
	assert.Contains(t, panelText(play), "My deck is ready, face down.")
	test.Tap(p.reveal)
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
	refill(t, p, "")
	test.Tap(play.pass)
	play.pets.Set(1)
	test.Tap(play.confirm)
	askAndDo(t, u, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	test.Tap(p.ask)
	require.Equal(t, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.", p.instruction.Text)

	test.Tap(play.bar.undo.Undo) // the Fish goes back to the shop
	require.NotNil(t, p.instruction, "still the app's turn")
	assert.Equal(t, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.", p.instruction.Text, "decided again after the undo")
	test.Tap(play.bar.undo.Redo)
	require.NotNil(t, p.instruction)
	assert.Equal(t, "Buy the Ant, 1st card of the shop, and refill the shop from the deck.", p.instruction.Text, "and after the redo")
	test.Tap(play.bar.undo.Undo)
	test.Tap(p.done)
	require.Empty(t, u.game().lastError)
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
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
	refill(t, p, "")
	test.Tap(play.pass)
	play.pets.Set(1)
	test.Tap(play.confirm)
	askAndDo(t, u, "Buy the Cricket, 2nd card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	askAndDo(t, u, "Buy the Beetle, 1st card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	require.NotNil(t, p.move, "a triple costs no gold and comes first: told without the shop")
	require.Equal(t, solo.Triple, p.move.Action)
	assert.Empty(t, p.slots)
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
		refill(t, p, "")
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
		assert.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase())
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
		st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
		assert.Equal(t, []string{"Horse"}, st.Hand)
	})
}

// TestSoloDeckStaysFaceDownUntilYoursIsOrdered: the app's deck order is a
// secret until the human has ordered theirs: the panel, the session and so
// the resolver show it only after "Mine is ready: show both", which goes
// with the pass that ended the Shop Phase on undo and redo.
func TestSoloDeckStaysFaceDownUntilYoursIsOrdered(t *testing.T) {
	u, _ := newTestApp(t, 1)
	toSoloPrep(t, u)
	play, p := u.game().play, u.game().play.solo
	text := panelText(play)
	assert.Contains(t, text, "My deck is ready, face down.")
	assert.Contains(t, text, "Ana, order your deck in secret.")
	assert.NotContains(t, text, "Order my deck")
	for _, card := range []string{"Otter", "Fish", "Ant"} {
		assert.NotContains(t, strings.SplitAfter(text, "face down.")[0], card, "no card of its deck before the reveal")
	}
	require.NotNil(t, p.reveal)
	assert.Equal(t, "Mine is ready: show both", p.reveal.Text)
	assert.Equal(t, p.reveal, play.action.Objects[0], "pinned at the bottom")
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Nil(t, st.Deck, "the resolver gets no deck to fill in")
	require.Len(t, play.settles, 1)
	assert.True(t, play.settles[0].Disabled(), "the resolver waits for the app's deck")

	test.Tap(p.reveal)
	assert.False(t, play.settles[0].Disabled(), "both decks shown: the resolver can fill in the app's")
	text = panelText(play)
	assert.Contains(t, text, "Order my deck, top card first: Ant, Otter, Fish.")
	assert.NotContains(t, text, "face down")
	assert.Nil(t, p.reveal)
	st, _ = u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Equal(t, []string{"Ant", "Otter", "Fish"}, st.Deck, "for the resolver")

	test.Tap(play.bar.undo.Undo) // the app's pass
	require.Equal(t, tracker.PhaseShop, u.sess.Game().Value().Game().Phase())
	test.Tap(play.bar.undo.Redo)
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase())
	assert.Contains(t, panelText(play), "Order my deck, top card first: Ant, Otter, Fish.", "redo shows it again")
}

// toSoloAnaBought plays the app's buy of the Otter, then Ana buys: on the
// app's turn the shop it knows may be stale. It returns the app's panel.
func toSoloAnaBought(t *testing.T, u *testApp) *soloPanel {
	t.Helper()
	toSoloShop(t, u)
	askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	refill(t, u.game().play.solo, "")
	test.Tap(u.game().play.buy) // Ana buys
	require.Empty(t, u.game().lastError)
	return u.game().play.solo
}

// slotTexts are the shop's slot buttons on show.
func slotTexts(p *soloPanel) []string {
	var out []string
	for _, b := range p.slots {
		out = append(out, b.Text)
	}
	return out
}

// TestSoloSaysWhichSlotsToEnterAgain: after Ana's buy the app asks where
// she bought, then names the slot to re-enter, card and buyer, and asks
// what refilled it; it decides only on a shop it does not know is stale.
func TestSoloSaysWhichSlotsToEnterAgain(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := toSoloAnaBought(t, u)
	play := u.game().play
	assert.Contains(t, panelText(play), "Ana bought a card since the app last saw the shop. Which one? Tap it, or the top of the shop deck.")
	assert.Equal(t, []string{"1st: Ant", "2nd: empty", "3rd: Honey", "4th: Fish"}, slotTexts(p))
	require.NotNil(t, p.fromDeck)
	assert.True(t, p.ask.Disabled(), "the app does not decide on a stale shop")

	test.Tap(p.slots[3]) // Ana bought the Fish
	require.Equal(t, soloPick, p.mode, "what refilled the slot is asked at once")
	assert.Contains(t, panelText(play), "Which card is 4th in the shop?\nRe-enter the 4th shop card: Ana bought the Fish there.")
	test.Tap(p.backBtn)
	assert.Contains(t, panelText(play), "Re-enter the 4th shop card: Ana bought the Fish there.")
	assert.NotContains(t, panelText(play), "since the app last saw the shop", "answered")
	assert.Equal(t, []string{"1st: Ant", "2nd: empty", "3rd: Honey", "4th: re-enter"}, slotTexts(p))
	assert.Nil(t, p.fromDeck)
	assert.True(t, p.ask.Disabled(), "still a slot to enter again")

	test.Tap(p.slots[3])
	pickCard(t, p, "Dog")
	assert.NotContains(t, panelText(play), "Re-enter")
	assert.Equal(t, "4th: Dog", p.slots[3].Text)
	askAndDo(t, u, "Buy the Dog, 4th card of the shop, and refill the shop from the deck.")
	refill(t, p, "")

	test.Tap(play.buy) // Ana buys again, from the deck this time
	test.Tap(p.fromDeck)
	assert.NotContains(t, panelText(play), "Re-enter")
	assert.Equal(t, []string{"1st: Ant", "2nd: empty", "3rd: Honey", "4th: empty"}, slotTexts(p), "as the app knew it")
	assert.False(t, p.ask.Disabled())
}

// toSoloNoGold plays Normal until the app has spent its 3 gold on the
// Otter, the Dog and the Peacock, Ana having passed: its turn comes with no
// gold. It returns the app's panel.
func toSoloNoGold(t *testing.T, u *testApp) *soloPanel {
	t.Helper()
	startSolo(t, u, solo.Normal)
	play, p := u.game().play, u.game().play.solo
	test.Tap(play.pass)
	play.pets.Set(0)
	test.Tap(play.confirm)
	enterShop(t, p, "Otter", "Ant", "Fish", "")
	askAndDo(t, u, "Buy the Otter, 1st card of the shop, and refill the shop from the deck.")
	refill(t, p, "Dog")
	askAndDo(t, u, "Buy the Dog, 1st card of the shop, and refill the shop from the deck.")
	refill(t, p, "Peacock")
	askAndDo(t, u, "Buy the Peacock, 1st card of the shop, and refill the shop from the deck.")
	refill(t, p, "")
	return p
}

// TestSoloWithNoGoldPassesWithoutTheShop: with no gold left the shop cannot
// change the app's move, so it tells it at once, with no shop to enter
// and no way back to one.
func TestSoloWithNoGoldPassesWithoutTheShop(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := toSoloNoGold(t, u)
	play := u.game().play
	require.Zero(t, u.sess.Game().Value().Game().Player(1).Gold)
	assert.Empty(t, p.slots, "no shop to enter")
	assert.Nil(t, p.ask)
	assert.Nil(t, p.backBtn, "no way back to the shop")
	require.NotNil(t, p.instruction)
	assert.Equal(t, "Pass: turn my reference card over.", p.instruction.Text)
	assert.Contains(t, panelText(play), "Why: It has no gold left and 3 pets.")
	test.Tap(p.done)
	require.Empty(t, u.game().lastError)
	assert.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase())
}

// pickNames are the names the card question offers.
func pickNames(p *soloPanel) []string {
	var out []string
	for _, b := range p.picks {
		out = append(out, b.Text)
	}
	return out
}

// TestSoloPickerOffersTheRoundsTier: the shop's cards come from the
// round's tier deck, a triple's from the next: the picker offers those
// (and cards of no known tier), a search of another tier's card finds it
// said to be so, and a new card starts at the pick's tier.
func TestSoloPickerOffersTheRoundsTier(t *testing.T) {
	u, _ := newTestApp(t, 1)
	require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "Whale: pet 5 tier 6")))
	p := toSoloTriple(t, u) // adds Beetle, Cricket and Duck of tier 1 and Horse of tier 2
	play := u.game().play

	test.Tap(p.drawnBtns[0]) // the triple draws from the tier 2 deck
	names := pickNames(p)
	assert.Subset(t, names, []string{"Horse", "Flamingo", "Ant", "Otter"})
	assert.NotContains(t, names, "Beetle", "tier 1")
	assert.NotContains(t, names, "Whale", "tier 6")
	assert.Contains(t, panelText(play), "Cards of the tier 2 deck. Not in the list? Type its name.")
	test.Tap(p.backBtn)

	u2, _ := newTestApp(t, 1)
	require.NoError(t, u2.sess.Cards().Put(uitest.MustCard(t, "Whale: pet 5 tier 6")))
	startSolo(t, u2, solo.Normal)
	test.Tap(u2.game().play.buy)
	p2 := u2.game().play.solo
	test.Tap(p2.slots[0]) // round 1: the tier 1 deck
	names = pickNames(p2)
	assert.Subset(t, names, []string{"Ant", "Otter", "Honey", "Fish"})
	for _, other := range []string{"Flamingo", "Whale"} {
		assert.NotContains(t, names, other, "not of tier 1")
	}
	assert.NotContains(t, names, "Apple", "temporary cards are never in a shop")
	test.Type(p2.search, "Wha")
	assert.Equal(t, []string{"Whale"}, pickNames(p2), "a search finds another tier's card")
	assert.Contains(t, panelText(u2.game().play), "No card of the tier 1 deck is called that. Of other tiers in the card book:")
	p2.search.SetText("Hedgehog")
	require.NotNil(t, p2.add)
	test.Tap(p2.add)
	assert.Equal(t, 1, p2.newTier.Value, "a new card starts at the round's tier")
}

// TestSoloAsksWhatRefilledItsOwnSlot: the app's buy from the shop display
// asks at once which card refilled the slot, naming the slot and the card
// bought, as Ana's buys do; an undo of the buy takes the question away
// with it; the answer is the slot's card.
func TestSoloAsksWhatRefilledItsOwnSlot(t *testing.T) {
	u, _ := newTestApp(t, 1)
	toSoloShop(t, u)
	play, p := u.game().play, u.game().play.solo
	askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	require.Equal(t, soloPick, p.mode, "asked at once")
	assert.Contains(t, panelText(play), "Which card is 2nd in the shop?\nRe-enter the 2nd shop card: App bought the Otter there.")
	require.NotNil(t, p.emptyBtn)
	assert.Equal(t, "Empty slot", p.emptyBtn.Text, "the shop deck may have run out")

	test.Tap(play.bar.undo.Undo)
	assert.NotEqual(t, soloPick, p.mode, "the undo took the buy and its question away")
	assert.NotContains(t, panelText(play), "Re-enter")
	require.NotNil(t, p.instruction, "the instruction the game held before the buy is back")
	test.Tap(p.backBtn)
	assert.Equal(t, []string{"1st: Ant", "2nd: Otter", "3rd: Honey", "4th: Fish"}, slotTexts(p))

	askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	refill(t, p, "Mosquito")
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Equal(t, []string{"Ant", "Mosquito", "Honey", "Fish"}, st.Display, "the refill entered")
}
