package tableau

import "fmt"

// Round is the round being played, 1 to 6.
func (g *Game) Round() int { return g.cur.round }

// Phase is the part of the round the game is in.
func (g *Game) Phase() Phase { return g.cur.phase }

// NumPlayers is the number of players.
func (g *Game) NumPlayers() int { return len(g.cur.players) }

// Player returns player p's state (a copy).
func (g *Game) Player(p int) Player {
	pl := g.cur.players[p]
	if pl.Refill != nil {
		l := *pl.Refill
		pl.Refill = &l
	}
	return pl
}

// First is this round's first player.
func (g *Game) First() int { return g.cur.first }

// Turn is the player whose turn it is in the market phase.
func (g *Game) Turn() int { return g.cur.turn }

// Order is this round's turn order: the first player, then clockwise.
func (g *Game) Order() []int { return g.cur.order() }

// Setup is the set-up the game started from.
func (g *Game) Setup() Setup {
	su := g.setup
	su.Players = append([]SeatSetup(nil), su.Players...)
	return su
}

// Columns is the number of columns of the market: 4 with 4 players, else 3.
func (g *Game) Columns() int { return MarketColumns(len(g.cur.players)) }

// Calculation is player p's power now, added from rear to front.
func (g *Game) Calculation(p int) Sum { return g.cur.sum(p) }

// Preview is the combat as it would be scored now, in the combat phase.
func (g *Game) Preview() Combat { return g.cur.combat() }

// Combats are the combats scored so far, round 1 first.
func (g *Game) Combats() []Combat { return append([]Combat(nil), g.cur.combats...) }

// Standings ranks the players by victory points.
func (g *Game) Standings() []Standing { return g.cur.standings() }

// Outcome says who won; ok is false until the game is over.
func (g *Game) Outcome() (Outcome, bool) {
	if g.cur.phase != PhaseOver {
		return Outcome{}, false
	}
	return g.cur.outcome(), true
}

// Describe says what action a did, in players' words: "Ana placed an Ant
// in space 2".
func (g *Game) Describe(a Action) string {
	name := ""
	if a.Player >= 0 && a.Player < len(g.cur.players) {
		name = g.cur.players[a.Player].Name
	}
	switch a.Kind {
	case KindRefill:
		return fmt.Sprintf("%s refilled %s of the market", name, a.Line)
	case KindPlace:
		return fmt.Sprintf("%s placed %s in %s", name, a.Name, space(a.Space))
	case KindUpgrade:
		return fmt.Sprintf("%s added %s to the stack in %s", name, a.Name, space(a.Space))
	case KindFood:
		if a.Amount != 0 {
			return fmt.Sprintf("%s gave %s (%s power) to the stack in %s", name, a.Name, Signed(a.Amount), space(a.Space))
		}
		return fmt.Sprintf("%s gave %s to the stack in %s", name, a.Name, space(a.Space))
	case KindBoost:
		return fmt.Sprintf("abilities gave %s power to %s's stack in %s", Signed(a.Amount), name, space(a.Space))
	case KindColumn:
		return fmt.Sprintf("effects gave %s power to column %d", Signed(a.Amount), a.Space+1)
	case KindSell:
		return fmt.Sprintf("%s sold the stack in %s", name, space(a.Space))
	case KindMerge:
		return fmt.Sprintf("%s merged the stack in %s into %s", name, space(a.Space), space(a.Into))
	case KindPass:
		return fmt.Sprintf("%s passed", name)
	case KindWound:
		return fmt.Sprintf("%s's stack in %s was wounded", name, space(a.Space))
	case KindHeal:
		return fmt.Sprintf("the wound on %s's stack in %s was taken off", name, space(a.Space))
	case KindScore:
		return "the combat was scored"
	case KindFinish:
		return "the game was finished"
	}
	return string(a.Kind)
}

// SpaceName names space i (0-based) for players: "space 1 (rear)".
func SpaceName(i int) string { return space(i) }
