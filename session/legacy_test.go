package session

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// oldSoloGame writes into store a game against the app as versions before
// kind tags kept it: the game alone in GameFile (tracker's own format) and
// the app's side in SoloFile, its hand after the move of the game's last
// history entry. entries is the history length the app's side was saved
// with.
func oldSoloGame(t *testing.T, store Store, entries func(n int) int) *tracker.Game {
	t.Helper()
	g, err := tracker.New(soloSetup())
	require.NoError(t, err)
	require.NoError(t, g.Buy(0))
	require.NoError(t, g.Buy(1))
	data, err := g.Encode()
	require.NoError(t, err)
	require.NoError(t, store.Write(GameFile, data))
	hist := g.History()
	var old legacySolo
	require.NoError(t, json.Unmarshal([]byte(`{"version":1,"solo":{"app":1,"difficulty":"hard"}}`), &old))
	old.Solo.Started = hist[0].At
	old.Solo.Entries = entries(len(hist))
	old.Solo.Steps = []legacyStep{{Entry: len(hist) - 1, Round: 1, Hand: []string{"Otter"},
		Display: []string{"Ant", "Otter", "Honey", "Fish"}, DisplayRound: 1}}
	old.Solo.Display, old.Solo.DisplayRound, old.Solo.DisplaySteps = []string{"Ant", "", "Honey", "Fish"}, 1, 1
	data, err = json.Marshal(old)
	require.NoError(t, err)
	require.NoError(t, store.Write(SoloFile, data))
	return g
}

func TestAnOldGameAgainstTheAppBecomesOneDocument(t *testing.T) {
	store := newMemStore()
	oldSoloGame(t, store, func(n int) int { return n })
	s := open(t, store)
	require.Empty(t, s.Problems())
	st, ok := s.Game().Value().Solo(s.Cards().Book())
	require.True(t, ok, "the app's side is read with its game")
	assert.Equal(t, solo.Hard, st.Difficulty)
	assert.Equal(t, []string{"Otter"}, st.Hand)
	assert.Equal(t, []string{"Ant", "", "Honey", "Fish"}, st.Display)
	s.Flush()

	ok, err := store.Exists(SoloFile)
	require.NoError(t, err)
	assert.False(t, ok, "once in the game's document, the old file is gone")
	var env envelope
	require.NoError(t, json.Unmarshal([]byte(store.get(GameFile)), &env))
	assert.Equal(t, "game", env.Kind, "the game is written again in this version's format")
	assert.Contains(t, string(env.Value), `"hand":["Otter"]`)

	again := open(t, store)
	assert.Empty(t, again.Problems())
	st, ok = again.Game().Value().Solo(again.Cards().Book())
	require.True(t, ok)
	assert.Equal(t, []string{"Otter"}, st.Hand, "read once, kept since")
}

func TestAnOldSoloFileOfAnotherMomentIsKeptAsideNotDeleted(t *testing.T) {
	store := newMemStore()
	oldSoloGame(t, store, func(n int) int { return n - 1 })
	soloBefore := store.get(SoloFile)
	s := open(t, store)
	_, ok := s.Game().Value().Solo(s.Cards().Book())
	assert.False(t, ok, "an app's side saved with another history is not used")
	require.Len(t, s.Problems(), 1)
	var de *DamagedError
	require.ErrorAs(t, s.Problems()[0], &de)
	assert.Equal(t, "The game against the app saved by an older version could not be read: it belongs to another game, or to another moment of the saved game. A copy was kept as solo-game.damaged-20260115-190100.json, and the app started without it.", de.Error())
	assert.Equal(t, soloBefore, store.get(de.Backup), "kept byte for byte")
	require.NotNil(t, s.Game().Value().Game(), "the game itself goes on")
	assert.Equal(t, 3, len(s.Game().Value().Game().History()))
}

func TestADamagedOldGameKeepsItsSoloFileAsideToo(t *testing.T) {
	store := newMemStore()
	oldSoloGame(t, store, func(n int) int { return n })
	soloBefore := store.get(SoloFile)
	require.NoError(t, store.Write(GameFile, []byte(`{"version":2,"game":"Super Auto Pets Card Battle","entries":[`)))
	s := open(t, store)
	assert.Nil(t, s.Game().Value().Game())
	require.Len(t, s.Problems(), 2, "the game and the app's side, each kept aside")
	assert.Contains(t, s.Problems()[1].Error(), "the saved game it belonged to is not there")
	assert.Equal(t, soloBefore, store.get("solo-game.damaged-20260115-190100.json"), "never deleted")
}

// Files of every kind as versions before kind tags wrote them are read,
// their steps to undo included, and written again in this format once.
func TestFilesOfEarlierVersionsAreReadAndWrittenAgain(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	exerciseStarted(t, s)
	s.Flush()
	game, err := encodeOrNull(s.Exercise().Value())
	require.NoError(t, err)
	old := map[string]string{
		SettingsFile: `{"theme":"dark","textScale":1.2,"die":"0 0 1 1 2 2"}`,
		LearnFile:    `{"version":1,"done":["welcome"],"answered":2,"right":1,"missed":[]}`,
		CardsFile:    `{"version":1,"cards":[{"name":"Zed","kind":"pet","power":3}]}`,
		ExerciseFile: `{"version":1,"game":` + string(game) + `,"undo":[null,` + string(game) + `]}`,
		AutomaFile:   `{"version":1,"automa":{"run":null}}`,
	}
	store = newMemStore()
	for name, data := range old {
		require.NoError(t, store.Write(name, []byte(data)))
	}
	again := open(t, store)
	require.Empty(t, again.Problems())
	assert.Equal(t, ThemeDark, again.Settings().Theme)
	assert.Equal(t, 1.2, again.Settings().TextScale)
	assert.Equal(t, []string{"welcome"}, again.Learn().Done)
	assert.True(t, again.Cards().IsUsers("Zed"))
	require.NotNil(t, again.Exercise().Value())
	assert.Equal(t, 2, again.Exercise().Steps().Undo, "the old file's steps to undo are kept")
	require.NoError(t, again.Exercise().Undo())
	require.NoError(t, again.Exercise().Undo())
	assert.Nil(t, again.Exercise().Value(), "back to before the game")
	again.Flush()
	for name := range old {
		var env envelope
		require.NoError(t, json.Unmarshal([]byte(store.get(name)), &env), name)
		assert.Equal(t, appTag, env.App, "%s is written again in this format", name)
	}
}

