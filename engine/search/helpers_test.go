package search

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// The searches' tests play the battles of the rules' tests: the card lines
// and battles of ../testdata, and random battles drawn as engine's property
// tests draw them (engine/property_test.go).

// propertyCards are the custom cards of the random battles (see engine's
// property tests); perkCards those of the perk property tests.
var (
	propertyCards = readCards("property.cards")
	perkCards     = readCards("perk.cards")
)

// keyCards are foods with abilities, whose order on a pet matters (their
// Hurt abilities fire in the order they were played): the cards of
// engine's tests of the canonical key (engine/oddskey_test.go).
const keyCards = `card Charm: food 1 | Hurt: gain 1 power
card Ward: food 0 | Hurt: deal damage equal to this pet's power to the enemy pet
`

// readCards reads the card lines of engine's testdata/name.
func readCards(name string) string {
	src, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		panic(err)
	}
	return string(src)
}

func matchFile(t testing.TB, name string) *engine.Match {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "testdata", name+".battle"))
	require.NoError(t, err)
	return matchText(t, string(src))
}

func matchText(t testing.TB, src string) *engine.Match {
	t.Helper()
	b, err := engine.ParseBattle(src, nil)
	require.NoError(t, err)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	return m
}

// randomBattle writes a random legal battle: up to 8 cards a side.
func randomBattle(r *rand.Rand, pool []string) string {
	return testkit.BattleOf(r, propertyCards, pool, 8, true)
}

// randomMatch writes a random legal battle and readies it.
func randomMatch(t *testing.T, r *rand.Rand, pool []string) (string, *engine.Battle, *engine.Match) {
	t.Helper()
	src := randomBattle(r, pool)
	b, err := engine.ParseBattle(src, nil)
	require.NoError(t, err, src)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err, src)
	return src, b, m
}

// propertyPool is what random battles' decks are drawn from: the reference
// cards and propertyCards, but the Golden Retriever.
func propertyPool(t testing.TB) []string {
	book, err := engine.ParseCards(propertyCards)
	require.NoError(t, err)
	pool := append(engine.ReferenceBook().Names(), book.Names()...)
	out := pool[:0]
	for _, n := range pool {
		if n != engine.RetrieverName { // it comes from the supply, not a deck
			out = append(out, n)
		}
	}
	return out
}

// perkPool is what the perk battles' decks are drawn from: the reference
// cards but the Shark and the Golden Retriever and, three times as often,
// the perkCards (engine's perk property tests check that these gain no
// power but by foods).
func perkPool(t *testing.T) []string {
	t.Helper()
	book, err := engine.ParseCards(perkCards)
	require.NoError(t, err)
	var pool []string
	for _, n := range engine.ReferenceBook().Names() {
		if n != "Shark" && n != engine.RetrieverName {
			pool = append(pool, n)
		}
	}
	for _, c := range book.Cards() {
		pool = append(pool, c.Name, c.Name, c.Name)
	}
	return pool
}
