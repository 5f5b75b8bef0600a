package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/session"
)

// steps is an Undoable whose steps a test sets: any game's handle looks
// the same to the bar.
type steps struct {
	now          session.Steps
	undid, redid int
	refuse       error
}

func (s *steps) Steps() session.Steps { return s.now }
func (s *steps) Undo() error          { s.undid++; return s.refuse }
func (s *steps) Redo() error          { s.redid++; return s.refuse }

// The bar's buttons say what they take back and do again, in the step's
// words, are disabled with nothing to take, fit a phone at a finger's
// height, and tell the screen what came of a tap, after Before.
func TestUndoBarSaysItsStepsAndTakesThem(t *testing.T) {
	test.NewTempApp(t)
	doc := &steps{}
	var heard []error
	bar := NewUndoBar(doc, func(err error) { heard = append(heard, err) })
	w := test.NewTempWindow(t, bar)
	w.Resize(fyne.NewSize(360, 200))
	require.Equal(t, "Undo", bar.UndoText.Text)
	require.Equal(t, "Redo", bar.RedoText.Text)
	require.True(t, bar.Undo.Disabled(), "nothing to undo")
	require.True(t, bar.Redo.Disabled(), "nothing to redo")
	test.Tap(bar.Undo)
	require.Zero(t, doc.undid, "a disabled button takes nothing")

	doc.now = session.Steps{Undo: 2, UndoText: "Ana placed Ant in space 1 (rear)", Redo: 1, RedoText: "Ben passed"}
	bar.Update()
	require.Equal(t, "Undo: Ana placed Ant in space 1 (rear)", bar.UndoText.Text)
	require.Equal(t, "Redo: Ben passed", bar.RedoText.Text)
	require.False(t, bar.Undo.Disabled())
	require.False(t, bar.Redo.Disabled())
	require.GreaterOrEqual(t, bar.Undo.Size().Height, TouchTarget, "a finger's height")
	require.LessOrEqual(t, bar.MinSize().Width, float32(360), "fits a phone")

	before := 0
	bar.Before = func() { before++ }
	test.Tap(bar.Undo)
	test.Tap(bar.Redo)
	require.Equal(t, 1, doc.undid)
	require.Equal(t, 1, doc.redid)
	require.Equal(t, 2, before, "Before runs before each step")
	require.Equal(t, []error{nil, nil}, heard)

	doc.refuse = problem.Newf("session", "there is nothing to undo")
	test.Tap(bar.Undo)
	require.Len(t, heard, 3)
	require.EqualError(t, heard[2], "there is nothing to undo", "a refusal reaches the screen")
	require.Equal(t, "There is nothing to undo", Refusal(heard[2]))
}
