package automa

import (
	"math/rand/v2"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Resolve records how the current step went: Acted when the champion did
// what the priority list says, Emergency when mover (a champion of the
// automa player whose turn it is) moved 2 hexes instead, HealDamage when no
// emergency move was possible (as HealDamage with mover the healer and the
// damage not named: refused once the players' champions' life is
// entered), PlayedFree when Al'kemi's draw matched the colour. A free move
// or a stunned champion's card can only be an emergency move (or heal and
// damage when none is possible).
func (r *Run) Resolve(o Outcome, mover string) error {
	if o == HealDamage {
		return r.HealDamage(mover, nil, "")
	}
	i, err := r.resolvable()
	if err != nil {
		return err
	}
	s := r.Turn.Steps[i]
	if err := r.checkOutcome(s, o); err != nil {
		return err
	}
	if o == Emergency {
		if mover == "" {
			return problem.Newf("automa", "say which of %s made the emergency move", words.JoinAnd(r.TeamOf(r.Turn.Team)))
		}
		name, err := r.champion(mover)
		if err != nil {
			return err
		}
		if r.team(name) != r.Turn.Team {
			return problem.Newf("automa", "%s plays for the other automa player; an emergency move is made by one of %s", name, words.JoinAnd(r.TeamOf(r.Turn.Team)))
		}
		s.Mover = name
	} else if mover != "" {
		return problem.Newf("automa", "only an emergency move has a champion who moves, not %s", mover)
	}
	s.Outcome = o
	r.Turn.Steps[i] = s
	return nil
}

// HealDamage resolves the current step as "heal 1, damage 1", when no
// emergency move is possible. The champion of the automa player whose turn
// it is with the least life heals 1, once their life is entered (healer
// names which when several are tied; "" otherwise). Once the players have
// entered their own champions' life, the one nearest an automa champion
// takes 1 damage: nearest are those the players tap as nearest (several
// when equally near; left out when only one is standing), target the one
// of them with the least life (named when several are tied; "" otherwise).
// A champion at 0 life is knocked out and takes no damage.
func (r *Run) HealDamage(healer string, nearest []string, target string) error {
	i, err := r.resolvable()
	if err != nil {
		return err
	}
	old := r.Clone()
	s := r.Turn.Steps[i]
	s.Healed, err = r.heal(healer)
	if err == nil {
		s.Damaged, err = r.damage(nearest, target)
	}
	if err != nil {
		*r = *old
		return err
	}
	s.Outcome = HealDamage
	r.Turn.Steps[i] = s
	return nil
}

// resolvable is the index of the step to resolve: the turn's first not
// resolved, face up unless it is a free move.
func (r *Run) resolvable() (int, error) {
	i, err := r.pending()
	if err != nil {
		return 0, err
	}
	if s := r.Turn.Steps[i]; s.Kind != FreeMove && !s.Shown {
		return 0, problem.Newf("automa", "flip the card before resolving it")
	}
	return i, nil
}

// checkOutcome says why outcome o cannot resolve step s, if it cannot.
func (r *Run) checkOutcome(s Step, o Outcome) error {
	switch o {
	case Emergency, HealDamage:
		return nil
	case Acted:
		if s.Kind == FreeMove {
			return problem.Newf("automa", "a free move is an emergency move, not an action card")
		}
		if s.Stunned {
			return problem.Newf("automa", "%s was stunned, so this card becomes an emergency move", s.Card.Champion)
		}
		return nil
	case PlayedFree:
		if s.Kind != AlkemiDraw {
			return problem.Newf("automa", "only the card drawn for Al'kemi can be played for free")
		}
		return nil
	}
	return problem.Newf("automa", "%d is not a way to resolve a card", int(o))
}

// DrawForAlkemi is Al'kemi's Aqua Vitae or Alchemical Fire: the current
// card, Al'kemi's and face up, is resolved, and the top card of the action
// deck is drawn after it (with a real deck, champion says whose it is; ""
// with the app's). If its colour matches it is played for free, if not it
// becomes an emergency move; it is discarded with the turn's cards.
func (r *Run) DrawForAlkemi(champion string, rng *rand.Rand) error {
	if r.Turn == nil {
		return errNoTurn
	}
	i := r.Turn.Current()
	if i == len(r.Turn.Steps) || r.Turn.Steps[i].Kind == FreeMove || !r.Turn.Steps[i].Shown ||
		r.Turn.Steps[i].Card.Champion != Alkemi || r.Turn.Steps[i].Stunned {
		return problem.Newf("automa", "only a face-up card of Al'kemi, not stunned, draws the top action card")
	}
	old := r.Clone()
	r.Turn.Steps[i].Outcome = Acted
	r.Turn.Steps = slices.Insert(r.Turn.Steps, i+1, Step{Kind: AlkemiDraw})
	if !r.Options.Physical {
		if champion != "" {
			*r = *old
			return problem.Newf("automa", "the app deals from its own deck; it does not need to be told whose card it is")
		}
		pile := r.Action[r.Turn.Team].clone()
		c, re, err := pile.drawTop(rng)
		if err != nil {
			*r = *old
			return err
		}
		r.Action[r.Turn.Team] = pile
		r.Turn.Steps[i+1].Card, r.Turn.Steps[i+1].Reshuffled = c, re
	}
	// A drawn card is not one of the champion's turn cards: no stun token
	// applies to it.
	if err := r.reveal(champion, rng, false); err != nil {
		*r = *old
		return err
	}
	return nil
}

// EndTurn discards the turn's action cards and the stun tokens of the
// automa player whose turn it was; tokens given during the turn wait for
// their next one.
func (r *Run) EndTurn() error {
	if r.Turn == nil {
		return errNoTurn
	}
	if i := r.Turn.Current(); i < len(r.Turn.Steps) {
		return problem.Newf("automa", "%d of the turn's steps are not resolved yet", len(r.Turn.Steps)-i)
	}
	t := r.Turn.Team
	for _, s := range r.Turn.Steps {
		if s.Kind != FreeMove {
			r.Action[t].Discard = append(r.Action[t].Discard, s.Card)
		}
	}
	for _, c := range r.TeamOf(t) {
		delete(r.Stuns, c)
		if n := r.Later[c]; n > 0 {
			if r.Stuns == nil {
				r.Stuns = map[string]int{}
			}
			r.Stuns[c] = n
		}
		delete(r.Later, c)
	}
	r.Turn = nil
	r.Turns++
	return nil
}

// Stun gives champion a stun token: their next action card flipped on
// their automa player's next turn becomes an emergency move. A token given
// during that player's own turn waits for the turn after.
func (r *Run) Stun(champion string) error {
	name, err := r.champion(champion)
	if err != nil {
		return err
	}
	m := &r.Stuns
	if r.Turn != nil && r.team(name) == r.Turn.Team {
		m = &r.Later
	}
	if (*m)[name] >= MaxStuns {
		return problem.Newf("automa", "%s already has %d stun tokens, the most the app keeps", name, MaxStuns)
	}
	if *m == nil {
		*m = map[string]int{}
	}
	(*m)[name]++
	return nil
}

// MaxStuns is the most stun tokens the app keeps for one champion and one
// turn: more than their cards in a turn would change nothing.
const MaxStuns = 9

// StunTokens is how many stun tokens champion has for their next turn,
// and how many wait for the turn after.
func (r *Run) StunTokens(champion string) (next, later int) {
	return r.Stuns[champion], r.Later[champion]
}
