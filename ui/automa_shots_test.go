package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
)

func init() { shots = append(shots, automaShots...) }

// toAutomaTurn sets a game up against Deryn, Dugrun and Gold'arr with a
// known deck and starts the automa's turn.
func toAutomaTurn(t *testing.T, u *App) *automaScreen {
	s := openAutoma(t, u)
	setUpAutoma(t, s, false, automaSolo...)
	stackTop(t, s, automa.Card{Champion: "Gold'arr", N: 2}, automa.Card{Champion: "Deryn", N: 1}, automa.Card{Champion: "Dugrun", N: 3})
	test.Tap(s.stunBtns["Deryn"])
	test.Tap(s.startBtn)
	return s
}

// automaShots are the automa's pages on the shelf.
var automaShots = []shot{
	{"automa-setup", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		for i, c := range automaSolo {
			s.setup.picks[i].SetSelected(c)
		}
	}},
	{"automa-setup-coop-harder", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		s.setup.players.SetSelected(automaTwo)
		for i, c := range []string{"Li'l Y", "Sir Tentacloot", "King Alistair", "Al'kemi"} {
			s.setup.picks[i].SetSelected(c)
		}
		test.Tap(s.setup.remove)
		s.setup.removed.SetSelected([]string{"Snatch", "Vanish", "Mindcloud", "Reverence"})
		test.Tap(s.setup.limit)
		s.scroll.ScrollToBottom()
	}},
	{"automa-ready", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		setUpAutoma(t, s, false, automaSolo...)
		test.Tap(s.stunBtns["Dugrun"])
	}},
	{"automa-turn-card", func(t *testing.T, u *App) {
		s := toAutomaTurn(t, u)
		test.Tap(s.flipBtn)
	}},
	{"automa-turn-emergency-test", func(t *testing.T, u *App) {
		s := toAutomaTurn(t, u)
		test.Tap(s.flipBtn)
		test.Tap(s.noUseBtn)
	}},
	{"automa-turn-stunned", func(t *testing.T, u *App) {
		s := toAutomaTurn(t, u)
		test.Tap(s.flipBtn)
		test.Tap(s.doneBtn)
		test.Tap(s.flipBtn)
	}},
	{"automa-turn-end", func(t *testing.T, u *App) {
		s := toAutomaTurn(t, u)
		test.Tap(s.stunBtns["Dugrun"]) // during the turn: for the next one
		test.Tap(s.flipBtn)
		test.Tap(s.doneBtn)
		test.Tap(s.flipBtn)
		test.Tap(s.moverBtns["Dugrun"])
		test.Tap(s.flipBtn)
		test.Tap(s.doneBtn)
	}},
	{"automa-react", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		setUpAutoma(t, s, false, automaSolo...)
		test.Tap(s.reactBtn)
		test.Tap(s.hitChecks["Deryn"])
		test.Tap(s.hitChecks["Gold'arr"])
	}},
	{"automa-reaction", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		setUpAutoma(t, s, false, automaSolo...)
		test.Tap(s.reactBtn)
		test.Tap(s.hitChecks["Deryn"])
		test.Tap(s.hitChecks["Gold'arr"])
		test.Tap(s.flipReactBtn)
		require.Equal(t, automaFlips, s.view)
	}},
	{"automa-sheet", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		setUpAutoma(t, s, false, "Al'kemi", "Sulka", "Jacques")
		test.Tap(s.sheetBtn)
		test.Tap(s.levelChecks["Sulka"])
		s.scroll.ScrollToBottom()
	}},
	{"automa-coop-physical", func(t *testing.T, u *App) {
		s := openAutoma(t, u)
		s.setup.deal.SetSelected(automaPhysics)
		setUpAutoma(t, s, true, "Deryn", "Dugrun", "Gwaien", "Kilgore")
		test.Tap(s.startBtn)
		test.Tap(s.moverBtns["Dugrun"])
	}},
}
