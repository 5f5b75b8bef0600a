package solo

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// TestSimulateWholeGames plays whole games at every difficulty: each ends
// with a winner (or a shared victory) after 6 rounds, and the tracker
// refuses no move (Simulate would stop with an error).
func TestSimulateWholeGames(t *testing.T) {
	for _, book := range []struct {
		name string
		book *engine.Book
	}{{"reference cards", engine.ReferenceBook()}, {"tiers and hats", testBook(t)}} {
		for _, d := range Difficulties {
			t.Run(book.name+"/"+d.String(), func(t *testing.T) {
				res, err := Simulate(context.Background(), SimOptions{Games: 50, Difficulty: d, Seed: 1, Book: book.book})
				require.NoError(t, err)
				assert.Equal(t, 50, res.Wins+res.Losses+res.Draws)
				assert.Greater(t, res.Moves, 50*6*2, "each round both players act at least once")
				t.Log(res)
			})
		}
	}
}

// TestPlayGameEndsWithAWinner: a whole game runs 6 rounds, every battle has
// a result, the game is over with a winner, and the history shows the
// automa's gold, triples and sales as the tracker took them.
func TestPlayGameEndsWithAWinner(t *testing.T) {
	book := testBook(t)
	tripled := 0
	for seed := range uint64(20) {
		g, err := PlayGame(context.Background(), book, Hard, AgainstRandom, seed)
		require.NoError(t, err)
		require.True(t, g.Game.Over())
		require.NotEmpty(t, g.Winners)
		for r := 1; r <= 6; r++ {
			bs := g.Game.Battles(r)
			require.Len(t, bs, 1)
			require.True(t, bs[0].Done, "round %d has a result", r)
		}
		for _, e := range g.Game.History() {
			if strings.Contains(e.Text, AutomaName+" tripled") {
				tripled++
			}
		}
		assert.Contains(t, g.Game.History()[len(g.Game.History())-1].Text, "Game over")
		assert.Contains(t, g.Game.History()[0].Text, "App vs Random")
	}
	assert.Positive(t, tripled, "with hats in the book the automa triples")
}

func TestSimulateIsRepeatable(t *testing.T) {
	opts := SimOptions{Games: 20, Difficulty: Normal, Seed: 42, Book: testBook(t)}
	a, err := Simulate(context.Background(), opts)
	require.NoError(t, err)
	b, err := Simulate(context.Background(), opts)
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.Equal(t, 6*20, a.BattlesWon+a.BattlesLost+a.BattlesDrawn)
	opts.Seed = 43
	c, err := Simulate(context.Background(), opts)
	require.NoError(t, err)
	assert.NotEqual(t, a.Moves, c.Moves, "another seed, other games")
}

func TestSimulateNeedsEveryTierDeck(t *testing.T) {
	book, err := engine.ParseCards("card Ant: pet 1 tier 1\ncard Otter: pet 2 tier 2")
	require.NoError(t, err)
	_, err = Simulate(context.Background(), SimOptions{Games: 1, Book: book})
	require.ErrorContains(t, err, "no card for the tier 3 deck")
}

// TestAGameNotOverHasNoRecord: a game's record needs its outcome; a game
// that is not over is an error, not a record with no winner.
func TestAGameNotOverHasNoRecord(t *testing.T) {
	g, err := tracker.New(tracker.Setup{Players: []tracker.PlayerSetup{{Name: AutomaName}, {Name: AgainstRandom.Name()}}, Packs: []tracker.Pack{tracker.Classic}, FirstPlayer: tracker.AtRandom})
	require.NoError(t, err)
	_, err = gameRecord(g, 0)
	assert.EqualError(t, err, "the game stopped in round 1 before it was over: it has no winner")
}

// A stopped run counts the games played before the stop, and they are the
// first games of the whole run, played as they would have been; Progress
// is told the result after each game.
func TestSimulateStoppedCountsTheGamesBefore(t *testing.T) {
	opts := SimOptions{Games: 8, Difficulty: Hard, Seed: 7, Book: testBook(t)}
	var seen []SimResult
	opts.Progress = func(r SimResult) { seen = append(seen, r) }
	whole, err := Simulate(context.Background(), opts)
	require.NoError(t, err)
	require.Len(t, seen, 8)
	assert.Equal(t, whole, seen[7])
	for i, r := range seen {
		assert.Equal(t, i+1, r.Games)
		assert.Equal(t, r.Games, r.Wins+r.Losses+r.Draws)
	}

	ctx, cancel := context.WithCancel(context.Background())
	opts.Progress = func(r SimResult) {
		if r.Games == 3 {
			cancel()
		}
	}
	part, err := Simulate(ctx, opts)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, seen[2], part, "3 games played, the same as the first 3 of the whole run")

	part, err = Simulate(ctx, opts)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, SimResult{}, part, "stopped before the first game")

	// Stopped by a deadline inside a game, which is not counted. The
	// deadline is counted in looks at the context, not in seconds, so that
	// it falls inside the same game on every machine: the 11th, after the
	// look Simulate takes before it.
	opts = SimOptions{Games: 20, Difficulty: Hard, Seed: 7, Book: testBook(t)}
	seen = nil
	counted := &looksLimit{Context: context.Background(), limit: -1}
	var looksAfter []int
	opts.Progress = func(r SimResult) { seen, looksAfter = append(seen, r), append(looksAfter, counted.looks) }
	_, err = Simulate(counted, opts)
	require.NoError(t, err)
	require.Greater(t, looksAfter[10]-looksAfter[9], 2, "the 11th game looks at the context while it is played")
	opts.Progress = nil
	part, err = Simulate(&looksLimit{Context: context.Background(), limit: looksAfter[9] + 1}, opts)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Equal(t, seen[9], part, "the 10 games before the deadline, the 11th not counted")
}

// looksLimit is a context whose deadline is counted in looks: its Err is
// context.DeadlineExceeded from the look after the limit-th on (never with
// a negative limit). looks counts them.
type looksLimit struct {
	context.Context
	looks, limit int
}

func (c *looksLimit) Err() error {
	c.looks++
	if c.limit >= 0 && c.looks > c.limit {
		return context.DeadlineExceeded
	}
	return nil
}
