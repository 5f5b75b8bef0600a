package textcheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phase is read from text, as a type with UnmarshalText is.
type phase int

func (p *phase) UnmarshalText(b []byte) error {
	if string(b) != "shop" {
		return errors.New(Quote(string(b)) + " is not a phase")
	}
	*p = 1
	return nil
}

type testAction struct {
	Player int      `json:"player"`
	Names  []string `json:"names"`
	Phase  phase    `json:"phase"`
	Seat   uint8    `json:"seat"`
}

type testEntry struct {
	Action testAction `json:"action"`
}

type testSave struct {
	Version int              `json:"version"`
	Game    string           `json:"game"`
	Entries []testEntry      `json:"entries"`
	Odds    float64          `json:"odds"`
	Counts  map[string]int   `json:"counts"`
	ByRound map[int]bool     `json:"byRound"`
	Done    bool             `json:"done"`
	Raw     json.RawMessage  `json:"raw"`
	Deep    map[string][]int `json:"deep"`
	At      time.Time        `json:"at"`
}

// decodeErr reads src as encoding/json does, with a Decoder refusing
// unknown fields when strict.
func decodeErr(src string, strict bool) error {
	var s testSave
	if !strict {
		return json.Unmarshal([]byte(src), &s)
	}
	dec := json.NewDecoder(strings.NewReader(src))
	dec.DisallowUnknownFields()
	return dec.Decode(&s)
}

// goWords are words of Go or of encoding/json no message may hold.
var goWords = []string{"json:", "Go ", "go value", "struct", "interface", "map[", "[]", "int64", "float64", "uint8", "unmarshal", "testSave", "textcheck"}

func assertPlain(t *testing.T, msg string) {
	t.Helper()
	assert.NotEmpty(t, msg)
	for _, w := range goWords {
		assert.NotContains(t, strings.ToLower(msg), strings.ToLower(w), msg)
	}
	assert.LessOrEqual(t, len(msg), 300, msg)
}

