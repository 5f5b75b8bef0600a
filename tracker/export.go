package tracker

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// The BG Stats app imports a play from a link whose data parameter is the
// play as URL-encoded JSON. This follows BG Stats' published page "Push plays
// to BG Stats from other apps or websites" (bgstatsapp.com/support): the link
// is https://app.bgstatsapp.com/createPlay.html?data=<data> or, to open the
// app directly, bgstats://app.bgstatsapp.com/createPlay.html?data=<data>
// (BG Stats 3.3.2 or later). The addPlay.html?gameId= link of the same site
// only opens an empty play for a BoardGameGeek id and carries no data.
// What this package relies on: the field names below, "playDate" as
// "YYYY-MM-DD hh:mm:ss", "score" a number, and players matched by name.
// It sends no BoardGameGeek id, so BG Stats matches the game by its name.
const (
	BGStatsAppLink = "bgstats://app.bgstatsapp.com/createPlay.html?data="
	BGStatsWebLink = "https://app.bgstatsapp.com/createPlay.html?data="
)

// BGStatsSourceName is the app's name as BG Stats shows it for imported plays.
const BGStatsSourceName = "SAP Companion"

// BGStatsPlay is a finished game in BG Stats' import format.
type BGStatsPlay struct {
	SourceName  string          `json:"sourceName"`  // this app, BGStatsSourceName
	PlayDate    string          `json:"playDate"`    // set-up time, local, "YYYY-MM-DD hh:mm:ss"
	DurationMin int             `json:"durationMin"` // minutes from set-up to the last action
	Board       string          `json:"board"`       // the packs in use
	Comments    string          `json:"comments"`    // the winner sentence, with any tie-break
	Game        BGStatsGame     `json:"game"`        // the game played
	Players     []BGStatsPlayer `json:"players"`     // in seating order
}

// BGStatsGame names the game in a BGStatsPlay.
type BGStatsGame struct {
	Name         string `json:"name"`         // GameName
	HighestWins  bool   `json:"highestWins"`  // true: most trophies wins
	NoPoints     bool   `json:"noPoints"`     // false: trophies are the scores
	SourceGameID string `json:"sourceGameId"` // this app's id for the game
}

// BGStatsPlayer is one player of a BGStatsPlay: the score is their trophies.
type BGStatsPlayer struct {
	Name           string `json:"name"`           // the player's name
	Score          int    `json:"score"`          // trophies
	Rank           int    `json:"rank"`           // place in the standings; shared places repeat
	Winner         bool   `json:"winner"`         // won or shares the victory
	StartPlayer    bool   `json:"startPlayer"`    // picked to start at set-up
	Role           string `json:"role"`           // the team name, if any
	SourcePlayerID string `json:"sourcePlayerId"` // seat number, from "1"
}

// BGStats returns the finished game as a BG Stats play: the packs as the
// board, trophies as scores, the winners, the start player (the first First
// Player with 2 players, the first shopper with 4 or 6) and the tie-break
// sentence as the comment. It is refused until the game is over.
func (g *Game) BGStats() (BGStatsPlay, error) {
	o, ok := g.Outcome()
	if !ok {
		return BGStatsPlay{}, errf("only a finished game can be shared; it is the %s of round %d", g.cur.phase, g.cur.round)
	}
	start, end := g.log[0].At, g.log[g.lastDone()].At
	play := BGStatsPlay{
		SourceName:  BGStatsSourceName,
		PlayDate:    start.Local().Format(time.DateTime),
		DurationMin: int(end.Sub(start).Round(time.Minute) / time.Minute),
		Board:       g.packList(),
		Comments:    o.Explanation,
		Game:        BGStatsGame{Name: GameName, HighestWins: true, SourceGameID: "sap-card-battle"},
	}
	if start.IsZero() || end.Before(start) {
		play.DurationMin = 0
	}
	place := map[int]int{}
	for _, st := range g.Standings() {
		place[st.Player] = st.Place
	}
	winner := map[int]bool{}
	for _, w := range o.Winners {
		winner[w] = true
	}
	for i, p := range g.cur.players {
		play.Players = append(play.Players, BGStatsPlayer{
			Name: p.name, Score: p.trophies, Rank: place[i], Winner: winner[i],
			StartPlayer: i == g.cur.first.Player, Role: p.team, SourcePlayerID: fmt.Sprint(i + 1),
		})
	}
	return play, nil
}

