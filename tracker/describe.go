package tracker

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Describe says what move m does, in the players' words, as said at game
// g before it: the words of an undo step or of a move another phone sent
// ("Ana buys", "Ben sells 2 pets", "Ana beats Ben", "Round 3 ends"). It
// says something for any move, one the rules would refuse included, and
// changes nothing.
func (g *Game) Describe(m Move) string {
	if g == nil || g.cur == nil {
		return "A move of no game: " + m.Kind.words()
	}
	s := g.cur
	who := s.mover(m.Player)
	switch m.Kind {
	case KindBuy:
		return who + " buys"
	case KindSell:
		return fmt.Sprintf("%s sells %s", who, words.Count(m.N, "pet", "pets"))
	case KindTriple:
		return who + " triples"
	case KindPass:
		return fmt.Sprintf("%s passes with %s", who, words.Count(m.N, "pet", "pets"))
	case KindSpend:
		if m.Coin == 0 {
			return who + " spends 1 gold"
		}
		return fmt.Sprintf("%s spends gold token %d", who, m.Coin)
	case KindRefund:
		return fmt.Sprintf("%s takes back gold token %d", who, m.Coin)
	case KindEndShop:
		return "Everyone has passed"
	case KindResult:
		return s.resultWords(m)
	case KindEndRound:
		if s.round == Rounds {
			return "The last round ends"
		}
		return fmt.Sprintf("Round %d ends", s.round)
	case KindTrumpets:
		return changeWords(who, m.N, "trumpet", "trumpets")
	case KindMana:
		return changeWords(who, m.N, "mana", "mana")
	}
	return "A move this app does not know: " + m.Kind.words()
}

// mover is player p's name, or words for a player the game does not have.
func (s *state) mover(p int) string {
	if p < 0 || p >= len(s.players) {
		return fmt.Sprintf("Player %d, who is not in this game,", p)
	}
	return s.name(p)
}

// resultWords says how a result move ends its battle: "Ana beats Ben",
// "Ana and Ben draw".
func (s *state) resultWords(m Move) string {
	var battles []Battle
	if s.phase == PhaseBattle {
		battles = s.rounds[s.round-1]
	}
	if m.Battle < 0 || m.Battle >= len(battles) {
		return fmt.Sprintf("A result for battle %d, which is not waiting for one", m.Battle+1)
	}
	b := battles[m.Battle]
	switch m.Winner {
	case Draw:
		return fmt.Sprintf("%s and %s draw", s.name(b.Pair[0]), s.name(b.Pair[1]))
	case b.Pair[0]:
		return fmt.Sprintf("%s beats %s", s.name(b.Pair[0]), s.name(b.Pair[1]))
	case b.Pair[1]:
		return fmt.Sprintf("%s beats %s", s.name(b.Pair[1]), s.name(b.Pair[0]))
	}
	return fmt.Sprintf("A result of %s won by someone else", s.vs(b))
}

// changeWords says how who's trumpets or mana change by n.
func changeWords(who string, n int, one, many string) string {
	if n < 0 {
		return fmt.Sprintf("%s spends %s", who, words.Count(-n, one, many))
	}
	return fmt.Sprintf("%s gains %s", who, words.Count(n, one, many))
}
