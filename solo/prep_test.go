package solo

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
)

func TestSimpleOrderAndInstructions(t *testing.T) {
	book := testBook(t)
	hand := []string{"Otter", "Ant", "Honey", "Apple", "Fish"}
	deck := SimpleOrder(book, hand)
	assert.Equal(t, []string{"Ant", "Otter", "Honey", "Apple", "Fish"}, deck, "weakest first; equal Otter and Fish: the one got first; foods on the strongest")
	assert.Equal(t, []string{"Put the Honey and the Apple on the Fish.", "Order my deck, top card first: Ant, Otter, Honey, Apple, Fish."}, DeckInstructions(book, deck))

	p, err := OrderDeck(context.Background(), book, hand, Easy, []string{"Dolphin"}, true)
	require.NoError(t, err)
	assert.Equal(t, deck, p.Deck, "Easy always uses the simple order")
	p, err = OrderDeck(context.Background(), book, hand, Hard, nil, true)
	require.NoError(t, err)
	assert.Equal(t, deck, p.Deck, "no deck of yours seen yet")
	assert.Contains(t, p.Why, "not seen a deck of yours")
}

// winChance is the exact chance that deck A wins against deck B.
func winChance(t *testing.T, book *engine.Book, a, b []string, aFirst bool) float64 {
	t.Helper()
	battle := &engine.Battle{First: engine.PlayerB, Decks: [2][]string{a, b}}
	if aFirst {
		battle.First = engine.PlayerA
	}
	m, err := engine.NewMatch(battle, book)
	require.NoError(t, err)
	r, err := search.Odds(context.Background(), m, search.OddsOptions{})
	require.NoError(t, err)
	win, _, _ := r.Chances.Floats()
	return win
}

// TestOrderDeckWithBest: on Normal and Hard the deck is a reordering of the
// hand that wins at least as often as the simple order against the human's
// last deck, and here strictly more often.
func TestOrderDeckWithBest(t *testing.T) {
	book := testBook(t)
	hand := []string{"Mosquito", "Otter", "Dolphin"}
	against := []string{"Dog", "Apple", "Fish"}
	simple := winChance(t, book, SimpleOrder(book, hand), against, false)
	for _, d := range []Difficulty{Normal, Hard} {
		p, err := OrderDeck(context.Background(), book, hand, d, against, false)
		require.NoError(t, err)
		assert.ElementsMatch(t, hand, p.Deck)
		assert.Equal(t, "It tries every order of its cards against your last deck: of its 6 orders, this one wins most often.", p.Why)
		got := winChance(t, book, p.Deck, against, false)
		assert.Greater(t, got, simple, "%s: %v wins %.3f, the simple order %.3f", d, p.Deck, got, simple)
	}
}

// TestOrderDeckTooManyOrders: a deck with more orders than Normal tries is
// ordered by its pets alone, the foods on its strongest pet.
func TestOrderDeckTooManyOrders(t *testing.T) {
	book := testBook(t)
	hand := []string{"Ant", "Otter", "Dolphin", "Honey", "Apple", "Peacock"}
	p, err := OrderDeck(context.Background(), book, hand, Normal, []string{"Fish", "Mosquito"}, true)
	require.NoError(t, err)
	assert.ElementsMatch(t, hand, p.Deck)
	assert.Contains(t, p.Why, "more than 120 orders")
	i := slices.Index(p.Deck, "Honey")
	assert.Equal(t, "Apple", p.Deck[i+1])
	assert.True(t, lookup(book, p.Deck[i+2]).isPet())
}

// TestOrderDeckWithinItsBudget: Best runs within a budget; past it the app
// uses the best order tried, or the simple order when it tried none, and
// says so in plain words.
func TestOrderDeckWithinItsBudget(t *testing.T) {
	book := testBook(t)
	hand := []string{"Ant", "Otter", "Dolphin", "Fish", "Peacock"}
	against := []string{"Dog", "Apple", "Fish"}
	defer func(b search.Budget) { prepBudget = b }(prepBudget)
	assert.Zero(t, prepBudget.MaxTime, "no time budget: it thinks alike on every machine")
	assert.Positive(t, prepBudget.MaxPositions)

	prepBudget = search.Budget{MaxBytes: 1}
	p, err := OrderDeck(context.Background(), book, hand, Hard, against, false)
	require.NoError(t, err, "the budget is no error")
	assert.Equal(t, SimpleOrder(book, hand), p.Deck, "no order tried: the simple order")
	assert.Equal(t, "It ran out of time before it had tried an order against your last deck: the simple order, weakest pet first.", p.Why)

	partial := false
	for n := int64(1); n < 1<<24 && !partial; n *= 2 {
		prepBudget = search.Budget{MaxBytes: n}
		p, err := OrderDeck(context.Background(), book, hand, Hard, against, false)
		require.NoError(t, err)
		assert.ElementsMatch(t, hand, p.Deck)
		partial = strings.HasPrefix(p.Why, "It tried ") && strings.HasSuffix(p.Why, " orders of its cards against your last deck before it ran out of time; this one won most often.")
	}
	assert.True(t, partial, "some budget stops Best after some orders, and their best is used")
}

func TestPrepLinesSayWhatTheAppDoesInPlainWords(t *testing.T) {
	for _, d := range []Difficulty{Easy, Normal, Hard} {
		for _, l := range PrepLines(d) {
			assert.NotContains(t, l, "Best", "a function's name is no player's word")
		}
	}
	assert.Contains(t, PrepLines(Normal), "It tries every order of its cards against your last revealed deck, up to 120 orders, and uses the one that wins most often.")
}
