package engine

import "fmt"

// This file is what the searches over battles (package search: the odds,
// the odds if both play well, the best orders of a deck) need of a battle
// beyond Advance, Throw, ApplyThrow, Choice, Reorder, Spend and
// DecideSpend. A search holds a State as a position: it copies it to try
// each outcome of a throw or each option of a choice, runs it to the next
// question with Advance, and merges positions by their canonical key
// (AppendKey, oddskey.go). Every method here is a question the rules
// answer; none of them decides anything for a player.

// StopAtSpend makes Advance stop with NeedSpend wherever a player can spend
// Trumpets or Mana on an effect (off by default: the player spends).
func (s *State) StopAtSpend(on bool) { s.stopAtSpend = on }

// Step returns the Advanced Timing step (1 to 5) the battle is at.
func (s *State) Step() int { return int(s.step) }

// Chooser returns, at a NeedOrder stop, the player who orders the
// abilities and how many they are: Choice without describing them (it
// allocates nothing). Elsewhere it returns NoPlayer and 0.
func (s *State) Chooser() (Player, int) {
	if s.status != NeedOrder {
		return NoPlayer, 0
	}
	lo, hi, p := s.segment()
	return p, int(hi - lo)
}

// Settle runs a state just reordered at a NeedOrder stop (Reorder) to the
// end of the chooser's part of the batch, with no log. It returns true when
// the state got there (or to the end of the battle) with no throw and no
// choice to spend on the way: the orders that settle at states with equal
// keys are then the same choice. Otherwise the state is left at the stop
// it met (call Advance to go on).
func (s *State) Settle() bool {
	_, hi, _ := s.segment()
	return s.settleTo(hi)
}

// SettleNext runs the next of the chooser's abilities still to resolve
// (see Waiting) to its end, with no log: the search of good play chooses
// the order one ability at a time. It returns what Settle returns, for that
// one ability: true when the state got there (or to the end of the battle)
// with no throw and no choice to spend on the way.
func (s *State) SettleNext() bool { return s.settleTo(s.iCur + 1) }

// settleTo runs the current batch, with no log, until the ability at index
// end of cur is next (or the batch, or the battle, ends, or it stops).
func (s *State) settleTo(end uint8) bool {
	batch := s.batchNo
	s.status = Running
	for s.status == Running && s.phase == phResolve && s.batchNo == batch && s.iCur < end {
		s.tick(nil)
	}
	return s.status == Running || s.status == Over || s.status == Failed
}

// Waiting returns how many of the chooser's abilities are still to resolve
// when the state is between two of them: at a NeedOrder stop all of them
// (as Chooser), after SettleNext those left. Elsewhere, and once the
// chooser's part of the batch is over, it returns 0.
func (s *State) Waiting() int {
	if s.status != NeedOrder && s.status != Running || s.phase != phResolve || s.iCur >= s.nCur || s.cur[s.iCur].begun {
		return 0
	}
	_, hi, p := s.segment()
	if s.chosen&(1<<p) == 0 {
		return 0 // the next player's part: not chosen yet
	}
	return int(hi - s.iCur)
}

// ReorderWaiting sets the order of the abilities Waiting counts: order[i]
// is the index, in their current order, of the one to resolve i-th. At a
// NeedOrder stop it is Reorder.
func (s *State) ReorderWaiting(order []int) error {
	n := s.Waiting()
	if n == 0 {
		return fmt.Errorf("ReorderWaiting needs a state between two abilities of the player who orders them, the state is %s", s.status)
	}
	return s.permute(s.iCur, s.iCur+uint8(n), order)
}

// Alike reports whether the i-th and j-th of the abilities Waiting counts
// (in their current order) resolve alike: the same ability text of the
// same card instance, for the same pet (a Hurt ability triggered twice, or
// two equal lines of one card). Either may then go first: the other order
// is the same choice.
func (s *State) Alike(i, j int) bool {
	a, b := &s.cur[int(s.iCur)+i], &s.cur[int(s.iCur)+j]
	if a.player != b.player || a.trig != b.trig || a.src != b.src || a.pet != b.pet || a.it != b.it || a.nested != b.nested {
		return false
	}
	same := s.tab.same[s.card[a.src]]
	return same[a.ability] == same[b.ability]
}

