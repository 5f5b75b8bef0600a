package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// findText returns where the first object showing text lies on the canvas
// (in its units): a label, button, check or entry (by its text or its
// placeholder) or one option of a radio group, looked for in the topmost
// pop-up if one is open, else in the window's content, in the order of the
// tree. It looks into kidsOf, and skips what is hidden.
// Text "entry:WORDS" finds only an entry, by its text or placeholder. For
// the browser tests, which tap what they name (sapc.find).
func findText(c fyne.Canvas, text string) (fyne.Position, fyne.Size, bool) {
	return findIn(topLayer(c), fyne.Position{}, text)
}

// topLayer is what a finger reaches on c: the topmost pop-up on show, else
// the window's content.
func topLayer(c fyne.Canvas) fyne.CanvasObject {
	overlays := c.Overlays().List()
	for i := len(overlays) - 1; i >= 0; i-- {
		if overlays[i].Visible() {
			return overlays[i]
		}
	}
	return c.Content()
}

// findIn looks for text within o, placed at abs.
func findIn(o fyne.CanvasObject, abs fyne.Position, text string) (fyne.Position, fyne.Size, bool) {
	if o == nil || !o.Visible() {
		return fyne.Position{}, fyne.Size{}, false
	}
	if r, ok := o.(*widget.RadioGroup); ok && !r.Horizontal && len(r.Options) > 0 {
		h := r.Size().Height / float32(len(r.Options))
		for i, opt := range r.Options {
			if opt == text {
				return abs.AddXY(0, h*float32(i)), fyne.NewSize(r.Size().Width, h), true
			}
		}
	}
	if shows(o, text) {
		return abs, o.Size(), true
	}
	for _, k := range kidsOf(o) {
		if p, s, ok := findIn(k, abs.Add(k.Position()), text); ok {
			return p, s, true
		}
	}
	return fyne.Position{}, fyne.Size{}, false
}

// shows reports whether o is a label, button, check or entry showing text.
func shows(o fyne.CanvasObject, text string) bool {
	if entry, ok := strings.CutPrefix(text, "entry:"); ok {
		x, isEntry := entryOf(o)
		return isEntry && (x.Text == entry || x.Text == "" && x.PlaceHolder == entry)
	}
	if x, ok := entryOf(o); ok && x.Text == "" {
		return x.PlaceHolder == text
	}
	shown, ok := wordsOf(o)
	return ok && shown == text
}

// wordsOf is the text a label, button, check or entry shows, and whether o
// is one of those.
func wordsOf(o fyne.CanvasObject) (string, bool) {
	if e, ok := entryOf(o); ok {
		return e.Text, true
	}
	switch x := o.(type) {
	case *widget.Label:
		return x.Text, true
	case *kit.WrapLabel:
		return x.Text, true
	case *widget.Button:
		return x.Text, true
	case *widget.Check:
		return x.Text, true
	}
	return "", false
}

// entryOf is the text field o is, Fyne's own or the app's (kit.Entry).
func entryOf(o any) (*widget.Entry, bool) {
	switch x := o.(type) {
	case *widget.Entry:
		return x, true
	case *kit.Entry:
		return &x.Entry, true
	}
	return nil, false
}
