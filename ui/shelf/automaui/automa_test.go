package automaui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// showScreen builds the automa's screen over h and puts it in h's window.
func showScreen(h kit.Host) *automaScreen {
	s := newAutomaScreen(h)
	h.Win.SetContent(s)
	return s
}

// openAutoma is the automa's screen over a new session, table rolls from
// seed, in a phone-sized window.
func openAutoma(t *testing.T, seed uint64) *automaScreen {
	t.Helper()
	return showScreen(uitest.NewHost(t, session.DefaultSettings(), seed))
}

// setUpAutoma sets a game up through the form with champions.
func setUpAutoma(t *testing.T, s *automaScreen, coop bool, champions ...string) {
	t.Helper()
	if coop {
		s.setup.players.SetSelected(automaTwo)
	}
	for i, c := range champions {
		s.setup.picks[i].SetSelected(c)
	}
	test.Tap(s.setup.start)
	require.False(t, s.errLabel.Visible(), s.errLabel.Text)
	ok := s.h.Sess.Automa().Value() != nil
	require.True(t, ok)
}

// run is the automa's run as the session holds it.
func (s *automaScreen) run(t *testing.T) *automa.Run {
	t.Helper()
	r := s.h.Sess.Automa().Value()
	ok := r != nil
	require.True(t, ok)
	return r
}

// stackTop sets the game up again with its options, shuffled by the first
// seed that puts top on top of the automa's action deck (a move carries
// its shuffle's seed), so a test knows what the app deals. Call it before
// anything else is entered.
func stackTop(t *testing.T, s *automaScreen, top ...automa.Card) {
	t.Helper()
	o := s.run(t).Options
	for seed := uint64(1); seed < 1_000_000; seed++ {
		m := automa.Move{Kind: automa.MoveStart, Options: &o, Seed: seed}
		r, err := (*automa.Run)(nil).Apply(m)
		require.NoError(t, err)
		if slices.Equal(r.Action[0].Draw[:len(top)], top) {
			require.NoError(t, s.h.Sess.Automa().Do(m))
			return
		}
	}
	t.Fatal("no shuffle puts those cards on top")
}

var automaSolo = []string{"Deryn", "Dugrun", "Gold'arr"}

func TestAutomaWholeTurnThroughTheScreens(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	s := showScreen(uitest.NewHostWith(t, session.DefaultSettings(), 1, store))
	setUpAutoma(t, s, false, automaSolo...)
	require.NotNil(t, s.startBtn, "the page between turns")
	stackTop(t, s, automa.Card{Champion: "Dugrun", N: 2}, automa.Card{Champion: "Deryn", N: 1}, automa.Card{Champion: "Gold'arr", N: 3})
	test.Tap(s.stunBtns["Gold'arr"])
	next, _ := s.run(t).StunTokens("Gold'arr")
	assert.Equal(t, 1, next)

	test.Tap(s.startBtn)
	require.NotNil(t, s.flipBtn, "the turn: card 1 face down")
	assert.Equal(t, "Flip card 1", s.flipBtn.Text)
	test.Tap(s.flipBtn)
	require.NotNil(t, s.doneBtn, "card 1 face up, with the list")
	test.Tap(s.doneBtn)

	test.Tap(s.flipBtn)
	test.Tap(s.noUseBtn)
	require.NotNil(t, s.backBtn, "the emergency move test has a way back")
	test.Tap(s.backBtn)
	require.NotNil(t, s.doneBtn, "back on the card")
	test.Tap(s.noUseBtn)
	require.NotNil(t, s.yesBtn, "the emergency move test")
	test.Tap(s.yesBtn)
	require.NotNil(t, s.moverBtns["Dugrun"], "which champion moves")
	test.Tap(s.moverBtns["Dugrun"])

	test.Tap(s.flipBtn)
	assert.Nil(t, s.doneBtn, "Gold'arr is stunned: no playing the card")
	require.NotNil(t, s.healBtn)
	test.Tap(s.healBtn)

	require.NotNil(t, s.endBtn)
	test.Tap(s.endBtn)
	r := s.run(t)
	assert.Nil(t, r.Turn)
	assert.Equal(t, 1, r.Turns)
	assert.Len(t, r.Action[0].Discard, 3, "the turn's three cards discarded")
	assert.Len(t, r.Action[0].Draw, 6)
	next, _ = r.StunTokens("Gold'arr")
	assert.Zero(t, next, "the stun token was used")
	assert.Contains(t, s.errLabel.Text, "", "no error shown")
	assert.False(t, s.errLabel.Visible())

	s.h.Sess.Flush()
	saved := uitest.NewHostWith(t, session.DefaultSettings(), 1, store).Sess.Automa().Value()
	ok := saved != nil
	require.True(t, ok, "the run survives closing the app")
	assert.Equal(t, r, saved)

	test.Tap(s.undo.Undo)
	assert.NotNil(t, s.run(t).Turn, "undo takes the end of the turn back")
	require.NotNil(t, s.endBtn)
}

