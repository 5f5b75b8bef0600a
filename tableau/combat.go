package tableau

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Part is one stack's share of a tableau's power: its level's printed
// power, with what its food, abilities and its column's effects add.
type Part struct {
	Space     int    `json:"space"` // 0-based, rear first
	Type      string `json:"type"`
	Level     int    `json:"level"`
	Printed   int    `json:"printed"`             // the power printed for its level
	Food      string `json:"food,omitempty"`      // the food under it
	FoodPower int    `json:"foodPower,omitempty"` // what the food adds
	Boost     int    `json:"boost,omitempty"`     // what abilities add this round
	Column    int    `json:"column,omitempty"`    // what effects on its column add this round
	Power     int    `json:"power"`               // what it adds: never below 0, 0 when wounded
	Wounded   bool   `json:"wounded,omitempty"`
}

// Sum is one player's power in a combat, added from rear to front.
type Sum struct {
	Player int    `json:"player"`
	Parts  []Part `json:"parts"`
	Total  int    `json:"total"`
}

// Combat is the result of one round's combat.
type Combat struct {
	Round     int   `json:"round"`
	Sums      []Sum `json:"sums"`      // in the round's turn order
	Points    []int `json:"points"`    // victory points gained, by player
	NextFirst int   `json:"nextFirst"` // the least power: first player of the next round
}

// Words writes the sum as the table can check it: "Ant 4 + Fish 0 (wounded)
// + Otter 6 (3 printed, Honey +1, abilities +2) = 10"; an empty tableau is
// "no stacks = 0".
func (sm Sum) Words() string {
	if len(sm.Parts) == 0 {
		return "no stacks = 0"
	}
	terms := make([]string, len(sm.Parts))
	for i, pt := range sm.Parts {
		terms[i] = pt.Type + " " + strconv.Itoa(pt.Power) + pt.why()
	}
	return strings.Join(terms, " + ") + " = " + strconv.Itoa(sm.Total)
}

// why says in brackets what makes a part's power other than its printed
// one: " (wounded)", " (3 printed, Honey +1, column -1)"; "" when nothing.
func (pt Part) why() string {
	if pt.Wounded {
		return " (wounded)"
	}
	if pt.FoodPower == 0 && pt.Boost == 0 && pt.Column == 0 {
		return ""
	}
	terms := append([]string{strconv.Itoa(pt.Printed) + " printed"}, changes(pt.Food, pt.FoodPower, pt.Boost, pt.Column)...)
	out := " (" + strings.Join(terms, ", ")
	if pt.Printed+pt.FoodPower+pt.Boost+pt.Column < 0 {
		out += "; never below 0"
	}
	return out + ")"
}

// changes says what changes a printed power: a food's, abilities' and a
// column's, each when not 0.
func changes(food string, foodPower, boost, column int) []string {
	var out []string
	if foodPower != 0 {
		out = append(out, food+" "+Signed(foodPower))
	}
	if boost != 0 {
		out = append(out, "abilities "+Signed(boost))
	}
	if column != 0 {
		out = append(out, "column "+Signed(column))
	}
	return out
}

// Signed writes a change of power with its sign: "+2", "-1", "0".
func Signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// sum adds up player p's power from rear to front.
func (s *state) sum(p int) Sum {
	out := Sum{Player: p}
	for i, st := range s.players[p].Spaces {
		if st.Empty() {
			continue
		}
		pt := Part{Space: i, Type: st.Type, Level: st.Level, Printed: st.Power[st.Level-1], Food: st.Food,
			FoodPower: st.FoodPower, Boost: st.Boost, Column: s.columns[i], Wounded: st.Wounded}
		if !st.Wounded {
			pt.Power = max(0, pt.Printed+pt.FoodPower+pt.Boost+pt.Column)
		}
		out.Parts = append(out.Parts, pt)
		out.Total += pt.Power
	}
	return out
}

// order is the round's turn order: the first player, then clockwise.
func (s *state) order() []int {
	n := len(s.players)
	out := make([]int, n)
	for i := range out {
		out[i] = (s.first + i) % n
	}
	return out
}

// setWound puts a wound token on p's stack in space i, or takes it off.
func (s *state) setWound(p, i int, on bool) error {
	if err := s.checkPlayer(p); err != nil {
		return err
	}
	if s.phase != PhaseCombat {
		return errf("wounds are placed in the combat phase; it is the %s of round %d", s.phase, s.round)
	}
	st, err := s.stackAt(p, i)
	if err != nil {
		return err
	}
	if st.Wounded == on {
		if on {
			return errf("the %s in %s's %s is already wounded", st.Type, s.players[p].Name, space(i))
		}
		return errf("the %s in %s's %s is not wounded", st.Type, s.players[p].Name, space(i))
	}
	st.Wounded = on
	return nil
}

