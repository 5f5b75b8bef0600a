package engine

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A statement name of almost a megabyte used to be compared whole with every
// statement for "did you mean" (279 MB and over a second), and quoted whole.
func TestHugeUnknownStatementIsCheapAndQuotedShort(t *testing.T) {
	src := "A: Ant\nB: Fish\n" + strings.Repeat("x", MaxBattleSize-100) + ": 1\n"
	var err error
	used := allocated(func() { _, err = ParseBattle(src, nil) })
	require.Error(t, err)
	assert.Less(t, used, uint64(32<<20), "bytes allocated")
	assert.Contains(t, err.Error(), `line 3: column 1: unknown statement "xxxxxxxx`)
	assert.Contains(t, err.Error(), `xxx…"`)
	assert.Less(t, len(err.Error()), 300, err.Error())
}

func TestSuggestLooksAtTheStartOnly(t *testing.T) {
	long := "Fsh" + strings.Repeat("y", 10<<20)
	used := allocated(func() { _ = suggest(long, []string{"Fish", "Ant"}) })
	assert.Less(t, used, uint64(1<<20))
	assert.Equal(t, []string{"Fish"}, suggest("Fsh", []string{"Fish", "Ant"}))
}

// Every error quotes at most 80 characters of the input, whatever part of
// a line is huge.
func TestErrorsQuoteAtMost80Characters(t *testing.T) {
	huge := strings.Repeat("z", 200000)
	digits := strings.Repeat("9", 200000)
	for name, src := range map[string]string{
		"statement":      huge + "\n",
		"unknown key":    huge + ": 1\n",
		"first":          "first: " + huge + "\nA: Ant\n",
		"deck card":      "A: Ant, " + huge + "\nB: Fish\n",
		"deck count":     "A: " + digits + " Ant\nB: Fish\n",
		"rocks":          "A: Ant\nB: Fish\nrocks: 1 " + huge + "\n",
		"rock number":    "A: Ant\nB: Fish\nrocks: " + digits + "\n",
		"die":            "A: Ant\nB: Fish\ndie: 1 " + huge + "\n",
		"trumpets":       "A: Ant\nB: Fish\nA trumpets: " + huge + "\n",
		"card kind":      "card Zed: " + huge + "\nA: Zed\n",
		"card word":      "card Zed: pet 1 " + huge + "\nA: Zed\n",
		"card hat":       "card Zed: pet 1 hat " + huge + "\nA: Zed\n",
		"card name":      "card " + huge + ": pet 1\nA: Ant\n",
		"trigger":        "card Zed: pet 1 | " + huge + ": throw 1 rock\nA: Zed\n",
		"ability":        "card Zed: pet 1 | " + huge + "\nA: Zed\n",
		"effect":         "card Zed: pet 1 | Play: " + huge + "\nA: Zed\n",
		"number":         "card Zed: pet 1 | Play: throw " + digits + " rocks\nA: Zed\n",
		"no trigger":     "card Zed: pet 1 | throw 1 " + huge + "\nA: Zed\n",
		"missing colon":  "card Zed: pet 1 | Faint " + huge + "\nA: Zed\n",
		"put card":       "card Zed: pet 1 | Faint: put 1 " + huge + " on top of your deck\nA: Zed\n",
		"target":         "card Zed: pet 1 | Play: deal 1 damage to " + huge + "\nA: Zed\n",
		"pack":           "card Zed: pet 1 pack " + huge + "\nA: Zed\n",
		"name statement": "name A: " + huge + "\nA: Ant\n",
	} {
		_, err := ParseBattle(src, nil)
		require.Error(t, err, name)
		assert.Less(t, len(err.Error()), 400, "%s: %.500s", name, err.Error())
	}
}

