package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/internal/limitedfile"
	"github.com/sapcompanion/sapcompanion/session"
)

// fileOptions is the command line of a command that reads one battle file:
// the file, --cards FILE, and the options the command allows.
type fileOptions struct {
	file   string
	book   string          // --cards (or its older name --book): a card book (JSON) to use instead of the app's
	flags  map[string]bool // the plain options given, such as "--json"
	top    int             // --top N
	topOK  bool            // --top was given
	who    engine.Player   // --player P; PlayerA when not given
	seed   uint64          // --seed N
	seeded bool            // --seed was given
	fix    int             // --fix N: the top N cards stay in place (best)
	// budget is the searches' budget: search.DefaultBudget unless
	// --max-time or --max-memory change it. Its time also bounds loading
	// the card book (loadBookWithin) for the commands that take --max-time.
	budget search.Budget
}

// valueOptions are the options that take a value, as "--x V" or "--x=V".
var valueOptions = map[string]bool{"--cards": true, "--book": true, "--top": true, "--player": true, "--seed": true,
	"--max-time": true, "--max-memory": true, "--fix": true}

// parseFileArgs reads FILE, --cards FILE and the options listed in allowed:
// plain ones such as --json are recorded in flags; --top N, --player P and
// --seed N are read when allowed. Anything else is a usage error.
func parseFileArgs(args []string, allowed ...string) (fileOptions, error) {
	opt := fileOptions{flags: map[string]bool{}, who: engine.PlayerA, budget: search.DefaultBudget}
	known := map[string]bool{"--cards": true, "--book": true}
	for _, f := range allowed {
		known[f] = true
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, _ := strings.Cut(a, "=")
		if valueOptions[name] && known[name] {
			v, err := optionValue(args, &i)
			if err != nil {
				return opt, err
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
			return opt, badUsage("unknown option %s", quote(a))
		case opt.file != "":
			return opt, badUsage("one battle file only (got %s and %s)", quote(opt.file), quote(a))
		default:
			opt.file = a
		}
	}
	if opt.file == "" {
		return opt, badUsage("no battle file given")
	}
	return opt, nil
}

// optionValue returns the value of the option at args[*i], given as
// "--x=V" or as "--x V" (then *i moves on to V).
func optionValue(args []string, i *int) (string, error) {
	name, v, inline := strings.Cut(args[*i], "=")
	if inline {
		return v, nil
	}
	if *i+1 >= len(args) {
		return "", badUsage("%s needs a value", name)
	}
	*i++
	return args[*i], nil
}

// set records the value v of the option name.
func (opt *fileOptions) set(name, v string) error {
	switch name {
	case "--cards", "--book":
		opt.book = v
	case "--top":
		if _, err := fmt.Sscan(v, &opt.top); err != nil || opt.top < 1 || fmt.Sprint(opt.top) != v {
			return badUsage("--top %s is not a whole number from 1 up", quote(v))
		}
		opt.topOK = true
	case "--fix":
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || strconv.Itoa(n) != v {
			return badUsage("--fix %s is not a whole number from 0 up", quote(v))
		}
		opt.fix = n
	case "--player":
		if err := opt.who.UnmarshalText([]byte(v)); err != nil || opt.who == engine.NoPlayer {
			return badUsage("--player %s is not A or B", quote(v))
		}
	case "--seed":
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return badUsage("--seed %s is not a whole number from 0 to %d", quote(v), uint64(1<<64-1))
		}
		opt.seed, opt.seeded = n, true
	case "--max-time":
		d, err := parseMaxTime(v)
		opt.budget.MaxTime = d
		return err
	case "--max-memory":
		n, err := parseMaxMemory(v)
		opt.budget.MaxBytes = n
		return err
	}
	return nil
}

// loadBook returns the card book a command uses: the one in the file at
// path (JSON, as the app's Cards > Export writes it) merged over the
// reference cards; with path "", the app's own card book from app, or just
// the reference cards when there is none.
func loadBook(path string, app session.Store) (*engine.Book, error) {
	var data []byte
	var err error
	hint := ""
	switch {
	case path != "":
		if data, err = limitedfile.Read(path, engine.MaxBookSize); err != nil {
			return nil, fmt.Errorf("cannot read the card book: %w", err)
		}
	case app != nil:
		data, err = app.Read(session.CardsFile)
		if errors.Is(err, fs.ErrNotExist) {
			return engine.ReferenceBook(), nil
		}
		path, hint = "the app's card book "+appCardsPath(app), " (use --cards FILE for another)"
		if err != nil {
			return nil, fmt.Errorf("cannot read %s: %w%s", path, err, hint)
		}
	default:
		return engine.ReferenceBook(), nil
	}
	book, err := session.ReadCardBook(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w%s", path, err, hint)
	}
	return book, nil
}

// appCardsPath names where the app keeps its card book.
func appCardsPath(app session.Store) string {
	if l, ok := app.(session.Locator); ok {
		return l.Where(session.CardsFile)
	}
	return session.CardsFile
}

// stdinFile is the battle file name that stands for standard input.
const stdinFile = "-"

// readBattleFile reads the battle file called file, or standard input for
// "-": at most engine.MaxBattleSize bytes, and only from a regular file (a
// named pipe or a device could make the read wait or never end).
func readBattleFile(env *Env, file string) ([]byte, error) {
	var src []byte
	var err error
	if file == stdinFile {
		src, err = limitedfile.ReadAll(env.Stdin, "standard input", engine.MaxBattleSize)
	} else {
		src, err = limitedfile.Read(file, engine.MaxBattleSize)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the battle file: %w", err)
	}
	return src, nil
}

// loadMatch reads a battle file with the card book at bookPath (or the
// app's), which must load within maxTime (0 for no limit), and prepares it
// for resolution. A battle in which neither player has a card is refused:
// there is nothing to resolve.
func loadMatch(env *Env, file, bookPath string, maxTime time.Duration) (*engine.Battle, *engine.Match, *engine.Book, error) {
	book, err := loadBookWithin(env, bookPath, maxTime)
	if err != nil {
		return nil, nil, nil, err
	}
	src, err := readBattleFile(env, file)
	if err != nil {
		return nil, nil, nil, err
	}
	battle, err := engine.ParseBattle(string(src), book)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	if len(battle.Decks[engine.PlayerA]) == 0 && len(battle.Decks[engine.PlayerB]) == 0 {
		return nil, nil, nil, fmt.Errorf("%s: no decks: give each player's cards on a line like \"A: Ant, Fish\" and \"B: Otter\"", file)
	}
	match, err := engine.NewMatch(battle, book)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	return battle, match, book, nil
}
