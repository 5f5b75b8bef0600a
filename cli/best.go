package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
)

// runBest prints the best orders of a player's deck against the other deck
// as written, one line per order, best first:
//
//	best FILE [--top N] [--player A|B] [--fix N] [--json]
//
// The player's cards (A's unless --player B) are taken in any order; the
// orders are every distinct order (identical cards are not told apart),
// each with the odds if both play well (as odds --both-play-well gives
// them), ranked by the exact chance to win, then by the chance to lose
// (fewer first), then nearest the deck as written. Each line reads
// "1. Ant, Apple, Fish: A 0.6250, B 0.3750, draw 0.0000". --top N (default 5)
// sets how many; --fix N keeps the top N cards where they are and orders
// the rest (a deck with more than search.MaxBestOrders orders is refused
// with the N to give); --json prints one JSON document instead.
func runBest(env *Env) error {
	opt, err := parseFileArgs(env.Args, "--json", "--top", "--player", "--fix", "--max-time", "--max-memory")
	if err != nil {
		return err
	}
	if !opt.topOK {
		opt.top = 5
	}
	battle, _, book, err := loadMatch(env, opt.file, opt.book, opt.budget.MaxTime)
	if err != nil {
		return err
	}
	ranked, err := searchBest(env, battle, book, opt)
	if err != nil && (len(ranked) == 0 || opt.flags["--json"]) {
		return err
	}
	if opt.flags["--json"] {
		doc := bestJSON{File: opt.file, Player: opt.who, Orders: search.BestOrdersFixed(battle, opt.who, opt.fix), Die: battle.RockDie().String()}
		for _, r := range ranked {
			doc.Best = append(doc.Best, rankedJSON{Rank: r.Rank, Deck: r.Deck, Odds: chancesDoc(r.Chances)})
		}
		return printJSON(env, doc)
	}
	for _, r := range ranked {
		fmt.Fprintf(env.Stdout, "%d. %s: %s\n", r.Rank, strings.Join(r.Deck, ", "), r.Chances)
	}
	if err != nil {
		return fmt.Errorf("%w; the orders above are the best of those tried", err)
	}
	return nil
}

// searchBest runs search.BestWithin under the command's budget, with a
// progress line on a terminal ("best: 1234 of 20160 orders"). At the budget
// it returns the best orders tried with the error.
func searchBest(env *Env, battle *engine.Battle, book *engine.Book, opt fileOptions) ([]search.Ranked, error) {
	opts := search.BestOptions{Top: opt.top, Fix: opt.fix, Budget: opt.budget}
	line := &statusLine{env: env}
	if env.StderrIsTerminal {
		opts.Orders = func(done, total int) { line.show("best: %d of %d orders", done, total) }
	}
	ranked, err := search.BestWithin(env.context(), battle, book, opt.who, opts)
	line.clear()
	var tm *search.TooManyOrdersError
	if errors.As(err, &tm) {
		return nil, fmt.Errorf("%w (--fix %d)", err, tm.Fix)
	}
	return ranked, budgetHint(err)
}

// bestJSON is the document best --json prints.
type bestJSON struct {
	File   string        `json:"file"`
	Player engine.Player `json:"player"`
	Die    string        `json:"die"`
	Orders int           `json:"orders"` // distinct orders tried
	Best   []rankedJSON  `json:"best"`
}

type rankedJSON struct {
	Rank int         `json:"rank"`
	Deck []string    `json:"deck"`
	Odds chancesJSON `json:"odds"`
}
