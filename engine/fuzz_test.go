package engine

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sapcompanion/sapcompanion/assets"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// maxErrorLen bounds a parse error's message: it quotes at most
// textcheck.MaxQuote characters of the input, a few times at most.
const maxErrorLen = 1000

// wholeTextError reports whether pe is about the whole text rather than a
// line: it is too big.
func wholeTextError(pe *ParseError) bool {
	return strings.Contains(pe.Msg, "bytes; at most")
}

// FuzzParseCard: any text gives a card or an error, never a panic, and a
// card writes back to text that parses to the same card.
func FuzzParseCard(f *testing.F) {
	for _, line := range strings.Split(assets.ReferenceCards, "\n") {
		f.Add(line)
	}
	for _, p := range Phrases() {
		f.Add("card X: pet 2 | Play: " + p.Template)
	}
	f.Add("card Y: perk 1 temp tier 2 hat top pack magic example unverified | takes 2 less damage | KO: gain 1 Apples for each of your fainted pets")
	// Version 2 phrases (docs/notation.md §5).
	f.Add("card Z: pet 0 | Play: spend 1 trumpet to throw 1 rock for each of your mana | Hurt: remove 2 damage from both pets")
	f.Add("card W: pet 3 | Faint: deal damage equal to this pet's power to both pets, then put 0 Apples on the bottom of your deck")
	f.Add("card V: pet 1 | KO: give 2 Apples to your pet; gain 1 power for each of the enemy's fainted pet; spend 2 mana to gain 1 trumpet")
	// The limits (MaxEffects, MaxAbilityLen, MaxCardLen): at them, one over,
	// and over only once the app writes the card back.
	f.Add("card U: pet 1 | " + throws(MaxEffects))
	f.Add("card U: pet 1 | " + throws(MaxEffects+1))
	f.Add("card U: pet 1 | " + puts(append(repeat(MaxNameLen, 13), 19)...))
	f.Add("card U: pet 1 | " + puts(append(repeat(MaxNameLen, 13), 20)...))
	f.Add("card U: pet 1 | " + puts(append(repeat(MaxNameLen, 13), 19)...) + " | " + puts(append(repeat(MaxNameLen, 6), 9)...))
	f.Add("card U: pet 1 | Play: " + strings.TrimSuffix(strings.Repeat("deal 1 damage for each of your fainted pets;", 16), ";"))
	f.Add("card U: pet 1 | Hurt: deal 1 damage" + strings.Repeat(" | Play: deal 1 damage;deal 1 damage", 40))
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || strings.HasPrefix(err.Error(), "engine:") {
				t.Fatalf("error %v is not a ParseError", err)
			}
			return
		}
		back, err := ParseCard(c.String())
		if err != nil {
			t.Fatalf("%q parsed to %q, which does not parse: %v", s, c.String(), err)
		}
		if !reflect.DeepEqual(c, back) {
			t.Fatalf("%q: round trip changed the card:\n%#v\n%#v", s, c, back)
		}
		if err := Validate(c); err != nil {
			t.Fatalf("%q parsed but is not valid: %v", s, err)
		}
		for _, a := range c.Abilities {
			if _, err := ParseAbility(a.String()); err != nil {
				t.Fatalf("ability %q does not parse: %v", a.String(), err)
			}
		}
	})
}

