package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPluralName(t *testing.T) {
	for one, many := range map[string]string{"Apple": "Apples", "Fox": "Foxes", "Bunny": "Bunnies", "Honey": "Honeys", "Peach": "Peaches", "Bass": "Basses"} {
		assert.Equal(t, many, pluralName(one))
	}
}

// The log counts cards in words ("2 Apples", "3 Spooked", grouped when a
// fainting pet carries several), tells a player's pets of the same name
// apart ("B's second Otter"), and says what a single die shows apart from
// the rocks it deals.
func TestLogWords(t *testing.T) {
	out := resolveText(t, "card Hexer: pet 3 | Play: give 3 Spooked to the enemy pet, then throw 1 rock\nA: Hexer\nB: Apple, Apple, Otter, Otter\nrocks: 2\n")
	for _, want := range []string{
		"B's first Otter eats Apple (power 3)",
		"B's first Otter gets 3 Spooked",
		"A's Hexer throws 1 rock at B's first Otter: the die shows 2: 2 rocks, one instance of damage",
		"B's first Otter faints: it goes to B's fainted pile with 2 Apples; 3 Spooked go back to the supply",
		"B's second Otter (power 2)",
	} {
		require.True(t, strings.Contains(out, want), "%q not in\n%s", want, out)
	}
}
