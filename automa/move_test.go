package automa

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// tryMove is a move the table could try on r now, legal or not: most of
// the time what the turn under way asks for, otherwise any kind about any
// champion of the game.
func tryMove(rng *rand.Rand, r *Run) Move {
	champs := append(slices.Clone(r.Options.Champions), "Ana's Brute", "Ben's Witch")
	c := champs[rng.IntN(len(champs))]
	if r.Turn != nil && rng.IntN(3) > 0 {
		switch {
		case r.Turn.Current() >= len(r.Turn.Steps):
			return Move{Kind: MoveEndTurn}
		case !r.Turn.Steps[r.Turn.Current()].Shown:
			return Move{Kind: MoveReveal}
		}
		return Move{Kind: MoveResolve, Outcome: Outcome(1 + rng.IntN(2)), Champion: r.TeamOf(r.Turn.Team)[0]}
	}
	kinds := []MoveKind{MoveStartTurn, MoveStartTurn, MoveReveal, MoveAlkemi, MoveReact, MoveResolve, MoveHealDamage,
		MoveEndTurn, MoveStun, MoveLevel, MoveLife, MoveTrophies, MoveAddPlayer, MovePlayerLife}
	m := Move{Kind: kinds[rng.IntN(len(kinds))], Champion: c, Number: rng.IntN(MaxLife + 1), On: rng.IntN(2) == 0}
	switch m.Kind {
	case MoveReact:
		m.Champion, m.Names = "", []string{champs[rng.IntN(len(champs)-2)]}
	case MoveHealDamage:
		m.Target, m.Names = champs[rng.IntN(len(champs))], []string{champs[rng.IntN(len(champs))]}
	case MoveTrophies:
		m.Number = rng.IntN(TrophyGoal + 1)
	case MoveResolve:
		m.Outcome = Outcome(1 + rng.IntN(4))
	}
	return m.Draw(rng)
}

// randomRun plays a seeded game of up to n legal moves from a set-up,
// checking that every move refused on the way leaves the run as it was
// and says why in the players' words. It returns the moves taken, their
// seeds drawn.
func randomRun(t *testing.T, seed uint64, n int) []Move {
	rng := seeded(seed)
	o := Options{Champions: Random(3, rng), ExtraMove: rng.IntN(2) == 0}
	if rng.IntN(3) == 0 {
		o = Options{Champions: Random(4, rng), CoOp: true}
	}
	start := Move{Kind: MoveStart, Options: &o}.Draw(rng)
	r, err := (*Run)(nil).Apply(start)
	require.NoError(t, err)
	return testkit.Player[*Run, Move]{
		Try:     func(r *Run) Move { return tryMove(rng, r) },
		Refused: func(err error) { require.Equal(t, "automa", problem.From(err), "the players' words: %v", err) },
		Words:   func(m Move, _ *Run) string { return m.Words() },
	}.PlayOn(t, r, []Move{start}, n)
}

// Random legal games played again from their moves, shuffles and draws
// included (their seeds are part of the moves), directly and after every
// move went through JSON, make the same run.
func TestRandomMovesRunAgainToTheSameRun(t *testing.T) {
	length := testkit.Runs(200, 80)
	testkit.SameAfterJSON[*Run](t, 40, 4, DecodeMove, func(seed uint64) []Move { return randomRun(t, seed, length) })
}

// A move that shuffles or draws has no seed until Draw gives it one, and
// Apply refuses it without; the others are left as they are.
func TestChanceMovesCarryTheirSeed(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	_, err := r.Apply(Move{Kind: MoveStartTurn})
	require.EqualError(t, err, "the cards have not been shuffled for this move yet")
	m := Move{Kind: MoveStartTurn}.Draw(seeded(2))
	assert.NotZero(t, m.Seed)
	a, err := r.Apply(m)
	require.NoError(t, err)
	b, err := r.Apply(m)
	require.NoError(t, err)
	assert.Equal(t, encoded(t, a), encoded(t, b), "the same move makes the same run")
	assert.Zero(t, Move{Kind: MoveStun, Champion: "Deryn"}.Draw(seeded(2)).Seed)
}

// FuzzMove decodes a move from any bytes and applies it to a run under
// way: it never panics; a move refused says why and leaves the run as it
// was, and the run a move makes saves and reads back.
func FuzzMove(f *testing.F) {
	r, err := New(Options{Champions: solo}, seeded(3))
	require.NoError(f, err)
	require.NoError(f, r.AddPlayer("Ana's Brute"))
	require.NoError(f, r.StartTurn(seeded(4)))
	testkit.FuzzMove(f, r, DecodeMove, Decode,
		`{"kind":"react","names":["Deryn"],"seed":5}`, `{"kind":"life","champion":"Dugrun","number":21}`,
		`{"kind":"heal-damage","champion":"Deryn","target":"Ana's Brute","names":["Ana's Brute"]}`,
		`{"kind":"start","options":{"champions":["Deryn","Deryn","Deryn"]},"seed":3}`, `{"kind":"trophies","on":true,"number":-1}`,
		`{"kind":"resolve","outcome":9,"champion":"Nobody"}`, `{"kind":"reveal","champion":"Gold'arr","seed":1}`)
}

// A move read from JSON is one move of the automa and nothing else.
func TestDecodeMoveRefusesWhatIsNotAMove(t *testing.T) {
	testkit.DecodeMoveRefuses(t, DecodeMove, "automa", MaxMoveSize, `{"kind":"stun","champion":"Rottgut"}`)
	m, err := DecodeMove([]byte(`{"kind":"end-turn"}`))
	require.NoError(t, err)
	assert.Equal(t, Move{Kind: MoveEndTurn}, m)
}