func TestAutomaReactionThroughTheScreens(t *testing.T) {
	s := openAutoma(t, 2)
	setUpAutoma(t, s, false, automaSolo...)
	test.Tap(s.reactBtn)
	require.NotNil(t, s.flipReactBtn)
	assert.True(t, s.flipReactBtn.Disabled(), "nothing ticked, nothing to flip")
	test.Tap(s.hitChecks["Deryn"])
	test.Tap(s.hitChecks["Dugrun"])
	assert.False(t, s.flipReactBtn.Disabled())
	test.Tap(s.flipReactBtn)
	r := s.run(t)
	require.Len(t, r.Flips, 2, "an area attack on two: two cards")
	assert.Equal(t, 7, len(r.Reaction.Draw))
	assert.Equal(t, automaFlips, s.view)
	assert.Equal(t, "Undo: the reaction to the attack on Deryn and Dugrun", s.undo.UndoText.Text, "the undo bar names the step")
	test.Tap(s.undo.Undo)
	assert.Equal(t, automaReact, s.view, "undo goes back to ticking who was hit")
	assert.Empty(t, s.run(t).Flips)
	assert.Equal(t, 9, len(s.run(t).Reaction.Draw), "the two cards are back in the deck")
	test.Tap(s.flipReactBtn)
	require.NotNil(t, s.doneBtn)
	test.Tap(s.doneBtn)
	assert.NotNil(t, s.startBtn, "back between turns")
}

func TestAutomaStunDuringItsOwnTurnWaits(t *testing.T) {
	s := openAutoma(t, 5)
	setUpAutoma(t, s, false, automaSolo...)
	test.Tap(s.startBtn)
	require.NotNil(t, s.stunBtns["Deryn"], "stun buttons during the automa's turn")
	test.Tap(s.stunBtns["Deryn"])
	next, later := s.run(t).StunTokens("Deryn")
	assert.Equal(t, 0, next)
	assert.Equal(t, 1, later, "a stun given during the automa's turn waits for its next turn")
	test.Tap(s.reactBtn)
	test.Tap(s.hitChecks["Dugrun"])
	test.Tap(s.flipReactBtn)
	test.Tap(s.doneBtn)
	assert.NotNil(t, s.flipBtn, "back to the turn after the reaction")
}

func TestAutomaSetUpRefusesAndSaysWhy(t *testing.T) {
	s := openAutoma(t, 3)
	s.setup.picks[0].SetSelected("Deryn")
	s.setup.picks[1].SetSelected("Deryn")
	test.Tap(s.setup.start)
	assert.True(t, s.errLabel.Visible())
	assert.Equal(t, "Deryn is on the automa's team twice", s.errLabel.Text)
	ok := s.h.Sess.Automa().Value() != nil
	assert.False(t, ok, "nothing set up")

	s.setup.picks[1].SetSelected("Rath")
	test.Tap(s.setup.remove)
	s.setup.removed.SetSelected([]string{"Prowl"})
	test.Tap(s.setup.start)
	assert.Equal(t, "To make the automa harder, tick 3 cards of the reaction deck to leave out, not 1", s.errLabel.Text)
}

