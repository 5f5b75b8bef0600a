package ui

import (
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// This file holds the small widgets and formatters every screen shares.

// destructiveGap is the least space, in dp, between a destructive action
// and any other control, so that a finger that misses does not destroy.
const destructiveGap = 8

// errText is err's message without the package prefix, for the user.
func errText(err error) string {
	msg := err.Error()
	for _, p := range []string{"engine: ", "share: ", "tracker: ", "session: ", "storage: ", "learn: ", "solo: ", "automa: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}

// errorLabel is a hidden wrapped label in the danger colour, for the error
// under a field.
func errorLabel() *wrapLabel {
	l := newWrapLabel("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// setError shows err under a field, or hides the label when err is nil.
func setError(l *wrapLabel, err error) {
	if err == nil {
		l.SetText("")
		l.Hide()
		return
	}
	l.SetText(sentence(errText(err)))
	l.Show()
}

// sentence starts msg with a capital letter, as a message on its own.
func sentence(msg string) string {
	if msg == "" {
		return msg
	}
	r, n := utf8.DecodeRuneInString(msg)
	return string(unicode.ToUpper(r)) + msg[n:]
}

// heading is a bold, large line of text.
func heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// sectionTitle is a bold heading over a part of a view.
func sectionTitle(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// confirm asks a question in a dialog whose confirm button says verb, and
// runs do when it is tapped.
func confirm(title, text, verb string, do func(), w fyne.Window) {
	d := dialog.NewConfirm(title, text, func(ok bool) {
		if ok {
			do()
		}
	}, w)
	d.SetConfirmText(verb)
	d.SetDismissText("Cancel")
	d.Show()
}

// setEnabled enables or disables w.
func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// pageTitle is the large bold title of a page, cut short with an ellipsis
// rather than widening a phone screen.
func pageTitle(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameHeadingText
	l.TextStyle.Bold = true
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// themedRect is a rectangle in a theme colour that follows a change of
// theme: a canvas.Rectangle made with theme.Color keeps the colour it was
// made with, and a light/dark switch would leave it behind.
type themedRect struct {
	widget.BaseWidget
	fill   fyne.ThemeColorName
	stroke fyne.ThemeColorName // "" for none
	radius float32
	width  float32 // of the stroke
}

// newThemedRect is a rectangle filled with the theme's colour fill.
func newThemedRect(fill fyne.ThemeColorName) *themedRect {
	r := &themedRect{fill: fill}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer draws the rectangle; its Refresh reads the colours again.
func (r *themedRect) CreateRenderer() fyne.WidgetRenderer {
	rect := canvas.NewRectangle(nil)
	t := &themedRectRenderer{WidgetRenderer: widget.NewSimpleRenderer(rect), r: r, rect: rect}
	t.Refresh()
	return t
}

type themedRectRenderer struct {
	fyne.WidgetRenderer
	r    *themedRect
	rect *canvas.Rectangle
}

func (t *themedRectRenderer) Refresh() {
	t.rect.FillColor = theme.Color(t.r.fill)
	t.rect.StrokeColor = color.Transparent
	if t.r.stroke != "" {
		t.rect.StrokeColor = theme.Color(t.r.stroke)
	}
	t.rect.StrokeWidth = t.r.width
	t.rect.CornerRadius = t.r.radius
	t.rect.Refresh()
}
