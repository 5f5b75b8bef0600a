package cli

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// MaxDice is how many rock dice the box holds, and so the most "roll" throws.
const MaxDice = 4

// rng is the random source for roll and name; tests replace it.
var rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))

// runRoll rolls N rock dice and prints each die and the total.
func runRoll(env *Env) error {
	if len(env.Args) != 1 {
		return badUsage("want one number of dice from 1 to %d", MaxDice)
	}
	n, err := strconv.Atoi(env.Args[0])
	if err != nil || n < 1 || n > MaxDice {
		return badUsage("%s is not a number of dice from 1 to %d", quote(env.Args[0]), MaxDice)
	}
	rolls := engine.DefaultDie().RollN(rng, n)
	parts := make([]string, n)
	total := 0
	for i, r := range rolls {
		parts[i] = strconv.Itoa(r)
		total += r
	}
	fmt.Fprintf(env.Stdout, "dice: %s\ntotal: %d %s\n", strings.Join(parts, " "), total, words.Plural(total, "rock", "rocks"))
	return nil
}

// runName rolls the team-name generator and picks a word from each row.
func runName(env *Env) error {
	if len(env.Args) != 0 {
		return badUsage("name takes no arguments")
	}
	die := engine.DefaultDie()
	first := tracker.TeamNameTable[tracker.TeamNameRowFor(die.Roll(rng))].First
	second := tracker.TeamNameTable[tracker.TeamNameRowFor(die.Roll(rng))].Second
	fmt.Fprintln(env.Stdout, tracker.TeamName(first[rng.IntN(len(first))], second[rng.IntN(len(second))]))
	return nil
}
