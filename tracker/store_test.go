package tracker

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// midGame is a game that is not over, with every kind of history entry,
// as a save of an older version holds them: a buy undone and then
// discarded by the sell after it, and a triple undone that could be
// redone there.
func midGame(t testing.TB) *Game {
	t.Helper()
	s := setupFor(6)
	s.FirstPlayer = ByPets
	s.Players[1].Pets, s.Players[4].Pets = 3, 3
	s.Players[2].Team = "The Fizzy Robots"
	g, err := New(s, testOpts(7)...)
	require.NoError(t, err)
	passAll(t, g)
	for i, b := range g.CurrentBattles() {
		require.NoError(t, g.RecordResult(i, b.Pair[i%2]))
	}
	require.NoError(t, g.AdjustTrumpets(2, 2))
	require.NoError(t, g.AdjustMana(3, 4))
	require.NoError(t, g.EndRound())
	p, _ := g.ShopTurn()
	bought, err := g.Apply(Buy(p))
	require.NoError(t, err)
	require.NoError(t, g.Sell(p, 2))
	q, _ := g.ShopTurn()
	tripled, err := g.Apply(Triple(q))
	require.NoError(t, err)
	discarded, undone := bought.log[len(bought.log)-1], tripled.log[len(tripled.log)-1]
	discarded.Status, undone.Status = Discarded, Undone
	log := slices.Insert(slices.Clone(g.log), len(g.log)-1, discarded)
	data, err := json.Marshal(saveFile{Version: FormatVersion, Game: GameName, Entries: append(log, undone)})
	require.NoError(t, err)
	old, err := Decode(data, testOpts(7)...)
	require.NoError(t, err)
	return old
}

func TestEncodeDecodeSameGame(t *testing.T) {
	g := midGame(t)
	data, err := g.Encode()
	require.NoError(t, err)
	got, err := Decode(data, testOpts(99)...)
	require.NoError(t, err)
	require.NotNil(t, got)
	assert.Equal(t, view(g), view(got))
	assert.Equal(t, g.History(), got.History())
	again, err := got.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
	// The decoded game goes on as the original does.
	q, _ := g.ShopTurn()
	require.NoError(t, g.Triple(q))
	require.NoError(t, got.Triple(q))
	assert.Equal(t, view(g), view(got))

	var head map[string]any
	require.NoError(t, json.Unmarshal(data, &head))
	assert.Equal(t, float64(FormatVersion), head["version"], "versioned JSON")
}

func TestDecodeRefusesDamagedSaves(t *testing.T) {
	good, err := midGame(t).Encode()
	require.NoError(t, err)
	tampered := regexp.MustCompile(`("kind": "sell",\s+"player": \d+,\s+"n": )2`).ReplaceAllString(string(good), "${1}0")
	require.NotEqual(t, string(good), tampered, "the tampering must hit")
	cases := map[string]struct {
		data string
		want string
	}{
		"truncated":                    {string(good[:len(good)/2]), "not valid JSON"},
		"empty":                        {"", "not valid JSON"},
		"garbage":                      {"\x00\x01hello", "not valid JSON"},
		"newer version":                {`{"version": 3, "game": "Super Auto Pets Card Battle", "entries": []}`, "written by a newer version of the app (format 3; this app reads up to format 2)"},
		"older version":                {`{"version": 0, "game": "Super Auto Pets Card Battle", "entries": []}`, "format version 0; this app reads formats 1 to 2"},
		"no version":                   {`{"game": "x"}`, "no format version"},
		"unknown field":                {strings.Replace(string(good), `"version": 2,`, `"version": 2, "cheat": true,`, 1), "damaged"},
		"old letters after the set-up": {strings.Replace(string(good), `"kind": "triple",`, `"kind": "triple", "lettersBySeat": true,`, 1), "only the first entry is the set-up"},
		"illegal action":               {tampered, "cannot be replayed: Cy must sell at least 1 pet"},
		"bad draw":                     {strings.Replace(string(good), `"draws": [`, `"draws": [99, `, 1), "out of range"},
		"no history":                   {`{"version": 2, "game": "Super Auto Pets Card Battle", "entries": []}`, "no history"},
		"extra data":                   {string(good) + "{}", "not valid JSON"},
		"other game":                   {strings.Replace(string(good), `"game": "Super Auto Pets Card Battle"`, `"game": "Chess"`, 1), `for "Chess"`},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			g, err := Decode([]byte(c.data))
			assert.Nil(t, g)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, problem.From(err) == "tracker", err.Error())
		})
	}
}

