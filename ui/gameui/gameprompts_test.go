package gameui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// toTrophies plays a 2-player game (Ana First Player) to the Trophy Phase
// of round 1 with winner as the battle's result.
func toTrophies(t *testing.T, winner int) *tracker.Game {
	t.Helper()
	g, err := tracker.New(tracker.Setup{
		Players:     []tracker.PlayerSetup{{Name: "Ana"}, {Name: "Ben"}},
		Packs:       []tracker.Pack{tracker.Classic},
		FirstPlayer: tracker.Chosen,
	}, tracker.WithRand(engine.NewRand(1)))
	require.NoError(t, err)
	require.NoError(t, g.EndShop())
	require.NoError(t, g.RecordResult(0, winner))
	require.Equal(t, tracker.PhaseTrophy, g.Phase())
	return g
}

// The Trophy Phase prompt names who takes the trophy and, when the First
// Player won, to whom the token goes; after a draw it says nobody takes it
// ("If neither player has a pet remaining, the battle has ended in a draw
// and neither player claims the trophy. Remove it from the game."; "If the
// First Player claims the trophy, they must pass the first player token to
// the other player").
func TestTheTrophyPromptNamesWhoTakesWhatAndWhereTheTokenGoes(t *testing.T) {
	line, _ := phasePrompt(toTrophies(t, 0))
	assert.Contains(t, line, "At the table: Ana takes 1 trophy and hands the First Player token to Ben. Then return")
	line, _ = phasePrompt(toTrophies(t, 1))
	assert.Contains(t, line, "At the table: Ben takes 1 trophy. Then return", "the First Player keeps the token when the other player wins")
	line, _ = phasePrompt(toTrophies(t, tracker.Draw))
	assert.Contains(t, line, "At the table: Ana and Ben drew: nobody takes that trophy; it leaves the game. Then return")
	assert.NotContains(t, line, "winners")
}

// TestTheShopPromptMovesOnOnceTheShopIsOpen: the round's set-up words are
// there until the first gold is spent; then what goes on is said in their
// place, and the gold tokens under them stay where they were.
func TestTheShopPromptMovesOnOnceTheShopIsOpen(t *testing.T) {
	u, _ := newTestApp(t, 3)
	startGame(t, u, "Ana", "Ben")
	p := u.game().play
	assert.Contains(t, uitest.LabelsIn(p.panel), "flip every gold token face up")
	coins := func() []*goldToken { return findGold(p.players.Objects[1].(*fyne.Container)) }
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(coins()[1])
	test.Tap(coins()[0])
	assert.NotContains(t, uitest.LabelsIn(p.panel), "flip every gold token face up")
	assert.Contains(t, uitest.LabelsIn(p.panel), "shop turns go round, starting with Ana")
	assert.Equal(t, at, fyne.CurrentApp().Driver().AbsolutePositionForObject(coins()[1]), "the next coin stays under the finger")
}