// combat works out this round's combat without changing the state.
func (s *state) combat() Combat {
	c := Combat{Round: s.round, Points: make([]int, len(s.players))}
	for _, p := range s.order() {
		c.Sums = append(c.Sums, s.sum(p))
	}
	for _, sm := range c.Sums {
		switch rankOf(c.Sums, sm.Total) {
		case 1:
			c.Points[sm.Player] = MostPoints
		case 2:
			c.Points[sm.Player] = NextPoints
		}
	}
	c.NextFirst = c.Sums[0].Player
	least := c.Sums[0].Total
	for _, sm := range c.Sums[1:] { // in turn order: the earliest of a tie stays
		if sm.Total < least {
			c.NextFirst, least = sm.Player, sm.Total
		}
	}
	return c
}

// rankOf is the place of a total among sums: 1 plus the number of players
// with more power (competition ranking: ties share a place, the next is
// skipped).
func rankOf(sums []Sum, total int) int {
	r := 1
	for _, sm := range sums {
		if sm.Total > total {
			r++
		}
	}
	return r
}

// score scores the combat: victory points, the next first player, wounds
// healed, and the next round (or the final sale after the last).
func (s *state) score() error {
	if s.phase != PhaseCombat {
		return errf("only a combat can be scored; it is the %s of round %d", s.phase, s.round)
	}
	c := s.combat()
	s.combats = append(s.combats, c)
	for p := range s.players {
		pl := &s.players[p]
		pl.VP += c.Points[p]
		for i := range pl.Spaces {
			pl.Spaces[i].Wounded, pl.Spaces[i].Boost = false, 0
		}
		pl.Drafted, pl.Refill = 0, nil
	}
	s.first, s.turn, s.passes = c.NextFirst, c.NextFirst, 0
	s.columns = [Spaces]int{}
	if s.round == Rounds {
		s.phase = PhaseSale
		return nil
	}
	s.round++
	s.phase = PhaseMarket
	return nil
}

// finish ends the game after the final sale.
func (s *state) finish() error {
	if s.phase != PhaseSale {
		return errf("the game ends after the final sale of round %d; it is the %s of round %d", Rounds, s.phase, s.round)
	}
	s.phase = PhaseOver
	return nil
}

// Outcome is the end of a game: the winners and why.
type Outcome struct {
	Winners     []int  // the players with the most victory points
	Explanation string // one sentence: who wins with how many points, or who share the victory
}

// Standing is one player's place at the end, by victory points.
type Standing struct {
	Player int
	Place  int // 1 for the most points; tied players share a place
	VP     int
}

// standings ranks the players by victory points, seat order within a tie.
func (s *state) standings() []Standing {
	out := make([]Standing, len(s.players))
	for i, p := range s.players {
		out[i] = Standing{Player: i, VP: p.VP}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].VP > out[b].VP })
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && out[i].VP == out[i-1].VP {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}

// outcome says who wins: the most victory points; tied players share it.
func (s *state) outcome() Outcome {
	st := s.standings()
	var o Outcome
	var names []string
	for _, x := range st {
		if x.Place == 1 {
			o.Winners = append(o.Winners, x.Player)
			names = append(names, s.players[x.Player].Name)
		}
	}
	vp := st[0].VP
	if len(names) == 1 {
		o.Explanation = fmt.Sprintf("%s wins with %s.", names[0], points(vp))
	} else {
		o.Explanation = fmt.Sprintf("%s share the victory with %s each: players tied for the most victory points share it.", joinAnd(names), points(vp))
	}
	return o
}

// points writes "1 victory point", "6 victory points".
func points(n int) string {
	if n == 1 {
		return "1 victory point"
	}
	return strconv.Itoa(n) + " victory points"
}

// joinAnd writes "Ana", "Ana and Ben", "Ana, Ben and Cy".
func joinAnd(w []string) string {
	if len(w) < 2 {
		return strings.Join(w, "")
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

// TieRules says, in players' words, how the app settles what the rules
// leave open: ties in combat and at the end.
const TieRules = "Ties: everyone tied for the most power gains 4 victory points, and then nobody gains 2. " +
	"Everyone tied for the second most power gains 2. " +
	"If several players tie for the least power, the one who came first in this round's turn order becomes first player. " +
	"Players tied for the most victory points at the end share the victory."
