package words

import (
	"strconv"
	"strings"
)

// Plural returns one when n is 1 and many otherwise (0, 2, -1 ...):
// Plural(3, "rock", "rocks") is "rocks".
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Count writes n and the word Plural picks for it: Count(1, "pet", "pets") is
// "1 pet", Count(3, "pet", "pets") is "3 pets".
func Count(n int, one, many string) string {
	return strconv.Itoa(n) + " " + Plural(n, one, many)
}

// JoinAnd joins words as in a sentence, with no comma before "and": "" for
// none, "A", "A and B", "A, B and C".
func JoinAnd(w []string) string { return join(w, " and ") }

// JoinOr joins words as choices, with no comma before "or": "" for none,
// "A", "A or B", "A, B or C".
func JoinOr(w []string) string { return join(w, " or ") }

// join joins w with commas and last before the last word.
func join(w []string, last string) string {
	switch len(w) {
	case 0:
		return ""
	case 1:
		return w[0]
	}
	return strings.Join(w[:len(w)-1], ", ") + last + w[len(w)-1]
}

// Possessive writes name with 's, or only ' after an s: "Ana's",
// "Andreas'".
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// OnPhone is what a step's words add to say it was made on player by's
// phone at a live table: " (Ben's phone)"; nothing for by "", a step made
// on the device that keeps the game.
func OnPhone(by string) string {
	if by == "" {
		return ""
	}
	return " (" + Possessive(by) + " phone)"
}
