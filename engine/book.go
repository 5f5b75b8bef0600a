package engine

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/assets"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Book is a card book: cards by name (any case). The app merges the user's
// book (JSON) over the reference book (ReferenceBook); a battle's own card
// lines override both for that battle.
type Book struct {
	cards  []Card
	index  map[string]int // lower-case name -> index in cards
	hidden []string       // names this book hides when merged over another
	// hiddenKeys holds foldKey of every name in hidden, so Hide looks a
	// name up at once instead of comparing it with every hidden name.
	hiddenKeys map[string]bool
}

// BookVersion is the version of the card book JSON this package writes.
const BookVersion = 1

// NewBook returns an empty book.
func NewBook() *Book { return &Book{index: map[string]int{}} }

var reference struct {
	once sync.Once
	book *Book
}

// ReferenceBook returns a copy of the reference card book embedded from
// assets/reference.cards: the cards the rulebook's examples show, marked
// Example ("from the rulebook examples; check your card"). It panics if the
// embedded file does not parse, which the tests rule out.
func ReferenceBook() *Book {
	reference.once.Do(func() {
		b, err := ParseCards(assets.ReferenceCards)
		if err != nil {
			panic("engine: assets/reference.cards: " + err.Error())
		}
		reference.book = b
	})
	return reference.book.Clone()
}

// MaxBookCards is the most cards (and hidden names) a card book holds: the
// game has a few hundred.
const MaxBookCards = 5000

// LoadBook returns the reference book with the user's book (JSON, as
// MarshalJSON writes it) merged over it. Empty userJSON gives the reference.
func LoadBook(userJSON []byte) (*Book, error) {
	ref := ReferenceBook()
	if len(strings.TrimSpace(string(textcheck.TrimBOMBytes(userJSON)))) == 0 {
		return ref, nil
	}
	user, err := DecodeBook(userJSON)
	if err != nil {
		return nil, err
	}
	return ref.Merge(user), nil
}

// DecodeBook reads a card book in JSON, as MarshalJSON writes it: at most
// MaxBookSize bytes of UTF-8 (a byte-order mark at the start is skipped).
func DecodeBook(data []byte) (*Book, error) {
	src, perr := checkSource(string(data), MaxBookSize, "card book")
	if perr != nil {
		return nil, bookErrorf("%w", perr)
	}
	b := NewBook()
	if err := json.Unmarshal([]byte(src), b); err != nil {
		if textcheck.IsJSONSyntax(err) {
			return nil, jsonError([]byte(src), err)
		}
		return nil, err // Book.UnmarshalJSON's, in plain words
	}
	return b, nil
}

// ParseCards reads a card-language file: one "card NAME: ..." statement a
// line, "#" comments and blank lines, at most MaxBookSize bytes of UTF-8 (a
// byte-order mark at the start is skipped). Errors name the line.
func ParseCards(src string) (*Book, error) {
	src, perr := checkSource(src, MaxBookSize, "card book")
	if perr != nil {
		return nil, perr
	}
	b := NewBook()
	lines := map[string]int{}
	for i, raw := range strings.Split(src, "\n") {
		line := stripComment(strings.TrimRight(raw, "\r"))
		if strings.TrimSpace(line) == "" {
			continue
		}
		p := &lineParser{line: line, no: i + 1}
		c, err := p.card(0, len(line), true)
		if err != nil {
			return nil, err
		}
		key := strings.ToLower(c.Name)
		if prev, dup := lines[key]; dup {
			return nil, &ParseError{Line: i + 1, Msg: fmt.Sprintf("card %s is already defined on line %d", c.Name, prev)}
		}
		lines[key] = i + 1
		b.put(c)
	}
	return b, nil
}

// Clone returns a copy of b that shares nothing with it.
func (b *Book) Clone() *Book {
	c := NewBook()
	for _, card := range b.cards {
		c.put(card.clone())
	}
	for _, h := range b.hidden {
		c.addHidden(h)
	}
	return c
}

// Len returns the number of cards.
func (b *Book) Len() int { return len(b.cards) }

