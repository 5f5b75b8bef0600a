package tableau

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// FuzzDecode feeds Decode any bytes: it never panics, and what it accepts
// encodes and decodes again to the same save, with every state legal.
func FuzzDecode(f *testing.F) {
	g, _ := New(Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "blue"}}})
	_ = g.Place(0, 0, "Ant", [MaxLevel]int{2, 4, 6})
	_ = g.Refill(1, Line{Column: true, Index: 2})
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

// FuzzMove decodes a move from any bytes and applies it to a game under
// way: it never panics; a move refused says why and leaves the game as it
// was, and the game a move makes saves and reads back.
func FuzzMove(f *testing.F) {
	g, err := New(Setup{Players: []SeatSetup{{"Ana", "red"}, {"Ben", "blue"}, {"Cy", "green"}}})
	require.NoError(f, err)
	require.NoError(f, g.Place(0, 0, "Ant", [MaxLevel]int{2, 4, 6}))
	require.NoError(f, g.Place(1, 0, "Ant", [MaxLevel]int{2, 4, 6}))
	require.NoError(f, g.Place(2, 2, "Pig", [MaxLevel]int{1, 2, 3}))
	require.NoError(f, g.Place(0, 4, "Ant", [MaxLevel]int{2, 4, 6}))
	testkit.FuzzMove(f, g, DecodeMove, Decode,
		`{"kind":"place","player":0,"space":1,"name":"Fish","power":[1,2,3]}`, `{"kind":"merge","player":0,"space":0,"into":4}`,
		`{"kind":"refill","player":0,"line":{"column":true,"index":3}}`, `{"kind":"column","space":9,"amount":-1}`, `{"kind":7}`,
		`{"kind":"start","setup":{"players":[{"name":"Ana","colour":"red"},{"name":"Ben","colour":"blue"}],"first":1}}`,
		`{"kind":"start","drawFirst":true,"setup":{"players":[]}}`)
}
