package tableau

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// randomMove is a move a table could try now, legal or not: most kinds
// aim at the player whose turn it is, with a space and a card at random.
func randomMove(rng *rand.Rand, g *Game) Move {
	kinds := []Kind{KindRefill, KindPlace, KindPlace, KindPlace, KindUpgrade, KindFood, KindSell, KindMerge,
		KindPass, KindWound, KindHeal, KindBoost, KindColumn, KindScore, KindScore, KindFinish}
	animals := []string{"Ant", "Fish", "Pig"}
	a := Action{Kind: kinds[rng.IntN(len(kinds))], Player: g.Turn(), Space: rng.IntN(Spaces)}
	if rng.IntN(4) == 0 {
		a.Player = rng.IntN(g.NumPlayers())
	}
	switch a.Kind {
	case KindRefill:
		a.Line = Line{Column: rng.IntN(2) == 0, Index: 1 + rng.IntN(MarketRows)}
	case KindPlace, KindUpgrade:
		a.Name = animals[rng.IntN(len(animals))]
		if a.Kind == KindPlace {
			a.Power = pw(1+rng.IntN(3), 3+rng.IntN(3), 5+rng.IntN(3))
		}
	case KindFood:
		a.Name, a.Keep = "Honey", rng.IntN(2) == 0
		if a.Keep {
			a.Amount = rng.IntN(3)
		}
	case KindMerge:
		a.Into = rng.IntN(Spaces)
	case KindBoost, KindColumn:
		a.Amount = 1 - 2*rng.IntN(2)
	}
	return Act(a)
}

// playRandom plays a seeded game of up to n legal moves from a start,
// checking on the way that every refused move leaves the game as it was
// and says why in the players' words. It returns the moves taken.
func playRandom(t *testing.T, seed uint64, n int) []Move {
	rng := rand.New(rand.NewPCG(seed, 7))
	names := []string{"Ana", "Ben", "Cy", "Di"}[:MinPlayers+rng.IntN(MaxPlayers-MinPlayers+1)]
	var su Setup
	for i, name := range names {
		su.Players = append(su.Players, SeatSetup{Name: name, Colour: Colours[i]})
	}
	start := Start(su, true).Draw(rng)
	require.False(t, start.DrawFirst, "the draw is made")
	g, err := (*Game)(nil).Apply(start)
	require.NoError(t, err)
	return testkit.Player[*Game, Move]{
		Try:     func(g *Game) Move { return randomMove(rng, g) },
		Refused: theGames(t),
		Words:   Move.Words,
		Over:    func(g *Game) bool { return g.Phase() == PhaseOver },
	}.PlayOn(t, g, []Move{start}, n)
}

// theGames checks that a refusal is the game's, in the players' words.
func theGames(t *testing.T) func(err error) {
	return func(err error) {
		var pe *problem.Error
		require.True(t, errors.As(err, &pe), "a refusal is the players' words: %v", err)
		require.Equal(t, "tableau", pe.From)
	}
}

// Random legal games played again from their moves, directly and after
// every move went through JSON, make the same game.
func TestRandomMovesReplayToTheSameGame(t *testing.T) {
	length := testkit.Runs(300, 120)
	testkit.SameAfterJSON[*Game](t, 40, 4, DecodeMove, func(seed uint64) []Move { return playRandom(t, seed, length) })
}

// A move's JSON names are the log's and stay as they are.
func TestMoveJSONNames(t *testing.T) {
	m := Start(Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "blue"}}, First: 1}, false)
	data, err := json.Marshal(m)
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"start","player":0,"space":0,"power":[0,0,0],"line":{"index":0},"setup":{"players":[{"name":"Ana","colour":"red"},{"name":"Ben","colour":"blue"}],"first":1}}`, string(data))
	data, err = json.Marshal(Act(Action{Kind: KindFood, Player: 1, Space: 2, Name: "Honey", Keep: true, Amount: 2}))
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"food","player":1,"space":2,"name":"Honey","power":[0,0,0],"keep":true,"line":{"index":0},"amount":2}`, string(data))
}

// Each kind of move the rules refuse says why, and changes nothing.
func TestRefusedMovesSayWhy(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{Start(Setup{Players: []SeatSetup{{"Ana", "red"}}}, false), "the game is for 2 to 4 players, not 1"},
		{Start(Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "blue"}}}, true), "the first player has not been drawn yet"},
		{Move{Action: Action{Kind: KindStart}}, "a new game needs its players"},
		{Move{Action: Action{Kind: KindPass, Player: 1}, Setup: &Setup{}}, `only a new game has a set-up, not "pass"`},
		{Act(Action{Kind: KindPlace, Player: 0, Space: 1, Name: "Fish", Power: pw(1, 2, 3)}), "it is Ben's turn in the market, not Ana's"},
		{Act(Action{Kind: KindScore}), "only a combat can be scored; it is the market of round 1"},
		{Act(Action{Kind: "fly"}), `there is no action called "fly"`},
	} {
		before := encoded(t, g)
		next, err := g.Apply(tc.m)
		require.Error(t, err, tc.m.Kind)
		assert.Contains(t, err.Error(), tc.want)
		assert.Nil(t, next)
		assert.Equal(t, "tableau", problem.From(err))
		assert.Equal(t, string(before), string(encoded(t, g)), "nothing changed")
	}
	_, err := (*Game)(nil).Apply(Act(Action{Kind: KindPass}))
	assert.EqualError(t, err, "no board game is running: start one first")
}

// A move read from JSON is one move of the game and nothing else.
func TestDecodeMoveRefusesWhatIsNotAMove(t *testing.T) {
	testkit.DecodeMoveRefuses(t, DecodeMove, "tableau", MaxMoveSize, `{"kind":"place","player":0,"space":1,"name":"Fish","power":[1,2,3]}`)
	m, err := DecodeMove([]byte(`{"kind":"start","drawFirst":true,"setup":{"players":[{"name":"Ana","colour":"red"},{"name":"Ben","colour":"blue"}]}}`))
	require.NoError(t, err)
	assert.Equal(t, KindStart, m.Kind)
	assert.True(t, m.DrawFirst)
}
