package exercise

import (
	"strings"
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/stretchr/testify/require"
)

// FuzzDecode feeds Decode any bytes: it either refuses them with an error
// of this package, or returns a game whose queries and actions work and
// that encodes to what decodes to the same game.
func FuzzDecode(f *testing.F) {
	g := started(f, true)
	f.Add(encode(f, g))
	require.NoError(f, g.Attack(0, 2, 9, 0))
	require.NoError(f, g.UpgradeAfterDefeat(7))
	data, err := g.Encode()
	require.NoError(f, err)
	f.Add(data)
	f.Add(data[:len(data)/2])
	fresh, err := New([2]string{"Ana", "Ben"}, false)
	require.NoError(f, err)
	data, err = fresh.Encode()
	require.NoError(f, err)
	f.Add(data)
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Decode(data)
		if err != nil {
			require.Nil(t, g)
			require.True(t, problem.From(err) == "exercise", err.Error())
			return
		}
		_ = g.Reminders()
		for s := range Slots {
			_, _ = g.CanAttack(s)
			_ = g.CanBeAttacked(0, s)
			_ = g.Resting(1, s)
		}
		_ = g.CanUpgrade()
		c := g.Clone()
		_ = c.EndTurn()
		_ = c.Attack(0, 0, 1, 0)
		again, err := g.Encode()
		require.NoError(t, err)
		back, err := Decode(again)
		require.NoError(t, err)
		require.Equal(t, g, back)
	})
}

// Saves that no game could reach are refused: a turn's play, attack or
// upgrade before the first turn, an upgrade without a defeat, and a dojo's
// "may attack at once" on an animal of the player whose turn it is not.
func TestDecodeRefusesTurnStateNoGameReaches(t *testing.T) {
	placing, err := New([2]string{"Ana", "Ben"}, false)
	require.NoError(t, err)
	require.NoError(t, placing.Throw(Rock, Scissors))
	under := started(t, false)
	for _, tc := range []struct {
		name     string
		g        *Game
		from, to string
	}{
		{"an attack before the first turn", placing, `"attacker":-1`, `"attacker":2`},
		{"a play before the first turn", placing, `"first":0`, `"first":0,"played":"swapped cards"`},
		{"an upgrade without a defeat", under, `"attacker":-1`, `"attacker":0,"upgraded":true`},
		{"the other player's animal ready", under, `"name":"Cat","level":1,"health":4`, `"name":"Cat","level":1,"health":4,"ready":true`},
	} {
		good := string(encode(t, tc.g))
		bad := strings.Replace(good, tc.from, tc.to, 1)
		require.NotEqual(t, good, bad, tc.name)
		_, err := Decode([]byte(bad))
		if err == nil {
			t.Errorf("%s: the save is read", tc.name)
		}
	}
}

// A damaged save is explained in plain words, with where the damage is,
// never in Go's or encoding/json's.
func TestDecodeExplainsDamageInPlainWords(t *testing.T) {
	for data, want := range map[string]string{
		`{"version":1,"players":[{"name":"Ana"},{"name":7}]}`:                    "the saved game is damaged: the value at players[1].name is a number where text belongs",
		`{"version":1,"players":[{"name":"Ana"},{"grid":[null,{"level":"2"}]}]}`: "the saved game is damaged: the value at players[1].grid[1].level is text where a number belongs",
		`{"version":1,"solo":true}`:                                              `the saved game is damaged: it has a part called "solo" that this kind of file does not have`,
		``:                                                                       "the saved game is not valid JSON: the file is empty",
		`{"version":1,"players":[`:                                               "the saved game is not valid JSON: the text stops in the middle; it may have been cut short",
		"{\n\"version\": 1\n\"turn\": 2}":                                        "the saved game is not valid JSON: the text is not valid JSON at line 3, column 1: an unexpected '\"' where ',' or '}' belongs",
	} {
		_, err := Decode([]byte(data))
		require.EqualError(t, err, want, data)
		for _, w := range []string{"json:", "Go ", "struct", "map[", "interface"} {
			require.NotContains(t, err.Error(), w)
		}
	}
}
