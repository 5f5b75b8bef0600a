package tracker

import (
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/rockdie"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetupValidate(t *testing.T) {
	ok := setupFor(2)
	require.NoError(t, ok.Validate())
	cases := map[string]func(s *Setup){
		"for 2, 4 or 6 players, not 3":                func(s *Setup) { s.Players = append(s.Players, PlayerSetup{Name: "Cy"}) },
		"player 2 has no name":                        func(s *Setup) { s.Players[1].Name = "  " },
		"starts or ends with spaces":                  func(s *Setup) { s.Players[1].Name = " Ben" },
		"players 1 and 2 are both called ANA":         func(s *Setup) { s.Players[1].Name = "ANA" },
		"longer than 30 characters":                   func(s *Setup) { s.Players[0].Name = "Abcdefghijklmnopqrstuvwxyzabcde" },
		"team name is longer than 40":                 func(s *Setup) { s.Players[0].Team = "The Super Auto Fuddy-Duddies of the Great North" },
		"fewer than 0 pets":                           func(s *Setup) { s.Players[0].Pets = -1 },
		"choose at least one pack":                    func(s *Setup) { s.Packs = nil },
		"the Classic Pack is listed twice":            func(s *Setup) { s.Packs = []Pack{Classic, Classic} },
		`"silver" is not a pack`:                      func(s *Setup) { s.Packs = []Pack{"silver"} },
		"chosen first player is number 3":             func(s *Setup) { s.Chosen = 2 },
		`"oldest" is not a way to pick the first pla`: func(s *Setup) { s.FirstPlayer = "oldest" },
	}
	for want, change := range cases {
		s := setupFor(2)
		change(&s)
		err := s.Validate()
		require.Error(t, err, want)
		assert.Contains(t, err.Error(), want)
		assert.Equal(t, "tracker", problem.From(err), "the set-up's refusal, in the player's words")
		_, err = New(s)
		assert.Error(t, err, "New refuses what Validate refuses")
	}
}

func TestPackWarning(t *testing.T) {
	assert.Empty(t, PackWarning(2, []Pack{Classic}))
	assert.Empty(t, PackWarning(4, []Pack{Classic, Magic}))
	assert.Empty(t, PackWarning(6, []Pack{Classic, Golden, Magic}))
	assert.Contains(t, PackWarning(4, []Pack{Classic}), "at least 2 packs for 4 players (1 chosen)")
	assert.Contains(t, PackWarning(6, []Pack{Classic, Golden}), "at least 3 packs for 6 players (2 chosen)")

	g := newTestGame(t, 4, Golden)
	assert.NotEmpty(t, g.PackWarning(), "the game still starts, with a warning")
	assert.Empty(t, newTestGame(t, 2, Golden).PackWarning())
}

func TestFirstPlayerMostPets(t *testing.T) {
	s := setupFor(2)
	s.FirstPlayer = ByPets
	s.Players[0].Pets, s.Players[1].Pets = 1, 3
	g, err := New(s, testOpts(1)...)
	require.NoError(t, err)
	assert.Equal(t, 1, g.TokenHolder())
	fc := g.FirstChoice()
	assert.Equal(t, ByPets, fc.Method)
	assert.Equal(t, 1, fc.Player)
	assert.Empty(t, fc.Tied)
	assert.Contains(t, g.History()[0].Text, "Ben is First Player (most pets in real life)")
	p, _ := g.ShopTurn()
	assert.Equal(t, 1, p, "the First Player shops first")
}

func TestFirstPlayerTieBrokenByDie(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		s := setupFor(4)
		s.FirstPlayer = ByPets
		s.Players[0].Pets, s.Players[1].Pets, s.Players[2].Pets, s.Players[3].Pets = 2, 0, 2, 2
		g, err := New(s, testOpts(seed)...)
		require.NoError(t, err)
		fc := g.FirstChoice()
		names := func(ps []int) []string {
			var out []string
			for _, p := range ps {
				out = append(out, g.Player(p).Name)
			}
			return out
		}
		assert.ElementsMatch(t, []string{"Ana", "Cy", "Dee"}, names(fc.Tied))
		require.NotEmpty(t, fc.RollOff)
		still := fc.Tied
		faces := rockdie.DefaultDie().Faces
		for _, ro := range fc.RollOff {
			require.Len(t, ro, len(still))
			high := -1
			for i, r := range ro {
				assert.Equal(t, still[i], r.Player, "only tied players roll again")
				assert.Contains(t, faces, r.Rocks)
				high = max(high, r.Rocks)
			}
			var next []int
			for _, r := range ro {
				if r.Rocks == high {
					next = append(next, r.Player)
				}
			}
			still = next
		}
		require.Len(t, still, 1, "the last roll-off has one highest roll")
		assert.Equal(t, still[0], fc.Player)
		assert.Equal(t, 0, fc.Player, "the winner of the roll-off is player A")
		assert.Equal(t, fc.Player, g.TokenHolder())
		assert.Contains(t, g.History()[0].Text, "die roll-off")
	}
}

func TestFirstPlayerRandomIsSeededAndRecorded(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		s := setupFor(6)
		s.FirstPlayer = AtRandom
		a, err := New(s, testOpts(seed)...)
		require.NoError(t, err)
		b, err := New(s, testOpts(seed)...)
		require.NoError(t, err)
		assert.Equal(t, view(a), view(b), "same seed, same pick")
		assert.Equal(t, 0, a.TokenHolder(), "the player picked is player A")
		seen[a.Player(0).Name] = true
		assert.Contains(t, a.History()[0].Text, "picked at random")
	}
	assert.Greater(t, len(seen), 3, "the pick is spread over the players")
}

func TestLetters(t *testing.T) {
	assert.Equal(t, "A", Letter(0))
	assert.Equal(t, "F", Letter(5))
	g := newTestGame(t, 4)
	assert.Equal(t, "C", g.Player(2).Letter)
	assert.Empty(t, newTestGame(t, 2).Player(0).Letter)
}

func TestPlayersHaveColours(t *testing.T) {
	s := setupFor(4)
	s.Players[1].Colour = "red"
	s.Players[3].Colour = "orange"
	g, err := New(s, testOpts(1)...)
	require.NoError(t, err)
	var got []string
	for _, p := range g.Players() {
		got = append(got, p.Colour)
	}
	assert.Equal(t, []string{"blue", "red", "green", "orange"}, got, "chosen colours kept, the others the first free ones")

	s.Players[2].Colour = "red"
	_, err = New(s, testOpts(1)...)
	assert.EqualError(t, err, "Ben and Cy both chose red; give each player a different colour")
	s.Players[2].Colour = "pink"
	_, err = New(s, testOpts(1)...)
	assert.EqualError(t, err, `Cy's colour "pink" is not one of red, blue, green, yellow, purple, orange`)
}
