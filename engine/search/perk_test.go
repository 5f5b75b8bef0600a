package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// perkCase is a golden battle of interpretation 18 and what every way of
// settling it must give: resolve's result, the exact odds (the same with
// both playing well: nobody has a choice that matters), and the top order
// of each player's deck by Best with its odds.
type perkCase struct {
	file       string
	result     engine.Result
	a, b, draw string    // Odds and PlayWell
	top        [2]string // Best's top order for A and for B, cards joined by ", "
	topChances [2]string // its odds, as Chances.String writes them
}

// Interpretation 18: a pet that loses power because a second perk replaces
// the first is marked fainted at once when its damage reaches its new
// power, however the perk arrives, and Resolve, Odds, PlayWell and Best
// agree, since they share the engine's step function. With the first perk's
// power kept (the bug this ruling fixed), note-18-perk-given ends in a draw
// and Best would put A's Gifter first; note-18-perk-gained would be B's win.
func TestPerkReplacementEverywhere(t *testing.T) {
	cases := []perkCase{
		// The Gifter (A) gives the Ox Garlic: it faints, KO'd by the Gifter.
		{"note-18-perk-given", engine.AWins, "1", "0", "0",
			[2]string{"Otter, Gifter", "Steak, Ox"},
			[2]string{"A 1.0000, B 0.0000, draw 0.0000", "A 1.0000, B 0.0000, draw 0.0000"}},
		// The Ox's own Hurt ability gains Garlic: it faints with the Otter.
		{"note-18-perk-gained", engine.Draw, "0", "0", "1",
			[2]string{"Otter", "Steak, Ox"},
			[2]string{"A 0.0000, B 0.0000, draw 1.0000", "A 0.0000, B 0.0000, draw 1.0000"}},
		// B's set-aside Keeper gives its own Brave Garlic: nobody's KO. A rock
		// of 0 leaves the Keeper to KO the Mosquito in the attack, and its 2
		// Trumpets then win for B (1/3); a rock of 1 or 2 and A wins.
		{"note-18-perk-owners-pet", engine.AWins, "2/3", "1/3", "0",
			[2]string{"Mosquito", "Steak, Brave, Keeper"},
			[2]string{"A 0.6667, B 0.3333, draw 0.0000", "A 0.0000, B 1.0000, draw 0.0000"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) { checkPerkCase(t, c) })
	}
}

// checkPerkCase settles c's battle every way and checks each against c
// (engine's TestPerkCasesStepByStep plays it step by step).
func checkPerkCase(t *testing.T, c perkCase) {
	m := matchFile(t, c.file)
	res, err := m.Resolve(m.Dice(nil), &engine.Log{})
	require.NoError(t, err)
	assert.Equal(t, c.result, res, "resolve")

	o, err := Odds(context.Background(), m, OddsOptions{Orders: true})
	require.NoError(t, err)
	requireChances(t, o.Chances, c.a, c.b, c.draw)
	assert.Empty(t, o.Orders, "no order of abilities matters")
	w, err := PlayWell(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	requireChances(t, w.Chances, c.a, c.b, c.draw)
	assert.Empty(t, w.Choices)

	for p := engine.PlayerA; p <= engine.PlayerB; p++ {
		got, err := Best(context.Background(), m.Battle, nil, p, 5, nil)
		require.NoError(t, err)
		require.NotEmpty(t, got)
		assert.Equal(t, c.top[p], joinDeck(got[0].Deck), "%s's best order", p)
		assert.Equal(t, c.topChances[p], got[0].Chances.String(), "%s's best order", p)
		for _, r := range got {
			b := *m.Battle
			b.Decks[p] = r.Deck
			want := oddsOf(t, b.Format())
			assert.Equal(t, want.Chances.String(), r.Chances.String(), "%s's order %v: Best and Odds", p, r.Deck)
		}
	}
}

// joinDeck writes a deck as a deck line does: "Otter, Gifter".
func joinDeck(deck []string) string {
	out := ""
	for i, c := range deck {
		if i > 0 {
			out += ", "
		}
		out += c
	}
	return out
}
