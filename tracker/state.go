package tracker

import (
	"fmt"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// pstate is one player at one moment of the game.
type pstate struct {
	name, team string
	colour     string // one of Colours
	gold       int
	extraGold  int    // gold on top of StartingGold each Shop Phase
	spent      uint32 // which gold tokens are face down: bit i for the (i+1)th
	trophies   int
	trumpets   int
	mana       int
	passed     bool
}

// state is the game at one moment. It is never persisted: the save holds the
// moves, and loading replays them.
type state struct {
	players []pstate
	packs   []Pack // never changed after the set-up
	round   int
	phase   Phase
	token   int         // First Player token (2 players) or first shopper token (4, 6)
	turn    int         // whose shop turn, -1 outside the Shop Phase
	rounds  [][]Battle  // battles of each round played so far; [0] is round 1
	first   FirstChoice // never changed after the set-up
}

// clone returns a copy of s that a move can change, leaving s as it was.
// What no move changes (the packs, who started, the battles of the rounds
// before the latest) is shared.
func (s *state) clone() *state {
	c := *s
	c.players = slices.Clone(s.players)
	c.rounds = make([][]Battle, len(s.rounds), len(s.rounds)+1)
	copy(c.rounds, s.rounds)
	if n := len(s.rounds); n > 0 {
		c.rounds[n-1] = slices.Clone(s.rounds[n-1])
	}
	return &c
}

// clone returns a copy of fc that shares nothing with it.
func (fc FirstChoice) clone() FirstChoice {
	fc.Tied = slices.Clone(fc.Tied)
	fc.RollOff = slices.Clone(fc.RollOff)
	for i, r := range fc.RollOff {
		fc.RollOff[i] = slices.Clone(r)
	}
	return fc
}

// uses reports whether pack p is in use.
func (s *state) uses(p Pack) bool { return slices.Contains(s.packs, p) }

// name is player p's name.
func (s *state) name(p int) string { return s.players[p].name }

// names joins the names of players ps: "Ana, Ben and Cy".
func (s *state) names(ps []int) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = s.name(p)
	}
	return words.JoinAnd(out)
}

// tokenName is what the token is called at this table.
func (s *state) tokenName() string {
	if len(s.players) == 2 {
		return "First Player token"
	}
	return "first shopper token"
}

// prefix starts a history line with the round and phase: "Round 2 Shop: ".
func (s *state) prefix() string {
	return fmt.Sprintf("Round %d %s: ", s.round, s.phase.short())
}

// checkPlayer refuses a move by p unless p is a player of a game that is
// not over.
func (s *state) checkPlayer(p int) error {
	if p < 0 || p >= len(s.players) {
		all := make([]int, len(s.players))
		for i := range all {
			all[i] = i
		}
		return errf("there is no player %d in this game; its players are %s", p, s.names(all))
	}
	if s.phase == PhaseOver {
		return errf("the game is over")
	}
	return nil
}

// apply performs move m on s, drawing random results from d, and returns
// the history line. On error s may be half changed: callers apply to a
// clone.
func (s *state) apply(m Move, d drawSource) (string, error) {
	if err := m.checkFields(); err != nil {
		return "", err
	}
	if err := s.checkRound(m); err != nil {
		return "", err
	}
	if s.ended(m) {
		_, err := s.applyKind(m, d)
		return "", alreadyDone{err} // ended already: the rules refuse it
	}
	return s.applyKind(m, d)
}

// applyKind performs m on s by its kind: apply's work once m's fields and
// round are checked.
func (s *state) applyKind(m Move, d drawSource) (string, error) {
	pre := s.prefix()
	switch m.Kind {
	case KindBuy, KindSell, KindTriple, KindPass:
		if err := s.checkShop(m.Player, string(m.Kind)); err != nil {
			return "", err
		}
		text, err := s.shopAction(m, pre)
		if err != nil {
			return "", err
		}
		more, err := s.endTurn(d)
		return text + more, err
	case KindSpend:
		return s.applySpend(m, pre)
	case KindRefund:
		return s.applyRefund(m, pre)
	case KindEndShop:
		return s.applyEndShop(pre, d)
	case KindResult:
		return s.applyResult(m, pre)
	case KindEndRound:
		return s.applyEndRound(pre)
	case KindTrumpets:
		return s.adjust(m, Golden, "trumpet", "trumpets", pre)
	}
	return s.adjust(m, Magic, "mana", "mana", pre) // checkFields let no other kind through
}

// checkRound refuses a move that ends a phase of another round than this
// one: as already done when that round is over (the same tap made twice),
// or as too early.
func (s *state) checkRound(m Move) error {
	switch {
	case m.Round == 0 || m.Round == s.round: // a move that ends no phase, or one of this round
		return nil
	case m.Round > s.round:
		return errf("round %d has not started: it is the %s of round %d", m.Round, s.phase, s.round)
	case m.Kind == KindEndShop:
		return doneErrf("the Shop Phase of round %d is already over", m.Round)
	case m.Kind == KindResult:
		return doneErrf("the battles of round %d are already over", m.Round)
	}
	return doneErrf("round %d is already over", m.Round)
}

// ended reports whether m ends a phase of this round that has already
// ended: the rules refuse it, as already done.
func (s *state) ended(m Move) bool {
	if m.Round != s.round {
		return false
	}
	switch m.Kind {
	case KindEndShop:
		return s.phase != PhaseShop
	case KindEndRound:
		return s.phase == PhaseOver
	case KindResult:
		return s.phase == PhaseTrophy || s.phase == PhaseOver || s.sameResult(m)
	}
	return false
}

// sameResult reports whether battle m.Battle of this round already has
// m's result.
func (s *state) sameResult(m Move) bool {
	if s.phase != PhaseBattle || m.Battle < 0 || m.Battle >= len(s.rounds[s.round-1]) {
		return false
	}
	b := s.rounds[s.round-1][m.Battle]
	return b.Done && b.Winner == m.Winner
}

// checkBy says why by cannot have made a move of this game: a name that
// is none of its players'. "" (the device that keeps the game) can.
func (s *state) checkBy(by string) error {
	if by == "" || slices.ContainsFunc(s.players, func(p pstate) bool { return p.name == by }) {
		return nil
	}
	return errf("%s is not playing this game, so no move can be theirs", textcheck.Quote(by))
}
