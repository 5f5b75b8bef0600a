package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

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

// applyThrow starts a throw of n rocks: the state stops with NeedRoll until
// ApplyThrow gets the total.
func (s *State) applyThrow(e *pending, eff *Effect, n int32, lg *Log) {
	ts := s.effectTargets(e, eff, lg, "no pet to throw at")
	if ts.n == 0 {
		return
	}
	if n == 0 {
		if lg != nil {
			s.log(lg, EventNoTarget, e.player, e.src, noInst, 0, RuleNote13,
				fmt.Sprintf("%s: %q does nothing: 0 rocks are thrown, so no pet is hit", s.whose(e.src), eff.String()))
		}
		return
	}
	if n > MaxThrowDice {
		s.failWith(failThrow, int(n))
		return
	}
	s.thr = throwReq{n: uint16(n), player: e.player, tp: ts.p[0], src: e.src, pet: e.pet, target: ts.in[0], both: eff.Target == TargetBoth}
	s.status = NeedRoll
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

// Throw describes the rock throw a NeedRoll state waits for.
type Throw struct {
	Player       Player // who throws
	Dice         int    // how many rock dice
	Source       CardID // the card whose ability throws
	Target       CardID // the pet hit
	TargetPlayer Player // its owner
	SourceName   string
	TargetName   string
}

// String describes the throw, e.g. "Dolphin throws 3 rocks at Mosquito".
func (t Throw) String() string {
	return fmt.Sprintf("%s throws %d %s at %s", t.SourceName, t.Dice, words.Plural(t.Dice, "rock", "rocks"), t.TargetName)
}

// Throw returns the throw a NeedRoll state waits for; ok is false in any
// other status.
func (s *State) Throw() (Throw, bool) {
	if s.status != NeedRoll {
		return Throw{}, false
	}
	t := s.thr
	return Throw{Player: t.player, Dice: int(t.n), Source: s.card[t.src], Target: s.card[t.target], TargetPlayer: t.tp,
		SourceName: s.name(t.src), TargetName: s.name(t.target)}, true
}

// ApplyThrow finishes the throw a NeedRoll state waits for with the total
// rocks of its dice: one instance of damage to the target (docs/rules.md,
// interpretation 4). dice, when not nil, are the single dice for the log.
// Call Advance to go on.
func (s *State) ApplyThrow(total int, dice []int, lg *Log) error {
	if s.status != NeedRoll {
		return fmt.Errorf("ApplyThrow needs a NeedRoll stop, the state is %s", s.status)
	}
	t := s.thr
	if total < 0 || total > int(t.n)*MaxFaceRocks {
		return fmt.Errorf("%d rocks is not a possible total of %d dice", total, t.n)
	}
	s.thr = throwReq{}
	s.status = Running
	if lg != nil {
		at := s.whose(t.target)
		if t.both {
			at = "both pets"
		}
		text := fmt.Sprintf("%s throws %d %s at %s: ", s.whose(t.src), t.n, words.Plural(int(t.n), "rock", "rocks"), at)
		var ds []int
		if len(dice) > 0 {
			ds = slices.Clone(dice)
			parts := make([]string, len(dice))
			for i, d := range dice {
				parts[i] = strconv.Itoa(d)
			}
			switch {
			case len(dice) > 1:
				text += strings.Join(parts, " + ") + " = "
			case dice[0] != total: // a die whose face is not its rocks
			default:
				text += "the die shows " + parts[0] + ": "
			}
		}
		text += fmt.Sprintf("%d %s, one instance of damage", total, words.Plural(total, "rock", "rocks"))
		if t.both {
			text += " to each pet"
		}
		e := Entry{Step: int(s.step), Event: EventThrow, Player: t.player, Source: s.name(t.src), Target: s.name(t.target),
			TargetPlayer: t.tp, Amount: total, Dice: ds, Text: text, Rule: RuleRocks, Batch: s.batch()}
		lg.Add(e)
	}
	var ts targetSet
	for _, p := range s.order() {
		if in := s.sides[p].pet.inst; in != noInst && (in == t.target || t.both) {
			ts.p[ts.n], ts.in[ts.n] = p, in
			ts.n++
		}
	}
	s.hitAll(ts, int32(total), kindRocks, t.src, t.pet, lg)
	return nil
}
