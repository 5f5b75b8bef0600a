package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigBookKinds is the kind of card i of bigBookText, by i mod 10: mostly
// pets, some foods, a perk and an ailment.
var bigBookKinds = [10]Kind{KindAilment, KindFood, KindFood, KindPerk, KindPet, KindPet, KindPet, KindPet, KindPet, KindPet}

// bigBookName is the name of card i of bigBookText.
func bigBookName(i int) string {
	return fmt.Sprintf("%s %04d", strings.ToUpper(bigBookKinds[i%10].String()[:1])+bigBookKinds[i%10].String()[1:], i)
}

// bigBookRef picks, for card i's k-th reference, a card of kind want among
// the n cards: spread all over the book, so every card reaches most others.
func bigBookRef(i, k, n int, want Kind) string {
	j := (i*7919 + k*104729 + 13) % n
	for bigBookKinds[j%10] != want {
		j = (j + 1) % n
	}
	return bigBookName(j)
}

// bigBookText is a card book of n cards (n at least 10) in the card language,
// the same for the same n: pets that put pets on the deck, gain foods and
// give ailments, perks that put pets on the deck, plain foods and ailments
// with a passive line. Every card is named by others, and from most cards
// the references lead to most of the book.
func bigBookText(n int) string {
	var b strings.Builder
	for i := range n {
		name := bigBookName(i)
		switch bigBookKinds[i%10] {
		case KindAilment:
			fmt.Fprintf(&b, "card %s: ailment temporary pack magic | deals 1 less damage when attacking\n", name)
		case KindFood:
			fmt.Fprintf(&b, "card %s: food %d tier %d pack classic\n", name, 1+i%3, 1+i%6)
		case KindPerk:
			fmt.Fprintf(&b, "card %s: perk tier %d | Faint: put 1 %s on top of your deck\n", name, 1+i%6, bigBookRef(i, 0, n, KindPet))
		default:
			fmt.Fprintf(&b, "card %s: pet %d tier %d hat h%d | Faint: put 1 %s on top of your deck | Play: gain 1 %s | KO: give 1 %s to the enemy pet | Hurt: throw 2 rocks at the enemy pet\n",
				name, 1+i%9, 1+i%6, i%7, bigBookRef(i, 1, n, KindPet), bigBookRef(i, 2, n, KindFood), bigBookRef(i, 3, n, KindAilment))
		}
	}
	return b.String()
}

// bigBook is bigBookText(n) read.
func bigBook(t testing.TB, n int) *Book {
	t.Helper()
	b, err := ParseCards(bigBookText(n))
	require.NoError(t, err)
	require.Equal(t, n, b.Len())
	return b
}

// A book of MaxBookCards cards, every card reaching most of the others,
// checks out; merged over the reference cards after a trip through JSON it
// still does, and a battle with it resolves (to a result or a runaway
// error: its pets keep putting pets on the deck).
func TestBigBookChecks(t *testing.T) {
	b := bigBook(t, MaxBookCards)
	require.NoError(t, b.Check())
	data, err := b.MarshalJSON()
	require.NoError(t, err)
	merged, err := LoadBook(data)
	require.NoError(t, err)
	require.NoError(t, merged.Check())
	assert.Equal(t, MaxBookCards+ReferenceBook().Len(), merged.Len())

	m := matchBook(t, merged, "A: Pet 0004, Apple, Pet 0005\nB: Ant, Pet 4999\nrocks: 1 0 2 1 0 1 2 0 1 1 0 2 1 1 0 2 0 1 1 2\n")
	if _, err := m.Resolve(NewSeededDice(m.Battle.RockDie(), 1), nil); err != nil {
		require.ErrorIs(t, err, ErrRunaway, "the pets keep putting pets on the deck")
	}

	// One bad reference among the 5,000 is found, with a suggestion.
	c, ok := b.Get("Pet 2224")
	require.True(t, ok)
	c.Abilities[0].Effects[0].Card = "Pet 22224"
	require.NoError(t, b.Replace(c))
	assert.EqualError(t, b.Check(), `card Pet 2224: "put 1 Pet 22224 on top of your deck": unknown card "Pet 22224" (did you mean Pet 2224?)`)
}

