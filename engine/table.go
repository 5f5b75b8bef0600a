package engine

import (
	"fmt"
	"reflect"
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
	// countsFainted: some effect counts fainted pets ("for each of your
	// fainted pets"); else the counts change nothing (see AppendCoarseKey)
	countsFainted bool
	// same[id][a] is the first ability of card id equal to its ability a
	// (State.Alike)
	same [][]uint8
}

// cardInfo is what the rules look up on every step, computed once, so
// that a step reads one small record rather than the Card and its slices.
type cardInfo struct {
	trig uint16 // bit t set when the card has an ability with Trigger t
	kind Kind
	// loose: a food or ailment with no triggered ability. Where such cards
	// sit among the cards a pet carries changes nothing (see AppendKey).
	loose    bool
	food     bool  // eaten by the pet it waits for, adding power (Card.IsFood: foods and perks)
	power    int32 // printed power (pets) or power added when eaten (foods, perks)
	less     int32 // deals N less damage when attacking
	more     int32 // takes N more damage
	takeLess int32 // takes N less damage
	// byTrig[t]: bit a set when ability a has Trigger t (abilities past
	// the 16th are looked up in the card: see fireCard)
	byTrig [numTriggers]uint16
	// effs[a]: the effects of ability a (the card's own slices)
	effs [][]Effect
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
	name string // the card the effect names, as written, when it is one
	msg  string
}

// Error returns the message, as a player reads it.
func (e *refError) Error() string { return e.msg }

// buildTable makes the table of the cards named by roots and every card their
// effects name, found with lookup (which handles any case). The Golden
// Retriever is added when lookup knows it. suggestions lists names for
// "did you mean" hints; it is called only for an unknown name.
func buildTable(roots []string, lookup func(string) (Card, bool), suggestions func() []string) (*Table, error) {
	tb := &tableBuilder{t: &Table{index: map[string]CardID{}, retriever: NoCard}, lookup: lookup, suggestions: suggestions}
	for _, r := range roots {
		if _, err := tb.add(r, r); err != nil {
			return nil, err
		}
	}
	if c, ok := tb.find(RetrieverName); ok && c.Kind == KindPet {
		id, err := tb.add(RetrieverName, RetrieverName)
		if err != nil {
			return nil, err
		}
		tb.t.retriever = id
	}
	return tb.t, nil
}

// tableBuilder is a Table being built by buildTable.
type tableBuilder struct {
	t           *Table
	lookup      func(string) (Card, bool)
	suggestions func() []string
}

// find looks a written name up, with its plural forms.
func (tb *tableBuilder) find(name string) (Card, bool) {
	for _, n := range nameForms(name) {
		if c, ok := tb.lookup(n); ok {
			return c, true
		}
	}
	return Card{}, false
}

// add puts the card called name into the table, unless it is there, with
// the cards its effects name; root is the deck card or card line that led to
// it, for errors.
func (tb *tableBuilder) add(name, root string) (CardID, error) {
	t := tb.t
	c, ok := tb.find(name)
	if !ok {
		return NoCard, &refError{root: root, msg: fmt.Sprintf("unknown card %q%s", name, didYouMean(suggest(name, tb.suggestions())))}
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
	t.same = append(t.same, nil)
	// c shares its ability and effect slices with t.cards[id]: resolving the
	// references through it resolves the table's card.
	for ai := range c.Abilities {
		if err := tb.resolveRefs(&c, c.Abilities[ai].Effects, root); err != nil {
			return NoCard, err
		}
	}
	t.info[id] = infoOf(&c)
	t.same[id] = sameAbilities(c.Abilities)
	return id, nil
}

// resolveRefs adds the cards that the effects es of card c name (set-aside
// effects' nested effects too) and sets each effect's ref.
func (tb *tableBuilder) resolveRefs(c *Card, es []Effect, root string) error {
	for i := range es {
		e := &es[i]
		if e.Per == PerFainted || e.Per == PerEnemyFainted {
			tb.t.countsFainted = true
		}
		if len(e.Then) > 0 {
			if err := tb.resolveRefs(c, e.Then, root); err != nil {
				return err
			}
		}
		if e.Card == "" {
			continue
		}
		ref, err := tb.add(e.Card, root)
		if err != nil {
			if re, ok := err.(*refError); ok && re.card == "" {
				re.card, re.name = c.Name, e.Card
				re.msg = fmt.Sprintf("card %s: %q: %s", c.Name, e.String(), re.msg)
			}
			return err
		}
		if err := tb.checkRef(c, e, ref, root); err != nil {
			return err
		}
		e.ref = ref
	}
	return nil
}

// checkRef checks that effect e of card c may name the card ref: a pet gains
// only foods and perks, is given only foods, perks and ailments, and cannot
// have a pet discarded from it.
func (tb *tableBuilder) checkRef(c *Card, e *Effect, ref CardID, root string) error {
	why := refProblem(e, &tb.t.cards[ref])
	if why == "" {
		return nil
	}
	msg := fmt.Sprintf("card %s: %q: %s%s", c.Name, e.String(), why, didYouMean(suggest(e.Card, tb.fitting(e))))
	return &refError{root: root, card: c.Name, name: e.Card, msg: msg}
}

// fitting lists the names of the cards effect e may name, for "did you
// mean" hints; it is called only for an effect that names a card of a kind
// it cannot use.
func (tb *tableBuilder) fitting(e *Effect) []string {
	var fit []string
	for _, n := range tb.suggestions() {
		if rc, ok := tb.lookup(n); ok && refProblem(e, &rc) == "" {
			fit = append(fit, n)
		}
	}
	return fit
}

// refProblem says why effect e may not name the card rc, or returns "" when
// it may.
func refProblem(e *Effect, rc *Card) string {
	switch {
	case e.Kind == EffectGainCard && rc.Kind != KindFood && rc.Kind != KindPerk:
		return fmt.Sprintf("%s is a %s; a pet can only gain foods and perks", rc.Name, rc.Kind)
	case e.Kind == EffectGive && rc.Kind == KindPet:
		return rc.Name + " is a pet; a pet can only be given foods, perks and ailments"
	case e.Kind == EffectDiscard && rc.Kind == KindPet:
		return rc.Name + " is a pet; only cards a pet carries can be discarded from it"
	}
	return ""
}

// sameAbilities gives, for each ability, the index of the first ability
// equal to it (itself when none before is).
func sameAbilities(abs []Ability) []uint8 {
	out := make([]uint8, len(abs))
	for a := range abs {
		out[a] = uint8(a)
		for b := range a {
			if reflect.DeepEqual(abs[a], abs[b]) {
				out[a] = uint8(b)
				break
			}
		}
	}
	return out
}

// infoOf sums up c's triggers and passive lines.
func infoOf(c *Card) cardInfo {
	info := cardInfo{kind: c.Kind, food: c.IsFood(), power: int32(c.Power), effs: make([][]Effect, len(c.Abilities))}
	for ai, a := range c.Abilities {
		info.effs[ai] = a.Effects
		if ai < 16 {
			info.byTrig[a.Trigger] |= 1 << ai
		}
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
	info.loose = info.trig == 0 && (c.Kind == KindFood || c.Kind == KindAilment)
	return info
}
