package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/session"
)

// Undoable is what the undo bar needs of a game: the words of its steps,
// and Undo and Redo. Every game's handle in the session (session.Doc) is
// one.
type Undoable interface {
	Steps() session.Steps
	Undo() error
	Redo() error
}

// UndoBar is a game's Undo and Redo buttons side by side, each labelled
// with the words of the step it takes ("Undo: Ana placed Ant in space 2",
// on one line, cut short with an ellipsis when they do not fit: the bar
// stays one finger tall on a phone on its side), and disabled when there
// is nothing to take.
type UndoBar struct {
	widget.BaseWidget
	Undo, Redo         *widget.Button // for tests
	UndoText, RedoText *widget.Label  // the buttons' words, for tests
	// Before, when set, runs before each tap's undo or redo: a screen
	// drops its half-made choices there, before the game changes under
	// them and the screen draws it again.
	Before func()

	doc  Undoable
	done func(err error)
	box  *fyne.Container
}

// NewUndoBar is the undo bar of doc. After each tap, done hears what came
// of it: nil, or why nothing changed (done may be nil).
func NewUndoBar(doc Undoable, done func(err error)) *UndoBar {
	b := &UndoBar{doc: doc, done: done}
	var undo, redo fyne.CanvasObject
	b.Undo, b.UndoText, undo = fingerButton(theme.ContentUndoIcon(), func() { b.take(doc.Undo) })
	b.Redo, b.RedoText, redo = fingerButton(theme.ContentRedoIcon(), func() { b.take(doc.Redo) })
	b.box = container.NewGridWithColumns(2, undo, redo)
	b.ExtendBaseWidget(b)
	b.Update()
	return b
}

// fingerButton is a button under an icon and one line of words, cut short
// when they do not fit, at least TouchTarget tall and wide enough for the
// verb and a few words (undoWidth); a tap on the words reaches the button.
func fingerButton(icon fyne.Resource, tapped func()) (*widget.Button, *widget.Label, fyne.CanvasObject) {
	btn := widget.NewButton("", tapped)
	label := widget.NewLabel("")
	label.Truncation = fyne.TextTruncateEllipsis
	tall := canvas.NewRectangle(color.Transparent)
	tall.SetMinSize(fyne.NewSize(undoWidth, TouchTarget))
	return btn, label, container.NewStack(tall, btn, container.NewBorder(nil, nil, widget.NewIcon(icon), nil, label))
}

// undoWidth is the least width of each of the bar's buttons: the verb and
// a few words of the step. A row (kit.FitRow) then puts the bar beside
// another control where both fit, a phone on its side, and under it on a
// phone held upright.
const undoWidth = 2.5 * TouchTarget

// Update shows the game's steps as they are now: each button's words, and
// whether it can be tapped.
func (b *UndoBar) Update() {
	st := b.doc.Steps()
	setStep(b.Undo, b.UndoText, "Undo", st.UndoText, st.Undo > 0)
	setStep(b.Redo, b.RedoText, "Redo", st.RedoText, st.Redo > 0)
}

// setStep sets a button of the bar: verb and the step's words, enabled or
// not (then its words are dimmed as the button is).
func setStep(btn *widget.Button, l *widget.Label, verb, words string, on bool) {
	text := verb
	if words != "" {
		text += ": " + words
	}
	l.Importance = widget.MediumImportance
	if !on {
		l.Importance = widget.LowImportance
	}
	l.SetText(text)
	SetEnabled(btn, on)
}

// take undoes or redoes, then shows the steps and tells done.
func (b *UndoBar) take(step func() error) {
	if b.Before != nil {
		b.Before()
	}
	err := step()
	b.Update()
	if b.done != nil {
		b.done(err)
	}
}

// CreateRenderer draws the two buttons.
func (b *UndoBar) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(b.box) }

// Refusal is a refused change's reason as a sentence for the players: the
// error's players' words, or the fallback line (see ErrText), starting
// with a capital letter.
func Refusal(err error) string { return Sentence(ErrText(err)) }

// Shown is the bar's buttons, for the app's walks of the screen (Shower):
// the browser tests find Undo and Redo by their words.
func (b *UndoBar) Shown() fyne.CanvasObject { return b.box }
