package engine

import (
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

// goldenMaxLines is how long a golden log may be before its middle is left
// out (the step-limit case runs for thousands of steps).
const goldenMaxLines = 200

// resolveText resolves a battle file's text the way the resolve command does
// with the file's rocks only, and returns what it prints: every log line,
// then "result: ..." or "error: ...".
func resolveText(t testing.TB, src string) string {
	b, err := ParseBattle(src, nil)
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	// A battle must survive its own notation.
	back, err := ParseBattle(b.Format(), nil)
	require.NoError(t, err, "Format output does not parse:\n%s", b.Format())
	require.Equal(t, b, back, "parse(format(x)) != x")
	m, err := NewMatch(b, nil)
	require.NoError(t, err)
	lg := &Log{}
	res, err := m.Resolve(m.Dice(nil), lg)
	lines := make([]string, 0, len(lg.Entries)+1)
	for _, e := range lg.Entries {
		lines = append(lines, e.String())
	}
	if len(lines) > goldenMaxLines {
		left := len(lines) - goldenMaxLines
		head, tail := lines[:goldenMaxLines/2], lines[len(lines)-goldenMaxLines/2:]
		lines = append(append(append([]string(nil), head...), fmt.Sprintf("... (%d log lines left out)", left)), tail...)
	}
	if err != nil {
		lines = append(lines, "error: "+err.Error())
	} else {
		lines = append(lines, "result: "+res.String())
	}
	// The same inputs give the same log, always.
	lg2 := &Log{}
	res2, err2 := m.Resolve(m.Dice(nil), lg2)
	require.Equal(t, lg.Entries, lg2.Entries)
	require.Equal(t, res, res2)
	require.Equal(t, err, err2)
	return strings.Join(lines, "\n") + "\n"
}

// TestGolden resolves every testdata/*.battle and compares the output with
// its .golden file. go test ./engine -update rewrites the golden files.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.battle"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".battle")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			got := resolveText(t, string(src))
			golden := strings.TrimSuffix(f, ".battle") + ".golden"
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
				return
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "no golden file; run go test ./engine -update")
			assert.Equal(t, string(want), got)
		})
	}
}

// TestGoldenResults pins the result of each rulebook and FAQ case, so that a
// careless -update cannot change who wins.
func TestGoldenResults(t *testing.T) {
	want := map[string]string{
		"attack-example":        "result: B wins",
		"example-a":             "result: A wins",
		"example-b":             "result: B wins",
		"faq-rocks-not-attack":  "result: B wins",
		"faq-one-instance":      "result: B wins",
		"faq-skunk":             "result: A wins",
		"faq-nine-attacks":      "result: A wins",
		"faq-two-dolphins":      "result: draw",
		"faq-dolphin-dog":       "result: A wins",
		"note-1-marked-fainted": "result: draw",
		"note-3-order-matters":  "result: draw",
		"note-7-draw":           "result: draw",
		"note-7-retriever":      "result: draw",
		"bad-unknown-card":      `error: line 2: column 9: unknown card "Fsh" (did you mean Fish?)`,
		"bad-rocks":             "error: line 4: column 10: rock result 3 is not a face of the rock die (0 0 1 1 2 2)",
		"note-8-step-limit":     "error: runaway battle: stopped after 5000 steps",
		// Interpretations 16 and 17: set-aside pets.
		"set-aside-smallest":       "result: draw",
		"set-aside-counts-at-once": "result: A wins",
		"set-aside-ko":             "result: A wins",
		"set-aside-twice":          "result: draw",
		"set-aside-ends-ping-pong": "result: draw",
		// Interpretations 10 to 13 (version 2 rulings).
		"note-10-power-zero": "result: A wins",
		// Every Play ability of a step resolves before its Hurt and Faint
		// abilities (interpretations 2 and 10).
		"note-10-faint-after-play":   "result: B wins",
		"note-10-faint-after-play-b": "result: A wins",
		"note-2-hurt-after-play":     "result: B wins",
		"note-11-ninth-attack-marks": "result: B wins",
		"note-12-retriever-trumpets": "result: B wins",
		"note-13-zero-dice":          "result: B wins",
		// Interpretation 18: a perk that replaces a perk.
		"note-18-perk-given":      "result: A wins",
		"note-18-perk-gained":     "result: draw",
		"note-18-perk-owners-pet": "result: A wins",
		// Version 2 phrases.
		"v2-spend":          "result: A wins",
		"v2-give-food":      "result: B wins",
		"v2-bottom-of-deck": "result: B wins",
		"v2-remove-damage":  "result: A wins",
		"v2-power-damage":   "result: draw",
		"v2-suffixes":       "result: B wins",
		"v2-both-pets":      "result: B wins",
	}
	for name, w := range want {
		src, err := os.ReadFile(filepath.Join("testdata", name+".battle"))
		require.NoError(t, err, name)
		out := strings.TrimRight(resolveText(t, string(src)), "\n")
		last := out[strings.LastIndexByte(out, '\n')+1:]
		assert.True(t, strings.HasPrefix(last, w), "%s: last line %q, want %q", name, last, w)
	}
}
