package automa

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// StepKind is what one step of an automa turn is.
type StepKind int

// The kinds of step.
const (
	// FreeMove is an emergency move at the start of the turn: harder
	// option 1, the co-op turn's first move, or a leveled Al'kemi.
	FreeMove StepKind = iota
	// ActionCard is one of the turn's action cards, flipped left to right.
	ActionCard
	// AlkemiDraw is the top action card drawn for Al'kemi's Aqua Vitae or
	// Alchemical Fire.
	AlkemiDraw
)

// Outcome is how a step was resolved.
type Outcome int

// The outcomes.
const (
	Pending    Outcome = iota // not resolved yet
	Acted                     // the champion did what the priority list says
	Emergency                 // an emergency move: a champion moved 2 hexes
	HealDamage                // no emergency move possible: heal 1 and damage 1
	PlayedFree                // Al'kemi's draw matched the colour and was played for free
)

// Step is one thing the automa does on its turn.
type Step struct {
	Kind StepKind `json:"kind"`
	// Card is the action card, once dealt (the app's deck) or entered (a
	// real deck); zero before.
	Card Card `json:"card"`
	// Shown is true once the card is face up.
	Shown bool `json:"shown,omitempty"`
	// Stunned is true when the card's champion had a stun token when it
	// was flipped: the card becomes an emergency move and the token goes.
	Stunned bool `json:"stunned,omitempty"`
	// Reshuffled is true when the action deck ran out and its discard pile
	// was shuffled into a new deck to deal this card.
	Reshuffled bool    `json:"reshuffled,omitempty"`
	Outcome    Outcome `json:"outcome,omitempty"`
	// Mover is the champion who made the emergency move.
	Mover string `json:"mover,omitempty"`
	// Healed is the champion who healed 1 in "heal 1, damage 1", when the
	// players had entered the champions' life; "" otherwise.
	Healed string `json:"healed,omitempty"`
	// Damaged is the players' champion who took 1 damage in "heal 1,
	// damage 1", when the players had entered their champions' life; ""
	// otherwise.
	Damaged string `json:"damaged,omitempty"`
}

// Turn is an automa player's turn under way.
type Turn struct {
	Team  int    `json:"team"`
	Steps []Step `json:"steps"`
}

// Current is the index of the first step not resolved; len(Steps) when
// every step is.
func (t *Turn) Current() int {
	for i, s := range t.Steps {
		if s.Outcome == Pending {
			return i
		}
	}
	return len(t.Steps)
}

// errNoTurn is the error of a turn action between turns.
var errNoTurn = problem.Newf("automa", "no automa turn is under way; start one first")

// FreeMoves is how many emergency moves automa player t makes at the start
// of a turn: one in co-op, one with harder option 1 alone, and one more
// while a leveled Al'kemi plays for them.
func (r *Run) FreeMoves(t int) int {
	n := 0
	if r.Options.CoOp || r.Options.ExtraMove {
		n++
	}
	if slices.Contains(r.TeamOf(t), Alkemi) && r.IsLeveled(Alkemi) {
		n++
	}
	return n
}

// StartTurn begins the next automa player's turn: the free emergency moves
// first, then the action cards, dealt face down from the app's deck (with a
// real deck, the players deal and enter each card as they flip it).
func (r *Run) StartTurn(rng *rand.Rand) error {
	if r.Turn != nil {
		return problem.Newf("automa", "the automa's turn is already under way; end it first")
	}
	t := &Turn{Team: r.NextTeam()}
	for range r.FreeMoves(t.Team) {
		t.Steps = append(t.Steps, Step{Kind: FreeMove})
	}
	pile := r.Action[t.Team].clone()
	for range r.Options.CardsPerTurn() {
		s := Step{Kind: ActionCard}
		if !r.Options.Physical {
			var err error
			if s.Card, s.Reshuffled, err = pile.drawTop(rng); err != nil {
				return err
			}
		}
		t.Steps = append(t.Steps, s)
	}
	r.Action[t.Team] = pile
	r.Turn = t
	return nil
}

// drawTop takes the top card, shuffling the discard pile into a new deck
// first when the deck is empty (reshuffled says so).
func (p *Pile[T]) drawTop(rng *rand.Rand) (card T, reshuffled bool, err error) {
	if len(p.Draw) == 0 {
		if len(p.Discard) == 0 {
			return card, false, problem.Newf("automa", "every action card is already on the table; none is left to deal")
		}
		p.reshuffle(rng)
		reshuffled = true
	}
	card, p.Draw = p.Draw[0], p.Draw[1:]
	return card, reshuffled, nil
}

