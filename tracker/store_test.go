package tracker

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// midGame is a game that is not over, with every kind of history entry.
func midGame(t testing.TB) *Game {
	t.Helper()
	s := setupFor(6)
	s.FirstPlayer = ByPets
	s.Players[1].Pets, s.Players[4].Pets = 3, 3
	s.Players[2].Team = "The Fizzy Robots"
	g, err := New(s, testOpts(7)...)
	require.NoError(t, err)
	passAll(t, g)
	for i, b := range g.CurrentBattles() {
		require.NoError(t, g.RecordResult(i, b.Pair[i%2]))
	}
	require.NoError(t, g.AdjustTrumpets(2, 2))
	require.NoError(t, g.AdjustMana(3, 4))
	require.NoError(t, g.EndRound())
	p, _ := g.ShopTurn()
	require.NoError(t, g.Buy(p))
	require.NoError(t, g.Undo())
	require.NoError(t, g.Sell(p, 2)) // discards the undone buy
	q, _ := g.ShopTurn()
	require.NoError(t, g.Triple(q))
	require.NoError(t, g.Undo()) // one entry left to redo
	return g
}

func TestSaveLoadSameGame(t *testing.T) {
	dir := t.TempDir()
	g := midGame(t)
	require.NoError(t, Save(dir, g))
	got, err := Load(dir, testOpts(99)...)
	require.NoError(t, err)
	require.NotNil(t, got)
	assert.Equal(t, view(g), view(got))
	assert.Equal(t, g.History(), got.History())
	a, _ := g.Encode()
	b, _ := got.Encode()
	assert.Equal(t, string(a), string(b))
	// The loaded game goes on: redo works and gives the same as the original.
	require.NoError(t, g.Redo())
	require.NoError(t, got.Redo())
	assert.Equal(t, view(g), view(got))

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "no temporary files are left behind")
	assert.Equal(t, SaveFileName, entries[0].Name())

	var head map[string]any
	data, _ := os.ReadFile(filepath.Join(dir, SaveFileName))
	require.NoError(t, json.Unmarshal(data, &head))
	assert.Equal(t, float64(1), head["version"], "versioned JSON")
}

func TestSaveOverwritesAndCreatesFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	g := newTestGame(t, 2)
	require.NoError(t, Save(dir, g))
	require.NoError(t, g.Buy(0))
	require.NoError(t, Save(dir, g))
	got, err := Load(dir)
	require.NoError(t, err)
	assert.Equal(t, 2, got.Player(0).Gold)
	require.NoError(t, Discard(dir))
	require.NoError(t, Discard(dir), "discarding nothing is fine")
	got, err = Load(dir)
	assert.NoError(t, err)
	assert.Nil(t, got)
}

func TestFailedSaveLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, SaveFileName), 0o755)) // rename onto a folder fails
	err := Save(dir, newTestGame(t, 2))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "tracker: cannot save the game")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "the temporary file is removed")
}

func TestLoadMissingIsNoGame(t *testing.T) {
	g, err := Load(t.TempDir())
	assert.NoError(t, err)
	assert.Nil(t, g)
	g, err = Load(filepath.Join(t.TempDir(), "does", "not", "exist"))
	assert.NoError(t, err)
	assert.Nil(t, g)
}

func TestDamagedSaveIsRefusedAndKept(t *testing.T) {
	good, err := midGame(t).Encode()
	require.NoError(t, err)
	tampered := strings.Replace(string(good), `"kind": "sell",`+"\n"+`        "player": 2,`+"\n"+`        "n": 2`, `"kind": "sell",`+"\n"+`        "player": 2,`+"\n"+`        "n": 0`, 1)
	require.NotEqual(t, string(good), tampered, "the tampering must hit")
	cases := map[string]struct {
		data string
		want string
	}{
		"truncated":      {string(good[:len(good)/2]), "not valid JSON"},
		"empty":          {"", "not valid JSON"},
		"garbage":        {"\x00\x01hello", "not valid JSON"},
		"newer version":  {`{"version": 2, "game": "Super Auto Pets Card Battle", "entries": []}`, "written by a newer version of the app (format 2; this app reads format 1)"},
		"no version":     {`{"game": "x"}`, "no format version"},
		"unknown field":  {strings.Replace(string(good), `"version": 1,`, `"version": 1, "cheat": true,`, 1), "damaged"},
		"illegal action": {tampered, "cannot be replayed: Cy must sell at least 1 pet"},
		"bad draw":       {strings.Replace(string(good), `"draws": [`, `"draws": [99, `, 1), "out of range"},
		"no history":     {`{"version": 1, "game": "Super Auto Pets Card Battle", "entries": []}`, "no history"},
		"extra data":     {string(good) + "{}", "not valid JSON"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, SaveFileName)
			require.NoError(t, os.WriteFile(path, []byte(c.data), 0o600))
			g, err := Load(dir, WithClock(testClock()))
			assert.Nil(t, g)
			var de *DamagedSaveError
			require.True(t, errors.As(err, &de), "%v", err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "tracker: the saved game cannot be read: "), err.Error())
			assert.Equal(t, filepath.Join(dir, "tracker-game.damaged-20260115-190100.json"), de.Backup)
			assert.Contains(t, err.Error(), de.Backup, "the message names the backup")
			kept, rerr := os.ReadFile(de.Backup)
			require.NoError(t, rerr)
			assert.Equal(t, c.data, string(kept), "the damaged save is kept byte for byte")
			_, serr := os.Stat(path)
			assert.True(t, errors.Is(serr, os.ErrNotExist), "the damaged file is moved aside")
			// Next launch: no game, no error, and a new game may be saved.
			g, err = Load(dir)
			assert.NoError(t, err)
			assert.Nil(t, g)
		})
	}
}