// matchBook parses src with book (the reference cards when nil) and
// prepares it for resolution.
func matchBook(t testing.TB, book *Book, src string) *Match {
	t.Helper()
	b, err := ParseBattle(src, book)
	require.NoError(t, err)
	m, err := NewMatch(b, book)
	require.NoError(t, err)
	return m
}

// BenchmarkBookCheck checks a generated book of 100, 1,000 and 5,000 cards
// (bigBookText) in which every card reaches most of the others.
func BenchmarkBookCheck(b *testing.B) {
	for _, n := range []int{100, 1000, MaxBookCards} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			book := bigBook(b, n)
			b.ReportAllocs()
			for b.Loop() {
				if err := book.Check(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLoadBook reads the same books from their JSON, merges them over
// the reference cards and checks the result, as the commands do with
// --cards FILE.
func BenchmarkLoadBook(b *testing.B) {
	for _, n := range []int{100, 1000, MaxBookCards} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			data, err := bigBook(b, n).MarshalJSON()
			require.NoError(b, err)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				book, err := LoadBook(data)
				if err != nil {
					b.Fatal(err)
				}
				if err := book.Check(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// checkEachTable is Check as it was: the card table of every card, in name
// order, built in full.
func checkEachTable(b *Book) error {
	for _, c := range b.Cards() {
		if _, err := buildTable([]string{c.Name}, b.get, b.Names); err != nil {
			return err
		}
	}
	return nil
}

// smallBadBook is a random book of a few cards whose effects name cards of
// the book, of other kinds, and names it does not have, with now and then
// a Golden Retriever that names them too; some effects hold others.
func smallBadBook(t *testing.T, r *rand.Rand) *Book {
	t.Helper()
	n := 2 + r.IntN(8)
	kinds := []string{"pet", "food", "perk", "ailment"}
	name := func(i int) string { return fmt.Sprintf("C%c", 'a'+i) }
	ref := func() string {
		if r.IntN(8) == 0 {
			return fmt.Sprintf("Zz%d", r.IntN(3)) // not in the book
		}
		return name(r.IntN(n))
	}
	effects := []func() string{
		func() string { return "put 1 " + ref() + " on top of your deck" },
		func() string { return "gain 1 " + ref() },
		func() string { return "give 1 " + ref() + " to the enemy pet" },
		func() string { return "discard all " + ref() + " from this pet" },
		func() string { return "throw 1 rock" },
		func() string {
			return "set aside this pet until you play your next pet, then gain 1 " + ref() + ", then give 1 " + ref() + " to it"
		},
		func() string { return "spend 1 mana to put 1 " + ref() + " on the bottom of your deck" },
	}
	var src strings.Builder
	for i := range n {
		cardName := name(i)
		if i == 0 && r.IntN(3) == 0 {
			cardName = RetrieverName
		}
		fmt.Fprintf(&src, "card %s: %s 1", cardName, kinds[r.IntN(len(kinds))])
		for range r.IntN(3) {
			fmt.Fprintf(&src, " | Faint: %s", effects[r.IntN(len(effects))]())
		}
		src.WriteString("\n")
	}
	b, err := ParseCards(src.String())
	require.NoError(t, err, src.String())
	return b
}

// Check gives the error building every card's table in name order gives:
// the same card, the same message.
func TestCheckIsBuildingEveryTable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	failed := 0
	for range 3000 {
		b := smallBadBook(t, r)
		want := checkEachTable(b)
		if want != nil {
			failed++
		}
		assert.Equal(t, want, b.Check(), "%v", b.Names())
	}
	assert.Greater(t, failed, 1000, "most books have a bad card")
}
