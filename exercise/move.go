package exercise

import (
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// MoveKind names a move: what the players did.
type MoveKind string

// The moves, one for each action of the rules and one for a new game.
const (
	MoveStart        MoveKind = "start"         // a new game: Names, StrongWeak
	MoveThrow        MoveKind = "throw"         // rock, paper, scissors: Hands
	MovePlace        MoveKind = "place"         // Player puts Name with Health in Slot
	MoveUnplace      MoveKind = "unplace"       // Player takes the animal in Slot back
	MoveBegin        MoveKind = "begin"         // the first turn begins
	MoveAttack       MoveKind = "attack"        // Slot attacks Target: Damage, Bonus
	MoveUpgrade      MoveKind = "upgrade"       // the attacker goes up a level after a defeat: Health
	MoveChangeHealth MoveKind = "change-health" // Player's animal in Slot: Delta
	MoveDestroy      MoveKind = "destroy"       // Player's Card in play is destroyed
	MoveEndTurn      MoveKind = "end-turn"      // the turn ends
	MovePlayHealth   MoveKind = "play-health"   // Name, Stay, on Slot, Health
	MovePlayItem     MoveKind = "play-item"     // Name, Stay
	MovePlayDojo     MoveKind = "play-dojo"     // the animal in Slot upgraded: Health
	MoveAddAnimal    MoveKind = "add-animal"    // Name with Health in the empty Slot
	MoveSwap         MoveKind = "swap"          // the turn's play is swapping cards
	MoveByCard       MoveKind = "by-card"       // a card played as a card allows: Player, Play, Name, Stay, Slot, Health
)

// Move is one change of the game, named and kept as data: its kind and the
// fields that kind uses (the others stay zero). Its JSON names are stable.
type Move struct {
	Kind       MoveKind  `json:"kind"`
	Names      [2]string `json:"names,omitzero"`       // a new game's players, in seating order
	StrongWeak bool      `json:"strongWeak,omitempty"` // a new game plays the strong/weak rule
	Hands      [2]Hand   `json:"hands,omitzero"`       // each player's throw
	Player     int       `json:"player,omitempty"`     // 0 or 1
	Slot       int       `json:"slot,omitempty"`       // a place of the grid; an attack's attacker
	Target     int       `json:"target,omitempty"`     // the place attacked
	Name       string    `json:"name,omitempty"`       // the animal's or the card's name
	Health     int       `json:"health,omitempty"`     // health on the card, or what it heals
	Damage     int       `json:"damage,omitempty"`     // an attack's damage
	Bonus      int       `json:"bonus,omitempty"`      // strong (+1) or weak (-1)
	Delta      int       `json:"delta,omitempty"`      // a change of health
	Stay       bool      `json:"stay,omitempty"`       // the card says "stay"
	Card       CardKind  `json:"card,omitempty"`       // the kind of card destroyed
	Play       PlayKind  `json:"play,omitempty"`       // the card played as a card allows
}

// MaxMoveSize is the most bytes DecodeMove reads: a move is a few dozen.
const MaxMoveSize = 1 << 10

// DecodeMove reads a move from its JSON (as encoding/json writes a Move):
// one value of at most MaxMoveSize bytes, of a kind the game has, with no
// name a Move does not have and nothing after it. Anything else is refused
// in the players' words.
func DecodeMove(data []byte) (Move, error) {
	m, err := textcheck.DecodeKind(data, MaxMoveSize, "move", Move.known)
	if err != nil {
		return Move{}, problem.Newf("exercise", "%w", err)
	}
	return m, nil
}

// known says m's kind and whether the game has it.
func (m Move) known() (string, bool) {
	_, ok := takes[m.Kind]
	return string(m.Kind), ok || m.Kind == MoveStart
}

// Apply is the one way a move changes a game: the game the move makes, or
// an error (internal/problem, in the players' words) that says why the
// rules refuse it. g is never changed; it may be nil (no game running),
// which only a start accepts. A start replaces any game.
func (g *Game) Apply(m Move) (*Game, error) {
	if m.Kind == MoveStart {
		return New(m.Names, m.StrongWeak)
	}
	if g == nil {
		return nil, problem.Newf("exercise", "no animal exercise card game is running: start one first")
	}
	next := g.Clone()
	if err := next.move(m); err != nil {
		return nil, err
	}
	return next, nil
}

// takes are how each kind of move but a start is taken on a game, changing it.
var takes = map[MoveKind]func(g *Game, m Move) error{
	MoveThrow:        func(g *Game, m Move) error { return g.Throw(m.Hands[0], m.Hands[1]) },
	MovePlace:        func(g *Game, m Move) error { return g.Place(m.Player, m.Slot, m.Name, m.Health) },
	MoveUnplace:      func(g *Game, m Move) error { return g.Unplace(m.Player, m.Slot) },
	MoveBegin:        func(g *Game, m Move) error { return g.Begin() },
	MoveAttack:       func(g *Game, m Move) error { return g.Attack(m.Slot, m.Target, m.Damage, m.Bonus) },
	MoveUpgrade:      func(g *Game, m Move) error { return g.UpgradeAfterDefeat(m.Health) },
	MoveChangeHealth: func(g *Game, m Move) error { return g.ChangeHealth(m.Player, m.Slot, m.Delta) },
	MoveDestroy:      func(g *Game, m Move) error { return g.DestroyCard(m.Player, m.Card) },
	MoveEndTurn:      func(g *Game, m Move) error { return g.EndTurn() },
	MovePlayHealth:   func(g *Game, m Move) error { return g.PlayHealth(m.Name, m.Stay, m.Slot, m.Health) },
	MovePlayItem:     func(g *Game, m Move) error { return g.PlayItem(m.Name, m.Stay) },
	MovePlayDojo:     func(g *Game, m Move) error { return g.PlayDojo(m.Slot, m.Health) },
	MoveAddAnimal:    func(g *Game, m Move) error { return g.AddAnimal(m.Slot, m.Name, m.Health) },
	MoveSwap:         func(g *Game, m Move) error { return g.SwapCards() },
	MoveByCard: func(g *Game, m Move) error {
		return g.PlayByCard(ExtraPlay{Player: m.Player, Kind: m.Play, Name: m.Name, Stay: m.Stay, Slot: m.Slot, Health: m.Health})
	},
}

// move takes m on g, changing it, or refuses it.
func (g *Game) move(m Move) error {
	if take, ok := takes[m.Kind]; ok {
		return take(g, m)
	}
	return problem.Newf("exercise", "there is no move called %q", m.Kind)
}

// Words says what the move did, in the players' words, for the game it
// made (next): "a new game of Ana and Ben", "the end of Ben's turn", or
// the game's own words for its last action ("Paper beats rock: Ana goes
// first.").
func (m Move) Words(next *Game) string {
	switch m.Kind {
	case MoveStart:
		return "a new game of " + words.JoinAnd([]string{next.Name(0), next.Name(1)})
	case MoveEndTurn: // the game's words say whose turn it is now
		return "the end of " + words.Possessive(next.Name(1-next.Current())) + " turn"
	}
	return next.Last()
}
