package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var oddsLine = regexp.MustCompile(`^odds: A [01]\.\d{4}, B [01]\.\d{4}, draw [01]\.\d{4}$`)

// One rock at a 1-power pet: 2/3 A wins, else a draw. rocks: is ignored.
func TestOddsByHand(t *testing.T) {
	f := battleFile(t, "card Thrower: pet 1 | Play: throw 1 rock\ncard Target: pet 1\nA: Thrower\nB: Target\nrocks: 0\n")
	out, errOut, code := runCLI(t, "odds", f, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut)
	assert.Equal(t, "odds: A 0.6667, B 0.0000, draw 0.3333\n", out)
}

// The last line is the odds line; the order analysis comes first.
func TestOddsOrders(t *testing.T) {
	out, errOut, code := runCLI(t, "odds", "../engine/testdata/note-3-order-matters.battle", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 2)
	assert.True(t, strings.HasPrefix(lines[0], "order: step 4, A orders Owl (Faint) / Nest on Owl (Faint), reached with chance 1.0000: default order A 0.0000, B 0.0000, draw 1.0000; Nest on Owl (Faint), then Owl (Faint): A 1.0000"), lines[0])
	assert.Equal(t, "odds: A 0.0000, B 0.0000, draw 1.0000", lines[1])

	out, errOut, code = runCLI(t, "odds", exampleB, "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	lines = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	assert.Regexp(t, oddsLine, lines[len(lines)-1])
}

func TestOddsJSON(t *testing.T) {
	out, errOut, code := runCLI(t, "odds", "--json", "../engine/testdata/note-3-order-matters.battle", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	var doc struct {
		Odds struct {
			A, B, Draw string
			Exact      struct{ A, B, Draw string }
		}
		Line   string
		Orders []struct {
			Step      int
			Player    string
			Abilities []string
			Reach     string
			Options   []struct {
				Default bool
				Orders  [][]string
				Odds    struct{ A, B, Draw string }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	assert.Equal(t, "1", doc.Odds.Exact.Draw)
	assert.Equal(t, "1.0000", doc.Odds.Draw)
	assert.Equal(t, "odds: A 0.0000, B 0.0000, draw 1.0000", doc.Line)
	require.Len(t, doc.Orders, 1)
	o := doc.Orders[0]
	assert.Equal(t, "A", o.Player)
	assert.Equal(t, []string{"Owl (Faint)", "Nest on Owl (Faint)"}, o.Abilities)
	require.Len(t, o.Options, 2)
	assert.True(t, o.Options[0].Default)
	assert.Equal(t, [][]string{{"Nest on Owl (Faint)", "Owl (Faint)"}}, o.Options[1].Orders)
	assert.Equal(t, "1.0000", o.Options[1].Odds.A)
}

func TestOddsErrors(t *testing.T) {
	for _, args := range [][]string{{"odds"}, {"odds", "a", "b"}, {"odds", "--nope", "x"}} {
		out, errOut, code := runCLI(t, args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	}
	f := battleFile(t, "A: Fsh\nB: Otter\n")
	_, errOut, code := runCLI(t, "odds", f)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "line 1")
	assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	_, errOut, code = runCLI(t, "odds", "/nonexistent.battle")
	assert.Equal(t, 1, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
}

// --both-play-well: each player makes their own choices well; the choice
// that matters is named in players' words, the default odds come next, and
// the last line is the odds line.
func TestOddsBothPlayWell(t *testing.T) {
	out, errOut, code := runCLI(t, "odds", "--both-play-well", "../engine/testdata/note-3-order-matters.battle", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "choice: A: let Nest on Owl's Faint ability go before Owl's Faint ability (step 4, reached with chance 1.0000)\n"+
		"default: A 0.0000, B 0.0000, draw 1.0000\n"+
		"odds: A 1.0000, B 0.0000, draw 0.0000\n", out)

	out, errOut, code = runCLI(t, "odds", "--both-play-well", "--json", "../engine/testdata/v2-spend-or-keep.battle", "--max-time", "0")
	require.Equal(t, 0, code, errOut)
	var doc struct {
		BothPlayWell bool
		Odds         struct{ Exact struct{ A string } }
		Default      struct{ Draw string }
		Choices      []struct{ Text string }
		Line         string
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	assert.True(t, doc.BothPlayWell)
	assert.Equal(t, "1", doc.Odds.Exact.A)
	assert.Equal(t, "1.0000", doc.Default.Draw)
	require.Len(t, doc.Choices, 1)
	assert.Equal(t, "A: keep the Trumpets rather than spend 3 to gain 1 power", doc.Choices[0].Text)
	assert.Regexp(t, oddsLine, doc.Line)
}
