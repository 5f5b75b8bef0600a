package engine

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is the Advanced Timing sequence as an explicit machine: step 1
// (play), step 2 (Play abilities, then trigger batches), step 3 (Faint),
// step 4 (Attack, then trigger batches), step 5 (Faint). See doc.go for the
// order of abilities within a batch.

// Advance runs the battle until it ends (Over), stops at a limit (Failed),
// needs a rock throw (NeedRoll: see Throw and ApplyThrow) or, when
// StopAtChoices is on, reaches a choice of order (NeedOrder: see Choice and
// Reorder; calling Advance again keeps the default order). lg may be nil.
func (s *State) Advance(lg *Log) Status {
	switch s.status {
	case NeedOrder:
		s.status = Running
	case NeedSpend:
		s.status = Running
		if s.spendChoice == 0 {
			s.spendChoice = spendYes
		}
	}
	for s.status == Running {
		s.tick(lg)
	}
	return s.status
}

// tick runs one step of the machine.
func (s *State) tick(lg *Log) {
	if s.steps >= MaxSteps {
		s.failWith(failSteps, MaxSteps)
		return
	}
	s.steps++
	switch s.phase {
	case phPlay:
		s.playStep(lg)
	case phResolve:
		s.resolveStep(lg)
	case phFaint:
		s.faintStep(lg)
	case phAttack:
		s.attackStep(lg)
	default:
		if s.status == Running {
			s.status = Over
		}
	}
}

// order returns the players in resolution order: First Player first.
func (s *State) order() [2]Player { return [2]Player{s.first, s.first.Other()} }

// name is the card name of instance i.
func (s *State) name(i uint8) string { return s.tab.cards[s.card[i]].Name }

func (s *State) log(lg *Log, ev Event, p Player, src, tgt uint8, amount int, rule Rule, text string) {
	e := Entry{Step: int(s.step), Event: ev, Player: p, TargetPlayer: NoPlayer, Amount: amount, Text: text, Rule: rule, Batch: s.batch()}
	if src != noInst {
		e.Source = s.name(src)
	}
	if tgt != noInst {
		e.Target = s.name(tgt)
		e.TargetPlayer = s.owner[tgt]
	}
	lg.Add(e)
}

// batch is the number of the batch of abilities being resolved, for the
// log; 0 outside a batch.
func (s *State) batch() int {
	if s.phase == phResolve && s.nCur > 0 {
		return int(s.batchNo)
	}
	return 0
}

// playStep is Advanced Timing 1: each player without an active pet plays
// cards until a pet comes into play; then the battle ends if a player has no
// pet, or Play abilities are queued (step 2).
func (s *State) playStep(lg *Log) {
	s.step = 1
	if s.sides[0].undecided|s.sides[1].undecided != 0 && s.needsCards() {
		s.steps-- // this step runs again once the cards are chosen
		s.status = NeedCards
		return
	}
	for _, p := range s.order() {
		if s.sides[p].pet.inst == noInst && !s.playCards(p, lg) {
			return
		}
	}
	if s.endIfNoPet(lg) {
		return
	}
	s.queuePlayBatch()
	if s.status != Running {
		return
	}
	if s.nNext > 0 {
		s.step = 2
		s.phase = phResolve
		return
	}
	s.phase = phAttack
}

// waitingCards are the non-pet cards a player has played in this step 1,
// in order, waiting for the pet that eats them.
type waitingCards struct {
	in   [MaxCards]uint8
	n    int
	perk uint8 // the perk among them, or noInst
}

// remove takes instance in out of the waiting cards.
func (w *waitingCards) remove(in uint8) {
	for k := range w.n {
		if w.in[k] == in {
			copy(w.in[k:], w.in[k+1:w.n])
			w.n--
			return
		}
	}
}

// playCards plays p's cards from the top of the deck until a pet comes into
// play; a player out of cards with Trumpets plays a Golden Retriever. It is
// false when the state failed.
func (s *State) playCards(p Player, lg *Log) bool {
	sd := &s.sides[p]
	w := waitingCards{perk: noInst}
	for sd.nDeck > 0 && sd.pet.inst == noInst {
		sd.nDeck--
		in := sd.deck[sd.nDeck]
		sd.deck[sd.nDeck] = 0
		s.setZone(in, ZoneActive)
		s.playCard(p, in, &w, lg)
	}
	if sd.pet.inst == noInst && sd.trumpets > 0 && s.tab.retriever != NoCard {
		return s.playRetriever(p, &w, lg)
	}
	return true
}

