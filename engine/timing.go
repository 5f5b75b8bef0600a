package engine

// This file is the Advanced Timing sequence as an explicit machine: step 1
// (play), step 2 (Play abilities, then trigger batches), step 3 (Faint),
// step 4 (Attack, then trigger batches), step 5 (Faint). The steps are in
// playstep.go, batch.go, attack.go and faint.go. See doc.go for the order of
// abilities within a batch.

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
	s.run(lg, false)
	return s.status
}

// tick runs one step of the machine (of a Running state).
func (s *State) tick(lg *Log) { s.run(lg, true) }

// run runs steps of the machine while the state is Running: one step when
// once. Advance's steps loop here, not through a call per step.
func (s *State) run(lg *Log, once bool) {
	for s.status == Running {
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
			s.status = Over
		}
		if once {
			return
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
			if s.tab.info[s.card[in]].kind == KindPet {
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
