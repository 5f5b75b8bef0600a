package engine

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is spending Trumpets or Mana (interpretation 14): the effect,
// the NeedSpend stop and the decision.

// applySpend: when the player has n Trumpets (or Mana) or more, they go back
// to the supply and the effect bought happens; with fewer, nothing happens.
// resolve always spends when it can (interpretation 14).
func (s *State) applySpend(e *pending, eff *Effect, n int32, lg *Log) {
	sd := &s.sides[e.player]
	have, rule, what := &sd.trumpets, RuleTrumpets, "Trumpet"
	if eff.Mana {
		have, rule, what = &sd.mana, RuleMana, "Mana"
	}
	plural := func(k int32) string {
		if eff.Mana {
			return fmt.Sprintf("%d Mana", k)
		}
		return fmt.Sprintf("%d %s", k, words.Plural(int(k), what, what+"s"))
	}
	keep := s.spendChoice == spendNo
	s.spendChoice = 0
	if *have < n {
		if lg != nil {
			s.log(lg, EventResource, e.player, e.src, noInst, 0, rule,
				fmt.Sprintf("%s has %s, fewer than %d: %q does nothing", e.player, plural(*have), n, eff.String()))
		}
		return
	}
	if keep {
		if lg != nil {
			s.log(lg, EventResource, e.player, e.src, noInst, 0, RuleNote14,
				fmt.Sprintf("%s keeps %s rather than spend %d to %s", e.player, plural(*have), n, eff.Then[0].String()))
		}
		return
	}
	*have -= n
	if lg != nil {
		s.log(lg, EventResource, e.player, e.src, noInst, int(n), rule,
			fmt.Sprintf("%s spends %s (%d left) to %s", e.player, plural(n), *have, eff.Then[0].String()))
	}
	inner := &eff.Then[0]
	s.apply(e, inner, lg)
}

// canSpend reports whether player p has enough Trumpets or Mana for the
// spend effect eff.
func (s *State) canSpend(p Player, eff *Effect) bool {
	if eff.Mana {
		return s.sides[p].mana >= int32(eff.N)
	}
	return s.sides[p].trumpets >= int32(eff.N)
}

// Spend returns, at a NeedSpend stop, the player who may spend and the
// spend effect; ok is false in any other status.
func (s *State) Spend() (p Player, eff Effect, ok bool) {
	if s.status != NeedSpend {
		return NoPlayer, Effect{}, false
	}
	e := &s.cur[s.iCur]
	return e.player, s.effectsOf(e)[e.cursor], true
}

// DecideSpend settles a NeedSpend stop: spend, or keep the Trumpets or Mana
// (the effect then does nothing). Call Advance to go on.
func (s *State) DecideSpend(spend bool) error {
	if s.status != NeedSpend {
		return fmt.Errorf("DecideSpend needs a NeedSpend stop, the state is %s", s.status)
	}
	s.spendChoice = spendNo
	if spend {
		s.spendChoice = spendYes
	}
	s.status = Running
	return nil
}
