package tracker

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func finishedFourPlayerGame(t *testing.T) *Game {
	t.Helper()
	s := setupFor(4, Classic, Golden)
	s.Chosen = 0
	s.Players[0].Team = "The Rude Bagels"
	g, err := New(s, testOpts(3)...)
	require.NoError(t, err)
	playRounds(t, g, map[int]map[string]string{
		1: {"A-B": "A"},
		2: {"A-C": "A", "B-D": "B"},
		3: {"A-D": "A"},
		4: {"A-B": "A"},
		5: {"B-D": "B"},
		6: {"A-D": "D", "B-C": "B"},
	})
	return g
}

func TestBGStatsLink(t *testing.T) {
	g := finishedFourPlayerGame(t)
	for prefix, link := range map[string]func() (string, error){BGStatsAppLink: g.BGStatsLink, BGStatsWebLink: g.BGStatsWebLink} {
		l, err := link()
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(l, prefix), l)
		assert.NotContains(t, l, " ")
		assert.NotContains(t, l, "+", "spaces are %20 so any decoder reads them")
		u, err := url.Parse(l)
		require.NoError(t, err)
		assert.Equal(t, "app.bgstatsapp.com", u.Host)
		assert.Equal(t, "/createPlay.html", u.Path)
		var play map[string]any
		require.NoError(t, json.Unmarshal([]byte(u.Query().Get("data")), &play))
		assert.Equal(t, "Super Auto Pets Card Battle", play["game"].(map[string]any)["name"])
		assert.Equal(t, true, play["game"].(map[string]any)["highestWins"])
		assert.Equal(t, "Classic Pack and Golden Pack", play["board"])
		assert.Regexp(t, `^2026-01-1[56] \d\d:01:00$`, play["playDate"], "the set-up time, in local time")
		players := play["players"].([]any)
		require.Len(t, players, 4)
		ben := players[1].(map[string]any)
		assert.Equal(t, "Ben", ben["name"])
		assert.Equal(t, true, ben["winner"])
		assert.Equal(t, false, ben["startPlayer"])
		assert.Equal(t, float64(4), ben["score"])
		assert.Equal(t, float64(1), ben["rank"])
		ana := players[0].(map[string]any)
		assert.Equal(t, false, ana["winner"])
		assert.Equal(t, true, ana["startPlayer"], "Ana, player A, had the first shopper token in round 1")
		assert.Equal(t, "The Rude Bagels", ana["role"])
		assert.Equal(t, float64(2), ana["rank"])
		assert.Contains(t, play["comments"], "only Ben won round 6, so Ben wins")
	}
}

func TestBGStatsPlayFields(t *testing.T) {
	g := finishedFourPlayerGame(t)
	play, err := g.BGStats()
	require.NoError(t, err)
	assert.Equal(t, BGStatsSourceName, play.SourceName)
	assert.Greater(t, play.DurationMin, 0)
	assert.Regexp(t, `^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$`, play.PlayDate)
	winners := 0
	for _, p := range play.Players {
		if p.Winner {
			winners++
		}
	}
	assert.Equal(t, 1, winners)
}

func TestBGStatsOnlyWhenFinished(t *testing.T) {
	g := newTestGame(t, 2)
	_, err := g.BGStatsLink()
	assert.EqualError(t, err, "only a finished game can be shared; it is the Shop Phase of round 1")
}

func TestBGStatsSharedVictory(t *testing.T) {
	g := newTestGame(t, 2)
	playRounds(t, g, nil)
	play, err := g.BGStats()
	require.NoError(t, err)
	assert.True(t, play.Players[0].Winner)
	assert.True(t, play.Players[1].Winner)
	assert.Equal(t, 1, play.Players[1].Rank)
}

func TestEncodeURIComponent(t *testing.T) {
	assert.Equal(t, "a%20b%2Bc%26d%3De%C3%A9-_.~", encodeURIComponent("a b+c&d=eé-_.~"))
}

func TestSummary(t *testing.T) {
	g := finishedFourPlayerGame(t)
	got := g.Summary()
	want := `Super Auto Pets Card Battle, 4 players, Classic Pack and Golden Pack
Played 2026-01-15 19:01

Player                  R1 R2 R3 R4 R5 R6  Trophies
B Ben                    -  1  =  -  1  2  4
A Ana (The Rude Bagels)  1  1  1  1  =  -  4
D Dee                    =  -  -  =  -  2  2
C Cy                     =  -  =  =  =  -  0
(number: trophies won; -: lost; =: draw; .: not played)

Ana and Ben are tied on 4 trophies; only Ben won round 6, so Ben wins.
Tie-break rule: If players are tied on trophies, the tied player who alone won round 6 wins; if still tied, look to round 5, and so on; tied players with exactly the same record share the victory.
`
	if !strings.Contains(got, "Played 2026-01-15 19:01") {
		// The date is written in local time; compare the rest.
		got = strings.Join(append(strings.Split(got, "\n")[:1], strings.Split(got, "\n")[2:]...), "\n")
		want = strings.Join(append(strings.Split(want, "\n")[:1], strings.Split(want, "\n")[2:]...), "\n")
	}
	assert.Equal(t, want, got)

	mid := newTestGame(t, 2)
	assert.Contains(t, mid.Summary(), "Game in progress: round 1, Shop Phase.")
	assert.Contains(t, mid.Summary(), "Player R1 R2 R3 R4 R5 R6  Trophies\nAna     .  .  .  .  .  .  0\n")
}
