package automa

import (
	"fmt"
	"math/rand/v2"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// MoveKind names a move: what the players did or asked of the automa.
type MoveKind string

// The moves, one for each change of a run and one for a new game. Those
// marked "chance" shuffle or draw: they carry a Seed.
const (
	MoveStart      MoveKind = "start"       // a new game: Options (chance)
	MoveStartTurn  MoveKind = "start-turn"  // the automa's turn starts (chance)
	MoveReveal     MoveKind = "reveal"      // the next action card: Champion for a real deck's (chance)
	MoveAlkemi     MoveKind = "alkemi"      // Al'kemi's draw: Champion for a real deck's (chance)
	MoveReact      MoveKind = "react"       // an attack on the Champions named (chance)
	MoveResolve    MoveKind = "resolve"     // the card is resolved: Outcome, Champion moved
	MoveHealDamage MoveKind = "heal-damage" // Champion heals 1, Target takes 1 damage, Nearest
	MoveEndTurn    MoveKind = "end-turn"    // the automa's turn ends
	MoveStun       MoveKind = "stun"        // Champion is stunned
	MoveLevel      MoveKind = "level"       // Champion levelled up (On) or not
	MoveLife       MoveKind = "life"        // the automa's Champion has Number life
	MoveTrophies   MoveKind = "trophies"    // the automa's (On) or the players' trophies: Number
	MoveAddPlayer  MoveKind = "add-player"  // the players' Champion joins
	MovePlayerLife MoveKind = "player-life" // the players' Champion has Number life
)

// Move is one change of the automa's run, named and kept as data: its kind
// and the fields that kind uses (the others stay zero). Its JSON names are
// stable.
type Move struct {
	Kind     MoveKind `json:"kind"`
	Options  *Options `json:"options,omitempty"`  // a new game's set-up
	Champion string   `json:"champion,omitempty"` // the champion the move is about
	Target   string   `json:"target,omitempty"`   // the champion damaged by "heal 1, damage 1"
	Names    []string `json:"names,omitempty"`    // the champions attacked; the nearest to the healer
	Outcome  Outcome  `json:"outcome,omitempty"`  // how the card was resolved
	Number   int      `json:"number,omitempty"`   // life or trophies
	On       bool     `json:"on,omitempty"`       // levelled up; the automa's trophies
	// Seed settles a chance move's shuffles and draws: Draw fills it
	// before the move is applied, so that Apply is pure and a move
	// applied again makes the same run. 0 is no seed yet.
	Seed uint64 `json:"seed,omitempty"`
}

// MaxMoveSize is the most bytes DecodeMove reads: a new game's, the
// largest, names a few champions.
const MaxMoveSize = 4 << 10

// DecodeMove reads a move from its JSON (as encoding/json writes a Move):
// one value of at most MaxMoveSize bytes, of a kind the automa has, with no
// name a Move does not have and nothing after it. Anything else is refused
// in the players' words.
func DecodeMove(data []byte) (Move, error) {
	m, err := textcheck.DecodeKind(data, MaxMoveSize, "move", Move.known)
	if err != nil {
		return Move{}, problem.Newf("automa", "%w", err)
	}
	return m, nil
}

// known says m's kind and whether the automa has it.
func (m Move) known() (string, bool) {
	_, ok := takes[m.Kind]
	return string(m.Kind), ok || m.Kind == MoveStart
}

// chance says whether a move of kind k shuffles or draws.
func chance(k MoveKind) bool {
	switch k {
	case MoveStart, MoveStartTurn, MoveReveal, MoveAlkemi, MoveReact:
		return true
	}
	return false
}

// Draw returns m with its chance settled from rng: a seed for a move that
// shuffles or draws and has none yet. Any other move is returned as it is.
func (m Move) Draw(rng *rand.Rand) Move {
	for chance(m.Kind) && m.Seed == 0 {
		m.Seed = rng.Uint64()
	}
	return m
}

// Apply is the one way a move changes a run: the run the move makes, or an
// error (internal/problem, in the players' words) that says why the rules
// refuse it. r is never changed; it may be nil (no game set up), which
// only a start accepts. A start replaces any run.
func (r *Run) Apply(m Move) (*Run, error) {
	if chance(m.Kind) && m.Seed == 0 {
		return nil, problem.Newf("automa", "the cards have not been shuffled for this move yet")
	}
	rng := rand.New(rand.NewPCG(m.Seed, m.Seed^0x9e3779b97f4a7c15))
	if m.Kind == MoveStart {
		if m.Options == nil {
			return nil, problem.Newf("automa", "a new game needs its champions")
		}
		return New(*m.Options, rng)
	}
	if m.Options != nil {
		return nil, problem.Newf("automa", "only a new game has a set-up, not %q", m.Kind)
	}
	if r == nil {
		return nil, problem.Newf("automa", "no game against the automa is set up: set one up first")
	}
	next := r.Clone()
	if err := next.move(m, rng); err != nil {
		return nil, err
	}
	return next, nil
}

// takes are how each kind of move but a start is taken on a run, changing it.
var takes = map[MoveKind]func(r *Run, m Move, rng *rand.Rand) error{
	MoveStartTurn:  func(r *Run, m Move, rng *rand.Rand) error { return r.StartTurn(rng) },
	MoveReveal:     func(r *Run, m Move, rng *rand.Rand) error { return r.Reveal(m.Champion, rng) },
	MoveAlkemi:     func(r *Run, m Move, rng *rand.Rand) error { return r.DrawForAlkemi(m.Champion, rng) },
	MoveReact:      func(r *Run, m Move, rng *rand.Rand) error { return r.React(m.Names, rng) },
	MoveResolve:    func(r *Run, m Move, rng *rand.Rand) error { return r.Resolve(m.Outcome, m.Champion) },
	MoveHealDamage: func(r *Run, m Move, rng *rand.Rand) error { return r.HealDamage(m.Champion, m.Names, m.Target) },
	MoveEndTurn:    func(r *Run, m Move, rng *rand.Rand) error { return r.EndTurn() },
	MoveStun:       func(r *Run, m Move, rng *rand.Rand) error { return r.Stun(m.Champion) },
	MoveLevel:      func(r *Run, m Move, rng *rand.Rand) error { return r.SetLeveled(m.Champion, m.On) },
	MoveLife:       func(r *Run, m Move, rng *rand.Rand) error { return r.SetLife(m.Champion, m.Number) },
	MoveTrophies:   func(r *Run, m Move, rng *rand.Rand) error { return r.SetTrophies(m.On, m.Number) },
	MoveAddPlayer:  func(r *Run, m Move, rng *rand.Rand) error { return r.AddPlayer(m.Champion) },
	MovePlayerLife: func(r *Run, m Move, rng *rand.Rand) error { return r.SetPlayerLife(m.Champion, m.Number) },
}

// move takes m on r, changing it, or refuses it.
func (r *Run) move(m Move, rng *rand.Rand) error {
	if take, ok := takes[m.Kind]; ok {
		return take(r, m, rng)
	}
	return problem.Newf("automa", "there is no move called %q", m.Kind)
}

// Words says what the move did, in the players' words: "stunning
// Thaddeus", "Ana's Hammer has 5 life".
func (m Move) Words() string {
	c := m.Champion
	switch m.Kind {
	case MoveStart:
		if m.Options != nil {
			return "a new game against " + words.JoinAnd(m.Options.Champions)
		}
	case MoveStartTurn:
		return "starting the automa's turn"
	case MoveReveal, MoveAlkemi:
		what := map[MoveKind]string{MoveReveal: "revealing the next action card", MoveAlkemi: "Al'kemi's draw"}[m.Kind]
		if c != "" {
			return fmt.Sprintf("%s (%s's card)", what, c)
		}
		return what
	case MoveReact:
		return "the reaction to the attack on " + words.JoinAnd(m.Names)
	case MoveResolve:
		return "resolving the action card"
	case MoveHealDamage:
		return fmt.Sprintf("%s heals 1 and %s takes 1 damage", c, m.Target)
	case MoveEndTurn:
		return "ending the automa's turn"
	case MoveStun:
		return "stunning " + c
	case MoveLevel:
		if m.On {
			return c + " levelled up"
		}
		return c + " not levelled up"
	case MoveLife, MovePlayerLife:
		return fmt.Sprintf("%s has %s", c, words.Count(m.Number, "life", "life"))
	case MoveTrophies:
		side := map[bool]string{true: "the automa has", false: "the players have"}[m.On]
		return fmt.Sprintf("%s %s", side, words.Count(m.Number, "trophy", "trophies"))
	case MoveAddPlayer:
		return "adding " + c
	}
	return string(m.Kind)
}
