package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Kind is what sort of card a card is.
type Kind uint8

// The card kinds of docs/notation.md §2.
const (
	KindPet     Kind = iota // a pet: it battles
	KindFood                // a food: eaten by the next pet, adds its Power
	KindPerk                // a perk food: a pet carries at most one
	KindAilment             // an ailment: attached to a pet, not a food
)

var kindNames = [...]string{"pet", "food", "perk", "ailment"}

// String returns the kind's card-language word: pet, food, perk or ailment.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Pack is the box a card comes in.
type Pack uint8

// The packs of the rulebook. PackUnknown is the zero value.
const (
	PackUnknown Pack = iota
	PackClassic
	PackGolden
	PackMagic
)

var packNames = [...]string{"", "classic", "golden", "magic"}

// String returns "classic", "golden", "magic", or "" when unknown.
func (p Pack) String() string {
	if int(p) < len(packNames) {
		return packNames[p]
	}
	return ""
}

// ParsePack reads a pack name (any case); ok is false for other words.
func ParsePack(s string) (Pack, bool) {
	for i, n := range packNames {
		if i > 0 && strings.EqualFold(s, n) {
			return Pack(i), true
		}
	}
	return PackUnknown, false
}

// ExampleNote is what the app shows beside a card marked Example.
const ExampleNote = "from the rulebook examples; check your card"

// UnverifiedNote is what the app shows beside a card marked Unverified.
const UnverifiedNote = "a value the rulebook examples leave open; the smallest that fits is used"

// MaxTier is the highest tier deck.
const MaxTier = 6

// MaxNumber is the largest number the card language and battle notation accept.
const MaxNumber = 999

// MaxNameLen is the longest card name, in characters.
const MaxNameLen = 40

// The most a card may hold (docs/notation.md §2-3), far above any printed
// card: the longest reference card, Badger, is a card line of 159
// characters whose one ability takes 117 characters and 3 effects. Without
// them one card could take megabytes, and a card book the players keep
// could grow past what the app reads back.
const (
	// MaxCardLen is the longest card line, in characters: the "card
	// NAME: ..." statement without its comment, both as written and as
	// Card.String writes it back.
	MaxCardLen = 1500
	// MaxAbilityLen is the longest ability, in characters, both as
	// written and as Ability.String writes it back.
	MaxAbilityLen = 1000
	// MaxEffects is the most effects an ability has, counting those after
	// a set-aside effect.
	MaxEffects = 16
)

// Card is one card as the card language describes it, plus the metadata the
// card book keeps. A Card is a plain value; the battle code never changes one.
type Card struct {
	Name       string    // as printed, e.g. "Golden Retriever"
	Kind       Kind      // pet, food, perk or ailment
	Power      int       // printed power (pets) or power added when eaten (foods)
	Temporary  bool      // comes from the supply and goes back after the Trophy Phase
	Tier       int       // tier deck 1-6; 0 when it has none or it is not known
	Hat        string    // hat icon used by the Triple action; "" when not known
	Pack       Pack      // the box it comes in; PackUnknown when not known
	Example    bool      // from the rulebook examples; check your card (ExampleNote)
	Unverified bool      // a value was chosen because the examples leave it open
	Abilities  []Ability // triggered abilities and passive lines, in printed order
}

// String writes the card as one card-language statement,
// "card NAME: KIND [POWER] [temporary] [tier N] [hat H] [pack P] [example]
// [unverified] [| ABILITY]...", which ParseCard reads back to an equal Card.
func (c Card) String() string {
	var b strings.Builder
	b.WriteString("card ")
	b.WriteString(c.Name)
	b.WriteString(": ")
	b.WriteString(c.Spec())
	for _, a := range c.Abilities {
		b.WriteString(" | ")
		b.WriteString(a.String())
	}
	return b.String()
}

// Spec writes the part of the card statement between the colon and the first
// ability: kind, power and metadata.
func (c Card) Spec() string {
	parts := []string{c.Kind.String()}
	if c.Kind == KindPet || c.Power != 0 {
		parts = append(parts, strconv.Itoa(c.Power))
	}
	if c.Temporary {
		parts = append(parts, "temporary")
	}
	if c.Tier != 0 {
		parts = append(parts, "tier", strconv.Itoa(c.Tier))
	}
	if c.Hat != "" {
		parts = append(parts, "hat", c.Hat)
	}
	if c.Pack != PackUnknown {
		parts = append(parts, "pack", c.Pack.String())
	}
	if c.Example {
		parts = append(parts, "example")
	}
	if c.Unverified {
		parts = append(parts, "unverified")
	}
	return strings.Join(parts, " ")
}

// IsFood reports whether the card is eaten by pets: a food or a perk.
func (c Card) IsFood() bool { return c.Kind == KindFood || c.Kind == KindPerk }

// clone returns a copy of c that shares no slices with it.
func (c Card) clone() Card {
	c.Abilities = cloneAbilities(c.Abilities)
	return c
}

func cloneAbilities(as []Ability) []Ability {
	if as == nil {
		return nil
	}
	out := make([]Ability, len(as))
	for i, a := range as {
		a.Effects = cloneEffects(a.Effects)
		out[i] = a
	}
	return out
}

func cloneEffects(es []Effect) []Effect {
	if es == nil {
		return nil
	}
	out := make([]Effect, len(es))
	for i, e := range es {
		e.Then = cloneEffects(e.Then)
		out[i] = e
	}
	return out
}

// checkName reports what is wrong with a card name, or "" when it is fine.
func checkName(name string) string {
	switch {
	case name == "":
		return "the card has no name"
	case len([]rune(name)) > MaxNameLen:
		return "card name is longer than " + strconv.Itoa(MaxNameLen) + " characters"
	case strings.TrimSpace(name) != name || strings.Contains(name, "  "):
		return "card name has extra spaces"
	case strings.ContainsAny(name, ":,|#;\t\r\n"):
		return "card name " + strconv.Quote(name) + " may not contain : , | # or ;"
	case isDigits(name):
		return "card name " + strconv.Quote(name) + " is a number"
	}
	if _, why := textcheck.BadNameChar(name); why != "" {
		return "card name may not contain " + why
	}
	return ""
}

// tooLong says what is wrong with a card line or an ability (what) that is
// longer than limit characters as it was written (typed) or as the app
// writes it back (written), which spells out what may be left out; "" when
// it is neither.
func tooLong(what, typed, written string, limit int) string {
	if n := utf8.RuneCountInString(typed); n > limit {
		return fmt.Sprintf("the %s is too long: %d characters (at most %d)", what, n, limit)
	}
	if n := utf8.RuneCountInString(written); n > limit {
		return fmt.Sprintf("the %s is too long as the app writes it, with every target and \", then\" spelled out: %d characters (at most %d)", what, n, limit)
	}
	return ""
}

// checkHat reports what is wrong with a hat name, or "" when it is fine: one
// word without the characters the card language uses.
func checkHat(h string) string {
	if utf8.RuneCountInString(h) > MaxNameLen {
		return "hat " + textcheck.Quote(h) + " is longer than " + strconv.Itoa(MaxNameLen) + " characters"
	}
	if h == "" || strings.ContainsAny(h, " \t\r\n:,|#;") || strings.ContainsFunc(h, func(r rune) bool { return r < ' ' || r == 0x7f }) {
		return "hat " + textcheck.Quote(h) + " must be one word without : , | # or ;"
	}
	return ""
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
