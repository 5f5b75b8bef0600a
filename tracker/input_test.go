package tracker

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// editSave decodes a save of g into generic JSON, lets change edit it and
// encodes it again.
func editSave(t *testing.T, g *Game, change func(doc map[string]any)) []byte {
	t.Helper()
	data, err := g.Encode()
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(data, &doc))
	change(doc)
	out, err := json.Marshal(doc)
	require.NoError(t, err)
	return out
}

// entryOf returns history entry i of a save decoded as generic JSON.
func entryOf(doc map[string]any, i int) map[string]any {
	return doc["entries"].([]any)[i].(map[string]any)
}

// setupOf returns the set-up of a save decoded as generic JSON.
func setupOf(doc map[string]any) map[string]any {
	return entryOf(doc, 0)["action"].(map[string]any)["setup"].(map[string]any)
}

// A save whose values no game could have reached is refused, not quietly
// mended: the rounds and phases it records must be those the replay reaches.
func TestDecodeRefusesImpossibleValues(t *testing.T) {
	g := midGame(t)
	cases := map[string]struct {
		change func(doc map[string]any)
		want   string
	}{
		"negative round": {func(d map[string]any) { entryOf(d, 1)["round"] = -3 }, "history entry 1 has round -3"},
		"huge round":     {func(d map[string]any) { entryOf(d, 2)["round"] = 1e9 }, "history entry 2 has round 1000000000"},
		"other round":    {func(d map[string]any) { entryOf(d, 3)["round"] = 5 }, "history entry 3 says round 5, Shop Phase, but the game was in round 1, Shop Phase then"},
		"other phase":    {func(d map[string]any) { entryOf(d, 1)["phase"] = "trophy" }, "history entry 1 says round 1, Trophy Phase, but the game was in round 1, Shop Phase then"},
		"three players": {func(d map[string]any) {
			su := setupOf(d)
			su["players"] = su["players"].([]any)[:3]
		}, "for 2, 4 or 6 players, not 3"},
		"too many pets":   {func(d map[string]any) { setupOf(d)["players"].([]any)[1].(map[string]any)["pets"] = 1e9 }, "cannot have more than 100000 pets"},
		"trumpets":        {func(d map[string]any) { entryOf(d, 10)["action"].(map[string]any)["n"] = -1e9 }, "cannot be replayed"},
		"unknown player":  {func(d map[string]any) { entryOf(d, 1)["action"].(map[string]any)["player"] = 9 }, "cannot be replayed"},
		"name with NUL":   {func(d map[string]any) { setupOf(d)["players"].([]any)[0].(map[string]any)["name"] = "A\x00na" }, "may not contain a control character (U+0000)"},
		"bidi team":       {func(d map[string]any) { setupOf(d)["players"].([]any)[2].(map[string]any)["team"] = "Fizzy\u202E" }, "may not contain a character that changes the writing direction (U+202E)"},
		"long bad status": {func(d map[string]any) { entryOf(d, 1)["status"] = strings.Repeat("z", 5000) }, `unknown status "zzzz`},
	}
	for name, c := range cases {
		data := editSave(t, g, c.change)
		got, err := Decode(data)
		require.Error(t, err, name)
		assert.Nil(t, got, name)
		assert.Contains(t, err.Error(), c.want, name)
		assert.Less(t, len(err.Error()), 400, name)
	}
}

func TestDecodeReadsAByteOrderMarkAndRefusesWhatIsNotUTF8(t *testing.T) {
	g := midGame(t)
	data, err := g.Encode()
	require.NoError(t, err)
	back, err := Decode(append([]byte("\uFEFF"), data...))
	require.NoError(t, err)
	assert.Equal(t, view(g), view(back))

	bad := strings.Replace(string(data), `"name": "Ana"`, "\"name\": \"An\xe9\"", 1)
	require.NotEqual(t, string(data), bad)
	_, err = Decode([]byte(bad))
	require.Error(t, err)
	assert.Regexp(t, `^the save is damaged: line \d+: column \d+: the text is not UTF-8 \(byte 0xE9\)`, err.Error())

	_, err = Decode([]byte(strings.Repeat(" ", MaxSaveSize+1)))
	require.Error(t, err)
	assert.Equal(t, "the save is 10485761 bytes; at most 10 MiB are read", err.Error())
}

func TestSetupRefusesControlAndDirectionCharactersInNames(t *testing.T) {
	for name, want := range map[string]string{
		"Ana\u202E":  "player 1's name may not contain a character that changes the writing direction (U+202E)",
		"A\x00na":    "player 1's name may not contain a control character (U+0000)",
		"A\x1bna":    "player 1's name may not contain a control character (U+001B)",
		"An\xffa":    "player 1's name may not contain a byte that is not UTF-8",
		"Ana\u2066x": "player 1's name may not contain a character that changes the writing direction (U+2066)",
	} {
		s := setupFor(2)
		s.Players[0].Name = name
		err := s.Validate()
		require.Error(t, err, "%q", name)
		assert.Equal(t, want, err.Error())
	}
	s := setupFor(2)
	s.Players[1].Team = "The \u202EBots"
	require.Error(t, s.Validate())
	s.Players[1].Team = "Zoë's Bots 🐶"
	s.Players[1].Name = "Zoë"
	require.NoError(t, s.Validate(), "letters of any script and emoji are fine")
}
