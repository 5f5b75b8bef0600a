package tracker

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// maxResource bounds trumpets and mana a player can track.
const maxResource = 999

// adjust changes a player's trumpets (Golden Pack) or mana (Magic Pack) by m.N.
func (s *state) adjust(m Move, pack Pack, one, many string, pre string) (string, error) {
	if err := s.checkPlayer(m.Player); err != nil {
		return "", err
	}
	if !s.uses(pack) {
		return "", errf("the %s is not in use, so there are no %s to track", pack, many)
	}
	p := &s.players[m.Player]
	v := &p.trumpets
	if pack == Magic {
		v = &p.mana
	}
	switch {
	case m.N == 0:
		return "", errf("no change to %s's %s", p.name, many)
	case m.N < -maxResource || m.N > maxResource:
		return "", errf("%s cannot change by more than %d at once", many, maxResource)
	case m.N < 0 && *v+m.N < 0:
		return "", errf("%s has %s and cannot spend %d", p.name, words.Count(*v, one, many), -m.N)
	case m.N > 0 && *v+m.N > maxResource:
		return "", errf("%s cannot have more than %d %s", p.name, maxResource, many)
	}
	*v += m.N
	if m.N > 0 {
		return fmt.Sprintf("%s%s gained %s (%d in all)", pre, p.name, words.Count(m.N, one, many), *v), nil
	}
	return fmt.Sprintf("%s%s spent %s (%d left)", pre, p.name, words.Count(-m.N, one, many), *v), nil
}
