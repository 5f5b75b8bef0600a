package solo

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
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