// A saved game of an earlier version copied over the card book is refused
// as what it is, not read as an empty card book and written over.
func TestAnOldFileOfAnotherKindIsRefused(t *testing.T) {
	store := newMemStore()
	g, err := tracker.New(soloSetup())
	require.NoError(t, err)
	data, err := g.Encode()
	require.NoError(t, err)
	require.NoError(t, store.Write(CardsFile, data))
	s := open(t, store)
	require.Len(t, s.Problems(), 1)
	assert.Contains(t, s.Problems()[0].Error(), `The card book could not be read: it has a part called "entries" that this kind of file does not have.`)
	assert.Equal(t, string(data), store.get("cards.damaged-20260115-190100.json"))
}

// An old exercise save may keep up to 300 steps each way; read now, undo
// and redo together never keep more than MaxUndo, so undoing every step
// and opening the app again still reads the game.
func TestOldStepsAreTrimmedSoUndoingThemKeepsTheGameReadable(t *testing.T) {
	g, err := exercise.New([2]string{"Ana", "Ben"}, true)
	require.NoError(t, err)
	raw, err := g.Encode()
	require.NoError(t, err)
	steps := make([]json.RawMessage, 80)
	for i := range steps {
		steps[i] = raw
	}
	data, err := json.Marshal(exerciseLegacy{Version: 1, Game: raw, Undo: steps, Redo: steps})
	require.NoError(t, err)
	store := newMemStore()
	require.NoError(t, store.Write(ExerciseFile, data))
	s := open(t, store)
	require.Empty(t, s.Problems())
	st := s.Exercise().Steps()
	assert.Equal(t, 80, st.Redo, "every step to redo is kept")
	assert.Equal(t, MaxUndo-80, st.Undo, "the oldest steps to undo give way")
	for s.Exercise().Steps().Undo > 0 {
		require.NoError(t, s.Exercise().Undo())
	}
	s.Flush()
	again := open(t, store)
	require.Empty(t, again.Problems(), "the game the player had is read again")
	assert.Equal(t, MaxUndo, again.Exercise().Steps().Redo)
}

// If the game cannot be written in this version's format (a full disk),
// the old solo-game.json stays: the app's side is not lost, and the next
// launch reads both again.
func TestTheOldSoloFileStaysUntilTheGameHoldsIt(t *testing.T) {
	store := newMemStore()
	oldSoloGame(t, store, func(n int) int { return n })
	store.failing = true
	s := Open(store, Options{Now: fixedNow, OnSaveError: func(error) {}})
	s.Flush()
	store.failing = false
	ok, err := store.Exists(SoloFile)
	require.NoError(t, err)
	assert.True(t, ok, "kept while the game does not hold the app's side")
	again := open(t, store)
	_, solo := again.Game().Value().Solo(again.Cards().Book())
	assert.True(t, solo, "the game against the app is whole")
	again.Flush()
	ok, err = store.Exists(SoloFile)
	require.NoError(t, err)
	assert.False(t, ok, "removed once the game holds it")
}

// Killed after the game was written with the app's side but before the old
// file was removed: the next launch removes it without a word, as nothing
// in it is missing from the game.
func TestAnOldSoloFileLeftByAKillMidMigrationGoesQuietly(t *testing.T) {
	store := newMemStore()
	oldSoloGame(t, store, func(n int) int { return n })
	old := store.get(SoloFile)
	s := open(t, store)
	s.Flush()
	require.NoError(t, store.Write(SoloFile, []byte(old)), "as if the removal never happened")
	again := open(t, store)
	assert.Empty(t, again.Problems())
	_, solo := again.Game().Value().Solo(again.Cards().Book())
	assert.True(t, solo)
	again.Flush()
	ok, err := store.Exists(SoloFile)
	require.NoError(t, err)
	assert.False(t, ok)
}

// An old game against the app saved by an editor with a byte-order mark
// reads like every other kept file: the app's side is not kept aside.
func TestAnOldSoloFileWithAByteOrderMarkIsRead(t *testing.T) {
	store := newMemStore()
	oldSoloGame(t, store, func(n int) int { return n })
	for _, name := range []string{GameFile, SoloFile} {
		require.NoError(t, store.Write(name, append([]byte("\uFEFF"), store.get(name)...)))
	}
	s := open(t, store)
	require.Empty(t, s.Problems())
	st, ok := s.Game().Value().Solo(s.Cards().Book())
	require.True(t, ok, "the app's side is read with its game")
	assert.Equal(t, []string{"Otter"}, st.Hand)
	s.Flush()
	ok, err := store.Exists(SoloFile)
	require.NoError(t, err)
	assert.False(t, ok, "once in the game's document, the old file is gone")
	ok, err = store.Exists("solo-game.damaged-20260115-190100.json")
	require.NoError(t, err)
	assert.False(t, ok, "nothing is kept aside")
}
