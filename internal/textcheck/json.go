package textcheck

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"
)

// maxPath is about the most bytes of a value's path (entries[3].action.player)
// a message shows; a longer path keeps its end.
const maxPath = 100

// maxKey is the most characters of one name a path shows as it is.
const maxKey = 24

// maxQuoted is the most bytes of a name a message quotes (with its quotes
// and escapes), and maxQuotedInPath of one a path quotes.
const (
	maxQuoted       = 120
	maxQuotedInPath = 40
)

// JSONProblem returns what is wrong with the JSON text data, in plain words
// for people who have never heard of JSON's rules or of Go, given the error
// encoding/json returned for it (json.Unmarshal, or a json.Decoder's first
// Decode, with DisallowUnknownFields or without). A mistake in the text
// names its line and column; a value of the wrong kind names its place as a
// path such as entries[3].action.player. The message is short: what it
// quotes is clipped to MaxQuote characters. An error encoding/json did not
// make (one a type's UnmarshalJSON or UnmarshalText returned) keeps its
// words, but for time.Time's. JSONProblem returns "" for a nil error.
func JSONProblem(data []byte, err error) string {
	var (
		syn *json.SyntaxError
		typ *json.UnmarshalTypeError
	)
	switch {
	case err == nil:
		return ""
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return cutShort(data)
	case errors.As(err, &syn):
		return syntaxProblem(data, syn)
	case errors.As(err, &typ):
		return typeProblem(data, typ)
	}
	if msg, ok := timeProblem(err); ok {
		return msg
	}
	return otherProblem(err)
}

// timeProblem is the message for an error time.Time's UnmarshalJSON
// returned, and false for another error.
func timeProblem(err error) (string, bool) {
	var pe *time.ParseError
	switch msg := err.Error(); {
	case errors.As(err, &pe):
		return fmt.Sprintf("the date and time %s is not one this app can read", quoteShort(pe.Value, maxQuoted)), true
	case strings.HasPrefix(msg, "Time.UnmarshalJSON: "):
		return "it has a date and time that is not text in quotes", true
	case strings.HasPrefix(msg, "parsing time "):
		return "it has a date and time that this app cannot read", true
	}
	return "", false
}

// IsJSONSyntax reports whether err, from encoding/json, is about the text
// not being JSON at all (a character out of place, the text cut short or
// empty, nested too deep) rather than about what the JSON holds.
func IsJSONSyntax(err error) bool {
	var syn *json.SyntaxError
	return errors.As(err, &syn) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// cutShort is the message for JSON text that ends before its value does.
func cutShort(data []byte) string {
	if len(bytes.TrimSpace(TrimBOMBytes(data))) == 0 {
		return "the file is empty"
	}
	return "the text stops in the middle; it may have been cut short"
}

// syntaxProblem is the message for a mistake in the JSON text.
func syntaxProblem(data []byte, e *json.SyntaxError) string {
	msg := e.Error()
	switch {
	case strings.HasPrefix(msg, "unexpected end of JSON input"):
		return cutShort(data)
	case strings.HasSuffix(msg, "exceeded max depth"):
		return "it is nested deeper than any file of this app"
	}
	off := int(e.Offset - charOffsetBias())
	if off < 0 || off >= len(data) {
		return "the text is not valid JSON"
	}
	line, col := Position(string(data), off)
	return fmt.Sprintf("the text is not valid JSON at line %d, column %d: %s", line, col, misplaced(msg, data[off:]))
}

// charOffsetBias is how far past the character it refused encoding/json's
// syntax error offset is: 1, as it counts the character, or 0 when it is
// built on encoding/json/v2 (GOEXPERIMENT=jsonv2).
var charOffsetBias = sync.OnceValue(func() int64 {
	var v any
	var e *json.SyntaxError
	if errors.As(json.Unmarshal([]byte("x"), &v), &e) {
		return e.Offset
	}
	return 1
})

// misplaced says what is wrong with the character at the start of rest,
// which encoding/json's message msg refused.
func misplaced(msg string, rest []byte) string {
	c := charName(rest)
	switch {
	case strings.HasSuffix(msg, "in string literal"), strings.HasSuffix(msg, "in string"):
		if strings.HasPrefix(msg, "invalid escape sequence") {
			return "a backslash that starts no code JSON knows, inside quotes"
		}
		return withArticle(c) + " inside quotes"
	case strings.HasSuffix(msg, "in string escape code"):
		return withArticle(c) + " after a backslash inside quotes"
	case strings.HasSuffix(msg, "hexadecimal character escape"):
		return withArticle(c) + ` inside a \u code, which takes four of 0-9 and a-f`
	case strings.HasSuffix(msg, "after top-level value"):
		return "more text after the end, starting with " + withArticle(c)
	}
	for context, belongs := range map[string]string{
		"after object key":                           `':'`,
		"after object key:value pair":                `',' or '}'`,
		"after array element":                        `',' or ']'`,
		"looking for beginning of object key string": "a name in quotes",
	} {
		if strings.HasSuffix(msg, context) {
			return "an unexpected " + c + " where " + belongs + " belongs"
		}
	}
	return "an unexpected " + c
}

// charName names the character at the start of rest for a message: 'x'
// when it can be seen, else in words ("line break", "control character
// (U+0001)").
func charName(rest []byte) string {
	r, size := utf8.DecodeRune(rest)
	switch {
	case len(rest) == 0:
		return "end of the text"
	case r == utf8.RuneError && size <= 1:
		return fmt.Sprintf("byte 0x%02X that is not UTF-8", rest[0])
	case r == '\n' || r == '\r':
		return "line break"
	case r == '\t':
		return "tab"
	case r == '\'':
		return `"'"`
	case unicode.IsControl(r):
		return fmt.Sprintf("control character (%U)", r)
	case unicode.IsSpace(r):
		return fmt.Sprintf("space character (%U)", r)
	case !unicode.IsGraphic(r):
		return fmt.Sprintf("invisible character (%U)", r)
	}
	return "'" + string(r) + "'"
}

// withArticle puts "a " before a character's name in words; a quoted
// character goes without.
func withArticle(name string) string {
	if strings.HasPrefix(name, "'") || strings.HasPrefix(name, `"`) {
		return name
	}
	return "a " + name
}

// otherProblem is the message for an error that is neither about the text
// nor about a value's kind: a name the file should not have, or one a
// type's own reader returned (kept as it is).
func otherProblem(err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		if s, uerr := strconv.Unquote(name); uerr == nil {
			name = s
		}
		return fmt.Sprintf("it has a part called %s that this kind of file does not have", quoteShort(name, maxQuoted))
	}
	text, fromJSON := strings.CutPrefix(msg, "json: ")
	if fromJSON && hasGoWords(text) {
		return "it holds something this app cannot read"
	}
	return Clip(text, 3*MaxQuote)
}