// BGStatsLink returns the bgstats:// link that opens BG Stats' import dialog
// with the finished game. It is refused until the game is over.
func (g *Game) BGStatsLink() (string, error) { return g.bgStatsLink(BGStatsAppLink) }

// BGStatsWebLink returns the same link as BGStatsLink on https://, which
// opens BG Stats where the system routes that site to the app.
func (g *Game) BGStatsWebLink() (string, error) { return g.bgStatsLink(BGStatsWebLink) }

func (g *Game) bgStatsLink(prefix string) (string, error) {
	play, err := g.BGStats()
	if err != nil {
		return "", err
	}
	data, err := json.Marshal(play)
	if err != nil {
		return "", errf("cannot encode the play: %v", err)
	}
	return prefix + encodeURIComponent(string(data)), nil
}

// encodeURIComponent escapes every byte but A-Z a-z 0-9 - _ . ~ as %XX, so
// the data survives any way the receiving app decodes it (a space is %20,
// never "+").
func encodeURIComponent(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-', c == '_', c == '.', c == '~':
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

func (g *Game) packList() string {
	names := make([]string, len(g.cur.packs))
	for i, p := range g.cur.packs {
		names[i] = p.String()
	}
	return words.JoinAnd(names)
}

// Summary returns the game as plain text to share: players, trophies won in
// each round, the standings and, once the game is over, the winner with the
// tie-break sentence. A game in progress says where it stands.
func (g *Game) Summary() string {
	s := g.cur
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %d players, %s\n", GameName, len(s.players), g.packList())
	if at := g.log[0].At; !at.IsZero() {
		fmt.Fprintf(&b, "Played %s\n", at.Local().Format("2006-01-02 15:04"))
	}
	b.WriteString("\n")
	width := len("Player")
	label := make([]string, len(s.players))
	for i, p := range s.players {
		label[i] = p.name
		if len(s.players) > 2 {
			label[i] = Letter(i) + " " + p.name
		}
		if p.team != "" {
			label[i] += " (" + p.team + ")"
		}
		width = max(width, len([]rune(label[i])))
	}
	fmt.Fprintf(&b, "%-*s R1 R2 R3 R4 R5 R6  Trophies\n", width, "Player")
	for _, st := range s.standings() {
		p := st.Player
		fmt.Fprintf(&b, "%s%s", label[p], strings.Repeat(" ", width-len([]rune(label[p]))))
		for r := 1; r <= Rounds; r++ {
			fmt.Fprintf(&b, " %2s", s.roundMark(p, r))
		}
		fmt.Fprintf(&b, "  %d\n", st.Trophies)
	}
	b.WriteString("(number: trophies won; -: lost; =: draw; .: not played)\n\n")
	if s.phase == PhaseOver {
		fmt.Fprintf(&b, "%s\n", s.outcome().Explanation)
		fmt.Fprintf(&b, "Tie-break rule: %s\n", TieBreakRule(len(s.players)))
	} else {
		fmt.Fprintf(&b, "Game in progress: round %d, %s.\n", s.round, s.phase)
	}
	return b.String()
}

// roundMark is one cell of the summary table for player p in round r.
func (s *state) roundMark(p, r int) string {
	if r > len(s.rounds) {
		return "."
	}
	for _, bt := range s.rounds[r-1] {
		if bt.Pair[0] != p && bt.Pair[1] != p {
			continue
		}
		switch {
		case !bt.Done:
			return "."
		case bt.Winner == Draw:
			return "="
		case bt.Winner == p:
			return fmt.Sprint(bt.Trophies)
		}
		return "-"
	}
	return "."
}
