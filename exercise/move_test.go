package exercise

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// opening is the moves of a game up to its first turn: a start, rock,
// paper, scissors (ties too) and six animals each, in random places.
func opening(rng *rand.Rand) []Move {
	out := []Move{{Kind: MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: rng.IntN(2) == 0}}
	for {
		a, b := Hand(1+rng.IntN(3)), Hand(1+rng.IntN(3))
		out = append(out, Move{Kind: MoveThrow, Hands: [2]Hand{a, b}})
		if a != b {
			break
		}
	}
	names := [2][]string{{"Lion", "Bear", "Frog", "Owl", "Fox", "Deer"}, {"Cat", "Dog", "Hen", "Pig", "Cow", "Yak"}}
	for p := range 2 {
		for i, slot := range rng.Perm(Slots)[:StartCount] {
			out = append(out, Move{Kind: MovePlace, Player: p, Slot: slot, Name: names[p][i], Health: 1 + rng.IntN(6)})
		}
	}
	return append(out, Move{Kind: MoveBegin})
}

// anyMove is a move a player could try during the game, legal or not.
func anyMove(rng *rand.Rand, g *Game) Move {
	kinds := []MoveKind{MoveAttack, MoveAttack, MoveAttack, MoveUpgrade, MoveChangeHealth, MoveDestroy,
		MoveEndTurn, MoveEndTurn, MovePlayHealth, MovePlayItem, MovePlayDojo, MoveAddAnimal, MoveSwap, MoveByCard}
	m := Move{Kind: kinds[rng.IntN(len(kinds))], Player: rng.IntN(2), Slot: rng.IntN(Slots), Target: rng.IntN(Slots),
		Health: 1 + rng.IntN(6), Stay: rng.IntN(2) == 0}
	switch m.Kind {
	case MoveAttack:
		m.Damage = 1 + rng.IntN(5)
		if g.StrongWeak() {
			m.Bonus = rng.IntN(3) - 1
		}
	case MoveChangeHealth:
		m.Delta = rng.IntN(5) - 2
	case MoveDestroy:
		m.Card = CardKind(rng.IntN(2))
	case MovePlayHealth, MovePlayItem:
		m.Name = []string{"Banana", "Net", "Rope"}[rng.IntN(3)]
	case MoveAddAnimal:
		m.Name = []string{"Ant", "Elk", "Emu"}[rng.IntN(3)]
	case MoveByCard:
		m.Play = PlayKind(1 + rng.IntN(4))
		m.Name = "Apple"
	}
	return m
}

// randomGame plays a seeded game: its opening, then up to n legal moves,
// checking that every move refused on the way leaves the game as it was
// and says why in the players' words. It returns the moves taken.
func randomGame(t *testing.T, seed uint64, n int) []Move {
	rng := rand.New(rand.NewPCG(seed, 3))
	moves := opening(rng)
	var g *Game
	for _, m := range moves {
		next, err := g.Apply(m)
		require.NoError(t, err, m.Kind)
		g = next
	}
	return testkit.Player[*Game, Move]{
		Try:     func(g *Game) Move { return anyMove(rng, g) },
		Refused: func(err error) { require.Equal(t, "exercise", problem.From(err), "the players' words: %v", err) },
		Words:   Move.Words,
		Over:    func(g *Game) bool { return g.Phase() == Over },
	}.PlayOn(t, g, moves, n)
}

// Random legal games played again from their moves, directly and after
// every move went through JSON, make the same game.
func TestRandomMovesPlayBackToTheSameGame(t *testing.T) {
	length := testkit.Runs(200, 80)
	testkit.SameAfterJSON[*Game](t, 40, 4, DecodeMove, func(seed uint64) []Move { return randomGame(t, seed, length) })
}

// A move is kept under stable JSON names, with only the fields it uses.
func TestMoveJSONNames(t *testing.T) {
	data, err := json.Marshal(Move{Kind: MoveAttack, Slot: 1, Target: 4, Damage: 3, Bonus: -1})
	require.NoError(t, err)
	require.JSONEq(t, `{"kind":"attack","slot":1,"target":4,"damage":3,"bonus":-1}`, string(data))
	data, err = json.Marshal(Move{Kind: MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: true})
	require.NoError(t, err)
	require.JSONEq(t, `{"kind":"start","names":["Ana","Ben"],"strongWeak":true}`, string(data))
}

// FuzzMove decodes a move from any bytes and applies it to a game under
// way: it never panics; a move refused says why and leaves the game as it
// was, and the game a move makes saves and reads back.
func FuzzMove(f *testing.F) {
	testkit.FuzzMove(f, started(f, true), DecodeMove, Decode,
		`{"kind":"attack","slot":0,"target":1,"damage":3}`, `{"kind":"by-card","player":1,"play":2,"name":"Net","stay":true}`,
		`{"kind":"change-health","player":1,"slot":8,"delta":-99}`, `{"kind":"start","names":["Ana",""]}`,
		`{"kind":"throw","hands":[4,0]}`, `{"kind":"destroy","card":7}`, `{"kind":"play-dojo","slot":-1,"health":100}`)
}

// A move read from JSON is one move of the game and nothing else.
func TestDecodeMoveRefusesWhatIsNotAMove(t *testing.T) {
	testkit.DecodeMoveRefuses(t, DecodeMove, "exercise", MaxMoveSize, `{"kind":"attack","slot":1,"target":4,"damage":2}`)
	m, err := DecodeMove([]byte(`{"kind":"start","names":["Ana","Ben"],"strongWeak":true}`))
	require.NoError(t, err)
	assert.Equal(t, Move{Kind: MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: true}, m)
}
