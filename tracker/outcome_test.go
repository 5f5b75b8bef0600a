package tracker

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type outcomeCase struct {
	name    string
	players int
	results map[int]map[string]string
	winners []int
	text    string
	places  map[int]int // player -> place, where it matters
}

func TestTieBreaks(t *testing.T) {
	cases := []outcomeCase{
		{
			name: "2 players, most trophies", players: 2,
			results: map[int]map[string]string{1: {"A-B": "B"}, 2: {"A-B": "A"}, 3: {"A-B": "A"}, 6: {"A-B": "B"}},
			winners: []int{1}, text: "Ben wins with 3 trophies.",
		},
		{
			name: "2 players, tie: round 6 winner claimed most recently", players: 2,
			results: map[int]map[string]string{1: {"A-B": "A"}, 2: {"A-B": "A"}, 3: {"A-B": "A"}, 4: {"A-B": "B"}, 6: {"A-B": "B"}},
			winners: []int{1},
			text:    "Ana and Ben are tied on 3 trophies; Ben claimed a trophy most recently (round 6), so Ben wins.",
			places:  map[int]int{1: 1, 0: 2},
		},
		{
			name: "2 players, tie decided by round 5 after a round 6 draw", players: 2,
			results: map[int]map[string]string{1: {"A-B": "A"}, 2: {"A-B": "B"}, 3: {"A-B": "B"}, 5: {"A-B": "A"}},
			winners: []int{0},
			text:    "Ana and Ben are tied on 2 trophies; Ana claimed a trophy most recently (round 5), so Ana wins.",
		},
		{
			name: "2 players, every battle a draw", players: 2,
			results: nil,
			winners: []int{0, 1},
			text:    "Ana and Ben are tied on 0 trophies and neither claimed a trophy, so they share the victory.",
			places:  map[int]int{0: 1, 1: 1},
		},
		{
			name: "4 players, three tied, narrowed by round 6 then round 5", players: 4,
			results: map[int]map[string]string{
				1: {"A-B": "A", "C-D": "C"},
				2: {"A-C": "A", "B-D": "B"},
				3: {"A-D": "D", "B-C": "B"},
				4: {"A-B": "B", "C-D": "D"},
				5: {"A-C": "C", "B-D": "B"},
				6: {"A-D": "A", "B-C": "C"},
			},
			winners: []int{2},
			text:    "Ana, Ben and Cy are tied on 4 trophies; of them, only Ana and Cy won round 6 and only Cy won round 5, so Cy wins.",
			places:  map[int]int{2: 1, 0: 2, 1: 3, 3: 4},
		},
		{
			name: "4 players, only one tied player won round 6", players: 4,
			results: map[int]map[string]string{
				1: {"A-B": "A"},
				2: {"A-C": "A", "B-D": "B"},
				3: {"A-D": "A"},
				4: {"A-B": "A"},
				5: {"B-D": "B"},
				6: {"A-D": "D", "B-C": "B"},
			},
			winners: []int{1},
			text:    "Ana and Ben are tied on 4 trophies; only Ben won round 6, so Ben wins.",
		},
		{
			name: "4 players, identical records share", players: 4,
			results: map[int]map[string]string{
				2: {"A-C": "A", "B-D": "B"},
				3: {"A-D": "A", "B-C": "B"},
				5: {"A-C": "A", "B-D": "B"},
				6: {"A-D": "A", "B-C": "B"},
			},
			winners: []int{0, 1},
			text:    "Ana and Ben are tied on 5 trophies with exactly the same record, so they share the victory.",
			places:  map[int]int{0: 1, 1: 1, 2: 3, 3: 3},
		},
		{
			name: "6 players, tie decided by round 5", players: 6,
			results: map[int]map[string]string{
				1: {"A-B": "A", "C-D": "C"},
				2: {"A-C": "C"},
				5: {"A-F": "A"},
			},
			winners: []int{0},
			text:    "Ana and Cy are tied on 2 trophies; only Ana won round 5, so Ana wins.",
		},
		{
			name: "6 players, identical records share", players: 6,
			results: map[int]map[string]string{1: {"A-B": "A", "C-D": "C", "E-F": "E"}},
			winners: []int{0, 2, 4},
			text:    "Ana, Cy and Eve are tied on 1 trophy with exactly the same record, so they share the victory.",
		},
		{
			name: "6 players, narrowed to two who share", players: 6,
			results: map[int]map[string]string{
				1: {"E-F": "F"},
				5: {"A-F": "A", "B-C": "C"},
				6: {"A-B": "A", "C-D": "C", "E-F": "F"},
			},
			winners: []int{0, 2},
			text:    "Ana, Cy and Fay are tied on 3 trophies; of them, only Ana and Cy won round 5, and Ana and Cy have exactly the same record, so they share the victory.",
			places:  map[int]int{0: 1, 2: 1, 5: 3},
		},
		{
			name: "6 players, clear winner", players: 6,
			results: map[int]map[string]string{6: {"A-B": "B"}},
			winners: []int{1}, text: "Ben wins with 2 trophies.",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newTestGame(t, c.players)
			playRounds(t, g, c.results)
			o, ok := g.Outcome()
			require.True(t, ok)
			assert.Equal(t, c.winners, o.Winners)
			assert.Equal(t, c.text, o.Explanation)
			st := g.Standings()
			assert.Len(t, st, c.players)
			for _, s := range st {
				if want, ok := c.places[s.Player]; ok {
					assert.Equal(t, want, s.Place, "place of %s", testNames[s.Player])
				}
			}
			for _, w := range c.winners {
				assert.Equal(t, o.Trophies, g.Player(w).Trophies)
			}
			assert.Contains(t, g.History()[len(g.History())-1].Text, "Game over: "+c.text)
		})
	}
}

func TestTieBreakRuleSentences(t *testing.T) {
	assert.Equal(t, "If the players are tied on trophies, whoever claimed a trophy most recently wins.", TieBreakRule(2))
	assert.Contains(t, TieBreakRule(4), "alone won round 6 wins; if still tied, look to round 5")
	assert.Equal(t, TieBreakRule(6), newTestGame(t, 6).TieBreakRule())
}
