package gameui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// historyView lists every action of the game, newest first, with undo and
// redo. The actions Redo can do again are on top, marked undone, as are the
// undone actions an older save kept in the game's own history.
type historyView struct {
	sess    *session.Session // the running game and the steps Undo and Redo reach
	content fyne.CanvasObject
	bar     *topBar
	hint    *kit.WrapLabel
	list    *widget.List
	entries []tracker.Entry // newest first
}

// newHistoryView builds the history of the game sess runs under bar, the
// Undo/Redo bar in its history mode.
func newHistoryView(sess *session.Session, bar *topBar) *historyView {
	v := &historyView{sess: sess, bar: bar}
	v.hint = kit.NewWrapLabel("")
	v.list = widget.NewList(
		func() int { return len(v.entries) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			e := v.entries[id]
			l.SetText(historyLine(e))
			l.Importance = widget.MediumImportance
			if e.Status != tracker.Done {
				l.Importance = widget.LowImportance
			}
			l.Refresh()
			v.list.SetItemHeight(id, l.MinSize().Height)
		})
	v.content = container.NewBorder(container.NewVBox(v.bar.content, v.hint, widget.NewSeparator()), nil, nil, nil, v.list)
	return v
}

// historyLine is how one entry reads in the list; an entry without a time
// (a step Redo can do again) has none shown.
func historyLine(e tracker.Entry) string {
	text := e.Text
	switch e.Status {
	case tracker.Undone:
		text = "(undone, can be redone) " + text
	case tracker.Discarded:
		text = "(undone) " + text
	}
	if e.At.IsZero() {
		return text
	}
	return fmt.Sprintf("%s · %s", e.At.Local().Format("15:04"), text)
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
	g := v.sess.Game()
	if g == nil {
		return
	}
	v.bar.refresh()
	st := v.sess.GameSteps()
	h := g.History()
	v.entries = v.entries[:0]
	// The steps Redo can do again come after the game's own, so first in
	// the list, newest first: the next one Redo does just above the game's.
	for i := len(st.Undone) - 1; i >= 0; i-- {
		v.entries = append(v.entries, tracker.Entry{Text: stepWords(st.Undone[i]), Status: tracker.Undone})
	}
	for i := len(h) - 1; i >= 0; i-- {
		e := h[i]
		if e.Status == tracker.Undone {
			e.Status = tracker.Discarded // undone in an older save: Redo no longer reaches it
		}
		v.entries = append(v.entries, e)
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
