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

// maxAskTries is how many unreadable answers resolve takes for one die
// before it gives up.
const maxAskTries = 5

// runResolve settles a battle file and prints every step with the rule it
// applies, then "result: A wins", "result: B wins" or "result: draw"
// (docs/notation.md (section 4)):
//
//	resolve FILE [--roll] [--seed N] [--json]
//
// FILE "-" reads the battle from standard input. Dice come from the file's
// "rocks:" line. When it runs out, resolve asks on the terminal for each
// die, or with --roll rolls them with a seeded random source (the seed is
// reported on stderr and in the JSON). --seed N implies
// --roll and makes the rolls repeatable. Without --roll and without a
// terminal, running out of rocks is an error. --json prints one JSON
// document (typed entries and the result) instead of lines. --cards FILE uses
// the card book in FILE (JSON, as the app exports it) instead of the app's
// own; --book FILE is its older name.
func runResolve(env *Env) error {
	opt, err := parseFileArgs(env.Args, "--roll", "--json", "--seed")
	if err != nil {
		return err
	}
	battle, match, _, err := loadMatch(env, opt.file, opt.book, 0)
	if err != nil {
		return err
	}
	roll := opt.flags["--roll"] || opt.seeded // --seed implies --roll
	asJSON := opt.flags["--json"]
	var then engine.Dice
	switch {
	case roll:
		if !opt.seeded {
			opt.seed = rand.Uint64()
			fmt.Fprintf(env.Stderr, "rolling the dice the rocks: line does not give with seed %d (--seed %d repeats them)\n", opt.seed, opt.seed)
		}
		then = engine.NewSeededDice(battle.RockDie(), opt.seed)
	case canAsk(env) && opt.file != stdinFile:
		in := bufio.NewReader(env.Stdin)
		then = engine.NewAskDice(battle.RockDie(), func(q engine.DieQuestion) (int, error) {
			return askDie(in, env.Stderr, q)
		})
	default:
		then = noTerminalDice{file: opt.file}
	}
	lg := &engine.Log{}
	if !asJSON {
		lg.Emit = func(e engine.Entry) { fmt.Fprintln(env.Stdout, e.String()) }
	}
	res, err := match.Resolve(match.Dice(then), lg)
	if err != nil {
		return err
	}
	if asJSON {
		doc := resolveJSON{File: opt.file, First: battle.First,
			Names:   map[string]string{"A": battle.Name(engine.PlayerA), "B": battle.Name(engine.PlayerB)},
			Entries: lg.Entries, Result: res.String(), Winner: res.Winner()}
		if roll {
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
			fmt.Fprintf(out, "%s is not a face of the rock die (%s)\n", quote(s), engine.Die{Faces: q.Faces})
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

// canAsk reports whether resolve may ask for dice on standard input: it is a
// terminal. A character device that is the null device (stdin redirected
// from /dev/null, as in scripts and CI) is not one, so resolve fails with a
// one-line error instead of a prompt that nobody answers.
func canAsk(env *Env) bool {
	if !env.StdinIsTerminal {
		return false
	}
	f, ok := env.Stdin.(*os.File)
	if !ok {
		return true
	}
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}

// noTerminalDice fails: the rocks ran out and there is nobody to ask.
type noTerminalDice struct{ file string }

// Roll fails with the one-line reason resolve prints.
func (d noTerminalDice) Roll(t engine.Throw, i int) (int, error) {
	return 0, fmt.Errorf("the rocks ran out: %s needs die %d of %d, and stdin is not a terminal to ask; add the results to the rocks: line of %s or use --roll", t, i+1, t.Dice, d.file)
}