// playCard plays instance in, the top card of p's deck: a pet comes into
// play and eats the waiting cards; another card waits for it (a second perk
// discards the first to the fainted pile).
func (s *State) playCard(p Player, in uint8, w *waitingCards, lg *Log) {
	c := &s.tab.cards[s.card[in]]
	if c.Kind == KindPet {
		if lg != nil {
			s.log(lg, EventPlay, p, in, noInst, c.Power, RuleTiming1, fmt.Sprintf("%s plays %s (power %d)", p, c.Name, c.Power))
		}
		s.placePet(p, in, 0, w.in[:w.n], lg)
		return
	}
	if lg != nil {
		s.log(lg, EventPlay, p, in, noInst, c.Power, RuleTiming1, fmt.Sprintf("%s plays %s (%s)", p, c.Name, cardWords(c)))
	}
	if c.Kind == KindPerk && w.perk != noInst {
		s.setZone(w.perk, ZoneFainted)
		w.remove(w.perk)
		if lg != nil {
			s.log(lg, EventPerkDiscard, p, w.perk, noInst, 0, RulePerks,
				fmt.Sprintf("%s already has a perk in the active zone: %s goes to %s's fainted pile", p, s.name(w.perk), p))
		}
	}
	if c.Kind == KindPerk {
		w.perk = in
	}
	w.in[w.n] = in
	w.n++
}

// playRetriever brings in a Golden Retriever for p, out of cards, with p's
// Trumpets as its power; it eats the waiting cards. It is false when the
// state failed.
func (s *State) playRetriever(p Player, w *waitingCards, lg *Log) bool {
	sd := &s.sides[p]
	in := s.newInst(s.tab.retriever, p, ZoneActive)
	if in == noInst {
		return false
	}
	t := sd.trumpets
	sd.trumpets = 0
	if lg != nil {
		s.log(lg, EventRetriever, p, in, noInst, int(t), RuleTrumpets,
			fmt.Sprintf("%s is out of cards and has %d %s: plays %s with power %d", p, t, words.Plural(int(t), "Trumpet", "Trumpets"), s.name(in), t))
	}
	s.placePet(p, in, t, w.in[:w.n], lg)
	return true
}

// endIfNoPet ends the battle when a player has no pet after playing
// (Advanced Timing 1, interpretation 7): the other wins, or it is a draw.
func (s *State) endIfNoPet(lg *Log) bool {
	a, b := s.sides[PlayerA].pet.inst != noInst, s.sides[PlayerB].pet.inst != noInst
	if a && b {
		return false
	}
	s.result = Draw
	switch {
	case a:
		s.result = AWins
	case b:
		s.result = BWins
	}
	if lg != nil {
		var text string
		switch s.result {
		case Draw:
			text = "both players are out of cards and have no pet in the active zone: draw"
		default:
			w := s.result.Winner()
			text = fmt.Sprintf("%s is out of cards and has no pet in the active zone; %s has %s: %s", w.Other(), w, s.name(s.sides[w].pet.inst), s.result)
		}
		s.log(lg, EventEnd, s.result.Winner(), noInst, noInst, 0, RuleNote7, text)
	}
	s.phase = phOver
	s.status = Over
	return true
}

// queuePlayBatch is Advanced Timing 2: the Play abilities of the pets just
// played, and the set-aside effects waiting for them, form the first batch.
func (s *State) queuePlayBatch() {
	for _, p := range s.order() {
		sd := &s.sides[p]
		if !sd.pet.fresh {
			continue
		}
		sd.pet.fresh = false
		s.fire(p, TriggerPlay, noInst)
		for _, r := range sd.aside[:sd.nAside] {
			s.queue(pending{player: p, trig: TriggerPlay, src: r.src, pet: r.pet, it: sd.pet.inst, ability: r.ability, nested: r.effect})
		}
		sd.aside = [MaxSetAside]asideRec{}
		sd.nAside = 0
		if sd.pet.marked { // played with power 0 (interpretation 10)
			s.fire(p, TriggerFaint, noInst)
		}
	}
}

// cardWords describes a non-pet card for the log.
func cardWords(c *Card) string {
	switch c.Kind {
	case KindFood:
		return "food +" + strconv.Itoa(c.Power)
	case KindPerk:
		if c.Power != 0 {
			return "perk +" + strconv.Itoa(c.Power)
		}
		return "perk"
	}
	return c.Kind.String()
}