// take takes a card of champion from a real deck as the players entered
// it, shuffling the discard pile into a new deck first when the deck is
// empty.
func (p *Pile[T]) take(champion string, rng *rand.Rand, owner func(T) string) (card T, reshuffled bool, err error) {
	if len(p.Draw) == 0 && len(p.Discard) > 0 {
		p.reshuffle(rng)
		reshuffled = true
	}
	i := slices.IndexFunc(p.Draw, func(c T) bool { return owner(c) == champion })
	if i < 0 {
		return card, false, problem.Newf("automa", "no card of %s is left in the action deck (%s)", champion, leftWords(p.Draw, owner))
	}
	card = p.Draw[i]
	p.Draw = slices.Delete(slices.Clone(p.Draw), i, i+1)
	return card, reshuffled, nil
}

// leftWords says what is left in a deck: "2 of Deryn's, 1 of Dugrun's".
func leftWords[T any](draw []T, owner func(T) string) string {
	if len(draw) == 0 {
		return "it is empty"
	}
	var names []string
	count := map[string]int{}
	for _, c := range draw {
		n := owner(c)
		if count[n] == 0 {
			names = append(names, n)
		}
		count[n]++
	}
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%d of %s's", count[n], n)
	}
	return "left: " + strings.Join(parts, ", ")
}

// cardOwner is whose an action card is.
func cardOwner(c Card) string { return c.Champion }

// Reveal flips the current action card. With the app's deck, champion is
// ""; with a real deck it is whose card the players flipped, and the app
// takes one of that champion's cards out of its count of the deck. A
// champion with a stun token has the card turned into an emergency move,
// and one token goes.
func (r *Run) Reveal(champion string, rng *rand.Rand) error {
	return r.reveal(champion, rng, true)
}

// reveal flips the current card; stun says whether a stun token of its
// champion turns it into an emergency move.
func (r *Run) reveal(champion string, rng *rand.Rand, stun bool) error {
	i, err := r.pending()
	if err != nil {
		return err
	}
	s := r.Turn.Steps[i]
	if s.Kind == FreeMove {
		return problem.Newf("automa", "make the free emergency move first")
	}
	if s.Shown {
		return problem.Newf("automa", "%s is already face up; resolve it first", s.Card)
	}
	if s.Card, s.Reshuffled, err = r.dealFor(champion, s, rng); err != nil {
		return err
	}
	s.Shown = true
	if stun && r.Stuns[s.Card.Champion] > 0 {
		s.Stunned = true
		r.Stuns[s.Card.Champion]--
		if r.Stuns[s.Card.Champion] == 0 {
			delete(r.Stuns, s.Card.Champion)
		}
	}
	r.Turn.Steps[i] = s
	return nil
}

// pending is the index of the turn's first step not resolved, or an
// error between turns or when every step is resolved.
func (r *Run) pending() (int, error) {
	if r.Turn == nil {
		return 0, errNoTurn
	}
	i := r.Turn.Current()
	if i == len(r.Turn.Steps) {
		return 0, problem.Newf("automa", "every card of this turn is resolved; end the turn")
	}
	return i, nil
}

// dealFor is the card step s shows: the one dealt from the app's deck, or
// the one of champion the players entered from a real deck.
func (r *Run) dealFor(champion string, s Step, rng *rand.Rand) (Card, bool, error) {
	if !r.Options.Physical {
		if champion != "" {
			return Card{}, false, problem.Newf("automa", "the app deals from its own deck; it does not need to be told whose card it is")
		}
		return s.Card, s.Reshuffled, nil
	}
	if champion == "" {
		return Card{}, false, problem.Newf("automa", "with a real deck, say whose card was flipped")
	}
	name, err := r.champion(champion)
	if err != nil {
		return Card{}, false, err
	}
	if r.team(name) != r.Turn.Team {
		return Card{}, false, problem.Newf("automa", "%s plays for the other automa player, whose deck is not being dealt", name)
	}
	pile := r.Action[r.Turn.Team].clone()
	c, re, err := pile.take(name, rng, cardOwner)
	if err == nil {
		r.Action[r.Turn.Team] = pile
	}
	return c, re, err
}
