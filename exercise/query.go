package exercise

import "fmt"

// Phase is where the game is.
func (g *Game) Phase() Phase { return g.phase }

// StrongWeak says whether the optional strong/weak rule is on.
func (g *Game) StrongWeak() bool { return g.strongWeak }

// Throws are the rounds of rock, paper, scissors thrown so far, the first
// player's throw then the second's; every round but a deciding one is a tie.
func (g *Game) Throws() [][2]Hand { return append([][2]Hand(nil), g.throws...) }

// First is the player who goes first, once rock, paper, scissors decided it.
func (g *Game) First() int { return g.first }

// Turn is the number of the turn under way, counting both players' turns
// from 1; 0 before the first.
func (g *Game) Turn() int { return g.turn }

// Current is the player whose turn it is; before the first turn, the one
// who goes first.
func (g *Game) Current() int {
	if g.turn == 0 {
		return g.first
	}
	return (g.first + g.turn - 1) % 2
}

// Player returns a copy of player i (0 or 1).
func (g *Game) Player(i int) Player {
	c := g.Clone()
	return c.players[i&1]
}

// Name is player i's name.
func (g *Game) Name(i int) string { return g.players[i&1].Name }

// Played is this turn's play in words; "" while no play is made.
func (g *Game) Played() string { return g.played }

// CanPlay says whether the player whose turn it is may still make a play:
// the play comes before the attack, once a turn.
func (g *Game) CanPlay() bool {
	return g.phase == Playing && g.played == "" && g.attacker < 0
}

// Attacked says whether this turn's attack is made.
func (g *Game) Attacked() bool { return g.attacker >= 0 }

// CanUpgrade says whether this turn's attacker defeated an animal and may
// now be upgraded with its next level.
func (g *Game) CanUpgrade() bool {
	return g.phase == Playing && g.defeated && !g.upgraded && g.attacker >= 0 &&
		g.players[g.Current()].Grid[g.attacker] != nil && g.players[g.Current()].Grid[g.attacker].Level < TopLevel
}

// Attacker is the slot of this turn's attacker; -1 before the attack.
func (g *Game) Attacker() int { return g.attacker }

// Winner is the winner once the game is over; -1 before.
func (g *Game) Winner() int { return g.winner }

// Last says what the last action did, in plain words.
func (g *Game) Last() string { return g.last }

// Resting says whether player p's animal in slot s is resting after an
// attack this turn or the one before (it is still shown as resting while
// the other player may attack it).
func (g *Game) Resting(p, s int) bool {
	a := g.animal(p, s)
	return a != nil && a.RestsUntil >= g.turn && g.turn > 0
}

// CanAttack says whether the animal in slot s of the player whose turn it
// is may attack now; why says why not ("" when it may).
func (g *Game) CanAttack(s int) (ok bool, why string) {
	p := g.Current()
	a := g.animal(p, s)
	switch {
	case g.phase != Playing:
		return false, "the game is not under way"
	case a == nil:
		return false, fmt.Sprintf("%s has no animal there", g.players[p].Name)
	case g.attacker >= 0:
		return false, fmt.Sprintf("%s has already attacked this turn", g.players[p].Name)
	case a.RestsUntil >= g.turn && !a.Ready:
		return false, fmt.Sprintf("%s is resting after attacking and cannot attack this turn", a.Name)
	}
	return true, ""
}

// CanBeAttacked says whether player p's animal in slot s can be attacked:
// only the front-most animal of each column can.
func (g *Game) CanBeAttacked(p, s int) bool {
	if s < 0 || s >= Slots || g.animal(p, s) == nil {
		return false
	}
	return g.front(p, s%Columns) == s
}

// front is the slot of the front-most animal in column col of player p's
// grid; -1 when the column is empty.
func (g *Game) front(p, col int) int {
	for s := col; s < Slots; s += Columns {
		if g.players[p].Grid[s] != nil {
			return s
		}
	}
	return -1
}

// animal is player p's animal in slot s, or nil.
func (g *Game) animal(p, s int) *Animal {
	if p < 0 || p > 1 || s < 0 || s >= Slots {
		return nil
	}
	return g.players[p].Grid[s]
}

// Reminders are what the players must do with the cards themselves, in
// plain words: cards to discard at the end of this turn (played in turn or
// out of it), cards staying in play, animals whose other cards go to the
// defeated pile when drawn, and the hand of five.
func (g *Game) Reminders() []string {
	var out []string
	if g.phase != Playing {
		return out
	}
	for _, p := range []int{g.Current(), 1 - g.Current()} {
		pl := &g.players[p]
		for _, c := range []*Card{pl.Health, pl.Item} {
			if c != nil && !c.Stay && c.Turn == g.turn {
				out = append(out, fmt.Sprintf("At the end of the turn, %s discards %s.", pl.Name, c.Name))
			}
		}
	}
	for _, p := range g.players {
		for _, c := range []*Card{p.Health, p.Item} {
			if c != nil && c.Stay {
				out = append(out, fmt.Sprintf("%s stays in front of %s until it is replaced or destroyed.", c.Name, p.Name))
			}
		}
	}
	for _, p := range g.players {
		for _, d := range p.Defeated {
			if d.Beaten {
				out = append(out, fmt.Sprintf("%s: any %s card drawn goes straight to the defeated pile.", p.Name, d.Name))
			}
		}
	}
	return append(out, HandReminder())
}
