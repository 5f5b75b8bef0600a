//go:build unix

package session

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The temporary files of writes that never finished (the app was killed)
// are removed when the app starts next, not only when the same blob is
// written again; other files are left alone.
func TestOpenRemovesLeftoverTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{".tracker-game.json.123456.tmp", ".cards.json.9.tmp", ".settings.json.77.tmp", "notes.tmp", ".hidden.txt"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644))
	}
	open(t, NewDirStore(dir))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	assert.ElementsMatch(t, []string{"notes.tmp", ".hidden.txt"}, left)
}

// A 400 MiB save used to be read whole (1.35 GB); a save that is a named
// pipe hung the start. Both are refused as damaged and moved aside.
func TestOpenRefusesHugeAndSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	huge, err := os.Create(filepath.Join(dir, GameFile))
	require.NoError(t, err)
	require.NoError(t, huge.Truncate(MaxBlobSize+1)) // sparse: no disk used
	require.NoError(t, huge.Close())
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, CardsFile), 0o600))

	done := make(chan *Session, 1)
	go func() { done <- open(t, NewDirStore(dir)) }()
	var s *Session
	select {
	case s = <-done:
	case <-time.After(time.Minute): // a hang guard: it is refused at once
		t.Fatal("opening a folder with a named pipe for the card book hangs")
	}
	probs := s.Problems()
	require.Len(t, probs, 2)
	assert.Contains(t, probs[0].Error(), "The card book could not be read: the storage could not read it (not a regular file (a named pipe)). A copy was kept as "+filepath.Join(dir, "cards.damaged-20260115-190100.json"))
	assert.Contains(t, probs[1].Error(), "The saved game could not be read: the storage could not read it (too big: more than 10 MiB). A copy was kept as "+filepath.Join(dir, "tracker-game.damaged-20260115-190100.json"))
	assert.Nil(t, s.Game().Value().Game())
	fi, err := os.Stat(filepath.Join(dir, "tracker-game.damaged-20260115-190100.json"))
	require.NoError(t, err)
	assert.Equal(t, int64(MaxBlobSize+1), fi.Size(), "kept as it was")
	assert.Empty(t, open(t, NewDirStore(dir)).Problems(), "reported once")
}

// Impossible values in a save follow the one rule for damaged files: kept
// aside under a dated name and reported.
func TestASaveWithImpossibleValuesIsKeptAside(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartGame(twoPlayers()))
	toBattle(t, s)
	s.Flush()
	var doc map[string]any
	require.NoError(t, json.Unmarshal([]byte(store.get(GameFile)), &doc))
	game := doc["value"].(map[string]any)["game"].(map[string]any)
	game["entries"].([]any)[1].(map[string]any)["round"] = -1
	bad, err := json.Marshal(doc)
	require.NoError(t, err)
	require.NoError(t, store.Write(GameFile, bad))

	again := open(t, store)
	assert.Nil(t, again.Game().Value().Game())
	probs := again.Problems()
	require.Len(t, probs, 1)
	var de *DamagedError
	require.ErrorAs(t, probs[0], &de)
	assert.Equal(t, "tracker-game.damaged-20260115-190100.json", de.Backup)
	assert.Contains(t, de.Error(), "history entry 1 has round -1")
	assert.Equal(t, string(bad), store.get(de.Backup))
}

// Files saved by an editor with a byte-order mark read like any other.
func TestBlobsWithAByteOrderMarkAreRead(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartGame(twoPlayers()))
	require.NoError(t, s.Cards().Put(mustCard(t, "card Zed: pet 3")))
	st := DefaultSettings()
	st.Theme = ThemeDark
	require.NoError(t, s.SetSettings(st))
	s.Flush()
	for _, name := range []string{GameFile, CardsFile, SettingsFile} {
		require.NoError(t, store.Write(name, append([]byte("\uFEFF"), store.get(name)...)))
	}
	again := open(t, store)
	assert.Empty(t, again.Problems())
	assert.NotNil(t, again.Game().Value().Game())
	assert.Equal(t, ThemeDark, again.Settings().Theme)
	assert.True(t, again.Cards().IsUsers("Zed"))
	_, err := ReadCardBook([]byte(store.get(CardsFile)))
	require.NoError(t, err)
}

func TestSettingsThatAreNotUTF8AreDamaged(t *testing.T) {
	_, err := parseDocument(settingsKind(), []byte("{\"theme\":\"dark\xff\"}"))
	require.Error(t, err)
	assert.Equal(t, "line 1: column 15: the text is not UTF-8 (byte 0xFF); save it as UTF-8", plainWords(err))
	assert.False(t, strings.Contains(err.Error(), "\xff"))
}
