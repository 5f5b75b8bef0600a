package solo

import (
	"strings"
	"testing"
)

// FuzzParseDifficulty: any text either reads as one of the three
// difficulties, whose name it is (any case, spaces around), or is refused
// with an error naming it; a difficulty always writes back to what it read.
func FuzzParseDifficulty(f *testing.F) {
	for _, s := range []string{"easy", "Normal", " HARD ", "", "brutal", "hard\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDifficulty(s)
		if err != nil {
			if !strings.Contains(err.Error(), "is not a difficulty") {
				t.Fatalf("error %q does not say what is wrong", err)
			}
			return
		}
		if !strings.EqualFold(strings.TrimSpace(s), d.String()) {
			t.Fatalf("%q read as %s", s, d)
		}
		b, err := d.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Difficulty
		if err := back.UnmarshalText(b); err != nil || back != d {
			t.Fatalf("%s wrote %q and read back %v, %v", d, b, back, err)
		}
	})
}
