package exercise

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Sizes and limits of the game.
const (
	Slots      = 9  // slots on a player's grid, 3 rows of 3
	Columns    = 3  // columns on a grid
	StartCount = 6  // level-1 animals each player places before the first turn
	TopLevel   = 3  // an animal set has levels 1, 2 and 3
	MaxHealth  = 99 // the most health an animal can have on the score sheet
	MaxDamage  = 99 // the most damage one attack can be entered with
	MaxName    = 30 // the longest name, in characters
)

// Phase is where the game is.
type Phase int

// The phases, in order.
const (
	ChooseFirst Phase = iota // rock, paper, scissors for the first player
	Placing                  // both players place six level-1 animals
	Playing                  // turns
	Over                     // a player has no animal left
)

// Hand is a throw of rock, paper, scissors.
type Hand int

// The throws.
const (
	Rock Hand = iota + 1
	Paper
	Scissors
)

// String is the throw's name.
func (h Hand) String() string {
	switch h {
	case Rock:
		return "Rock"
	case Paper:
		return "Paper"
	case Scissors:
		return "Scissors"
	}
	return fmt.Sprintf("Hand(%d)", int(h))
}

// beats says whether h beats o.
func (h Hand) beats(o Hand) bool {
	return (h == Rock && o == Scissors) || (h == Paper && o == Rock) || (h == Scissors && o == Paper)
}

// Animal is an animal card on the grid with its health on the score sheet.
type Animal struct {
	Name   string `json:"name"`
	Level  int    `json:"level"`
	Health int    `json:"health"`
	// RestsUntil is the last turn the animal rests in: an animal that
	// attacks in turn t rests in the other player's turn t+1 (it can still
	// be attacked) and its own turn t+2 (it cannot attack). 0 when it never
	// attacked.
	RestsUntil int `json:"restsUntil,omitempty"`
	// Ready is set on an animal upgraded with a dojo this turn: it may
	// attack at once, resting or not.
	Ready bool `json:"ready,omitempty"`
}

// Card is a health, item or dojo card in play in front of a player.
type Card struct {
	Name string `json:"name"`
	Stay bool   `json:"stay,omitempty"` // the card says "stay": it is not discarded at the end of the turn
	Dojo bool   `json:"dojo,omitempty"` // a dojo rather than an item
	Turn int    `json:"turn"`           // the turn it was played in
}

// Gone is a card in a player's defeated pile.
type Gone struct {
	Name  string `json:"name"`
	Level int    `json:"level"`
	// Beaten is true when the animal's health reached 0: every other card
	// of that animal goes to the defeated pile when drawn. False for a
	// level-1 card put there by an upgrade.
	Beaten bool `json:"beaten,omitempty"`
}

// Player is one side of the table.
type Player struct {
	Name     string         `json:"name"`
	Grid     [Slots]*Animal `json:"grid"`
	Defeated []Gone         `json:"defeated,omitempty"`
	Health   *Card          `json:"healthCard,omitempty"`
	Item     *Card          `json:"itemCard,omitempty"`
}

// Animals counts the animals on the player's grid.
func (p Player) Animals() int {
	n := 0
	for _, a := range p.Grid {
		if a != nil {
			n++
		}
	}
	return n
}

// find returns the slot of the animal called name on the grid, or -1.
func (p *Player) find(name string) int {
	for i, a := range p.Grid {
		if a != nil && sameName(a.Name, name) {
			return i
		}
	}
	return -1
}

// beaten says whether an animal called name was defeated (health 0).
func (p *Player) beaten(name string) bool {
	for _, g := range p.Defeated {
		if g.Beaten && sameName(g.Name, name) {
			return true
		}
	}
	return false
}

// levelOneGone says whether the level-1 card of the animal called name is
// in the defeated pile after an upgrade.
func (p *Player) levelOneGone(name string) bool {
	for _, g := range p.Defeated {
		if g.Level == 1 && !g.Beaten && sameName(g.Name, name) {
			return true
		}
	}
	return false
}

// Game is a game of two players. Its zero value is not usable: New makes
// one, Decode reads one.
type Game struct {
	players    [2]Player
	strongWeak bool
	phase      Phase
	throws     [][2]Hand // every round of rock, paper, scissors, ties first
	first      int       // the player who goes first
	turn       int       // turns taken so far, counting the one under way; 0 before the first
	played     string    // this turn's play in words; "" while none is made
	attacker   int       // the slot that attacked this turn; -1 before the attack
	defeated   bool      // this turn's attack defeated an animal
	upgraded   bool      // this turn's attacker was upgraded after its defeat
	winner     int       // the winner once Over; -1 before
	last       string    // what the last action did, in words
}

// New starts a game between two players, named in seating order. With
// strongWeak the optional strong/weak rule is on: an attack can do 1 more
// or 1 less damage.
func New(names [2]string, strongWeak bool) (*Game, error) {
	g := &Game{strongWeak: strongWeak, attacker: -1, winner: -1}
	for i, n := range names {
		n = strings.TrimSpace(n)
		if err := checkName(n, fmt.Sprintf("player %d", i+1)); err != nil {
			return nil, err
		}
		g.players[i].Name = n
	}
	if sameName(g.players[0].Name, g.players[1].Name) {
		return nil, problem.Newf("exercise", "both players are called %s; give them different names", g.players[0].Name)
	}
	g.last = "Rock, paper, scissors decides who goes first."
	return g, nil
}

// checkName refuses an empty or overlong name; what says whose it is.
func checkName(n, what string) error {
	switch {
	case n == "":
		return problem.Newf("exercise", "%s has no name", what)
	case len([]rune(n)) > MaxName:
		return problem.Newf("exercise", "the name of %s is longer than %d letters", what, MaxName)
	}
	return nil
}

// sameName compares names as players would: ignoring case and spaces
// around them.
func sameName(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

// Clone returns a copy of g that shares nothing with it.
func (g *Game) Clone() *Game {
	c := *g
	c.throws = append([][2]Hand(nil), g.throws...)
	for i := range c.players {
		p := &c.players[i]
		for s, a := range p.Grid {
			if a != nil {
				cp := *a
				p.Grid[s] = &cp
			}
		}
		p.Defeated = append([]Gone(nil), p.Defeated...)
		if p.Health != nil {
			h := *p.Health
			p.Health = &h
		}
		if p.Item != nil {
			it := *p.Item
			p.Item = &it
		}
	}
	return &c
}
