package exercise

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// do applies change to a copy of g and keeps the copy only when change
// succeeds, so an action that refuses changes nothing.
func (g *Game) do(change func(c *Game) error) error {
	c := g.Clone()
	if err := change(c); err != nil {
		return err
	}
	*g = *c
	return nil
}

// Throw records a round of rock, paper, scissors: a is the first player's
// throw, b the second's. A tie is thrown again; otherwise the winner goes
// first and the players place their animals.
func (g *Game) Throw(a, b Hand) error {
	return g.do(func(c *Game) error {
		if c.phase != ChooseFirst {
			return problem.Newf("exercise", "who goes first is already decided: %s", c.players[c.first].Name)
		}
		for _, h := range []Hand{a, b} {
			if h < Rock || h > Scissors {
				return problem.Newf("exercise", "%d is not rock, paper or scissors", int(h))
			}
		}
		c.throws = append(c.throws, [2]Hand{a, b})
		if a == b {
			c.last = fmt.Sprintf("Both threw %s: a tie, throw again.", strings.ToLower(a.String()))
			return nil
		}
		c.first = 1
		if a.beats(b) {
			c.first = 0
		}
		c.phase = Placing
		win, lose := [2]Hand{a, b}[c.first], [2]Hand{a, b}[1-c.first]
		c.last = fmt.Sprintf("%s beats %s: %s goes first.", win, strings.ToLower(lose.String()), c.players[c.first].Name)
		return nil
	})
}

// Place puts player p's level-1 animal called name, with the health on its
// card, in slot s of the grid before the first turn.
func (g *Game) Place(p, s int, name string, health int) error {
	return g.do(func(c *Game) error {
		if c.phase != Placing {
			return problem.Newf("exercise", "animals are placed before the first turn; during the game, add one as a play")
		}
		if err := c.checkNewAnimal(p, s, name, health); err != nil {
			return err
		}
		if c.players[p].Animals() >= StartCount {
			return problem.Newf("exercise", "%s already has %d animals; each player starts with %d", c.players[p].Name, StartCount, StartCount)
		}
		c.players[p].Grid[s] = &Animal{Name: strings.TrimSpace(name), Level: 1, Health: health}
		c.last = fmt.Sprintf("%s placed %s (%d health).", c.players[p].Name, strings.TrimSpace(name), health)
		return nil
	})
}

// checkNewAnimal says what is wrong with putting a level-1 animal called
// name with health in player p's slot s, or nil.
func (g *Game) checkNewAnimal(p, s int, name string, health int) error {
	if p < 0 || p > 1 {
		return problem.Newf("exercise", "there is no player %d", p+1)
	}
	pl := &g.players[p]
	name = strings.TrimSpace(name)
	switch {
	case s < 0 || s >= Slots:
		return problem.Newf("exercise", "the grid has slots 1 to %d, not %d", Slots, s+1)
	case pl.Grid[s] != nil:
		return problem.Newf("exercise", "%s already has %s in that place", pl.Name, pl.Grid[s].Name)
	case health < 1 || health > MaxHealth:
		return problem.Newf("exercise", "health must be between 1 and %d, not %d", MaxHealth, health)
	}
	if err := checkName(name, "the animal"); err != nil {
		return err
	}
	switch {
	case pl.levelOneGone(name):
		return problem.Newf("exercise", "the level 1 %s was upgraded before and cannot be played again", name)
	case pl.find(name) >= 0:
		return problem.Newf("exercise", "%s already has %s on the grid", pl.Name, name)
	case pl.beaten(name):
		return problem.Newf("exercise", "%s was defeated; its cards go to the defeated pile, not the grid", name)
	}
	return nil
}

// Unplace takes player p's animal in slot s off the grid before the first
// turn (to correct a mistake).
func (g *Game) Unplace(p, s int) error {
	return g.do(func(c *Game) error {
		if c.phase != Placing {
			return problem.Newf("exercise", "animals can be taken back only before the first turn")
		}
		a := c.animal(p, s)
		if a == nil {
			return problem.Newf("exercise", "there is no animal there to take back")
		}
		c.players[p].Grid[s] = nil
		c.last = fmt.Sprintf("%s took %s back.", c.players[p].Name, a.Name)
		return nil
	})
}

// Begin starts the first turn once both players have placed their six
// animals.
func (g *Game) Begin() error {
	return g.do(func(c *Game) error {
		if c.phase != Placing {
			return problem.Newf("exercise", "the game can begin only after rock, paper, scissors and before the first turn")
		}
		for _, p := range c.players {
			if n := p.Animals(); n != StartCount {
				return problem.Newf("exercise", "%s has placed %d animals; place %d to begin", p.Name, n, StartCount)
			}
		}
		c.phase = Playing
		c.turn = 1
		c.last = fmt.Sprintf("%s's turn: make a play, then attack.", c.players[c.first].Name)
		return nil
	})
}
