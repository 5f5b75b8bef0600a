package tracker

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata from the current output")

// The rulebook's words these tests hold the tracker to.
const (
	ruleMostPets     = `"Give the first player token to the player with the most pets in real life."`
	ruleLetters      = `"Assign each player a letter. Give 1 of the extra shop tiles to player A. This tile will be used as a first shopper token."`
	ruleShopTurns    = `"During the Shop Phase, players take turns in alphabetical order, starting with the First Shopper."`
	ruleTokenPassing = `"Pass the first shopper token to the next player in alphabetical order at the end of each round."`
)

// seatedSetup is a set-up of the first n test names, in seating order,
// whose player at seat pick starts by method: for ByPets that player has
// the most pets.
func seatedSetup(n int, method FirstPlayerMethod, pick int) Setup {
	s := setupFor(n, Classic, Golden, Magic)
	s.FirstPlayer = method
	switch method {
	case Chosen:
		s.Chosen = pick
	case ByPets:
		for i := range s.Players {
			s.Players[i].Pets = 1
		}
		s.Players[pick].Pets = 3
	}
	return s
}

// The game of the report: Ana, Ben, Cy and Dee, and Cy has the most pets.
// Cy is player A and takes the first shopper token, not Cy as player C.
func TestMostPetsMakesPlayerAInFourPlayers(t *testing.T) {
	g, err := New(seatedSetup(4, ByPets, 2), testOpts(1)...)
	require.NoError(t, err)
	var letters []string
	for _, p := range g.Players() {
		letters = append(letters, p.Letter+" "+p.Name)
	}
	assert.Equal(t, []string{"A Cy", "B Dee", "C Ana", "D Ben"}, letters, "the letters go on round the table from A")
	assert.Equal(t, 0, g.TokenHolder(), ruleLetters)
	turn, _ := g.ShopTurn()
	assert.Equal(t, "Cy", g.Player(turn).Name, ruleShopTurns)
	assert.Equal(t, []Pair{{0, 1}, {2, 3}}, g.Pairs(), "round 1: A-B is Cy vs Dee, C-D is Ana vs Ben")
	assert.Contains(t, g.History()[0].Text, "A Cy, B Dee, C Ana, D Ben;")
	assert.Contains(t, g.History()[0].Text, "Cy is player A and first shopper (most pets in real life)")
}

// Whatever way the table picks, the player picked is player A and shops
// first in round 1.
func TestThePlayerPickedIsPlayerAWithFourOrSix(t *testing.T) {
	for _, n := range []int{4, 6} {
		for _, method := range []FirstPlayerMethod{Chosen, ByPets, AtRandom} {
			for pick := range n {
				g, err := New(seatedSetup(n, method, pick), testOpts(uint64(pick))...)
				require.NoError(t, err)
				a := g.Player(0)
				assert.Equal(t, "A", a.Letter)
				assert.True(t, a.HasToken, "%d players, %s: %s", n, method, ruleLetters)
				assert.True(t, a.ToAct, ruleShopTurns)
				if method != AtRandom {
					assert.Equal(t, testNames[pick], a.Name, "%d players, %s", n, method)
				}
				for i := range n { // the seating order goes on from A
					seat := (indexOf(testNames, a.Name) + i) % n
					assert.Equal(t, testNames[seat], g.Player(i).Name)
					assert.Equal(t, Letter(i), SeatLetter(seat, indexOf(testNames, a.Name), n))
				}
			}
		}
	}
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// With 2 players there are no letters: the player picked holds the First
// Player token, and the seats stay as entered.
func TestMostPetsGivesTheFirstPlayerTokenWithTwo(t *testing.T) {
	for _, method := range []FirstPlayerMethod{Chosen, ByPets} {
		g, err := New(seatedSetup(2, method, 1), testOpts(1)...)
		require.NoError(t, err)
		assert.Equal(t, 1, g.TokenHolder(), "%s: %s", method, ruleMostPets)
		assert.Equal(t, "Ben", g.Player(1).Name, "the seats stay as entered")
		assert.Empty(t, g.Player(1).Letter)
		assert.Equal(t, "First Player token", g.TokenName())
	}
}

func TestSetupSeatOfA(t *testing.T) {
	seat, ok := seatedSetup(4, Chosen, 3).SeatOfA()
	assert.True(t, ok)
	assert.Equal(t, 3, seat)
	seat, ok = seatedSetup(6, ByPets, 2).SeatOfA()
	assert.True(t, ok)
	assert.Equal(t, 2, seat)
	tied := seatedSetup(4, ByPets, 2)
	tied.Players[0].Pets = 3
	_, ok = tied.SeatOfA()
	assert.False(t, ok, "a tie is settled by the die when the game starts")
	_, ok = seatedSetup(4, AtRandom, 0).SeatOfA()
	assert.False(t, ok, "drawn when the game starts")
	_, ok = seatedSetup(2, Chosen, 1).SeatOfA()
	assert.False(t, ok, "2 players have no letters")
	assert.Equal(t, "C", SeatLetter(0, 2, 4))
	assert.Equal(t, "?", SeatLetter(4, 0, 4))
}

// TestFirstShopperGolden plays the rounds of set-ups of 2, 4 and 6 players
// and of saves of format 1, and compares who shops first and who battles
// whom with testdata/first-shopper.golden. go test ./tracker -update
// rewrites it.
func TestFirstShopperGolden(t *testing.T) {
	var b strings.Builder
	for _, rule := range []string{ruleMostPets, ruleLetters, ruleShopTurns, ruleTokenPassing} {
		fmt.Fprintf(&b, "# The rulebook: %s\n", rule)
	}
	for _, c := range []struct {
		title string
		setup Setup
	}{
		{"2 players, Ben has the most pets", seatedSetup(2, ByPets, 1)},
		{"4 players, Cy has the most pets", seatedSetup(4, ByPets, 2)},
		{"4 players, the table chooses Dee", seatedSetup(4, Chosen, 3)},
		{"6 players, at random", seatedSetup(6, AtRandom, 0)},
	} {
		g, err := New(c.setup, testOpts(3)...)
		require.NoError(t, err)
		fmt.Fprintf(&b, "\n== %s\n%s", c.title, schedule(t, g))
	}
	files, err := filepath.Glob("testdata/format1-*.json")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		g := decodeFile(t, f)
		fmt.Fprintf(&b, "\n== %s, saved before player A was the first shopper\n%s", filepath.Base(f), schedule(t, g))
	}
	golden := filepath.Join("testdata", "first-shopper.golden")
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(b.String()), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "no golden file; run go test ./tracker -update")
	assert.Equal(t, string(want), b.String())
}

