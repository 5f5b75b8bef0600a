package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// flowLayout places objects left to right at their minimum sizes and starts
// a new row when one does not fit, like words in a line of text. Its
// minimum height is that of the rows at the width it was last laid out at;
// when that changes it refreshes its container so that the parents measure
// it again.
type flowLayout struct {
	box   *fyne.Container
	width float32
}

// newFlow returns a container that flows objs like words.
func newFlow(objs ...fyne.CanvasObject) *fyne.Container {
	l := &flowLayout{}
	l.box = &fyne.Container{Layout: l, Objects: objs}
	return l.box
}

// rows places objs in rows of width w, calling place for each, and returns
// the height used.
func (l *flowLayout) rows(objs []fyne.CanvasObject, w float32, place func(fyne.CanvasObject, fyne.Position, fyne.Size)) float32 {
	pad := theme.Padding()
	var x, y, rowH float32
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		if x > 0 && x+m.Width > w {
			x, y, rowH = 0, y+rowH+pad, 0
		}
		m.Width = min(m.Width, w)
		if place != nil {
			place(o, fyne.NewPos(x, y), m)
		}
		x += m.Width + pad
		rowH = max(rowH, m.Height)
	}
	return y + rowH
}

func (l *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	before := l.width
	l.width = size.Width
	l.rows(objs, size.Width, func(o fyne.CanvasObject, p fyne.Position, s fyne.Size) {
		o.Move(p)
		o.Resize(s)
	})
	if before != size.Width && l.box != nil {
		l.box.Refresh()
	}
}

// MinSize is as wide as the widest object and as tall as the rows at the
// last width (one row before the first layout).
func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	width := l.width
	if width < w {
		width = 1e9
	}
	return fyne.NewSize(w, l.rows(objs, width, nil))
}

// WrapButton is a flat button whose words wrap rather than widen the
// screen: a button with no text under a wrapped label with an icon. It
// returns the whole and its label.
func WrapButton(text string, icon fyne.Resource, tapped func()) (*fyne.Container, *kit.WrapLabel) {
	b, l, row := kit.NewWrapButton(text, icon, tapped)
	b.Importance = widget.LowImportance
	l.Importance = widget.HighImportance
	return kit.Tall(row), l
}
