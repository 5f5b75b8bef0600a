package exercise

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Attack is the turn's attack: the current player's animal in slot from
// attacks the other player's animal in slot target, doing damage (the
// number on the attacking card, after the exercise is done) plus bonus: +1
// when strong against the target, -1 when weak, 0 otherwise or when the
// strong/weak rule is off. An animal whose health reaches 0 goes to the
// defeated pile; the attacker rests for one turn. Defeating the other
// player's last animal wins the game.
func (g *Game) Attack(from, target, damage, bonus int) error {
	return g.do(func(c *Game) error {
		if ok, why := c.CanAttack(from); !ok {
			return problem.Newf("exercise", "%s", why)
		}
		me, them := c.Current(), 1-c.Current()
		t := c.animal(them, target)
		switch {
		case t == nil:
			return problem.Newf("exercise", "%s has no animal there to attack", c.players[them].Name)
		case !c.CanBeAttacked(them, target):
			return problem.Newf("exercise", "%s is behind another animal; only the first animal of each column can be attacked", t.Name)
		case damage < 1 || damage > MaxDamage:
			return problem.Newf("exercise", "the damage on the card must be between 1 and %d, not %d", MaxDamage, damage)
		case bonus < -1 || bonus > 1:
			return problem.Newf("exercise", "strong or weak changes the damage by 1 at most, not %d", bonus)
		case bonus != 0 && !c.strongWeak:
			return problem.Newf("exercise", "the strong/weak rule is off in this game")
		}
		a := c.players[me].Grid[from]
		a.RestsUntil, a.Ready = c.turn+2, false
		c.attacker = from
		dealt := max(0, damage+bonus)
		t.Health = max(0, t.Health-dealt)
		c.last = fmt.Sprintf("%s hit %s for %d. ", a.Name, t.Name, dealt) + c.afterDamage(them, target)
		c.defeated = t.Health == 0
		return nil
	})
}

// afterDamage sends player p's animal in slot s to the defeated pile when
// its health is 0, ends the game when it was p's last, and says what
// happened.
func (g *Game) afterDamage(p, s int) string {
	pl := &g.players[p]
	a := pl.Grid[s]
	if a.Health > 0 {
		return fmt.Sprintf("%s has %d health left.", a.Name, a.Health)
	}
	pl.Grid[s] = nil
	pl.Defeated = append(pl.Defeated, Gone{Name: a.Name, Level: a.Level, Beaten: true})
	words := fmt.Sprintf("%s is defeated and goes to the defeated pile.", a.Name)
	if pl.Animals() == 0 {
		g.phase, g.winner = Over, 1-p
		return words + fmt.Sprintf(" %s has no animals left: %s wins!", pl.Name, g.players[1-p].Name)
	}
	return words
}

// UpgradeAfterDefeat upgrades this turn's attacker, which defeated an
// animal, with its next level, health being the new card's. It still rests
// in its owner's next turn.
func (g *Game) UpgradeAfterDefeat(health int) error {
	return g.do(func(c *Game) error {
		if c.phase != Playing {
			return problem.Newf("exercise", "the game is not under way")
		}
		if !c.defeated || c.attacker < 0 {
			return problem.Newf("exercise", "only an animal that defeated another this turn can be upgraded without a dojo")
		}
		if c.upgraded {
			return problem.Newf("exercise", "the attacker is already upgraded this turn")
		}
		if err := c.upgrade(c.Current(), c.attacker, health); err != nil {
			return err
		}
		c.upgraded = true
		return nil
	})
}

// ChangeHealth records a change of health that a card's instructions made:
// player p's animal in slot s gains delta health, or loses it when delta is
// negative. At 0 health the animal is defeated.
func (g *Game) ChangeHealth(p, s, delta int) error {
	return g.do(func(c *Game) error {
		if c.phase != Playing {
			return problem.Newf("exercise", "health changes only while the game is under way")
		}
		a := c.animal(p, s)
		switch {
		case a == nil:
			return problem.Newf("exercise", "there is no animal there")
		case delta == 0:
			return problem.Newf("exercise", "the change of health is 0")
		case delta < -MaxHealth || delta > MaxHealth:
			return problem.Newf("exercise", "a change of %d health is more than the score sheet holds", delta)
		}
		a.Health = max(0, min(MaxHealth, a.Health+delta))
		verb := "gained"
		if delta < 0 {
			verb = "lost"
		}
		c.last = fmt.Sprintf("%s %s %d health. ", a.Name, verb, abs(delta)) + c.afterDamage(p, s)
		return nil
	})
}

// abs is the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// DestroyCard removes player p's card of kind that stays in play, as a card
// instruction destroyed it.
func (g *Game) DestroyCard(p int, kind CardKind) error {
	return g.do(func(c *Game) error {
		if c.phase != Playing {
			return problem.Newf("exercise", "cards are destroyed only while the game is under way")
		}
		if p < 0 || p > 1 {
			return problem.Newf("exercise", "there is no player %d", p+1)
		}
		pl := &c.players[p]
		slot := &pl.Health
		what := "health card"
		if kind == ItemCard {
			slot, what = &pl.Item, "item or dojo"
		}
		if *slot == nil {
			return problem.Newf("exercise", "%s has no %s in play", pl.Name, what)
		}
		c.last = fmt.Sprintf("%s's %s was destroyed and is discarded.", pl.Name, (*slot).Name)
		*slot = nil
		return nil
	})
}

// EndTurn ends the turn: health and item cards played this turn are
// discarded unless they stay (those played out of turn too), and the
// other player's turn begins. A turn may end without an attack (when no
// animal can attack, for one).
func (g *Game) EndTurn() error {
	return g.do(func(c *Game) error {
		if c.phase != Playing {
			return problem.Newf("exercise", "the game is not under way")
		}
		c.last = ""
		for _, p := range []int{c.Current(), 1 - c.Current()} {
			if gone := c.players[p].discard(); len(gone) > 0 {
				c.last += fmt.Sprintf("%s discarded %s. ", c.players[p].Name, strings.Join(gone, " and "))
			}
		}
		for _, a := range c.players[c.Current()].Grid {
			if a != nil {
				a.Ready = false
			}
		}
		c.turn++
		c.played, c.attacker, c.defeated, c.upgraded = "", -1, false, false
		c.last += fmt.Sprintf("%s's turn.", c.players[c.Current()].Name)
		return nil
	})
}

// discard takes the player's health and item cards that do not stay out
// of play and returns their names.
func (p *Player) discard() []string {
	var gone []string
	for _, slot := range []**Card{&p.Health, &p.Item} {
		if *slot != nil && !(*slot).Stay {
			gone = append(gone, (*slot).Name)
			*slot = nil
		}
	}
	return gone
}
