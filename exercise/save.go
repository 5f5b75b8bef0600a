package exercise

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Version is the version of the format Encode writes and Decode reads.
const Version = 1

// saved is a game as Encode writes it.
type saved struct {
	Version    int       `json:"version"`
	Players    [2]Player `json:"players"`
	StrongWeak bool      `json:"strongWeak,omitempty"`
	Phase      Phase     `json:"phase"`
	Throws     [][2]Hand `json:"throws,omitempty"`
	First      int       `json:"first"`
	Turn       int       `json:"turn"`
	Played     string    `json:"played,omitempty"`
	Attacker   int       `json:"attacker"`
	Defeated   bool      `json:"defeated,omitempty"`
	Upgraded   bool      `json:"upgraded,omitempty"`
	Winner     int       `json:"winner"`
	Last       string    `json:"last,omitempty"`
}

// Encode writes the game as JSON.
func (g *Game) Encode() ([]byte, error) {
	c := g.Clone()
	return json.Marshal(saved{Version: Version, Players: c.players, StrongWeak: c.strongWeak, Phase: c.phase,
		Throws: c.throws, First: c.first, Turn: c.turn, Played: c.played, Attacker: c.attacker,
		Defeated: c.defeated, Upgraded: c.upgraded, Winner: c.winner, Last: c.last})
}

// Decode reads a game written by Encode. A game that could not have come
// from the rules is refused with what is wrong with it.
func Decode(data []byte) (*Game, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s saved
	if err := dec.Decode(&s); err != nil {
		if textcheck.IsJSONSyntax(err) {
			return nil, problem.Newf("exercise", "the saved game is not valid JSON: %s", textcheck.JSONProblem(data, err))
		}
		return nil, problem.Newf("exercise", "the saved game is damaged: %s", textcheck.JSONProblem(data, err))
	}
	if s.Version != Version {
		return nil, problem.Newf("exercise", "the saved game has version %d; this app reads version %d", s.Version, Version)
	}
	g := &Game{players: s.Players, strongWeak: s.StrongWeak, phase: s.Phase, throws: s.Throws, first: s.First,
		turn: s.Turn, played: s.Played, attacker: s.Attacker, defeated: s.Defeated, upgraded: s.Upgraded,
		winner: s.Winner, last: s.Last}
	if err := g.check(); err != nil {
		return nil, err
	}
	if len(g.throws) == 0 {
		g.throws = nil
	}
	for i := range g.players {
		if len(g.players[i].Defeated) == 0 {
			g.players[i].Defeated = nil
		}
	}
	return g, nil
}

// check says what in g could not have come from the rules, or nil.
func (g *Game) check() error {
	if err := g.checkStart(); err != nil {
		return err
	}
	for i := range g.players {
		if err := g.checkPlayer(i); err != nil {
			return err
		}
	}
	return g.checkTurn()
}

// checkStart checks the phase, the players' names and rock, paper,
// scissors.
func (g *Game) checkStart() error {
	if g.phase < ChooseFirst || g.phase > Over {
		return problem.Newf("exercise", "the saved game is in an unknown phase %d", int(g.phase))
	}
	if g.first < 0 || g.first > 1 {
		return problem.Newf("exercise", "the saved game's first player is %d, not 1 or 2", g.first+1)
	}
	for i, t := range g.throws {
		for _, h := range t {
			if h < Rock || h > Scissors {
				return problem.Newf("exercise", "throw %d of rock, paper, scissors is %d", i+1, int(h))
			}
		}
		decided := i == len(g.throws)-1 && g.phase != ChooseFirst
		if (t[0] == t[1]) == decided {
			return problem.Newf("exercise", "throw %d of rock, paper, scissors does not fit the game", i+1)
		}
		if decided && t[0].beats(t[1]) != (g.first == 0) {
			return problem.Newf("exercise", "the saved first player did not win rock, paper, scissors")
		}
	}
	if g.phase != ChooseFirst && len(g.throws) == 0 {
		return problem.Newf("exercise", "the saved game has no rock, paper, scissors")
	}
	for i, p := range g.players {
		if err := checkName(p.Name, fmt.Sprintf("player %d", i+1)); err != nil {
			return err
		}
	}
	if sameName(g.players[0].Name, g.players[1].Name) {
		return problem.Newf("exercise", "both saved players are called %s", g.players[0].Name)
	}
	return nil
}

