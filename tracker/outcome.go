package tracker

import (
	"fmt"
	"sort"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Outcome is who won a finished game, and why.
type Outcome struct {
	// Winners are the winning players by index: one, or several who share the
	// victory because their trophies and records are identical.
	Winners []int
	// Trophies is how many trophies each winner has.
	Trophies int
	// Explanation is one sentence for the game-over screen, naming the winner
	// and, after a tie, how the tie-break rule decided it.
	Explanation string
}

// Standing is one line of the standings table.
type Standing struct {
	Player   int // player index
	Place    int // 1 for the leader; identical trophies and records share a place
	Trophies int // trophies claimed so far
}

// TieBreakRule returns the rulebook's tie-break rule for a number of players,
// in one sentence.
func TieBreakRule(players int) string {
	if players == 2 {
		return "If the players are tied on trophies, whoever claimed a trophy most recently wins."
	}
	return "If players are tied on trophies, the tied player who alone won round 6 wins; if still tied, look to round 5, and so on; tied players with exactly the same record share the victory."
}

// wonRound reports whether player p won a battle in round r (1-based).
func (s *state) wonRound(p, r int) bool {
	if r < 1 || r > len(s.rounds) {
		return false
	}
	for _, b := range s.rounds[r-1] {
		if b.Done && b.Winner == p {
			return true
		}
	}
	return false
}

// better compares players a and b by the rulebook: trophies first, then the
// latest round only one of them won. It returns >0 when a ranks above b, <0
// when below, and 0 when their trophies and records are identical.
//
// For 2 players, "claimed a trophy most recently" is the same comparison: in
// each round at most one of them wins, so the latest round where their records
// differ is the latest trophy either claimed.
func (s *state) better(a, b int) int {
	if d := s.players[a].trophies - s.players[b].trophies; d != 0 {
		return d
	}
	for r := Rounds; r >= 1; r-- {
		wa, wb := s.wonRound(a, r), s.wonRound(b, r)
		if wa != wb {
			if wa {
				return 1
			}
			return -1
		}
	}
	return 0
}

// standings ranks every player.
func (s *state) standings() []Standing {
	order := make([]int, len(s.players))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return s.better(order[i], order[j]) > 0 })
	out := make([]Standing, len(order))
	for i, p := range order {
		place := i + 1
		if i > 0 && s.better(order[i-1], p) == 0 {
			place = out[i-1].Place
		}
		out[i] = Standing{Player: p, Place: place, Trophies: s.players[p].trophies}
	}
	return out
}

// outcome decides the winner from the trophies and records so far.
func (s *state) outcome() Outcome {
	st := s.standings()
	top := st[0].Trophies
	var tied []int
	for _, x := range st {
		if x.Trophies == top {
			tied = append(tied, x.Player)
		}
	}
	sort.Ints(tied)
	o := Outcome{Trophies: top}
	for _, x := range st {
		if x.Place == 1 {
			o.Winners = append(o.Winners, x.Player)
		}
	}
	sort.Ints(o.Winners)
	trophies := words.Count(top, "trophy", "trophies")
	if len(tied) == 1 {
		o.Explanation = fmt.Sprintf("%s wins with %s.", s.name(tied[0]), trophies)
		return o
	}
	head := fmt.Sprintf("%s are tied on %s", s.names(tied), trophies)
	if len(s.players) == 2 {
		o.Explanation = s.explainTwoTie(head, o.Winners)
	} else {
		o.Explanation = s.explainTie(head, tied)
	}
	return o
}

// explainTwoTie explains how the tie-break of a 2-player game went, after
// head, which says they are tied: whoever claimed a trophy most recently
// wins, and when neither claimed one they share the victory.
func (s *state) explainTwoTie(head string, winners []int) string {
	if len(winners) != 1 {
		return fmt.Sprintf("%s and neither claimed a trophy, so they share the victory.", head)
	}
	w := winners[0]
	last := 0
	for r := Rounds; r >= 1 && last == 0; r-- {
		if s.wonRound(w, r) {
			last = r
		}
	}
	return fmt.Sprintf("%s; %s claimed a trophy most recently (round %d), so %s wins.", head, s.name(w), last, s.name(w))
}

// explainTie explains how the tie-break of a 4- or 6-player game went
// between the tied players, after head, which says they are tied.
func (s *state) explainTie(head string, tied []int) string {
	contenders, steps := s.narrowTie(tied)
	switch {
	case len(contenders) == 1 && len(steps) == 1 && len(tied) == 2:
		return fmt.Sprintf("%s; %s, so %s wins.", head, steps[0], s.name(contenders[0]))
	case len(contenders) == 1:
		return fmt.Sprintf("%s; of them, %s, so %s wins.", head, words.JoinAnd(steps), s.name(contenders[0]))
	case len(steps) == 0:
		return fmt.Sprintf("%s with exactly the same record, so they share the victory.", head)
	default:
		return fmt.Sprintf("%s; of them, %s, and %s have exactly the same record, so they share the victory.", head, words.JoinAnd(steps), s.names(contenders))
	}
}

// narrowTie narrows the tied players down from round 6 to round 1, keeping
// at each round that only some of them won those who won it. It returns the
// players left and each narrowing step in words.
func (s *state) narrowTie(tied []int) (contenders []int, steps []string) {
	contenders = tied
	for r := Rounds; r >= 1 && len(contenders) > 1; r-- {
		var won []int
		for _, p := range contenders {
			if s.wonRound(p, r) {
				won = append(won, p)
			}
		}
		if len(won) == 0 || len(won) == len(contenders) {
			continue
		}
		steps = append(steps, fmt.Sprintf("only %s won round %d", s.names(won), r))
		contenders = won
	}
	return contenders, steps
}