// hasGoWords reports whether an encoding/json message speaks of Go's types.
func hasGoWords(s string) bool {
	for _, w := range []string{"Go ", "struct", "map[", "interface", "[]", "int", "float", "reflect", "Unmarshal", "tag"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// typeProblem is the message for a JSON value of a kind that does not
// belong where it is.
func typeProblem(data []byte, e *json.UnmarshalTypeError) string {
	where := valuePath(data, e)
	want := kindWords(e.Type)
	if num, ok := strings.CutPrefix(e.Value, "number "); ok && want == "a number" {
		return numberProblem(num, e.Type, where)
	}
	got := valueWords(e.Value)
	if got == want {
		return fmt.Sprintf("the value at %s is not what belongs there", where)
	}
	return fmt.Sprintf("the value at %s is %s where %s belongs", where, got, want)
}

// valueWords names the kind of JSON value encoding/json calls value.
func valueWords(value string) string {
	kind, _, _ := strings.Cut(value, " ")
	switch kind {
	case "string":
		return "text"
	case "number":
		return "a number"
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "bool", "true", "false":
		return "true or false"
	case "null":
		return "empty (null)"
	}
	return "a value of another kind"
}

// textUnmarshaler is the type of encoding.TextUnmarshaler.
var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// kindWords names the kind of JSON value a Go value of type t is read from.
func kindWords(t reflect.Type) string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t == nil:
		return "a value of another kind"
	case reflect.PointerTo(t).Implements(textUnmarshaler):
		return "text"
	}
	switch k := t.Kind(); {
	case k == reflect.String, k == reflect.Slice && t.Elem().Kind() == reflect.Uint8:
		return "text"
	case k == reflect.Bool:
		return "true or false"
	case isInt(k), isUint(k), k == reflect.Float32, k == reflect.Float64:
		return "a number"
	case k == reflect.Slice, k == reflect.Array:
		return "a list"
	case k == reflect.Struct, k == reflect.Map:
		return "an object"
	}
	return "a value of another kind"
}

// isInt reports whether k is a signed integer kind.
func isInt(k reflect.Kind) bool { return k >= reflect.Int && k <= reflect.Int64 }

// isUint reports whether k is an unsigned integer kind.
func isUint(k reflect.Kind) bool { return k >= reflect.Uint && k <= reflect.Uintptr }

