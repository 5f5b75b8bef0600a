package battleui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// Three quick die taps record three dice, in order: the die buttons stay
// put under the finger and each tap plays the battle on to its next
// question at once. Before the battle reaches its first die (the work held
// here) there is no die button to tap, and the busy bar says the app works.
func TestThreeQuickDieTapsRecordThreeDice(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.battle()
	release := uitest.HoldWork(t, &s.askStart)
	addCard(t, s.decks[0], "dol", "Dolphin")
	addCard(t, s.decks[1], "mos", "Mosquito")
	s.diceMode.SetSelected(DiceAsk)
	test.Tap(s.settle)
	assert.True(t, s.busyBar.Visible(), "the busy bar runs while the battle is played to its first die")
	assert.False(t, s.askFaces.Visible(), "no die button before the first die is asked for")
	assert.True(t, s.settle.Disabled())
	release()

	require.Contains(t, s.askText.Text, "Dolphin throws 3 rocks at Mosquito: die 1 of 3")
	assert.False(t, s.busyBar.Visible(), "nothing runs while the app waits for a die")
	assert.False(t, s.askDice.Visible(), "no die given yet")
	faces := append([]any(nil), s.askFaces.Objects[0], s.askFaces.Objects[1])
	frames(w) // the question and its buttons are on the screen
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(s.askFaces)
	// Three taps in a row where the buttons are on the screen, 0, 1, 1, so
	// quick that no frame is drawn between them.
	for i, rocks := range []int{0, 1, 1} {
		got := uitest.TapWhere(t, w, s.askFaces.Objects[rocks])
		require.Equal(t, faces[rocks], got, "tap %d lands on the %d-rock button", i+1, rocks)
		if i < 2 {
			assert.Contains(t, s.askText.Text, []string{"die 2 of 3", "die 3 of 3"}[i], "the next die is asked for at once")
			assert.Equal(t, []string{"So far: 0", "So far: 0 + 1"}[i], s.askDice.Text)
		}
	}
	frames(w)
	assert.Equal(t, at, d.AbsolutePositionForObject(s.askFaces), "the die buttons stay put")
	assert.Contains(t, s.askText.Text, "Mosquito throws 1 rock at Dolphin: die 1 of 1")
	assert.False(t, s.askDice.Visible(), "a new throw")
	uitest.TapWhere(t, w, s.askFaces.Objects[1])
	require.Equal(t, s.play.content, s.content.Objects[0], "the battle settled: %s", s.problem.Text)
	var throws []string
	for _, st := range s.play.steps {
		if len(st.entry.Dice) > 0 {
			throws = append(throws, st.entry.Text)
		}
	}
	require.Len(t, throws, 2)
	assert.Contains(t, throws[0], "0 + 1 + 1 = 2", "the Dolphin's three dice, in the order tapped")
}

// frames lays w out as the app's next frames do (wrapped text takes its
// height once it knows its width: twice).
func frames(w fyne.Window) {
	uitest.Relayout(w.Content())
	uitest.Relayout(w.Content())
}

// BenchmarkDieToNextQuestion times a die tapped to the next question on
// show (an op is a die): battles of 8 Dolphins a side, each throwing 3
// rocks when played, every die answered 0. The last die of each battle,
// which ends it and opens the playback, is not timed.
func BenchmarkDieToNextQuestion(b *testing.B) {
	u, _ := newTestApp(b, 1)
	s := u.battle()
	asked := hearQuestions(s)
	deck := []string{"Dolphin", "Dolphin", "Dolphin", "Dolphin", "Dolphin", "Dolphin", "Dolphin", "Dolphin"}
	s.decks[0].setDeck(deck)
	s.decks[1].setDeck(deck)
	s.diceMode.SetSelected(DiceAsk)
	tap := func() { test.Tap(s.askFaces.Objects[0].(*widget.Button)) }
	battle := func(dice func(i int)) { // one battle, dice(i) tapping its die i
		s.backToSetup()
		test.Tap(s.settle)
		<-asked
		for i := 0; s.asking != nil; i++ {
			dice(i)
		}
	}
	last := 0 // the battle's last die, which ends it
	battle(func(i int) { last = i; tap() })
	require.Positive(b, last)
	b.ReportAllocs()
	b.StopTimer()
	b.ResetTimer()
	for n := 0; n < b.N; {
		battle(func(i int) {
			if i == last || n == b.N {
				tap()
				return
			}
			b.StartTimer()
			tap()
			b.StopTimer()
			n++
			<-asked
		})
	}
}
