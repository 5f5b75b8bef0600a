package engine

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// ParseError is a mistake in card language or battle notation text. Its
// message names the line (when the text has lines) and the column (when it
// helps): "line 3: column 4: unknown card "Fsh" (did you mean Fish?)".
type ParseError struct {
	Line int    // 1-based line number; 0 when a single line was parsed
	Col  int    // 1-based column in characters; 0 when not useful
	Msg  string // what is wrong, without position
}

// Error returns "line N: column C: MSG", leaving out what is unknown.
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		b.WriteString("line ")
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteString(": ")
	}
	if e.Col > 0 {
		b.WriteString("column ")
		b.WriteString(strconv.Itoa(e.Col))
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// The most text a parser reads: a battle is a few lines, and the largest
// card book a table keeps is far below the limit.
const (
	MaxBattleSize = 1 << 20  // bytes of battle notation ParseBattle reads
	MaxBookSize   = 10 << 20 // bytes of a card book: card language or JSON
)

// checkSource returns src without a byte-order mark at its start, or an
// error when src is longer than limit bytes (what names it) or holds a byte
// that is not UTF-8 (the error gives its line and column).
func checkSource(src string, limit int, what string) (string, *ParseError) {
	src = textcheck.TrimBOM(src)
	if len(src) > limit {
		return "", &ParseError{Msg: fmt.Sprintf("the %s is %d bytes; at most %s are read", what, len(src), textcheck.Bytes(int64(limit)))}
	}
	if off, bad := textcheck.InvalidUTF8(src); bad {
		line, col := textcheck.Position(src, off)
		return "", &ParseError{Line: line, Col: col, Msg: textcheck.NotUTF8(src[off])}
	}
	return src, nil
}

// ErrRunaway is wrapped by the error of a battle that hit a fixed limit
// (steps, cards in play, abilities at once) instead of ending: docs/rules.md
// interpretation 8.
var ErrRunaway = errors.New("runaway battle")

// ErrOutOfRocks is wrapped by the error of a scripted dice source that has no
// results left.
var ErrOutOfRocks = errors.New("out of rocks")

// ErrCannotFork is returned by a fork of a dice source that cannot be copied
// (one that asks the user) when the fork is asked for a die.
var ErrCannotFork = errors.New("this dice source cannot be replayed")

// clip cuts input quoted in an error to textcheck.MaxQuote characters,
// ending with "…" when it was longer.
func clip(s string) string { return textcheck.Clip(s, textcheck.MaxQuote) }

// clipQuoted returns a with every string that format quotes (%q) clipped:
// an error shows where the mistake is, not all of a line that may be
// megabytes long.
func clipQuoted(format string, a []any) []any {
	out := append([]any(nil), a...)
	n := 0
	for i := 0; i+1 < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if format[i] == '%' {
			continue
		}
		if format[i] == 'q' && n < len(out) {
			if s, ok := out[n].(string); ok {
				out[n] = clip(s)
			}
		}
		n++
	}
	return out
}

// column turns a byte offset in line into a 1-based character column.
func column(line string, off int) int {
	if off < 0 {
		return 0
	}
	if off > len(line) {
		off = len(line)
	}
	return utf8.RuneCountInString(line[:off]) + 1
}

// maxSuggestLen is how many characters of a misspelt name suggest
// compares: a name is far shorter, and the comparison costs as much as the
// name is long.
const maxSuggestLen = 64

// suggest returns up to three of names closest to name (by edit distance,
// ignoring case, a swap of two letters counting as one edit): those at the
// smallest distance found, or nil when none is close. Only the first
// maxSuggestLen characters of name count.
func suggest(name string, names []string) []string {
	type cand struct {
		name string
		d    int
	}
	name = strings.TrimSuffix(textcheck.Clip(name, maxSuggestLen), "…")
	lname := strings.ToLower(name)
	limit := 2 + utf8.RuneCountInString(name)/4
	seen := map[string]bool{}
	var cs []cand
	for _, n := range names {
		ln := strings.ToLower(n)
		if seen[ln] {
			continue
		}
		seen[ln] = true
		d := editDistance(lname, ln)
		if strings.HasPrefix(ln, lname) || strings.HasPrefix(lname, ln) {
			d = min(d, 1)
		}
		if d <= limit {
			cs = append(cs, cand{n, d})
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].name < cs[j].name
	})
	var out []string
	for i := 0; i < len(cs) && i < 3 && cs[i].d == cs[0].d; i++ {
		out = append(out, cs[i].name)
	}
	return out
}

// didYouMean formats suggestions as " (did you mean A or B?)", or "".
func didYouMean(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return " (did you mean " + words.JoinOr(s) + "?)"
}

// editDistance is the edit distance between a and b in runes: insertions,
// deletions, substitutions and swaps of two neighbours each count one.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
