package session

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tableau"
)

// tableauSetup is Ana (red) and Ben (blue), Ana first.
func tableauSetup() tableau.Setup {
	return tableau.Setup{Players: []tableau.SeatSetup{{Name: "Ana", Colour: "red"}, {Name: "Ben", Colour: "blue"}}}
}

// tableauRound reads the running board game's round; 0 when none.
func tableauRound(s *Session) int {
	r := 0
	s.ReadTableau(func(g *tableau.Game) {
		if g != nil {
			r = g.Round()
		}
	})
	return r
}

func TestTableauSavedAfterEveryActionUndoAndRestored(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.ErrorIs(t, s.TableauAct(func(g *tableau.Game) error { return g.Pass(0) }), ErrNoTableau)
	changes := 0
	s.Subscribe(func(c Change) {
		if c == ChangeShelf {
			changes++
		}
	})
	require.NoError(t, s.StartTableau(tableauSetup(), false))
	require.NoError(t, s.TableauAct(func(g *tableau.Game) error { return g.Place(0, 0, "Ant", [3]int{2, 4, 6}) }))
	require.NoError(t, s.TableauAct(func(g *tableau.Game) error { return g.Place(1, 0, "Fish", [3]int{1, 2, 3}) }))
	require.NoError(t, s.TableauUndo())
	assert.Equal(t, 4, changes, "one notice a change")
	s.Flush()

	again := open(t, store)
	require.Empty(t, again.Problems())
	again.ReadTableau(func(g *tableau.Game) {
		require.NotNil(t, g)
		assert.Equal(t, "Ant", g.Player(0).Spaces[0].Type)
		assert.True(t, g.Player(1).Spaces[0].Empty(), "the undone Fish stays undone")
	})
	assert.Equal(t, 1, again.TableauSteps().Redo, "and can be redone after a restart")
	assert.Equal(t, "Ben placed Fish in space 1 (rear)", again.TableauSteps().RedoText)
	require.NoError(t, again.TableauRedo())
	again.ReadTableau(func(g *tableau.Game) { assert.Equal(t, "Fish", g.Player(1).Spaces[0].Type) })
}

func TestTableauRefusedActionSavesNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartTableau(tableauSetup(), false))
	s.Flush()
	writes := len(store.writes)
	changes := 0
	s.Subscribe(func(Change) { changes++ })
	err := s.TableauAct(func(g *tableau.Game) error { return g.Place(1, 0, "Ant", [3]int{2, 4, 6}) })
	require.ErrorContains(t, err, "it is Ana's turn in the market, not Ben's")
	bad := tableauSetup()
	bad.Players = bad.Players[:1]
	require.ErrorContains(t, s.StartTableau(bad, true), "2 to 4 players, not 1")
	s.Flush()
	assert.Len(t, store.writes, writes)
	assert.Zero(t, changes)
}

func TestTableauRandomFirstPlayerAndEnd(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	seen := map[int]bool{}
	for range 40 {
		require.NoError(t, s.StartTableau(tableauSetup(), true))
		s.ReadTableau(func(g *tableau.Game) { seen[g.First()] = true })
	}
	assert.Equal(t, map[int]bool{0: true, 1: true}, seen, "either player may be drawn")
	s.EndTableau()
	s.Flush()
	ok, _ := store.Exists(TableauFile)
	assert.False(t, ok)
	assert.Zero(t, tableauRound(open(t, store)))
}

func TestTableauDamagedSaveIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	store := NewDirStore(dir)
	require.NoError(t, store.Write(TableauFile, []byte(`{"version":1,"setup":{"players":[]},"log":[],"done":0}`)))
	s := open(t, store)
	assert.Zero(t, tableauRound(s))
	probs := s.Problems()
	require.Len(t, probs, 1)
	var de *DamagedError
	require.ErrorAs(t, probs[0], &de)
	assert.Contains(t, de.Error(), "The board game could not be read: the game is for 2 to 4 players, not 0")
	assert.Equal(t, dir+"/tableau-game.damaged-20260115-190100.json", de.Backup)
	require.NoError(t, s.StartTableau(tableauSetup(), false))
	s.Flush()
	assert.Empty(t, open(t, store).Problems())
}

