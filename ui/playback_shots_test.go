package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
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
			p := settleExampleB(t, u)
			test.Tap(p.Next)
		}},
		shot{Name: "battle-abilities-beat", Setup: func(t *testing.T, u *App) {
			settleExampleB(t, u)
			u.battle().ShowBeat(2)
		}},
		shot{Name: "battle-rule", Setup: func(t *testing.T, u *App) {
			settleExampleB(t, u)
			u.battle().ShowBeat(2)
			chips := u.battle().RuleChips()
			require.NotEmpty(t, chips)
			test.Tap(chips[0])
		}},
		shot{Name: "battle-every-line", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			u.battle().ShowBeat(5)
			test.Tap(p.Details)
			u.battle().ScrollPlaybackToBottom()
		}},
		shot{Name: "battle-odds-answer", Setup: func(t *testing.T, u *App) { oddsOfExampleB(u) }},
		shot{Name: "battle-from-game-packs", Setup: func(t *testing.T, u *App) {
			selectPacks(u, tracker.Classic, tracker.Golden, tracker.Magic)
			startGame(t, u, "Ana", "Ben")
			passAll(t, u)
			u.nav.selectTab(tabBattle)
			test.Tap(u.battle().GameBattleButtons()[0])
			addCard(t, u, engine.PlayerA, "dol", "Dolphin")
		}},
		shot{Name: "battle-coach", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			test.Tap(p.Coach[engine.PlayerA])
			u.battle().Wait()
			u.battle().ScrollPlaybackToBottom()
		}},
	)
}
