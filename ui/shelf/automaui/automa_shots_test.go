package automaui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// TestScreenshots renders every state of the automa's screen in every look
// (uitest.Shots), with the layout checks. With SCREENSHOTS=DIR set it also
// writes them to DIR, every look.
func TestScreenshots(t *testing.T) {
	uitest.Shots(t, automaShots, nil, openShot)
}

// openShot is the automa's screen over a new session in the theme and text
// size of look, table rolls from seed 2024, in a window of look's size.
func openShot(t *testing.T, look uitest.Look) (*automaScreen, fyne.Window) {
	h := uitest.NewHost(t, look.Settings(), 2024)
	s := showScreen(h)
	h.Win.Resize(look.Size)
	return s, h.Win
}

// toAutomaTurn sets a game up against Deryn, Dugrun and Gold'arr with a
// known deck and starts the automa's turn.
func toAutomaTurn(t *testing.T, s *automaScreen) {
	t.Helper()
	setUpAutoma(t, s, false, automaSolo...)
	stackTop(t, s, automa.Card{Champion: "Gold'arr", N: 2}, automa.Card{Champion: "Deryn", N: 1}, automa.Card{Champion: "Dugrun", N: 3})
	test.Tap(s.stunBtns["Deryn"])
	test.Tap(s.startBtn)
}

// automaShots are the automa's pages on the shelf.
var automaShots = []uitest.Shot[*automaScreen]{
	{Name: "automa-setup", Setup: func(t *testing.T, s *automaScreen) {
		for i, c := range automaSolo {
			s.setup.picks[i].SetSelected(c)
		}
	}},
	{Name: "automa-setup-coop-harder", Setup: func(t *testing.T, s *automaScreen) {
		s.setup.players.SetSelected(automaTwo)
		for i, c := range []string{"Li'l Y", "Sir Tentacloot", "King Alistair", "Al'kemi"} {
			s.setup.picks[i].SetSelected(c)
		}
		test.Tap(s.setup.remove)
		s.setup.removed.SetSelected([]string{"Snatch", "Vanish", "Mindcloud", "Reverence"})
		test.Tap(s.setup.limit)
		s.scroll.ScrollToBottom()
	}},
	{Name: "automa-ready", Setup: func(t *testing.T, s *automaScreen) {
		setUpAutoma(t, s, false, automaSolo...)
		test.Tap(s.stunBtns["Dugrun"])
	}},
	{Name: "automa-turn-card", Setup: func(t *testing.T, s *automaScreen) {
		toAutomaTurn(t, s)
		test.Tap(s.flipBtn)
	}},
	{Name: "automa-turn-emergency-test", Setup: func(t *testing.T, s *automaScreen) {
		toAutomaTurn(t, s)
		test.Tap(s.flipBtn)
		test.Tap(s.noUseBtn)
	}},
	{Name: "automa-turn-stunned", Setup: func(t *testing.T, s *automaScreen) {
		toAutomaTurn(t, s)
		test.Tap(s.flipBtn)
		test.Tap(s.doneBtn)
		test.Tap(s.flipBtn)
	}},
	{Name: "automa-turn-end", Setup: func(t *testing.T, s *automaScreen) {
		toAutomaTurn(t, s)
		test.Tap(s.stunBtns["Dugrun"]) // during the turn: for the next one
		test.Tap(s.flipBtn)
		test.Tap(s.doneBtn)
		test.Tap(s.flipBtn)
		test.Tap(s.moverBtns["Dugrun"])
		test.Tap(s.flipBtn)
		test.Tap(s.doneBtn)
	}},
	{Name: "automa-life-trophies", Setup: func(t *testing.T, s *automaScreen) {
		s.setup.trophies.SetChecked(true)
		setUpAutoma(t, s, false, automaSolo...)
		enterLife(t, s, 7, 3, 5)
		test.Tap(s.trophySteps[false].Plus)
		test.Tap(s.trophySteps[true].Plus)
		test.Tap(s.lifeSteps["Dugrun"].Minus)
		s.scroll.ScrollToBottom()
	}},
	{Name: "automa-turn-emergency-named", Setup: func(t *testing.T, s *automaScreen) {
		setUpAutoma(t, s, false, automaSolo...)
		stackTop(t, s, automa.Card{Champion: "Gold'arr", N: 2}, automa.Card{Champion: "Deryn", N: 1}, automa.Card{Champion: "Dugrun", N: 3})
		enterLife(t, s, 2, 2, 5)
		test.Tap(s.startBtn)
		test.Tap(s.flipBtn)
		test.Tap(s.noUseBtn)
		test.Tap(s.yesBtn)
	}},
	{Name: "automa-players", Setup: func(t *testing.T, s *automaScreen) {
		setUpAutoma(t, s, false, automaSolo...)
		addPlayers(t, s, []string{"Ana's Brute", "Wilhelmina the Unbreakable"}, []int{4, 0})
		s.scroll.ScrollToBottom()
	}},
	{Name: "automa-turn-damage", Setup: func(t *testing.T, s *automaScreen) {
		setUpStacked(t, s)
		addPlayers(t, s, []string{"Ana's Brute", "Mage", "Rogue"}, []int{2, 2, 0})
		toHealDamagePage(t, s)
		test.Tap(s.healBtn)
		test.Tap(s.nearBtns["Ana's Brute"])
		test.Tap(s.nearBtns["Mage"])
	}},
	{Name: "automa-turn-damage-one", Setup: func(t *testing.T, s *automaScreen) {
		setUpStacked(t, s)
		addPlayers(t, s, []string{"Ana's Brute", "Mage"}, []int{4, 6})
		toHealDamagePage(t, s)
		test.Tap(s.healBtn)
		test.Tap(s.nearBtns["Ana's Brute"])
	}},
	{Name: "automa-react", Setup: func(t *testing.T, s *automaScreen) {
		setUpAutoma(t, s, false, automaSolo...)
		test.Tap(s.reactBtn)
		test.Tap(s.hitChecks["Deryn"])
		test.Tap(s.hitChecks["Gold'arr"])
	}},
	{Name: "automa-reaction", Setup: func(t *testing.T, s *automaScreen) {
		setUpAutoma(t, s, false, automaSolo...)
		test.Tap(s.reactBtn)
		test.Tap(s.hitChecks["Deryn"])
		test.Tap(s.hitChecks["Gold'arr"])
		test.Tap(s.flipReactBtn)
		require.Equal(t, automaFlips, s.view)
	}},
	{Name: "automa-sheet", Setup: func(t *testing.T, s *automaScreen) {
		setUpAutoma(t, s, false, "Al'kemi", "Sulka", "Jacques")
		test.Tap(s.sheetBtn)
		test.Tap(s.levelChecks["Sulka"])
		s.scroll.ScrollToBottom()
	}},
	{Name: "automa-coop-physical", Setup: func(t *testing.T, s *automaScreen) {
		s.setup.deal.SetSelected(automaPhysics)
		setUpAutoma(t, s, true, "Deryn", "Dugrun", "Gwaien", "Kilgore")
		test.Tap(s.startBtn)
		test.Tap(s.moverBtns["Dugrun"])
	}},
}
