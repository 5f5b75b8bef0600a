package session

import (
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Delete removes the players' card called name. For a reference card it
// also hides the reference card, so it leaves the book.
func (c *CardBook) Delete(name string) error {
	if was := c.s.cardsDoc.Value().Line(name); was != "" && c.atTable() {
		return c.s.cardsDoc.Do(CardMove{Kind: CardDelete, Name: name, Was: was})
	}
	return c.change(func(user *engine.Book) (*engine.Book, error) {
		next := user.Clone()
		_, users := next.Get(name)
		if users {
			if err := next.Delete(name); err != nil {
				return nil, err
			}
		}
		if c.IsReference(name) {
			next.Hide(name)
		} else if !users {
			return nil, problemf("the card book has no %s", name)
		}
		return next, nil
	})
}

// Restore drops the players' correction or hiding of the reference card
// called name, so it shows again as printed in the app.
func (c *CardBook) Restore(name string) error {
	if !c.IsReference(name) {
		return problemf("%s is not a reference card", name)
	}
	return c.change(func(user *engine.Book) (*engine.Book, error) {
		next := engine.NewBook()
		for _, card := range user.Cards() {
			if !strings.EqualFold(card.Name, name) {
				if err := next.Add(card); err != nil {
					return nil, err
				}
			}
		}
		for _, h := range user.Hidden() {
			if !strings.EqualFold(h, name) {
				next.Hide(h)
			}
		}
		return next, nil
	})
}

// Rename replaces the players' card called old with card, which has another
// name, in one step: nothing changes if the new name is taken or card is bad.
func (c *CardBook) Rename(old string, card engine.Card) error {
	if c.IsReference(old) {
		return problemf("only your own cards can be renamed")
	}
	return c.change(func(user *engine.Book) (*engine.Book, error) {
		if _, ok := user.Get(old); !ok {
			return nil, problemf("only your own cards can be renamed")
		}
		if _, taken := engine.ReferenceBook().Merge(user).Get(card.Name); taken && !strings.EqualFold(old, card.Name) {
			return nil, problemf("the card book already has a card called %s", card.Name)
		}
		next := user.Clone()
		if err := next.Delete(old); err != nil {
			return nil, err
		}
		return next, next.Add(card)
	})
}

// Import merges a card book in JSON (as Export writes it) over the players'
// book and returns how many cards it held. Nothing changes if any card in it
// is bad.
func (c *CardBook) Import(data []byte) (int, error) {
	in, err := engine.DecodeBook(data)
	if err != nil {
		return 0, problemf("the card book cannot be imported: %s", engine.BookWords(err))
	}
	err = c.change(func(user *engine.Book) (*engine.Book, error) {
		next := user.Merge(in)
		for _, h := range append(user.Hidden(), in.Hidden()...) {
			next.Hide(h)
		}
		return next, nil
	})
	if err != nil {
		return 0, problemf("the card book cannot be imported: %w", err)
	}
	return in.Len(), nil
}

// change makes edit's result the players' book if the merged book still
// checks out, saves it and tells the subscribers. An error from edit or
// the check changes nothing. edit runs on the players' book as it is
// (it must not change it), without any lock held; when another change
// came first it runs again on the book that change left.
func (c *CardBook) change(edit func(user *engine.Book) (*engine.Book, error)) error {
	return c.s.cards.change(ChangeCards, func(v cardsValue) (cardsValue, string, error) {
		next, err := edit(v.user)
		if err != nil {
			return v, "", problem.Wrap("engine", err)
		}
		merged := engine.ReferenceBook().Merge(next)
		if err := merged.Check(); err != nil {
			return v, "", problem.Wrap("engine", err)
		}
		return cardsValue{user: next, book: merged}, "", nil
	})
}