// placePet puts pet instance in into p's active zone; it eats the waiting
// cards. committed is a Golden Retriever's power (0 for other pets).
func (s *State) placePet(p Player, in uint8, committed int32, waiting []uint8, lg *Log) {
	sd := &s.sides[p]
	s.setZone(in, ZoneActive)
	power := int32(s.tab.cards[s.card[in]].Power)
	if committed > 0 {
		power = committed
	}
	sd.pet = pet{inst: in, perk: noInst, fresh: true, power: power, committed: committed}
	for _, w := range waiting {
		c := &s.tab.cards[s.card[w]]
		verb := "eats"
		if c.Kind == KindPerk {
			sd.pet.perk = w
		}
		if c.IsFood() {
			sd.pet.power += int32(c.Power)
		} else {
			verb = "takes"
		}
		if lg != nil {
			s.log(lg, EventEat, p, in, w, int(sd.pet.power), RulePlayStep,
				fmt.Sprintf("%s %s %s (power %d)", s.whose(in), verb, c.Name, sd.pet.power))
		}
	}
	s.refreshMods(p)
	if pt := &sd.pet; pt.damage >= pt.power {
		pt.marked = true
		if lg != nil {
			s.log(lg, EventMarked, p, in, in, 0, RuleNote10,
				fmt.Sprintf("%s's %s has power 0: marked fainted at once (its Play abilities still resolve)", p, s.name(in)))
		}
	}
}

// refreshMods recomputes the passive totals of p's active pet from the pet
// and every card in p's active zone.
func (s *State) refreshMods(p Player) {
	pt := &s.sides[p].pet
	pt.less, pt.more, pt.takeLess, pt.trig, pt.carried = 0, 0, 0, 0, 0
	act := s.inActive[p]
	for i := range act.all {
		inf := &s.tab.info[s.card[i]]
		pt.less += inf.less
		pt.more += inf.more
		pt.takeLess += inf.takeLess
		pt.trig |= inf.trig
		pt.carried++
	}
	pt.carried-- // the pet itself
}

// queue adds an ability to the next batch.
func (s *State) queue(e pending) {
	if s.nNext >= MaxBatch {
		s.failWith(failBatch, MaxBatch)
		return
	}
	e.cursor = 0
	s.next[s.nNext] = e
	s.nNext++
}

// fire queues the abilities with trigger t of p's active pet and the cards
// it carries: the pet's own first (in printed order), then its perk's, then
// the other cards' in the order they entered the battle.
func (s *State) fire(p Player, t Trigger, it uint8) {
	pt := &s.sides[p].pet
	if pt.inst == noInst || pt.trig&(1<<t) == 0 {
		return
	}
	s.fireCard(p, pt.inst, pt.inst, t, it)
	if pt.perk != noInst {
		s.fireCard(p, pt.perk, pt.inst, t, it)
	}
	act := s.inActive[p]
	for i := range act.all {
		if i != pt.inst && i != pt.perk {
			s.fireCard(p, i, pt.inst, t, it)
		}
	}
}

func (s *State) fireCard(p Player, src, carrier uint8, t Trigger, it uint8) {
	id := s.card[src]
	if s.tab.info[id].trig&(1<<t) == 0 {
		return
	}
	for ai, a := range s.tab.cards[id].Abilities {
		if a.Trigger == t {
			s.queue(pending{player: p, trig: t, src: src, pet: carrier, it: it, ability: uint8(ai), nested: noNested})
		}
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
	var held [MaxBatch]pending
	nHeld := uint8(0)
	if first && s.step == 2 {
		nHeld = s.holdBack(&held)
	}
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
			if e.player == p {
				s.cur[n] = e
				n++
			}
		}
		if p == s.first {
			s.split = n
		}
	}
	s.nCur, s.iCur, s.chosen = n, 0, 0
	s.next, s.nNext, s.held = held, nHeld, nHeld
	s.batchNo++
	if lg != nil {
		if first && s.step == 2 {
			text = s.playedWords()
		}
		s.log(lg, EventBatch, NoPlayer, noInst, noInst, int(n), RuleNote2, text)
	}
}

// holdBack keeps out of the Play batch (Advanced Timing 2, interpretation
// 2) the Faint abilities of the pets marked fainted as they were played
// (interpretation 10): every Play ability of the step resolves first. It
// moves them from next to held, in the order they were triggered, and
// returns how many: they open the next batch, before the triggers the Play
// abilities cause. It holds back none when the batch has no Play ability:
// the batch is then those Faint abilities.
func (s *State) holdBack(held *[MaxBatch]pending) uint8 {
	var np, nh uint8
	for _, e := range s.next[:s.nNext] {
		if e.trig != TriggerPlay {
			nh++
		}
	}
	if nh == 0 || nh == s.nNext {
		return 0
	}
	nh = 0
	for _, e := range s.next[:s.nNext] {
		if e.trig == TriggerPlay {
			s.next[np] = e
			np++
		} else {
			held[nh] = e
			nh++
		}
	}
	clear(s.next[np:s.nNext])
	s.nNext = np
	return nh
}

