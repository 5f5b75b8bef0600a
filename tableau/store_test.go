package tableau

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A save of an earlier version, whose game kept its own undo, may hold
// actions undone after those in effect: Decode reads the game in effect,
// DecodeUndone the undone actions too, in the order Redo would have taken
// them; the game is written again with none.
func TestDecodeUndoneReadsAnEarlierSavesUndoneActions(t *testing.T) {
	g := newGame(t, 1, "Ana", "Ben", "Cy")
	require.NoError(t, g.Refill(1, Line{Column: true, Index: 2}))
	require.NoError(t, g.Place(1, 3, "Ant", pw(2, 4, 6)))
	inEffect := encoded(t, g)
	require.NoError(t, g.Place(2, 0, "Fish", pw(1, 2, 3)))
	require.NoError(t, g.Place(0, 1, "Pig", pw(1, 2, 3)))
	old := strings.Replace(string(encoded(t, g)), `"done":4`, `"done":2`, 1)

	back, undone, err := DecodeUndone([]byte(old))
	require.NoError(t, err)
	assert.JSONEq(t, string(inEffect), string(encoded(t, back)), "the game in effect, written with every action in effect")
	assert.Equal(t, 2, back.Turn(), "Cy's turn")
	require.Len(t, undone, 2)
	assert.Equal(t, "Cy placed Fish in space 1 (rear)", back.Describe(undone[0]))
	assert.Equal(t, KindPlace, undone[1].Kind)
	alone, err := Decode([]byte(old))
	require.NoError(t, err)
	assert.Equal(t, encoded(t, back), encoded(t, alone))

	_, _, err = DecodeUndone([]byte(strings.Replace(old, `"name":"Pig"`, `"name":""`, 1)))
	require.Error(t, err, "undone actions are checked too")
}

// A save of version 1, from before changes of power, is read as it was; one
// that holds a change of power is not a version 1 save. The app writes
// version 2, which an app that reads only 1 keeps aside rather than score
// the game without the changes.
func TestSaveVersions(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	require.NoError(t, g.Place(1, 0, "Fish", pw(3, 4, 5)))
	require.NoError(t, g.Food(0, 0, "Honey", true, 2))
	saved := string(encoded(t, g))
	assert.Contains(t, saved, `"version":2`)
	old := strings.Replace(strings.Replace(saved, `,"amount":2`, "", 1), `"version":2`, `"version":1`, 1)
	back, err := Decode([]byte(old))
	require.NoError(t, err, "a save of version 1 is read")
	assert.Zero(t, back.Player(0).Spaces[0].FoodPower)
	assert.Contains(t, string(encoded(t, back)), `"version":2`, "and written again as version 2")
	_, err = Decode([]byte(strings.Replace(saved, `"version":2`, `"version":1`, 1)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the save has version 1, which has no changes of power, yet action 3 (food) changes power")
}

func TestDecodeRefusesDamage(t *testing.T) {
	g := newGame(t, 0, "Ana", "Ben")
	require.NoError(t, g.Place(0, 0, "Ant", pw(2, 4, 6)))
	good := string(encoded(t, g))
	for _, tc := range []struct{ data, want string }{
		{"{", "not valid JSON"},
		{strings.Replace(good, `"version":2`, `"version":9`, 1), "version 9; this app reads versions 1 and 2"},
		{strings.Replace(good, `"done":1`, `"done":3`, 1), "3 actions are in effect, but it has 1"},
		{strings.Replace(good, `"player":0`, `"player":1`, 1), "action 1 of the log (place): it is Ana's turn"},
		{strings.Replace(good, `"kind":"place"`, `"kind":"fly"`, 1), `no action called "fly"`},
	} {
		_, err := Decode([]byte(tc.data))
		require.Error(t, err, tc.data)
		assert.Contains(t, err.Error(), tc.want)
	}
}

func TestBGStatsExport(t *testing.T) {
	g := newGame(t, 1, "Ana", "Ben")
	_, err := g.BGStats()
	require.ErrorContains(t, err, "only a finished game can be exported; it is the market of round 1")
	require.NoError(t, g.Place(1, 0, "Fish", pw(1, 2, 3)))
	for range Rounds {
		passRound(t, g)
		require.NoError(t, g.Score())
	}
	require.NoError(t, g.Finish())
	play, err := g.BGStats()
	require.NoError(t, err)
	assert.Equal(t, GameName, play.Game.Name)
	assert.True(t, play.Game.HighestWins)
	require.Len(t, play.Players, 2)
	assert.Equal(t, BGStatsPlayer{Name: "Ana", Score: 12, Rank: 2, SourcePlayerID: "1"}, play.Players[0])
	assert.Equal(t, BGStatsPlayer{Name: "Ben", Score: 24, Rank: 1, Winner: true, StartPlayer: true, SourcePlayerID: "2"}, play.Players[1])
	link, err := g.BGStatsURL()
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(link, BGStatsLink))
	assert.NotContains(t, link, "+")
	raw, err := url.QueryUnescape(strings.TrimPrefix(link, BGStatsLink))
	require.NoError(t, err)
	var back BGStatsPlay
	require.NoError(t, json.Unmarshal([]byte(raw), &back))
	assert.Equal(t, play, back)
	assert.Contains(t, g.Summary(), "1. Ben: 24 victory points; combat points 4 4 4 4 4 4")
}

// A damaged save is explained in plain words, with where the damage is,
// never in Go's or encoding/json's.
func TestDecodeExplainsDamageInPlainWords(t *testing.T) {
	for data, want := range map[string]string{
		`{"version":1,"log":[{"kind":"place"},{"player":"x"}]}`: "the save is damaged: the value at log[1].player is text where a number belongs",
		`{"version":1,"log":{}}`:                                "the save is damaged: the value at log is an object where a list belongs",
		`{"version":1,"done":1.5}`:                              "the save is damaged: the number at done is not a whole number",
		``:                                                      "the save is not valid JSON: the file is empty",
		`{"version":1,"log":[`:                                  "the save is not valid JSON: the text stops in the middle; it may have been cut short",
		`{"version":1,,}`:                                       "the save is not valid JSON: the text is not valid JSON at line 1, column 14: an unexpected ',' where a name in quotes belongs",
	} {
		_, err := Decode([]byte(data))
		require.EqualError(t, err, want, data)
		for _, w := range []string{"json:", "Go ", "struct", "map[", "interface"} {
			assert.NotContains(t, err.Error(), w)
		}
	}
}
