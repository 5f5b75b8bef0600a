package engine

import (
	"fmt"
	"math/bits"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is the Faint steps (Advanced Timing steps 3 and 5): pets marked
// fainted leave the active zone with the cards they carry.

// faintStep is Advanced Timing 3 and 5: marked pets leave the active zone
// with the cards they carry. Then a player without an active pet (one that
// fainted, or was set aside during the step) plays at step 1; otherwise the
// pets attack.
func (s *State) faintStep(lg *Log) {
	var fainted [2]bool
	for _, p := range s.order() {
		pt := &s.sides[p].pet
		if pt.inst != noInst && pt.marked {
			s.leave(p, EventFaint, timingRule(s.step), lg)
			fainted[p] = true
		}
	}
	if s.sides[PlayerA].pet.inst == noInst || s.sides[PlayerB].pet.inst == noInst {
		s.phase = phPlay
		if lg != nil {
			s.logSetAsideGone(lg, fainted)
		}
	} else {
		s.phase = phAttack
	}
}

// logSetAsideGone says, at a Faint step that goes back to step 1, why a
// player whose pet did not faint there has no pet: it was set aside during
// the step and left at once (interpretation 16), so that player plays next.
// fainted tells whose pet fainted at this step.
func (s *State) logSetAsideGone(lg *Log, fainted [2]bool) {
	var gone []string
	var who []string
	for _, p := range s.order() {
		sd := &s.sides[p]
		if sd.pet.inst != noInst || fainted[p] || sd.nAside == 0 {
			continue
		}
		gone = append(gone, s.whose(sd.aside[sd.nAside-1].pet))
		who = append(who, p.String())
	}
	if len(gone) == 0 {
		return
	}
	text := words.JoinAnd(gone) + " " + words.Plural(len(gone), "was", "were") + " set aside and left the active zone at once"
	if !fainted[PlayerA] && !fainted[PlayerB] {
		text = "no pet is marked fainted, so none faints; " + text
	}
	text += fmt.Sprintf(", so %s %s at step 1", words.JoinAnd(who), words.Plural(len(who), "plays the next pet", "play their next pets"))
	s.log(lg, EventFaint, NoPlayer, noInst, noInst, 0, RuleNote16, text)
}

// leave takes p's active pet out of the active zone, with the cards it
// carries: to the set-aside area when it is set aside, else to p's fainted
// pile. The log entry is an ev citing rule.
func (s *State) leave(p Player, ev Event, rule Rule, lg *Log) {
	sd := &s.sides[p]
	pt := &sd.pet
	in := pt.inst
	var toPile, toSupply []CardID
	if lg != nil {
		toPile, toSupply = s.carriedNames(p, in)
	}
	s.clearCarried(p, in)
	if pt.aside {
		s.setZone(in, ZoneSetAside)
		sd.setAside++
	} else {
		s.setZone(in, ZoneFainted)
		sd.fainted++
	}
	if lg != nil {
		left := *pt
		sd.pet = pet{inst: noInst, perk: noInst}
		s.log(lg, ev, p, in, noInst, 0, rule, s.faintText(p, &left, toPile, toSupply))
	} else {
		sd.pet = pet{inst: noInst, perk: noInst}
	}
	if s.card[in] == s.tab.retriever && sd.trumpets > 0 {
		// Interpretation 12: all of the owner's Trumpets go with it.
		t := sd.trumpets
		sd.trumpets = 0
		if lg != nil {
			s.log(lg, EventResource, p, in, noInst, int(t), RuleNote12,
				fmt.Sprintf("%s's %s has left: %s also discards the %d %s gained while it was in play", p, s.name(in), p, t, words.Plural(int(t), "Trumpet", "Trumpets")))
		}
	}
}

// clearCarried moves the cards in p's active zone other than the pet in:
// ailments back to the supply, the others to p's fainted pile.
func (s *State) clearCarried(p Player, in uint8) {
	act := &s.inActive[p]
	for w := range act {
		bw := act[w]
		act[w] = 0
		for ; bw != 0; bw &= bw - 1 {
			i := uint8(w<<6 + bits.TrailingZeros64(bw))
			if i == in {
				act[w] |= 1 << (i & 63) // the pet itself: leave moves it
				continue
			}
			s.zone[i] = s.carriedGoesTo(i) // neither active nor set aside: no mask to keep
		}
	}
}

// carriedGoesTo is where card instance i, carried by a pet that leaves the
// active zone, goes: an ailment back to the supply, another card to its
// owner's fainted pile.
func (s *State) carriedGoesTo(i uint8) Zone {
	if s.tab.info[s.card[i]].kind == KindAilment {
		return ZoneSupply
	}
	return ZoneFainted
}

// carriedNames names, for the log, the cards clearCarried is about to move
// (in the order they entered the battle): those going to the fainted pile
// and those going back to the supply.
func (s *State) carriedNames(p Player, in uint8) (toPile, toSupply []CardID) {
	act := s.inActive[p]
	for i := range act.all {
		switch {
		case i == in:
		case s.carriedGoesTo(i) == ZoneSupply:
			toSupply = append(toSupply, s.card[i])
		default:
			toPile = append(toPile, s.card[i])
		}
	}
	return toPile, toSupply
}

// faintText describes p's pet pt leaving the active zone (fainting or being
// set aside) with the cards it carried.
func (s *State) faintText(p Player, pt *pet, toPile, toSupply []CardID) string {
	in := pt.inst
	var text string
	if pt.aside {
		text = fmt.Sprintf("%s leaves the active zone and is set aside: from now on it counts as fainted", s.whose(in))
		if !pt.marked {
			text = fmt.Sprintf("%s is set aside until %s plays the next pet: it leaves the active zone at once and counts as fainted", s.whose(in), p)
		}
		if len(toPile) > 0 {
			text += fmt.Sprintf("; %s %s to %s's fainted pile", s.groupNames(toPile), words.Plural(len(toPile), "goes", "go"), p)
		}
	} else {
		text = fmt.Sprintf("%s faints: it goes to %s's fainted pile", s.whose(in), p)
		if len(toPile) > 0 {
			text += " with " + s.groupNames(toPile)
		}
	}
	if len(toSupply) > 0 {
		text += fmt.Sprintf("; %s %s back to the supply", s.groupNames(toSupply), words.Plural(len(toSupply), "goes", "go"))
	}
	if pt.committed > 0 {
		text += fmt.Sprintf("; its %d %s discarded", pt.committed, words.Plural(int(pt.committed), "Trumpet is", "Trumpets are"))
	}
	return text
}
