package session

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// CardsDoc is the name of a live table's card book among its documents:
// the cards any phone at the table added or corrected, which every phone
// at the table uses over its own book.
const CardsDoc = "cards"

// TableCardsFile is where a table's hub keeps the table's card book.
const TableCardsFile = "table-cards.json"

// Limits of a table's card book: far above what a game's disputes add.
const (
	maxTableCards    = 500
	maxCardConflicts = 50
	maxCardMove      = 4 << 10
	maxTableBlob     = 1 << 20
)

// TableCards is a live table's card book: the cards the players' phones
// added or corrected during the game, and the edits that met another
// phone's edit of the same card, each waiting for its player to choose.
type TableCards struct {
	Cards     []TableCard    `json:"cards,omitempty"`
	Conflicts []CardConflict `json:"conflicts,omitempty"`
}

// TableCard is one card of the table's book, in the card language, and
// the player whose phone wrote it last ("" for a watching phone).
type TableCard struct {
	Line string `json:"line"`
	By   string `json:"by,omitempty"`
}

// CardConflict is an edit that reached the table after another phone had
// changed the same card since the edit began: nothing is overwritten, and
// the player whose edit came second (By) chooses between the table's
// version (Theirs, written by TheirsBy) and their own (Mine). An empty
// version is the card removed.
type CardConflict struct {
	Name     string `json:"name"`
	Theirs   string `json:"theirs,omitempty"`
	TheirsBy string `json:"theirsBy,omitempty"`
	Mine     string `json:"mine,omitempty"`
	By       string `json:"by,omitempty"`
}

// The kinds of CardMove.
const (
	CardPut    = "put"    // Line added, or replacing the card Old (renamed) or of its name
	CardDelete = "delete" // the card Name removed from the table's book
	CardChoose = "choose" // the conflict over Name settled: Keep "mine" or "theirs"
)

// CardMove is a phone's change of the table's card book. Was is the
// table's version of the card when the phone's form opened it ("" when the
// table had none): when the table's version is another by the time the
// move arrives, the move becomes a CardConflict instead.
type CardMove struct {
	Kind string `json:"kind"`
	Line string `json:"line,omitempty"`
	Old  string `json:"old,omitempty"`
	Name string `json:"name,omitempty"`
	Was  string `json:"was,omitempty"`
	Keep string `json:"keep,omitempty"`
	// By is the player whose phone sent the move: the hub's word, never
	// the phone's.
	By string `json:"by,omitempty"`
}

// line is the table's version of the card called name, "" for none.
func (v TableCards) line(name string) (string, string) {
	for _, c := range v.Cards {
		if strings.EqualFold(cardName(c.Line), name) {
			return c.Line, c.By
		}
	}
	return "", ""
}

// Line is the table's version of the card called name, in the card
// language; "" when the table's book has none.
func (v TableCards) Line(name string) string {
	l, _ := v.line(name)
	return l
}

// cardName is the name a card line (as the table keeps it) gives.
func cardName(line string) string {
	c, err := engine.ParseCard(line)
	if err != nil {
		return ""
	}
	return c.Name
}

// Book is the table's cards as a card book, to be merged over the
// phone's own.
func (v TableCards) Book() *engine.Book {
	b := engine.NewBook()
	for _, c := range v.Cards {
		if card, err := engine.ParseCard(c.Line); err == nil {
			_ = b.Add(card) // check refused a book with a name twice
		}
	}
	return b
}

// ConflictsOf are the conflicts waiting for player by's choice.
func (v TableCards) ConflictsOf(by string) []CardConflict {
	var out []CardConflict
	for _, c := range v.Conflicts {
		if c.By == by {
			out = append(out, c)
		}
	}
	return out
}

// check says what is wrong with v as a table's card book, or nil: every
// line a card, no name twice, no more than the limits, and the reference
// cards with them merged over still a book the resolver can use.
func (v TableCards) check() error {
	if len(v.Cards) > maxTableCards || len(v.Conflicts) > maxCardConflicts {
		return problemf("the table's card book holds %d cards and %d choices; at most %d and %d are kept", len(v.Cards), len(v.Conflicts), maxTableCards, maxCardConflicts)
	}
	b := engine.NewBook()
	for _, c := range v.Cards {
		card, err := engine.ParseCard(c.Line)
		if err != nil {
			return problemf("the table's card %s: %w", textcheck.Quote(c.Line), err)
		}
		if err := b.Add(card); err != nil {
			return problemf("the table's card book: %w", err)
		}
	}
	for _, c := range v.Conflicts {
		for _, l := range []string{c.Theirs, c.Mine} {
			if _, err := engine.ParseCard(l); l != "" && err != nil {
				return problemf("a choice about %s: %w", c.Name, err)
			}
		}
	}
	return engine.ReferenceBook().Merge(b).Check()
}

// applyCardMove is the table's card book after move m: the one pure
// function of the table's cards.
func applyCardMove(v TableCards, m CardMove) (TableCards, error) {
	switch m.Kind {
	case CardPut:
		return v.put(m)
	case CardDelete:
		return v.remove(m)
	case CardChoose:
		return v.choose(m)
	}
	return TableCards{}, problemf("the table's card book has no move called %s", textcheck.Quote(m.Kind))
}

