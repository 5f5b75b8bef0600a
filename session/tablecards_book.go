package session

import (
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
)

// Editing is a card as an edit form opened it: its name ("" for a new
// card) and, at a live table, the table's version of it then, against
// which Save tells another phone's edit made meanwhile.
type Editing struct {
	Name string
	was  string
}

// Open is the card called name ("" for a new one) as an edit form opens
// it now.
func (c *CardBook) Open(name string) Editing {
	return Editing{Name: name, was: c.s.cardsDoc.Value().Line(name)}
}

// Save keeps card as the edit e made of it (renamed when its name is
// another than e's). At a live table it is sent to the table's card book,
// which every phone at the table uses: when another phone changed the card
// since e was opened, nothing is overwritten and the player chooses
// (Choices). Elsewhere it goes to this device's book.
func (c *CardBook) Save(e Editing, card engine.Card) error {
	renamed := e.Name != "" && !strings.EqualFold(e.Name, card.Name)
	if c.atTable() {
		m := CardMove{Kind: CardPut, Line: card.String(), Was: e.was}
		if renamed {
			m.Old = e.Name
		}
		return c.s.cardsDoc.Do(m)
	}
	if renamed {
		return c.Rename(e.Name, card)
	}
	return c.Put(card)
}

// Choices are the table's cards this phone's player changed after
// another phone had: each waits for them to keep one version (Choose).
// None at no table.
func (c *CardBook) Choices() []CardConflict {
	if !c.atTable() {
		return nil
	}
	return c.s.cardsDoc.Value().ConflictsOf(c.s.TableStatus().Seat)
}

// Choose settles the choice over the card called name: mine keeps this
// phone's version for the table, else the table's stays.
func (c *CardBook) Choose(name string, mine bool) error {
	keep := "theirs"
	if mine {
		keep = "mine"
	}
	return c.s.cardsDoc.Do(CardMove{Kind: CardChoose, Name: name, Keep: keep})
}

// IsTables reports whether the card called name is one of the live
// table's cards (at no table: never).
func (c *CardBook) IsTables(name string) bool {
	return c.atTable() && c.s.cardsDoc.Value().Line(name) != ""
}

// atTable reports whether the card book's changes go to a live table.
func (c *CardBook) atTable() bool {
	t, _, _ := c.s.cardsDoc.d.bound()
	return t != nil
}