// A damaged save is explained in plain words, with where the damage is,
// never in Go's or encoding/json's.
func TestDecodeExplainsDamageInPlainWords(t *testing.T) {
	good, err := midGame(t).Encode()
	require.NoError(t, err)
	for data, want := range map[string]string{
		`{"version":2,"game":"Super Auto Pets Card Battle","entries":[{"action":{"player":"x"}}]}`: "the save is damaged (the value at entries[0].action.player is text where a number belongs)",
		`{"version":2,"game":"Super Auto Pets Card Battle","entries":[],"solo":true}`:              `the save is damaged (it has a part called "solo" that this kind of file does not have)`,
		`{"version":2,"game":"Super Auto Pets Card Battle","entries":[{"phase":"nap"}]}`:           `the save is damaged ("nap" is not a phase)`,
		`{"version":2,"game":"Super Auto Pets Card Battle","entries":[{"at":"today"}]}`:            `the save is damaged (the date and time "today" is not one this app can read)`,
		`{"version":2,"game":"Super Auto Pets Card Battle","entries":[{"round":1e999}]}`:           "the save is damaged (the number at entries[0].round is too big)",
		`[{"version":2}]`:                        "the save is damaged (the value at the top is a list where an object belongs)",
		``:                                       "the save is not valid JSON (the file is empty)",
		"{\n  \"version\": 2,\n  \"game\": ]\n}": "the save is not valid JSON (the text is not valid JSON at line 3, column 11: an unexpected ']')",
		string(good[:len(good)/2]):               "the save is not valid JSON (the text stops in the middle; it may have been cut short)",
		strings.Repeat("[", 10001):               "the save is not valid JSON (it is nested deeper than any file of this app)",
	} {
		_, err := Decode([]byte(data))
		require.EqualError(t, err, want, data)
		for _, w := range []string{"json:", "Go ", "struct", "map[", "interface"} {
			assert.NotContains(t, err.Error(), w)
		}
	}
}

func TestDecodeRoundTripsFinishedGames(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		g := newTestGame(t, n)
		playRounds(t, g, map[int]map[string]string{1: {"A-B": "B"}, 6: {"A-B": "A"}})
		data, err := g.Encode()
		require.NoError(t, err)
		back, err := Decode(data)
		require.NoError(t, err)
		assert.Equal(t, view(g), view(back))
	}
}

// maxFuzzSave is the largest input FuzzDecode reads, ten times its biggest
// seed (6 players a round into their game: 6 KB); it returns at once on a
// longer one. The cost of reading a save grows with it: decoding, saving
// and decoding again a valid 5 MB save of 20,000 entries takes most of a
// second, several on a busy machine with the fuzzer's coverage counters,
// and the fuzzer runs each new interesting input up to -fuzzminimizetime
// times (make fuzz: 100) to shrink it, so one input of megabytes could take
// a whole minute of fuzzing in 13 runs. Within this limit a run takes
// milliseconds. Saves over MaxSaveSize are refused by a test of their own.
const maxFuzzSave = 64 << 10

// FuzzDecode feeds any bytes up to maxFuzzSave to the save-file reader: it
// must return an error or a valid game, never panic, and a game it accepts
// must save and load again unchanged.
func FuzzDecode(f *testing.F) {
	for _, g := range []*Game{midGame(f), newTestGame(f, 2), newTestGame(f, 4, Golden)} {
		data, err := g.Encode()
		require.NoError(f, err)
		require.LessOrEqual(f, len(data), maxFuzzSave, "every seed is fuzzed")
		f.Add(data)
		f.Add(data[:len(data)/3])
	}
	f.Add([]byte(`{"version":1,"game":"Super Auto Pets Card Battle","entries":[{"action":{"kind":"setup","setup":{"players":[{"name":"A"},{"name":"B"}],"packs":["classic"],"firstPlayer":"random"}},"draws":[1],"status":"done","text":"","round":0,"phase":"setup","at":"0001-01-01T00:00:00Z"}]}`))
	f.Add([]byte(`{"version":2}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzSave {
			return
		}
		g, err := Decode(data)
		if err != nil {
			require.Nil(t, g)
			require.True(t, problem.From(err) == "tracker", err.Error())
			return
		}
		v := view(g)
		_ = g.Summary()
		_ = g.History()
		for i := range g.NumPlayers() {
			_ = g.Player(i)
		}
		again, err := g.Encode()
		require.NoError(t, err)
		back, err := Decode(again)
		require.NoError(t, err, "an accepted save must load again")
		require.Equal(t, v, view(back))
		for _, e := range g.History() {
			require.NotEqual(t, Undone, e.Status, "undone entries are folded away")
		}
	})
}
