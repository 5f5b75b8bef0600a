package exercise

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// CardKind is the kind of a card in play: health, or item/dojo.
type CardKind int

// The two kinds; a player has at most one of each in play.
const (
	HealthCard CardKind = iota
	ItemCard            // an item or a dojo
)

// play checks that the player whose turn it is may make a play now.
func (g *Game) play() error {
	if g.phase != Playing {
		return problem.Newf("exercise", "the game is not under way")
	}
	if !g.CanPlay() {
		if g.attacker >= 0 {
			return problem.Newf("exercise", "the play comes before the attack; %s has already attacked", g.players[g.Current()].Name)
		}
		return problem.Newf("exercise", "%s has already made this turn's play (%s)", g.players[g.Current()].Name, g.played)
	}
	return nil
}

// putCard puts card of kind in front of player p; a card of the same kind
// still there (one that stays) is discarded. It returns the words for that,
// "" when none was there.
func (g *Game) putCard(p int, kind CardKind, card Card) string {
	pl := &g.players[p]
	slot := &pl.Health
	if kind == ItemCard {
		slot = &pl.Item
	}
	old := ""
	if *slot != nil {
		old = fmt.Sprintf(" %s is discarded.", (*slot).Name)
	}
	card.Turn = g.turn
	*slot = &card
	return old
}

// PlayHealth is the turn's play of a health card called name; stay says
// the card stays in play. When heal is more than 0 it adds that much health
// to the player's own animal in slot s.
func (g *Game) PlayHealth(name string, stay bool, s, heal int) error {
	return g.do(func(c *Game) error {
		if err := c.play(); err != nil {
			return err
		}
		name, err := c.healthCard(c.Current(), name, stay, s, heal)
		c.played = "a health card: " + name
		return err
	})
}

// healthCard puts player p's health card called name in play, adding heal
// health to p's animal in slot s when heal is more than 0. It returns the
// name trimmed.
func (g *Game) healthCard(p int, name string, stay bool, s, heal int) (string, error) {
	pl := &g.players[p]
	name = strings.TrimSpace(name)
	if err := checkName(name, "the card"); err != nil {
		return name, err
	}
	g.last = fmt.Sprintf("%s played %s.", pl.Name, name)
	if heal < 0 || heal > MaxHealth {
		return name, problem.Newf("exercise", "a health card gives 0 to %d health, not %d", MaxHealth, heal)
	}
	if heal > 0 {
		a := g.animal(p, s)
		if a == nil {
			return name, problem.Newf("exercise", "choose one of %s's animals to get the health", pl.Name)
		}
		a.Health = min(MaxHealth, a.Health+heal)
		g.last = fmt.Sprintf("%s played %s: %s has %d health.", pl.Name, name, a.Name, a.Health)
	}
	g.last += g.putCard(p, HealthCard, Card{Name: name, Stay: stay})
	return name, nil
}

// PlayItem is the turn's play of an item card called name; stay says the
// card stays in play. What the item does is up to its card: health it
// changes is recorded with ChangeHealth.
func (g *Game) PlayItem(name string, stay bool) error {
	return g.do(func(c *Game) error {
		if err := c.play(); err != nil {
			return err
		}
		name, err := c.itemCard(c.Current(), name, stay)
		c.played = "an item card: " + name
		return err
	})
}

// itemCard puts player p's item card called name in play and returns the
// name trimmed.
func (g *Game) itemCard(p int, name string, stay bool) (string, error) {
	name = strings.TrimSpace(name)
	if err := checkName(name, "the card"); err != nil {
		return name, err
	}
	g.last = fmt.Sprintf("%s played %s.", g.players[p].Name, name) + g.putCard(p, ItemCard, Card{Name: name, Stay: stay})
	return name, nil
}

// PlayDojo is the turn's play of a dojo: the player's animal in slot s is
// upgraded with its next level, health being the new card's. The upgraded
// animal may attack this turn, even if it was resting.
func (g *Game) PlayDojo(s, health int) error {
	return g.do(func(c *Game) error {
		if err := c.play(); err != nil {
			return err
		}
		if err := c.dojo(c.Current(), s, health); err != nil {
			return err
		}
		c.played = "a dojo for " + c.players[c.Current()].Grid[s].Name
		return nil
	})
}

// dojo upgrades player p's animal in slot s with a dojo. On p's own turn
// the animal may attack at once; a dojo played out of turn cannot give an
// attack.
func (g *Game) dojo(p, s, health int) error {
	if err := g.upgrade(p, s, health); err != nil {
		return err
	}
	g.players[p].Grid[s].Ready = p == g.Current()
	g.last += g.putCard(p, ItemCard, Card{Name: "Dojo", Dojo: true})
	return nil
}

// upgrade puts the next level of player p's animal in slot s over it,
// with health from the new card. A level-1 card replaced goes to the
// defeated pile; it cannot be played again.
func (g *Game) upgrade(p, s, health int) error {
	if p < 0 || p > 1 {
		return problem.Newf("exercise", "there is no player %d", p+1)
	}
	pl := &g.players[p]
	a := g.animal(p, s)
	switch {
	case a == nil:
		return problem.Newf("exercise", "choose one of %s's animals to upgrade", pl.Name)
	case a.Level >= TopLevel:
		return problem.Newf("exercise", "%s is already level %d, the highest", a.Name, TopLevel)
	case health < 1 || health > MaxHealth:
		return problem.Newf("exercise", "health must be between 1 and %d, not %d", MaxHealth, health)
	}
	if a.Level == 1 {
		pl.Defeated = append(pl.Defeated, Gone{Name: a.Name, Level: 1})
	}
	a.Level++
	a.Health = health
	g.last = fmt.Sprintf("%s upgraded %s to level %d (%d health).", pl.Name, a.Name, a.Level, health)
	if a.Level == 2 {
		g.last += fmt.Sprintf(" The level 1 %s goes to the defeated pile.", a.Name)
	} else {
		g.last += fmt.Sprintf(" The level 2 %s is discarded.", a.Name)
	}
	return nil
}

// AddAnimal is the turn's play of a new level-1 animal called name, with
// the health on its card, in the empty slot s of the player's grid.
func (g *Game) AddAnimal(s int, name string, health int) error {
	return g.do(func(c *Game) error {
		if err := c.play(); err != nil {
			return err
		}
		if err := c.newAnimal(c.Current(), s, name, health); err != nil {
			return err
		}
		c.played = "a new animal: " + strings.TrimSpace(name)
		return nil
	})
}

// newAnimal puts player p's new level-1 animal called name, with health,
// in the empty slot s of p's grid.
func (g *Game) newAnimal(p, s int, name string, health int) error {
	if err := g.checkNewAnimal(p, s, name, health); err != nil {
		return err
	}
	name = strings.TrimSpace(name)
	g.players[p].Grid[s] = &Animal{Name: name, Level: 1, Health: health}
	g.last = fmt.Sprintf("%s added %s (%d health).", g.players[p].Name, name, health)
	return nil
}

// SwapCards is the turn's play of discarding cards from the hand and
// picking up as many.
func (g *Game) SwapCards() error {
	return g.do(func(c *Game) error {
		if err := c.play(); err != nil {
			return err
		}
		c.played = "swapped cards"
		c.last = fmt.Sprintf("%s swapped cards from their hand.", c.players[c.Current()].Name)
		return nil
	})
}