func TestAutomaCoOpAndPhysicalDeck(t *testing.T) {
	s := openAutoma(t, 4)
	s.setup.deal.SetSelected(automaPhysics)
	test.Tap(s.setup.extra)
	setUpAutoma(t, s, true, "Deryn", "Dugrun", "Gwaien", "Kilgore")
	r := s.run(t)
	assert.True(t, r.Options.CoOp && r.Options.Physical && r.Options.ExtraMove)
	assert.Equal(t, 12, r.Reaction.Size())
	test.Tap(s.startBtn)
	require.NotNil(t, s.moverBtns["Deryn"], "co-op: a free emergency move first")
	assert.Nil(t, s.moverBtns["Gwaien"], "by the first automa player's champions")
	test.Tap(s.moverBtns["Deryn"])
	require.NotNil(t, s.whoBtns["Dugrun"], "a real deck: whose card was flipped?")
	test.Tap(s.whoBtns["Dugrun"])
	assert.Equal(t, "Dugrun", s.run(t).Turn.Steps[1].Card.Champion)
	assert.Len(t, s.run(t).Turn.Steps, 4, "option 1 in co-op: three cards after the free move")
}

// hasText says whether a label on the screen, cards included, reads text.
func hasText(s *automaScreen, text string) bool {
	for _, o := range test.LaidOutObjects(s.content) {
		switch l := o.(type) {
		case *kit.WrapLabel:
			if strings.Contains(l.Text, text) {
				return true
			}
		case *widget.Label:
			if strings.Contains(l.Text, text) {
				return true
			}
		}
	}
	return false
}

// enterLife enters the life of Deryn, Dugrun and Gold'arr through the
// champions' lists.
func enterLife(t *testing.T, s *automaScreen, life ...int) {
	t.Helper()
	for i, c := range automaSolo {
		require.NotNil(t, s.lifePicks[c], "%s's life is not entered yet", c)
		s.lifePicks[c].SetSelected(strconv.Itoa(life[i]))
	}
}

// The sheet's emergency move: "More life left" is its last choice; with no
// emergency move possible, "the automa champion with the least life heals 1".
func TestAutomaLifeNamesTheChampionTheRulePicks(t *testing.T) {
	s := openAutoma(t, 6)
	setUpAutoma(t, s, false, automaSolo...)
	stackTop(t, s, automa.Card{Champion: "Gold'arr", N: 2}, automa.Card{Champion: "Deryn", N: 1}, automa.Card{Champion: "Dugrun", N: 3})
	enterLife(t, s, 7, 3, 5)
	l, _ := s.run(t).LifeOf("Dugrun")
	assert.Equal(t, 3, l)
	test.Tap(s.lifeSteps["Deryn"].Minus)
	l, _ = s.run(t).LifeOf("Deryn")
	assert.Equal(t, 6, l, "- takes one life")
	test.Tap(s.startBtn)
	test.Tap(s.flipBtn)
	test.Tap(s.noUseBtn)
	test.Tap(s.yesBtn)
	assert.True(t, hasText(s, "4. More life left: Deryn (6)"), "the emergency move names who has more life")
	assert.True(t, hasText(s, "Dugrun has the least life (3) and heals 1."))
	assert.False(t, hasText(s, "Gold'arr has the least life"), "only the rule's champion is named")
	require.NotNil(t, s.healBtn)
	assert.Equal(t, "Dugrun heals 1, damage 1", s.healBtn.Text)
	test.Tap(s.healBtn)
	l, _ = s.run(t).LifeOf("Dugrun")
	assert.Equal(t, 4, l, "Dugrun healed 1")
	assert.True(t, hasText(s, "1. Gold'arr's card 2: Dugrun healed 1, damage 1"))
	test.Tap(s.undo.Undo)
	l, _ = s.run(t).LifeOf("Dugrun")
	assert.Equal(t, 3, l, "undo takes the heal back")
}

func TestAutomaTiedOnLeastLifeAsksWhichHeals(t *testing.T) {
	s := openAutoma(t, 6)
	setUpAutoma(t, s, false, automaSolo...)
	enterLife(t, s, 2, 2, 5)
	test.Tap(s.startBtn)
	test.Tap(s.flipBtn)
	test.Tap(s.noUseBtn)
	test.Tap(s.yesBtn)
	assert.Nil(t, s.healBtn)
	require.Len(t, s.healBtns, 2, "one button for each champion tied")
	test.Tap(s.healBtns["Dugrun"])
	l, _ := s.run(t).LifeOf("Dugrun")
	assert.Equal(t, 3, l)
}

