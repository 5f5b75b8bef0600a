package tracker

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// maxSold bounds the pets one Sell action can record.
const maxSold = 99

// StartingGold is each player's gold at the start of every Shop Phase.
const StartingGold = 3

// MaxPetsToPass is the most pets a player may hold when passing.
const MaxPetsToPass = 5

// startShop begins the Shop Phase of the current round: gold is reset, nobody
// has passed, and the token holder shops first.
func (s *state) startShop() {
	s.phase = PhaseShop
	for i := range s.players {
		s.players[i].gold = s.players[i].tokens()
		s.players[i].spent = 0
		s.players[i].passed = false
	}
	s.turn = s.token
}

// checkShop refuses a shop action by p unless it is p's turn to shop.
func (s *state) checkShop(p int, verb string) error {
	if err := s.checkPlayer(p); err != nil {
		return err
	}
	who := s.name(p)
	if s.phase != PhaseShop {
		return errf("%s cannot %s now: it is the %s of round %d", who, verb, s.phase, s.round)
	}
	if s.players[p].passed {
		return errf("%s has passed and can take no more actions this Shop Phase", who)
	}
	if s.turn != p {
		return errf("it is %s's turn to shop, not %s's", s.name(s.turn), who)
	}
	return nil
}

// endTurn moves the shop turn to the next player who has not passed, in
// seating (letter) order; when everybody has passed, the Battle Phase starts.
func (s *state) endTurn(d drawSource) (string, error) {
	n := len(s.players)
	for k := 1; k <= n; k++ {
		q := (s.turn + k) % n
		if !s.players[q].passed {
			s.turn = q
			return "", nil
		}
	}
	return s.startBattle(d)
}

// applySpend takes 1 gold from a player in the Shop Phase, whoever's turn
// it is: the gold token m.Coin (counted from 1) when it is given, else the
// last one still face up.
func (s *state) applySpend(m Move, pre string) (string, error) {
	p, err := s.coinAction(m)
	if err != nil {
		return "", err
	}
	switch {
	case p.gold == 0:
		return "", errf("%s has no gold left", p.name)
	case m.Coin > 0 && p.coinSpent(m.Coin):
		return "", errf("%s's gold token %d is already spent", p.name, m.Coin)
	}
	p.spendCoin(m.Coin)
	return fmt.Sprintf("%s%s spent 1 gold (%d left)", pre, p.name, p.gold), nil
}

// applyRefund gives a player back the spent gold token m.Coin (counted
// from 1): a token tapped by mistake, in the Shop Phase, before the player
// passed.
func (s *state) applyRefund(m Move, pre string) (string, error) {
	p, err := s.coinAction(m)
	if err != nil {
		return "", err
	}
	if !p.coinSpent(m.Coin) {
		return "", errf("%s's gold token %d is not spent", p.name, m.Coin)
	}
	p.spent &^= 1 << (m.Coin - 1)
	p.gold++
	return fmt.Sprintf("%s%s took back 1 gold (%d left)", pre, p.name, p.gold), nil
}

// coinAction checks what spending or taking back a gold token needs: a
// player, the Shop Phase, a player who has not passed and, if m.Coin is
// given, one of that player's tokens; it returns the player.
func (s *state) coinAction(m Move) (*pstate, error) {
	if err := s.checkPlayer(m.Player); err != nil {
		return nil, err
	}
	p := &s.players[m.Player]
	verb := map[MoveKind]string{KindSpend: "spend", KindRefund: "take back"}[m.Kind]
	switch {
	case s.phase != PhaseShop:
		return nil, errf("%s cannot %s gold now: it is the %s of round %d", p.name, verb, s.phase, s.round)
	case p.passed:
		return nil, errf("%s has passed and can %s no more gold this Shop Phase", p.name, verb)
	case m.Coin < 0 || m.Coin > p.tokens() || (m.Kind == KindRefund && m.Coin == 0):
		return nil, errf("%s has no gold token %d: there are %d", p.name, m.Coin, p.tokens())
	}
	return p, nil
}

// tokens is the player's gold tokens: StartingGold and their extra gold.
func (p *pstate) tokens() int { return StartingGold + p.extraGold }

// coinSpent reports whether gold token coin (counted from 1) is spent.
func (p *pstate) coinSpent(coin int) bool { return p.spent&(1<<(coin-1)) != 0 }

// spendCoin turns gold token coin (counted from 1) face down, or with coin
// 0 the last one still face up, and takes 1 gold. The player has gold.
func (p *pstate) spendCoin(coin int) {
	if coin == 0 {
		for coin = p.tokens(); coin > 1 && p.coinSpent(coin); coin-- {
		}
	}
	p.spent |= 1 << (coin - 1)
	p.gold--
}

// applyEndShop ends the Shop Phase for everyone at once.
func (s *state) applyEndShop(pre string, d drawSource) (string, error) {
	if s.phase != PhaseShop {
		return "", errf("the Shop Phase cannot end now: it is the %s of round %d", s.phase, s.round)
	}
	for i := range s.players {
		s.players[i].passed = true
	}
	more, err := s.startBattle(d)
	return pre + "the Shop Phase is over" + more, err
}

// shopAction performs a shop turn's action (buy, sell, triple or pass) of
// the player whose turn it is, and returns its history line.
func (s *state) shopAction(m Move, pre string) (string, error) {
	p := &s.players[m.Player]
	switch m.Kind {
	case KindBuy:
		if p.gold == 0 {
			return "", errf("%s has no gold left to buy with; sell, triple or pass instead", p.name)
		}
		p.spendCoin(0)
		return fmt.Sprintf("%s%s bought (%d gold left)", pre, p.name, p.gold), nil
	case KindSell:
		if m.N < 1 {
			return "", errf("%s must sell at least 1 pet", p.name)
		}
		if m.N > maxSold {
			return "", errf("%s cannot sell more than %d pets at once", p.name, maxSold)
		}
		return fmt.Sprintf("%s%s sold %s (gains %s)", pre, p.name, words.Count(m.N, "pet", "pets"), words.Count(m.N, "Apple", "Apples")), nil
	case KindTriple:
		return fmt.Sprintf("%s%s tripled", pre, p.name), nil
	}
	if m.N < 0 {
		return "", errf("%s cannot have fewer than 0 pets", p.name)
	}
	if m.N > MaxPetsToPass {
		return "", errf("%s cannot pass with %d pets; sell or triple down to %d first", p.name, m.N, MaxPetsToPass)
	}
	p.passed = true
	return fmt.Sprintf("%s%s passed with %s", pre, p.name, words.Count(m.N, "pet", "pets")), nil
}
