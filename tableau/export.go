package tableau

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
)

// GameName is the game's name as the app and BG Stats show it.
const GameName = "Super Auto Pets board game"

// BGStatsLink is the start of the link that opens BG Stats' "create play"
// import with a play as URL-encoded JSON: the same link and fields as the
// card game's export (package tracker), which follows BG Stats' published
// page on pushing plays from other apps. No BoardGameGeek id is sent, so
// BG Stats matches the game by its name.
const BGStatsLink = "bgstats://app.bgstatsapp.com/createPlay.html?data="

// BGStatsPlay is a finished game in BG Stats' import form.
type BGStatsPlay struct {
	SourceName string          `json:"sourceName"` // this app
	Comments   string          `json:"comments"`   // who won and the tie rule used
	Game       BGStatsGame     `json:"game"`
	Players    []BGStatsPlayer `json:"players"` // in seat order
}

// BGStatsGame names the game: the most victory points wins.
type BGStatsGame struct {
	Name         string `json:"name"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
}

// BGStatsPlayer is one player: victory points as the score.
type BGStatsPlayer struct {
	Name           string `json:"name"`
	Score          int    `json:"score"`
	Rank           int    `json:"rank"`
	Winner         bool   `json:"winner"`
	StartPlayer    bool   `json:"startPlayer"`    // first player of round 1
	SourcePlayerID string `json:"sourcePlayerId"` // seat, from "1"
}

// BGStats returns the finished game as a BG Stats play; it is refused until
// the game is over.
func (g *Game) BGStats() (BGStatsPlay, error) {
	o, ok := g.Outcome()
	if !ok {
		return BGStatsPlay{}, errf("only a finished game can be exported; it is the %s of round %d", g.cur.phase, g.cur.round)
	}
	play := BGStatsPlay{SourceName: "SAP Companion", Comments: o.Explanation,
		Game: BGStatsGame{Name: GameName, HighestWins: true, SourceGameID: "sap-board-game"}}
	place := map[int]int{}
	for _, st := range g.Standings() {
		place[st.Player] = st.Place
	}
	for i, p := range g.cur.players {
		play.Players = append(play.Players, BGStatsPlayer{Name: p.Name, Score: p.VP, Rank: place[i],
			Winner: place[i] == 1, StartPlayer: i == g.setup.First, SourcePlayerID: fmt.Sprint(i + 1)})
	}
	return play, nil
}

// BGStatsURL returns the link that opens BG Stats with the finished game.
func (g *Game) BGStatsURL() (string, error) {
	play, err := g.BGStats()
	if err != nil {
		return "", err
	}
	data, err := json.Marshal(play)
	if err != nil {
		return "", errf("the play cannot be encoded: %v", err)
	}
	// A space is %20, never "+": QueryEscape writes a real "+" as %2B.
	return BGStatsLink + strings.ReplaceAll(url.QueryEscape(string(data)), "+", "%20"), nil
}

// Summary is the game as plain text to share: each player's victory points
// by round of combat, the standings and the winner.
func (g *Game) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %d players, round %d of %d (%s)\n\n", GameName, len(g.cur.players), g.cur.round, Rounds, g.cur.phase)
	for _, st := range g.Standings() {
		p := g.cur.players[st.Player]
		fmt.Fprintf(&b, "%d. %s: %s; combat points", st.Place, p.Name, points(st.VP))
		for _, c := range g.cur.combats {
			fmt.Fprintf(&b, " %d", c.Points[st.Player])
		}
		b.WriteString("\n")
	}
	if o, ok := g.Outcome(); ok {
		fmt.Fprintf(&b, "\n%s\n", o.Explanation)
	}
	fmt.Fprintf(&b, "\n%s\n", TieRules)
	return b.String()
}
