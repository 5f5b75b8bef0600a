package tracker

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Draw is the Winner of a battle that ended in a draw.
const Draw = -1

// Battle is one battle of a round and its result.
type Battle struct {
	Pair Pair // the two players, by index
	// First is the First Player of this battle: with 2 players the holder of
	// the First Player token, with 4 or 6 players the side a coin flip chose.
	First    int
	ByCoin   bool // First was chosen by a coin flip
	Done     bool // the result has been entered
	Winner   int  // the winner's index, or Draw; meaningful only when Done
	Trophies int  // trophies the winner claims: 1, or 2 in round 6
}

// startBattle sets up the round's battles, flipping a coin for the First
// Player of each when there are 4 or 6 players.
func (s *state) startBattle(d drawSource) (string, error) {
	pairs, err := Pairings(len(s.players), s.round)
	if err != nil {
		return "", err
	}
	battles := make([]Battle, len(pairs))
	texts := make([]string, len(pairs))
	for i, p := range pairs {
		b := Battle{Pair: p, Trophies: TrophiesFor(s.round), Winner: Draw}
		if len(s.players) == 2 {
			b.First = s.token
			texts[i] = fmt.Sprintf("%s vs %s, %s is First Player", s.name(p[0]), s.name(p[1]), s.name(b.First))
		} else {
			v, err := d.intN(2)
			if err != nil {
				return "", err
			}
			b.First, b.ByCoin = p[v], true
			texts[i] = fmt.Sprintf("%s %s vs %s, coin flip: %s first", p, s.name(p[0]), s.name(p[1]), s.name(b.First))
		}
		battles[i] = b
	}
	s.rounds = append(s.rounds, battles)
	s.phase = PhaseBattle
	s.turn = -1
	return "; everyone has passed. Battle Phase: " + strings.Join(texts, "; "), nil
}

// applyResult enters the result of battle m.Battle of the round: m.Winner
// won, or it was a Draw; the last result of the round starts the Trophy
// Phase.
func (s *state) applyResult(m Move, pre string) (string, error) {
	if s.phase != PhaseBattle {
		if s.phase == PhaseOver {
			return "", errf("the game is over")
		}
		return "", errf("battle results are entered in the Battle Phase; it is the %s of round %d", s.phase, s.round)
	}
	battles := s.rounds[s.round-1]
	if m.Battle < 0 || m.Battle >= len(battles) {
		all := make([]string, len(battles))
		for i, b := range battles {
			all[i] = s.vs(b)
		}
		return "", errf("there is no battle %d this round; its %s: %s", m.Battle+1, words.Plural(len(battles), "battle is", fmt.Sprintf("%d battles are", len(battles))), words.JoinAnd(all))
	}
	b := &battles[m.Battle]
	vs := s.vs(*b)
	if b.Done {
		return "", errf("the battle %s already has a result (%s); undo it to change it", vs, s.resultText(*b))
	}
	if m.Winner != Draw && m.Winner != b.Pair[0] && m.Winner != b.Pair[1] {
		if m.Winner >= 0 && m.Winner < len(s.players) {
			return "", errf("%s is not in the battle %s", s.name(m.Winner), vs)
		}
		return "", errf("the winner of %s must be one of them, or a draw", vs)
	}
	b.Done, b.Winner = true, m.Winner
	text := pre + s.resultText(*b)
	for _, o := range battles {
		if !o.Done {
			return text, nil
		}
	}
	return text + s.trophyPhase(), nil
}

// vs names the two sides of b: "Ana vs Ben".
func (s *state) vs(b Battle) string { return s.name(b.Pair[0]) + " vs " + s.name(b.Pair[1]) }

// resultText says how battle b ended: "Ana beat Ben", or a draw and where
// its trophies go.
func (s *state) resultText(b Battle) string {
	if b.Winner == Draw {
		stake := "the trophy leaves"
		if b.Trophies > 1 {
			stake = fmt.Sprintf("the %d trophies leave", b.Trophies)
		}
		return fmt.Sprintf("%s and %s drew; %s the game", s.name(b.Pair[0]), s.name(b.Pair[1]), stake)
	}
	loser := b.Pair[0]
	if loser == b.Winner {
		loser = b.Pair[1]
	}
	return fmt.Sprintf("%s beat %s", s.name(b.Winner), s.name(loser))
}