// checkPlayer checks player i's grid, defeated pile and cards.
func (g *Game) checkPlayer(i int) error {
	p := &g.players[i]
	for s, a := range p.Grid {
		if a == nil {
			continue
		}
		if err := checkName(a.Name, fmt.Sprintf("%s's animal in place %d", p.Name, s+1)); err != nil {
			return err
		}
		switch {
		case a.Level < 1 || a.Level > TopLevel || a.Health < 1 || a.Health > MaxHealth:
			return problem.Newf("exercise", "%s's %s has level %d and health %d", p.Name, a.Name, a.Level, a.Health)
		case a.RestsUntil < 0 || a.RestsUntil > g.turn+2:
			return problem.Newf("exercise", "%s's %s rests until a turn not yet played", p.Name, a.Name)
		case p.find(a.Name) != s:
			return problem.Newf("exercise", "%s has %s on the grid twice", p.Name, a.Name)
		}
	}
	for _, d := range p.Defeated {
		if err := checkName(d.Name, "a defeated animal"); err != nil {
			return err
		}
		if d.Level < 1 || d.Level > TopLevel {
			return problem.Newf("exercise", "%s's defeated %s has level %d", p.Name, d.Name, d.Level)
		}
	}
	for _, c := range []*Card{p.Health, p.Item} {
		if c == nil {
			continue
		}
		if err := checkName(c.Name, "a card in play"); err != nil {
			return err
		}
		if c.Turn < 1 || c.Turn > g.turn {
			return problem.Newf("exercise", "%s's %s was played in turn %d of %d", p.Name, c.Name, c.Turn, g.turn)
		}
	}
	if p.Health != nil && p.Health.Dojo {
		return problem.Newf("exercise", "%s's health card is a dojo", p.Name)
	}
	return nil
}

// checkTurn checks the turn, the animal counts of the phase and the winner.
func (g *Game) checkTurn() error {
	if err := g.checkPhase(); err != nil {
		return err
	}
	if g.attacker < -1 || g.attacker >= Slots {
		return problem.Newf("exercise", "the saved attacker's place %d is not on the grid", g.attacker+1)
	}
	if (g.defeated || g.upgraded) && g.attacker < 0 {
		return problem.Newf("exercise", "the saved game has a defeat or an upgrade before the attack")
	}
	return g.checkSteps()
}

// checkPhase checks that the turn, the animals on the grids and the
// winner fit the phase.
func (g *Game) checkPhase() error {
	n0, n1 := g.players[0].Animals(), g.players[1].Animals()
	started := g.phase == Playing || g.phase == Over
	switch {
	case started && g.turn < 1:
		return problem.Newf("exercise", "the saved game is under way or over, but its turn is %d", g.turn)
	case !started && g.turn != 0:
		return problem.Newf("exercise", "the saved game has not begun, but its turn is %d", g.turn)
	case !started && (n0 > StartCount || n1 > StartCount):
		return problem.Newf("exercise", "before the first turn a player has %d and %d animals, more than %d", n0, n1, StartCount)
	case g.phase == ChooseFirst && n0+n1 > 0:
		return problem.Newf("exercise", "the saved game has animals placed before rock, paper, scissors")
	case g.phase != Over && g.winner != -1:
		return problem.Newf("exercise", "the saved game has a winner, %d, but is not over", g.winner+1)
	case g.phase == Playing && (n0 == 0 || n1 == 0):
		return problem.Newf("exercise", "the saved game is under way, but a player has no animal left")
	case g.phase == Over && (g.winner < 0 || g.winner > 1):
		return problem.Newf("exercise", "the saved game is over, but its winner %d is not player 1 or 2", g.winner+1)
	case g.phase == Over && g.players[1-g.winner].Animals() != 0:
		return problem.Newf("exercise", "the saved game says %s won, but %s still has animals", g.players[g.winner].Name, g.players[1-g.winner].Name)
	}
	return nil
}

// checkSteps checks this turn's steps: none before the first turn, an
// upgrade only after a defeat, and a dojo's "may attack at once" only on
// an animal of the player whose turn it is.
func (g *Game) checkSteps() error {
	if g.turn == 0 && (g.played != "" || g.attacker != -1) {
		return problem.Newf("exercise", "the saved game has a play or an attack before the first turn")
	}
	if g.upgraded && !g.defeated {
		return problem.Newf("exercise", "the saved game has an upgrade after an attack that defeated nothing")
	}
	other := &g.players[1-g.Current()]
	for s, a := range other.Grid {
		if a != nil && a.Ready {
			return problem.Newf("exercise", "%s's %s in place %d is saved as upgraded by a dojo, but it is not %s's turn", other.Name, a.Name, s+1, other.Name)
		}
	}
	return nil
}