// tableauKillEnv names the folder the child of TestTableauKilledWhileWriting
// writes in.
const tableauKillEnv = "SESSION_TEST_TABLEAU_KILL_DIR"

// tableauDone is how many actions of the saved board game are in effect;
// -1 when there is no game.
func tableauDone(t *testing.T, s *Session) int {
	n := -1
	s.ReadTableau(func(g *tableau.Game) {
		if g == nil {
			return
		}
		data, err := g.Encode()
		require.NoError(t, err)
		var sv struct{ Done int }
		require.NoError(t, json.Unmarshal(data, &sv))
		n = sv.Done
	})
	return n
}

// TestTableauKilledWhileWriting kills a process that plays the board game
// as fast as it can, at random moments, and opens what it left: the save is
// always whole, and the game only moves forward.
func TestTableauKilledWhileWriting(t *testing.T) {
	killRun{env: tableauKillEnv, child: "TestTableauChildKeepsPlaying", kills: 15, seed: 17, wait: 30, spread: 170,
		reached: func(s *Session, _ string, _ int) (int, bool) { return tableauDone(t, s), true }}.run(t)
}

// TestTableauChildKeepsPlaying is the child of TestTableauKilledWhileWriting:
// it plays on from the saved game, one saved action at a time, until the
// game is over or it is killed.
func TestTableauChildKeepsPlaying(t *testing.T) {
	dir := os.Getenv(tableauKillEnv)
	if dir == "" {
		t.Skip("only run by TestTableauKilledWhileWriting")
	}
	s := Open(NewDirStore(dir), Options{Now: fixedNow})
	if tableauRound(s) == 0 {
		require.NoError(t, s.StartTableau(tableauSetup(), false))
	}
	for {
		over := false
		err := s.TableauAct(func(g *tableau.Game) error {
			switch g.Phase() {
			case tableau.PhaseMarket:
				p := g.Turn()
				if sp := g.Player(p).Spaces[0]; !sp.Empty() && sp.Level < 3 {
					return g.Upgrade(p, 0, sp.Type)
				}
				if g.Player(p).Spaces[0].Empty() {
					return g.Place(p, 0, "Ant", [3]int{2, 4, 6})
				}
				return g.Sell(p, 0)
			case tableau.PhaseCombat:
				return g.Score()
			case tableau.PhaseSale:
				return g.Finish()
			}
			over = true
			return nil
		})
		require.NoError(t, err)
		s.Flush()
		if over {
			time.Sleep(time.Minute)
			return
		}
	}
}

// A damaged save of a shelf game is reported in players' words: no
// package's name ("tableau: ", "automa: " ...) reaches the screen, even
// from an error inside another.
func TestShelfDamagedSavesSayWhyInPlainWords(t *testing.T) {
	store := newMemStore()
	require.NoError(t, store.Write(TableauFile, []byte(`{"version":1,"setup":{"players":[]},"log":[],"done":0}`)))
	require.NoError(t, store.Write(ExerciseFile, []byte(`{"version":1,"game":null,"undo":[{"version":1,"players":[{"name":"Ana"},{"name":"Ben"}],"phase":7,"first":0,"turn":0,"attacker":-1,"winner":-1}]}`)))
	require.NoError(t, store.Write(AutomaFile, []byte(`{"version":1,"automa":{"run":{"options":{"champions":["Deryn"]}}}}`)))
	s := open(t, store)
	probs := s.Problems()
	require.Len(t, probs, 3)
	for _, p := range probs {
		for _, prefix := range []string{"session: ", "tableau: ", "exercise: ", "automa: "} {
			assert.NotContains(t, p.Error(), prefix)
		}
	}
	joined := probs[0].Error() + "\n" + probs[1].Error() + "\n" + probs[2].Error()
	assert.Contains(t, joined, "The board game could not be read: the game is for 2 to 4 players, not 0")
	assert.Contains(t, joined, "The animal exercise card game could not be read: step 1 to undo: the saved game is in an unknown phase 7.")
	assert.Contains(t, joined, "could not be read: the automa needs 3 champions, not 1")
}
