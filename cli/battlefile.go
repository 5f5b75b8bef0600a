package cli

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
)

// fileOptions is the command line of a command that reads one battle file:
// the file, --book FILE, and the options the command allows.
type fileOptions struct {
	file   string
	book   string          // --book: a user card book (JSON) to merge over the reference cards
	flags  map[string]bool // the plain options given, such as "--json"
	top    int             // --top N
	topOK  bool            // --top was given
	who    engine.Player   // --player P; PlayerA when not given
	seed   uint64          // --seed N
	seeded bool            // --seed was given
}

// valueOptions are the options that take a value, as "--x V" or "--x=V".
var valueOptions = map[string]bool{"--book": true, "--top": true, "--player": true, "--seed": true}

// parseFileArgs reads FILE, --book FILE and the options listed in allowed:
// plain ones such as --json are recorded in flags; --top N, --player P and
// --seed N are read when allowed. Anything else is a usage error.
func parseFileArgs(args []string, allowed ...string) (fileOptions, error) {
	opt := fileOptions{flags: map[string]bool{}, who: engine.PlayerA}
	known := map[string]bool{"--book": true}
	for _, f := range allowed {
		known[f] = true
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, inline, hasInline := strings.Cut(a, "=")
		if valueOptions[name] && known[name] {
			v := inline
			if !hasInline {
				if i+1 >= len(args) {
					return opt, badUsage("%s needs a value", name)
				}
				i++
				v = args[i]
			}
			if err := opt.set(name, v); err != nil {
				return opt, err
			}
			continue
		}
		switch {
		case known[a]:
			opt.flags[a] = true
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

// set records the value v of the option name.
func (opt *fileOptions) set(name, v string) error {
	switch name {
	case "--book":
		opt.book = v
	case "--top":
		if _, err := fmt.Sscan(v, &opt.top); err != nil || opt.top < 1 || fmt.Sprint(opt.top) != v {
			return badUsage("--top %q is not a whole number from 1 up", v)
		}
		opt.topOK = true
	case "--player":
		if err := opt.who.UnmarshalText([]byte(v)); err != nil || opt.who == engine.NoPlayer {
			return badUsage("--player %q is not A or B", v)
		}
	case "--seed":
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return badUsage("--seed %q is not a whole number from 0 to %d", v, uint64(1<<64-1))
		}
		opt.seed, opt.seeded = n, true
	}
	return nil
}

// loadBook returns the reference cards with the user card book at path
// merged over them; with path "" just the reference cards.
func loadBook(path string) (*engine.Book, error) {
	book := engine.ReferenceBook()
	if path == "" {
		return book, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the card book: %w", err)
	}
	if book, err = engine.LoadBook(data); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return book, nil
}

// loadMatch reads a battle file with the card book at bookPath and prepares
// it for resolution.
func loadMatch(file, bookPath string) (*engine.Battle, *engine.Match, *engine.Book, error) {
	book, err := loadBook(bookPath)
	if err != nil {
		return nil, nil, nil, err
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("cannot read the battle file: %w", err)
	}
	battle, err := engine.ParseBattle(string(src), book)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	match, err := engine.NewMatch(battle, book)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	return battle, match, book, nil
}
