package engine

import (
	"errors"
	"math/rand/v2"

	"github.com/sapcompanion/sapcompanion/rockdie"
)

// The rock die lives in package rockdie, which the tracker uses too; these
// names keep engine's API for its callers.

// MaxDieFaces is the most faces a custom rock die may have.
const MaxDieFaces = rockdie.MaxDieFaces

// MaxFaceRocks is the most rocks one face of a custom rock die may show.
const MaxFaceRocks = rockdie.MaxFaceRocks

// Die is a rock die: each face shows a number of rock icons. A throw of N rocks
// rolls N such dice and adds their faces.
type Die = rockdie.Die

// DefaultDie is the die the app assumes when none is given: 0 0 1 1 2 2.
func DefaultDie() Die { return rockdie.DefaultDie() }

// ParseDie reads faces written as numbers separated by spaces, such as
// "0 0 1 1 2 2". It accepts 1 to MaxDieFaces faces of 0 to MaxFaceRocks rocks.
// A mistake is a *ParseError that reads "die ...".
func ParseDie(s string) (Die, error) {
	d, err := rockdie.ParseDie(s)
	if err != nil {
		return Die{}, &ParseError{Msg: dieMsg(err)}
	}
	return d, nil
}

// dieMsg is the message of a rockdie error without the package prefix.
func dieMsg(err error) string {
	var de *rockdie.Error
	if errors.As(err, &de) {
		return de.Msg
	}
	return err.Error()
}

// NewRand returns a random source seeded with seed, for repeatable rolls.
func NewRand(seed uint64) *rand.Rand { return rockdie.NewRand(seed) }
