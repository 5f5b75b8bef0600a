package session

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/tableau"
)

// refusal is a move the rules refuse, and the words of their reason.
type refusal[M any] struct {
	m     M
	words string
}

// assertRefusals does each move of cases on doc, kept as file in store, and
// asserts that each is refused with its words and changes nothing: not the
// value (the very same one), not the steps, not the saved bytes, and no
// one hears of a change.
func assertRefusals[V comparable, M any](t *testing.T, s *Session, store *memStore, file string, doc *Doc[V, M], cases []refusal[M]) {
	t.Helper()
	s.Flush()
	blob, value, steps := store.get(file), doc.Value(), doc.Steps()
	heard := 0
	defer doc.Subscribe(func() { heard++ })()
	for _, c := range cases {
		err := doc.Do(c.m)
		require.Error(t, err, "%+v", c.m)
		assert.Equal(t, c.words, err.Error(), "%+v", c.m)
		var pe *problem.Error
		assert.ErrorAs(t, err, &pe, "the players' words")
		assert.True(t, value == doc.Value(), "%+v: the same value", c.m)
		assert.Equal(t, steps, doc.Steps(), "%+v: the same steps", c.m)
		s.Flush()
		assert.Equal(t, blob, store.get(file), "%+v: the same save", c.m)
	}
	assert.Zero(t, heard, "no change was announced")
}

// Every kind of the board game's moves refused says why and changes
// nothing.
func TestTableauRefusedMovesChangeNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	board := s.Tableau()
	require.NoError(t, board.Do(tableau.Start(tableauSetup(), false)))
	require.NoError(t, board.Do(place(0, 0, "Ant", [3]int{2, 4, 6})))
	act := func(a tableau.Action) tableau.Move { return tableau.Act(a) }
	one := tableauSetup()
	one.Players = one.Players[:1]
	assertRefusals(t, s, store, TableauFile, board, []refusal[tableau.Move]{
		{tableau.Start(one, false), "the game is for 2 to 4 players, not 1"},
		{act(tableau.Action{Kind: tableau.KindRefill, Player: 1, Line: tableau.Line{Index: 9}}), "the market has rows 1 to 3 and columns 1 to 3, not row 9"},
		{place(0, 1, "Fish", [3]int{1, 2, 3}), "it is Ben's turn in the market, not Ana's"},
		{act(tableau.Action{Kind: tableau.KindUpgrade, Player: 1, Name: "Fish"}), "Ben's space 1 (rear) is empty"},
		{act(tableau.Action{Kind: tableau.KindFood, Player: 1, Name: "Honey"}), "Ben has no stack, and a food can only be taken with a stack in the tableau"},
		{act(tableau.Action{Kind: tableau.KindSell, Player: 1}), "Ben's space 1 (rear) is empty"},
		{act(tableau.Action{Kind: tableau.KindMerge, Player: 1, Into: 1}), "Ben's space 1 (rear) is empty"},
		{act(tableau.Action{Kind: tableau.KindPass, Player: 0}), "it is Ben's turn in the market, not Ana's"},
		{act(tableau.Action{Kind: tableau.KindWound, Player: 0}), "wounds are placed in the combat phase; it is the market of round 1"},
		{act(tableau.Action{Kind: tableau.KindHeal, Player: 0}), "wounds are placed in the combat phase; it is the market of round 1"},
		{act(tableau.Action{Kind: tableau.KindBoost, Player: 0, Amount: 1}), "a stack's power changes in the combat phase, before it is scored; it is the market of round 1"},
		{act(tableau.Action{Kind: tableau.KindColumn, Amount: 1}), "a column's power changes in the combat phase, before it is scored; it is the market of round 1"},
		{act(tableau.Action{Kind: tableau.KindScore}), "only a combat can be scored; it is the market of round 1"},
		{act(tableau.Action{Kind: tableau.KindFinish}), "the game ends after the final sale of round 6; it is the market of round 1"},
	})
}

