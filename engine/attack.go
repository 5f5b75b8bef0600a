package engine

import (
	"fmt"
)

// This file is the attack (Advanced Timing step 4) and the 9-attack rule
// (interpretation 11).

// attackStep is Advanced Timing 4: the active pets deal damage equal to
// their power to each other, at the same time.
func (s *State) attackStep(lg *Log) {
	s.step = 4
	pa, pb := &s.sides[s.first].pet, &s.sides[s.first.Other()].pet
	if s.pair == [2]uint8{pa.inst, pb.inst} {
		s.attacks++
	} else {
		s.pair = [2]uint8{pa.inst, pb.inst}
		s.attacks = 1
	}
	da, db := max(pa.power-pa.less, 0), max(pb.power-pb.less, 0)
	if lg != nil {
		text := fmt.Sprintf("%s (%s) and %s (%s) attack each other", s.whose(pa.inst), attackWords(pa), s.whose(pb.inst), attackWords(pb))
		if s.attacks > 1 {
			text += fmt.Sprintf(" (attack %d in a row)", s.attacks)
		}
		s.log(lg, EventAttack, NoPlayer, noInst, noInst, 0, RuleTiming4, text)
	}
	first, other := s.first, s.first.Other()
	// Both pets deal damage at the same time; then the triggers are queued,
	// each pet's Hit, Hurt and Faint, then the KOs.
	ra := s.damage(first, db, kindAttack, pb.inst, pb.less, lg)
	rb := s.damage(other, da, kindAttack, pa.inst, pa.less, lg)
	s.hitEvents(first, ra)
	s.hitEvents(other, rb)
	if rb.marked {
		s.fire(first, TriggerKO, noInst)
	}
	if ra.marked {
		s.fire(other, TriggerKO, noInst)
	}
	// Interpretation 6: after the 9th attack in a row, both pets faint;
	// interpretation 11: unless that attack marked one by itself.
	s.ninth(ra.marked || rb.marked, lg)
	s.phase = phResolve
}

// ninth applies the 9-attack rule after an attack: when the same two pets
// have attacked each other 9 times in a row and neither is marked, both are
// marked (interpretation 6); when the 9th attack marked one by itself
// (byAttack), only that one faints, and the log says so (interpretation 11).
func (s *State) ninth(byAttack bool, lg *Log) {
	pa, pb := &s.sides[s.first].pet, &s.sides[s.first.Other()].pet
	if s.attacks < 9 {
		return
	}
	if byAttack {
		if lg != nil && s.attacks == 9 {
			s.log(lg, EventMarked, NoPlayer, noInst, noInst, 0, RuleNote11,
				"the 9th attack in a row marked a pet by itself: the 9-attack rule does not mark the other, only the marked pet faints")
		}
		return
	}
	if !pa.marked && !pb.marked {
		for _, p := range s.order() {
			s.sides[p].pet.marked = true
			if lg != nil {
				in := s.sides[p].pet.inst
				s.log(lg, EventMarked, p, in, in, 0, RuleFAQNine,
					fmt.Sprintf("%s is marked fainted: the same two pets have attacked each other 9 times in a row", s.whose(in)))
			}
			s.fire(p, TriggerFaint, noInst)
		}
	}
}

// attackWords describes an attacker's power for the log.
func attackWords(pt *pet) string {
	if pt.less > 0 {
		return fmt.Sprintf("power %d, deals %d less when attacking", pt.power, pt.less)
	}
	return fmt.Sprintf("power %d", pt.power)
}
