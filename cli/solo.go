package cli

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/solo"
)

// maxSimGames bounds solo simulate's --games. 100,000 games pin the
// automa's win rate to about 0.3 percentage points either way (95% of
// runs), far finer than any difference a change of difficulty makes, and
// take a few minutes; a million took over two hours on a busy machine.
const maxSimGames = 100_000

// soloProgressEvery is how often solo simulate rewrites its progress line.
var soloProgressEvery = time.Second

// soloOptions is the command line of solo simulate.
type soloOptions struct {
	games      int
	difficulty solo.Difficulty
	against    solo.Opponent // --against; random unless given
	seed       uint64
	book       string        // --cards FILE
	maxTime    time.Duration // --max-time; 0 for no limit
	gamesSet   bool
	diffSet    bool
}

// errSimBudget is why a simulation stopped at --max-time.
var errSimBudget = errors.New("the time budget")

// runSolo runs the app's own player headless:
//
//	solo simulate --games N --difficulty easy|normal|hard [--against easy|normal|hard|baseline|random] [--seed S] [--max-time T] [--cards FILE]
//
// plays N games of the automa against --against (a random legal player
// unless given; the baseline player; or the automa at another level), with tier
// decks dealt from the card book (the app's, or FILE merged over the
// reference cards), and prints the set-up, the battles and, last, "automa
// wins W of N, draws D". The same seed (1 when not given) plays the same
// games. On a terminal a line on standard error shows how far it got, once
// a second. At --max-time (10s unless given; 0 for no limit) it stops: it
// prints the games played to the end, "automa wins W of N played, draws D
// (stopped at the time budget (10s) after N of M games)", says so on
// standard error and exits with 1, as odds and best do at their budget, so
// a script never takes part of a run for the whole of it.
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
	ctx, cancel := env.context(), context.CancelFunc(func() {})
	if opt.maxTime > 0 {
		ctx, cancel = context.WithTimeoutCause(ctx, opt.maxTime, errSimBudget)
	}
	defer cancel()
	report, done := simProgress(env, opt)
	res, err := solo.Simulate(ctx, solo.SimOptions{Games: opt.games, Difficulty: opt.difficulty, Against: opt.against, Seed: opt.seed, Book: book, Progress: report})
	done()
	stopped := err != nil && errors.Is(context.Cause(ctx), errSimBudget)
	if err != nil && !stopped {
		return err
	}
	fmt.Fprintf(env.Stdout, "difficulty: %s (%s)\n", opt.difficulty, strings.Join(opt.difficulty.Effects(), " "))
	fmt.Fprintf(env.Stdout, "games: %d against %s, seed %d\n", opt.games, opt.against.Describe(), opt.seed)
	fmt.Fprintf(env.Stdout, "shop actions: %d; battles: automa won %d, lost %d, drew %d\n", res.Moves, res.BattlesWon, res.BattlesLost, res.BattlesDrawn)
	if !stopped {
		fmt.Fprintln(env.Stdout, res)
		return nil
	}
	why := fmt.Sprintf("stopped at the time budget (%s) after %d of %d games", opt.maxTime, res.Games, opt.games)
	fmt.Fprintf(env.Stdout, "automa wins %d of %d played, draws %d (%s)\n", res.Wins, res.Games, res.Draws, why)
	return fmt.Errorf("%s (--max-time gives more; 0 for no limit)", why)
}

// simProgress returns the progress report of a simulation: on a terminal,
// one line on standard error rewritten in place after the first game and
// then once every soloProgressEvery ("solo: 3.0s of at most 10s, 360 of
// 1000 games, automa wins 180"); otherwise nothing. done clears the line.
func simProgress(env *Env, opt soloOptions) (report func(solo.SimResult), done func()) {
	if !env.StderrIsTerminal {
		return nil, func() {}
	}
	line := &statusLine{env: env}
	limit := ""
	if opt.maxTime > 0 {
		limit = fmt.Sprintf(" of at most %s", opt.maxTime)
	}
	start := time.Now()
	var last time.Time
	report = func(r solo.SimResult) {
		if now := time.Now(); r.Games == 1 || now.Sub(last) >= soloProgressEvery {
			last = now
			line.show("solo: %.1fs%s, %d of %d games, automa wins %d", now.Sub(start).Seconds(), limit, r.Games, opt.games, r.Wins)
		}
	}
	return report, line.clear
}

// parseSoloArgs reads --games N, --difficulty D, --against O, --seed S,
// --max-time T and --cards FILE, each as "--x V" or "--x=V".
func parseSoloArgs(args []string) (soloOptions, error) {
	opt := soloOptions{seed: 1, maxTime: search.DefaultBudget.MaxTime}
	for i := 0; i < len(args); i++ {
		name, _, _ := strings.Cut(args[i], "=")
		switch name {
		case "--games", "--difficulty", "--against", "--seed", "--max-time", "--cards":
		default:
			return opt, badUsage("unknown option %s", quote(args[i]))
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
		switch {
		case err == nil && n > maxSimGames:
			return badUsage("--games %d is more than one run plays: at most %d", n, maxSimGames)
		case err != nil || n < 1:
			return badUsage("--games %s is not a whole number from 1 to %d", quote(v), maxSimGames)
		}
		opt.games, opt.gamesSet = n, true
	case "--difficulty":
		d, err := solo.ParseDifficulty(v)
		if err != nil {
			return badUsage("--difficulty %s is not easy, normal or hard", quote(v))
		}
		opt.difficulty, opt.diffSet = d, true
	case "--against":
		o, err := solo.ParseOpponent(v)
		if err != nil {
			return badUsage("--against %s is not easy, normal, hard, baseline or random", quote(v))
		}
		opt.against = o
	case "--seed":
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return badUsage("--seed %s is not a whole number from 0 to %d", quote(v), uint64(1<<64-1))
		}
		opt.seed = n
	case "--max-time":
		d, err := parseMaxTime(v)
		if err != nil {
			return err
		}
		opt.maxTime = d
	case "--cards":
		opt.book = v
	}
	return nil
}
