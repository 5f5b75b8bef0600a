package exercise

import (
	"strings"
	"testing"

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
			require.True(t, strings.HasPrefix(err.Error(), "exercise: "), err.Error())
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
