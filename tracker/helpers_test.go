package tracker

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/rockdie"
	"github.com/stretchr/testify/require"
)

var testNames = []string{"Ana", "Ben", "Cy", "Dee", "Eve", "Fay"}

// testClock returns a clock that starts at a fixed time and moves one minute
// each time it is read.
func testClock() func() time.Time {
	t := time.Date(2026, 1, 15, 19, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(time.Minute)
		return t
	}
}

func testOpts(seed uint64) []Option {
	return []Option{WithRand(rockdie.NewRand(seed)), WithClock(testClock())}
}

func setupFor(n int, packs ...Pack) Setup {
	if len(packs) == 0 {
		packs = []Pack{Classic, Golden, Magic}
	}
	s := Setup{Packs: packs, FirstPlayer: Chosen}
	for _, name := range testNames[:n] {
		s.Players = append(s.Players, PlayerSetup{Name: name})
	}
	return s
}

// newTestGame starts a game of n players where player 0 starts.
func newTestGame(t testing.TB, n int, packs ...Pack) *Game {
	t.Helper()
	g, err := New(setupFor(n, packs...), testOpts(1)...)
	require.NoError(t, err)
	return g
}

// passAll lets every player pass (with 5 pets) until the Shop Phase ends.
func passAll(t testing.TB, g *Game) {
	t.Helper()
	for g.Phase() == PhaseShop {
		p, ok := g.ShopTurn()
		require.True(t, ok)
		require.NoError(t, g.Pass(p, 5))
	}
}

// letter turns "A" into 0, "=" into Draw.
func letterIndex(s string) int {
	if s == "=" {
		return Draw
	}
	return int(s[0] - 'A')
}

// playRounds plays rounds with the given results: results[r]["A-B"] is the
// winner's letter or "="; a missing battle is a draw. Each round ends with
// EndRound.
func playRounds(t testing.TB, g *Game, results map[int]map[string]string) {
	t.Helper()
	for g.Phase() != PhaseOver {
		r := g.Round()
		passAll(t, g)
		for i, b := range g.CurrentBattles() {
			w, ok := results[r][b.Pair.String()]
			if !ok {
				w = "="
			}
			require.NoError(t, g.RecordResult(i, letterIndex(w)), "round %d battle %s", r, b.Pair)
		}
		require.Equal(t, PhaseTrophy, g.Phase())
		require.NoError(t, g.EndRound())
	}
}

// view renders everything the screens show, to compare games.
func view(g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d %s token %d status %q\n", g.Round(), g.Phase(), g.TokenHolder(), g.Status())
	if p, ok := g.ShopTurn(); ok {
		fmt.Fprintf(&b, "turn %d\n", p)
	}
	for _, p := range g.Players() {
		fmt.Fprintf(&b, "%+v\n", p)
	}
	for r := 1; r <= Rounds; r++ {
		for _, bt := range g.Battles(r) {
			fmt.Fprintf(&b, "r%d %+v\n", r, bt)
		}
	}
	fmt.Fprintf(&b, "%+v %+v\n", g.Standings(), g.FirstChoice())
	if o, ok := g.Outcome(); ok {
		fmt.Fprintf(&b, "%+v\n", o)
	}
	fmt.Fprintf(&b, "last %q\n", g.LastText())
	return b.String()
}

// refused checks that do fails with an error containing want and changes
// nothing in the game, its history or its save.
func refused(t testing.TB, g *Game, want string, do func() error) {
	t.Helper()
	before, err := g.Encode()
	require.NoError(t, err)
	v := view(g)
	err = do()
	require.Error(t, err)
	require.True(t, problem.From(err) == "tracker", err.Error())
	require.Contains(t, err.Error(), want)
	after, err := g.Encode()
	require.NoError(t, err)
	require.Equal(t, string(before), string(after), "a refused action changed the game")
	require.Equal(t, v, view(g))
}
