package battleui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// The playback's ways into learning: "Quiz me on this battle", which hands
// the battle to the Learn tab (the app's test follows it there), and the
// coach under the settled battle.

func TestQuizMeHandsTheWholeBattleOn(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	require.True(t, p.quizMe.Visible())
	test.Tap(p.quizMe)
	require.Len(t, u.quizzed, len(p.steps), "every step of the battle")
	assert.Equal(t, p.steps[0].entry, u.quizzed[0].Entry)
	assert.Equal(t, p.steps[len(p.steps)-1].state, u.quizzed[len(p.steps)-1].State)
}

func TestTheCoachFindsTheBestOrderOffTheUIGoroutine(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	assert.Equal(t, "Best order for Andreas against Matthias' deck", p.coach.asks[engine.PlayerA].Label.Text)
	uitest.Launch(t, &p.coach.search, uitest.InBackground)
	test.Tap(p.coach.asks[engine.PlayerA].Btn)
	p.coach.wait()
	require.True(t, p.coach.answer.Visible())
	assert.Contains(t, p.coach.answer.Text, "Best order for Andreas, top card first: Honey, Badger, Dolphin.")
	assert.Contains(t, p.coach.answer.Text, "if both play well")
	assert.Contains(t, p.coach.answer.Text, "It protects Andreas' Badger (set aside)")
	assert.False(t, p.coach.busy.Visible())
}

// A battle loaded while the coach works drops the answer meant for the one
// before: the new battle's coach is ready, with no stale advice.
func TestTheCoachDropsTheAnswerForAnEarlierBattle(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	m := p.coach.m
	uitest.Launch(t, &p.coach.search, uitest.InBackground) // the battle is loaded while the coach works
	test.Tap(p.coach.asks[engine.PlayerA].Btn)
	p.coach.load(m)
	assert.False(t, p.coach.busy.Visible(), "nothing runs for the battle just loaded")
	p.coach.wait()
	assert.False(t, p.coach.answer.Visible(), "the earlier search's answer is dropped")
	assert.False(t, p.coach.asks[engine.PlayerA].Btn.Disabled())
	test.Tap(p.coach.asks[engine.PlayerB].Btn)
	p.coach.wait()
	require.True(t, p.coach.answer.Visible())
	assert.Contains(t, p.coach.answer.Text, "Matthias")
}
