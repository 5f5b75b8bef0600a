package engine

import (
	"fmt"
)

// This file is the targets of an effect: the pets an effect names, and the
// log's words when it has none.

// targetOf finds the pet an effect of e acts on: its owner and instance.
func (s *State) targetOf(e *pending, t Target) (Player, uint8, bool) {
	in := noInst
	switch t {
	case TargetEnemy:
		in = s.sides[e.player.Other()].pet.inst
	case TargetThis:
		in = e.pet
	case TargetIt:
		in = e.it
		if in == noInst {
			in = e.pet
		}
	case TargetYour:
		in = s.sides[e.player].pet.inst
	}
	if in == noInst {
		return NoPlayer, noInst, false
	}
	q := s.owner[in]
	if s.sides[q].pet.inst != in {
		return NoPlayer, noInst, false
	}
	return q, in, true
}

// targetSet is the pets an effect acts on: one, or two for "both pets"
// (First Player's first).
type targetSet struct {
	p  [2]Player
	in [2]uint8
	n  int
}

// effectTargets finds the pets the effect eff of e acts on: the two active
// pets for "both pets", else as effectTarget. When there is none it logs
// that the effect does nothing, and why.
func (s *State) effectTargets(e *pending, eff *Effect, lg *Log, why string) targetSet {
	var ts targetSet
	if eff.Target != TargetBoth {
		if tp, tin, ok := s.effectTarget(e, eff, lg, why); ok {
			ts.p[0], ts.in[0], ts.n = tp, tin, 1
		}
		return ts
	}
	for _, p := range s.order() {
		if in := s.sides[p].pet.inst; in != noInst {
			ts.p[ts.n], ts.in[ts.n] = p, in
			ts.n++
		}
	}
	if ts.n == 0 {
		s.noTarget(lg, e, eff, "neither player has a pet in the active zone")
	}
	return ts
}

// effectTarget finds the pet the effect eff of e acts on (see targetOf);
// when there is none it logs that the effect does nothing, and why.
func (s *State) effectTarget(e *pending, eff *Effect, lg *Log, why string) (Player, uint8, bool) {
	tp, tin, ok := s.targetOf(e, eff.Target)
	if !ok && lg != nil {
		s.noTarget(lg, e, eff, s.missingWhy(e, eff.Target, why))
	}
	return tp, tin, ok
}

// missingWhy says why target t of e is not an active pet: the player has no
// pet in the active zone, or the pet has left it; else why.
func (s *State) missingWhy(e *pending, t Target, why string) string {
	q, in := e.player, e.pet
	switch t {
	case TargetEnemy:
		q = q.Other()
		fallthrough
	case TargetYour:
		if s.sides[q].pet.inst == noInst {
			return q.String() + " has no pet in the active zone"
		}
	case TargetIt:
		if e.it != noInst {
			in = e.it
		}
		fallthrough
	case TargetThis:
		if in != noInst && s.sides[s.owner[in]].pet.inst != in {
			return s.name(in) + " is not in the active zone"
		}
	}
	return why
}

// noTarget logs that the effect eff of e does nothing, and why.
func (s *State) noTarget(lg *Log, e *pending, eff *Effect, why string) {
	if lg != nil {
		s.log(lg, EventNoTarget, e.player, e.src, noInst, 0, timingRule(s.step),
			fmt.Sprintf("%s: %q does nothing: %s", s.whose(e.src), eff.String(), why))
	}
}