// Cards returns every card, sorted by name (ignoring case).
func (b *Book) Cards() []Card {
	order := b.sorted()
	out := make([]Card, len(order))
	for k, i := range order {
		out[k] = b.cards[i].clone()
	}
	return out
}

// Names returns every card name, sorted.
func (b *Book) Names() []string {
	order := b.sorted()
	out := make([]string, len(order))
	for k, i := range order {
		out[k] = b.cards[i].Name
	}
	return out
}

// sorted returns the indices of b's cards in name order, ignoring case
// (names differ in lower case, so the order is the same every time).
func (b *Book) sorted() []int {
	keys := make([]string, len(b.cards))
	order := make([]int, len(b.cards))
	for i, c := range b.cards {
		keys[i], order[i] = strings.ToLower(c.Name), i
	}
	slices.SortFunc(order, func(x, y int) int { return strings.Compare(keys[x], keys[y]) })
	return order
}

// names returns every card name, in no order: for suggestions, which do
// not depend on it.
func (b *Book) names() []string {
	out := make([]string, len(b.cards))
	for i, c := range b.cards {
		out[i] = c.Name
	}
	return out
}

// Get returns the card called name (any case; a plural "s" is allowed).
func (b *Book) Get(name string) (Card, bool) {
	if i, ok := b.find(name); ok {
		return b.cards[i].clone(), true
	}
	return Card{}, false
}

// find returns the index of the card called name (any case; a plural "s"
// is allowed), as Get finds it.
func (b *Book) find(name string) (int, bool) {
	for _, n := range nameForms(name) {
		if i, ok := b.index[strings.ToLower(n)]; ok {
			return i, true
		}
	}
	return 0, false
}

// get is Get without the plural forms or the copy.
func (b *Book) get(name string) (Card, bool) {
	if b == nil {
		return Card{}, false
	}
	i, ok := b.index[strings.ToLower(name)]
	if !ok {
		return Card{}, false
	}
	return b.cards[i], true
}

// Suggest returns up to three card names close to name, best first.
func (b *Book) Suggest(name string) []string { return suggest(name, b.names()) }

// Search returns the cards whose name, kind, pack or ability text contains
// query (ignoring case): names that start with it first, then other name
// matches, then the rest, each group by name. An empty query returns all.
func (b *Book) Search(query string) []Card {
	q := strings.ToLower(strings.TrimSpace(query))
	type hit struct {
		c    Card
		rank int
	}
	var hits []hit
	for _, c := range b.Cards() {
		n := strings.ToLower(c.Name)
		switch {
		case strings.HasPrefix(n, q):
			hits = append(hits, hit{c, 0})
		case strings.Contains(n, q):
			hits = append(hits, hit{c, 1})
		case strings.Contains(strings.ToLower(c.String()), q):
			hits = append(hits, hit{c, 2})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].rank < hits[j].rank })
	out := make([]Card, len(hits))
	for i, h := range hits {
		out[i] = h.c
	}
	return out
}

// Validate reports what is wrong with c as a card-book card, or nil: its
// name, numbers and abilities must be what the card language can write.
func Validate(c Card) error {
	if msg := checkName(c.Name); msg != "" {
		return fmt.Errorf("%s", msg)
	}
	if c.Kind > KindAilment {
		return fmt.Errorf("card %s: unknown kind", c.Name)
	}
	if c.Power < 0 || c.Power > MaxNumber {
		return fmt.Errorf("card %s: power %d is not 0 to %d", c.Name, c.Power, MaxNumber)
	}
	if c.Tier < 0 || c.Tier > MaxTier {
		return fmt.Errorf("card %s: tier %d is not 1 to %d (0 for none)", c.Name, c.Tier, MaxTier)
	}
	if c.Hat != "" {
		if msg := checkHat(c.Hat); msg != "" {
			return fmt.Errorf("card %s: %s", c.Name, msg)
		}
	}
	if n := utf8.RuneCountInString(c.String()); n > MaxCardLen {
		return fmt.Errorf("card %s is too long: %d characters written as a card line (at most %d)", c.Name, n, MaxCardLen)
	}
	back, err := ParseCard(c.String())
	if err != nil {
		return fmt.Errorf("card %s: %w", c.Name, err)
	}
	if !reflect.DeepEqual(normalCard(back), normalCard(c)) {
		return fmt.Errorf("card %s: it cannot be written in the card language as it is (%s)", c.Name, c.String())
	}
	return nil
}

