package solo

import (
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Opponent is who the automa plays in a simulation: a random legal player,
// the baseline player, or the automa itself at a difficulty.
type Opponent int

// The opponents of a simulation, from the weakest.
const (
	AgainstRandom   Opponent = iota // a random legal player (randomMove)
	AgainstBaseline                 // the baseline player (baselineMove)
	AgainstEasy                     // the automa on Easy
	AgainstNormal                   // the automa on Normal
	AgainstHard                     // the automa on Hard
)

// Opponents lists every opponent, weakest first.
var Opponents = []Opponent{AgainstRandom, AgainstBaseline, AgainstEasy, AgainstNormal, AgainstHard}

// String returns the opponent's name on the command line: "random",
// "baseline", "easy", "normal" or "hard".
func (o Opponent) String() string {
	if d, ok := o.Automa(); ok {
		return d.String()
	}
	if o == AgainstBaseline {
		return "baseline"
	}
	return "random"
}

// Automa returns the difficulty of an opponent that is the automa itself;
// ok is false for the random and the baseline player.
func (o Opponent) Automa() (d Difficulty, ok bool) {
	switch o {
	case AgainstEasy:
		return Easy, true
	case AgainstNormal:
		return Normal, true
	case AgainstHard:
		return Hard, true
	}
	return Easy, false
}

// Name is the opponent's name at the simulated table: "Random", "Baseline",
// or the difficulty of the automa it is ("Easy", "Normal", "Hard").
func (o Opponent) Name() string { return capital(o.String()) }

// Describe says who the opponent is in players' words, for the command's
// report: "a random legal player", "the automa on Easy".
func (o Opponent) Describe() string {
	if d, ok := o.Automa(); ok {
		return "the app's player on " + d.Title()
	}
	if o == AgainstBaseline {
		return "the baseline player (" + BaselineRule + ")"
	}
	return "a random legal player"
}

// ParseOpponent reads "random", "baseline", "easy", "normal" or "hard" (any
// case).
func ParseOpponent(s string) (Opponent, error) {
	for _, o := range Opponents {
		if strings.EqualFold(strings.TrimSpace(s), o.String()) {
			return o, nil
		}
	}
	return AgainstRandom, problem.Newf("solo", "%q is not an opponent; use random, baseline, easy, normal or hard", s)
}
