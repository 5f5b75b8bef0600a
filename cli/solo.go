package cli

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/solo"
)

// maxSimGames bounds solo simulate's --games.
const maxSimGames = 1_000_000

// soloOptions is the command line of solo simulate.
type soloOptions struct {
	games      int
	difficulty solo.Difficulty
	seed       uint64
	book       string // --cards FILE
	gamesSet   bool
	diffSet    bool
}

// runSolo runs the app's own player headless:
//
//	solo simulate --games N --difficulty easy|normal|hard [--seed S] [--cards FILE]
//
// plays N games of the automa against a random legal player, with tier
// decks dealt from the card book (the app's, or FILE merged over the
// reference cards), and prints the set-up, the battles and, last, "automa
// wins W of N, draws D". The same seed (1 when not given) plays the same
// games.
func runSolo(env *Env) error {
	if len(env.Args) == 0 || env.Args[0] != "simulate" {
		return badUsage("the only solo command is simulate")
	}
	opt, err := parseSoloArgs(env.Args[1:])
	if err != nil {
		return err
	}
	book, err := loadBook(opt.book, env.AppData)
	if err != nil {
		return err
	}
	ctx := env.Context
	if ctx == nil {
		ctx = context.Background()
	}
	res, err := solo.Simulate(ctx, solo.SimOptions{Games: opt.games, Difficulty: opt.difficulty, Seed: opt.seed, Book: book})
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "difficulty: %s (%s)\n", opt.difficulty, strings.Join(opt.difficulty.Effects(), " "))
	fmt.Fprintf(env.Stdout, "games: %d against a random legal player, seed %d\n", opt.games, opt.seed)
	fmt.Fprintf(env.Stdout, "shop actions: %d; battles: automa won %d, lost %d, drew %d\n", res.Moves, res.BattlesWon, res.BattlesLost, res.BattlesDrawn)
	fmt.Fprintln(env.Stdout, res)
	return nil
}

// parseSoloArgs reads --games N, --difficulty D, --seed S and --cards FILE,
// each as "--x V" or "--x=V".
func parseSoloArgs(args []string) (soloOptions, error) {
	opt := soloOptions{seed: 1}
	for i := 0; i < len(args); i++ {
		name, _, _ := strings.Cut(args[i], "=")
		switch name {
		case "--games", "--difficulty", "--seed", "--cards":
		default:
			return opt, badUsage("unknown option %q", args[i])
		}
		v, err := optionValue(args, &i)
		if err != nil {
			return opt, err
		}
		if err := opt.set(name, v); err != nil {
			return opt, err
		}
	}
	switch {
	case !opt.gamesSet:
		return opt, badUsage("--games N is missing")
	case !opt.diffSet:
		return opt, badUsage("--difficulty is missing: easy, normal or hard")
	}
	return opt, nil
}

// set records the value v of option name.
func (opt *soloOptions) set(name, v string) error {
	switch name {
	case "--games":
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxSimGames {
			return badUsage("--games %q is not a whole number from 1 to %d", v, maxSimGames)
		}
		opt.games, opt.gamesSet = n, true
	case "--difficulty":
		d, err := solo.ParseDifficulty(v)
		if err != nil {
			return badUsage("--difficulty %q is not easy, normal or hard", v)
		}
		opt.difficulty, opt.diffSet = d, true
	case "--seed":
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return badUsage("--seed %q is not a whole number from 0 to %d", v, uint64(1<<64-1))
		}
		opt.seed = n
	case "--cards":
		opt.book = v
	}
	return nil
}
