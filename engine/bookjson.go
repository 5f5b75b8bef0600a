package engine

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// This file is the card book as JSON (a user's book): cards and books
// written and read, with the checks on the size and version of what is read
// and errors in players' words.

// cardJSON is one card of the card book JSON.
type cardJSON struct {
	Name       string   `json:"name"`
	Kind       string   `json:"kind,omitempty"`
	Power      int      `json:"power"`
	Temporary  bool     `json:"temporary,omitempty"`
	Tier       int      `json:"tier,omitempty"`
	Hat        string   `json:"hat,omitempty"`
	Pack       string   `json:"pack,omitempty"`
	Abilities  []string `json:"abilities,omitempty"`
	Example    bool     `json:"example,omitempty"`
	Unverified bool     `json:"unverified,omitempty"`
	Hidden     bool     `json:"hidden,omitempty"`
}

// bookJSON is the card book JSON document.
type bookJSON struct {
	Version int        `json:"version"`
	Cards   []cardJSON `json:"cards"`
}

func toJSON(c Card) cardJSON {
	j := cardJSON{Name: c.Name, Kind: c.Kind.String(), Power: c.Power, Temporary: c.Temporary, Tier: c.Tier,
		Hat: c.Hat, Pack: c.Pack.String(), Example: c.Example, Unverified: c.Unverified}
	for _, a := range c.Abilities {
		j.Abilities = append(j.Abilities, a.String())
	}
	return j
}

func fromJSON(j cardJSON) (Card, error) {
	c := Card{Name: strings.Join(strings.Fields(j.Name), " "), Power: j.Power, Temporary: j.Temporary, Tier: j.Tier,
		Hat: j.Hat, Example: j.Example, Unverified: j.Unverified}
	if msg := checkName(c.Name); msg != "" {
		return c, bookErrorf("%s", msg)
	}
	kind := strings.ToLower(j.Kind)
	if kind == "" {
		kind = "pet"
	}
	found := false
	for i, n := range kindNames {
		if n == kind {
			c.Kind, found = Kind(i), true
		}
	}
	if !found {
		return c, bookErrorf("card %q: unknown kind %s (pet, food, perk, ailment)", c.Name, textcheck.Quote(j.Kind))
	}
	if j.Pack != "" {
		pk, ok := ParsePack(j.Pack)
		if !ok {
			return c, bookErrorf("card %q: unknown pack %s (classic, golden, magic)", c.Name, textcheck.Quote(j.Pack))
		}
		c.Pack = pk
	}
	for i, s := range j.Abilities {
		a, err := ParseAbility(s)
		if err != nil {
			msg := err.Error()
			if pe, ok := err.(*ParseError); ok {
				msg = fmt.Sprintf("column %d: %s", pe.Col, pe.Msg)
			}
			return c, bookErrorf("card %q: ability %d %s: %s", c.Name, i+1, textcheck.Quote(s), msg)
		}
		c.Abilities = append(c.Abilities, a)
	}
	if err := Validate(c); err != nil {
		return c, bookErrorf("%w", err)
	}
	return c, nil
}

// MarshalJSON writes the card as one entry of the card book JSON: name,
// kind, power, temporary, tier, hat, pack, abilities (card-language strings),
// example, unverified.
func (c Card) MarshalJSON() ([]byte, error) { return json.Marshal(toJSON(c)) }

// UnmarshalJSON reads what MarshalJSON writes, parsing the abilities.
func (c *Card) UnmarshalJSON(data []byte) error {
	var j cardJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return jsonError(data, err)
	}
	card, err := fromJSON(j)
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// MarshalJSON writes the book as {"version": 1, "cards": [...]}, cards by
// name; hidden names are entries {"name": ..., "hidden": true}.
func (b *Book) MarshalJSON() ([]byte, error) {
	doc := bookJSON{Version: BookVersion, Cards: []cardJSON{}}
	for _, c := range b.Cards() {
		doc.Cards = append(doc.Cards, toJSON(c))
	}
	for _, h := range b.hidden {
		doc.Cards = append(doc.Cards, cardJSON{Name: h, Hidden: true})
	}
	return json.MarshalIndent(doc, "", "  ")
}