// schedule plays g to the end, every battle a draw, and writes the set-up's
// history line, then for each round who holds the token, who shops first
// and who battles whom.
func schedule(t *testing.T, g *Game) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(g.History()[0].Text + "\n")
	for !g.Over() {
		if g.Phase() == PhaseShop {
			turn, _ := g.ShopTurn()
			holder := g.Player(g.TokenHolder())
			var battles []string
			for _, p := range g.Pairs() {
				battles = append(battles, label(g.Player(p[0]))+" vs "+label(g.Player(p[1])))
			}
			fmt.Fprintf(&b, "Round %d: %s holds the %s; %s shops first; %s\n", g.Round(), label(holder), g.TokenName(), label(g.Player(turn)), strings.Join(battles, ", "))
			passAll(t, g)
		}
		for i, bt := range g.CurrentBattles() {
			if !bt.Done {
				require.NoError(t, g.RecordResult(i, Draw))
			}
		}
		require.NoError(t, g.EndRound())
	}
	return b.String()
}

// label writes a player as "A Cy", or "Ana" without a letter.
func label(p PlayerInfo) string { return strings.TrimSpace(p.Letter + " " + p.Name) }

// decodeFile decodes a save in testdata.
func decodeFile(t *testing.T, path string) *Game {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	g, err := Decode(data, testOpts(1)...)
	require.NoError(t, err, path)
	return g
}

// openKept reads the kept save at path as it is written and as Decode
// opens it, with as many history entries.
func openKept(t *testing.T, path string) ([]entry, *Game) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var old struct {
		Entries []entry `json:"entries"`
	}
	require.NoError(t, json.Unmarshal(data, &old))
	g := decodeFile(t, path)
	require.Len(t, g.History(), len(old.Entries), path)
	return old.Entries, g
}

// A save of format 1 (before player A was the first shopper) loads and goes
// on as it was played: the seats keep their letters and the first shopper
// stays the player the method picked. Saved again, it is format 2 and stays
// the same game.
func TestFormat1SavesLoadAsTheyWerePlayed(t *testing.T) {
	files, err := filepath.Glob("testdata/format1-*.json")
	require.NoError(t, err)
	require.Len(t, files, 3)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			old, g := openKept(t, f)
			h := g.History()
			for i, e := range old {
				assert.Equal(t, e.Text, h[i].Text, "entry %d replays as it was written", i)
			}
			again, err := g.Encode()
			require.NoError(t, err)
			assert.Contains(t, string(again), `"version": 2`)
			assert.Equal(t, g.NumPlayers() > 2, strings.Contains(string(again), `"lettersBySeat": true`))
			back, err := Decode(again)
			require.NoError(t, err)
			assert.Equal(t, view(g), view(back))
		})
	}
	g := decodeFile(t, "testdata/format1-4-players-most-pets.json")
	assert.Equal(t, "C", g.Player(2).Letter)
	assert.Equal(t, "Cy", g.Player(2).Name, "Cy keeps letter C")
	assert.Equal(t, 2, g.FirstChoice().Player, "Cy had the first shopper token in round 1")
	assert.Equal(t, 3, g.Round())
	assert.Equal(t, "Ana", g.Player(g.TokenHolder()).Name, "round 3: the token went C, D, then A")
	passAll(t, g)
	assert.Equal(t, []Pair{{0, 3}, {1, 2}}, g.Pairs(), "round 3 goes on with the same letters: A-D B-C")
}
