package wire

import (
	"crypto/rand"
	"strings"
)

// A table's code is what the players type or scan to join: tableLen
// characters of an alphabet with no two a glance confuses (no 0/O, 1/I/L,
// 5/S, 8/B, 2/Z, U/V). It is read in either case.
const (
	tableAlphabet = "ACDEFGHJKMNPQRTWXY34679"
	tableLen      = 6
	idAlphabet    = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	phoneLen      = 12
	tokenLen      = 22
)

// NewTable returns a new random table code.
func NewTable() string { return random(tableAlphabet, tableLen) }

// NewPhone returns a new random phone id: a page's own, for the hub to
// know a message it repeats.
func NewPhone() string { return random(idAlphabet, phoneLen) }

// NewToken returns a new random seat token, the secret that gives a phone
// its seat back.
func NewToken() string { return random(idAlphabet, tokenLen) }

func random(alphabet string, n int) string {
	b := make([]byte, n)
	// 256 is a multiple of no alphabet here; reject the high bytes so every
	// character is equally likely.
	top := byte(256 - 256%len(alphabet))
	for i := 0; i < n; {
		var one [1]byte
		_, _ = rand.Read(one[:]) // crypto/rand.Read never fails
		if one[0] < top {
			b[i] = alphabet[int(one[0])%len(alphabet)]
			i++
		}
	}
	return string(b)
}

// TableCode returns the code s as the hub keeps it (capitals, spaces and
// dashes a player typed left out), or an error saying what is wrong.
func TableCode(s string) (string, error) {
	code := strings.ToUpper(strings.NewReplacer(" ", "", "-", "").Replace(s))
	return code, CheckTable(code)
}

// CheckTable refuses what is not a table code as NewTable makes them.
func CheckTable(code string) error {
	if len(code) != tableLen {
		return errf("a table's code has %d letters and digits", tableLen)
	}
	for _, r := range code {
		if !strings.ContainsRune(tableAlphabet, r) {
			return errf("%q is in no table's code", r)
		}
	}
	return nil
}

// checkID refuses what is not an id of n characters as NewPhone and
// NewToken make them.
func checkID(id string, n int) error {
	if len(id) != n {
		return errf("it has %d characters, not %d", len(id), n)
	}
	for _, r := range id {
		if !strings.ContainsRune(idAlphabet, r) {
			return errf("it holds %q", r)
		}
	}
	return nil
}

// SpokenCode is a table's code in two halves of three, as players read it
// aloud or type it: "ACD EFG".
func SpokenCode(code string) string {
	if len(code) != tableLen {
		return code
	}
	return code[:tableLen/2] + " " + code[tableLen/2:]
}
