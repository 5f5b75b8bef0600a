package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// bigCards are n cards within every limit of the card language whose card
// book takes about 5.4 KB a card: their effects name a food of 40 "<",
// which JSON writes as 6 bytes each. The food is the first card.
func bigCards(t testing.TB, n int) []engine.Card {
	t.Helper()
	food := strings.Repeat("<", engine.MaxNameLen)
	put := "put 1 " + food + " on top of your deck"
	first := "Play: " + strings.TrimSuffix(strings.Repeat(put+", then ", 13), ", then ")
	second := "Faint: " + strings.TrimSuffix(strings.Repeat(put+", then ", 7), ", then ")
	cards := []engine.Card{mustCard(t, "card "+food+": food 1")}
	for i := range n {
		cards = append(cards, mustCard(t, fmt.Sprintf("card Big %04d: pet 1 | %s | %s", i, first, second)))
	}
	return cards
}

// A change of the card book whose blob would be more than the store reads
// back (20 cards of long abilities once wrote 11.4 MB, set aside as
// damaged at the next launch) is refused in words: the book is as it was
// and nothing is written.
func TestACardBookTooBigToKeepIsRefused(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	c := s.Cards()
	require.NoError(t, c.Put(mustCard(t, "card Zed: pet 3")))
	s.Flush()
	writes, before := len(store.writes), store.get(CardsFile)
	changes := 0
	s.Subscribe(func(Change) { changes++ })

	err := c.PutAll(bigCards(t, 2000))
	refused(t, err, `^the card book would be too big to keep: 1[0-9]\.[0-9] MiB, more than the 10 MiB the app can read back; remove or shorten some cards$`)
	assert.Len(t, c.UsersCards(), 1, "the book is as it was")
	assert.True(t, c.IsUsers("Zed"))
	assert.Zero(t, changes)
	nothingWritten(t, s, store, writes, CardsFile, before)
}

// refused checks that err is a refusal whose words match pattern.
func refused(t *testing.T, err error, pattern string) {
	t.Helper()
	require.Error(t, err)
	assert.Regexp(t, pattern, err.Error())
}

// nothingWritten checks that once s's writes are done, store has written
// no more than writes blobs, and the blob file is still before.
func nothingWritten(t *testing.T, s *Session, store *memStore, writes int, file, before string) {
	t.Helper()
	s.Flush()
	assert.Len(t, store.writes, writes, "nothing is written")
	assert.Equal(t, before, store.get(file))
}

// A card book of more cards than the app reads back is refused too.
func TestACardBookOfTooManyCardsIsRefused(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	c := s.Cards()
	require.NoError(t, c.Delete("Ant")) // a hidden reference card counts
	s.Flush()
	writes, before := len(store.writes), store.get(CardsFile)
	cards := make([]engine.Card, engine.MaxBookCards)
	for i := range cards {
		cards[i] = mustCard(t, fmt.Sprintf("card Pet %04d: pet 1", i))
	}
	require.EqualError(t, c.PutAll(cards), "the card book would have 5001 cards, more than the 5000 the app can read back; remove some cards")
	assert.Empty(t, c.UsersCards())
	nothingWritten(t, s, store, writes, CardsFile, before)

	require.NoError(t, c.PutAll(cards[1:]))
	s.Flush()
	assert.Len(t, open(t, store).Cards().UsersCards(), engine.MaxBookCards-1, "a book of 5000 cards reads back")
}

// Every kind's change is checked by the same rule: a battle being set up
// whose blob would be too big is refused, and so is a game's action.
func TestADraftOrAGameTooBigToKeepIsRefused(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	s.maxBlob = 2000
	require.NoError(t, s.SetBattleDraft(BattleDraft{Notation: "A: Ant\nB: Fish\n"}))
	s.Flush()
	writes, before := len(store.writes), store.get(DraftFile)
	err := s.SetBattleDraft(BattleDraft{Notation: "A: Ant\nB: Fish\n" + strings.Repeat("# a note\n", 250)})
	require.EqualError(t, err, "the battle being set up would be too big to keep: 2.6 KiB, more than the 2000 bytes the app can read back")
	assert.Equal(t, "A: Ant\nB: Fish\n", s.BattleDraft().Notation, "the draft is as it was")
	nothingWritten(t, s, store, writes, DraftFile, before)

	s.maxBlob = MaxBlobSize
	require.NoError(t, s.StartGame(twoPlayers()))
	s.Flush()
	writes, before = len(store.writes), store.get(GameFile)
	s.maxBlob = len(before) // the game as it is fits, and no more
	err = s.Game().Do(Play(tracker.Buy(0)))
	refused(t, err, `^the saved game would be too big to keep: [0-9]+ bytes, more than the [0-9]+ bytes the app can read back$`)
	assert.Equal(t, 0, s.Game().Steps().Undo, "the game is as it was")
	nothingWritten(t, s, store, writes, GameFile, before)
}

