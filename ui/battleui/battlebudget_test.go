package battleui

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// A battle with too many rolls to work out within the budget says so in
// players' words, shows how far it got while working, and leaves the
// screen ready for another try.
func TestOddsTooBigForTheBudget(t *testing.T) {
	saved := search.DefaultBudget
	search.DefaultBudget = search.Budget{MaxTime: time.Second, MaxBytes: saved.MaxBytes}
	t.Cleanup(func() { search.DefaultBudget = saved })
	u, _ := newTestApp(t, 1)
	s := u.battle()
	s.Paste("card Hedgehog: pet 9 | Play: throw 2 rocks | Hurt: throw 1 rock at the enemy pet\n" +
		"die: 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9\nname A: Ana\nname B: Ben\nA: 30 Hedgehog\nB: 30 Hedgehog\n")
	s.diceMode.SetSelected(DiceOdds)
	// What the screen shows while it works is read where it is drawn (the
	// hook runs inside the draw): Fyne's test driver draws on the working
	// goroutine, so the test must not read the widgets meanwhile.
	type shown struct {
		text string
		busy bool
	}
	progress := make(chan shown, 64)
	s.odds.onProgress = func(text string) {
		select {
		case progress <- shown{text, s.busy.Visible()}:
		default:
		}
	}
	uitest.Launch(t, &s.odds.work, uitest.InBackground) // the moment in between is looked at
	test.Tap(s.settle)
	s.wait()
	// How many reports come before the second is up is a matter of the
	// machine's speed (the first comes after a few thousand positions): each
	// that came says so while the busy bar shows.
	for len(progress) > 0 {
		got := <-progress
		assert.Regexp(t, `^Working out every roll: \d s of at most 1 s$`, got.text)
		assert.True(t, got.busy, "the busy bar and Stop while it works")
	}
	assert.False(t, s.odds.content.Visible())
	assert.Equal(t, "These decks have too many possible rolls to work out here: it takes longer than 1 second. Choose \"Roll for me\" to play one battle instead.", s.problem.Text)
	assert.False(t, s.busy.Visible())
	assert.False(t, s.settle.Disabled())
}

// A battle that never ends on some rolls gives the other odds and says on
// how many rolls it never ends.
func TestOddsSayWhenABattleNeverEnds(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	s.Paste("card Mirror: pet 3 | Hit: deal 0 damage to the enemy pet\ncard Sniper: pet 1 | Play: throw 1 rock at the enemy pet\n" +
		"card Echo: pet 5 | Hit: deal 0 damage to the enemy pet\ndie: 0 3\nname A: Ana\nname B: Ben\nA: Mirror\nB: Sniper, Echo\n")
	s.diceMode.SetSelected(DiceOdds)
	uitest.Launch(t, &s.odds.work, uitest.InBackground) // as the app works them out
	test.Tap(s.settle)
	s.wait()
	require.True(t, s.odds.content.Visible(), s.problem.Text)
	// Ben wins when the Sniper's rock hits (the app's die decides how
	// often); nobody wins otherwise.
	assert.Equal(t, "0.00%", s.odds.labels[0].Text, "Ana never wins")
	assert.Equal(t, "0.00%", s.odds.labels[2].Text, "no draw")
	var ben, never float64
	_, err := fmt.Sscanf(s.odds.labels[1].Text, "%f%%", &ben)
	require.NoError(t, err)
	_, err = fmt.Sscanf(s.odds.notes.Text, "On %f%% of the rolls the battle never ends: the cards keep setting each other off, so it is stopped.", &never)
	require.NoError(t, err, s.odds.notes.Text)
	assert.InDelta(t, 100, ben+never, 0.011)
	assert.Positive(t, never)
}

// The board counts Trumpets and Mana in words: "2 Trumpets", "1 Mana".
func TestBoardCountsResourcesInWords(t *testing.T) {
	text := shownText(board.DrawSide(board.Side{Name: "Ana", Trumpets: 2, Mana: 1}))
	assert.Contains(t, text, "2 Trumpets\n")
	assert.Contains(t, text, "1 Mana\n")
	assert.Contains(t, shownText(board.DrawSide(board.Side{Name: "Ana", Trumpets: 1})), "1 Trumpet\n")
	assert.NotContains(t, shownText(board.DrawSide(board.Side{Name: "Ana"})), "Trumpet")
}

// The odds if both play well that run out of the budget while a player's
// order of many simultaneous abilities is being chosen are left out, and
// the screen says that not every order was tried (issue 46).
func TestOddsSayNotEveryOrderWasTried(t *testing.T) {
	src, err := os.ReadFile("../../engine/testdata/six-play-abilities.battle")
	require.NoError(t, err)
	b, err := engine.ParseBattle(string(src), nil)
	require.NoError(t, err)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	f, err := findOdds(context.Background(), m, search.Budget{MaxBytes: 2 << 10})
	require.NoError(t, err)
	assert.Nil(t, f.well, "no odds shown as those of good play")
	require.NotEmpty(t, f.skipped)
	assert.Equal(t, "The odds if both play well were not worked out: it needs more memory than this device allows (2 KB), and not every order was tried.", f.skipped[len(f.skipped)-1])
}
