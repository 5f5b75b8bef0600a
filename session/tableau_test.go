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
	if g := s.Tableau().Value(); g != nil {
		return g.Round()
	}
	return 0
}

// place is the move of player p placing animal in space i.
func place(p, i int, animal string, power [3]int) tableau.Move {
	return tableau.Act(tableau.Action{Kind: tableau.KindPlace, Player: p, Space: i, Name: animal, Power: power})
}

func TestTableauSavedAfterEveryActionUndoAndRestored(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.EqualError(t, s.Tableau().Do(tableau.Act(tableau.Action{Kind: tableau.KindPass})), "no board game is running: start one first")
	changes, own := 0, 0
	s.Subscribe(func(c Change) {
		if c == ChangeShelf {
			changes++
		}
	})
	cancel := s.Tableau().Subscribe(func() { own++ })
	s.Exercise().Reset() // another game of the shelf: not this document's change
	require.NoError(t, s.Tableau().Do(tableau.Start(tableauSetup(), false)))
	require.NoError(t, s.Tableau().Do(place(0, 0, "Ant", [3]int{2, 4, 6})))
	require.NoError(t, s.Tableau().Do(place(1, 0, "Fish", [3]int{1, 2, 3})))
	require.NoError(t, s.Tableau().Undo())
	assert.Equal(t, 5, changes, "one notice a change")
	assert.Equal(t, 4, own, "the document's subscribers hear of its own changes only")
	cancel()
	s.Flush()

	again := open(t, store)
	require.Empty(t, again.Problems())
	g := again.Tableau().Value()
	require.NotNil(t, g)
	assert.Equal(t, "Ant", g.Player(0).Spaces[0].Type)
	assert.True(t, g.Player(1).Spaces[0].Empty(), "the undone Fish stays undone")
	st := again.Tableau().Steps()
	assert.Equal(t, 1, st.Redo, "and can be redone after a restart")
	assert.Equal(t, "Ben placed Fish in space 1 (rear)", st.RedoText)
	assert.Equal(t, "Ana placed Ant in space 1 (rear)", st.UndoText)
	require.NoError(t, again.Tableau().Redo())
	assert.Equal(t, "Fish", again.Tableau().Value().Player(1).Spaces[0].Type)
	assert.True(t, g.Player(1).Spaces[0].Empty(), "a value handed out never changes")
}

func TestTableauRefusedActionSavesNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.Tableau().Do(tableau.Start(tableauSetup(), false)))
	s.Flush()
	writes := len(store.writes)
	changes := 0
	s.Subscribe(func(Change) { changes++ })
	err := s.Tableau().Do(place(1, 0, "Ant", [3]int{2, 4, 6}))
	require.ErrorContains(t, err, "it is Ana's turn in the market, not Ben's")
	bad := tableauSetup()
	bad.Players = bad.Players[:1]
	require.ErrorContains(t, s.Tableau().Do(tableau.Start(bad, true)), "2 to 4 players, not 1")
	s.Flush()
	assert.Len(t, store.writes, writes)
	assert.Zero(t, changes)
}

func TestTableauRandomFirstPlayerAndEnd(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	seen := map[int]bool{}
	for range 40 {
		require.NoError(t, s.Tableau().Do(tableau.Start(tableauSetup(), true)))
		seen[s.Tableau().Value().First()] = true
	}
	assert.Equal(t, map[int]bool{0: true, 1: true}, seen, "either player may be drawn")
	s.Tableau().Reset()
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
	require.NoError(t, s.Tableau().Do(tableau.Start(tableauSetup(), false)))
	s.Flush()
	assert.Empty(t, open(t, store).Problems())
}

// tableauKillEnv names the folder the child of TestTableauKilledWhileWriting
// writes in.
const tableauKillEnv = "SESSION_TEST_TABLEAU_KILL_DIR"

// tableauDone is how many actions of the saved board game are in effect;
// -1 when there is no game.
func tableauDone(t *testing.T, s *Session) int {
	g := s.Tableau().Value()
	if g == nil {
		return -1
	}
	data, err := g.Encode()
	require.NoError(t, err)
	var sv struct{ Done int }
	require.NoError(t, json.Unmarshal(data, &sv))
	return sv.Done
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
		require.NoError(t, s.Tableau().Do(tableau.Start(tableauSetup(), false)))
	}
	for {
		m, ok := nextTableauMove(s.Tableau().Value())
		if !ok {
			time.Sleep(time.Minute)
			return
		}
		require.NoError(t, s.Tableau().Do(m))
		s.Flush()
	}
}

// nextTableauMove is the child's next move: an Ant placed or upgraded in
// space 1, or sold once full, each combat scored, the game finished; ok is
// false once the game is over.
func nextTableauMove(g *tableau.Game) (m tableau.Move, ok bool) {
	a := tableau.Action{Kind: tableau.KindScore}
	switch g.Phase() {
	case tableau.PhaseMarket:
		p := g.Turn()
		a = tableau.Action{Kind: tableau.KindSell, Player: p}
		if sp := g.Player(p).Spaces[0]; sp.Empty() {
			a = tableau.Action{Kind: tableau.KindPlace, Player: p, Name: "Ant", Power: [3]int{2, 4, 6}}
		} else if sp.Level < 3 {
			a = tableau.Action{Kind: tableau.KindUpgrade, Player: p, Name: sp.Type}
		}
	case tableau.PhaseSale:
		a = tableau.Action{Kind: tableau.KindFinish}
	case tableau.PhaseOver:
		return m, false
	}
	return tableau.Act(a), true
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
