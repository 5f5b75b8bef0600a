package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Apple's place, worked out by hand in engine/search/best_test.go: Apple first
// loses less.
func TestBest(t *testing.T) {
	f := battleFile(t, "first: A\nA: Otter, Apple\nB: Mosquito, Otter\n")
	out, errOut, code := runCLI(t, "best", f, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "1. Apple, Otter: A 0.0000, B 0.3333, draw 0.6667\n2. Otter, Apple: A 0.0000, B 0.6667, draw 0.3333\n", out)

	out, errOut, code = runCLI(t, "best", f, "--top", "1", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "1. Apple, Otter: A 0.0000, B 0.3333, draw 0.6667\n", out)

	out, errOut, code = runCLI(t, "best", "--player=B", f, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Len(t, strings.Split(strings.TrimSpace(out), "\n"), 2)
	assert.True(t, strings.HasPrefix(out, "1. "))
}

func TestBestJSON(t *testing.T) {
	f := battleFile(t, "first: A\nA: Otter, Apple\nB: Mosquito, Otter\n")
	out, errOut, code := runCLI(t, "best", "--json", f, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	var doc struct {
		Player string
		Orders int
		Best   []struct {
			Rank int
			Deck []string
			Odds struct {
				A, B, Draw string
				Exact      struct{ A, B, Draw string }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	assert.Equal(t, "A", doc.Player)
	assert.Equal(t, 2, doc.Orders)
	require.Len(t, doc.Best, 2)
	assert.Equal(t, []string{"Apple", "Otter"}, doc.Best[0].Deck)
	assert.Equal(t, "1/3", doc.Best[0].Odds.Exact.B)
}

func TestBestErrors(t *testing.T) {
	f := battleFile(t, "A: Otter, Apple\nB: Otter\n")
	for _, args := range [][]string{{"best"}, {"best", f, "--top"}, {"best", f, "--top", "x"}, {"best", f, "--player", "C"}} {
		out, errOut, code := runCLI(t, args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	}
	for _, args := range [][]string{{"best", f, "--fix", "x"}, {"best", f, "--fix", "-1"}, {"best", f, "--fix"}} {
		_, errOut, code := runCLI(t, args...)
		assert.Equal(t, 2, code, args)
		assert.Contains(t, errOut, "--fix", args)
	}
}

// A deck with too many orders is refused in one line naming the --fix to
// give; with it, the top cards stay in place and the rest are ranked.
func TestBestTooManyOrdersSaysWhatToFix(t *testing.T) {
	many := battleFile(t, "first: A\nA: Ant, Otter, Fish, Dolphin, Mosquito, Flamingo, Badger, Peacock, Dog, Skunk, Shark, Bee\nB: Ant\n")
	_, errOut, code := runCLI(t, "best", many)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "479001600 orders")
	assert.Contains(t, errOut, "fix the top 2 cards in place to try the orders of the other 10 (--fix 2)")
	assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)

	out, errOut, code := runCLI(t, "best", many, "--fix", "2", "--top", "3", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	for _, l := range lines {
		assert.Regexp(t, `^\d\. Ant, Otter, `, l, "Ant and Otter stay on top")
	}

	out, errOut, code = runCLI(t, "best", many, "--fix", "13")
	assert.Equal(t, 1, code, out)
	assert.Contains(t, errOut, "cannot fix 13 cards in place: A has 12")
}

// best ranks orders by the odds if both play well: with the Nest before the
// Owl, A wins by letting the Nest's Faint go first (the default order of
// abilities would draw).
func TestBestRanksByBothPlayWell(t *testing.T) {
	out, errOut, code := runCLI(t, "best", "--top", "1", "../engine/testdata/note-3-order-matters.battle", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "1. Nest, Owl: A 1.0000, B 0.0000, draw 0.0000\n", out)
}