// The sheet's harder option 3: "the players need one trophy more to win
// and the automa one fewer".
func TestAutomaTrophiesWithTheHarderOption(t *testing.T) {
	s := openAutoma(t, 6)
	s.setup.trophies.SetChecked(true)
	assert.True(t, hasText(s, "You need 6 trophies to win, the automa 4 (5 each without it)."))
	setUpAutoma(t, s, false, automaSolo...)
	assert.True(t, hasText(s, "The automa (4 to win)"))
	for range 4 {
		test.Tap(s.trophySteps[true].Plus)
	}
	assert.Equal(t, 4, s.run(t).Trophies.Automa)
	assert.True(t, s.trophySteps[true].Plus.Disabled(), "no more than the goal")
	assert.True(t, hasText(s, "The automa has 4 trophies: it wins."))
}

// addPlayers names the players' champions through the field and enters
// each one's life from its list (a negative life is left not entered).
func addPlayers(t *testing.T, s *automaScreen, names []string, life []int) {
	t.Helper()
	for _, n := range names {
		require.NotNil(t, s.playerEntry, "room for %s", n)
		s.playerEntry.SetText(n)
		test.Tap(s.addPlayerBtn)
		require.False(t, s.errLabel.Visible(), s.errLabel.Text)
	}
	for i, n := range names {
		n = strings.TrimSpace(n)
		if life[i] >= 0 {
			require.NotNil(t, s.playerPicks[n], "%s's life is not entered yet", n)
			s.playerPicks[n].SetSelected(strconv.Itoa(life[i]))
		}
	}
}

// setUpStacked sets a game up against Deryn, Dugrun and Gold'arr whose
// action deck starts with Gold'arr's card 2, Deryn's 1 and Dugrun's 3.
func setUpStacked(t *testing.T, s *automaScreen) {
	t.Helper()
	setUpAutoma(t, s, false, automaSolo...)
	stackTop(t, s, automa.Card{Champion: "Gold'arr", N: 2}, automa.Card{Champion: "Deryn", N: 1}, automa.Card{Champion: "Dugrun", N: 3})
}

// toHealDamagePage flips the first card of a turn against Deryn, Dugrun
// and Gold'arr (life 7, 3, 5), set up by setUpStacked, and goes to "heal 1,
// damage 1": Dugrun heals.
func toHealDamagePage(t *testing.T, s *automaScreen) {
	t.Helper()
	enterLife(t, s, 7, 3, 5)
	test.Tap(s.startBtn)
	test.Tap(s.flipBtn)
	test.Tap(s.noUseBtn)
	test.Tap(s.yesBtn)
	require.NotNil(t, s.healBtn)
}

func TestAutomaPlayersChampionsAreNamedAndRefused(t *testing.T) {
	s := openAutoma(t, 6)
	setUpAutoma(t, s, false, automaSolo...)
	assert.True(t, hasText(s, "Up to 3."), "the side's limit is said")
	addPlayers(t, s, []string{" Ana's Brute ", "Mage"}, []int{4, -1})
	assert.Equal(t, []string{"Ana's Brute", "Mage"}, s.run(t).Players)
	for text, want := range map[string]string{
		"":                      "Type your champion's name first",
		"MAGE":                  "Mage is already one of your champions",
		strings.Repeat("x", 31): "at most 30 characters, not 31",
		"Ana\tBrute":            "holds a control character",
	} {
		before := s.run(t)
		s.playerEntry.SetText(text)
		test.Tap(s.addPlayerBtn)
		assert.True(t, s.errLabel.Visible())
		assert.Contains(t, s.errLabel.Text, want)
		assert.Equal(t, before, s.run(t), "a refused name changes nothing")
	}
	test.Tap(s.playerSteps["Ana's Brute"].Minus)
	l, _ := s.run(t).PlayerLifeOf("Ana's Brute")
	assert.Equal(t, 3, l, "- takes one life")
	addPlayers(t, s, []string{"Rogue"}, []int{-1})
	assert.Nil(t, s.playerEntry, "no room for a fourth champion alone")
	s.playerPicks["Rogue"].SetSelected("0")
	assert.True(t, hasText(s, "Rogue (knocked out)"))
}