// Every kind of the animal exercise card game's moves refused says why and
// changes nothing, in a game under way and in one deciding who goes first.
func TestExerciseRefusedMovesChangeNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	game := s.Exercise()
	exerciseStarted(t, s)
	mv := func(k exercise.MoveKind) exercise.Move { return exercise.Move{Kind: k} }
	assertRefusals(t, s, store, ExerciseFile, game, []refusal[exercise.Move]{
		{exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", " ana "}}, "both players are called Ana; give them different names"},
		{exercise.Move{Kind: exercise.MoveThrow, Hands: [2]exercise.Hand{exercise.Rock, exercise.Paper}}, "who goes first is already decided: Ana"},
		{exercise.Move{Kind: exercise.MovePlace, Slot: 8, Name: "Elk", Health: 3}, "animals are placed before the first turn; during the game, add one as a play"},
		{exercise.Move{Kind: exercise.MoveUnplace}, "animals can be taken back only before the first turn"},
		{mv(exercise.MoveBegin), "the game can begin only after rock, paper, scissors and before the first turn"},
		{exercise.Move{Kind: exercise.MoveAttack, Slot: 7, Target: 1, Damage: 2}, "Ana has no animal there"},
		{exercise.Move{Kind: exercise.MoveUpgrade, Health: 5}, "only an animal that defeated another this turn can be upgraded without a dojo"},
		{exercise.Move{Kind: exercise.MoveChangeHealth, Player: 1, Slot: 8, Delta: 1}, "there is no animal there"},
		{exercise.Move{Kind: exercise.MoveDestroy, Card: exercise.ItemCard}, "Ana has no item or dojo in play"},
		{exercise.Move{Kind: exercise.MovePlayHealth, Name: "Banana", Slot: 8, Health: 2}, "choose one of Ana's animals to get the health"},
		{exercise.Move{Kind: exercise.MovePlayItem}, "the card has no name"},
		{exercise.Move{Kind: exercise.MovePlayDojo, Slot: 8, Health: 5}, "choose one of Ana's animals to upgrade"},
		{exercise.Move{Kind: exercise.MoveAddAnimal, Slot: 0, Name: "Elk", Health: 3}, "Ana already has Lion in that place"},
		{exercise.Move{Kind: exercise.MoveByCard, Player: 1, Play: exercise.HealthPlay, Name: "Apple", Slot: 8, Health: 2}, "choose one of Ben's animals to get the health"},
		{mv("fly"), `there is no move called "fly"`},
	})

	require.NoError(t, game.Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", "Ben"}}))
	assertRefusals(t, s, store, ExerciseFile, game, []refusal[exercise.Move]{
		{mv(exercise.MoveEndTurn), "the game is not under way"},
		{mv(exercise.MoveSwap), "the game is not under way"},
	})
}

// Every kind of the automa's moves refused says why and changes nothing,
// between turns and during one.
func TestAutomaRefusedMovesChangeNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	run := s.Automa()
	require.NoError(t, run.Do(automaStart))
	mv := func(k automa.MoveKind, champion string) automa.Move { return automa.Move{Kind: k, Champion: champion} }
	assertRefusals(t, s, store, AutomaFile, run, []refusal[automa.Move]{
		{automa.Move{Kind: automa.MoveStart, Options: &automa.Options{Champions: []string{"Deryn"}}}, "the automa needs 3 champions, not 1"},
		{mv(automa.MoveReveal, ""), "no automa turn is under way; start one first"},
		{mv(automa.MoveAlkemi, ""), "no automa turn is under way; start one first"},
		{automa.Move{Kind: automa.MoveReact, Names: []string{"Rath"}}, "Rath is not one of the automa's champions (Deryn, Dugrun, Gold'arr)"},
		{automa.Move{Kind: automa.MoveResolve, Outcome: automa.Acted}, "no automa turn is under way; start one first"},
		{automa.Move{Kind: automa.MoveHealDamage, Champion: "Deryn"}, "no automa turn is under way; start one first"},
		{mv(automa.MoveEndTurn, ""), "no automa turn is under way; start one first"},
		{mv(automa.MoveStun, "Rath"), "Rath is not one of the automa's champions (Deryn, Dugrun, Gold'arr)"},
		{automa.Move{Kind: automa.MoveLevel, Champion: "Rath", On: true}, "Rath is not one of the automa's champions (Deryn, Dugrun, Gold'arr)"},
		{automa.Move{Kind: automa.MoveLife, Champion: "Deryn", Number: automa.MaxLife + 1}, "Deryn's life must be 0 to 20, not 21"},
		{automa.Move{Kind: automa.MoveTrophies, On: true, Number: -1}, "the automa's trophies must be 0 to 5, not -1"},
		{mv(automa.MoveAddPlayer, " "), "type your champion's name first"},
		{automa.Move{Kind: automa.MovePlayerLife, Champion: "Ana's Brute", Number: 3}, `"Ana's Brute" is not one of your champions: you have named none`},
		{mv("fly", ""), `there is no move called "fly"`},
	})

	require.NoError(t, run.Do(automa.Move{Kind: automa.MoveStartTurn}))
	assertRefusals(t, s, store, AutomaFile, run, []refusal[automa.Move]{
		{mv(automa.MoveStartTurn, ""), "the automa's turn is already under way; end it first"},
	})
}