func TestJSONProblem(t *testing.T) {
	entry := `{"version":2,"game":"Super Auto Pets Card Battle","entries":[{},{},{},{"action":{"player":%s}}]}`
	for _, c := range []struct {
		name, src string
		strict    bool
		want      string
	}{
		{"empty", ``, false, "the file is empty"},
		{"empty, decoder", ``, true, "the file is empty"},
		{"blank", " \n\t", false, "the file is empty"},
		{"cut short", `{"version": 2, "ga`, false, "the text stops in the middle; it may have been cut short"},
		{"cut short, decoder", `{"version": 2, "ga`, true, "the text stops in the middle; it may have been cut short"},
		{"stray bracket", "{\n  \"version\": 2,\n  \"game\": ]\n}", false, "the text is not valid JSON at line 3, column 11: an unexpected ']'"},
		{"stray bracket, decoder", "{\n  \"version\": 2,\n  \"game\": ]\n}", true, "the text is not valid JSON at line 3, column 11: an unexpected ']'"},
		{"comma before the end", `{"version": 2,]`, false, `the text is not valid JSON at line 1, column 15: an unexpected ']' where a name in quotes belongs`},
		{"no colon", `{"version" 2}`, false, `the text is not valid JSON at line 1, column 12: an unexpected '2' where ':' belongs`},
		{"no comma", `{"version": 2 "game": ""}`, false, `the text is not valid JSON at line 1, column 15: an unexpected '"' where ',' or '}' belongs`},
		{"list without comma", `{"entries": [{} {}]}`, false, `the text is not valid JSON at line 1, column 17: an unexpected '{' where ',' or ']' belongs`},
		{"quote mark", `{'version': 2}`, false, `the text is not valid JSON at line 1, column 2: an unexpected "'" where a name in quotes belongs`},
		{"line break in quotes", "{\"game\": \"Super\nAuto\"}", false, "the text is not valid JSON at line 1, column 16: a line break inside quotes"},
		{"tab in quotes", "{\"game\": \"a\tb\"}", false, "the text is not valid JSON at line 1, column 12: a tab inside quotes"},
		{"control character in quotes", "{\"game\": \"a\x01b\"}", false, "the text is not valid JSON at line 1, column 12: a control character (U+0001) inside quotes"},
		{"bad escape", `{"game": "a\qb"}`, false, `the text is not valid JSON at line 1, column 13: 'q' after a backslash inside quotes`},
		{"bad \\u", `{"game": "a\u12g4"}`, false, `the text is not valid JSON at line 1, column 16: 'g' inside a \u code, which takes four of 0-9 and a-f`},
		{"not UTF-8", "{\"version\": \xff}", false, "the text is not valid JSON at line 1, column 13: an unexpected byte 0xFF that is not UTF-8"},
		{"letter", `{"version": é}`, false, "the text is not valid JSON at line 1, column 13: an unexpected 'é'"},
		{"invisible", "\uFEFF{}", false, "the text is not valid JSON at line 1, column 1: an unexpected invisible character (U+FEFF)"},
		{"no-break space", "{\u00A0}", false, "the text is not valid JSON at line 1, column 2: an unexpected space character (U+00A0) where a name in quotes belongs"},
		{"after the end", `{"version": 2} x`, false, "the text is not valid JSON at line 1, column 16: more text after the end, starting with 'x'"},
		{"too deep", strings.Repeat("[", 10001), false, "it is nested deeper than any file of this app"},
		{"too deep, decoder", strings.Repeat(`{"raw":`, 10001), true, "it is nested deeper than any file of this app"},
		{"unknown field", `{"version": 2, "solo": true}`, true, `it has a part called "solo" that this kind of file does not have`},
		{"unknown field, long", `{"` + strings.Repeat("a", 1000) + `": 1}`, true, `it has a part called "` + strings.Repeat("a", MaxQuote) + `…" that this kind of file does not have`},
		{"unknown field, not UTF-8", `{"` + strings.Repeat("\xfe", 500) + `": 1}`, true, `it has a part called "` + strings.Repeat("\uFFFD", 38) + `…" that this kind of file does not have`},
		{"unknown field, control characters", `{"` + strings.Repeat(`\u0001`, 500) + `": 1}`, true, `it has a part called "` + strings.Repeat(`\x01`, 28) + `…" that this kind of file does not have`},
		{"name of control characters in a path", `{"counts": {"` + strings.Repeat(`\u0001`, 50) + `": "x"}}`, false, `the value at counts["` + strings.Repeat(`\x01`, 8) + `…"] is text where a number belongs`},
		{"long name in a path", `{"counts": {"` + strings.Repeat("ab ", 500) + `": "x"}}`, false, `the value at counts["` + strings.Repeat("ab ", 11) + `ab…"] is text where a number belongs`},
		{"list at the top", `[1, 2]`, false, "the value at the top is a list where an object belongs"},
		{"text for a number", strings.Replace(entry, "%s", `"x"`, 1), false, "the value at entries[3].action.player is text where a number belongs"},
		{"text for a number, decoder", strings.Replace(entry, "%s", `"x"`, 1), true, "the value at entries[3].action.player is text where a number belongs"},
		{"object for a number", strings.Replace(entry, "%s", `{"a": [1]}`, 1), false, "the value at entries[3].action.player is an object where a number belongs"},
		{"list for an object", `{"entries": [{"action": [1]}]}`, false, "the value at entries[0].action is a list where an object belongs"},
		{"number in a list of text", `{"entries": [{"action": {"names": ["Ann", 3]}}]}`, false, "the value at entries[0].action.names[1] is a number where text belongs"},
		{"true for text", `{"game": true}`, false, "the value at game is true or false where text belongs"},
		{"text for true or false", `{"done": "yes"}`, false, "the value at done is text where true or false belongs"},
		{"number for a phase", `{"entries": [{"action": {"phase": 3}}]}`, false, "the value at entries[0].action.phase is a number where text belongs"},
		{"map value", `{"counts": {"Gwaien": "one"}}`, false, "the value at counts.Gwaien is text where a number belongs"},
		{"map value with an odd name", `{"counts": {"a b.c": []}}`, false, `the value at counts["a b.c"] is a list where a number belongs`},
		{"deep map", `{"deep": {"x": [1, 2, "3"]}}`, false, `the value at deep.x[2] is text where a number belongs`},
		{"name of a map that is no number", `{"byRound": {"first": true}}`, false, `the name "first" in byRound is not a number`},
		{"huge number", `{"odds": 1e999}`, false, "the number at odds is too big"},
		{"huge negative number", `{"odds": -1e999}`, false, "the number at odds is too far below zero"},
		{"huge whole number", `{"version": ` + strings.Repeat("9", 100000) + `}`, false, "the number at version is too big"},
		{"fraction", `{"version": 1.5}`, false, "the number at version is not a whole number"},
		{"exponent", `{"version": 1e2}`, false, "the number at version is not written as a plain whole number"},
		{"below zero", `{"entries": [{"action": {"seat": -1}}]}`, false, "the number at entries[0].action.seat is below zero"},
		{"too big for a seat", `{"entries": [{"action": {"seat": 300}}]}`, false, "the number at entries[0].action.seat is too big"},
		{"date and time", `{"at": "yesterday"}`, false, `the date and time "yesterday" is not one this app can read`},
		{"month 13", `{"at": "2024-13-01T10:00:00Z"}`, false, `the date and time "2024-13-01T10:00:00Z" is not one this app can read`},
		{"date and time not in quotes", `{"at": 20240101}`, false, "it has a date and time that is not text in quotes"},
		{"own error", `{"entries": [{"action": {"phase": "nap"}}]}`, false, `"nap" is not a phase`},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := decodeErr(c.src, c.strict)
			require.Error(t, err)
			msg := JSONProblem([]byte(c.src), err)
			assert.Equal(t, c.want, msg, "from %q", err)
			assertPlain(t, msg)
		})
	}
}

