package solo

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

func TestParseOpponent(t *testing.T) {
	for _, o := range Opponents {
		got, err := ParseOpponent(" " + o.Name() + " ")
		require.NoError(t, err)
		assert.Equal(t, o, got)
	}
	d, ok := AgainstHard.Automa()
	assert.True(t, ok)
	assert.Equal(t, Hard, d)
	_, ok = AgainstBaseline.Automa()
	assert.False(t, ok, "the baseline player is not the automa")
	assert.Equal(t, "the app's player on Normal", AgainstNormal.Describe())
	assert.Equal(t, "a random legal player", AgainstRandom.Describe())

	o, err := ParseOpponent("brutal")
	assert.EqualError(t, err, `"brutal" is not an opponent; use random, baseline, easy, normal or hard`)
	assert.Equal(t, AgainstRandom, o)
}

// The baseline player buys the strongest pet of the shop, keeps 5 pets, and
// never triples, buys a perk or buys unseen.
func TestBaselineMove(t *testing.T) {
	book := testBook(t)
	s := Situation{Round: 2, Gold: 3, Hand: []string{"Ant", "Mosquito"}, Display: []string{"Honey", "Fish", "Flamingo", "Otter"}}
	m := baselineMove(book, s)
	assert.Equal(t, BuyPet, m.Action)
	assert.Equal(t, []string{"Flamingo"}, m.Cards, "the Flamingo is tier 2, the others tier 1")
	assert.Equal(t, 2, m.Slot)

	s.Hand = []string{"Ant", "Mosquito", "Flamingo"}
	assert.Equal(t, BuyPet, baselineMove(book, s).Action, "3 pets with the cap hat: it buys rather than triples")

	s.Display = []string{"Honey", "", "", ""}
	assert.Equal(t, Pass, baselineMove(book, s).Action, "no perk and no unseen card, though it has gold and room")

	five := []string{"Dog", "Dolphin", "Peacock", "Flamingo", "Fish"}
	s = Situation{Round: 2, Gold: 2, Hand: five, Display: []string{"Otter", "Cricket", "", ""}}
	assert.Equal(t, Pass, baselineMove(book, s).Action, "holding 5 pets, it buys nothing weaker than its weakest")

	s.Display = []string{"Otter", "Badger", "", ""}
	m = baselineMove(book, s)
	require.Equal(t, BuyPet, m.Action)
	assert.Equal(t, []string{"Badger"}, m.Cards)

	s.Hand, s.Gold = append(five, "Badger"), 0
	m = baselineMove(book, s)
	assert.Equal(t, Sell, m.Action)
	assert.Equal(t, []string{"Fish"}, m.Cards, "the weakest goes: tier 1")
}

func TestBaselineDeck(t *testing.T) {
	book := testBook(t)
	assert.Equal(t, []string{"Apple", "Dog", "Flamingo", "Fish", "Ant"},
		baselineDeck(book, []string{"Ant", "Fish", "Apple", "Dog", "Flamingo"}),
		"the Apple on top, eaten by the strongest pet, which fights first")
}

// Against the automa itself both seats play by the list, and on Hard the
// opponent gets its extra gold too.
func TestPlayGameAgainstTheAutoma(t *testing.T) {
	g, err := PlayGame(context.Background(), testBook(t), Easy, AgainstHard, 3)
	require.NoError(t, err)
	assert.Equal(t, "Hard", g.Game.Player(1).Name)
	assert.Equal(t, 4, g.Game.Player(1).StartGold, "Hard: 4 gold each round")
	assert.Equal(t, 3, g.Game.Player(0).StartGold, "Easy: 3 gold each round")
}

// TestLevelsAreReal plays 200 games of each pair of levels (the long tier):
// Hard beats Easy in at least 60 % and Normal beats Easy in more than half,
// Hard beats Normal, and Easy beats the baseline player more often than not.
func TestLevelsAreReal(t *testing.T) {
	if testing.Short() {
		t.Skip("200 games a pair: the long tier")
	}
	book := engine.ReferenceBook()
	wins := func(d Difficulty, o Opponent) int {
		res, err := Simulate(context.Background(), SimOptions{Games: 200, Difficulty: d, Against: o, Seed: 1, Book: book})
		require.NoError(t, err)
		t.Logf("%s against %s: %s", d, o, res)
		return res.Wins
	}
	assert.GreaterOrEqual(t, wins(Hard, AgainstEasy), 120, "Hard beats Easy in at least 60 %")
	assert.Greater(t, wins(Normal, AgainstEasy), 100, "Normal beats Easy in more than half")
	assert.Greater(t, wins(Hard, AgainstNormal), 100, "Hard beats Normal in more than half")
	assert.Greater(t, wins(Easy, AgainstBaseline), 100, "Easy beats the baseline player in more than half")
}

// The baseline player is stronger than a random one: it wins most of 20
// games against it.
func TestBaselineBeatsRandom(t *testing.T) {
	wins := 0
	for seed := range uint64(20) {
		g, err := playSeats(context.Background(), engine.ReferenceBook(), [2]Opponent{AgainstBaseline, AgainstRandom}, seed)
		require.NoError(t, err)
		assert.Equal(t, "Baseline", g.Game.Player(0).Name)
		if len(g.Winners) == 1 && g.Winners[0] == 0 {
			wins++
		}
	}
	assert.GreaterOrEqual(t, wins, 15, "the baseline player beats a random one")
}
