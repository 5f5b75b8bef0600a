package automa

import (
	"math/rand/v2"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Flip is one reaction card flipped when an automa champion was attacked.
type Flip struct {
	Attacked string `json:"attacked"` // the champion attacked
	Card     string `json:"card"`     // the reaction card flipped
	Owner    string `json:"owner"`    // whose card it is
	// Extra is true for the card flipped because of Li'l Y's "Didn't See
	// That Comin', Eh?".
	Extra bool `json:"extra,omitempty"`
	// Reshuffled is true when this was the deck's last card, so the
	// reaction deck and its discard pile were shuffled together after it.
	Reshuffled bool `json:"reshuffled,omitempty"`
}

// React flips the reaction deck for an attack on the automa: one card for
// each champion attacked (several for an area attack). Li'l Y's "Didn't
// See That Comin', Eh?" flips one more card after it. Each flipped card
// goes to the discard pile; when the last card of the deck is flipped, the
// deck is made again from the discard pile, shuffled. The flips are kept in
// Flips for the screen.
func (r *Run) React(attacked []string, rng *rand.Rand) error {
	if len(attacked) == 0 {
		return problem.Newf("automa", "say which automa champion was attacked")
	}
	names := make([]string, len(attacked))
	for i, a := range attacked {
		n, err := r.champion(a)
		if err != nil {
			return err
		}
		if slices.Contains(names[:i], n) {
			return problem.Newf("automa", "%s is named twice; an attack flips one card for each champion it hits", n)
		}
		names[i] = n
	}
	pile := r.Reaction.clone()
	var flips []Flip
	for _, n := range names {
		f := flipReaction(&pile, n, rng)
		flips = append(flips, f)
		if f.Card == extraFlipCard {
			f = flipReaction(&pile, n, rng)
			f.Extra = true
			flips = append(flips, f)
		}
	}
	r.Reaction, r.Flips = pile, flips
	return nil
}

// flip turns the top reaction card over for an attack on attacked.
func flipReaction(pile *Pile[string], attacked string, rng *rand.Rand) Flip {
	card := pile.Draw[0]
	pile.Draw = pile.Draw[1:]
	pile.Discard = append(pile.Discard, card)
	owner, _ := reactionOwner(card)
	f := Flip{Attacked: attacked, Card: card, Owner: owner}
	if len(pile.Draw) == 0 {
		pile.reshuffle(rng)
		f.Reshuffled = true
	}
	return f
}
