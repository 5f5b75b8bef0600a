package session

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// SetSoloDisplay records the whole shop display at once, for the tests,
// as the human enters it slot by slot (SetSoloSlot): left to right, ""
// for an empty slot, no slot waiting to be entered again. It is part of
// the game's last step: undoing that step takes it back too.
func (s *Session) SetSoloDisplay(display []string) error {
	if len(display) > solo.DisplaySize {
		return fmt.Errorf("the shop shows %d cards, not %d", solo.DisplaySize, len(display))
	}
	return s.soloChange(asNote, func(g *tracker.Game, st *soloState) (*tracker.Game, error) {
		d := make([]string, solo.DisplaySize)
		copy(d, display)
		st.setShop(g, d, nil)
		return g, nil
	})
}
