package exercise

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rules (docs/exercise.md): "cards may be played out of turn" when a
// card's instruction says so, and a card may let a player play more than
// one card; the app records them without taking the turn's own play.

func TestACardLetsTheOtherPlayerPlayOutOfTurn(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.PlayByCard(ExtraPlay{Player: 1, Kind: HealthPlay, Name: "Banana", Slot: 2, Health: 3}))
	assert.Equal(t, "Out of turn, as a card allows: Ben played Banana: Hen has 5 health.", g.Last())
	assert.Equal(t, 5, g.Player(1).Grid[2].Health)
	assert.True(t, g.CanPlay(), "Ana's own play is still to make")
	assert.Contains(t, g.Reminders(), "At the end of the turn, Ben discards Banana.")

	require.NoError(t, g.PlayByCard(ExtraPlay{Player: 1, Kind: DojoPlay, Slot: 0, Health: 9}))
	cat := g.Player(1).Grid[0]
	assert.Equal(t, Animal{Name: "Cat", Level: 2, Health: 9}, *cat, "a dojo out of turn gives no attack: it is not Ben's turn")
	assert.Equal(t, "Out of turn, as a card allows: Ben upgraded Cat to level 2 (9 health). The level 1 Cat goes to the defeated pile.", g.Last())

	require.NoError(t, g.PlayItem("Rope", false))
	require.NoError(t, g.EndTurn())
	assert.Equal(t, "Ana discarded Rope. Ben discarded Banana and Dojo. Ben's turn.", g.Last(),
		"cards played out of turn that do not stay are discarded at the end of that turn")
	assert.Nil(t, g.Player(1).Health)
	assert.Nil(t, g.Player(1).Item)
	ok, _ := g.CanAttack(0)
	assert.True(t, ok, "the upgraded Cat attacks in Ben's own turn")
}

func TestACardLetsThePlayerWhoseTurnItIsPlayAgain(t *testing.T) {
	g := started(t, false)
	before := encode(t, g)
	unchanged(t, g, before, g.PlayByCard(ExtraPlay{Player: 0, Kind: ItemPlay, Name: "Rope"}),
		"Ana has not made this turn's play yet: make it first")
	require.NoError(t, g.PlayItem("Rope", true))
	require.NoError(t, g.PlayByCard(ExtraPlay{Player: 0, Kind: AnimalPlay, Name: "Ant", Slot: 6, Health: 2}))
	assert.Equal(t, "Another play, as a card allows: Ana added Ant (2 health).", g.Last())
	assert.Equal(t, 7, g.Player(0).Animals())
	assert.Equal(t, "an item card: Rope", g.Played(), "the turn's play is still the first one")

	require.NoError(t, g.Attack(0, 0, 1, 0))
	require.NoError(t, g.PlayByCard(ExtraPlay{Player: 0, Kind: DojoPlay, Slot: 1, Health: 8}))
	assert.Equal(t, "Another play, as a card allows: Ana upgraded Bear to level 2 (8 health). The level 1 Bear goes to the defeated pile. Rope is discarded.", g.Last(),
		"a dojo takes the place of the item in play")
	ok, why := g.CanAttack(1)
	assert.False(t, ok, "one attack a turn, whatever the dojo")
	assert.Equal(t, "Ana has already attacked this turn", why)
}

func TestAPlayByACardIsRefusedWithWhyAndChangesNothing(t *testing.T) {
	g, err := New([2]string{"Ana", "Ben"}, false)
	require.NoError(t, err)
	before := encode(t, g)
	unchanged(t, g, before, g.PlayByCard(ExtraPlay{Player: 1, Kind: ItemPlay, Name: "Rope"}), "only while the game is under way")

	g = started(t, false)
	before = encode(t, g)
	for _, c := range []struct {
		play ExtraPlay
		why  string
	}{
		{ExtraPlay{Player: 2, Kind: ItemPlay, Name: "Rope"}, "there is no player 3"},
		{ExtraPlay{Player: 1, Name: "Rope"}, "a health card, an item card, a dojo or a new animal"},
		{ExtraPlay{Player: 1, Kind: ItemPlay, Name: " "}, "the card has no name"},
		{ExtraPlay{Player: 1, Kind: HealthPlay, Name: "Pear", Slot: 8, Health: 2}, "choose one of Ben's animals"},
		{ExtraPlay{Player: 1, Kind: DojoPlay, Slot: 8, Health: 5}, "choose one of Ben's animals to upgrade"},
		{ExtraPlay{Player: 1, Kind: AnimalPlay, Name: "Cat", Slot: 8, Health: 2}, "Ben already has Cat on the grid"},
		{ExtraPlay{Player: 1, Kind: AnimalPlay, Name: "Ant", Slot: 0, Health: 2}, "Ben already has Cat in that place"},
	} {
		unchanged(t, g, before, g.PlayByCard(c.play), c.why)
	}
}

// A game saved before plays by a card existed is read as it was, and
// takes them.
func TestAGameSavedBeforePlaysByACardIsReadAndTakesThem(t *testing.T) {
	data, err := os.ReadFile("testdata/saved-before-plays-by-a-card.json")
	require.NoError(t, err)
	g, err := Decode(data)
	require.NoError(t, err)
	assert.Equal(t, 3, g.Turn())
	assert.Equal(t, "Rope", g.Player(1).Item.Name)
	require.NoError(t, g.PlayByCard(ExtraPlay{Player: 1, Kind: ItemPlay, Name: "Net", Stay: true}))
	again, err := Decode(encode(t, g))
	require.NoError(t, err)
	assert.Equal(t, g, again)
}

func TestTheHandTheDeckAndTheShuffleAreRemindedOf(t *testing.T) {
	g := started(t, false)
	assert.Contains(t, g.Reminders(), "Each player always has 5 cards in hand: draw after playing or putting cards away.")
	assert.Equal(t, "A deck is 9 animal sets (one animal at levels 1, 2 and 3), 3 dojos and 10 health or item cards.", DeckRecipe())
	assert.Equal(t, "Once your six animals are placed, shuffle the rest of your deck into your draw deck and take 5 cards in hand.", ShuffleReminder())
}
