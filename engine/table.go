package engine

import (
	"fmt"
	"strings"
)

// CardID is a card's index in a Table. Battle states carry CardIDs, never
// names.
type CardID uint16

// NoCard is the CardID of no card.
const NoCard CardID = 0xFFFF

// RetrieverName is the card played by a player who is out of cards but has
// Trumpets (Golden Pack).
const RetrieverName = "Golden Retriever"

// Table is the immutable card table of one battle: every card the battle can
// use, by CardID, with the cards its effects name resolved to CardIDs. Many
// states share one Table; nothing changes it after it is built.
type Table struct {
	cards     []Card
	info      []cardInfo
	index     map[string]CardID
	retriever CardID
}

// cardInfo is what the rules look up on every step, computed once.
type cardInfo struct {
	trig     uint16 // bit t set when the card has an ability with Trigger t
	less     int32  // deals N less damage when attacking
	more     int32  // takes N more damage
	takeLess int32  // takes N less damage
}

// Len returns the number of cards in the table.
func (t *Table) Len() int { return len(t.cards) }

// Card returns the card with id. Its slices are shared: do not modify them.
func (t *Table) Card(id CardID) Card { return t.cards[id] }

// Name returns the name of the card with id, or "" for NoCard.
func (t *Table) Name(id CardID) string {
	if int(id) >= len(t.cards) {
		return ""
	}
	return t.cards[id].Name
}

// ID returns the id of the card called name (any case; a plural "s" is
// allowed).
func (t *Table) ID(name string) (CardID, bool) {
	for _, n := range nameForms(name) {
		if id, ok := t.index[strings.ToLower(n)]; ok {
			return id, true
		}
	}
	return NoCard, false
}

// Retriever returns the Golden Retriever's id, or NoCard when the table has
// none.
func (t *Table) Retriever() CardID { return t.retriever }

// nameForms lists the names a written name may stand for: itself, then
// without a plural "s" or "es".
func nameForms(name string) []string {
	forms := []string{name}
	l := strings.ToLower(name)
	if strings.HasSuffix(l, "s") && len(name) > 1 {
		forms = append(forms, name[:len(name)-1])
		if strings.HasSuffix(l, "es") && len(name) > 2 {
			forms = append(forms, name[:len(name)-2])
		}
	}
	return forms
}

// refError is a card whose effect names a card that cannot be used.
type refError struct {
	root string // the deck card (or card line) that led to it
	card string // the card whose effect is wrong, when it is one
	msg  string
}

// Error returns the message with the package prefix.
func (e *refError) Error() string { return "engine: " + e.msg }

// buildTable makes the table of the cards named by roots and every card their
// effects name, found with lookup (which handles any case). The Golden
// Retriever is added when lookup knows it. suggestions lists names for
// "did you mean" hints.
func buildTable(roots []string, lookup func(string) (Card, bool), suggestions []string) (*Table, error) {
	t := &Table{index: map[string]CardID{}, retriever: NoCard}
	find := func(name string) (Card, bool) {
		for _, n := range nameForms(name) {
			if c, ok := lookup(n); ok {
				return c, true
			}
		}
		return Card{}, false
	}
	var add func(name, root string) (CardID, error)
	add = func(name, root string) (CardID, error) {
		c, ok := find(name)
		if !ok {
			return NoCard, &refError{root: root, msg: fmt.Sprintf("unknown card %q%s", name, didYouMean(suggest(name, suggestions)))}
		}
		key := strings.ToLower(c.Name)
		if id, ok := t.index[key]; ok {
			return id, nil
		}
		if len(t.cards) >= int(NoCard) {
			return NoCard, &refError{root: root, msg: "too many cards"}
		}
		id := CardID(len(t.cards))
		c = c.clone()
		t.index[key] = id
		t.cards = append(t.cards, c)
		t.info = append(t.info, cardInfo{})
		var walk func(es []Effect) error
		walk = func(es []Effect) error {
			for i := range es {
				e := &es[i]
				if e.Kind == EffectSetAside {
					if err := walk(e.Then); err != nil {
						return err
					}
				}
				if e.Card == "" {
					continue
				}
				ref, err := add(e.Card, root)
				if err != nil {
					if re, ok := err.(*refError); ok && re.card == "" {
						re.card = c.Name
						re.msg = fmt.Sprintf("card %s: %q: %s", c.Name, e.String(), re.msg)
					}
					return err
				}
				rk := t.cards[ref].Kind
				bad := func(format string, a ...any) error {
					return &refError{root: root, card: c.Name, msg: fmt.Sprintf("card %s: %q: ", c.Name, e.String()) + fmt.Sprintf(format, a...)}
				}
				switch {
				case e.Kind == EffectGainCard && rk != KindFood && rk != KindPerk:
					return bad("%s is a %s; a pet can only gain foods and perks", t.cards[ref].Name, rk)
				case e.Kind == EffectGive && rk != KindAilment:
					return bad("%s is a %s, not an ailment", t.cards[ref].Name, rk)
				case e.Kind == EffectDiscard && rk == KindPet:
					return bad("%s is a pet; only cards a pet carries can be discarded from it", t.cards[ref].Name)
				}
				e.ref = ref
			}
			return nil
		}
		for ai := range c.Abilities {
			if err := walk(c.Abilities[ai].Effects); err != nil {
				return NoCard, err
			}
		}
		info := cardInfo{}
		for _, a := range c.Abilities {
			if a.IsPassive() {
				switch a.Passive.Kind {
				case DealsLess:
					info.less += int32(a.Passive.N)
				case TakesMore:
					info.more += int32(a.Passive.N)
				case TakesLess:
					info.takeLess += int32(a.Passive.N)
				}
				continue
			}
			info.trig |= 1 << a.Trigger
		}
		t.info[id] = info
		return id, nil
	}
	for _, r := range roots {
		if _, err := add(r, r); err != nil {
			return nil, err
		}
	}
	if c, ok := find(RetrieverName); ok && c.Kind == KindPet {
		id, err := add(RetrieverName, RetrieverName)
		if err != nil {
			return nil, err
		}
		t.retriever = id
	}
	return t, nil
}