// The sheet: "The player champion nearest an automa champion (break ties
// by lowest health) suffers 1 damage".
func TestAutomaDamageNamesYourChampion(t *testing.T) {
	s := openAutoma(t, 6)
	setUpStacked(t, s)
	addPlayers(t, s, []string{"Ana's Brute", "Mage", "Rogue"}, []int{4, 2, 0})
	toHealDamagePage(t, s)
	assert.True(t, hasText(s, "You tap which after the heal."))
	test.Tap(s.healBtn)
	assert.True(t, hasText(s, "Dugrun has the least life (3) and heals 1."))
	assert.True(t, hasText(s, "Knocked out, not a target: Rogue."))
	assert.Nil(t, s.nearBtns["Rogue"], "a knocked-out champion is not offered")
	assert.Empty(t, s.damageBtns, "nothing named before the players tick who is nearest")
	test.Tap(s.nearBtns["Ana's Brute"])
	require.NotNil(t, s.damageBtns["Ana's Brute"])
	assert.True(t, hasText(s, "Deal 1 damage to Ana's Brute (4)"))
	test.Tap(s.nearBtns["Mage"])
	assert.Len(t, s.damageBtns, 1, "equally near: the lowest life only")
	assert.True(t, hasText(s, "Deal 1 damage to Mage (2)"))
	test.Tap(s.damageBtns["Mage"])
	r := s.run(t)
	l, _ := r.PlayerLifeOf("Mage")
	assert.Equal(t, 1, l, "Mage takes 1 damage")
	l, _ = r.LifeOf("Dugrun")
	assert.Equal(t, 4, l, "Dugrun heals 1")
	assert.True(t, hasText(s, "1. Gold'arr's card 2: Dugrun healed 1, Mage took 1 damage"))
	test.Tap(s.undo.Undo)
	l, _ = s.run(t).PlayerLifeOf("Mage")
	assert.Equal(t, 2, l, "undo takes the damage back")
}

func TestAutomaDamageTiedOnLifeAsksWhich(t *testing.T) {
	s := openAutoma(t, 6)
	setUpStacked(t, s)
	addPlayers(t, s, []string{"Brute", "Mage"}, []int{2, 2})
	toHealDamagePage(t, s)
	test.Tap(s.healBtn)
	test.Tap(s.nearBtns["Brute"])
	test.Tap(s.nearBtns["Mage"])
	require.Len(t, s.damageBtns, 2, "a button each")
	assert.True(t, hasText(s, "Brute and Mage are tied on the least life (2): tap which takes the damage."))
	test.Tap(s.backBtn)
	require.NotNil(t, s.healBtn, "back to the emergency move")
	test.Tap(s.healBtn)
	test.Tap(s.nearBtns["Brute"])
	test.Tap(s.nearBtns["Mage"])
	test.Tap(s.damageBtns["Brute"])
	l, _ := s.run(t).PlayerLifeOf("Brute")
	assert.Equal(t, 1, l)
}

func TestAutomaDamageWithOneStandingOrNoneEntered(t *testing.T) {
	s := openAutoma(t, 6)
	setUpStacked(t, s)
	addPlayers(t, s, []string{"Brute", "Mage"}, []int{5, -1})
	toHealDamagePage(t, s)
	assert.True(t, hasText(s, "Name your champions and enter their life to have it named."), "Mage's life is not entered")
	test.Tap(s.healBtn)
	l, _ := s.run(t).PlayerLifeOf("Brute")
	assert.Equal(t, 5, l, "nothing named, nothing damaged")
	assert.True(t, hasText(s, "1. Gold'arr's card 2: Dugrun healed 1, damage 1"))

	s = openAutoma(t, 6)
	setUpStacked(t, s)
	addPlayers(t, s, []string{"Brute", "Mage"}, []int{0, 5})
	toHealDamagePage(t, s)
	test.Tap(s.healBtn)
	assert.Empty(t, s.nearBtns, "one standing: nothing to tick")
	require.NotNil(t, s.damageBtns["Mage"])
	test.Tap(s.damageBtns["Mage"])
	l, _ = s.run(t).PlayerLifeOf("Mage")
	assert.Equal(t, 4, l)
}
