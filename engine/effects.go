package engine

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is an ability's effects: apply runs each kind (the kinds of
// their own files: damage.go, throw.go, carried.go, spend.go), the counts
// ("for each"), and the rest: power and cards gained, Trumpets and Mana
// gained, damage removed, cards put on the deck, pets set aside.

// apply resolves one effect of the pending ability e. (A switch, not a table
// of methods: an indirect call would make its arguments escape, and
// resolving without a log allocates nothing.)
func (s *State) apply(e *pending, eff *Effect, lg *Log) {
	n := s.effectCount(e, eff, lg)
	switch eff.Kind {
	case EffectThrow:
		s.applyThrow(e, eff, n, lg)
	case EffectDamage:
		s.applyDamage(e, eff, n, lg)
	case EffectPutOnDeck:
		s.applyPutOnDeck(e, eff, n, lg)
	case EffectGainCard:
		s.applyGainCard(e, eff, n, lg)
	case EffectGainPower:
		s.applyGainPower(e, eff, n, lg)
	case EffectDiscard:
		s.applyDiscard(e, eff, n, lg)
	case EffectGive:
		s.applyGive(e, eff, n, lg)
	case EffectGainTrumpets:
		s.applyGainTrumpets(e, n, lg)
	case EffectGainMana:
		s.applyGainMana(e, n, lg)
	case EffectSetAside:
		s.applySetAside(e, eff, lg)
	case EffectSpend:
		s.applySpend(e, eff, n, lg)
	case EffectRemoveDamage:
		s.applyRemoveDamage(e, eff, n, lg)
	}
}

// effectCount is the effect's N, multiplied by what its "for each of ..."
// suffix counts (logged).
func (s *State) effectCount(e *pending, eff *Effect, lg *Log) int32 {
	n := int32(eff.N)
	if eff.Per == PerNone {
		return n
	}
	f := s.perCount(e.player, eff.Per)
	n *= f
	if lg != nil {
		rule, what := timingRule(s.step), ""
		switch eff.Per {
		case PerFainted, PerEnemyFainted:
			q := e.player
			if eff.Per == PerEnemyFainted {
				q = q.Other()
			}
			what = fmt.Sprintf("%s has %d fainted %s", q, f, words.Plural(int(f), "pet", "pets"))
			if s.sides[q].setAside > 0 {
				rule, what = RuleSetAside, what+" (set-aside pets count)"
			}
		case PerTrumpets:
			rule, what = RuleTrumpets, fmt.Sprintf("%s has %d %s", e.player, f, words.Plural(int(f), "Trumpet", "Trumpets"))
			if held := s.sides[e.player].pet.committed; held > 0 {
				what += fmt.Sprintf(" (the Golden Retriever's %d %s its power and cannot be used)", held, words.Plural(int(held), "Trumpet is", "Trumpets are"))
			}
		case PerMana:
			rule, what = RuleMana, fmt.Sprintf("%s has %d Mana", e.player, f)
		}
		s.log(lg, EventAbility, e.player, e.src, noInst, int(n), rule, fmt.Sprintf("%s: %d x %d = %d", what, eff.N, f, n))
	}
	return n
}

// perCount is what the suffix k counts for player p now.
func (s *State) perCount(p Player, k PerKind) int32 {
	switch k {
	case PerFainted:
		return int32(s.FaintedPets(p))
	case PerEnemyFainted:
		return int32(s.FaintedPets(p.Other()))
	case PerTrumpets:
		return s.sides[p].trumpets
	case PerMana:
		return s.sides[p].mana
	}
	return 1
}

// applyPutOnDeck puts n copies of the effect's card on top of the player's
// deck, or on the bottom.
func (s *State) applyPutOnDeck(e *pending, eff *Effect, n int32, lg *Log) {
	sd := &s.sides[e.player]
	for range n {
		in := s.newInst(eff.ref, e.player, ZoneDeck)
		if in == noInst {
			return
		}
		if eff.Bottom {
			copy(sd.deck[1:sd.nDeck+1], sd.deck[:sd.nDeck])
			sd.deck[0] = in
			if sd.undecided > 0 {
				sd.under++
			}
		} else {
			sd.deck[sd.nDeck] = in
		}
		sd.nDeck++
	}
	if lg != nil {
		where := "on top of"
		if eff.Bottom {
			where = "on the bottom of"
		}
		s.log(lg, EventPut, e.player, e.src, noInst, int(n), timingRule(s.step),
			fmt.Sprintf("%s puts %s %s %s's deck (%d %s in the deck)", e.player, s.cardCount(eff.ref, int(n)), where, e.player, sd.nDeck, words.Plural(int(sd.nDeck), "card", "cards")))
	}
}

