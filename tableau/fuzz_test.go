package tableau

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzDecode feeds Decode any bytes: it never panics, and what it accepts
// encodes and decodes again to the same save, with every state legal.
func FuzzDecode(f *testing.F) {
	g, _ := New(Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "blue"}}})
	_ = g.Place(0, 0, "Ant", [MaxLevel]int{2, 4, 6})
	_ = g.Refill(1, Line{Column: true, Index: 2})
	_ = g.Place(1, 2, "Fish", [MaxLevel]int{1, 2, 3})
	_ = g.Undo()
	data, _ := g.Encode()
	f.Add(data)
	f.Add([]byte(`{"version":2,"setup":{"players":[{"name":"A","colour":"red"},{"name":"B","colour":"blue"}],"draftRoom":true},"log":[{"kind":"place","player":0,"space":0,"name":"Ant","power":[2,4,6]},{"kind":"place","player":1,"space":0,"name":"Fish","power":[1,2,3]},{"kind":"food","player":0,"space":0,"name":"Honey","keep":true,"amount":2},{"kind":"pass","player":1},{"kind":"pass","player":0},{"kind":"boost","player":0,"space":0,"amount":-1},{"kind":"column","space":0,"amount":3}],"done":7}`))
	f.Add([]byte(`{"version":1,"setup":{"players":[{"name":"A","colour":"red"},{"name":"B","colour":"blue"}]},"log":[{"kind":"pass","player":0},{"kind":"pass","player":1},{"kind":"score"}],"done":3}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Decode(data)
		if err != nil {
			return
		}
		again, err := g.Encode()
		require.NoError(t, err)
		g2, err := Decode(again)
		require.NoError(t, err)
		again2, err := g2.Encode()
		require.NoError(t, err)
		require.Equal(t, string(again), string(again2))
		for p := range g.NumPlayers() {
			pl := g.Player(p)
			require.LessOrEqual(t, pl.Drafted, Draft)
			for _, st := range pl.Spaces {
				require.True(t, st.Level >= 0 && st.Level <= MaxLevel)
			}
		}
		require.True(t, g.Round() >= 1 && g.Round() <= Rounds)
	})
}
