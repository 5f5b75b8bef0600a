package gameui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// historyView lists every action of the game, newest first, with undo and
// redo. The steps Redo can do again are on top, marked undone, then the
// game's own history, in which the undone actions an older save kept are
// marked too.
type historyView struct {
	sess    *session.Session // the running game and the steps Undo and Redo reach
	content fyne.CanvasObject
	bar     *topBar
	hint    *kit.WrapLabel
	list    *widget.List
	lines   []historyLine // newest first
}

// historyLine is one line of the history: its words, and whether it is
// not part of the game (a step Redo can do again, or an action an older
// save kept undone).
type historyLine struct {
	text   string
	undone bool
}

// newHistoryView builds the history of the game sess runs under bar, the
// Undo/Redo bar in its history mode.
func newHistoryView(sess *session.Session, bar *topBar) *historyView {
	v := &historyView{sess: sess, bar: bar}
	v.hint = kit.NewWrapLabel("")
	v.list = widget.NewList(
		func() int { return len(v.lines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			line := v.lines[id]
			l.SetText(line.text)
			l.Importance = widget.MediumImportance
			if line.undone {
				l.Importance = widget.LowImportance
			}
			l.Refresh()
			v.list.SetItemHeight(id, l.MinSize().Height)
		})
	v.content = container.NewBorder(container.NewVBox(v.bar.content, v.hint, widget.NewSeparator()), nil, nil, nil, v.list)
	return v
}

// entryLine is how one entry of the game's history reads in the list.
func entryLine(e tracker.Entry) historyLine {
	text := e.Text + words.OnPhone(e.By)
	if e.Status != tracker.Done {
		text = "(undone) " + text // undone in an older save: Redo no longer reaches it
	}
	return historyLine{text: fmt.Sprintf("%s · %s", e.At.Local().Format("15:04"), text), undone: e.Status != tracker.Done}
}

// redoLine is how a step Redo can do again reads in the list: its words,
// with no time (it is not part of the game).
func redoLine(label string) historyLine {
	return historyLine{text: "(undone, can be redone) " + stepWords(label), undone: true}
}

// stepWords is a step's words for the history and the hint, or words for
// a step that has none.
func stepWords(label string) string {
	if label == "" {
		return "the last step"
	}
	return label
}

func (v *historyView) refresh() {
	doc := v.sess.Game()
	g := doc.Value().Game()
	if g == nil {
		return
	}
	v.bar.refresh(g)
	st := doc.Steps()
	h := g.History()
	v.lines = v.lines[:0]
	// The steps Redo can do again come after the game's own, so first in
	// the list, newest first: the next one Redo does just above the game's.
	for i := len(st.Undone) - 1; i >= 0; i-- {
		v.lines = append(v.lines, redoLine(st.Undone[i]))
	}
	for i := len(h) - 1; i >= 0; i-- {
		v.lines = append(v.lines, entryLine(h[i]))
	}
	undo, redo := stepWords(st.UndoText), stepWords(st.RedoText)
	switch {
	case st.Undo > 0 && st.Redo > 0:
		v.hint.SetText(fmt.Sprintf("Undo: %s\nRedo: %s", undo, redo))
	case st.Undo > 0:
		v.hint.SetText("Undo: " + undo)
	case st.Redo > 0:
		v.hint.SetText("Redo: " + redo)
	default:
		v.hint.SetText("Nothing to undo yet.")
	}
	v.list.Refresh()
}
