package kit

import (
	"fmt"
	"image/color"
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Entry is a text field that takes at most Limit characters. Text that
// would take it over, typed, pasted or handed to Insert, is refused before
// the field gets any of it: the field keeps what it held, and a message
// over the screen names how long the text is and the field's limit. (A
// long text typed into Fyne's entry, one character at a time as a phone's
// keyboard delivers a paste, took a minute for 5,000 characters and never
// ended for 200,000.)
type Entry struct {
	widget.Entry
	// Limit is the most characters the field takes.
	Limit int

	refusal *widget.PopUp // the message on show, if any
}

// NewEntry is a one-line field that takes at most limit characters.
func NewEntry(limit int) *Entry {
	e := &Entry{Limit: limit}
	e.ExtendBaseWidget(e)
	e.Wrapping = fyne.TextWrapOff
	return e
}

// NewMultiLineEntry is a field of several lines that takes at most limit
// characters.
func NewMultiLineEntry(limit int) *Entry {
	e := &Entry{Limit: limit}
	e.ExtendBaseWidget(e)
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapWord
	return e
}

// TooLong is the words for a text of n characters given to a field that
// takes at most limit: "That is 5,123 characters; this field takes at
// most 400."
func TooLong(n, limit int) string { return TooLongFor(n, limit, "this field") }

// TooLongFor is TooLong for what (a field, "a battle") takes the text.
func TooLongFor(n, limit int, what string) string {
	return fmt.Sprintf("That is %s characters; %s takes at most %s.", Thousands(n), what, Thousands(limit))
}

// Thousands writes n with a comma between each three digits: 5,123.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := ""
	if n < 0 {
		neg, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return neg + s
}

// Fits reports whether text put in at the cursor, in place of the
// selection, leaves the field within its limit; when it does not, it
// shows the refusal and the field changes not at all.
func (e *Entry) Fits(text string) bool {
	n := utf8.RuneCountInString(e.Text) - utf8.RuneCountInString(e.SelectedText()) + utf8.RuneCountInString(text)
	if e.Limit <= 0 || n <= e.Limit {
		return true
	}
	e.refuse(n)
	return false
}

// Insert puts text in at the cursor, in place of the selection, in one
// step as a paste does (OnChanged is called once), if it fits; a single
// line's field takes a line break as a space.
func (e *Entry) Insert(text string) {
	if !e.Fits(text) {
		return
	}
	InsertInto(&e.Entry, text)
}

// InsertInto puts text into e at the cursor, in place of the selection, in
// one step as a paste does: OnChanged is called once. A single line's
// field takes a line break as a space.
func InsertInto(e *widget.Entry, text string) {
	if text != "" {
		e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: textClipboard(text)})
	}
}

// SetText puts text in place of what the field holds, if it fits (a
// Paste button's text is refused as a paste is).
func (e *Entry) SetText(text string) {
	if n := utf8.RuneCountInString(text); e.Limit > 0 && n > e.Limit {
		e.refuse(n)
		return
	}
	e.Entry.SetText(text)
}

// TypedRune types r, unless the field is full.
func (e *Entry) TypedRune(r rune) {
	if e.Fits(string(r)) {
		e.Entry.TypedRune(r)
	}
}

// TypedShortcut handles s; a paste that would not fit is refused.
func (e *Entry) TypedShortcut(s fyne.Shortcut) {
	if p, ok := s.(*fyne.ShortcutPaste); ok && p.Clipboard != nil && !e.Fits(p.Clipboard.Content()) {
		return
	}
	e.Entry.TypedShortcut(s)
}

// refuse shows over the screen that n characters are more than the field
// takes, with an OK that puts it away.
func (e *Entry) refuse(n int) {
	if e.refusal != nil {
		e.refusal.Hide()
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(e)
	if c == nil {
		return
	}
	msg := NewWrapLabel(TooLong(n, e.Limit))
	msg.Importance = widget.DangerImportance
	var pop *widget.PopUp
	ok := widget.NewButton("OK", func() { pop.Hide() })
	ok.Importance = widget.HighImportance
	room := canvas.NewRectangle(color.Transparent) // the message's width: the screen's, less a margin
	room.SetMinSize(fyne.NewSize(min(c.Size().Width-2*TouchTarget, ColumnWidth), 0))
	body := container.NewVBox(container.NewStack(room, msg), container.NewCenter(ok))
	pop = widget.NewModalPopUp(body, c)
	e.refusal = pop
	pop.Show()
}

// textClipboard is a clipboard that holds one text, for Insert.
type textClipboard string

// Content is the text.
func (t textClipboard) Content() string { return string(t) }

// SetContent does nothing: the text is fixed.
func (textClipboard) SetContent(string) {}

// The limits of the app's fields, in characters.
const (
	// ShortLimit is a name's or a search's: a player, a team, a card.
	ShortLimit = 60
	// LineLimit is a line's of words: a card's ability.
	LineLimit = 400
	// CodeLimit is a friend's card code's, pasted from a chat.
	CodeLimit = 20_000
	// BookLimit is a card book's, pasted from a backup.
	BookLimit = 200_000
)
