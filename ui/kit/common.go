package kit

import (
	"image/color"
	"strconv"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// This file holds the small widgets and formatters every screen shares.

// DestructiveGap is the least space, in dp, between a destructive action
// and any other control, so that a finger that misses does not destroy.
const DestructiveGap = 8

// Fallback is what a screen shows for an error not written for players
// (see ErrText): a plain line, to follow "cannot be read: " and the like.
const Fallback = "something went wrong (the details are in the app's log)"

// logError keeps an error no player reads for the app's log: the standard
// logger, where Fyne writes its own errors. Tests replace it.
var logError = func(err error) { fyne.LogError("an error a screen showed as "+strconv.Quote(Fallback), err) }

// ErrText is the words of err to show a player, asked of internal/problem
// (problem.Words): the players' words of a Worded error, as they are; for
// any other error, Fallback, and the error goes to the log.
func ErrText(err error) string {
	if words, ok := problem.Words(err); ok {
		return words
	}
	logError(err)
	return Fallback
}

// RulesText is ErrText of an error from the rules of a battle (engine and
// engine/search), which write what they refuse in the players' words but
// do not make internal/problem errors: a screen that calls them directly
// shows their error's message through RulesText.
func RulesText(err error) string { return ErrText(problem.Wrap("engine", err)) }

// ErrorLabel is a hidden wrapped label in the danger colour, for the error
// under a field.
func ErrorLabel() *WrapLabel {
	l := NewWrapLabel("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// SetError shows err under a field, or hides the label when err is nil.
func SetError(l *WrapLabel, err error) {
	if err == nil {
		l.SetText("")
		l.Hide()
		return
	}
	l.SetText(Refusal(err))
	l.Show()
}

// Sentence starts msg with a capital letter, as a message on its own.
func Sentence(msg string) string {
	if msg == "" {
		return msg
	}
	r, n := utf8.DecodeRuneInString(msg)
	return string(unicode.ToUpper(r)) + msg[n:]
}

// Heading is a bold, large line of text.
func Heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// SectionTitle is a bold heading over a part of a view.
func SectionTitle(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// Confirm asks a question in a dialog whose Confirm button says verb, and
// runs do when it is tapped.
func Confirm(title, text, verb string, do func(), w fyne.Window) {
	d := dialog.NewConfirm(title, text, func(ok bool) {
		if ok {
			do()
		}
	}, w)
	d.SetConfirmText(verb)
	d.SetDismissText("Cancel")
	d.Show()
}

// SetEnabled enables or disables w.
func SetEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// PageTitle is the large bold title of a page, cut short with an ellipsis
// rather than widening a phone screen.
func PageTitle(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameHeadingText
	l.TextStyle.Bold = true
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// ThemedRect is a rectangle in a theme colour that follows a change of
// theme: a canvas.Rectangle made with theme.Color keeps the colour it was
// made with, and a light/dark switch would leave it behind.
type ThemedRect struct {
	widget.BaseWidget
	Fill   fyne.ThemeColorName
	Stroke fyne.ThemeColorName // "" for none
	Radius float32
	Width  float32 // of the stroke
}

// NewThemedRect is a rectangle filled with the theme's colour fill.
func NewThemedRect(fill fyne.ThemeColorName) *ThemedRect {
	r := &ThemedRect{Fill: fill}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer draws the rectangle; its Refresh reads the colours again.
func (r *ThemedRect) CreateRenderer() fyne.WidgetRenderer {
	rect := canvas.NewRectangle(nil)
	t := &themedRectRenderer{WidgetRenderer: widget.NewSimpleRenderer(rect), r: r, rect: rect}
	t.Refresh()
	return t
}

type themedRectRenderer struct {
	fyne.WidgetRenderer
	r    *ThemedRect
	rect *canvas.Rectangle
}

func (t *themedRectRenderer) Refresh() {
	t.rect.FillColor = theme.Color(t.r.Fill)
	t.rect.StrokeColor = color.Transparent
	if t.r.Stroke != "" {
		t.rect.StrokeColor = theme.Color(t.r.Stroke)
	}
	t.rect.StrokeWidth = t.r.Width
	t.rect.CornerRadius = t.r.Radius
	t.rect.Refresh()
}
