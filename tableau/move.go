package tableau

import (
	"math/rand/v2"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// KindStart names the move that starts a new game from a set-up.
const KindStart Kind = "start"

// Move is one change of the board game, named and kept as data: an action
// of the log (Action's fields, written as the log writes them), or, with
// Kind KindStart, a new game from Setup. Its JSON names are stable.
type Move struct {
	Action
	// Setup is a new game's players and first player (KindStart only).
	Setup *Setup `json:"setup,omitempty"`
	// DrawFirst asks for the first player at random: Draw chooses it into
	// Setup.First before the move is applied, so that Apply is pure and a
	// move applied again makes the same game.
	DrawFirst bool `json:"drawFirst,omitempty"`
}

// MaxMoveSize is the most bytes DecodeMove reads: a new game's, the
// largest, names the players.
const MaxMoveSize = 4 << 10

// DecodeMove reads a move from its JSON (as encoding/json writes a Move):
// one value of at most MaxMoveSize bytes, of a kind the game has (an
// action's, or KindStart), with no name a Move does not have and nothing
// after it. Anything else is refused in the players' words.
func DecodeMove(data []byte) (Move, error) {
	m, err := textcheck.DecodeKind(data, MaxMoveSize, "move", Move.known)
	if err != nil {
		return Move{}, errf("%w", err)
	}
	return m, nil
}

// known says m's kind and whether the game has it.
func (m Move) known() (string, bool) {
	return string(m.Kind), m.Kind == KindStart || slices.Contains(kinds, m.Kind)
}

// Start is the move that starts a new game from su; with drawFirst the
// first player is drawn at random (see Draw) rather than su.First.
func Start(su Setup, drawFirst bool) Move {
	return Move{Action: Action{Kind: KindStart}, Setup: &su, DrawFirst: drawFirst}
}

// Act is the move of action a.
func Act(a Action) Move { return Move{Action: a} }

// Draw returns m with its chance settled from rng: a new game's first
// player drawn when DrawFirst asks for it. Any other move is returned as
// it is.
func (m Move) Draw(rng *rand.Rand) Move {
	if !m.DrawFirst || m.Setup == nil || len(m.Setup.Players) == 0 {
		return m
	}
	su := *m.Setup
	su.First = rng.IntN(len(su.Players))
	m.Setup, m.DrawFirst = &su, false
	return m
}

// Apply is the one way a move changes a game: the game the move makes, or
// an error (internal/problem, in the players' words) that says why the
// rules refuse it. g is never changed; it may be nil (no game running),
// which only a start accepts. A start replaces any game.
func (g *Game) Apply(m Move) (*Game, error) {
	if m.Kind == KindStart {
		return m.start()
	}
	if m.Setup != nil || m.DrawFirst {
		return nil, errf("only a new game has a set-up, not %q", m.Kind)
	}
	if g == nil {
		return nil, errf("no board game is running: start one first")
	}
	next := g.Clone()
	if err := next.do(m.Action); err != nil {
		return nil, err
	}
	return next, nil
}

// start is the game a start move makes.
func (m Move) start() (*Game, error) {
	switch {
	case m.Setup == nil:
		return nil, errf("a new game needs its players")
	case m.DrawFirst:
		return nil, errf("the first player has not been drawn yet")
	case m.Action != (Action{Kind: KindStart}):
		return nil, errf("a new game takes its set-up only, no player, space, card or line")
	}
	return New(*m.Setup)
}

// Words says what the move did, in the players' words, for the game it
// made (next): "Ana placed Ant in space 2", "a new game of Ana and Ben".
func (m Move) Words(next *Game) string {
	if m.Kind == KindStart {
		names := make([]string, next.NumPlayers())
		for p := range names {
			names[p] = next.Player(p).Name
		}
		return "a new game of " + words.JoinAnd(names)
	}
	return next.Describe(m.Action)
}
