package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// The battle screens' further states for TestScreenshots: a play beat with
// both pets just played, a beat of abilities, a rule's words, every line,
// a game's battle with the Golden and Magic Packs, and the coach under a
// settled battle.
func init() {
	shots = append(shots,
		shot{Name: "battle-play-beat", Setup: func(t *testing.T, u *App) {
			u.nav.selectTab(tabBattle)
			u.battle().pasteText(exampleB)
			settle(t, u.battle())
			test.Tap(u.battle().play.next)
		}},
		shot{Name: "battle-abilities-beat", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			p.show(2)
		}},
		shot{Name: "battle-rule", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			p.show(2)
			tapFirstChip(t, p)
		}},
		shot{Name: "battle-every-line", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			p.show(5)
			test.Tap(p.details)
			p.scroll.ScrollToBottom()
		}},
		shot{Name: "battle-odds-answer", Setup: func(t *testing.T, u *App) {
			u.nav.selectTab(tabBattle)
			u.battle().pasteText(exampleB)
			u.battle().diceMode.SetSelected(diceOdds)
			test.Tap(u.battle().settle)
			u.battle().wait()
		}},
		shot{Name: "battle-from-game-packs", Setup: func(t *testing.T, u *App) {
			selectPacks(u, tracker.Classic, tracker.Golden, tracker.Magic)
			startGame(t, u, "Ana", "Ben")
			passAll(t, u)
			u.nav.selectTab(tabBattle)
			test.Tap(u.battle().fromGameBtns[0])
			addCard(t, u.battle().decks[engine.PlayerA], "dol", "Dolphin")
		}},
		shot{Name: "battle-coach", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			test.Tap(p.coach.asks[engine.PlayerA].Btn)
			p.coach.wait()
			p.scroll.ScrollToBottom()
		}},
	)
}

// tapFirstChip taps the first rule chip of the beat on show.
func tapFirstChip(t *testing.T, p *playback) {
	t.Helper()
	var chip *widget.Button
	walkShown(p.rules, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && chip == nil {
			chip = b
		}
	})
	require.NotNil(t, chip)
	test.Tap(chip)
}
