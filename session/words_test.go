package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// playersWords is what a screen shows of err: its players' words, which
// every refusal of the session has.
func playersWords(t *testing.T, err error) string {
	t.Helper()
	require.Error(t, err)
	words, ok := problem.Words(err)
	require.True(t, ok, "%q is in the players' words (a problem error)", err)
	return words
}

// The session's refusals reach a screen in the players' words, whole, and
// change nothing.
func TestTheSessionsRefusalsAreInThePlayersWords(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()))
	toBattle(t, s)
	b := s.PendingBattles()[0]
	require.NoError(t, s.RecordResult(b, engine.Draw))
	steps := s.Game().Steps()
	assert.Equal(t, "the battle of round 1 is no longer waiting for a result",
		playersWords(t, s.RecordBattle(b, &engine.Battle{}, engine.AWins)))
	assert.Equal(t, steps, s.Game().Steps(), "a refused result changes nothing")

	c := s.Cards()
	assert.Equal(t, "Turtle is not a reference card", playersWords(t, c.Restore("Turtle")))
	assert.Equal(t, "only your own cards can be renamed", playersWords(t, c.Rename("Ant", mustCard(t, "card Ants: pet 1"))))
	assert.Contains(t, playersWords(t, c.Put(engine.Card{Name: "Tur:tle", Kind: engine.KindPet})), "may not contain",
		"the rules' own words about a card reach the screen")
	assert.Equal(t, "there is nothing to redo", playersWords(t, s.Tableau().Redo()))
	assert.Equal(t, "no lesson to mark finished", playersWords(t, s.FinishLesson("")))
}

// A card book that cannot be read says why in the players' words, with no
// package's name before them.
func TestReadCardBookSaysWhatIsWrongInThePlayersWords(t *testing.T) {
	_, err := ReadCardBook([]byte(`{"cards": [`))
	words := playersWords(t, err)
	assert.Regexp(t, `^the card book cannot be read: `, words)
	assert.NotContains(t, words, "engine")
	assert.NotContains(t, words, "card book: card book", "the card book is named once")
}

// A damaged file's notice is shown whole, not only what is wrong with it.
func TestADamagedFilesNoticeIsShownWhole(t *testing.T) {
	err := &DamagedError{What: "saved game", Name: "game.json", Backup: "game.json.damaged", Err: problemf("it is cut short")}
	assert.Equal(t, err.Error(), playersWords(t, err))
	assert.Contains(t, playersWords(t, err), "A copy was kept as game.json.damaged")
}
