package session

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/tracker"
)

func TestTheRunningGameIsSavedAfterEveryActionAndRestored(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.Nil(t, s.Game().Value().Game(), "no game at first")
	changes := 0
	s.Subscribe(func(c Change) {
		assert.Equal(t, ChangeGame, c)
		changes++
	})
	require.NoError(t, s.StartGame(twoPlayers()))
	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))))
	assert.Equal(t, 2, changes, "one notice per change")
	s.Flush()

	again := open(t, store)
	require.NotNil(t, again.Game().Value().Game())
	assert.Equal(t, 2, again.Game().Value().Game().Player(0).Gold, "the buy was saved")
	require.NoError(t, again.Game().Undo())
	again.Flush()
	assert.Equal(t, 3, open(t, store).Game().Value().Game().Player(0).Gold, "the undo was saved")
}

func TestARefusedActionChangesNothingAndSavesNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartGame(twoPlayers()))
	s.Flush()
	writes := len(store.writes)
	changes := 0
	s.Subscribe(func(Change) { changes++ })
	err := s.Game().Do(Play(tracker.Pass(0, 9)))
	require.Error(t, err)
	assert.Equal(t, "tracker", problem.From(err), "the rules' refusal comes back as it is")
	s.Flush()
	assert.Len(t, store.writes, writes)
	assert.Zero(t, changes)

	bad := twoPlayers()
	bad.Players = bad.Players[:1]
	before := store.get(GameFile)
	assert.Error(t, s.StartGame(bad), "a set-up the rules refuse")
	s.Flush()
	assert.Equal(t, before, store.get(GameFile), "the running game is kept")
}

func TestEndingTheGameRemovesItsSave(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.ErrorIs(t, s.Game().Do(Play(tracker.Buy(0))), ErrNoGame)
	require.NoError(t, s.StartGame(twoPlayers()))
	s.Game().Reset()
	s.Flush()
	ok, _ := store.Exists(GameFile)
	assert.False(t, ok)
	assert.Nil(t, open(t, store).Game().Value().Game())
}

func TestADamagedSaveIsKeptAndANewGameCanStart(t *testing.T) {
	cases := map[string]string{
		"truncated":     `{"version":1,"game":`,
		"newer version": `{"version": 2, "game": "Super Auto Pets Card Battle", "entries": []}`,
		"garbage":       "\x00\x01hello",
	}
	for name, data := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			store := NewDirStore(dir)
			require.NoError(t, store.Write(GameFile, []byte(data)))
			s := open(t, store)
			assert.Nil(t, s.Game().Value().Game())
			probs := s.Problems()
			require.Len(t, probs, 1)
			var de *DamagedError
			require.ErrorAs(t, probs[0], &de)
			backup := dir + "/tracker-game.damaged-20260115-190100.json"
			assert.Equal(t, backup, de.Backup, "the message names the backup by its path")
			assert.Contains(t, de.Error(), "The saved game could not be read: ")
			assert.Contains(t, de.Error(), backup)
			kept, err := store.Read("tracker-game.damaged-20260115-190100.json")
			require.NoError(t, err)
			assert.Equal(t, data, string(kept), "kept byte for byte")
			require.NoError(t, s.StartGame(twoPlayers()))
			s.Flush()
			assert.Empty(t, open(t, store).Problems(), "the next launch finds the new game")
		})
	}
}

func TestBackupNamesDoNotCollide(t *testing.T) {
	store := newMemStore()
	var backups []string
	for range 3 {
		require.NoError(t, store.Write(GameFile, []byte("bad")))
		var de *DamagedError
		require.ErrorAs(t, open(t, store).Problems()[0], &de)
		backups = append(backups, de.Backup)
	}
	assert.Equal(t, []string{
		"tracker-game.damaged-20260115-190100.json",
		"tracker-game.damaged-20260115-190100-2.json",
		"tracker-game.damaged-20260115-190100-3.json",
	}, backups)
}

func TestBattlesWaitingForAResultAreRecordedOnce(t *testing.T) {
	s := open(t, newMemStore())
	assert.Empty(t, s.PendingBattles(), "no game, no battles")
	require.NoError(t, s.StartGame(twoPlayers()))
	assert.Empty(t, s.PendingBattles(), "none in the Shop Phase")
	toBattle(t, s)
	pending := s.PendingBattles()
	require.Len(t, pending, 1)
	b := pending[0]
	assert.Equal(t, [2]string{"Ana", "Ben"}, b.Names)
	assert.Equal(t, 1, b.Round)
	assert.Equal(t, engine.PlayerA, b.First, "Ana holds the First Player token")
	assert.True(t, s.StillPending(b))

	require.NoError(t, s.RecordResult(b, engine.BWins))
	assert.Equal(t, 1, s.Game().Value().Game().Player(1).Trophies, "Ben, player B, won")
	assert.False(t, s.StillPending(b))
	err := s.RecordResult(b, engine.AWins)
	require.Error(t, err, "a result is recorded once")
	assert.True(t, strings.Contains(err.Error(), "no longer waiting") || strings.Contains(err.Error(), "already has a result"), err.Error())
	assert.Equal(t, 0, s.Game().Value().Game().Player(0).Trophies, "nothing changed")
}

func TestADrawIsRecordedAsADraw(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()))
	toBattle(t, s)
	require.NoError(t, s.RecordResult(s.PendingBattles()[0], engine.Draw))
	assert.Zero(t, s.Game().Value().Game().Player(0).Trophies)
	assert.Zero(t, s.Game().Value().Game().Player(1).Trophies)
	assert.Equal(t, tracker.PhaseTrophy, s.Game().Value().Game().Phase())
}
