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

// TouchHeight is the least height of a control a finger taps: 48 dp.
const TouchHeight = 48

// tallLayout gives its objects at least TouchHeight of height.
type tallLayout struct{}

// Tall wraps o so that it is at least touchHeight Tall.
func Tall(o fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: tallLayout{}, Objects: []fyne.CanvasObject{o}}
}

func (tallLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is touchHeight tall at least, and nothing when all is hidden.
func (tallLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize()).Max(fyne.NewSize(0, TouchHeight))
		}
	}
	return s
}

// fitGridLayout lays its objects out in as many equal columns as fit, up to
// cols, and in one column on a narrow screen: two buttons side by side on a
// wide window stack on a phone instead of being cut. Like flowLayout, its
// minimum height follows the width it was last laid out at.
type fitGridLayout struct {
	box   *fyne.Container
	cols  int
	width float32
}

// NewFitGrid returns a container of objs in up to cols equal columns.
func NewFitGrid(cols int, objs ...fyne.CanvasObject) *fyne.Container {
	l := &fitGridLayout{cols: cols}
	l.box = &fyne.Container{Layout: l, Objects: objs}
	return l.box
}

// shape is the number of columns at width w, the widest minimum and the
// visible objects.
func (l *fitGridLayout) shape(objs []fyne.CanvasObject, w float32) (int, float32, []fyne.CanvasObject) {
	var widest float32
	var shown []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			shown = append(shown, o)
			widest = max(widest, o.MinSize().Width)
		}
	}
	pad := theme.Padding()
	cols := max(1, min(l.cols, len(shown), int((w+pad)/(widest+pad))))
	return cols, widest, shown
}

// rowHeights are the heights of the rows of shown in cols columns.
func rowHeights(shown []fyne.CanvasObject, cols int) []float32 {
	var hs []float32
	for i, o := range shown {
		if i%cols == 0 {
			hs = append(hs, 0)
		}
		hs[len(hs)-1] = max(hs[len(hs)-1], o.MinSize().Height)
	}
	return hs
}

func (l *fitGridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	before := l.width
	l.width = size.Width
	cols, _, shown := l.shape(objs, size.Width)
	pad := theme.Padding()
	colW := (size.Width - pad*float32(cols-1)) / float32(cols)
	var y float32
	for r, h := range rowHeights(shown, cols) {
		for c := 0; c < cols && r*cols+c < len(shown); c++ {
			o := shown[r*cols+c]
			o.Move(fyne.NewPos(float32(c)*(colW+pad), y))
			o.Resize(fyne.NewSize(colW, h))
		}
		y += h + pad
	}
	if before != size.Width && l.box != nil {
		l.box.Refresh()
	}
}

// MinSize is one column wide; as tall as the rows at the last width.
func (l *fitGridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	width := l.width
	if width == 0 {
		width = 1e9
	}
	cols, widest, shown := l.shape(objs, width)
	var h float32
	for _, rh := range rowHeights(shown, cols) {
		h += rh + theme.Padding()
	}
	return fyne.NewSize(widest, max(0, h-theme.Padding()))
}

// WrapButton is a flat button whose words wrap rather than widen the
// screen: a button with no text under a wrapped label with an icon. It
// returns the whole and its label.
func WrapButton(text string, icon fyne.Resource, tapped func()) (*fyne.Container, *kit.WrapLabel) {
	b, l, row := kit.NewWrapButton(text, icon, tapped)
	b.Importance = widget.LowImportance
	l.Importance = widget.HighImportance
	return Tall(row), l
}
