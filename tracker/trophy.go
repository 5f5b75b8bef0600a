package tracker

import (
	"fmt"
	"strings"
)

// trophyPhase hands out the round's trophies and, with 2 players, passes the
// First Player token if its holder won.
func (s *state) trophyPhase() string {
	s.phase = PhaseTrophy
	var parts []string
	passTo := -1
	for _, b := range s.rounds[s.round-1] {
		if b.Winner == Draw {
			continue
		}
		s.players[b.Winner].trophies += b.Trophies
		parts = append(parts, fmt.Sprintf("%s +%d (%d in all)", s.name(b.Winner), b.Trophies, s.players[b.Winner].trophies))
		if len(s.players) == 2 && b.Winner == s.token {
			passTo = 1 - s.token
		}
	}
	text := ". Trophy Phase: "
	if len(parts) == 0 {
		text += "no trophies claimed"
	} else {
		text += strings.Join(parts, ", ")
	}
	if passTo >= 0 {
		text += fmt.Sprintf("; %s won as First Player and passes the First Player token to %s", s.name(s.token), s.name(passTo))
		s.token = passTo
	}
	return text
}

// applyEndRound ends the Trophy Phase: trumpets go back to the supply, and
// the next round's Shop Phase starts or, after round 6, the game is over.
func (s *state) applyEndRound(pre string) (string, error) {
	if s.phase != PhaseTrophy {
		if s.phase == PhaseOver {
			return "", errf("the game is over")
		}
		return "", errf("the round ends after the Trophy Phase; it is the %s of round %d", s.phase, s.round)
	}
	for i := range s.players {
		s.players[i].trumpets = 0
	}
	text := pre + "round over"
	if s.uses(Golden) {
		text += ", trumpets returned to the supply"
	}
	if s.round == Rounds {
		s.phase = PhaseOver
		return text + ". Game over: " + s.outcome().Explanation, nil
	}
	if len(s.players) > 2 {
		s.token = (s.token + 1) % len(s.players)
	}
	s.round++
	s.startShop()
	return text + fmt.Sprintf(". Round %d Shop Phase: gold reset to %d%s, %s shops first (%s)", s.round, StartingGold, s.extraGoldText(), s.name(s.token), s.tokenName()), nil
}

// extraGoldText names the players who get more gold than StartingGold, as
// " (Robo 4)", or "" when nobody does.
func (s *state) extraGoldText() string {
	var parts []string
	for _, p := range s.players {
		if p.extraGold > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", p.name, p.tokens()))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}
