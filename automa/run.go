package automa

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Options are the choices made at set-up.
type Options struct {
	// Champions are the automa's champions: 3 for a game of one against
	// the automa; 4 for the co-op game against two automa players, the
	// first two playing for the first automa, the last two for the second.
	Champions []string `json:"champions"`
	// CoOp is the two-against-two game: two players against two automa
	// players.
	CoOp bool `json:"coop,omitempty"`
	// Physical is true when the players deal the action cards from a real
	// deck and tell the app whose card each is; false when the app deals
	// from its own shuffled deck.
	Physical bool `json:"physical,omitempty"`
	// ExtraMove is harder option 1: alone, a free emergency move at the
	// start of each automa turn; in co-op, three action cards a turn
	// instead of two.
	ExtraMove bool `json:"extraMove,omitempty"`
	// Removed is harder option 2: the cards taken out of the reaction deck,
	// cards that are not reactions, chosen by the players (3 alone, 4 in
	// co-op); empty without the option.
	Removed []string `json:"removed,omitempty"`
	// Trophies is harder option 3: the players need one trophy more to
	// win and the automa one fewer.
	Trophies bool `json:"trophies,omitempty"`
	// ChallengeLimit caps the challenges in play (3 alone, 4 in co-op).
	ChallengeLimit bool `json:"challengeLimit,omitempty"`
}

// Teams is how many automa players there are: 1, or 2 in co-op.
func (o Options) Teams() int {
	if o.CoOp {
		return 2
	}
	return 1
}

// TeamSize is how many champions the automa has: 3 alone, 4 in co-op.
func (o Options) TeamSize() int {
	if o.CoOp {
		return 4
	}
	return 3
}

// RemoveCount is how many cards harder option 2 takes out of the reaction
// deck: 3 alone, 4 in co-op.
func (o Options) RemoveCount() int {
	if o.CoOp {
		return 4
	}
	return 3
}

// ChallengeMax is the most challenges in play with the challenge limit: 3
// alone, 4 in co-op.
func (o Options) ChallengeMax() int {
	if o.CoOp {
		return 4
	}
	return 3
}

// CardsPerTurn is how many action cards an automa player plays a turn: 3
// alone; 2 in co-op, or 3 with harder option 1.
func (o Options) CardsPerTurn() int {
	if o.CoOp && !o.ExtraMove {
		return 2
	}
	return 3
}

// Card is one action card: whose it is and which of their three (1 to 3).
// In a real deck the number means nothing; the app's deck uses it so the
// players can find the card among the champion's three.
type Card struct {
	Champion string `json:"c"`
	N        int    `json:"n"`
}

// String is the card in players' words: "Deryn's card 2".
func (c Card) String() string { return fmt.Sprintf("%s's card %d", c.Champion, c.N) }

// Pile is a deck to draw from (top first) and its discard pile.
type Pile[T any] struct {
	Draw    []T `json:"draw"`
	Discard []T `json:"discard"`
}

// Size is how many cards the pile holds, drawn or discarded.
func (p Pile[T]) Size() int { return len(p.Draw) + len(p.Discard) }

// reshuffle makes a new deck of the discard pile, shuffled.
func (p *Pile[T]) reshuffle(rng *rand.Rand) {
	p.Draw = append(p.Draw, p.Discard...)
	p.Discard = nil
	rng.Shuffle(len(p.Draw), func(i, j int) { p.Draw[i], p.Draw[j] = p.Draw[j], p.Draw[i] })
}

// Spawn is where a champion starts: a deployment hex of the automa's side,
// counted from the players' left.
type Spawn struct {
	Champion string `json:"champion"`
	Hex      string `json:"hex"`
}

// The deployment hexes, as players name them.
const (
	HexLeftmost    = "leftmost"
	HexLeftMiddle  = "left of the middle"
	HexMiddle      = "middle"
	HexRightMiddle = "right of the middle"
	HexRightmost   = "rightmost"
)

