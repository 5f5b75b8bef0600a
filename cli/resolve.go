package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
)

// resolveOptions is the command line of resolve.
type resolveOptions struct {
	file    string
	roll    bool
	seed    uint64
	seeded  bool
	json    bool
	bookArg string
}

// maxAskTries is how many unreadable answers resolve takes for one die
// before it gives up.
const maxAskTries = 5

// runResolve settles a battle file and prints every step with the rule it
// applies, then "result: A wins", "result: B wins" or "result: draw"
// (NOTATION.md §4):
//
//	resolve FILE [--roll] [--seed N] [--json]
//
// Dice come from the file's "rocks:" line. When it runs out, resolve asks on
// the terminal for each die, or with --roll rolls them with a seeded random
// source (the seed is reported on stderr and in the JSON). --seed N implies
// --roll and makes the rolls repeatable. Without --roll and without a
// terminal, running out of rocks is an error. --json prints one JSON
// document (typed entries and the result) instead of lines. --book FILE (an
// extra) merges a user card book (JSON) over the reference cards.
func runResolve(env *Env) error {
	opt, err := parseResolveArgs(env.Args)
	if err != nil {
		return err
	}
	src, err := os.ReadFile(opt.file)
	if err != nil {
		return fmt.Errorf("cannot read the battle file: %w", err)
	}
	book := engine.ReferenceBook()
	if opt.bookArg != "" {
		data, err := os.ReadFile(opt.bookArg)
		if err != nil {
			return fmt.Errorf("cannot read the card book: %w", err)
		}
		if book, err = engine.LoadBook(data); err != nil {
			return fmt.Errorf("%s: %w", opt.bookArg, err)
		}
	}
	battle, err := engine.ParseBattle(string(src), book)
	if err != nil {
		return fmt.Errorf("%s: %w", opt.file, err)
	}
	match, err := engine.NewMatch(battle, book)
	if err != nil {
		return fmt.Errorf("%s: %w", opt.file, err)
	}
	var then engine.Dice
	switch {
	case opt.roll:
		if !opt.seeded {
			opt.seed = rand.Uint64()
			fmt.Fprintf(env.Stderr, "rolling the dice the rocks: line does not give with seed %d (--seed %d repeats them)\n", opt.seed, opt.seed)
		}
		then = engine.NewSeededDice(battle.RockDie(), opt.seed)
	case env.StdinIsTerminal:
		in := bufio.NewReader(env.Stdin)
		then = engine.NewAskDice(battle.RockDie(), func(q engine.DieQuestion) (int, error) {
			return askDie(in, env.Stderr, q)
		})
	default:
		then = noTerminalDice{file: opt.file}
	}
	lg := &engine.Log{}
	if !opt.json {
		lg.Emit = func(e engine.Entry) { fmt.Fprintln(env.Stdout, e.String()) }
	}
	res, err := match.Resolve(match.Dice(then), lg)
	if err != nil {
		return err
	}
	if opt.json {
		doc := resolveJSON{File: opt.file, First: battle.First,
			Names:   map[string]string{"A": battle.Name(engine.PlayerA), "B": battle.Name(engine.PlayerB)},
			Entries: lg.Entries, Result: res.String(), Winner: res.Winner()}
		if opt.roll {
			doc.Seed = &opt.seed
		}
		out, err := json.MarshalIndent(doc, "", "  ")
		if err != nil {
			return err
		}
		fmt.Fprintln(env.Stdout, string(out))
		return nil
	}
	fmt.Fprintf(env.Stdout, "result: %s\n", res)
	return nil
}

// resolveJSON is the document resolve --json prints.
type resolveJSON struct {
	File    string            `json:"file"`
	First   engine.Player     `json:"first"`
	Names   map[string]string `json:"names"`
	Seed    *uint64           `json:"seed,omitempty"`
	Entries []engine.Entry    `json:"entries"`
	Result  string            `json:"result"`
	Winner  engine.Player     `json:"winner"`
}

func parseResolveArgs(args []string) (resolveOptions, error) {
	var opt resolveOptions
	value := func(i *int, flag, inline string, hasInline bool) (string, error) {
		if hasInline {
			return inline, nil
		}
		if *i+1 >= len(args) {
			return "", badUsage("%s needs a value", flag)
		}
		*i++
		return args[*i], nil
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, inline, hasInline := strings.Cut(a, "=")
		switch {
		case a == "--roll":
			opt.roll = true
		case a == "--json":
			opt.json = true
		case name == "--seed":
			v, err := value(&i, "--seed", inline, hasInline)
			if err != nil {
				return opt, err
			}
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return opt, badUsage("--seed %q is not a whole number from 0 to %d", v, uint64(1<<64-1))
			}
			opt.seed, opt.seeded, opt.roll = n, true, true
		case name == "--book":
			v, err := value(&i, "--book", inline, hasInline)
			if err != nil {
				return opt, err
			}
			opt.bookArg = v
		case strings.HasPrefix(a, "-") && a != "-":
			return opt, badUsage("unknown option %q", a)
		case opt.file != "":
			return opt, badUsage("one battle file only (got %q and %q)", opt.file, a)
		default:
			opt.file = a
		}
	}
	if opt.file == "" {
		return opt, badUsage("no battle file given")
	}
	return opt, nil
}

// askDie asks for one die on the terminal until the answer is a face.
func askDie(in *bufio.Reader, out io.Writer, q engine.DieQuestion) (int, error) {
	for range maxAskTries {
		fmt.Fprint(out, q.String()+" ")
		line, err := in.ReadString('\n')
		s := strings.TrimSpace(line)
		if s != "" {
			if n, convErr := strconv.Atoi(s); convErr == nil && slices.Contains(q.Faces, n) {
				return n, nil
			}
			fmt.Fprintf(out, "%q is not a face of the rock die (%s)\n", s, engine.Die{Faces: q.Faces})
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return 0, fmt.Errorf("no answer for %s: die %d of %d (the input ended)", q.Throw, q.Die+1, q.Throw.Dice)
			}
			return 0, err
		}
	}
	return 0, fmt.Errorf("no usable answer for %s: die %d of %d after %d tries", q.Throw, q.Die+1, q.Throw.Dice, maxAskTries)
}

// noTerminalDice fails: the rocks ran out and there is nobody to ask.
type noTerminalDice struct{ file string }

// Roll fails with the one-line reason resolve prints.
func (d noTerminalDice) Roll(t engine.Throw, i int) (int, error) {
	return 0, fmt.Errorf("the rocks ran out: %s needs die %d of %d, and stdin is not a terminal to ask; add the results to the rocks: line of %s or use --roll", t, i+1, t.Dice, d.file)
}
