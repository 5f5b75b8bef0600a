package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The example of docs/notation.md §1, as testdata/notation-example.battle
// keeps it (with a comment on each line).
func TestParseBattleContractExample(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "notation-example.battle"))
	require.NoError(t, err)
	b, err := ParseBattle(string(src), nil)
	require.NoError(t, err)
	assert.Equal(t, PlayerA, b.First)
	assert.Equal(t, [2]string{"Andreas", "Matthias"}, b.Names)
	assert.Equal(t, [2][]string{{"Ant", "Fish"}, {"Otter"}}, b.Decks)
	assert.Equal(t, []int{0, 1, 1, 1}, b.Rocks)
	assert.Equal(t, DefaultDie(), b.Die)
	assert.Equal(t, [2]int{3, 0}, b.Trumpets)
	assert.Equal(t, [2]int{0, 2}, b.Mana)
	require.Len(t, b.Cards, 2)
	assert.Equal(t, "card Fish: pet 2", b.Cards[0].String())
	assert.Equal(t, "card Dolphin: pet 2 | Play: throw 3 rocks", b.Cards[1].String())
	back, err := ParseBattle(b.Format(), nil)
	require.NoError(t, err)
	assert.Equal(t, b, back)
}

func TestParseBattleLenient(t *testing.T) {
	src := "FIRST:  b\nNAME a: Ann Lee\na:  2 apples , Peacock,\nB: 2x Ant , dolphins\nRocks: 0/1/1, 2\nb Trumpets: 1\n"
	b, err := ParseBattle(src, nil)
	require.NoError(t, err)
	assert.Equal(t, PlayerB, b.First)
	assert.Equal(t, "Ann Lee", b.Names[PlayerA])
	assert.Equal(t, []string{"Apple", "Apple", "Peacock"}, b.Decks[PlayerA])
	assert.Equal(t, []string{"Ant", "Ant", "Dolphin"}, b.Decks[PlayerB])
	assert.Equal(t, []int{0, 1, 1, 2}, b.Rocks)
	assert.Equal(t, 1, b.Trumpets[PlayerB])
	back, err := ParseBattle(b.Format(), nil)
	require.NoError(t, err)
	assert.Equal(t, b, back)

	// A card line overrides the book, whatever the case of the name, and may
	// come after the deck that uses it.
	b, err = ParseBattle("A: fish\nB: Otter\ncard FISH: pet 5\n", nil)
	require.NoError(t, err)
	m, err := NewMatch(b, nil)
	require.NoError(t, err)
	id, ok := m.Table.ID("fish")
	require.True(t, ok)
	assert.Equal(t, 5, m.Table.Card(id).Power)
}

func TestParseBattleErrors(t *testing.T) {
	cases := []struct{ src, msg string }{
		{"A: Ant, Fsh\n", `line 1: column 9: unknown card "Fsh" (did you mean Fish?)`},
		{"# c\n\nA: Ant\nB: Otter\nfirst: C\n", "line 5: column 8: first player must be A or B"},
		{"A: Ant\nA: Fish\n", `line 2: column 1: "A" is already given on line 1`},
		{"A Ant\n", "line 1: column 1: expected a statement"},
		{"rocks: 0 1 x\n", `line 1: column 12: rock result "x" is not a number`},
		{"die: 0 1 1 3\nrocks: 2\n", "line 2: column 8: rock result 2 is not a face of the rock die (0 1 1 3)"},
		{"die: 0 a\n", "line 1: column 6: die face 2"},
		{"A trumpets: -1\n", `line 1: column 13: A trumpets must be a whole number from 0 to 999, found "-1"`},
		{"A mana: -1\n", `line 1: column 9: A mana must be a whole number from 0 to 999, found "-1"`},
		{"B mana: 1000\n", `line 1: column 9: B mana must be a whole number from 0 to 999, found "1000"`},
		{"A: card Otter: pet 2\nB: Otter\n", `line 1: column 4: "card Otter: pet 2" looks like a card line: write it on a line of its own, not on a deck line`},
		{"A: Otter\nB: Otter\nPlay: throw 1 rock\n", `line 3: column 1: "Play: throw 1 rock" is an ability: abilities go on a card line, after "|" (like "card Dolphin: pet 2 | Play: throw 3 rocks")`},
		{"card Wasp: pet 2 | Play: thro 1 rock\n", "line 1: column 26: unknown effect"},
		{"card Ant: pet 1\ncard ant: pet 2\n", "line 2: column 1: card ant is already defined on line 1"},
		{"A: Ant\ncard Yak: pet 2 | Faint: put 1 Banana on top of your deck\n", `line 2: column 32: card Yak: "put 1 Banana on top of your deck": unknown card "Banana"`},
		{"A: Ant\ncard Yak: pet 2 | Faint: put 1 Otterr on top of your deck\n", `line 2: column 32: card Yak: "put 1 Otterr on top of your deck": unknown card "Otterr" (did you mean Otter?)`},
		{"A: Yak\ncard Yak: pet 2 | Hurt: gain 1 Otter\n", "line 2: column 32: card Yak: \"gain 1 Otter\": Otter is a pet"},
		{"A: Ant\ncard Yak: pet 2 | Play: give 1 Ant to it\n", "line 2: column 32: card Yak: \"give 1 Ant to it\": Ant is a pet; a pet can only be given foods, perks and ailments"},
		{"A: Yak\ncard Bean: food 1\ncard Yak: pet 2 | Play: give 1 Bee to the enemy pet\n", `line 3: column 32: card Yak: "give 1 Bee to the enemy pet": Bee is a pet; a pet can only be given foods, perks and ailments (did you mean Bean?)`},
		{"A: Dog\ncard Dog: pet 2 | Play: gain 2 Applee | Faint: gain 1 Applee\n", `line 2: column 32: card Dog: "gain 2 Applee": unknown card "Applee" (did you mean Apple?)`},
		{"A: 31 Ant\n", "count 31 is not 1 to 30"},
		{"name A: " + strings.Repeat("x", 41) + "\n", "name is longer than 40"},
		{"A: Ant,, , Fish\nB: Otter\nblah: 1\n", `line 3: column 1: unknown statement "blah"`},
	}
	for _, c := range cases {
		_, err := ParseBattle(c.src, nil)
		require.Error(t, err, c.src)
		assert.Contains(t, err.Error(), c.msg, c.src)
		var pe *ParseError
		assert.ErrorAs(t, err, &pe, c.src)
	}
}

func TestBattleDefaults(t *testing.T) {
	b, err := ParseBattle("", nil)
	require.NoError(t, err)
	assert.Equal(t, PlayerA, b.First)
	assert.Nil(t, b.Rocks)
	assert.Equal(t, DefaultDie(), b.RockDie())
	assert.Equal(t, "A", b.Name(PlayerA))
	m, err := NewMatch(b, nil)
	require.NoError(t, err)
	res, err := m.Resolve(m.Dice(nil), nil)
	require.NoError(t, err)
	assert.Equal(t, Draw, res)
}
