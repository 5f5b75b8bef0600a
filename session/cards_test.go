package session

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sapcompanion/sapcompanion/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCardBookKeepsThePlayersCardsAcrossLaunches(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	c := s.Cards()
	assert.Empty(t, s.Problems())
	_, ok := c.Book().Get("Ant")
	require.True(t, ok, "the reference cards are there from the start")

	require.NoError(t, c.Put(mustCard(t, "card Turtle: pet 3 | Faint: gain 1 mana")))
	require.NoError(t, c.Put(mustCard(t, "card Fish: pet 3"))) // a correction
	fish, _ := c.Book().Get("Fish")
	assert.Equal(t, 3, fish.Power, "the players' version wins")
	require.NoError(t, c.Delete("Otter"))
	_, ok = c.Book().Get("Otter")
	assert.False(t, ok, "a deleted reference card leaves the book")
	assert.True(t, c.IsHidden("Otter"))
	assert.Equal(t, "Otter", c.Hidden()[0].Name)
	s.Flush()

	again := open(t, store).Cards()
	_, ok = again.Book().Get("Turtle")
	assert.True(t, ok)
	fish, _ = again.Book().Get("Fish")
	assert.Equal(t, 3, fish.Power)
	_, ok = again.Book().Get("Otter")
	assert.False(t, ok)

	require.NoError(t, again.Restore("Otter"))
	require.NoError(t, again.Restore("Fish"))
	_, ok = again.Book().Get("Otter")
	assert.True(t, ok, "restored")
	fish, _ = again.Book().Get("Fish")
	assert.Equal(t, 2, fish.Power, "back to the reference value")
	assert.True(t, again.IsUsers("Turtle"))
	assert.False(t, again.IsUsers("Fish"))
	assert.Error(t, again.Restore("Turtle"), "only reference cards are restored")
}

func TestCardBookRefusesBadChangesAndChangesNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	c := s.Cards()
	require.NoError(t, c.Put(mustCard(t, "card Turtle: pet 3")))
	require.NoError(t, c.Put(mustCard(t, "card Crab: pet 2")))
	s.Flush()
	before := store.get(CardsFile)
	changes := 0
	s.Subscribe(func(Change) { changes++ })

	_, err := c.Import([]byte(`{"version":1,"cards":[{"name":"Bad","kind":"pet","power":2,"abilities":["Faint: fly away"]}]}`))
	require.Error(t, err)
	_, err = c.Import([]byte(`not json`))
	require.ErrorContains(t, err, "the card book cannot be imported")
	assert.ErrorContains(t, c.Rename("Turtle", mustCard(t, "card Crab: pet 1")), "already has a card called Crab")
	assert.ErrorContains(t, c.Rename("Ant", mustCard(t, "card Ants: pet 1")), "only your own cards")
	assert.ErrorContains(t, c.Delete("Nobody"), "has no Nobody")
	s.Flush()
	assert.Equal(t, before, store.get(CardsFile), "nothing was saved")
	assert.Zero(t, changes, "no change was announced")
	_, ok := c.Book().Get("Bad")
	assert.False(t, ok)
}

func TestCardBookImportExportAndRename(t *testing.T) {
	s := open(t, newMemStore())
	c := s.Cards()
	require.NoError(t, c.PutAll([]engine.Card{mustCard(t, "card Turtle: pet 3"), mustCard(t, "card Crab: pet 2")}))
	out, err := c.Export()
	require.NoError(t, err)

	other := open(t, newMemStore()).Cards()
	n, err := other.Import(out)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Len(t, other.UsersCards(), 2)

	require.NoError(t, c.Rename("Turtle", mustCard(t, "card Tortoise: pet 4")))
	_, ok := c.Book().Get("Turtle")
	assert.False(t, ok)
	tort, ok := c.Book().Get("Tortoise")
	require.True(t, ok)
	assert.Equal(t, 4, tort.Power)
	require.NoError(t, c.CheckCards([]engine.Card{mustCard(t, "card Crab: pet 5")}))
	crab, _ := c.Book().Get("Crab")
	assert.Equal(t, 2, crab.Power, "CheckCards changes nothing")
}

func TestDamagedCardBookIsKeptAsideAndTheReferenceBookUsed(t *testing.T) {
	store := newMemStore()
	require.NoError(t, store.Write(CardsFile, []byte(`{"version":1,"cards":[`)))
	s := open(t, store)
	probs := s.Problems()
	require.Len(t, probs, 1)
	var de *DamagedError
	require.ErrorAs(t, probs[0], &de)
	assert.Equal(t, "cards.damaged-20260115-190100.json", de.Backup)
	assert.True(t, strings.HasPrefix(de.Error(), "The card book could not be read: "), de.Error())
	assert.Contains(t, de.Error(), "A copy was kept as cards.damaged-20260115-190100.json, and the app started without it.")
	assert.Equal(t, `{"version":1,"cards":[`, store.get(de.Backup), "kept byte for byte")
	ok, _ := store.Exists(CardsFile)
	assert.False(t, ok, "the damaged file is moved aside, not overwritten later")
	_, ok = s.Cards().Book().Get("Ant")
	assert.True(t, ok)
}

func TestReadCardBookMergesOverTheReferenceCards(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.Cards().Put(mustCard(t, "card Turtle: pet 3")))
	data, err := s.Cards().Export()
	require.NoError(t, err)
	book, err := ReadCardBook(data)
	require.NoError(t, err)
	_, ok := book.Get("Turtle")
	assert.True(t, ok)
	_, ok = book.Get("Ant")
	assert.True(t, ok)
	_, err = ReadCardBook([]byte("{"))
	assert.ErrorContains(t, err, "the card book cannot be read")
}

// Changes check the book outside the session's lock; changes made at the
// same time all count: one that finds the book changed under it is made
// again on the new book.
func TestCardBookChangesAtTheSameTimeAllCount(t *testing.T) {
	s := open(t, newMemStore())
	c := s.Cards()
	const each = 15
	var cards [2][]engine.Card
	for g := range cards {
		for i := range each {
			cards[g] = append(cards[g], mustCard(t, fmt.Sprintf("card Pet %c%d: pet %d", 'A'+g, i, i)))
		}
	}
	done := make(chan error, 2*each)
	for _, mine := range cards {
		go func() {
			for _, card := range mine {
				done <- c.Put(card)
			}
		}()
	}
	for range 2 * each {
		require.NoError(t, <-done)
	}
	assert.Len(t, c.UsersCards(), 2*each)
	_, ok := c.Book().Get("Pet B14")
	assert.True(t, ok)
}