// AnyMarked reports whether an active pet is marked fainted.
func (s *State) AnyMarked() bool {
	return s.sides[0].pet.marked || s.sides[1].pet.marked
}

// SameButMarkedDamage reports whether s and o are the same state but for
// the damage on pets marked fainted. That damage changes nothing to come:
// a marked pet stays marked and leaves at the next Faint step, and the hits
// it takes count by what each deals, not by the damage already on it. The
// states are compared as they are (Key would also leave out the step
// counter and the record of logged abilities): compare states reached the
// same way, such as the outcomes of one throw.
func (s *State) SameButMarkedDamage(o *State) bool {
	if s == o {
		return true
	}
	ds, do := s.clearMarkedDamage(), o.clearMarkedDamage()
	same := sameState(s, o)
	s.putDamage(ds)
	o.putDamage(do)
	return same
}

// clearMarkedDamage sets the damage on marked pets to 0 and returns what
// it was, for putDamage.
func (s *State) clearMarkedDamage() [2]int32 {
	var d [2]int32
	for p := range s.sides {
		if pt := &s.sides[p].pet; pt.marked {
			d[p], pt.damage = pt.damage, 0
		}
	}
	return d
}

// putDamage adds d (from clearMarkedDamage) back to the active pets.
func (s *State) putDamage(d [2]int32) {
	for p := range s.sides {
		s.sides[p].pet.damage += d[p]
	}
}

// Decks returns both players' decks at the start of m's battle, top card
// first, as cards of m.Table.
func (m *Match) Decks() [2][]CardID {
	var decks [2][]CardID
	for p := range 2 {
		sd := &m.start.sides[p]
		for i := int(sd.nDeck) - 1; i >= 0; i-- {
			decks[p] = append(decks[p], m.start.card[sd.deck[i]])
		}
	}
	return decks
}

// StartOrder returns the state before step 1 of m's battle with player p's
// deck replaced: top (cards of m.Table, top card first) and below them
// undecided cards not chosen yet. Whenever p must play a card that is not
// chosen yet, Advance stops with NeedCards; Fill chooses it. With undecided
// 0 it is the battle with p's deck in the order top.
func (m *Match) StartOrder(p Player, top []CardID, undecided int) (State, error) {
	if p != PlayerA && p != PlayerB {
		return State{}, fmt.Errorf("StartOrder needs player A or B, not %s", p)
	}
	if undecided < 0 || len(top)+undecided > MaxDeck {
		return State{}, fmt.Errorf("%s's deck of %d cards and %d not chosen yet is not a deck: at most %d cards", p, len(top), undecided, MaxDeck)
	}
	decks := m.Decks()
	deck := make([]CardID, len(top)+undecided)
	copy(deck, top)
	for i := len(top); i < len(deck); i++ {
		deck[i] = NoCard
	}
	decks[p] = deck
	b := m.Battle
	s, err := newState(m.Table, decks, b.First, b.Trumpets, b.Mana)
	if err != nil {
		return State{}, err
	}
	s.sides[p].undecided = uint8(undecided)
	return s, nil
}

// Fill chooses the next len(cards) cards not chosen yet of player p's deck
// (see StartOrder): cards[0] is drawn first. The state must be stopped at
// NeedCards, or at the start of a battle from StartOrder, and p must have
// that many cards not chosen yet; Advance goes on from there.
func (s *State) Fill(p Player, cards []CardID) {
	sd := &s.sides[p]
	for _, c := range cards {
		sd.undecided--
		s.card[sd.deck[sd.under+sd.undecided]] = c
	}
	if sd.undecided == 0 {
		sd.under = 0
	}
	s.status = Running
}

// Loose reports whether card id is a food or ailment with no triggered
// ability: where such a card sits among the cards a pet carries changes
// nothing (oddskey.go).
func (t *Table) Loose(id CardID) bool { return t.info[id].loose }
