package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// shownDice reads the rocks of the dice on screen.
func shownDice(s *toolsScreen) []int {
	var out []int
	for _, o := range s.dice.Objects {
		out = append(out, o.(*dieFace).rocks)
	}
	return out
}

func TestRollShowsEachDieAndTheTotal(t *testing.T) {
	u, _ := newTestApp(t, 42)
	s := u.tools()
	assert.Equal(t, "Roll 2 dice", s.rollButton.Text, "two dice are chosen at start")

	test.Tap(s.countButtons[2])
	assert.Equal(t, "Roll 3 dice", s.rollButton.Text)
	test.Tap(s.rollButton)

	want := engine.DefaultDie().RollN(engine.NewRand(42), 3)
	got := shownDice(s)
	require.Equal(t, want, got, "the dice shown are the dice rolled")
	total := want[0] + want[1] + want[2]
	assert.Equal(t, fmt.Sprintf("Total: %d %s", total, words.Plural(total, "rock", "rocks")), s.total.Text)
	assert.Equal(t, "One instance of damage, not an attack.", s.totalNote.Text)
	assert.Empty(t, s.history.Text, "no earlier rolls yet")
}

func TestEarlierRollsStayVisible(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.tools()
	test.Tap(s.countButtons[0])
	for range keptRolls + 3 {
		test.Tap(s.rollButton)
	}
	require.Len(t, shownDice(s), 1)
	assert.Len(t, s.rolls, keptRolls, "only the last rolls are kept")
	assert.Contains(t, s.history.Text, "Earlier rolls")
	assert.Contains(t, s.history.Text, s.rolls[0])
}

func TestFourDiceIsTheMost(t *testing.T) {
	u, _ := newTestApp(t, 3)
	s := u.tools()
	assert.Len(t, s.countButtons, 4, "the box holds 4 rock dice")
	test.Tap(s.countButtons[3])
	test.Tap(s.rollButton)
	assert.Len(t, shownDice(s), 4)
}

func TestRollUsesTheDieFromSettings(t *testing.T) {
	u, _ := newTestApp(t, 9)
	st := u.sess.Settings()
	st.Die = engine.Die{Faces: []int{2}}
	require.NoError(t, u.sess.SetSettings(st))
	test.Tap(u.tools().countButtons[3])
	test.Tap(u.tools().rollButton)
	assert.Equal(t, []int{2, 2, 2, 2}, shownDice(u.tools()))
	assert.Equal(t, "Total: 8 rocks", u.tools().total.Text)
}

func TestTeamNameFromTwoPickedWords(t *testing.T) {
	u, _ := newTestApp(t, 5)
	s := u.tools()
	assert.True(t, s.pickButton.Disabled(), "nothing to pick before rolling")

	test.Tap(s.nameRollButton)
	r := engine.NewRand(5)
	die := engine.DefaultDie()
	row1, row2 := tracker.TeamNameRowFor(die.Roll(r)), tracker.TeamNameRowFor(die.Roll(r))
	require.Len(t, s.firstWords.Objects, 3)
	require.Len(t, s.secondWords.Objects, 3)
	assert.True(t, s.copyButton.Disabled(), "no name to copy until both words are picked")

	first := tracker.TeamNameTable[row1].First[1]
	second := tracker.TeamNameTable[row2].Second[2]
	test.Tap(s.firstWords.Objects[1].(*widget.Button))
	assert.Empty(t, s.name.Text, "one word is not a name yet")
	test.Tap(s.secondWords.Objects[2].(*widget.Button))
	assert.Equal(t, first+" "+second, s.name.Text)
	assert.Equal(t, widget.HighImportance, s.firstWords.Objects[1].(*widget.Button).Importance, "the picked word is lit")

	test.Tap(s.copyButton)
	assert.Equal(t, first+" "+second, u.fyne.Clipboard().Content())
	assert.Equal(t, "Copied to the clipboard.", s.copied.Text)
}

func TestPickForMeChoosesFromTheRolledRows(t *testing.T) {
	u, _ := newTestApp(t, 11)
	s := u.tools()
	test.Tap(s.nameRollButton)
	test.Tap(s.pickButton)
	require.NotEmpty(t, s.first)
	require.NotEmpty(t, s.second)
	assert.Contains(t, tracker.TeamNameTable[s.firstRow].First, s.first)
	assert.Contains(t, tracker.TeamNameTable[s.secondRow].Second, s.second)
	assert.Equal(t, s.first+" "+s.second, s.name.Text)
	assert.False(t, s.copyButton.Disabled())
}

// TestTheShelfIsOneTapAway: the first screen of Tools names the games of
// the More games shelf, and one tap brings the shelf into sight.
func TestTheShelfIsOneTapAway(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.nav.selectTab(tabTools)
	s := u.tools()
	require.NotNil(t, s.moreGames)
	assert.Equal(t, "More games: board game, exercise, automa", s.moreGames.Label.Text)
	drv := fyne.CurrentApp().Driver()
	assert.Less(t, drv.AbsolutePositionForObject(s.moreGames.Box).Y, float32(100), "on the first screen, at the top")
	test.Tap(s.moreGames.Btn)
	assert.Greater(t, s.scroll.Offset.Y, float32(0), "the page scrolled down to the shelf")
	assert.Empty(t, uitest.LayoutProblems(w, uitest.PhoneSize))
}
