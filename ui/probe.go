package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	f := findIn(topLayer(c), fyne.Position{}, place{size: c.Size()}, text)
	return f.pos, f.size, f.ok
}

// findSeen is findText with the part of the object's place that the
// scroll views around it show (clip): an object scrolled out of sight
// counts as on show, and a finger's tap on its place would land on what
// covers it.
func findSeen(c fyne.Canvas, text string) (pos fyne.Position, size fyne.Size, clip fyne.Position, clipSize fyne.Size, ok bool) {
	f := findIn(topLayer(c), fyne.Position{}, place{size: c.Size()}, text)
	seen := place{f.pos, f.size}.within(f.clip)
	return f.pos, f.size, seen.pos, seen.size, f.ok
}

// place is a rectangle of the canvas.
type place struct {
	pos  fyne.Position
	size fyne.Size
}

// within is the part of p inside q.
func (p place) within(q place) place {
	x0, y0 := max(p.pos.X, q.pos.X), max(p.pos.Y, q.pos.Y)
	x1 := min(p.pos.X+p.size.Width, q.pos.X+q.size.Width)
	y1 := min(p.pos.Y+p.size.Height, q.pos.Y+q.size.Height)
	return place{pos: fyne.NewPos(x0, y0), size: fyne.NewSize(max(x1-x0, 0), max(y1-y0, 0))}
}

// found is where findIn found the text: the object's place, and the part
// of the canvas the scroll views around it show.
type found struct {
	pos  fyne.Position
	size fyne.Size
	clip place
	ok   bool
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

// findIn looks for text within o, placed at abs, where clip is the part
// of the canvas the scroll views around o show.
func findIn(o fyne.CanvasObject, abs fyne.Position, clip place, text string) found {
	if o == nil || !o.Visible() {
		return found{}
	}
	if r, ok := o.(*widget.RadioGroup); ok && !r.Horizontal && len(r.Options) > 0 {
		h := r.Size().Height / float32(len(r.Options))
		for i, opt := range r.Options {
			if opt == text {
				return found{abs.AddXY(0, h*float32(i)), fyne.NewSize(r.Size().Width, h), clip, true}
			}
		}
	}
	if shows(o, text) {
		return found{abs, o.Size(), clip, true}
	}
	if _, ok := o.(*container.Scroll); ok {
		clip = place{pos: abs, size: o.Size()}.within(clip)
	}
	for _, k := range kidsOf(o) {
		if f := findIn(k, abs.Add(k.Position()), clip, text); f.ok {
			return f
		}
	}
	return found{}
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