// When only the steps to undo would make a blob too big, the oldest steps
// are dropped and the change is made: the blob is kept whole, within what
// the store reads back, and reads back with the steps that are left.
func TestTheOldestStepsGiveWayToAChange(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartGame(twoPlayers()))
	for range 12 {
		play(t, s)
	}
	s.Flush()
	require.Equal(t, 12, s.Game().Steps().Undo)
	s.maxBlob = len(store.get(GameFile)) // the next step's delta does not fit

	play(t, s)
	s.Flush()
	blob := store.get(GameFile)
	assert.LessOrEqual(t, len(blob), s.maxBlob)
	left := s.Game().Steps().Undo
	assert.Less(t, left, 13, "the oldest steps are dropped")
	assert.Positive(t, left, "only as many as must be")
	again := open(t, store)
	assert.Equal(t, string(s.game.data), string(again.game.data), "the game reads back as it is")
	assert.Equal(t, left, again.Game().Steps().Undo)

	// Undoing keeps within the limits too, and so do the steps once read.
	require.NoError(t, s.Game().Undo())
	s.Flush()
	assert.LessOrEqual(t, len(store.get(GameFile)), s.maxBlob)
	s.maxSteps = 3 * len(s.game.data)
	play(t, s)
	steps := s.Game().Steps()
	assert.Equal(t, 3, steps.Undo+steps.Redo, "the steps are at most maxSteps bytes once read")
	s.Flush()
	assert.Equal(t, steps.Undo, open(t, store).Game().Steps().Undo)
}

// play makes the next move of a game: a shop turn buys while there is
// gold and passes then, a battle is a draw, a round ends.
func play(t testing.TB, s *Session) {
	t.Helper()
	g := s.Game().Value().Game()
	switch g.Phase() {
	case tracker.PhaseShop:
		p, _ := g.ShopTurn()
		if g.Player(p).Gold > 0 {
			require.NoError(t, s.Game().Do(Play(tracker.Buy(p))))
		} else {
			require.NoError(t, s.Game().Do(Play(tracker.Pass(p, 5))))
		}
	case tracker.PhaseBattle:
		require.NoError(t, s.Game().Do(Play(tracker.Result(s.Game().Value().Game().Round(), 0, tracker.Draw))))
	default:
		require.NoError(t, s.Game().Do(Play(tracker.EndRound(s.Game().Value().Game().Round()))))
	}
}

// sizeAndBlob returns the size the check counts for d's blob and the blob
// the writer makes of it.
func sizeAndBlob[V any](t *testing.T, d *document[V]) (int, []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	blob, err := writeDocument(d.k.tag, d.k.version, d.data, d.undo, d.redo)
	require.NoError(t, err)
	return blobSize(d.k.tag, d.k.version, d.data, d.undo, d.redo), blob
}

// envelopeOf is the blob of d as encoding/json writes its envelope, each
// step its difference from its neighbour.
func envelopeOf[V any](t *testing.T, d *document[V]) []byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	chain := func(steps []step) []delta {
		var out []delta
		base := d.data
		for i := len(steps) - 1; i >= 0; i-- {
			dl := diff(base, steps[i].data)
			dl.Label = steps[i].label
			out = append([]delta{dl}, out...)
			base = steps[i].data
		}
		return out
	}
	blob, err := json.Marshal(envelope{App: appTag, Kind: d.k.tag, Version: d.k.version, Value: d.data, Undo: chain(d.undo), Redo: chain(d.redo)})
	require.NoError(t, err)
	return blob
}

// The size the check counts is the size of the blob written, for every
// kind with steps to undo and redo, and the blob is the envelope as
// encoding/json writes it.
func TestTheSizeCheckedIsTheSizeWritten(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	fillEveryKind(t, s)
	require.NoError(t, s.Game().Undo())
	require.NoError(t, s.Cards().Put(mustCard(t, "card <Zed> & \"Co\": pet 3")))
	s.Flush()
	check := func(file string, size int, blob, whole []byte) {
		assert.Equal(t, len(blob), size, file)
		assert.Equal(t, string(whole), string(blob), file)
		assert.Equal(t, string(store.blobs[file]), string(blob), file)
	}
	for _, c := range []func(){
		func() { n, b := sizeAndBlob(t, &s.cards); check(CardsFile, n, b, envelopeOf(t, &s.cards)) },
		func() { n, b := sizeAndBlob(t, &s.game); check(GameFile, n, b, envelopeOf(t, &s.game)) },
		func() { n, b := sizeAndBlob(t, &s.settings); check(SettingsFile, n, b, envelopeOf(t, &s.settings)) },
		func() { n, b := sizeAndBlob(t, &s.learn); check(LearnFile, n, b, envelopeOf(t, &s.learn)) },
		func() { n, b := sizeAndBlob(t, &s.tableau); check(TableauFile, n, b, envelopeOf(t, &s.tableau)) },
		func() { n, b := sizeAndBlob(t, &s.exercise); check(ExerciseFile, n, b, envelopeOf(t, &s.exercise)) },
		func() { n, b := sizeAndBlob(t, &s.automa); check(AutomaFile, n, b, envelopeOf(t, &s.automa)) },
		func() { n, b := sizeAndBlob(t, &s.draft); check(DraftFile, n, b, envelopeOf(t, &s.draft)) },
	} {
		c()
	}
	assert.Equal(t, 1, s.Game().Steps().Redo, "a step to redo is written too")
	assert.True(t, bytes.Contains(store.blobs[CardsFile], []byte(`\u003cZed\u003e \u0026 \"Co\"`)))
}
