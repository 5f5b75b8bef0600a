package ui

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file adds to the card store what the Card Book screen needs besides
// cardstore.go: the hidden reference cards, renaming, and putting several
// cards at once (all or nothing).

// referenceCard returns the reference card called name, as printed.
func referenceCard(name string) (engine.Card, bool) {
	return engine.ReferenceBook().Get(name)
}

// isHidden reports whether the user hid the reference card called name.
func (c *cardStore) isHidden(name string) bool {
	for _, h := range c.user.Hidden() {
		if strings.EqualFold(h, name) {
			return true
		}
	}
	return false
}

// hiddenCards returns the reference cards the user hid, by name, as printed.
func (c *cardStore) hiddenCards() []engine.Card {
	var out []engine.Card
	for _, h := range c.user.Hidden() {
		if _, shown := c.book.Get(h); shown {
			continue // hidden, then put back as the user's own card
		}
		if card, ok := referenceCard(h); ok {
			out = append(out, card)
		}
	}
	return out
}

// rename replaces the user's card called old with card, which has another
// name, in one step: nothing changes if the new name is taken or card is bad.
func (c *cardStore) rename(old string, card engine.Card) error {
	if !c.IsUsers(old) || c.IsReference(old) {
		return fmt.Errorf("only your own cards can be renamed")
	}
	if _, taken := c.book.Get(card.Name); taken && !strings.EqualFold(old, card.Name) {
		return fmt.Errorf("the card book already has a card called %s", card.Name)
	}
	next := c.user.Clone()
	if err := next.Delete(old); err != nil {
		return err
	}
	if err := next.Add(card); err != nil {
		return err
	}
	return c.commit(next)
}

// usersCards returns the cards of the user's own book: their cards and
// corrections, sorted by name.
func (c *cardStore) usersCards() []engine.Card { return c.user.Cards() }

// withCards returns the user's book with every card of cards added or
// replacing the user's card of that name, or what is wrong with one.
func (c *cardStore) withCards(cards []engine.Card) (*engine.Book, error) {
	next := c.user.Clone()
	for _, card := range cards {
		var err error
		if _, ok := next.Get(card.Name); ok {
			err = next.Replace(card)
		} else {
			err = next.Add(card)
		}
		if err != nil {
			return nil, err
		}
	}
	return next, nil
}

// checkCards reports whether putAll(cards) would succeed, changing nothing.
func (c *cardStore) checkCards(cards []engine.Card) error {
	next, err := c.withCards(cards)
	if err != nil {
		return err
	}
	return engine.ReferenceBook().Merge(next).Check()
}

// putAll adds or replaces every card in the user's book in one step: if any
// card is bad, or the book would not check out, nothing changes.
func (c *cardStore) putAll(cards []engine.Card) error {
	next, err := c.withCards(cards)
	if err != nil {
		return err
	}
	return c.commit(next)
}
