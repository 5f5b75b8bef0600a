package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// runPairings prints the 4- or 6-player battle schedule, one line a round:
// "round 1: A-B C-D".
func runPairings(env *Env) error {
	if len(env.Args) != 1 {
		return badUsage("want one number of players: 4 or 6")
	}
	n, err := strconv.Atoi(env.Args[0])
	if err != nil || (n != 4 && n != 6) {
		return badUsage("%s is not 4 or 6 players (2 players battle each other every round)", quote(env.Args[0]))
	}
	for r := 1; r <= tracker.Rounds; r++ {
		pairs, err := tracker.Pairings(n, r)
		if err != nil {
			return err
		}
		parts := make([]string, len(pairs))
		for i, p := range pairs {
			parts[i] = p.String()
		}
		fmt.Fprintf(env.Stdout, "round %d: %s\n", r, strings.Join(parts, " "))
	}
	return nil
}