func TestTooBigBattleAndBook(t *testing.T) {
	_, err := ParseBattle("A: Ant\n"+strings.Repeat("#", MaxBattleSize), nil)
	require.Error(t, err)
	assert.Equal(t, "the battle is 1048583 bytes; at most 1 MiB are read", err.Error())
	_, err = ParseCards(strings.Repeat("#", MaxBookSize+1))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "at most 10 MiB are read")
	_, err = DecodeBook([]byte(strings.Repeat(" ", MaxBookSize+1)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "card book: the card book is 10485761 bytes; at most 10 MiB are read")
}

func TestByteOrderMarkIsSkipped(t *testing.T) {
	b, err := ParseBattle("\uFEFFfirst: B\nA: Ant\nB: Fish\n", nil)
	require.NoError(t, err)
	assert.Equal(t, PlayerB, b.First)

	book, err := ParseCards("\uFEFFcard Zed: pet 3\n")
	require.NoError(t, err)
	assert.Equal(t, 1, book.Len())

	data, err := book.MarshalJSON()
	require.NoError(t, err)
	user, err := DecodeBook(append([]byte("\uFEFF"), data...))
	require.NoError(t, err)
	assert.Equal(t, 1, user.Len())
	merged, err := LoadBook(append([]byte("\uFEFF"), data...))
	require.NoError(t, err)
	_, ok := merged.Get("Zed")
	assert.True(t, ok)
}

func TestNotUTF8IsRefusedWithLineAndColumn(t *testing.T) {
	_, err := ParseBattle("A: Ant\nname B: Ma\xfftt\nB: Fish\n", nil)
	require.Error(t, err)
	assert.Equal(t, "line 2: column 11: the text is not UTF-8 (byte 0xFF); save it as UTF-8", err.Error())
	var pe *ParseError
	require.True(t, errors.As(err, &pe))

	_, err = ParseCards("card Zed: pet 1\ncard Z\xc3: pet 2\n")
	require.Error(t, err)
	assert.Equal(t, "line 2: column 7: the text is not UTF-8 (byte 0xC3); save it as UTF-8", err.Error())

	_, err = DecodeBook([]byte(`{"version": 1, "cards": [{"name": "Z` + "\xff" + `d", "power": 1}]}`))
	require.Error(t, err)
	assert.Equal(t, "card book: line 1: column 37: the text is not UTF-8 (byte 0xFF); save it as UTF-8", err.Error())
}

