package tracker

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// PlayerInfo is what the screen shows for one player.
type PlayerInfo struct {
	Index  int    // the player's index, used by every action
	Name   string // the player's name
	Team   string // "" when the player has no team name
	Letter string // "A", "B" ... in 4 and 6 Player Mode; "" with 2 players
	Gold   int    // unspent gold this Shop Phase
	// StartGold is the gold the player gets each Shop Phase: StartingGold
	// plus any extra gold of the set-up.
	StartGold int
	// Spent tells, for each of the StartGold gold tokens left to right,
	// whether it is face down (spent) this Shop Phase.
	Spent    []bool
	Trophies int    // trophies claimed so far
	Trumpets int    // Golden Pack only; see Game.UsesPack
	Mana     int    // Magic Pack only; see Game.UsesPack
	Passed   bool   // passed in this Shop Phase
	Colour   string // the player's colour, one of Colours
	// HasToken is true for the holder of the First Player token (2 players)
	// or the first shopper token (4 and 6 players).
	HasToken bool
	// ToAct is true when it is this player's shop turn.
	ToAct bool
}

// NumPlayers returns 2, 4 or 6.
func (g *Game) NumPlayers() int { return len(g.cur.players) }

// Round returns the current round, 1 to 6.
func (g *Game) Round() int { return g.cur.round }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.cur.phase }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.cur.phase == PhaseOver }

// Player returns what the screen shows for player p. It panics if p is not a
// player index, like indexing a slice.
func (g *Game) Player(p int) PlayerInfo {
	s := g.cur
	ps := s.players[p]
	info := PlayerInfo{
		Index: p, Name: ps.name, Team: ps.team, Colour: ps.colour,
		Gold: ps.gold, StartGold: ps.tokens(), Trophies: ps.trophies, Trumpets: ps.trumpets, Mana: ps.mana,
		Passed: ps.passed, HasToken: s.token == p, ToAct: s.phase == PhaseShop && s.turn == p,
	}
	for c := 1; c <= info.StartGold; c++ {
		info.Spent = append(info.Spent, s.phase == PhaseShop && ps.coinSpent(c))
	}
	if len(s.players) > 2 {
		info.Letter = Letter(p)
	}
	return info
}

// Players returns every player in seating (letter) order.
func (g *Game) Players() []PlayerInfo {
	out := make([]PlayerInfo, len(g.cur.players))
	for i := range out {
		out[i] = g.Player(i)
	}
	return out
}

// ShopTurn returns whose shop turn it is; ok is false outside the Shop Phase.
func (g *Game) ShopTurn() (player int, ok bool) {
	if g.cur.phase != PhaseShop {
		return -1, false
	}
	return g.cur.turn, true
}

// TokenHolder returns who holds the First Player token (2 players) or the
// first shopper token (4 and 6 players).
func (g *Game) TokenHolder() int { return g.cur.token }

// TokenName names the token TokenHolder holds: "First Player token" or
// "first shopper token".
func (g *Game) TokenName() string { return g.cur.tokenName() }

// FirstChoice tells how the set-up picked who starts, including any die
// roll-off.
func (g *Game) FirstChoice() FirstChoice { return g.cur.first.clone() }

// Packs returns the packs in use.
func (g *Game) Packs() []Pack { return append([]Pack(nil), g.cur.packs...) }

// UsesPack reports whether pack p is in use: show trumpets only with the
// Golden Pack and mana only with the Magic Pack.
func (g *Game) UsesPack(p Pack) bool { return g.cur.uses(p) }

// PackWarning returns the rulebook's warning when too few packs are in use
// for the number of players, or "".
func (g *Game) PackWarning() string { return PackWarning(len(g.cur.players), g.cur.packs) }

// Pairs returns who battles whom in the current round (known from the start
// of the Shop Phase; the First Players are known only once the Battle Phase
// starts, see Battles).
func (g *Game) Pairs() []Pair {
	p, _ := Pairings(len(g.cur.players), g.cur.round)
	return p
}

// Battles returns the battles of round r (1 to 6) with each battle's First
// Player and result, or nil if that round's Battle Phase has not started.
func (g *Game) Battles(r int) []Battle {
	if r < 1 || r > len(g.cur.rounds) {
		return nil
	}
	return append([]Battle(nil), g.cur.rounds[r-1]...)
}

// CurrentBattles returns the battles of the current round, or nil during its
// Shop Phase.
func (g *Game) CurrentBattles() []Battle { return g.Battles(g.cur.round) }

// BattleText describes a battle for the screen, such as "A-B Ana vs Ben, Ana
// is First Player (coin flip): Ana won (+1 trophy)".
func (g *Game) BattleText(b Battle) string {
	s := g.cur
	text := fmt.Sprintf("%s vs %s, %s is First Player", s.name(b.Pair[0]), s.name(b.Pair[1]), s.name(b.First))
	if len(s.players) > 2 {
		text = b.Pair.String() + " " + text
	}
	if b.ByCoin {
		text += " (coin flip)"
	}
	switch {
	case !b.Done:
		text += ": waiting for the result"
	case b.Winner == Draw:
		text += ": draw"
	default:
		text += fmt.Sprintf(": %s won (+%s)", s.name(b.Winner), words.Count(b.Trophies, "trophy", "trophies"))
	}
	return text
}

// Standings ranks the players by trophies, then by the tie-break rule.
func (g *Game) Standings() []Standing { return g.cur.standings() }

// Outcome returns the winner or winners and the sentence explaining it; ok is
// false until the game is over.
func (g *Game) Outcome() (o Outcome, ok bool) {
	if g.cur.phase != PhaseOver {
		return Outcome{}, false
	}
	return g.cur.outcome(), true
}

// TieBreakRule returns this game's tie-break rule in one sentence.
func (g *Game) TieBreakRule() string { return TieBreakRule(len(g.cur.players)) }

// Status is one line for the top of the screen, such as "Round 2, Shop Phase:
// Ana to act (2 gold)".
func (g *Game) Status() string {
	s := g.cur
	switch s.phase {
	case PhaseShop:
		return fmt.Sprintf("Round %d, Shop Phase: %s to act (%d gold)", s.round, s.name(s.turn), s.players[s.turn].gold)
	case PhaseBattle:
		left := 0
		for _, b := range s.rounds[s.round-1] {
			if !b.Done {
				left++
			}
		}
		return fmt.Sprintf("Round %d, Battle Phase: %s to enter", s.round, words.Count(left, "result", "results"))
	case PhaseTrophy:
		return fmt.Sprintf("Round %d, Trophy Phase: trophies claimed; end the round when ready", s.round)
	case PhaseOver:
		return "Game over: " + s.outcome().Explanation
	}
	return s.phase.String()
}
