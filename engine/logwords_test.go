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

// The line of a choice of order says the player chooses and names each
// order briefly: by the ability that goes first when, every order compared,
// it alone decides the result (abilities that give the same result joined
// with "or"), else by one whole order for each result.
func TestChoiceWords(t *testing.T) {
	m := matchText(t, "card Glutton: pet 1\ncard Mole: pet 1\ncard Owl: pet 1\nA: Glutton, Mole, Owl\n")
	var abs []PendingAbility
	for _, n := range []string{"Glutton", "Mole", "Owl"} {
		id, ok := m.Table.ID(n)
		require.True(t, ok)
		abs = append(abs, PendingAbility{Player: PlayerA, Source: id, Pet: id, Trigger: TriggerFaint})
	}
	byFirst := func(o []int) Result { return []Result{Draw, AWins, Draw}[o[0]] }
	var all []orderOutcome
	for _, o := range append([][]int{{0, 1, 2}}, orders(3)...) {
		all = append(all, orderOutcome{o, byFirst(o)})
	}
	assert.Equal(t, "Glutton or Owl first gives a draw; Mole first gives A the win", choiceWords(m.Table, abs, all, true))
	assert.Equal(t, "Glutton, then Mole, then Owl gives a draw; Mole, then Glutton, then Owl gives A the win",
		choiceWords(m.Table, abs, all, false), "not every order compared")
	all[1].res = BWins // Glutton, Owl, Mole: the first ability no longer decides
	assert.Equal(t, "Glutton, then Mole, then Owl gives a draw; Glutton, then Owl, then Mole gives B the win; Mole, then Glutton, then Owl gives A the win",
		choiceWords(m.Table, abs, all, true))
}
