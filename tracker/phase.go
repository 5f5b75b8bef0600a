package tracker

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Phase is where a round stands: each round is Shop, then Battle, then
// Trophy; after the Trophy Phase of round 6 the game is Over.
type Phase int

// The phases. PhaseSetup only labels the history entry that starts a game.
const (
	PhaseSetup Phase = iota
	PhaseShop
	PhaseBattle
	PhaseTrophy
	PhaseOver
)

var phaseNames = [...]string{"setup", "shop", "battle", "trophy", "over"}

// String returns the phase's name for the screen, such as "Shop Phase".
func (p Phase) String() string {
	switch p {
	case PhaseSetup:
		return "Set-up"
	case PhaseShop:
		return "Shop Phase"
	case PhaseBattle:
		return "Battle Phase"
	case PhaseTrophy:
		return "Trophy Phase"
	case PhaseOver:
		return "Game over"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// MarshalText writes the phase as a lower-case word for the save file.
func (p Phase) MarshalText() ([]byte, error) {
	if p < 0 || int(p) >= len(phaseNames) {
		return nil, errf("phase %d does not exist", int(p))
	}
	return []byte(phaseNames[p]), nil
}

// UnmarshalText reads a phase written by MarshalText.
func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if string(b) == n {
			*p = Phase(i)
			return nil
		}
	}
	return errf("%s is not a phase", textcheck.Quote(string(b)))
}

// short is the phase's name in a history line: "Shop", "Battle" ...
func (p Phase) short() string {
	return strings.TrimSuffix(p.String(), " Phase")
}