func TestJSONProblemOfOtherErrors(t *testing.T) {
	assert.Empty(t, JSONProblem(nil, nil))
	assert.Equal(t, "it holds something this app cannot read", JSONProblem(nil, json.Unmarshal([]byte("{}"), (*int)(nil))))
	var v struct {
		N int `json:"n,string"`
	}
	err := json.Unmarshal([]byte(`{"n": "x"}`), &v)
	require.Error(t, err)
	assertPlain(t, JSONProblem([]byte(`{"n": "x"}`), err))
	assert.Equal(t, "the card is odd", JSONProblem(nil, errors.New("json: the card is odd")))
	assert.Equal(t, "the card is odd", JSONProblem(nil, errors.New("the card is odd")))
}

// A long path keeps its end.
func TestJSONProblemClipsALongPath(t *testing.T) {
	var v map[string]map[string]map[string]map[string]map[string]map[string]int
	key := strings.Repeat("k", 20)
	src := `{"` + key + `1": {"` + key + `2": {"` + key + `3": {"` + key + `4": {"` + key + `5": {"` + key + `6": "x"}}}}}}`
	err := json.Unmarshal([]byte(src), &v)
	require.Error(t, err)
	msg := JSONProblem([]byte(src), err)
	assert.Equal(t, "the value at …"+key+"3."+key+"4."+key+"5."+key+"6 is text where a number belongs", msg)
}

// The path comes from the error's field when the text does not agree with
// it (the error came from other text than data).
func TestJSONProblemPathFromTheField(t *testing.T) {
	src := `{"entries": [{"action": {"player": "x"}}]}`
	err := decodeErr(src, false)
	require.Error(t, err)
	assert.Equal(t, "the value at entries.action.player is text where a number belongs", JSONProblem([]byte(`{"x": 1}`), err))
	assert.Equal(t, "the value at entries.action.player is text where a number belongs", JSONProblem(nil, err))
}

func TestIsJSONSyntax(t *testing.T) {
	assert.True(t, IsJSONSyntax(decodeErr(`{`, false)))
	assert.True(t, IsJSONSyntax(decodeErr(`{`, true)))
	assert.True(t, IsJSONSyntax(decodeErr(``, true)))
	assert.True(t, IsJSONSyntax(decodeErr(`[}`, false)))
	assert.False(t, IsJSONSyntax(decodeErr(`[]`, false)))
	assert.False(t, IsJSONSyntax(decodeErr(`{"solo": 1}`, true)))
	assert.False(t, IsJSONSyntax(nil))
}

func TestLocate(t *testing.T) {
	src := []byte(`{"a": [1, {"b": "x,]}"}, [2]], "c\"d": null}`)
	for _, c := range []struct {
		at   string
		want string
	}{
		{`{"a"`, "the top"},
		{`"a"`, "the top"},
		{`1,`, "a[0]"},
		{`{"b"`, "a[1]"},
		{`"x,]}"`, "a[1].b"},
		{`]}"`, "a[1].b"},
		{`[2]`, "a[2]"},
		{`2]`, "a[2][0]"},
		{`null`, `["c\"d"]`},
	} {
		off := bytes.Index(src, []byte(c.at))
		require.GreaterOrEqual(t, off, 0, c.at)
		path, ok := locate(src, off)
		require.True(t, ok, c.at)
		assert.Equal(t, c.want, pathText(path), c.at)
	}
	_, ok := locate(src, len(src))
	assert.False(t, ok)
}

type fuzzTarget struct {
	N   int    `json:"n"`
	S   string `json:"s"`
	L   []int  `json:"l"`
	Sub struct {
		B bool    `json:"b"`
		F float32 `json:"f"`
		U uint    `json:"u"`
	} `json:"sub"`
}

// FuzzJSONProblem: whatever the bytes, an error's message is short, plain
// and never empty.
func FuzzJSONProblem(f *testing.F) {
	for _, s := range []string{``, `{`, `{"n": 1, "s": "x", "l": [1, 2], "sub": {"b": true, "f": 1.5, "u": 3}}`,
		`{"n": "x"}`, `{"l": [1, "2"]}`, `{"sub": {"u": -1}}`, `{"sub": {"f": 1e99}}`, `{"x": 1}`, `[[[`, "{\"s\": \"\x01\"}", `{"n": 1} 2`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		var v fuzzTarget
		err := dec.Decode(&v)
		if err == nil {
			err = json.Unmarshal(data, &v)
		}
		if err == nil {
			return
		}
		msg := JSONProblem(data, err)
		if msg == "" || len(msg) > 300 {
			t.Fatalf("message of %d bytes for %q: %q", len(msg), err, msg)
		}
		for _, w := range []string{"json:", "Go ", "struct", "map[", "interface", "int64", "float32", "fuzzTarget"} {
			if strings.Contains(msg, w) {
				t.Fatalf("message %q for %q holds %q", msg, err, w)
			}
		}
	})
}