// Run is a whole game against the automa: the set-up, its decks, its stun
// tokens and the turn under way. Every change is a method that refuses an
// illegal one with an error and then changes nothing.
type Run struct {
	Options Options `json:"options"`
	Spawns  []Spawn `json:"spawns"`
	// Reaction is the one reaction deck (shared by both automa players in
	// co-op).
	Reaction Pile[string] `json:"reaction"`
	// Action are the action decks, one per automa player.
	Action []Pile[Card] `json:"action"`
	// Stuns are the stun tokens by champion, for their next turn.
	Stuns map[string]int `json:"stuns,omitempty"`
	// Later are stun tokens given during their own automa's turn: they
	// wait for the next one.
	Later map[string]int `json:"later,omitempty"`
	// Leveled are the champions that have leveled up.
	Leveled []string `json:"leveled,omitempty"`
	// Turn is the automa turn under way; nil between turns.
	Turn *Turn `json:"turn,omitempty"`
	// Turns is how many automa turns are over.
	Turns int `json:"turns"`
	// Flips are the reaction cards of the latest attack on the automa.
	Flips []Flip `json:"flips,omitempty"`
	// Life is each champion's life as the players entered it; a champion
	// not in it has not had it entered.
	Life map[string]int `json:"life,omitempty"`
	// Trophies are the players' and the automa's trophies.
	Trophies Score `json:"trophies,omitzero"`
	// Players are the players' champions as the players named them, in
	// the order named (AddPlayer).
	Players []string `json:"players,omitempty"`
	// PlayerLife is the life of the players' champions as entered; a
	// champion not in it has not had it entered.
	PlayerLife map[string]int `json:"playerLife,omitempty"`
}

// New sets a game up: the champions' cards split into the reaction deck and
// the action decks, both shuffled, and the champions placed on their
// deployment hexes at random. Options the rules do not allow are refused.
func New(o Options, rng *rand.Rand) (*Run, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	o.Champions = canonical(o.Champions)
	o.Removed = slices.Clone(o.Removed)
	r := &Run{Options: o, Action: make([]Pile[Card], o.Teams())}
	for _, name := range o.Champions {
		c, _ := Find(name)
		for _, card := range c.Reactions {
			if !slices.Contains(o.Removed, card) {
				r.Reaction.Draw = append(r.Reaction.Draw, card)
			}
		}
	}
	r.Reaction.reshuffle(rng)
	for t := range r.Action {
		for _, name := range r.TeamOf(t) {
			for n := 1; n <= ActionCards; n++ {
				r.Action[t].Draw = append(r.Action[t].Draw, Card{name, n})
			}
		}
		r.Action[t].reshuffle(rng)
	}
	r.Spawns = spawns(o, rng)
	return r, nil
}

// canonical writes each champion's name as the table spells it.
func canonical(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		c, _ := Find(n)
		out[i] = c.Name
	}
	return out
}

// check says what is wrong with the options, if anything.
func (o Options) check() error {
	if len(o.Champions) != o.TeamSize() {
		if o.CoOp {
			return problem.Newf("automa", "the co-op game needs 4 automa champions, two for each automa player, not %d", len(o.Champions))
		}
		return problem.Newf("automa", "the automa needs 3 champions, not %d", len(o.Champions))
	}
	var reactions []string
	for i, n := range o.Champions {
		c, err := Find(n)
		if err != nil {
			return err
		}
		for _, m := range o.Champions[:i] {
			if strings.EqualFold(strings.TrimSpace(m), c.Name) {
				return problem.Newf("automa", "%s is on the automa's team twice", c.Name)
			}
		}
		reactions = append(reactions, c.Reactions[:]...)
	}
	if len(o.Removed) == 0 {
		return nil
	}
	if len(o.Removed) != o.RemoveCount() {
		return problem.Newf("automa", "to make the automa harder, tick %d cards of the reaction deck to leave out, not %d", o.RemoveCount(), len(o.Removed))
	}
	for i, card := range o.Removed {
		if !slices.Contains(reactions, card) {
			return problem.Newf("automa", "%q is not in the automa's reaction deck", card)
		}
		if slices.Contains(o.Removed[:i], card) {
			return problem.Newf("automa", "%q is taken out twice", card)
		}
	}
	return nil
}

// spawns places the champions on the deployment hexes at random: alone on
// the leftmost, middle and rightmost; in co-op the middle stays empty and
// each side of it gets one champion of each automa player.
func spawns(o Options, rng *rand.Rand) []Spawn {
	if !o.CoOp {
		hexes := []string{HexLeftmost, HexMiddle, HexRightmost}
		rng.Shuffle(len(hexes), func(i, j int) { hexes[i], hexes[j] = hexes[j], hexes[i] })
		out := make([]Spawn, len(hexes))
		for i, h := range hexes {
			out[i] = Spawn{o.Champions[i], h}
		}
		return sortSpawns(out)
	}
	var out []Spawn
	for _, side := range [][2]string{{HexLeftmost, HexLeftMiddle}, {HexRightMiddle, HexRightmost}} {
		if rng.IntN(2) == 1 {
			side[0], side[1] = side[1], side[0]
		}
		out = append(out, Spawn{Hex: side[0]}, Spawn{Hex: side[1]})
	}
	first, second := o.Champions[:2], o.Champions[2:]
	if rng.IntN(2) == 1 {
		first = []string{first[1], first[0]}
	}
	if rng.IntN(2) == 1 {
		second = []string{second[1], second[0]}
	}
	out[0].Champion, out[2].Champion = first[0], first[1]
	out[1].Champion, out[3].Champion = second[0], second[1]
	return sortSpawns(out)
}

