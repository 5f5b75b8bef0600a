package session

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/solo"
)

// setSoloDisplay records the whole shop display at once, for the tests,
// as the human enters it slot by slot (EnterShopSlot): left to right, ""
// for an empty slot, no slot waiting to be entered again. It is part of
// the game's last step: undoing that step takes it back too.
func setSoloDisplay(s *Session, display []string) error {
	if len(display) > solo.DisplaySize {
		return fmt.Errorf("the shop shows %d cards, not %d", solo.DisplaySize, len(display))
	}
	d := make([]string, solo.DisplaySize)
	copy(d, display)
	for i, card := range d {
		if err := s.Game().Do(EnterShopSlot(i, card)); err != nil {
			return err
		}
	}
	return nil
}