// normalCard drops differences that do not matter (nil versus empty slices).
func normalCard(c Card) Card {
	c = c.clone()
	if len(c.Abilities) == 0 {
		c.Abilities = nil
	}
	for i := range c.Abilities {
		c.Abilities[i].Effects = normalEffects(c.Abilities[i].Effects)
	}
	return c
}

func normalEffects(es []Effect) []Effect {
	if len(es) == 0 {
		return nil
	}
	for i := range es {
		es[i].Then = normalEffects(es[i].Then)
		es[i].ref = 0
	}
	return es
}

// Add adds c; it is an error if a card of that name (any case) exists or c
// is not valid.
func (b *Book) Add(c Card) error {
	if err := Validate(c); err != nil {
		return err
	}
	if _, ok := b.index[strings.ToLower(c.Name)]; ok {
		return fmt.Errorf("the card book already has %s", c.Name)
	}
	b.put(c.clone())
	return nil
}

// Replace replaces the card of c's name (any case) with c; it is an error
// if there is none or c is not valid.
func (b *Book) Replace(c Card) error {
	if err := Validate(c); err != nil {
		return err
	}
	if _, ok := b.index[strings.ToLower(c.Name)]; !ok {
		return fmt.Errorf("the card book has no %s%s", c.Name, didYouMean(b.Suggest(c.Name)))
	}
	b.put(c.clone())
	return nil
}

// Delete removes the card called name (any case).
func (b *Book) Delete(name string) error {
	key := strings.ToLower(name)
	i, ok := b.index[key]
	if !ok {
		return fmt.Errorf("the card book has no %s%s", name, didYouMean(b.Suggest(name)))
	}
	b.cards = append(b.cards[:i], b.cards[i+1:]...)
	b.reindex()
	return nil
}

// Hide records that merging b over another book removes the card called
// name from it (a user hiding a reference card). It is saved in the JSON.
func (b *Book) Hide(name string) {
	if !b.hiddenKeys[foldKey(name)] {
		b.addHidden(name)
	}
}

// addHidden records the hidden name name.
func (b *Book) addHidden(name string) {
	if b.hiddenKeys == nil {
		b.hiddenKeys = map[string]bool{}
	}
	b.hidden = append(b.hidden, name)
	b.hiddenKeys[foldKey(name)] = true
}

// foldKey returns s with every character replaced by the smallest of those
// it equals ignoring case (Unicode simple folding), so that two names are
// equal under strings.EqualFold exactly when their keys are equal.
func foldKey(s string) string {
	var out strings.Builder
	out.Grow(len(s))
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		out.WriteRune(least)
	}
	return out.String()
}

// Hidden returns the names Hide recorded.
func (b *Book) Hidden() []string { return append([]string(nil), b.hidden...) }

// Merge returns a new book: b's cards, without those over hides, with over's
// cards added or replacing b's of the same name (over wins).
func (b *Book) Merge(over *Book) *Book {
	m := b.Clone()
	m.hidden, m.hiddenKeys = nil, nil
	if len(over.hidden) > 0 {
		gone := make(map[string]bool, len(over.hidden))
		for _, h := range over.hidden {
			gone[strings.ToLower(h)] = true
		}
		m.cards = slices.DeleteFunc(m.cards, func(c Card) bool { return gone[strings.ToLower(c.Name)] })
		m.reindex()
	}
	for _, c := range over.cards {
		m.put(c.clone())
	}
	return m
}

func (b *Book) put(c Card) {
	if b.index == nil {
		b.index = map[string]int{}
	}
	key := strings.ToLower(c.Name)
	if i, ok := b.index[key]; ok {
		b.cards[i] = c
		return
	}
	b.index[key] = len(b.cards)
	b.cards = append(b.cards, c)
}

func (b *Book) reindex() {
	b.index = make(map[string]int, len(b.cards))
	for i, c := range b.cards {
		b.index[strings.ToLower(c.Name)] = i
	}
}