// A move that needs chance gets it from the session before it is applied:
// the step Undo takes back is the move's words, and Redo makes the very
// run the move made (no new shuffle).
func TestAutomaChanceIsDrawnOnceAndRedoneTheSame(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	run := s.Automa()
	require.NoError(t, run.Do(automaStart))
	require.NoError(t, run.Do(automa.Move{Kind: automa.MoveStartTurn}))
	require.NoError(t, run.Do(automa.Move{Kind: automa.MoveReveal}))
	after := run.Value()
	data, err := after.Encode()
	require.NoError(t, err)
	assert.Equal(t, "revealing the next action card", run.Steps().UndoText)
	require.NoError(t, run.Undo())
	assert.Equal(t, "revealing the next action card", run.Steps().RedoText)
	require.NoError(t, run.Redo())
	again, err := run.Value().Encode()
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
}

// Putting a game away is a step Undo takes back; a reset ends it for good.
func TestEndIsAStepAndResetIsForGood(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	run := s.Automa()
	require.EqualError(t, run.End(), "there is no game against the Super Fantasy Brawl automa to put away")
	require.NoError(t, run.Do(automaStart))
	require.NoError(t, run.End())
	assert.Nil(t, run.Value())
	assert.Equal(t, "putting the game away", run.Steps().UndoText)
	require.NoError(t, run.Undo())
	assert.NotNil(t, run.Value())
	run.Reset()
	assert.Nil(t, run.Value())
	assert.Equal(t, Steps{}, run.Steps())
	s.Flush()
	ok, err := store.Exists(AutomaFile)
	require.NoError(t, err)
	assert.False(t, ok, "the save is removed")
}

// tableauWithUndone is a board game's save as an earlier version wrote it:
// Ana placed an Ant and Ben a Fish, then Ben's Fish and Ana's Pig were
// undone with the game's own undo.
func tableauWithUndone(t *testing.T) string {
	g, err := (*tableau.Game)(nil).Apply(tableau.Start(tableauSetup(), false))
	require.NoError(t, err)
	for _, m := range []tableau.Move{place(0, 0, "Ant", [3]int{2, 4, 6}), place(1, 0, "Fish", [3]int{1, 2, 3}), place(0, 1, "Pig", [3]int{1, 2, 3})} {
		g, err = g.Apply(m)
		require.NoError(t, err)
	}
	data, err := g.Encode()
	require.NoError(t, err)
	require.Contains(t, string(data), `"done":3`)
	return strings.Replace(string(data), `"done":3`, `"done":1`, 1)
}

// assertUndoneFolded asserts that s read a board game whose Fish and Pig
// were undone: the game with Ana's Ant, and Redo does them again.
func assertUndoneFolded(t *testing.T, s *Session) {
	t.Helper()
	require.Empty(t, s.Problems())
	board := s.Tableau()
	assert.Equal(t, "Ant", board.Value().Player(0).Spaces[0].Type)
	assert.True(t, board.Value().Player(1).Spaces[0].Empty())
	st := board.Steps()
	assert.Equal(t, 2, st.Redo)
	assert.Equal(t, []string{"Ben placed Fish in space 1 (rear)", "Ana placed Pig in space 2"}, st.Undone)
	require.NoError(t, board.Redo())
	require.NoError(t, board.Redo())
	assert.Equal(t, "Pig", board.Value().Player(0).Spaces[1].Type)
}

// A board game saved by a version before kind tags, with actions undone by
// the game's own undo, opens with them as the steps Redo does again:
// nothing lost, and the game is written again with no undo of its own.
func TestTableauOfBeforeKindTagsFoldsItsUndoneActions(t *testing.T) {
	store := newMemStore()
	require.NoError(t, store.Write(TableauFile, []byte(tableauWithUndone(t))))
	s := open(t, store)
	s.Flush()
	saved := store.get(TableauFile)
	assert.Contains(t, saved, `"kind":"tableau"`, "written again in this format")
	assert.Contains(t, saved, `"done":1}`, "its value holds the actions in effect only")
	assertUndoneFolded(t, open(t, store))
	assertUndoneFolded(t, s)
}

// A board game kept in an envelope whose value still holds actions undone
// (an earlier version of this format kept the old save's game as it was)
// opens the same way.
func TestTableauValueWithUndoneActionsFoldsThem(t *testing.T) {
	value := tableauWithUndone(t)
	store := newMemStore()
	require.NoError(t, store.Write(TableauFile, []byte(`{"app":"sapcompanion","kind":"tableau","version":1,"value":`+value+`}`)))
	assertUndoneFolded(t, open(t, store))
}
