package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/atomicfile"
)

// cardBookFile is the user's card book inside the app's data folder.
const cardBookFile = "cards.json"

// cardStore is the card book the app uses: the reference cards with the
// user's own cards and corrections over them. The user's part is saved as
// JSON in the data folder after every change.
type cardStore struct {
	path string
	user *engine.Book // the user's cards, corrections and hidden reference cards
	book *engine.Book // reference merged with user: what the screens show

	// loadProblem says why the saved card book could not be read; "" when
	// it was read (or there was none).
	loadProblem string
	onChange    []func() // called after every change
}

// loadCardStore reads the user's card book from dir. A file that cannot be
// read is moved aside (never overwritten) and the reference book is used.
func loadCardStore(dir string) *cardStore {
	c := &cardStore{path: filepath.Join(dir, cardBookFile), user: engine.NewBook()}
	data, err := os.ReadFile(c.path)
	if err == nil {
		user := engine.NewBook()
		if err = json.Unmarshal(data, user); err == nil {
			c.user = user
		} else {
			backup := strings.TrimSuffix(c.path, ".json") + ".damaged-" + time.Now().UTC().Format("20060102-150405") + ".json"
			if rerr := os.Rename(c.path, backup); rerr != nil {
				backup = ""
			}
			c.loadProblem = fmt.Sprintf("Your card book could not be read (%s).", errText(err))
			if backup != "" {
				c.loadProblem += " It was kept as " + backup + "."
			}
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		c.loadProblem = "Your card book could not be opened: " + err.Error()
	}
	c.book = engine.ReferenceBook().Merge(c.user)
	return c
}

// Book is the merged card book. Callers must not change it.
func (c *cardStore) Book() *engine.Book { return c.book }

// IsReference reports whether name is one of the reference cards.
func (c *cardStore) IsReference(name string) bool {
	_, ok := engine.ReferenceBook().Get(name)
	return ok
}

// IsUsers reports whether the user's book holds a card called name (their
// own card, or their correction of a reference card).
func (c *cardStore) IsUsers(name string) bool {
	_, ok := c.user.Get(name)
	return ok
}

// Put adds card to the user's book or replaces the user's card of that
// name, then saves. A reference card put here is the user's correction of it.
func (c *cardStore) Put(card engine.Card) error {
	next := c.user.Clone()
	var err error
	if _, ok := next.Get(card.Name); ok {
		err = next.Replace(card)
	} else {
		err = next.Add(card)
	}
	if err != nil {
		return err
	}
	return c.commit(next)
}

// Delete removes the user's card called name. For a reference card it also
// hides the reference card, so it leaves the book.
func (c *cardStore) Delete(name string) error {
	next := c.user.Clone()
	_, users := next.Get(name)
	if users {
		if err := next.Delete(name); err != nil {
			return err
		}
	}
	if c.IsReference(name) {
		next.Hide(name)
	} else if !users {
		return fmt.Errorf("the card book has no %s", name)
	}
	return c.commit(next)
}

// Restore drops the user's correction or hiding of the reference card called
// name, so the reference card shows again as printed in the app.
func (c *cardStore) Restore(name string) error {
	if !c.IsReference(name) {
		return fmt.Errorf("%s is not a reference card", name)
	}
	next := engine.NewBook()
	for _, card := range c.user.Cards() {
		if !strings.EqualFold(card.Name, name) {
			if err := next.Add(card); err != nil {
				return err
			}
		}
	}
	for _, h := range c.user.Hidden() {
		if !strings.EqualFold(h, name) {
			next.Hide(h)
		}
	}
	return c.commit(next)
}

// Import merges a card book in JSON (as Export writes it) over the user's
// book, then saves. Nothing changes if any card in it is bad.
func (c *cardStore) Import(data []byte) (int, error) {
	in := engine.NewBook()
	if err := json.Unmarshal(data, in); err != nil {
		return 0, fmt.Errorf("the card book cannot be imported: %s", errText(err))
	}
	next := c.user.Merge(in)
	for _, h := range append(c.user.Hidden(), in.Hidden()...) {
		next.Hide(h)
	}
	if err := c.commit(next); err != nil {
		return 0, err
	}
	return in.Len(), nil
}

// Export writes the user's book as JSON.
func (c *cardStore) Export() ([]byte, error) { return json.MarshalIndent(c.user, "", "  ") }

// commit makes next the user's book if the merged book still checks out,
// and saves it.
func (c *cardStore) commit(next *engine.Book) error {
	merged := engine.ReferenceBook().Merge(next)
	if err := merged.Check(); err != nil {
		return err
	}
	data, err := json.MarshalIndent(next, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(c.path), 0o755); err != nil {
		return fmt.Errorf("the card book cannot be saved: %v", err)
	}
	if err := atomicfile.WriteFile(c.path, data); err != nil {
		return fmt.Errorf("the card book cannot be saved: %v", err)
	}
	c.user, c.book = next, merged
	for _, f := range c.onChange {
		f()
	}
	return nil
}
