package engine

import (
	"errors"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseError is a mistake in card language or battle notation text. Its
// message names the line (when the text has lines) and the column (when it
// helps): "engine: line 3: column 4: unknown card "Fsh" (did you mean Fish?)".
type ParseError struct {
	Line int    // 1-based line number; 0 when a single line was parsed
	Col  int    // 1-based column in characters; 0 when not useful
	Msg  string // what is wrong, without position
}

// Error returns "engine: line N: column C: MSG", leaving out what is unknown.
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("engine: ")
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

// ErrRunaway is wrapped by the error of a battle that hit a fixed limit
// (steps, cards in play, abilities at once) instead of ending: docs/rules.md
// interpretation 8.
var ErrRunaway = errors.New("engine: runaway battle")

// ErrOutOfRocks is wrapped by the error of a scripted dice source that has no
// results left.
var ErrOutOfRocks = errors.New("engine: out of rocks")

// ErrCannotFork is returned by a fork of a dice source that cannot be copied
// (one that asks the user) when the fork is asked for a die.
var ErrCannotFork = errors.New("engine: this dice source cannot be replayed")

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

// suggest returns up to three of names closest to name (by edit distance,
// ignoring case, a swap of two letters counting as one edit): those at the
// smallest distance found, or nil when none is close.
func suggest(name string, names []string) []string {
	type cand struct {
		name string
		d    int
	}
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
	switch len(s) {
	case 0:
		return ""
	case 1:
		return " (did you mean " + s[0] + "?)"
	}
	return " (did you mean " + strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1] + "?)"
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