// heldWords heads the batch that the Faint abilities held back from the
// Play batch (holdBack) open: "after every Play ability, because A's Ghost
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
	effs := s.tab.cards[s.card[e.src]].Abilities[e.ability].Effects
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
	toPile, toSupply := s.clearCarried(p, in, lg != nil)
	if pt.aside {
		s.setZone(in, ZoneSetAside)
		sd.setAside++
	} else {
		s.setZone(in, ZoneFainted)
		sd.fainted++
	}
	left := *pt
	sd.pet = pet{inst: noInst, perk: noInst}
	if lg != nil {
		s.log(lg, ev, p, in, noInst, 0, rule, s.faintText(p, &left, toPile, toSupply))
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
// ailments back to the supply, the others to p's fainted pile. With names it
// returns the names of each, for the log.
func (s *State) clearCarried(p Player, in uint8, names bool) (toPile, toSupply []CardID) {
	act := s.inActive[p]
	for i := range act.all {
		if i == in {
			continue
		}
		if s.tab.cards[s.card[i]].Kind == KindAilment {
			s.setZone(i, ZoneSupply)
			if names {
				toSupply = append(toSupply, s.card[i])
			}
		} else {
			s.setZone(i, ZoneFainted)
			if names {
				toPile = append(toPile, s.card[i])
			}
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

// Choice returns the player who must order abilities at a NeedOrder stop and
// the abilities, in the current (default) order.
func (s *State) Choice() (Player, []PendingAbility) {
	if s.status != NeedOrder {
		return NoPlayer, nil
	}
	lo, hi, p := s.segment()
	out := make([]PendingAbility, 0, hi-lo)
	for _, e := range s.cur[lo:hi] {
		out = append(out, s.describe(&e))
	}
	return p, out
}

// PendingAbility describes an ability waiting in a batch.
type PendingAbility struct {
	Player   Player
	Source   CardID  // the card whose ability it is
	Pet      CardID  // the pet it acts for ("this pet")
	Trigger  Trigger // what triggered it
	Ability  int     // index in the source card's Abilities
	SetAside bool    // it is the waiting effect of a set-aside pet
	Text     string  // "Badger: Faint: set aside this pet ..."
}

func (s *State) describe(e *pending) PendingAbility {
	c := &s.tab.cards[s.card[e.src]]
	text := c.Name + ": " + c.Abilities[e.ability].String()
	if e.nested != noNested {
		text = c.Name + " (set aside): " + joinEffects(c.Abilities[e.ability].Effects[e.nested].Then)
	}
	return PendingAbility{Player: e.player, Source: s.card[e.src], Pet: s.card[e.pet], Trigger: e.trig,
		Ability: int(e.ability), SetAside: e.nested != noNested, Text: text}
}

// Reorder sets the order of the abilities of a NeedOrder stop: order[i] is
// the index (in Choice's list) of the ability to resolve i-th. Resolution
// stays stopped until Advance is called.
func (s *State) Reorder(order []int) error {
	if s.status != NeedOrder {
		return fmt.Errorf("Reorder needs a NeedOrder stop, the state is %s", s.status)
	}
	lo, hi, _ := s.segment()
	return s.permute(lo, hi, order)
}

// permute puts the abilities cur[lo:hi] in the order order (Reorder).
func (s *State) permute(lo, hi uint8, order []int) error {
	n := int(hi - lo)
	if len(order) != n {
		return fmt.Errorf("Reorder needs %d indexes, got %d", n, len(order))
	}
	var seen [MaxBatch]bool
	var seg [MaxBatch]pending
	for i, k := range order {
		if k < 0 || k >= n || seen[k] {
			return fmt.Errorf("Reorder: %v is not an order of 0 to %d", slices.Clone(order), n-1)
		}
		seen[k] = true
		seg[i] = s.cur[int(lo)+k]
	}
	copy(s.cur[lo:hi], seg[:n])
	return nil
}

// needsCards reports whether a player without an active pet would have to
// play cards that are not chosen yet: no pet among the chosen cards on top of
// their deck (best-order search only).
func (s *State) needsCards() bool {
	for p := range 2 {
		sd := &s.sides[p]
		if sd.undecided == 0 || sd.pet.inst != noInst {
			continue
		}
		pet := false
		for _, in := range sd.deck[sd.under+sd.undecided : sd.nDeck] {
			if s.tab.cards[s.card[in]].Kind == KindPet {
				pet = true
				break
			}
		}
		if !pet {
			return true
		}
	}
	return false
}
