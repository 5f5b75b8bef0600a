package engine

import (
	"fmt"
)

// This file is the effects on the cards a pet carries: foods eaten and
// given, perks gained (the old one discarded), discards, and a pet marked
// fainted when its power drops to its damage.

// eat: player p's active pet pt eats n copies of the effect's food. A perk
// replaces the one it carries, which goes with its power: when the pet's
// damage then reaches its new power it is marked fainted at once, and a pet
// of the other player whose ability gave the perk has KO'd it
// (interpretation 18).
func (s *State) eat(e *pending, eff *Effect, p Player, pt *pet, n int32, lg *Log) {
	c := &s.tab.cards[eff.ref]
	replaced := false
	for range n {
		in := s.newInst(eff.ref, p, ZoneActive)
		if in == noInst {
			return
		}
		if c.Kind == KindPerk {
			replaced = s.dropPerk(p, lg) || replaced
			pt.perk = in
		}
		pt.power += int32(c.Power)
	}
	s.refreshMods(p)
	if lg != nil {
		s.log(lg, EventGain, p, e.src, pt.inst, int(n), timingRule(s.step), fmt.Sprintf("%s gains %s (power %d)", s.whose(pt.inst), s.cardCount(eff.ref, int(n)), pt.power))
	}
	if replaced && s.markIfDown(p, RuleNote18, lg) && s.owner[e.pet] != p {
		s.ko(e.pet, p, true)
	}
}

// dropPerk discards the perk p's active pet carries, if any, to p's fainted
// pile, with its power (Food Cards: one active perk). It reports whether
// there was one.
func (s *State) dropPerk(p Player, lg *Log) bool {
	pt := &s.sides[p].pet
	if pt.perk == noInst {
		return false
	}
	old := pt.perk
	s.setZone(old, ZoneFainted)
	pt.power -= int32(s.tab.cards[s.card[old]].Power)
	if lg != nil {
		s.log(lg, EventPerkDiscard, p, old, pt.inst, 0, RulePerks,
			fmt.Sprintf("%s eats a second perk: %s goes to %s's fainted pile", s.whose(pt.inst), s.name(old), p))
	}
	return true
}

// markIfDown applies rule 1 to player p's pet after it lost power (its
// damage stays): when its damage is now equal to or above its power and it
// is not marked yet, it is marked fainted, its Faint abilities are queued,
// and the log cites rule. It reports whether the pet was marked.
func (s *State) markIfDown(p Player, rule Rule, lg *Log) bool {
	pt := &s.sides[p].pet
	if pt.marked || pt.damage < pt.power {
		return false
	}
	pt.marked = true
	if lg != nil {
		s.log(lg, EventMarked, p, pt.inst, pt.inst, int(pt.damage), rule,
			fmt.Sprintf("%s now has %d damage on power %d: marked fainted", s.whose(pt.inst), pt.damage, pt.power))
	}
	s.fire(p, TriggerFaint, noInst)
	return true
}

// applyDiscard discards n (or all) copies of the effect's card from the
// target; a pet whose power drops to its damage is marked fainted (FAQ:
// Skunk).
func (s *State) applyDiscard(e *pending, eff *Effect, n int32, lg *Log) {
	ts := s.effectTargets(e, eff, lg, "no pet to discard from")
	for i := range ts.n {
		s.discardOne(e, eff, ts.p[i], ts.in[i], n, lg)
	}
}

// discardOne discards n (or all) copies of the effect's card from player
// tp's pet tin.
func (s *State) discardOne(e *pending, eff *Effect, tp Player, tin uint8, n int32, lg *Log) {
	removed := s.discardFrom(tp, tin, eff.ref, eff.All, n)
	s.refreshMods(tp)
	if lg != nil {
		s.log(lg, EventDiscard, e.player, e.src, tin, int(removed), timingRule(s.step), s.lossWords(tin, eff.ref, removed))
	}
	if removed > 0 && s.markIfDown(tp, RuleFAQSkunk, lg) {
		s.ko(e.pet, tp, true)
	}
}

// lossWords says that pet tin lost removed copies of card ref, with its
// power now and the damage that stays on it: "B's Otter loses 2 Apples
// (power 2; the 2 damage on it stays)".
func (s *State) lossWords(tin uint8, ref CardID, removed int32) string {
	pt := &s.sides[s.owner[tin]].pet
	if removed == 0 {
		return fmt.Sprintf("%s has no %s to lose (power %d)", s.whose(tin), s.tab.cards[ref].Name, pt.power)
	}
	text := fmt.Sprintf("%s loses %s (power %d", s.whose(tin), s.cardCount(ref, int(removed)), pt.power)
	if pt.damage > 0 {
		text += fmt.Sprintf("; the %d damage on it stays", pt.damage)
	}
	return text + ")"
}

// discardFrom takes up to n copies of card ref (every copy with all) from
// the active zone of player tp, whose pet is tin, newest first: ailments go
// back to the supply, other cards to the fainted pile, and foods take their
// power with them. It returns how many it took.
func (s *State) discardFrom(tp Player, tin uint8, ref CardID, all bool, n int32) int32 {
	pt := &s.sides[tp].pet
	c := &s.tab.cards[ref]
	removed := int32(0)
	act := s.inActive[tp]
	for in, ok := act.popLast(); ok && (all || removed < n); in, ok = act.popLast() {
		if in == tin || s.card[in] != ref {
			continue
		}
		if c.Kind == KindAilment {
			s.setZone(in, ZoneSupply)
		} else {
			s.setZone(in, ZoneFainted)
		}
		if c.IsFood() {
			pt.power -= int32(c.Power)
		}
		if pt.perk == in {
			pt.perk = noInst
		}
		removed++
	}
	return removed
}

// applyGive attaches n copies of the effect's ailment to the target, or
// makes it eat n copies of the effect's food or perk (a pet marked fainted
// cannot gain power).
func (s *State) applyGive(e *pending, eff *Effect, n int32, lg *Log) {
	ts := s.effectTargets(e, eff, lg, "no pet to give it to")
	food := s.tab.cards[eff.ref].IsFood()
	for i := range ts.n {
		pt := &s.sides[ts.p[i]].pet
		switch {
		case !food:
			s.attach(e, eff, ts.p[i], ts.in[i], n, lg)
		case pt.marked:
			if lg != nil {
				s.log(lg, EventCannotGain, e.player, e.src, pt.inst, 0, RuleFAQDog,
					fmt.Sprintf("%s is marked fainted and cannot gain power: %q does nothing to it", s.whose(pt.inst), eff.String()))
			}
		default:
			s.eat(e, eff, ts.p[i], pt, n, lg)
		}
	}
}

// attach attaches n copies of the effect's ailment to player tp's pet tin.
func (s *State) attach(e *pending, eff *Effect, tp Player, tin uint8, n int32, lg *Log) {
	for range n {
		if s.newInst(eff.ref, tp, ZoneActive) == noInst {
			return
		}
	}
	s.refreshMods(tp)
	if lg != nil {
		s.log(lg, EventGive, e.player, e.src, tin, int(n), RuleAilments,
			fmt.Sprintf("%s gets %s", s.whose(tin), s.cardCount(eff.ref, int(n))))
	}
}
