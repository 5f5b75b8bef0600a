package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/session"
)

// Env is what a command receives: its arguments (after the command name) and
// the process's streams.
type Env struct {
	Args   []string
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// StdinIsTerminal reports whether Stdin is an interactive terminal, so a
	// command may ask the user questions there.
	StdinIsTerminal bool
	// StderrIsTerminal reports whether Stderr is a terminal, so a long
	// search may show its progress there.
	StderrIsTerminal bool
	// AppData is where the app keeps its state, so the battle commands use
	// the players' own card book; nil for the reference cards only.
	AppData session.Store
	// Context stops a command that runs until it is stopped (serve); nil
	// for Ctrl+C.
	Context context.Context
}

// command is one headless subcommand.
type command struct {
	usage string
	run   func(env *Env) error
}

// commands lists every subcommand by name. Each command lives in its own file.
var commands = map[string]command{
	"roll":     {usage: "roll N", run: runRoll},
	"name":     {usage: "name", run: runName},
	"pairings": {usage: "pairings N", run: runPairings},
	"serve":    {usage: "serve [--addr HOST:PORT] [--dir DIR] [--tables DIR] [--new-table]", run: runServe},
	"resolve":  {usage: "resolve FILE [--roll] [--seed N] [--json] [--cards FILE]", run: runResolve},
	"odds":     {usage: "odds FILE [--json] [--both-play-well] [--max-time T] [--max-memory M] [--cards FILE]", run: runOdds},
	"best":     {usage: "best FILE [--top N] [--player A|B] [--fix N] [--json] [--max-time T] [--max-memory M] [--cards FILE]", run: runBest},
	"lessons":  {usage: "lessons [--check]", run: runLessons},
	"solo":     {usage: "solo simulate --games N --difficulty easy|normal|hard [--against easy|normal|hard|baseline|random] [--seed S] [--max-time T] [--cards FILE]", run: runSolo},
}

// context is the command's context: env.Context, or Background.
func (env *Env) context() context.Context {
	if env.Context != nil {
		return env.Context
	}
	return context.Background()
}

// errUsage marks an error whose message is the whole explanation.
var errUsage = errors.New("usage")

// IsCommand reports whether name is a subcommand, so main knows whether to open
// the app window instead.
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || name == "help" || name == "-h" || name == "--help"
}

// Run runs the subcommand args[0] with the rest of args and returns the
// process exit code: 0 on success, 1 when the command failed, 2 for a bad
// command line. Failures are reported as one line on env.Stderr.
func Run(args []string, env Env) int {
	if len(args) == 0 {
		fmt.Fprintln(env.Stderr, "sapcompanion: no command given; "+usageLine())
		return 2
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "--help" {
		fmt.Fprintln(env.Stdout, usageLine())
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(env.Stderr, "sapcompanion: unknown command %s; %s\n", quote(name), usageLine())
		return 2
	}
	env.Args = args[1:]
	if err := c.run(&env); err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(env.Stderr, "sapcompanion %s: %s (usage: %s)\n", name, oneLine(ue.msg), c.usage)
			return 2
		}
		fmt.Fprintf(env.Stderr, "sapcompanion %s: %s\n", name, oneLine(err.Error()))
		return 1
	}
	return 0
}

// usageError is a bad command line: Run prints it with the command's usage and
// exits with code 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }
func (e usageError) Unwrap() error { return errUsage }

// maxQuoted is the most characters of an argument an error quotes.
const maxQuoted = 40

// quote returns the argument v as an error quotes it: in double quotes with
// control characters and newlines escaped as Go writes them, so the error
// stays on one line, and cut to its first maxQuoted characters and "…" when
// longer, so a huge argument is not echoed whole.
func quote(v string) string { return strconv.Quote(textcheck.Clip(v, maxQuoted)) }

// badUsage returns a usageError with a formatted message.
func badUsage(format string, a ...any) error { return usageError{msg: fmt.Sprintf(format, a...)} }

// usageLine lists every command on one line.
func usageLine() string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, commands[n].usage)
	}
	sort.Strings(names)
	return "commands: " + strings.Join(names, " | ") + " (no command opens the app)"
}

// oneLine folds a possibly multi-line message onto one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", "; ")), " ")
}

// StdEnv returns an Env on the process's own streams.
func StdEnv() Env {
	isTerm := false
	if fi, err := os.Stdin.Stat(); err == nil {
		isTerm = fi.Mode()&os.ModeCharDevice != 0
	}
	env := Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, StdinIsTerminal: isTerm}
	if fi, err := os.Stderr.Stat(); err == nil {
		env.StderrIsTerminal = fi.Mode()&os.ModeCharDevice != 0
	}
	if dir, err := session.DesktopDataDir(); err == nil {
		env.AppData = session.NewDirStore(dir)
	}
	return env
}