// hexOrder is the deployment hexes from the players' left.
var hexOrder = []string{HexLeftmost, HexLeftMiddle, HexMiddle, HexRightMiddle, HexRightmost}

// sortSpawns orders spawns from the leftmost hex to the rightmost.
func sortSpawns(s []Spawn) []Spawn {
	slices.SortFunc(s, func(a, b Spawn) int { return slices.Index(hexOrder, a.Hex) - slices.Index(hexOrder, b.Hex) })
	return s
}

// Random picks n different champions at random, for a random team.
func Random(n int, rng *rand.Rand) []string {
	idx := rng.Perm(len(Champions))[:n]
	out := make([]string, n)
	for i, k := range idx {
		out[i] = Champions[k].Name
	}
	return out
}

// TeamOf returns the champions of automa player t (0, or 1 in co-op).
func (r *Run) TeamOf(t int) []string {
	if !r.Options.CoOp {
		return slices.Clone(r.Options.Champions)
	}
	return slices.Clone(r.Options.Champions[2*t : 2*t+2])
}

// team returns which automa player champion plays for; -1 for none.
func (r *Run) team(champion string) int {
	i := slices.Index(r.Options.Champions, champion)
	switch {
	case i < 0:
		return -1
	case r.Options.CoOp:
		return i / 2
	}
	return 0
}

// champion returns the automa's champion called name, as the table spells
// it, or an error saying it is not on the team.
func (r *Run) champion(name string) (string, error) {
	c, err := Find(name)
	if err != nil || r.team(c.Name) < 0 {
		return "", problem.Newf("automa", "%s is not one of the automa's champions (%s)", strings.TrimSpace(name), strings.Join(r.Options.Champions, ", "))
	}
	return c.Name, nil
}

// NextTeam is the automa player whose turn comes next: 0 alone; in co-op
// the two take turns, the first one first.
func (r *Run) NextTeam() int {
	if r.Options.CoOp {
		return r.Turns % 2
	}
	return 0
}

// IsLeveled says whether champion has leveled up.
func (r *Run) IsLeveled(champion string) bool { return slices.Contains(r.Leveled, champion) }

// SetLeveled records that champion has leveled up (on) or not.
func (r *Run) SetLeveled(champion string, on bool) error {
	name, err := r.champion(champion)
	if err != nil {
		return err
	}
	if on == r.IsLeveled(name) {
		if on {
			return problem.Newf("automa", "%s has already leveled up", name)
		}
		return problem.Newf("automa", "%s has not leveled up", name)
	}
	if on {
		r.Leveled = append(r.Leveled, name)
	} else {
		r.Leveled = slices.DeleteFunc(r.Leveled, func(s string) bool { return s == name })
	}
	return nil
}

// Clone returns a deep copy of r.
func (r *Run) Clone() *Run {
	c := *r
	c.Options.Champions = slices.Clone(r.Options.Champions)
	c.Options.Removed = slices.Clone(r.Options.Removed)
	c.Spawns = slices.Clone(r.Spawns)
	c.Reaction = Pile[string]{slices.Clone(r.Reaction.Draw), slices.Clone(r.Reaction.Discard)}
	c.Action = make([]Pile[Card], len(r.Action))
	for i, p := range r.Action {
		c.Action[i] = Pile[Card]{slices.Clone(p.Draw), slices.Clone(p.Discard)}
	}
	c.Stuns, c.Later, c.Life = cloneMap(r.Stuns), cloneMap(r.Later), cloneMap(r.Life)
	c.Players, c.PlayerLife = slices.Clone(r.Players), cloneMap(r.PlayerLife)
	c.Leveled = slices.Clone(r.Leveled)
	c.Flips = slices.Clone(r.Flips)
	if r.Turn != nil {
		t := *r.Turn
		t.Steps = slices.Clone(r.Turn.Steps)
		c.Turn = &t
	}
	return &c
}

// withValue is a copy of m with k set to v: the map m, which a clone of
// the run may share, stays as it was.
func withValue(m map[string]int, k string, v int) map[string]int {
	out := make(map[string]int, len(m)+1)
	for key, val := range m {
		out[key] = val
	}
	out[k] = v
	return out
}

// cloneMap copies m; nil for an empty one.
func cloneMap(m map[string]int) map[string]int {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// clone copies the pile, so that changing the copy leaves p as it was.
func (p Pile[T]) clone() Pile[T] {
	return Pile[T]{slices.Clone(p.Draw), slices.Clone(p.Discard)}
}
