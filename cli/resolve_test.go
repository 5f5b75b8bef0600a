package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
)

// runResolveCmd runs "resolve args..." with stdin and whether it is a
// terminal.
// runResolveCmd runs "resolve" with args, stdin as the input.
func runResolveCmd(t *testing.T, stdin string, terminal bool, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runCLIWith(t, stdin, terminal, append([]string{"resolve"}, args...)...)
}

func battleFile(t testing.TB, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "x.battle")
	require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	return p
}

const exampleB = "../engine/testdata/example-b.battle"

// resolve prints the whole battle as the golden file has it and ends with
// "result: B wins".
func TestResolveExampleB(t *testing.T) {
	out, errOut, code := runResolveCmd(t, "", false, exampleB)
	assert.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut)
	golden, err := os.ReadFile("../engine/testdata/example-b.golden")
	require.NoError(t, err)
	assert.Equal(t, string(golden), out)
	assert.True(t, strings.HasSuffix(out, "\nresult: B wins\n"))
	assert.Contains(t, out, "[Advanced Timing 4]")
}

func TestResolveJSON(t *testing.T) {
	out, errOut, code := runResolveCmd(t, "", false, "--json", exampleB)
	require.Equal(t, 0, code, errOut)
	var doc struct {
		First   string `json:"first"`
		Result  string `json:"result"`
		Winner  string `json:"winner"`
		Entries []struct {
			Step   int    `json:"step"`
			Event  string `json:"event"`
			Player string `json:"player"`
			Source string `json:"source"`
			Target string `json:"target"`
			Amount int    `json:"amount"`
			Dice   []int  `json:"dice"`
			Rule   string `json:"rule"`
			Text   string `json:"text"`
		} `json:"entries"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	assert.Equal(t, "B wins", doc.Result)
	assert.Equal(t, "B", doc.Winner)
	assert.Equal(t, "A", doc.First)
	var throws int
	for _, e := range doc.Entries {
		if e.Event == "throw" && e.Source == "Dolphin" {
			throws++
			assert.Equal(t, []int{0, 1, 1}, e.Dice)
			assert.Equal(t, 2, e.Amount)
			assert.Equal(t, "Mosquito", e.Target)
			assert.Equal(t, "Glossary: Rocks", e.Rule)
			assert.Equal(t, 2, e.Step)
		}
	}
	assert.Equal(t, 1, throws)
}

func TestResolveRocksRunOut(t *testing.T) {
	f := battleFile(t, "A: Dolphin\nB: Otter\nrocks: 1\n")
	// Not a terminal: a clear one-line failure.
	out, errOut, code := runResolveCmd(t, "", false, f)
	assert.Equal(t, 1, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	assert.Contains(t, errOut, "the rocks ran out: Dolphin throws 3 rocks at Otter needs die 2 of 3")
	assert.Contains(t, errOut, "rocks: line of "+f+" or use --roll")
	assert.NotContains(t, out, "result:")

	// A terminal: it asks for each missing die, again after a bad answer.
	out, errOut, code = runResolveCmd(t, "2\nseven\n1\n", true, f)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "Dolphin throws 3 rocks at Otter: die 2 of 3 (0-2)? ")
	assert.Contains(t, errOut, `"seven" is not a face of the rock die`)
	assert.Contains(t, out, "1 + 2 + 1 = 4 rocks")
	assert.True(t, strings.HasSuffix(out, "result: A wins\n"), out)

	// The input ends before the answers do.
	_, errOut, code = runResolveCmd(t, "2\n", true, f)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no answer for Dolphin throws 3 rocks at Otter: die 3 of 3")
}

func TestResolveRoll(t *testing.T) {
	f := battleFile(t, "A: Dolphin, Dolphin\nB: Mosquito, Otter, Peacock\n")
	a, _, code := runResolveCmd(t, "", false, f, "--seed", "9")
	require.Equal(t, 0, code)
	b, _, _ := runResolveCmd(t, "", false, "--seed=9", "--roll", f)
	assert.Equal(t, a, b, "the same seed gives the same battle")
	assert.Regexp(t, `result: (A wins|B wins|draw)\n$`, a)
	_, errOut, code := runResolveCmd(t, "", false, "--roll", f)
	assert.Equal(t, 0, code)
	assert.Regexp(t, `^rolling .* with seed \d+ \(--seed \d+ repeats them\)\n$`, errOut)
}

func TestResolveBadFiles(t *testing.T) {
	cases := map[string]string{
		"first: A\nA: Ant, Fsh\n":                  `line 2: column 9: unknown card "Fsh" (did you mean Fish?)`,
		"A: Ant\nB: Otter\ncard W: pet | Hurt x\n": `line 3: column 19: missing ":" after the trigger Hurt`,
		"rocks: 5\n":                             "line 1: column 8: rock result 5 is not a face",
		"A: card Otter: pet 2\nB: Otter\n":       `: line 1: column 4: "card Otter: pet 2" looks like a card line: write it on a line of its own, not on a deck line` + "\n",
		"A: Ant\nB: Otter\nPlay: throw 1 rock\n": `: line 3: column 1: "Play: throw 1 rock" is an ability: abilities go on a card line, after "|" (like "card Dolphin: pet 2 | Play: throw 3 rocks")` + "\n",
		"A mana: -1\nA: Ant\n":                   `: line 1: column 9: A mana must be a whole number from 0 to 999, found "-1"` + "\n",
		"card Gifter: pet 1 | Play: give 1 Otter to the enemy pet\ncard Otterr: food 1\nA: Gifter\n": `: line 1: column 35: card Gifter: "give 1 Otter to the enemy pet": Otter is a pet; a pet can only be given foods, perks and ailments (did you mean Otterr?)` + "\n",
	}
	for src, msg := range cases {
		out, errOut, code := runResolveCmd(t, "", false, battleFile(t, src))
		assert.Equal(t, 1, code, src)
		assert.Empty(t, out, src)
		assert.Contains(t, errOut, msg, src)
		assert.NotContains(t, errOut, "engine:", "players read no package prefix")
		assert.Equal(t, 1, strings.Count(errOut, "\n"), src)
		assert.True(t, strings.HasPrefix(errOut, "sapcompanion resolve: "), errOut)
	}
	_, errOut, code := runResolveCmd(t, "", false, "no-such-file.battle")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "cannot read the battle file")
}

func TestResolveUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"--seed"}, {"--seed", "x", "f"}, {"a", "b"}, {"--fast", "f"}} {
		out, errOut, code := runResolveCmd(t, "", false, args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out, args)
		assert.Contains(t, errOut, "(usage: resolve FILE [--roll] [--seed N] [--json] [--cards FILE])", args)
	}
	assert.True(t, IsCommand("resolve"))
}

func TestResolveUserBook(t *testing.T) {
	book := filepath.Join(t.TempDir(), "book.json")
	require.NoError(t, os.WriteFile(book, []byte(`{"version":1,"cards":[{"name":"Fish","kind":"pet","power":9}]}`), 0o644))
	f := battleFile(t, "A: Fish\nB: Otter\n")
	for _, flag := range []string{"--cards", "--book"} {
		out, errOut, code := runResolveCmd(t, "", false, f, flag, book)
		require.Equal(t, 0, code, errOut)
		assert.Contains(t, out, "A plays Fish (power 9)", flag)
	}
}

func TestTheCommandsUseTheAppsCardBook(t *testing.T) {
	app := session.NewDirStore(t.TempDir())
	f := battleFile(t, "A: Turtle\nB: Otter\n")
	run := func(args ...string) (string, string, int) {
		var out, errOut bytes.Buffer
		code := Run(append([]string{"resolve", f}, args...), Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, AppData: app})
		return out.String(), errOut.String(), code
	}
	_, errOut, code := run()
	assert.Equal(t, 1, code, "no Turtle in the reference cards")
	assert.Contains(t, errOut, `unknown card "Turtle"`)

	require.NoError(t, app.Write(session.CardsFile, []byte(`{"version":1,"cards":[{"name":"Turtle","kind":"pet","power":4}]}`)))
	out, errOut, code := run()
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "A plays Turtle (power 4)", "the players' own card from the app")

	other := filepath.Join(t.TempDir(), "other.json")
	require.NoError(t, os.WriteFile(other, []byte(`{"version":1,"cards":[{"name":"Turtle","kind":"pet","power":7}]}`), 0o644))
	out, errOut, code = run("--cards", other)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "A plays Turtle (power 7)", "--cards wins over the app's book")

	require.NoError(t, app.Write(session.CardsFile, []byte(`{"version":1,"cards":[`)))
	out, errOut, code = run()
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "the app's card book "+app.Where(session.CardsFile))
	assert.Contains(t, errOut, "--cards FILE")
	assert.Contains(t, errOut, app.Where(session.CardsFile)+": the card book cannot be read: ", "where, then what is wrong in the session's words")
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line")
	kept, err := app.Read(session.CardsFile)
	require.NoError(t, err)
	assert.Equal(t, `{"version":1,"cards":[`, string(kept), "the command changes nothing in the app's files")

	_, errOut, code = run("--cards", filepath.Join(t.TempDir(), "missing.json"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "cannot read the card book")
}

// Standard input redirected from the null device counts as a character
// device, yet nobody can answer there: resolve fails with the one-line error
// naming rocks: and --roll, and never prompts.
func TestResolveRocksRunOutOnDevNull(t *testing.T) {
	f := battleFile(t, "A: Dolphin\nB: Otter\nrocks: 1\n")
	null, err := os.Open(os.DevNull)
	require.NoError(t, err)
	defer null.Close()
	var out, errOut strings.Builder
	code := Run([]string{"resolve", f}, Env{Stdin: null, Stdout: &out, Stderr: &errOut, StdinIsTerminal: true})
	assert.Equal(t, 1, code)
	assert.Equal(t, 1, strings.Count(errOut.String(), "\n"), errOut.String())
	assert.Contains(t, errOut.String(), "rocks: line of "+f+" or use --roll")
	assert.NotContains(t, errOut.String(), "(0-2)?", "no prompt")
}
