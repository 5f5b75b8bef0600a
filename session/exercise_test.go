package session

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/exercise"
)

// exerciseStarted starts an animal exercise card game between Ana and Ben
// in s, Ana first, with six animals each, and returns it.
func exerciseStarted(t testing.TB, s *Session) {
	t.Helper()
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: true}))
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveThrow, Hands: [2]exercise.Hand{exercise.Paper, exercise.Rock}}))
	for p, names := range [2][]string{{"Lion", "Bear", "Frog", "Owl", "Fox", "Deer"}, {"Cat", "Dog", "Hen", "Pig", "Cow", "Yak"}} {
		for slot, n := range names {
			require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MovePlace, Player: p, Slot: slot, Name: n, Health: 4}))
		}
	}
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveBegin}))
}

func TestExerciseGameSurvivesARestartWithItsUndo(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.Nil(t, s.Exercise().Value(), "no game before one is started")
	exerciseStarted(t, s)
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveAttack, Slot: 0, Target: 1, Damage: 3, Bonus: 1}))
	s.Flush()

	again := open(t, store)
	require.Empty(t, again.Problems())
	g := again.Exercise().Value()
	require.NotNil(t, g)
	assert.Nil(t, g.Player(1).Grid[1], "3+1 damage defeated Ben's Dog (4 health)")
	st := again.Exercise().Steps()
	assert.Equal(t, 16, st.Undo, "start, throw, 12 animals, begin and the attack")
	assert.Equal(t, 0, st.Redo)

	require.NoError(t, again.Exercise().Undo())
	assert.Equal(t, 4, again.Exercise().Value().Player(1).Grid[1].Health, "undo brings the Dog back with 4 health")
	again.Flush()
	third := open(t, store)
	assert.Equal(t, 1, third.Exercise().Steps().Redo, "the redo step is kept too")
	require.NoError(t, third.Exercise().Redo())
	assert.Nil(t, third.Exercise().Value().Player(1).Grid[1])
}

func TestExerciseRefusalsChangeNothingAndAreNotSaved(t *testing.T) {
	s := open(t, newMemStore())
	err := s.Exercise().Do(exercise.Move{Kind: exercise.MoveEndTurn})
	assert.EqualError(t, err, "no animal exercise card game is running: start one first")
	exerciseStarted(t, s)
	undo := s.Exercise().Steps().Undo
	err = s.Exercise().Do(exercise.Move{Kind: exercise.MoveAttack, Damage: 2})
	require.NoError(t, err)
	before := s.Exercise().Value()
	err = s.Exercise().Do(exercise.Move{Kind: exercise.MoveAttack, Slot: 1, Damage: 2})
	assert.ErrorContains(t, err, "Ana has already attacked this turn")
	assert.Equal(t, before, s.Exercise().Value())
	assert.Equal(t, undo+1, s.Exercise().Steps().Undo, "a refused action adds no undo step")
	assert.EqualError(t, s.Exercise().Redo(), "there is nothing to redo")
}

func TestExerciseActionsAnnounceTheShelf(t *testing.T) {
	s := open(t, newMemStore())
	var got []Change
	cancel := s.Subscribe(func(c Change) { got = append(got, c) })
	defer cancel()
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", "Ben"}}))
	require.NoError(t, s.Exercise().Undo())
	assert.Equal(t, []Change{ChangeShelf, ChangeShelf}, got)
	assert.Nil(t, s.Exercise().Value(), "undoing the start leaves no game")
}

func TestExerciseEndAndNewGameCanBeUndone(t *testing.T) {
	s := open(t, newMemStore())
	exerciseStarted(t, s)
	require.NoError(t, s.Exercise().End())
	assert.Nil(t, s.Exercise().Value())
	assert.EqualError(t, s.Exercise().End(), "there is no animal exercise card game to put away")
	require.NoError(t, s.Exercise().Undo())
	require.NotNil(t, s.Exercise().Value())
	assert.Equal(t, exercise.Playing, s.Exercise().Value().Phase())
}

func TestDamagedExerciseGameIsKeptAsideAndNotUsed(t *testing.T) {
	store := newMemStore()
	bad := `{"version":1,"game":{"version":1,"players":[{"name":"Ana"},{"name":"Ben"}],"phase":7,"first":0,"turn":0,"attacker":-1,"winner":-1}}`
	require.NoError(t, store.Write(ExerciseFile, []byte(bad)))
	s := open(t, store)
	require.Len(t, s.Problems(), 1)
	var de *DamagedError
	require.ErrorAs(t, s.Problems()[0], &de)
	assert.Contains(t, de.Error(), "The animal exercise card game could not be read: ")
	assert.Contains(t, de.Error(), "unknown phase 7")
	assert.Nil(t, s.Exercise().Value())
	assert.Equal(t, bad, store.get("exercise-game.damaged-20260115-190100.json"))
}

func TestExerciseUndoKeepsAtMostItsLimit(t *testing.T) {
	s := open(t, newMemStore())
	exerciseStarted(t, s)
	for range MaxUndo {
		require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveEndTurn}))
	}
	assert.Equal(t, MaxUndo, s.Exercise().Steps().Undo)
}

// An exercise-game.json written before plays by a card existed is read
// with its undo steps; a play by a card is one more step, undone and kept
// like any other.
func TestExerciseSavedBeforePlaysByACardTakesThemWithUndo(t *testing.T) {
	data, err := os.ReadFile("testdata/exercise-game-before-plays-by-a-card.json")
	require.NoError(t, err)
	store := newMemStore()
	require.NoError(t, store.Write(ExerciseFile, data))
	s := open(t, store)
	require.Empty(t, s.Problems())
	require.NotNil(t, s.Exercise().Value())
	undo := s.Exercise().Steps().Undo
	assert.Equal(t, 16, undo, "start, throw, 12 animals, begin and Ana's Rope")

	play := exercise.Move{Kind: exercise.MoveByCard, Player: 1, Play: exercise.ItemPlay, Name: "Net", Stay: true}
	require.NoError(t, s.Exercise().Do(play))
	assert.Equal(t, undo+1, s.Exercise().Steps().Undo, "one step for the play")
	assert.Equal(t, "Out of turn, as a card allows: Ben played Net.", s.Exercise().Value().Last())
	s.Flush()

	again := open(t, store)
	require.Empty(t, again.Problems())
	assert.Equal(t, "Net", again.Exercise().Value().Player(1).Item.Name, "the play survives a restart")
	require.NoError(t, again.Exercise().Undo())
	assert.Nil(t, again.Exercise().Value().Player(1).Item, "undo takes the play back")
	assert.Equal(t, "Rope", again.Exercise().Value().Player(0).Item.Name)
}
