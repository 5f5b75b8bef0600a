package testkit

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Runs is how many random cases a test runs: full, or short with -short
// (the fast tier).
func Runs(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// BattleOf writes a random legal battle in battle notation after the card
// lines defs: up to most cards a side drawn from pool, a random First
// Player and, with resources, sometimes Trumpets and Mana at the start.
func BattleOf(r *rand.Rand, defs string, pool []string, most int, resources bool) string {
	var b strings.Builder
	b.WriteString(defs)
	fmt.Fprintf(&b, "first: %s\n", []string{"A", "B"}[r.IntN(2)])
	for _, p := range []string{"A", "B"} {
		n := r.IntN(most + 1)
		cards := make([]string, n)
		for i := range cards {
			cards[i] = pool[r.IntN(len(pool))]
		}
		fmt.Fprintf(&b, "%s: %s\n", p, strings.Join(cards, ", "))
		if resources && r.IntN(4) == 0 {
			fmt.Fprintf(&b, "%s trumpets: %d\n", p, r.IntN(4))
		}
		if resources && r.IntN(4) == 0 {
			fmt.Fprintf(&b, "%s mana: %d\n", p, r.IntN(3))
		}
	}
	return b.String()
}

// ReadFile is the text of the file called name in the folder dir (a
// package's testdata), or the test's end when it cannot be read.
func ReadFile(t testing.TB, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatalf("reading %s: %v", name, err)
	}
	return string(data)
}
