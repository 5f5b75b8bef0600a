package engine

import (
	"fmt"
	"slices"
)

// This file is a player's choice of order at a NeedOrder stop: the
// abilities waiting (Choice) and another order for them (Reorder).

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
