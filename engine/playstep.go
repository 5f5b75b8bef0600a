package engine

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is Advanced Timing step 1, each player without an active pet
// playing cards until a pet comes into play, and the Play batch of step 2
// that follows it.

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
	kind := s.tab.info[s.card[in]].kind
	if kind == KindPet {
		if lg != nil {
			c := &s.tab.cards[s.card[in]]
			s.log(lg, EventPlay, p, in, noInst, c.Power, RuleTiming1, fmt.Sprintf("%s plays %s (power %d)", p, c.Name, c.Power))
		}
		s.placePet(p, in, 0, w.in[:w.n], lg)
		return
	}
	if lg != nil {
		c := &s.tab.cards[s.card[in]]
		s.log(lg, EventPlay, p, in, noInst, c.Power, RuleTiming1, fmt.Sprintf("%s plays %s (%s)", p, c.Name, cardWords(c)))
	}
	if kind == KindPerk && w.perk != noInst {
		s.setZone(w.perk, ZoneFainted)
		w.remove(w.perk)
		if lg != nil {
			s.log(lg, EventPerkDiscard, p, w.perk, noInst, 0, RulePerks,
				fmt.Sprintf("%s already has a perk in the active zone: %s goes to %s's fainted pile", p, s.name(w.perk), p))
		}
	}
	if kind == KindPerk {
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
			s.queue(p, TriggerPlay, r.src, r.pet, sd.pet.inst, r.ability, r.effect)
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

// placePet makes pet instance in, already in p's active zone (played, or
// made there), p's active pet; it eats the waiting cards. committed is a
// Golden Retriever's power (0 for other pets).
func (s *State) placePet(p Player, in uint8, committed int32, waiting []uint8, lg *Log) {
	sd := &s.sides[p]
	power := s.tab.info[s.card[in]].power
	if committed > 0 {
		power = committed
	}
	// Field by field: a composite literal is built on the stack and
	// copied, and the copy waits for the stores that built it.
	sd.pet = pet{}
	sd.pet.inst, sd.pet.perk, sd.pet.fresh, sd.pet.power, sd.pet.committed = in, noInst, true, power, committed
	for _, w := range waiting {
		inf := &s.tab.info[s.card[w]]
		verb := "eats"
		if inf.kind == KindPerk {
			sd.pet.perk = w
		}
		if inf.food {
			sd.pet.power += inf.power
		} else {
			verb = "takes"
		}
		if lg != nil {
			s.log(lg, EventEat, p, in, w, int(sd.pet.power), RulePlayStep,
				fmt.Sprintf("%s %s %s (power %d)", s.whose(in), verb, s.name(w), sd.pet.power))
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
	var less, more, takeLess int32
	var trig uint16
	var n uint8
	info, card := s.tab.info, &s.card
	for w, bw := range s.inActive[p] {
		for ; bw != 0; bw &= bw - 1 {
			inf := &info[card[w<<6+bits.TrailingZeros64(bw)]]
			less += inf.less
			more += inf.more
			takeLess += inf.takeLess
			trig |= inf.trig
			n++
		}
	}
	pt.less, pt.more, pt.takeLess, pt.trig, pt.carried = less, more, takeLess, trig, n-1 // n-1: not the pet itself
}
