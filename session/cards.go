package session

import (
	"encoding/json"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// CardsFile is the name of the players' card book in the store.
const CardsFile = "cards.json"

// CardBook is the card book the players use: the reference cards with their
// own cards and corrections over them. Their part is saved after every
// change. Use it through Session.Cards; its methods are safe for concurrent
// use.
type CardBook struct {
	s *Session
}

// cardsValue is the card book document's value: the players' cards,
// corrections and hidden reference cards (what is kept), and the reference
// cards with them merged over (what the screens show).
type cardsValue struct {
	user, book *engine.Book
}

// cardsKind is how the players' card book is kept. A cards.json of before
// kind tags is the book's JSON as CardBook.Export writes it; a file with
// other parts (another kind's) is refused.
func cardsKind() *kind[cardsValue] {
	decode := func(data []byte) (cardsValue, error) {
		if err := onlyKeys(data, []string{"cards"}, "version", "cards"); err != nil {
			return cardsValue{}, err
		}
		user, err := engine.DecodeBook(data)
		if err != nil {
			return cardsValue{}, err
		}
		return cardsValue{user: user, book: engine.ReferenceBook().Merge(user)}, nil
	}
	return &kind[cardsValue]{
		file: CardsFile, tag: "cards", version: 1, what: kindWords["cards"],
		empty: func() cardsValue {
			user := engine.NewBook()
			return cardsValue{user: user, book: engine.ReferenceBook().Merge(user)}
		},
		encode:  func(v cardsValue) ([]byte, error) { return compactJSON(json.Marshal(v.user)) },
		check:   checkCardCount,
		decode:  func(data []byte, _ int) (cardsValue, error) { return decode(data) },
		legacy:  alone(decode),
		smaller: "remove or shorten some cards",
	}
}

// checkCardCount refuses a card book of more entries (the players' cards
// and the reference cards they hid) than engine.DecodeBook reads back.
func checkCardCount(v cardsValue) error {
	if n := v.user.Len() + len(v.user.Hidden()); n > engine.MaxBookCards {
		return problemf("the card book would have %d cards, more than the %d the app can read back; remove some cards", n, engine.MaxBookCards)
	}
	return nil
}

// ReadCardBook reads a card book written by CardBook.Export (or kept in the
// store) and returns the reference cards with it merged over them, for the
// command line.
func ReadCardBook(data []byte) (*engine.Book, error) {
	merged, err := engine.LoadBook(data)
	if err != nil {
		return nil, problemf("the card book cannot be read: %s", engine.BookWords(err))
	}
	if err := merged.Check(); err != nil {
		return nil, problemf("the card book has a bad card: %w", err)
	}
	return merged, nil
}

// Book is the merged card book. Callers must not change it.
func (c *CardBook) Book() *engine.Book { return c.s.book() }

// IsReference reports whether name is one of the reference cards.
func (c *CardBook) IsReference(name string) bool {
	_, ok := engine.ReferenceBook().Get(name)
	return ok
}

// IsUsers reports whether the players' book holds a card called name (their
// own card, or their correction of a reference card).
func (c *CardBook) IsUsers(name string) bool {
	_, ok := c.users().Get(name)
	return ok || c.s.cardsDoc.Value().Line(name) != ""
}

// IsHidden reports whether the players hid the reference card called name.
func (c *CardBook) IsHidden(name string) bool {
	for _, h := range c.users().Hidden() {
		if strings.EqualFold(h, name) {
			return true
		}
	}
	return false
}

// Hidden returns the reference cards the players hid, as printed.
func (c *CardBook) Hidden() []engine.Card {
	v := c.s.cards.get()
	var out []engine.Card
	for _, h := range v.user.Hidden() {
		if _, shown := v.book.Get(h); shown {
			continue // hidden, then put back as the players' own card
		}
		if card, ok := engine.ReferenceBook().Get(h); ok {
			out = append(out, card)
		}
	}
	return out
}

// UsersCards returns the cards of the players' own book: their cards and
// corrections, sorted by name.
func (c *CardBook) UsersCards() []engine.Card {
	if tc := c.s.cardsDoc.Value(); len(tc.Cards) > 0 {
		return c.users().Merge(tc.Book()).Cards()
	}
	return c.users().Cards()
}

// Export writes the players' book as JSON, as Import and ReadCardBook read it.
func (c *CardBook) Export() ([]byte, error) { return json.MarshalIndent(c.users(), "", "  ") }

// Put adds card to the players' book or replaces their card of that name. A
// reference card put here is their correction of it.
func (c *CardBook) Put(card engine.Card) error { return c.PutAll([]engine.Card{card}) }

// PutAll adds or replaces every card in one step: if any card is bad, or the
// book would not check out, nothing changes.
func (c *CardBook) PutAll(cards []engine.Card) error {
	if c.atTable() {
		for _, card := range cards {
			if err := c.Save(c.Open(card.Name), card); err != nil {
				return err
			}
		}
		return nil
	}
	return c.change(func(user *engine.Book) (*engine.Book, error) { return withCards(user, cards) })
}

// CheckCards reports whether PutAll(cards) would succeed, changing nothing.
// It checks without the session's lock, on the players' book as it is now.
func (c *CardBook) CheckCards(cards []engine.Card) error {
	next, err := withCards(c.users(), cards)
	if err == nil {
		err = engine.ReferenceBook().Merge(next).Check()
	}
	return problem.Wrap("engine", err)
}

// users returns the players' book. A change replaces it with another and
// never changes it, so it may be read from any goroutine.
func (c *CardBook) users() *engine.Book { return c.s.cards.get().user }

// withCards returns user with every card of cards added or replacing the
// card of that name.
func withCards(user *engine.Book, cards []engine.Card) (*engine.Book, error) {
	next := user.Clone()
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
