package rockdie

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// MaxDieFaces is the most faces a custom rock die may have.
const MaxDieFaces = 20

// MaxFaceRocks is the most rocks one face of a custom rock die may show.
const MaxFaceRocks = 9

// Die is a rock die: each face shows a number of rock icons. A throw of N rocks
// rolls N such dice and adds their faces.
type Die struct {
	// Faces lists the rocks on each face; every face is equally likely.
	Faces []int
}

// DefaultDie is the die the app assumes when none is given: 0 0 1 1 2 2
// (docs/rules.md, Restored tables: the split of faces is not in the
// rulebook text).
func DefaultDie() Die { return Die{Faces: []int{0, 0, 1, 1, 2, 2}} }

// Error is a mistake in the faces given to ParseDie. Msg says what is wrong
// without a package prefix ("die has no faces ..."), so a caller can put the
// message in its own words; Error adds the prefix "rockdie: ".
type Error struct {
	Msg string
}

// Error returns the message with the package prefix.
func (e *Error) Error() string { return "rockdie: " + e.Msg }

// errorf makes an *Error from a format.
func errorf(format string, a ...any) *Error { return &Error{Msg: fmt.Sprintf(format, a...)} }

// ParseDie reads faces written as numbers separated by spaces, such as
// "0 0 1 1 2 2". It accepts 1 to MaxDieFaces faces of 0 to MaxFaceRocks rocks.
// A mistake is returned as an *Error.
func ParseDie(s string) (Die, error) {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return Die{}, errorf("die has no faces (write them like \"0 0 1 1 2 2\")")
	}
	if len(fields) > MaxDieFaces {
		return Die{}, errorf("die has %d faces; at most %d", len(fields), MaxDieFaces)
	}
	faces := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > MaxFaceRocks {
			return Die{}, errorf("die face %d is %s; want a whole number of rocks from 0 to %d", i+1, textcheck.Quote(f), MaxFaceRocks)
		}
		faces[i] = n
	}
	return Die{Faces: faces}, nil
}

// String writes the faces the way ParseDie reads them.
func (d Die) String() string {
	parts := make([]string, len(d.Faces))
	for i, f := range d.Faces {
		parts[i] = strconv.Itoa(f)
	}
	return strings.Join(parts, " ")
}

// Roll rolls the die once with r and returns the rocks on the face that came up.
func (d Die) Roll(r *rand.Rand) int {
	return d.Faces[r.IntN(len(d.Faces))]
}

// RollN rolls n dice with r and returns each die's rocks.
func (d Die) RollN(r *rand.Rand, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = d.Roll(r)
	}
	return out
}

// NewRand returns a random source seeded with seed, for repeatable rolls.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
