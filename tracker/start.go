package tracker

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/rockdie"
)

// DieRoll is one player's rock die in a roll-off for First Player.
type DieRoll struct {
	Player int // who rolled
	Rocks  int // the rocks the die showed
}

// FirstChoice records how the set-up picked who starts, so the screen can show
// it: the method, the player, and for ByPets the players tied on most pets and
// every roll-off of the rock die between them. Players are the game's indices
// (letter order with 4 or 6): the player picked is 0, player A, except in a
// game saved in format 1.
type FirstChoice struct {
	Method  FirstPlayerMethod // the set-up's method
	Player  int               // who was picked
	Tied    []int             // players tied on most pets; nil without a tie
	RollOff [][]DieRoll       // each roll-off, in order; the last one has one highest roll
}

// maxRollOffs bounds the die roll-offs for First Player; if the tie still
// stands the app picks one of the tied players at random.
const maxRollOffs = 20

// newState starts a game from a set-up: round 1, Shop Phase. With 4 or 6
// players the player picked is player A and the players are numbered in
// letter order, unless lettersBySeat (a save of format 1) keeps the seats'
// letters and gives the first shopper token to the player picked.
func newState(su Setup, lettersBySeat bool, d drawSource) (*state, string, error) {
	if err := su.Validate(); err != nil {
		return nil, "", err
	}
	fc, err := chooseFirst(su, d)
	if err != nil {
		return nil, "", err
	}
	n, a := len(su.Players), 0
	if n > 2 && !lettersBySeat {
		a = fc.Player
	}
	s := &state{packs: append([]Pack(nil), su.Packs...), round: 1, turn: -1}
	colours := su.colours()
	for k := range n {
		p := su.Players[(k+a)%n]
		s.players = append(s.players, pstate{name: p.Name, team: p.Team, colour: colours[(k+a)%n], extraGold: p.ExtraGold})
	}
	s.first = fc.fromSeat(a, n)
	s.token = s.first.Player
	s.startShop()
	return s, s.newGameText(lettersBySeat), nil
}

// fromSeat numbers the players of fc from seat a (player A) on, round a
// table of n.
func (fc FirstChoice) fromSeat(a, n int) FirstChoice {
	at := func(seat int) int { return (seat - a + n) % n }
	out := FirstChoice{Method: fc.Method, Player: at(fc.Player)}
	for _, p := range fc.Tied {
		out.Tied = append(out.Tied, at(p))
	}
	for _, ro := range fc.RollOff {
		rolls := make([]DieRoll, len(ro))
		for i, r := range ro {
			rolls[i] = DieRoll{Player: at(r.Player), Rocks: r.Rocks}
		}
		out.RollOff = append(out.RollOff, rolls)
	}
	return out
}

// newGameText is the history line of the set-up: the players (with their
// letters with 4 or 6), the packs, and who starts and why.
func (s *state) newGameText(lettersBySeat bool) string {
	var b strings.Builder
	b.WriteString("New game: ")
	if len(s.players) == 2 {
		fmt.Fprintf(&b, "%s vs %s", s.name(0), s.name(1))
	} else {
		parts := make([]string, len(s.players))
		for i := range s.players {
			parts[i] = Letter(i) + " " + s.name(i)
		}
		b.WriteString(strings.Join(parts, ", "))
	}
	packs := make([]string, len(s.packs))
	for i, p := range s.packs {
		packs[i] = p.String()
	}
	fmt.Fprintf(&b, "; %s; %s", words.JoinAnd(packs), s.firstText(lettersBySeat))
	return b.String()
}

// chooseFirst picks who starts, drawing from d for ties and random picks.
func chooseFirst(su Setup, d drawSource) (FirstChoice, error) {
	fc := FirstChoice{Method: su.FirstPlayer}
	switch su.FirstPlayer {
	case Chosen:
		fc.Player = su.Chosen
	case AtRandom:
		v, err := d.intN(len(su.Players))
		if err != nil {
			return fc, err
		}
		fc.Player = v
	case ByPets:
		tied := mostPets(su.Players)
		if len(tied) == 1 {
			fc.Player = tied[0]
			break
		}
		fc.Tied = append([]int(nil), tied...)
		return fc, rollOff(&fc, tied, d)
	}
	return fc, nil
}

// mostPets returns the players with the most pets in real life.
func mostPets(players []PlayerSetup) []int {
	most := -1
	var tied []int
	for i, p := range players {
		switch {
		case p.Pets > most:
			most, tied = p.Pets, []int{i}
		case p.Pets == most:
			tied = append(tied, i)
		}
	}
	return tied
}

// rollOff lets the tied players roll the rock die, the highest going on,
// until one is left (at most maxRollOffs times; then one of those still tied
// is drawn), and records every roll and the winner in fc.
func rollOff(fc *FirstChoice, tied []int, d drawSource) error {
	die := rockdie.DefaultDie()
	for range maxRollOffs {
		rolls := make([]DieRoll, len(tied))
		high := -1
		for i, p := range tied {
			v, err := d.intN(len(die.Faces))
			if err != nil {
				return err
			}
			rolls[i] = DieRoll{Player: p, Rocks: die.Faces[v]}
			high = max(high, rolls[i].Rocks)
		}
		fc.RollOff = append(fc.RollOff, rolls)
		var next []int
		for _, r := range rolls {
			if r.Rocks == high {
				next = append(next, r.Player)
			}
		}
		if tied = next; len(tied) == 1 {
			break
		}
	}
	if len(tied) > 1 {
		v, err := d.intN(len(tied))
		if err != nil {
			return err
		}
		tied = tied[v : v+1]
	}
	fc.Player = tied[0]
	return nil
}

// firstText explains who starts and why, in one clause. A game of format 1
// (lettersBySeat) says it as it did then.
func (s *state) firstText(lettersBySeat bool) string {
	fc := s.first
	who := s.name(fc.Player)
	what := "First Player"
	switch {
	case len(s.players) == 2:
	case lettersBySeat:
		what = "first shopper"
	default:
		what = "player A and first shopper"
	}
	switch fc.Method {
	case Chosen:
		return fmt.Sprintf("%s is %s (chosen)", who, what)
	case AtRandom:
		return fmt.Sprintf("%s is %s (picked at random)", who, what)
	}
	if len(fc.Tied) == 0 {
		return fmt.Sprintf("%s is %s (most pets in real life)", who, what)
	}
	var rolls []string
	for _, ro := range fc.RollOff {
		parts := make([]string, len(ro))
		for i, r := range ro {
			parts[i] = fmt.Sprintf("%s %d", s.name(r.Player), r.Rocks)
		}
		rolls = append(rolls, strings.Join(parts, ", "))
	}
	return fmt.Sprintf("%s is %s (%s tied on most pets; die roll-off: %s)", who, what, s.names(fc.Tied), strings.Join(rolls, "; then "))
}