// gainer returns the pet that gains by a "gain" effect of e: this pet, when
// it is in play and not marked fainted (a marked pet cannot gain power:
// Advanced Timing's key rule). Otherwise it logs why the effect does nothing.
func (s *State) gainer(e *pending, eff *Effect, lg *Log) (*pet, bool) {
	pt := &s.sides[e.player].pet
	if pt.inst != e.pet {
		s.noTarget(lg, e, eff, "this pet is not in play")
		return nil, false
	}
	if pt.marked {
		if lg != nil {
			s.log(lg, EventCannotGain, e.player, e.src, pt.inst, 0, RuleFAQDog,
				fmt.Sprintf("%s is marked fainted and cannot gain power: %q does nothing", s.whose(pt.inst), eff.String()))
		}
		return nil, false
	}
	return pt, true
}

// applyGainPower: this pet gains n power.
func (s *State) applyGainPower(e *pending, eff *Effect, n int32, lg *Log) {
	pt, ok := s.gainer(e, eff, lg)
	if !ok {
		return
	}
	pt.gained += n
	pt.power += n
	if lg != nil {
		s.log(lg, EventGain, e.player, e.src, pt.inst, int(n), timingRule(s.step), fmt.Sprintf("%s gains %d power (power %d)", s.whose(pt.inst), n, pt.power))
	}
}

// applyGainCard: this pet eats n copies of the effect's food (a perk
// replaces the one it carries).
func (s *State) applyGainCard(e *pending, eff *Effect, n int32, lg *Log) {
	if pt, ok := s.gainer(e, eff, lg); ok {
		s.eat(e, eff, e.player, pt, n, lg)
	}
}

// applyGainTrumpets adds n Trumpets to the player's play area (Golden Pack).
func (s *State) applyGainTrumpets(e *pending, n int32, lg *Log) {
	sd := &s.sides[e.player]
	sd.trumpets += n
	if lg != nil {
		s.log(lg, EventResource, e.player, e.src, noInst, int(n), RuleTrumpets,
			fmt.Sprintf("%s gains %d %s (%d in the play area)", e.player, n, words.Plural(int(n), "Trumpet", "Trumpets"), sd.trumpets))
	}
}

// applyGainMana adds n Mana to the player's play area (Magic Pack).
func (s *State) applyGainMana(e *pending, n int32, lg *Log) {
	sd := &s.sides[e.player]
	sd.mana += n
	if lg != nil {
		s.log(lg, EventResource, e.player, e.src, noInst, int(n), RuleMana,
			fmt.Sprintf("%s gains %d Mana (%d in the play area)", e.player, n, sd.mana))
	}
}

// applyRemoveDamage takes up to n damage off the target; it is not a hit,
// and a pet marked fainted stays marked.
func (s *State) applyRemoveDamage(e *pending, eff *Effect, n int32, lg *Log) {
	ts := s.effectTargets(e, eff, lg, "no pet to remove damage from")
	for i := range ts.n {
		pt := &s.sides[ts.p[i]].pet
		r := min(n, pt.damage)
		pt.damage -= r
		if lg != nil {
			text := fmt.Sprintf("%s has %d damage removed (%d damage on power %d); not a hit", s.whose(pt.inst), r, pt.damage, pt.power)
			if pt.marked {
				text += "; it stays marked fainted"
			}
			s.log(lg, EventGain, e.player, e.src, pt.inst, int(r), timingRule(s.step), text)
		}
	}
}

// applySetAside sets this pet aside and records the effects after it, which
// wait for the player's next pet; the pending ability ends here. A pet that
// is not marked fainted leaves the active zone at once (interpretation 16);
// a marked one leaves at the Faint step, as marked pets do. A pet already set
// aside is not set aside again (interpretation 17).
func (s *State) applySetAside(e *pending, eff *Effect, lg *Log) {
	effs := s.tab.cards[s.card[e.src]].Abilities[e.ability].Effects
	idx := e.cursor - 1
	e.cursor = uint8(len(effs)) // the effects after it belong to it
	sd := &s.sides[e.player]
	pt := &sd.pet
	if s.zone[e.pet] == ZoneSetAside || (pt.inst == e.pet && pt.aside) {
		if lg != nil {
			s.log(lg, EventNoTarget, e.player, e.src, noInst, 0, RuleNote17,
				fmt.Sprintf("%s: %q does nothing: %s is already set aside", s.whose(e.src), eff.String(), s.name(e.pet)))
		}
		return
	}
	if pt.inst != e.pet {
		s.noTarget(lg, e, eff, "this pet is not in play")
		return
	}
	if sd.nAside >= MaxSetAside {
		s.failWith(failAside, MaxSetAside)
		return
	}
	pt.aside = true
	sd.aside[sd.nAside] = asideRec{pet: e.pet, src: e.src, ability: e.ability, effect: idx}
	sd.nAside++
	if !pt.marked {
		s.leave(e.player, EventSetAside, RuleNote16, lg)
		return
	}
	if lg != nil {
		s.log(lg, EventSetAside, e.player, e.pet, e.pet, 0, RuleNote16,
			fmt.Sprintf("%s is marked fainted: it will be set aside at the Faint step, until %s plays the next pet", s.whose(e.pet), e.player))
	}
}
