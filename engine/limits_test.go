package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// throws is an ability of n effects "throw 1 rock", joined as the app
// writes them.
func throws(n int) string {
	return "Play: " + strings.TrimSuffix(strings.Repeat("throw 1 rock, then ", n), ", then ")
}

// puts is an ability of one effect "put 1 NAME on top of your deck" for
// each of names, with a name of that many letters, written as the app
// writes it.
func puts(names ...int) string {
	effs := make([]string, len(names))
	for i, n := range names {
		effs[i] = "put 1 " + strings.Repeat("A", n) + " on top of your deck"
	}
	return "Play: " + strings.Join(effs, ", then ")
}

// repeat returns n copies of v.
func repeat(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// jsonBook is a card book document of one card, Zed, with abilities.
func jsonBook(abilities ...string) []byte {
	quoted := make([]string, len(abilities))
	for i, a := range abilities {
		quoted[i] = strconv.Quote(a)
	}
	return []byte(`{"version": 1, "cards": [{"name": "Zed", "power": 1, "abilities": [` + strings.Join(quoted, ", ") + `]}]}`)
}

// The limits are far above every card the rulebook shows: at least five
// times its longest card line, ability and count of effects.
func TestLimitsAreFarAboveTheReferenceCards(t *testing.T) {
	for _, c := range ReferenceBook().Cards() {
		assert.LessOrEqual(t, 5*utf8.RuneCountInString(c.String()), MaxCardLen, c.String())
		for _, a := range c.Abilities {
			assert.LessOrEqual(t, 5*utf8.RuneCountInString(a.String()), MaxAbilityLen, a.String())
			assert.LessOrEqual(t, 5*countEffects(a.Effects), MaxEffects, a.String())
		}
	}
}

// countEffects counts es and the effects after a set-aside effect: the
// effects as written (a spend effect and what it buys are one).
func countEffects(es []Effect) int {
	n := len(es)
	for _, e := range es {
		if e.Kind == EffectSetAside {
			n += countEffects(e.Then)
		}
	}
	return n
}

// An ability of more effects than MaxEffects is refused at the first
// effect too many, in the card language and in a card book's JSON.
func TestAbilityOfTooManyEffectsIsRefused(t *testing.T) {
	ok := throws(MaxEffects)
	a, err := ParseAbility(ok)
	require.NoError(t, err)
	assert.Len(t, a.Effects, MaxEffects)
	over := throws(MaxEffects + 1)
	col := strconv.Itoa(strings.LastIndex(over, "throw") + 1)
	const msg = "the ability has too many effects: this is effect 17 (at most 16)"

	_, err = ParseAbility(over)
	assert.EqualError(t, err, "column "+col+": "+msg)
	_, err = ParseCard("card Zed: pet 1 | " + over)
	assert.EqualError(t, err, "column "+strconv.Itoa(len("card Zed: pet 1 | ")+strings.LastIndex(over, "throw")+1)+": "+msg)
	_, err = ParseCards("card Ant: pet 1\ncard Zed: pet 1 | " + over + "\n")
	assert.EqualError(t, err, "line 2: column "+strconv.Itoa(len("card Zed: pet 1 | ")+strings.LastIndex(over, "throw")+1)+": "+msg)
	_, err = ParseBattle("A: Zed\ncard Zed: pet 1 | "+over+"\n", nil)
	assert.ErrorContains(t, err, "line 2: column ")
	assert.ErrorContains(t, err, msg)

	// The effects after a set-aside effect count too.
	aside := "Faint: set aside this pet until you play your next pet, then " + strings.TrimPrefix(throws(MaxEffects), "Play: ")
	_, err = ParseAbility(aside)
	assert.ErrorContains(t, err, msg)

	_, err = DecodeBook(jsonBook(ok))
	require.NoError(t, err)
	_, err = DecodeBook(jsonBook(over))
	require.Error(t, err)
	assert.Regexp(t, `^card book: card "Zed": ability 1 "Play: throw 1 rock, then .*…": column `+col+": "+regexp.QuoteMeta(msg)+"$", err.Error())
}

// An ability of more than MaxAbilityLen characters is refused, as written
// and as the app writes it back.
func TestTooLongAbilityIsRefused(t *testing.T) {
	long := puts(append(repeat(MaxNameLen, 13), 19)...)
	require.Equal(t, MaxAbilityLen, utf8.RuneCountInString(long))
	_, err := ParseAbility(long)
	require.NoError(t, err)
	_, err = DecodeBook(jsonBook(long))
	require.NoError(t, err)

	over := puts(append(repeat(MaxNameLen, 13), 20)...)
	_, err = ParseAbility("  " + over)
	assert.EqualError(t, err, "column 3: the ability is too long: 1001 characters (at most 1000)")
	_, err = ParseCard("card Zed: pet 1 | " + over)
	assert.EqualError(t, err, "column 19: the ability is too long: 1001 characters (at most 1000)")
	_, err = DecodeBook(jsonBook("Hurt: gain 1 power", over))
	require.Error(t, err)
	assert.Regexp(t, `^card book: card "Zed": ability 2 ".*…": column 1: the ability is too long: 1001 characters \(at most 1000\)$`, err.Error())

	// 709 characters as written, 1071 once every target and ", then" is
	// spelled out: what the card book keeps would not read back.
	short := "Play: " + strings.TrimSuffix(strings.Repeat("deal 1 damage for each of your fainted pets;", 16), ";")
	require.Equal(t, 709, len(short))
	_, err = ParseAbility(short)
	assert.EqualError(t, err, `column 1: the ability is too long as the app writes it, with every target and ", then" spelled out: 1071 characters (at most 1000)`)
}

// A card line of more than MaxCardLen characters is refused, as written and
// as the app writes it back; a card of the JSON is refused when it would
// be.
func TestTooLongCardLineIsRefused(t *testing.T) {
	first, second := puts(append(repeat(MaxNameLen, 13), 19)...), puts(append(repeat(MaxNameLen, 6), 9)...)
	line := "card Zed: pet 1 | " + first + " | " + second
	require.Equal(t, MaxCardLen, utf8.RuneCountInString(line))
	c, err := ParseCard(line)
	require.NoError(t, err)
	assert.Equal(t, line, c.String())
	_, err = DecodeBook(jsonBook(first, second))
	require.NoError(t, err)
	require.NoError(t, Validate(c))

	second = puts(append(repeat(MaxNameLen, 6), 10)...)
	_, err = ParseCard("card Zed: pet 1 | " + first + " | " + second)
	assert.EqualError(t, err, "the card line is too long: 1501 characters (at most 1500)")
	_, err = ParseCards("\ncard Zed: pet 1 | " + first + " | " + second + " # a comment does not count\n")
	assert.EqualError(t, err, "line 2: the card line is too long: 1501 characters (at most 1500)")
	_, err = DecodeBook(jsonBook(first, second))
	assert.EqualError(t, err, "card book: card Zed is too long: 1501 characters written as a card line (at most 1500)")

	// 1475 characters as written, 3092 as the app writes it back.
	short := "card X: pet 1 | Play: deal 1 damage" + strings.Repeat(" | Play: deal 1 damage;deal 1 damage", 40)
	require.Equal(t, 1475, len(short))
	_, err = ParseCard(short)
	assert.EqualError(t, err, `the card line is too long as the app writes it, with every target and ", then" spelled out: 3092 characters (at most 1500)`)
}
