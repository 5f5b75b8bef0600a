package gameui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// tapCounter taps as a player would and counts every tap; typing is not
// counted.
type tapCounter struct {
	t *testing.T
	n int
}

// tap taps o, which must be on show.
func (c *tapCounter) tap(o fyne.Tappable, what string) {
	c.t.Helper()
	require.NotNil(c.t, o, "%s is on show", what)
	test.Tap(o)
	c.n++
}

// choose counts one tap on a choice (a radio button) that pick makes.
func (c *tapCounter) choose(pick func()) {
	pick()
	c.n++
}

// playWholeGame plays a game of the named players from the new-game form
// to game over, the first side of each battle winning, and returns the
// taps it took. With tracked shop turns every player passes with 5 pets.
func playWholeGame(t *testing.T, u *testApp, names ...string) int {
	t.Helper()
	c := &tapCounter{t: t}
	v := u.game().setup
	if len(names) != 2 {
		c.tap(v.countButtons[len(names)], "the player count")
	}
	for i, n := range names {
		test.Type(v.names[i], n)
	}
	c.choose(func() { v.firstMethod.SetSelected(firstRandom) })
	c.tap(v.start, "Start the game")
	p := u.game().play
	for round := 1; !u.sess.Game().Value().Game().Over(); round++ {
		if p.endShop != nil {
			c.tap(p.endShop, "Everyone has passed")
		}
		for u.sess.Game().Value().Game().Phase() == tracker.PhaseShop {
			c.tap(p.pass, "Pass")
			c.tap(p.confirm, "the pass's confirmation")
		}
		for i := range u.sess.Game().Value().Game().CurrentBattles() {
			c.tap(p.results[i][0], fmt.Sprintf("round %d battle %d's result", round, i))
		}
		c.tap(p.endRound, "the end of the round")
		require.Empty(t, u.game().lastError)
	}
	return c.n
}

func TestAWholeGameTakesFewTaps(t *testing.T) {
	for _, c := range []struct {
		names      []string
		most       int
		trackedMax int
	}{
		{[]string{"Ana", "Ben"}, 30, 60},
		{[]string{"Ana", "Ben", "Cy", "Di"}, 50, 100},
		{[]string{"Ana", "Ben", "Cy", "Di", "Eve", "Fay"}, 70, 150},
	} {
		t.Run(fmt.Sprintf("%d players", len(c.names)), func(t *testing.T) {
			u, _ := newTestApp(t, 1)
			quick := playWholeGame(t, u, c.names...)
			assert.LessOrEqual(t, quick, c.most)
			_, ok := u.sess.Game().Value().Game().Outcome()
			assert.True(t, ok, "the game is over with a winner")

			logged, _ := newTestApp(t, 1)
			trackShop(t, logged)
			tracked := playWholeGame(t, logged, c.names...)
			assert.LessOrEqual(t, tracked, c.trackedMax)
			assert.Less(t, quick, tracked)
			t.Logf("%d players: %d taps; %d with every shop turn logged (passing only)", len(c.names), quick, tracked)
		})
	}
}