// put adds or replaces the card m.Line, or records the conflict when the
// table's version changed since the phone began the edit.
func (v TableCards) put(m CardMove) (TableCards, error) {
	card, err := engine.ParseCard(m.Line)
	if err != nil {
		return TableCards{}, problemf("the card cannot be added: %w", err)
	}
	key := card.Name
	if m.Old != "" {
		key = m.Old
	}
	if now, by := v.line(key); now != m.Was {
		return v.conflict(CardConflict{Name: key, Theirs: now, TheirsBy: by, Mine: card.String(), By: m.By}), nil
	}
	if !strings.EqualFold(key, card.Name) && v.Line(card.Name) != "" {
		return TableCards{}, problemf("the table's card book already has a card called %s", card.Name)
	}
	next := v.without(key, card.Name)
	next.Cards = append(next.Cards, TableCard{Line: card.String(), By: m.By})
	return next, next.check()
}

// remove takes the card m.Name out of the table's book, or records the
// conflict when the table's version changed since the phone saw it.
func (v TableCards) remove(m CardMove) (TableCards, error) {
	now, by := v.line(m.Name)
	switch {
	case now == "" && m.Was == "":
		return TableCards{}, problemf("the table's card book has no %s", m.Name)
	case now != m.Was:
		return v.conflict(CardConflict{Name: m.Name, Theirs: now, TheirsBy: by, By: m.By}), nil
	}
	return v.without(m.Name), nil
}

// choose settles the conflict over m.Name waiting for m.By: their own
// version played over the table's, or the table's kept.
func (v TableCards) choose(m CardMove) (TableCards, error) {
	i := slices.IndexFunc(v.Conflicts, func(c CardConflict) bool { return c.By == m.By && strings.EqualFold(c.Name, m.Name) })
	if i < 0 {
		return TableCards{}, problemf("There is no choice about %s waiting for you.", m.Name)
	}
	c := v.Conflicts[i]
	next := v
	next.Conflicts = slices.Delete(slices.Clone(v.Conflicts), i, i+1)
	switch m.Keep {
	case "theirs":
		return next, nil
	case "mine":
		now, _ := next.line(c.Name)
		if c.Mine == "" {
			return next.without(c.Name), nil
		}
		return next.put(CardMove{Kind: CardPut, Line: c.Mine, Old: c.Name, Was: now, By: m.By})
	}
	return TableCards{}, problemf("a choice keeps %s or %s, not %s", `"mine"`, `"theirs"`, textcheck.Quote(m.Keep))
}

// conflict is v with c waiting for its player's choice, in place of any
// earlier one of theirs over the same card.
func (v TableCards) conflict(c CardConflict) TableCards {
	next := TableCards{Cards: v.Cards}
	next.Conflicts = slices.DeleteFunc(slices.Clone(v.Conflicts), func(o CardConflict) bool {
		return o.By == c.By && strings.EqualFold(o.Name, c.Name)
	})
	if len(next.Conflicts) >= maxCardConflicts {
		next.Conflicts = next.Conflicts[1:]
	}
	next.Conflicts = append(next.Conflicts, c)
	return next
}

// without is v without the cards called any of names.
func (v TableCards) without(names ...string) TableCards {
	next := TableCards{Conflicts: v.Conflicts}
	for _, c := range v.Cards {
		n := cardName(c.Line)
		if !slices.ContainsFunc(names, func(x string) bool { return strings.EqualFold(x, n) }) {
			next.Cards = append(next.Cards, c)
		}
	}
	return next
}

// cardMoveWords say what m did to the table's book.
func cardMoveWords(m CardMove, next TableCards) string {
	name := m.Name
	if m.Kind == CardPut {
		name = cardName(m.Line)
	}
	if slices.ContainsFunc(next.Conflicts, func(c CardConflict) bool { return c.By == m.By && strings.EqualFold(c.Name, name) }) {
		return name + " was changed on another phone first: a choice waits"
	}
	switch m.Kind {
	case CardPut:
		return "card " + name + " saved for the table"
	case CardDelete:
		return "card " + name + " removed from the table"
	}
	return "the choice about " + name + " made"
}

// DecodeCardMove reads a move of the table's card book from its JSON,
// refusing, in words that say what is wrong, text over 4 KiB, not JSON, a
// field CardMove does not have and a kind the book does not have.
func DecodeCardMove(data []byte) (CardMove, error) {
	var m CardMove
	if err := textcheck.DecodeStrict(data, maxCardMove, "card move", &m); err != nil {
		return CardMove{}, problemf("%w", err)
	}
	if !slices.Contains([]string{CardPut, CardDelete, CardChoose}, m.Kind) {
		return CardMove{}, problemf("the table's card book has no move called %s", textcheck.Quote(m.Kind))
	}
	return m, nil
}

// tableCardsKind is how a table's hub keeps the table's card book.
func tableCardsKind() *kind[TableCards] {
	k := tableKind(TableCardsFile, "tablecards", TableCards.check)
	k.smaller = "remove or shorten some cards"
	return k
}

// tableKind is how a table's hub keeps a document of the table that
// phones change by moves: a JSON value of at most 1 MiB with no part V
// does not have, checked whole by check, kept in file under tag.
func tableKind[V any](file, tag string, check func(V) error) *kind[V] {
	return &kind[V]{
		file: file, tag: tag, version: 1, what: kindWords[tag],
		empty:  func() V { var v V; return v },
		check:  check,
		encode: func(v V) ([]byte, error) { return json.Marshal(v) },
		decode: func(data []byte, _ int) (V, error) {
			var v V
			if len(data) > maxTableBlob {
				return v, problemf("the %s is %d bytes long", kindWords[tag], len(data))
			}
			if err := strictJSON(data, &v); err != nil {
				return v, err
			}
			return v, check(v)
		},
	}
}

// tableCardsMoves are the table's card book's moves for its Doc.
var tableCardsMoves = moves[TableCards, CardMove]{apply: applyCardMove, words: cardMoveWords}
