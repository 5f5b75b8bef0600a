package engine

import (
	"errors"
	"math/big"
)

// This file is the brute force of the perk property tests: every outcome
// of the dice, one by one, every step checked. Package search compares its
// exact odds with a brute force of its own.

// The brute force: every die of every throw, one by one, each face equally
// likely, no merging. Slow; tests only. ok is false past budget leaves.
type bruteForce struct {
	faces  []int
	budget int
	leaves int
	sum    [3]*big.Rat
	// check, when not nil, is called with the state before and after every
	// step of every path.
	check func(before, after *State)
}

// advance runs s as Advance does, calling check after every step when set.
func (bf *bruteForce) advance(s *State) Status {
	if bf.check == nil {
		return s.Advance(nil)
	}
	for s.status == Running {
		before := *s
		s.tick(nil)
		bf.check(&before, s)
	}
	return s.status
}

func (bf *bruteForce) run(s State, p *big.Rat) error {
	for {
		switch bf.advance(&s) {
		case Over:
			bf.leaves++
			i := 2
			switch s.Result() {
			case AWins:
				i = 0
			case BWins:
				i = 1
			}
			bf.sum[i].Add(bf.sum[i], p)
			return nil
		case Failed:
			if errors.Is(s.Err(), ErrRunaway) {
				bf.leaves++ // never ends: counts for nobody
				return nil
			}
			return s.Err()
		case NeedRoll:
			th, _ := s.Throw()
			k := len(bf.faces)
			combos := 1
			for range th.Dice {
				combos *= k
				if combos > bf.budget {
					return errBudget
				}
			}
			q := new(big.Rat).Mul(p, big.NewRat(1, int64(combos)))
			dice := make([]int, th.Dice)
			for c := range combos {
				x, total := c, 0
				for i := range dice {
					dice[i] = bf.faces[x%k]
					total += dice[i]
					x /= k
				}
				t := s
				if err := t.ApplyThrow(total, dice, nil); err != nil {
					return err
				}
				if err := bf.run(t, q); err != nil {
					return err
				}
				if bf.leaves > bf.budget {
					return errBudget
				}
			}
			return nil
		}
	}
}

var errBudget = errors.New("over budget")

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
