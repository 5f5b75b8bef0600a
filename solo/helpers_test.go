package solo

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// testCards is a card book with a tier and a hat for every shop card, so that
// shops of every tier and triples happen.
const testCards = `
card Apple: food 1 temporary
card Honey: perk tier 1 | Faint: put 1 Bee on top of your deck
card Bee: pet 1 temporary
card Ant: pet 1 tier 1 hat cap | Faint: put 1 Apple on top of your deck
card Mosquito: pet 1 tier 1 hat cap | Play: throw 1 rock
card Fish: pet 2 tier 1 hat bow
card Otter: pet 2 tier 1 hat bow
card Flamingo: pet 1 tier 2 hat cap | Faint: put 2 Apple on top of your deck
card Peacock: pet 2 tier 2 hat crown | Hurt: gain 1 Apple
card Dolphin: pet 2 tier 3 hat crown | Play: throw 3 rocks
card Dog: pet 2 tier 3 hat bow | Play: gain 2 Apple
card Badger: pet 3 tier 4 hat crown | Faint: set aside this pet until you play your next pet, then throw 2 rocks at it, then throw 2 rocks at the enemy pet
card Skunk: pet 3 tier 5 hat bow | Play: discard all Apple from the enemy pet
card Shark: pet 3 tier 6 hat crown | Play: gain 1 power for each of your fainted pets
card Whale: pet 5 tier 6 hat cap
card Cricket: pet 1 tier 1
`

func testBook(t testing.TB) *engine.Book {
	t.Helper()
	b, err := engine.ParseCards(testCards)
	require.NoError(t, err)
	return b
}

func mustCard(t testing.TB, line string) engine.Card {
	t.Helper()
	b, err := engine.ParseCards(line)
	require.NoError(t, err)
	return b.Cards()[0]
}