// FuzzParseBattle: any text gives a battle or an error naming the line,
// never a panic; a battle survives its notation and resolves (to a result or
// a runaway error) with seeded dice.
func FuzzParseBattle(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.battle"))
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err == nil {
			f.Add(string(src))
		}
	}
	f.Add(propertyCards + "A: Crab, Mole, Apple\nB: Hedgehog, Honey, Ram\nB trumpets: 2\n")
	f.Add("A: U\nB: Ant\ncard U: pet 1 | " + throws(MaxEffects) + "\n")
	f.Add("A: U\nB: Ant\ncard U: pet 1 | " + throws(MaxEffects+1) + "\n")
	f.Fuzz(func(t *testing.T, src string) {
		b, err := ParseBattle(src, nil)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || strings.HasPrefix(err.Error(), "engine:") {
				t.Fatalf("error %v is not a ParseError", err)
			}
			if pe.Line < 1 && !wholeTextError(pe) {
				t.Fatalf("error %v names no line", err)
			}
			if len(err.Error()) > maxErrorLen {
				t.Fatalf("error of %d bytes: %.300s", len(err.Error()), err)
			}
			return
		}
		for _, n := range append(b.Names[:], b.Decks[0]...) {
			if _, why := textcheck.BadNameChar(n); why != "" {
				t.Fatalf("accepted the name %q, which holds %s", n, why)
			}
		}
		back, err := ParseBattle(b.Format(), nil)
		if err != nil {
			t.Fatalf("Format output does not parse: %v\n%s", err, b.Format())
		}
		if !reflect.DeepEqual(b, back) {
			t.Fatalf("round trip changed the battle:\n%s", b.Format())
		}
		m, err := NewMatch(b, nil)
		if err != nil {
			t.Fatalf("parsed battle does not compile: %v", err)
		}
		res, err := m.Resolve(NewSeededDice(b.RockDie(), 1), &Log{})
		if err != nil && !errors.Is(err, ErrRunaway) {
			t.Fatalf("resolve: %v", err)
		}
		if err == nil && res == Undecided {
			t.Fatal("no result")
		}
	})
}

// FuzzDecodeBook: any bytes give a card book or an error, never a panic; a
// book survives its JSON, and its names are names.
func FuzzDecodeBook(f *testing.F) {
	ref, err := ReferenceBook().MarshalJSON()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(ref)
	f.Add([]byte("\uFEFF" + `{"version": 1, "cards": [{"name": "Zed", "kind": "food", "power": 2, "tier": 3, "pack": "golden", "abilities": ["Play: throw 1 rock"]}, {"name": "Ant", "hidden": true}]}`))
	f.Add([]byte(`{"version": 2}`))
	f.Add([]byte(`{"cards": [{"name": "A\u202eB"}]}`))
	f.Add([]byte(`null`))
	f.Add(jsonBook(throws(MaxEffects)))
	f.Add(jsonBook(throws(MaxEffects + 1)))
	f.Add(jsonBook(puts(append(repeat(MaxNameLen, 13), 20)...)))
	f.Add(jsonBook(puts(append(repeat(MaxNameLen, 13), 19)...), puts(append(repeat(MaxNameLen, 6), 10)...)))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := DecodeBook(data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "card book: ") {
				t.Fatalf("error %q does not say it is about the card book", err)
			}
			for _, w := range []string{"card book: json: ", "into Go ", "unexpected end of JSON input", "exceeded max depth"} {
				if strings.Contains(err.Error(), w) {
					t.Fatalf("error %q is not in plain words", err)
				}
			}
			if len(err.Error()) > maxErrorLen {
				t.Fatalf("error of %d bytes: %.300s", len(err.Error()), err)
			}
			return
		}
		for _, c := range b.Cards() {
			if msg := checkName(c.Name); msg != "" {
				t.Fatalf("accepted the card name %q: %s", c.Name, msg)
			}
		}
		for _, h := range b.Hidden() {
			if msg := checkName(h); msg != "" {
				t.Fatalf("accepted the hidden name %q: %s", h, msg)
			}
		}
		again, err := b.MarshalJSON()
		if err != nil {
			t.Fatalf("an accepted book does not write: %v", err)
		}
		back, err := DecodeBook(again)
		if err != nil {
			t.Fatalf("an accepted book does not read again: %v\n%s", err, again)
		}
		if !reflect.DeepEqual(b.Cards(), back.Cards()) || !reflect.DeepEqual(b.Hidden(), back.Hidden()) {
			t.Fatalf("the book changed on the way through JSON:\n%s", again)
		}
	})
}
