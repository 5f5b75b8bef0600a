package engine

import (
	"fmt"
	"strconv"
)

// This file is an instance of damage: how much a pet takes (the passive
// lines), its marking, and the Hit, Hurt, Faint and KO triggers it causes.

// hitKind is where an instance of damage comes from.
type hitKind uint8

const (
	kindAttack hitKind = iota // an attack (Advanced Timing 4)
	kindRocks                 // a throw of rocks: one instance, not an attack
	kindDamage                // "deal N damage"
)

// hitResult is what one instance of damage did.
type hitResult struct {
	dealt  int32
	hurt   bool // above 0
	marked bool // marked fainted by it
}

// damage deals one instance of raw damage to player t's active pet: "takes N
// more" and "takes N less" change it (never below 0), then the pet is marked
// fainted if its damage reaches its power. less is what the attacker's "deals
// N less" took off an attack, for the log. It queues no triggers.
func (s *State) damage(t Player, raw int32, kind hitKind, src uint8, less int32, lg *Log) hitResult {
	pt := &s.sides[t].pet
	d := max(raw+pt.more-pt.takeLess, 0)
	pt.damage += d
	r := hitResult{dealt: d, hurt: d > 0}
	if !pt.marked && pt.damage >= pt.power {
		pt.marked = true
		r.marked = true
	}
	if lg != nil {
		s.logDamage(lg, pt, raw, d, kind, src, less, r.marked)
	}
	return r
}

// logDamage writes the line of one instance of damage: d dealt to pt, raw
// before its passive lines; marked says it was marked fainted by it.
func (s *State) logDamage(lg *Log, pt *pet, raw, d int32, kind hitKind, src uint8, less int32, marked bool) {
	rule := RuleTiming4
	switch {
	case kind == kindRocks:
		rule = RuleRocks // rock damage is cited one way, whatever else applies
	case kind == kindAttack && (less > 0 || pt.more > 0):
		rule = RuleNote5
	case kind == kindDamage:
		rule = timingRule(s.step)
	}
	mods := ""
	if pt.more != 0 || pt.takeLess != 0 {
		mods = " (" + strconv.Itoa(int(raw))
		if pt.more != 0 {
			mods += fmt.Sprintf(" + %d more", pt.more)
		}
		if pt.takeLess != 0 {
			mods += fmt.Sprintf(" - %d less", pt.takeLess)
		}
		mods += ")"
	}
	total := fmt.Sprintf("%d damage on power %d", pt.damage, pt.power)
	if marked {
		total += ": marked fainted"
	}
	var text string
	if d == 0 {
		if rule != RuleRocks {
			rule = RuleHitHurt
		}
		text = fmt.Sprintf("%s is hit for 0 damage%s: a hit, not a hurt (%s)", s.whose(pt.inst), mods, total)
	} else {
		text = fmt.Sprintf("%s takes %d damage%s: hurt (%s)", s.whose(pt.inst), d, mods, total)
	}
	if kind == kindRocks {
		text += "; rocks are not an attack"
	}
	s.log(lg, EventDamage, s.owner[src], src, pt.inst, int(d), rule, text)
}

// hitEvents queues the Hit, Hurt and Faint abilities an instance of damage
// to player t's pet caused.
func (s *State) hitEvents(t Player, r hitResult) {
	s.fire(t, TriggerHit, noInst)
	if r.hurt {
		s.fire(t, TriggerHurt, noInst)
	}
	if r.marked {
		s.fire(t, TriggerFaint, noInst)
	}
}

// ko queues the KO abilities of pet src when it made player t's pet faint:
// those of an active pet other than that pet, and the cards it carries, or
// those of a set-aside pet, whose effects still act (interpretation 17).
func (s *State) ko(src uint8, t Player, marked bool) {
	if !marked || src == noInst {
		return
	}
	o := s.owner[src]
	switch {
	case s.sides[o].pet.inst == src && s.sides[t].pet.inst != src:
		s.fire(o, TriggerKO, noInst)
	case s.zone[src] == ZoneSetAside:
		s.fireCard(o, src, src, TriggerKO, noInst)
	}
}

// applyDamage deals n damage (or this pet's power) to the target as one
// instance; "both pets" each take their own instance at the same time.
func (s *State) applyDamage(e *pending, eff *Effect, n int32, lg *Log) {
	if eff.Power {
		pt := &s.sides[s.owner[e.pet]].pet
		if pt.inst != e.pet {
			s.noTarget(lg, e, eff, s.name(e.pet)+" is not in the active zone")
			return
		}
		n = pt.power
	}
	ts := s.effectTargets(e, eff, lg, "no pet to damage")
	s.hitAll(ts, n, kindDamage, e.src, e.pet, lg)
}

// hitAll deals n damage of kind to each pet of ts at the same time: all the
// damage first, then each pet's Hit, Hurt and Faint, then the KOs of the
// pet ko (the source's pet).
func (s *State) hitAll(ts targetSet, n int32, kind hitKind, src, ko uint8, lg *Log) {
	var rs [2]hitResult
	for i := range ts.n {
		rs[i] = s.damage(ts.p[i], n, kind, src, 0, lg)
	}
	for i := range ts.n {
		s.hitEvents(ts.p[i], rs[i])
	}
	for i := range ts.n {
		s.ko(ko, ts.p[i], rs[i].marked)
	}
}
