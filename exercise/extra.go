package exercise

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// The cards the players keep themselves, which the app cannot see: what the
// rules ask of them, for the screens to remind the players of.
const (
	// HandSize is how many cards each player always has in hand.
	HandSize = 5
	// DeckSets, DeckDojos and DeckCards make a deck: animal sets of levels
	// 1, 2 and 3, dojos, and health or item cards.
	DeckSets  = 9
	DeckDojos = 3
	DeckCards = 10
)

// DeckRecipe says what makes a deck, in plain words.
func DeckRecipe() string {
	return fmt.Sprintf("A deck is %d animal sets (one animal at levels 1, 2 and 3), %d dojos and %d health or item cards.",
		DeckSets, DeckDojos, DeckCards)
}

// ShuffleReminder says what to do with the cards once the six animals are
// placed, in plain words.
func ShuffleReminder() string {
	return fmt.Sprintf("Once your six animals are placed, shuffle the rest of your deck into your draw deck and take %d cards in hand.", HandSize)
}

// HandReminder says how many cards a player keeps in hand, in plain words.
func HandReminder() string {
	return fmt.Sprintf("Each player always has %d cards in hand: draw after playing or putting cards away.", HandSize)
}

// PlayKind is the kind of card a play puts on the table.
type PlayKind int

// The kinds of card a card's instruction may let a player play.
const (
	HealthPlay PlayKind = iota + 1 // a health card
	ItemPlay                       // an item card
	DojoPlay                       // a dojo, upgrading an animal
	AnimalPlay                     // a new level-1 animal
)

// ExtraPlay is a card played because a card's instruction says so: out of
// turn by the player whose turn it is not, or one more play by the player
// whose turn it is.
type ExtraPlay struct {
	Player int      // who plays the card
	Kind   PlayKind // what the card is
	Name   string   // the health or item card's name, or the new animal's
	Stay   bool     // the health or item card says "stay"
	// Slot is the animal that gets a health card's health or a dojo's
	// upgrade, or the empty place for a new animal.
	Slot int
	// Health is what a health card gives (0 if nothing), or the health on
	// the card of the upgraded or new animal.
	Health int
}

// PlayByCard records a card played because a card's instruction allows
// it: a card played out of turn, or another play after the turn's own. It
// does what the same card does as a turn's play, but a dojo played out of
// turn gives no attack, and the turn's play and attack are untouched.
// Cards played this way that do not stay are discarded at the end of the
// turn, as every other.
func (g *Game) PlayByCard(e ExtraPlay) error {
	return g.do(func(c *Game) error {
		if err := c.checkExtra(e.Player); err != nil {
			return err
		}
		var err error
		switch e.Kind {
		case HealthPlay:
			_, err = c.healthCard(e.Player, e.Name, e.Stay, e.Slot, e.Health)
		case ItemPlay:
			_, err = c.itemCard(e.Player, e.Name, e.Stay)
		case DojoPlay:
			err = c.dojo(e.Player, e.Slot, e.Health)
		case AnimalPlay:
			err = c.newAnimal(e.Player, e.Slot, e.Name, e.Health)
		default:
			err = problem.Newf("exercise", "a card played on a card's say-so is a health card, an item card, a dojo or a new animal")
		}
		if err != nil {
			return err
		}
		why := "Out of turn, as a card allows: "
		if e.Player == c.Current() {
			why = "Another play, as a card allows: "
		}
		c.last = why + c.last
		return nil
	})
}

// checkExtra says why player p may not play a card on a card's say-so now,
// or nil: the game must be under way, and the player whose turn it is
// makes the turn's own play first.
func (g *Game) checkExtra(p int) error {
	switch {
	case g.phase != Playing:
		return problem.Newf("exercise", "cards are played only while the game is under way")
	case p < 0 || p > 1:
		return problem.Newf("exercise", "there is no player %d", p+1)
	case p == g.Current() && g.CanPlay():
		return problem.Newf("exercise", "%s has not made this turn's play yet: make it first, then any more the card allows", g.players[p].Name)
	}
	return nil
}
