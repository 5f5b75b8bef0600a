package tableau

import (
	"slices"
	"strconv"
	"strings"
)

// MaxChange is the most power a food, the abilities on a stack or the
// effects on a column may add or take away.
const MaxChange = 99

// checkChange refuses a change of power beyond MaxChange either way; what
// says whose change it is.
func checkChange(n int, what string) error {
	if n < -MaxChange || n > MaxChange {
		return errf("the change of power of %s must be from -%d to +%d, not %d", what, MaxChange, MaxChange, n)
	}
	return nil
}

// checkStep refuses a step of a change of power that is 0 or beyond
// MaxChange, and one that takes the change so far, now, beyond it.
func checkStep(now, delta int, what string) error {
	if delta == 0 {
		return errf("a change of power of 0 changes nothing")
	}
	if err := checkChange(delta, what); err != nil {
		return err
	}
	return checkChange(now+delta, what)
}

// checkCombat refuses a change of power outside the combat phase.
func (s *state) checkCombat(what string) error {
	if s.phase != PhaseCombat {
		return errf("%s changes in the combat phase, before it is scored; it is the %s of round %d", what, s.phase, s.round)
	}
	return nil
}

// boost changes the power abilities give p's stack in space i by delta.
func (s *state) boost(p, i, delta int) error {
	if err := s.checkPlayer(p); err != nil {
		return err
	}
	if err := s.checkCombat("a stack's power"); err != nil {
		return err
	}
	st, err := s.stackAt(p, i)
	if err != nil {
		return err
	}
	if err := checkStep(st.Boost, delta, "the "+st.Type+" in "+s.players[p].Name+"'s "+space(i)); err != nil {
		return err
	}
	st.Boost += delta
	return nil
}

// column changes the power effects give column i by delta.
func (s *state) column(i, delta int) error {
	if err := checkSpace(i); err != nil {
		return err
	}
	if err := s.checkCombat("a column's power"); err != nil {
		return err
	}
	if err := checkStep(s.columns[i], delta, "column "+strconv.Itoa(i+1)); err != nil {
		return err
	}
	s.columns[i] += delta
	return nil
}

// ColumnChange is what effects add to column i (0 the rear) this round.
func (g *Game) ColumnChange(i int) int {
	if i < 0 || i >= Spaces {
		return 0
	}
	return g.cur.columns[i]
}

// Card is an animal or a food as this game has seen it drafted, so that
// the table need not type it again.
type Card struct {
	Name  string        // as last drafted, spaces around it trimmed
	Food  bool          // a food; otherwise an animal
	Power [MaxLevel]int // an animal's printed power
	Adds  int           // what a food kept under a stack adds
	Keep  bool          // a food stays under the stack
}

// Seen lists the animals and foods drafted in the actions in effect, the
// most recently drafted first, once each (names compared ignoring case;
// the latest power counts).
func (g *Game) Seen() []Card {
	var out []Card
	seen := func(c Card) {
		c.Name = strings.TrimSpace(c.Name)
		for i, o := range out {
			if o.Food == c.Food && strings.EqualFold(o.Name, c.Name) {
				out = append(out[:i], out[i+1:]...)
				break
			}
		}
		out = append(out, c)
	}
	for _, a := range g.log {
		switch a.Kind {
		case KindPlace:
			seen(Card{Name: a.Name, Power: a.Power})
		case KindUpgrade:
			if c, ok := findCard(out, a.Name); ok {
				seen(c)
			}
		case KindFood:
			seen(Card{Name: a.Name, Food: true, Adds: a.Amount, Keep: a.Keep})
		}
	}
	slices.Reverse(out)
	return out
}

// findCard is the animal called name among cards.
func findCard(cards []Card, name string) (Card, bool) {
	for _, c := range cards {
		if !c.Food && strings.EqualFold(c.Name, strings.TrimSpace(name)) {
			return c, true
		}
	}
	return Card{}, false
}
