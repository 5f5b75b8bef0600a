package engine

import (
	"fmt"
	"math/bits"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is the batches of abilities (Advanced Timing steps 2 and 4):
// the triggers queued, a batch started (First Player's part first), and
// each ability resolved and logged in turn.

// queue adds an ability to the next batch: player p's ability number
// ability (trigger t) of card instance src, for pet (and it, the pet just
// played, or noInst); nested is noNested or the set-aside effect it runs.
// The entry is written field by field: a pending built whole on the stack
// and copied made the copy wait for the stores that built it.
func (s *State) queue(p Player, t Trigger, src, pet, it, ability, nested uint8) {
	if s.nNext >= MaxBatch {
		s.failWith(failBatch, MaxBatch)
		return
	}
	e := &s.next[s.nNext]
	s.nNext++
	e.player, e.trig, e.src, e.pet, e.it = p, t, src, pet, it
	e.ability, e.nested, e.cursor, e.begun = ability, nested, 0, false
}

// fire queues the abilities with trigger t of p's active pet and the cards
// it carries: the pet's own first (in printed order), then its perk's, then
// the other cards' in the order they entered the battle.
// It is small enough for the compiler to inline: most calls find no card
// of the zone with such an ability and cost a test, not a call.
func (s *State) fire(p Player, t Trigger, it uint8) {
	if s.sides[p&1].pet.trig>>t&1 != 0 {
		s.fireZone(p, t, it)
	}
}

// fireZone is fire for a zone with a card with a Trigger t ability.
func (s *State) fireZone(p Player, t Trigger, it uint8) {
	pt := &s.sides[p].pet
	if pt.inst == noInst {
		return
	}
	s.fireCard(p, pt.inst, pt.inst, t, it)
	if pt.perk != noInst {
		s.fireCard(p, pt.perk, pt.inst, t, it)
	}
	for w, bw := range s.inActive[p] {
		for ; bw != 0; bw &= bw - 1 {
			if i := uint8(w<<6 + bits.TrailingZeros64(bw)); i != pt.inst && i != pt.perk {
				s.fireCard(p, i, pt.inst, t, it)
			}
		}
	}
}

func (s *State) fireCard(p Player, src, carrier uint8, t Trigger, it uint8) {
	inf := &s.tab.info[s.card[src]]
	if inf.trig&(1<<t) == 0 {
		return
	}
	if len(inf.effs) > 16 {
		for ai, a := range s.tab.cards[s.card[src]].Abilities {
			if a.Trigger == t {
				s.queue(p, t, src, carrier, it, uint8(ai), noNested)
			}
		}
		return
	}
	for m := inf.byTrig[t]; m != 0; m &= m - 1 {
		s.queue(p, t, src, carrier, it, uint8(bits.TrailingZeros16(m)), noNested)
	}
}

// resolveStep resolves one effect of the current batch, starts the next
// batch, or moves on to the Faint step.
func (s *State) resolveStep(lg *Log) {
	if s.iCur >= s.nCur {
		if s.nNext == 0 {
			s.cur = [MaxBatch]pending{}
			s.nCur, s.iCur, s.split = 0, 0, 0
			s.phase = phFaint
			s.step++
			return
		}
		s.startBatch(lg)
		return
	}
	if s.stopAtChoices {
		if lo, hi, p := s.segment(); s.iCur == lo && hi-lo >= 2 && s.chosen&(1<<p) == 0 {
			s.chosen |= 1 << p
			s.status = NeedOrder
			return
		}
	}
	e := &s.cur[s.iCur]
	effs := s.effectsOf(e)
	if !e.begun {
		e.begun = true
		if lg != nil {
			s.logAbility(lg, e)
		}
	}
	if int(e.cursor) >= len(effs) {
		s.finish(e, lg)
		s.iCur++
		return
	}
	eff := &effs[e.cursor]
	if s.stopAtSpend && eff.Kind == EffectSpend && s.spendChoice == 0 && s.canSpend(e.player, eff) {
		s.steps-- // this step runs again once the player has decided
		s.status = NeedSpend
		return
	}
	e.cursor++
	s.apply(e, eff, lg)
}

// startBatch makes the triggers caused by the last step or batch the
// current batch, First Player's first (interpretation 2), and logs its
// heading.
func (s *State) startBatch(lg *Log) {
	first := s.nCur == 0 // the first batch after a play or an attack
	hold := first && s.step == 2 && s.holdsBack()
	text := "because of those abilities"
	switch {
	case first && s.step == 2:
	case first:
		text = "because of that attack"
	case s.held > 0 && lg != nil:
		text = s.heldWords(s.next[:s.held], s.nNext > s.held)
	}
	s.cur = [MaxBatch]pending{}
	n := uint8(0)
	for _, p := range s.order() {
		for _, e := range s.next[:s.nNext] {
			if e.player == p && (!hold || e.trig == TriggerPlay) {
				s.cur[n] = e
				n++
			}
		}
		if p == s.first {
			s.split = n
		}
	}
	s.nCur, s.iCur, s.chosen = n, 0, 0
	nHeld := uint8(0)
	if hold {
		nHeld = s.keepHeld()
	} else {
		s.next = [MaxBatch]pending{}
	}
	s.nNext, s.held = nHeld, nHeld
	s.batchNo++
	if lg != nil {
		if first && s.step == 2 {
			text = s.playedWords()
		}
		s.log(lg, EventBatch, NoPlayer, noInst, noInst, int(n), RuleNote2, text)
	}
}

// holdsBack reports whether the Play batch (Advanced Timing 2,
// interpretation 2) holds back the Faint abilities of the pets marked
// fainted as they were played (interpretation 10): every Play ability of
// the step resolves first, and the held abilities open the next batch,
// before the triggers the Play abilities cause (startBatch leaves them out
// of the Play batch, keepHeld keeps them). None is held back when the
// batch has no Play ability: the batch is then those Faint abilities.
func (s *State) holdsBack() bool {
	nh := uint8(0)
	for _, e := range s.next[:s.nNext] {
		if e.trig != TriggerPlay {
			nh++
		}
	}
	return nh > 0 && nh < s.nNext
}

// keepHeld leaves in next only the abilities the Play batch holds back
// (holdsBack), in the order they were triggered, and returns how many.
func (s *State) keepHeld() uint8 {
	nh := uint8(0)
	for _, e := range s.next[:s.nNext] {
		if e.trig != TriggerPlay {
			s.next[nh] = e
			nh++
		}
	}
	clear(s.next[nh:])
	return nh
}

// heldWords heads the batch that the Faint abilities held back from the
// Play batch (holdsBack) open: "after every Play ability, because A's Ghost
// was marked fainted as it was played", and "and because of those
// abilities" when the Play abilities caused triggers too (more).
func (s *State) heldWords(held []pending, more bool) string {
	var pets []string
	var seen [2]bool
	for _, e := range held {
		if !seen[e.player] {
			seen[e.player] = true
			pets = append(pets, s.whose(e.pet))
		}
	}
	text := "after every Play ability, because " + words.JoinAnd(pets) + " " +
		words.Plural(len(pets), "was", "were") + " marked fainted as " + words.Plural(len(pets), "it was", "they were") + " played"
	if more {
		text += ", and because of those abilities"
	}
	return text
}

// playedWords heads the Play batch: "because A played Hider and B played
// Slinger", naming the pets the batch's abilities are played for.
func (s *State) playedWords() string {
	var parts []string
	var seen [2]bool
	for _, e := range s.cur[:s.nCur] {
		in := e.pet
		if e.nested != noNested {
			in = e.it
		}
		if !seen[e.player] {
			seen[e.player] = true
			parts = append(parts, e.player.String()+" played "+s.name(in))
		}
	}
	return "because " + words.JoinAnd(parts)
}

// segment returns the bounds in cur of the player whose entry is at iCur.
func (s *State) segment() (lo, hi uint8, p Player) {
	if s.iCur < s.split {
		return 0, s.split, s.first
	}
	return s.split, s.nCur, s.first.Other()
}

// effectsOf returns the effects a pending ability runs.
func (s *State) effectsOf(e *pending) []Effect {
	effs := s.tab.info[s.card[e.src]].effs[e.ability]
	if e.nested != noNested {
		return effs[e.nested].Then
	}
	return effs
}

func (s *State) logAbility(lg *Log, e *pending) {
	c := &s.tab.cards[s.card[e.src]]
	ab := c.Abilities[e.ability]
	rule := timingRule(s.step)
	who := s.whose(e.src)
	if e.src != e.pet {
		who += " (on " + s.name(e.pet) + ")"
	}
	var text string
	if e.nested != noNested {
		rule = RuleSetAside
		text = fmt.Sprintf("%s (set aside): %s plays %s, so: %s", who, e.player, s.name(e.it), joinEffects(ab.Effects[e.nested].Then))
	} else {
		text = who + ": " + ab.String()
		if note, r := s.standing(e); note != "" {
			text += note
			rule = r
		}
	}
	s.log(lg, EventAbility, e.player, e.src, noInst, 0, rule, text)
}

// standing is what the log adds to an ability whose pet is marked fainted
// or has left play (set aside, or in the fainted pile), and the rule that
// lets it resolve all the same; "" when there is nothing to add.
func (s *State) standing(e *pending) (string, Rule) {
	state := "marked fainted"
	if pt := &s.sides[e.player].pet; pt.inst == e.pet {
		if !pt.marked {
			return "", RuleNone
		}
	} else if s.zone[e.pet] == ZoneSetAside {
		state = "set aside"
	} else {
		state = "fainted"
	}
	switch {
	case e.trig == TriggerPlay:
		return " (" + state + ", but Play abilities always resolve)", RuleFAQDolphins
	case e.trig == TriggerKO && state != "marked fainted":
		return " (" + state + ", but its KO abilities resolve)", RuleNote17
	case e.trig != TriggerFaint || state != "marked fainted":
		return " (" + state + ", but it still triggers)", RuleFaintKO
	}
	return "", RuleNone
}

// finish ends a pending ability. A set-aside pet whose effect has happened
// goes to the fainted pile.
func (s *State) finish(e *pending, lg *Log) {
	if e.nested == noNested || s.zone[e.pet] != ZoneSetAside {
		return
	}
	sd := &s.sides[s.owner[e.pet]]
	s.setZone(e.pet, ZoneFainted)
	sd.setAside--
	sd.fainted++
	if lg != nil {
		s.log(lg, EventFaint, e.player, e.pet, noInst, 0, RuleSetAside,
			fmt.Sprintf("%s has used its set-aside effect: it goes to %s's fainted pile", s.whose(e.pet), e.player))
	}
}