func TestBackupNamesDoNotCollide(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, SaveFileName)
	var backups []string
	for i := 0; i < 3; i++ {
		require.NoError(t, os.WriteFile(path, []byte("bad"), 0o600))
		_, err := Load(dir, WithClock(func() time.Time { return time.Date(2026, 1, 15, 19, 0, 0, 0, time.UTC) }))
		var de *DamagedSaveError
		require.ErrorAs(t, err, &de)
		backups = append(backups, filepath.Base(de.Backup))
	}
	assert.Equal(t, []string{
		"tracker-game.damaged-20260115-190000.json",
		"tracker-game.damaged-20260115-190000-2.json",
		"tracker-game.damaged-20260115-190000-3.json",
	}, backups)
}

// The parent test saves a game; a new process (this test binary, run again)
// loads it and writes what it sees; the parent compares.
const childDirEnv = "TRACKER_TEST_CHILD_DIR"

func TestSaveThenLoadInNewProcess(t *testing.T) {
	if os.Getenv(childDirEnv) != "" {
		t.Skip("running as the child")
	}
	dir := t.TempDir()
	g := midGame(t)
	require.NoError(t, Save(dir, g))
	cmd := exec.Command(os.Args[0], "-test.run=^TestChildLoadsSave$", "-test.count=1")
	cmd.Env = append(os.Environ(), childDirEnv+"="+dir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "child: %s", out)
	got, err := os.ReadFile(filepath.Join(dir, "child-view.txt"))
	require.NoError(t, err, "child output: %s", out)
	assert.Equal(t, view(g), string(got))
	// The child also redid the undone action and saved; load its save here.
	require.NoError(t, g.Redo())
	back, err := Load(dir)
	require.NoError(t, err)
	assert.Equal(t, view(g), view(back))
}

// TestChildLoadsSave is the child half of TestSaveThenLoadInNewProcess.
func TestChildLoadsSave(t *testing.T) {
	dir := os.Getenv(childDirEnv)
	if dir == "" {
		t.Skip("only run by TestSaveThenLoadInNewProcess")
	}
	g, err := Load(dir)
	require.NoError(t, err)
	require.NotNil(t, g)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "child-view.txt"), []byte(view(g)), 0o600))
	require.NoError(t, g.Redo())
	require.NoError(t, Save(dir, g))
}

func TestDecodeRoundTripsFinishedGames(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		g := newTestGame(t, n)
		playRounds(t, g, map[int]map[string]string{1: {"A-B": "B"}, 6: {"A-B": "A"}})
		data, err := g.Encode()
		require.NoError(t, err)
		back, err := Decode(data)
		require.NoError(t, err)
		assert.Equal(t, view(g), view(back))
	}
}

// FuzzLoad feeds any bytes to the save-file reader: it must return an error
// or a valid game, never panic, and a game it accepts must save and load
// again unchanged.
func FuzzLoad(f *testing.F) {
	for _, g := range []*Game{midGame(f), newTestGame(f, 2), newTestGame(f, 4, Golden)} {
		data, err := g.Encode()
		require.NoError(f, err)
		f.Add(data)
		f.Add(data[:len(data)/3])
	}
	f.Add([]byte(`{"version":1,"game":"Super Auto Pets Card Battle","entries":[{"action":{"kind":"setup","setup":{"players":[{"name":"A"},{"name":"B"}],"packs":["classic"],"firstPlayer":"random"}},"draws":[1],"status":"done","text":"","round":0,"phase":"setup","at":"0001-01-01T00:00:00Z"}]}`))
	f.Add([]byte(`{"version":2}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Decode(data)
		if err != nil {
			require.Nil(t, g)
			require.True(t, strings.HasPrefix(err.Error(), "tracker: "), err.Error())
			return
		}
		v := view(g)
		_ = g.Summary()
		_ = g.History()
		for i := range g.NumPlayers() {
			_ = g.Player(i)
		}
		again, err := g.Encode()
		require.NoError(t, err)
		back, err := Decode(again)
		require.NoError(t, err, "an accepted save must load again")
		require.Equal(t, v, view(back))
		if g.CanUndo() {
			require.NoError(t, g.Undo())
			if g.CanRedo() {
				require.NoError(t, g.Redo())
			}
		}
	})
}
