package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is a throw of rocks: the effect queues it, the battle stops at
// NeedRoll, and ApplyThrow deals its total as one instance of damage.

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