func TestNamesRefuseControlAndDirectionCharacters(t *testing.T) {
	for src, want := range map[string]string{
		"name A: Ann\u202Eenna\nA: Ant\n": "line 1: column 12: the name may not contain a character that changes the writing direction (U+202E)",
		"name B: Bo\u0085b\nA: Ant\n":     "line 1: column 11: the name may not contain a control character (U+0085)",
		"name A: Bo\x00b\nA: Ant\n":       "line 1: column 11: the name may not contain a control character (U+0000)",
		"card Ze\u2066d: pet 1\nA: Ant\n": "card name may not contain a character that changes the writing direction (U+2066)",
		"A: Ant, Fi\u200Fsh\n":            "card name may not contain a character that changes the writing direction (U+200F)",
		"card Ze\u009Bd: pet 1\nA: Zed\n": "card name may not contain a control character (U+009B)",
	} {
		_, err := ParseBattle(src, nil)
		require.Error(t, err, src)
		assert.Contains(t, err.Error(), want, src)
	}
	_, err := DecodeBook([]byte(`{"version": 1, "cards": [{"name": "Ant\u202e", "hidden": true}]}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "hidden card: card name may not contain a character that changes the writing direction (U+202E)")
}

func TestBookRefusesTooManyCards(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"version": 1, "cards": [`)
	for i := range MaxBookCards + 1 {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"name": "Ant", "hidden": true}`)
	}
	b.WriteString("]}")
	_, err := DecodeBook([]byte(b.String()))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "at most 5000")
}

// A battle that never ends is explained in words, not by a section number
// of a document players do not have.
func TestRunawayErrorNamesNoDocumentSection(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "note-8-step-limit.battle"))
	require.NoError(t, err)
	b, err := ParseBattle(string(src), nil)
	require.NoError(t, err)
	m, err := NewMatch(b, nil)
	require.NoError(t, err)
	_, err = m.Resolve(m.Dice(nil), nil)
	require.ErrorIs(t, err, ErrRunaway)
	assert.NotContains(t, err.Error(), "Interpretation")
	assert.Contains(t, err.Error(), "the rulebook does not say what happens in a battle that never ends")
}

// A card book of millions of entries, far over MaxBookCards, used to be
// decoded entry by entry before they were counted: 10 MB of "{}," took over
// 2 GB and 2 seconds. They are counted first, and the error is the same.
func TestBookOfMillionsOfEntriesIsRefusedCheaply(t *testing.T) {
	n := (MaxBookSize - 100) / 3
	entries := strings.TrimSuffix(strings.Repeat("{},", n), ",")
	for _, c := range []struct{ doc, want string }{
		{`{"cards": [` + entries + `]}`, "card book: it has " + strconv.Itoa(n) + " cards; at most 5000"},
		{`{"version": 7, "cards": [` + entries + `]}`, "card book: version 7 is newer than this app reads (1)"},
	} {
		var err error
		used := allocated(func() { _, err = DecodeBook([]byte(c.doc)) })
		require.EqualError(t, err, c.want)
		assert.Less(t, used, uint64(64<<20), "bytes allocated")
	}
}

// entryCount counts an array's entries whatever their strings, objects and
// inner arrays hold.
func TestEntryCount(t *testing.T) {
	for doc, want := range map[string]int{
		`[]`: 0, "[ \n\t]": 0, `[{}]`: 1, `[1, 2, 3]`: 3, `["a,b", "c\",[{"]`: 2, `[[1, 2], {"a": [3, 4], "b": "]"}, null]`: 3,
		`["\\", ","]`: 2, `{"a": 1}`: 0, `null`: 0, `"x,y"`: 0,
	} {
		var n entryCount
		require.NoError(t, n.UnmarshalJSON([]byte(doc)), doc)
		assert.Equal(t, want, int(n), doc)
	}
}

// A number too big for its field is named by its place in the error, not
// quoted in all its digits.
func TestBookErrorQuotesAHugeNumberShort(t *testing.T) {
	_, err := DecodeBook([]byte(`{"cards": [{"name": "Ant", "power": ` + strings.Repeat("9", 100000) + `}]}`))
	require.EqualError(t, err, "card book: the number at cards[0].power is too big")
}

// A damaged card book is explained in plain words, with where the damage
// is, never in Go's or encoding/json's.
func TestBookJSONErrorsAreInPlainWords(t *testing.T) {
	for doc, want := range map[string]string{
		``:                          "card book: the file is empty",
		`{"version": 1, "cards": [`: "card book: the text stops in the middle; it may have been cut short",
		"{\n  \"version\": 1,\n  \"cards\": ]\n}": "card book: the text is not valid JSON at line 3, column 12: an unexpected ']'",
		`[]`:               "card book: the value at the top is a list where an object belongs",
		`{"version": "1"}`: "card book: the value at version is text where a number belongs",
		`{"cards": [{"name": "Ant"}, {"name": "Bee", "power": "2"}]}`:     "card book: the value at cards[1].power is text where a number belongs",
		`{"cards": [{"name": "Ant", "abilities": "Play: throw 1 rock"}]}`: "card book: the value at cards[0].abilities is text where a list belongs",
		strings.Repeat("[", 10001):                                        "card book: it is nested deeper than any file of this app",
	} {
		_, err := DecodeBook([]byte(doc))
		require.EqualError(t, err, want, doc)
	}
	var c Card
	err := json.Unmarshal([]byte(`{"name": "Ant", "power": true}`), &c)
	require.EqualError(t, err, "card book: the value at power is true or false where a number belongs")
}
