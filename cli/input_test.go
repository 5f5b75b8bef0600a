//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// /dev/zero used to be read until memory ran out (17 GB in a minute); any
// path that is not a regular file is refused at once, for the battle file
// and for --cards.
func TestResolveRefusesWhatIsNotAFile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	for _, args := range [][]string{{"/dev/zero"}, {fifo}, {exampleB, "--cards", "/dev/zero"}, {exampleB, "--cards", fifo}, {t.TempDir()}} {
		done := make(chan struct{})
		var errOut string
		var code int
		go func() { _, errOut, code = runResolveCmd(t, "", false, args...); close(done) }()
		select {
		case <-done:
		case <-time.After(hangGuard):
			t.Fatalf("resolve %v does not return", args)
		}
		assert.Equal(t, 1, code, "%v", args)
		assert.Contains(t, errOut, "not a regular file", "%v", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	}
}

func TestResolveRefusesTooBigFiles(t *testing.T) {
	big := battleFile(t, "A: Ant\nB: Fish\n"+strings.Repeat("# padding\n", 110000))
	_, errOut, code := runResolveCmd(t, "", false, big)
	assert.Equal(t, 1, code)
	assert.Equal(t, "sapcompanion resolve: cannot read the battle file: read "+big+": too big: more than 1 MiB\n", errOut)

	book := filepath.Join(t.TempDir(), "book.json")
	require.NoError(t, os.WriteFile(book, []byte(strings.Repeat(" ", 10<<20+1)), 0o644))
	_, errOut, code = runResolveCmd(t, "", false, exampleB, "--cards", book)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "too big: more than 10 MiB")

	_, errOut, code = runResolveCmd(t, strings.Repeat("#", 1<<20+1), false, "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "read standard input: too big: more than 1 MiB")
}

func TestResolveReadsStandardInput(t *testing.T) {
	src, err := os.ReadFile(exampleB)
	require.NoError(t, err)
	out, errOut, code := runResolveCmd(t, string(src), true, "-")
	assert.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasSuffix(out, "\nresult: B wins\n"), out)
}

// An empty battle file used to give "result: draw" and exit 0.
func TestResolveRefusesABattleWithoutDecks(t *testing.T) {
	for _, src := range []string{"", "# nothing yet\nfirst: B\n", "A:\nB:\n"} {
		f := battleFile(t, src)
		out, errOut, code := runResolveCmd(t, "", false, f)
		assert.Equal(t, 1, code, "%q", src)
		assert.Empty(t, out)
		assert.Equal(t, "sapcompanion resolve: "+f+": no decks: give each player's cards on a line like \"A: Ant, Fish\" and \"B: Otter\"\n", errOut)
	}
	_, errOut, code := runCLI(t, "odds", battleFile(t, ""))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no decks")
}

// A file saved with a byte-order mark (as some Windows editors do) reads
// like any other; one that is not UTF-8 is refused with line and column.
func TestResolveByteOrderMarkAndUTF8(t *testing.T) {
	src, err := os.ReadFile(exampleB)
	require.NoError(t, err)
	out, errOut, code := runResolveCmd(t, "", false, battleFile(t, "\uFEFF"+string(src)))
	assert.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasSuffix(out, "\nresult: B wins\n"))

	f := battleFile(t, "name A: Zo\xebe\nA: Ant\nB: Fish\n")
	_, errOut, code = runResolveCmd(t, "", false, f)
	assert.Equal(t, 1, code)
	assert.Equal(t, "sapcompanion resolve: "+f+": line 1: column 11: the text is not UTF-8 (byte 0xEB); save it as UTF-8\n", errOut)

	f = battleFile(t, "name A: Eve\u202Elive\nA: Ant\nB: Fish\n")
	_, errOut, code = runResolveCmd(t, "", false, f)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "line 1: column 12: the name may not contain a character that changes the writing direction (U+202E)")
}

// A 10 MB unknown statement used to take 10 s and 2.4 GB and print a 10 MB
// line; now the file is over the limit, and just under it the error is short.
func TestResolveHugeStatementGivesAShortError(t *testing.T) {
	f := battleFile(t, "A: Ant\nB: Fish\n"+strings.Repeat("q", 1<<20-100)+": 1\n")
	start := time.Now()
	_, errOut, code := runResolveCmd(t, "", false, f)
	assert.Equal(t, 1, code)
	assert.Less(t, len(errOut), 400, "%.400s", errOut)
	assert.Contains(t, errOut, `unknown statement "qqqq`)
	assert.Less(t, time.Since(start), hangGuard)
}
