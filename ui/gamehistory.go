package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// historyView lists every action of the game, newest first, with undo and
// redo. Undone actions stay in the list, marked.
type historyView struct {
	s       *gameScreen
	content fyne.CanvasObject
	bar     *topBar
	hint    *wrapLabel
	list    *widget.List
	entries []tracker.Entry // newest first
}

func newHistoryView(s *gameScreen) *historyView {
	v := &historyView{s: s}
	v.bar = newTopBar(s, true)
	v.hint = newWrapLabel("")
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

// historyLine is how one entry reads in the list.
func historyLine(e tracker.Entry) string {
	text := e.Text
	switch e.Status {
	case tracker.Undone:
		text = "(undone, can be redone) " + text
	case tracker.Discarded:
		text = "(undone) " + text
	}
	return fmt.Sprintf("%s · %s", e.At.Local().Format("15:04"), text)
}

func (v *historyView) refresh() {
	g := v.s.game()
	if g == nil {
		return
	}
	v.bar.refresh()
	h := g.History()
	v.entries = v.entries[:0]
	for i := len(h) - 1; i >= 0; i-- {
		v.entries = append(v.entries, h[i])
	}
	switch {
	case g.CanUndo() && g.CanRedo():
		v.hint.SetText(fmt.Sprintf("Undo: %s\nRedo: %s", g.UndoText(), g.RedoText()))
	case g.CanUndo():
		v.hint.SetText("Undo: " + g.UndoText())
	case g.CanRedo():
		v.hint.SetText("Redo: " + g.RedoText())
	default:
		v.hint.SetText("Nothing to undo yet.")
	}
	v.list.Refresh()
}