// UnmarshalJSON replaces b's cards with those of a card book JSON document.
func (b *Book) UnmarshalJSON(data []byte) error {
	if err := tooManyEntries(data); err != nil {
		return err
	}
	var doc bookJSON
	if err := json.Unmarshal(data, &doc); err != nil {
		return jsonError(data, err)
	}
	if doc.Version > BookVersion {
		return newerBookError(doc.Version)
	}
	if len(doc.Cards) > MaxBookCards {
		return tooManyCardsError(len(doc.Cards))
	}
	nb := NewBook()
	hidden := map[string]bool{}
	for _, j := range doc.Cards {
		if j.Hidden {
			if msg := checkName(j.Name); msg != "" {
				return bookErrorf("hidden card: %s", msg)
			}
			if !hidden[strings.ToLower(j.Name)] {
				hidden[strings.ToLower(j.Name)] = true
				nb.addHidden(j.Name)
			}
			continue
		}
		c, err := fromJSON(j)
		if err != nil {
			return err
		}
		if _, dup := nb.index[strings.ToLower(c.Name)]; dup {
			return bookErrorf("card %q is in the book twice", c.Name)
		}
		nb.put(c)
	}
	*b = *nb
	return nil
}

// bookHead is what tooManyEntries reads of a card book JSON document.
type bookHead struct {
	Version int        `json:"version"`
	Cards   entryCount `json:"cards"`
}

// tooManyEntries refuses a card book JSON document whose "cards" hold more
// than MaxBookCards entries (hidden names count) before they are decoded:
// each would take a cardJSON, over 2 GB for the 3 million entries of 10 MB
// of "{},". The error is the one the whole decode would end with: the
// version's when it is newer, else the count's. What else is wrong with
// the document (JSON syntax, a value of the wrong type) the whole decode
// reports, on a document of few entries.
func tooManyEntries(data []byte) error {
	var head bookHead
	_ = json.Unmarshal(data, &head) // errors: left to the whole decode
	switch {
	case int(head.Cards) <= MaxBookCards:
		return nil
	case head.Version > BookVersion:
		return newerBookError(head.Version)
	}
	return tooManyCardsError(int(head.Cards))
}

// newerBookError is the error of a card book JSON document of a version
// newer than this package reads.
func newerBookError(version int) error {
	return bookErrorf("version %d is newer than this app reads (%d)", version, BookVersion)
}

// tooManyCardsError is the error of a card book JSON document of n entries,
// over MaxBookCards.
func tooManyCardsError(n int) error {
	return bookErrorf("it has %d cards; at most %d", n, MaxBookCards)
}

// entryCount is the number of entries of a JSON array, read without
// decoding them; 0 for a value that is not an array.
type entryCount int

// UnmarshalJSON counts the entries of the array data (JSON that
// encoding/json has checked): the commas outside strings, objects and
// inner arrays, plus one unless it is empty.
func (n *entryCount) UnmarshalJSON(data []byte) error {
	*n = 0
	if len(data) == 0 || data[0] != '[' {
		return nil
	}
	depth, inString, commas, empty := 0, false, 0, true
	for i := 1; i < len(data); i++ {
		switch c := data[i]; {
		case inString && c == '\\':
			i++ // the escaped character cannot end the string
		case inString:
			inString = c != '"'
		case c == '"':
			inString, empty = true, false
		case c == '[' || c == '{':
			depth++
			empty = false
		case c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			commas++
		case c != ' ' && c != '\t' && c != '\n' && c != '\r':
			empty = false
		}
	}
	if !empty {
		*n = entryCount(commas + 1)
	}
	return nil
}

// jsonError is the error of the card book JSON data that encoding/json
// refused with err: what is wrong in plain words, where it is, and short
// (a number of a million digits is not quoted).
func jsonError(data []byte, err error) error {
	return bookErrorf("%s", textcheck.JSONProblem(data, err))
}