// numberProblem is the message for the number num (as written) that does
// not fit the numeric type t at the path where.
func numberProblem(num string, t reflect.Type, where string) string {
	f, err := strconv.ParseFloat(num, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		// A name of a map read as numbers.
		return fmt.Sprintf("the name %s in %s is not a number", quoteShort(num, maxQuotedInPath), where)
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	whole := isInt(t.Kind()) || isUint(t.Kind())
	switch {
	case whole && !math.IsInf(f, 0) && f != math.Trunc(f):
		return fmt.Sprintf("the number at %s is not a whole number", where)
	case isUint(t.Kind()) && f < 0:
		return fmt.Sprintf("the number at %s is below zero", where)
	case whole && strings.ContainsAny(num, ".eE") && math.Abs(f) < 1<<53:
		return fmt.Sprintf("the number at %s is not written as a plain whole number", where)
	case f < 0:
		return fmt.Sprintf("the number at %s is too far below zero", where)
	}
	return fmt.Sprintf("the number at %s is too big", where)
}

// step is one step of a path into JSON: a name in an object or a place in
// a list.
type step struct {
	name  string
	index int
	list  bool
}

// String writes the step as a part of a path, as JSON's names and places
// are not Go's: 3 for a place, the name for a name.
func (s step) String() string {
	if s.list {
		return strconv.Itoa(s.index)
	}
	return s.name
}

// valuePath is the path of the value the type error e is about: read from
// data at e's offset when that agrees with e's field, else e's field.
func valuePath(data []byte, e *json.UnmarshalTypeError) string {
	var field []string
	if e.Field != "" {
		field = strings.Split(e.Field, ".")
	}
	path, ok := locate(data, int(e.Offset)-1)
	if !ok || !within(field, path) {
		path = path[:0]
		for _, f := range field {
			if n, err := strconv.Atoi(f); err == nil && n >= 0 {
				path = append(path, step{index: n, list: true})
			} else {
				path = append(path, step{name: f})
			}
		}
	}
	return pathText(path)
}

// within reports whether the names of field are those of path, in order,
// where path may have more steps (places in lists, names in maps).
func within(field []string, path []step) bool {
	i := 0
	for _, s := range path {
		if i < len(field) && s.String() == field[i] {
			i++
		}
	}
	return i == len(field)
}

// pathText writes a path as people read it: entries[3].action.player, or
// "the top" for the whole text. A long path keeps its end, after "…".
func pathText(path []step) string {
	if len(path) == 0 {
		return "the top"
	}
	parts := make([]string, len(path))
	for i, s := range path {
		switch {
		case s.list:
			parts[i] = "[" + strconv.Itoa(s.index) + "]"
		case isPlainName(s.name):
			parts[i] = "." + s.name
		default:
			parts[i] = "[" + quoteShort(s.name, maxQuotedInPath) + "]"
		}
	}
	start, n := len(parts)-1, len(parts[len(parts)-1])
	for start > 0 && n+len(parts[start-1]) <= maxPath {
		start--
		n += len(parts[start])
	}
	text := strings.TrimPrefix(strings.Join(parts[start:], ""), ".")
	if start > 0 {
		text = "…" + text
	}
	return text
}

// quoteShort quotes s as Quote does, with fewer of its characters when
// needed for the quoted text (its quotes and escapes too) to be at most
// maxBytes bytes.
func quoteShort(s string, maxBytes int) string {
	q := Quote(s)
	for n := utf8.RuneCountInString(s); len(q) > maxBytes && n > 0; {
		n = min(n, MaxQuote) - 1
		q = strconv.Quote(Clip(s, n))
	}
	return q
}

// isPlainName reports whether a name of an object can stand in a path as
// it is: a short word of letters, digits, "_" and "-".
func isPlainName(name string) bool {
	if name == "" || utf8.RuneCountInString(name) > maxKey {
		return false
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
			return false
		}
	}
	return true
}

// locate returns the path of the innermost value of the JSON text data
// that holds the byte at offset target (a name of an object counts as part
// of the object). ok is false when target is outside data.
func locate(data []byte, target int) (path []step, ok bool) {
	if target < 0 || target >= len(data) {
		return nil, false
	}
	var open []step // the lists and objects read into: where in each
	around := func() []step { return slices.Clone(open[:max(len(open)-1, 0)]) }
	wantName := false
	for i := skipSpace(data, 0); i < len(data); i = skipSpace(data, i) {
		c := data[i]
		if i > target {
			return around(), true
		}
		switch {
		case c == ']' || c == '}' || c == ',' || c == ':':
			if i == target || len(open) == 0 {
				return around(), true
			}
			top := &open[len(open)-1]
			switch c {
			case ']', '}':
				open = open[:len(open)-1]
			case ',':
				top.index++
				wantName = !top.list
			}
		case wantName:
			end := textEnd(data, i)
			if target < end {
				return around(), true
			}
			open[len(open)-1].name, wantName = nameAt(data[i:end]), false
			i = end
			continue
		case c == '[' || c == '{':
			if i == target {
				return slices.Clone(open), true
			}
			open = append(open, step{list: c == '['})
			wantName = c == '{'
		default:
			end := valueEnd(data, i)
			if target < end {
				return slices.Clone(open), true
			}
			i = end
			continue
		}
		i++
	}
	return around(), true
}

// skipSpace returns the offset of the first byte of data from i on that is
// not JSON's white space.
func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// textEnd returns the offset just after the JSON string starting at i.
func textEnd(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(data)
}

// valueEnd returns the offset just after the string, number, true, false
// or null starting at i; at least i+1.
func valueEnd(data []byte, i int) int {
	if data[i] == '"' {
		return textEnd(data, i)
	}
	j := i + 1
	for j < len(data) && !strings.ContainsRune(" \t\r\n,:]}[{\"", rune(data[j])) {
		j++
	}
	return j
}

// nameAt returns the name the JSON string s (with its quotes) holds.
func nameAt(s []byte) string {
	if !bytes.ContainsRune(s, '\\') {
		return string(bytes.Trim(s, `"`))
	}
	var name string
	if json.Unmarshal(s, &name) != nil {
		return string(bytes.Trim(s, `"`))
	}
	return name
}
