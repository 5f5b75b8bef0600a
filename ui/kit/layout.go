package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ColumnWidth is the width one column of cards needs to read well. A window
// wide enough for two of them shows sections side by side.
const ColumnWidth = 420

// Sections stacks its objects on a phone and lays them out in two columns,
// each stacked top to bottom, on a window at least two columns wide.
type Sections struct{}

// NewSections returns a container showing objs as stacked or side-by-side
// Sections depending on its width.
func NewSections(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: Sections{}, Objects: objs}
}

func (Sections) columns(width float32, n int) int {
	if n > 1 && width >= 2*ColumnWidth {
		return 2
	}
	return 1
}

// Layout places objects in one or two columns, alternating between columns
// in order, each object at its minimum height.
func (l Sections) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	cols := l.columns(size.Width, len(objs))
	pad := theme.Padding()
	colW := (size.Width - pad*float32(cols-1)) / float32(cols)
	y := make([]float32, cols)
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		c := i % cols
		h := o.MinSize().Height
		o.Move(fyne.NewPos(float32(c)*(colW+pad), y[c]))
		o.Resize(fyne.NewSize(colW, h))
		y[c] += h + pad
	}
}

// MinSize is one column wide and as tall as everything stacked; a wider
// window only makes it shorter.
func (l Sections) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height + theme.Padding()
	}
	return fyne.NewSize(w, max(0, h-theme.Padding()))
}

// Visible returns the objects of objs on show.
func Visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

// RowHeight is the tallest minimum height of row.
func RowHeight(row []fyne.CanvasObject) float32 {
	var h float32
	for _, o := range row {
		h = max(h, o.MinSize().Height)
	}
	return h
}

// fitGridLayout lays its objects out in as many equal columns as fit, up
// to most, and in one column on a narrow screen: buttons side by side on a
// wide window stack on a phone instead of being cut. Its minimum height is
// that of the rows at the width it was last laid out at (start columns
// before the first layout); when that width changes it refreshes its
// container so that the parents measure it again.
type fitGridLayout struct {
	box         *fyne.Container
	most, start int
	width       float32
}

// NewFitGrid returns a container of objs in up to cols equal columns, all
// in one row until it is first laid out.
func NewFitGrid(cols int, objs ...fyne.CanvasObject) *fyne.Container {
	return newFitGrid(cols, cols, objs)
}

// NewFitRow shows objs side by side at equal widths when each fits its
// share of the width, and otherwise in as many columns as fit, down to one
// under the other (as it starts, before it is first laid out): a row of
// buttons that stays whole at large text on a narrow phone. It is never
// wider than its widest object.
func NewFitRow(objs ...fyne.CanvasObject) *fyne.Container {
	return newFitGrid(len(objs), 1, objs)
}

func newFitGrid(most, start int, objs []fyne.CanvasObject) *fyne.Container {
	l := &fitGridLayout{most: most, start: start}
	l.box = &fyne.Container{Layout: l, Objects: objs}
	return l.box
}

// columns is the number of columns of shown at width w: the most, up to
// one an object, in which every object fits its share of w; at least one.
func (l *fitGridLayout) columns(shown []fyne.CanvasObject, w float32) int {
	var widest float32
	for _, o := range shown {
		widest = max(widest, o.MinSize().Width)
	}
	pad := theme.Padding()
	return max(1, min(l.most, len(shown), int((w+pad)/(widest+pad))))
}

// rows places shown in rows of cols equal columns across width w, each row
// as tall as its tallest object, calling place for each object (nil only
// measures), and returns the height of the rows.
func rows(shown []fyne.CanvasObject, cols int, w float32, place func(o fyne.CanvasObject, at fyne.Position, size fyne.Size)) float32 {
	pad := theme.Padding()
	colW := (w - pad*float32(cols-1)) / float32(cols)
	var y float32
	for i := 0; i < len(shown); i += cols {
		row := shown[i:min(i+cols, len(shown))]
		h := RowHeight(row)
		for c, o := range row {
			if place != nil {
				place(o, fyne.NewPos(float32(c)*(colW+pad), y), fyne.NewSize(colW, h))
			}
		}
		y += h + pad
	}
	return max(0, y-pad)
}

// Layout places the objects on show in the columns that fit the width.
func (l *fitGridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	before := l.width
	l.width = size.Width
	shown := Visible(objs)
	rows(shown, l.columns(shown, size.Width), size.Width, func(o fyne.CanvasObject, at fyne.Position, s fyne.Size) {
		o.Move(at)
		o.Resize(s)
	})
	if before != size.Width && l.box != nil {
		l.box.Refresh()
	}
}

// MinSize is as wide as the widest object, never the sum, so that the grid
// never widens a phone screen, and as tall as its rows at the last width.
func (l *fitGridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	shown := Visible(objs)
	var w float32
	for _, o := range shown {
		w = max(w, o.MinSize().Width)
	}
	cols := max(1, min(l.start, len(shown))) // before the first layout
	if l.width > 0 {
		cols = l.columns(shown, l.width)
	}
	return fyne.NewSize(w, rows(shown, cols, l.width, nil))
}

// stackLayout piles its objects on each other, each given the whole
// space, as a stack does. Its minimum is the largest of the objects' on
// show, at least minHeight tall while one is on show; with keepHidden the
// hidden ones' count too, so that what follows keeps its place as they
// take turns.
type stackLayout struct {
	minHeight  float32
	keepHidden bool
}

// Layout gives every object the whole space.
func (stackLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is the largest of the objects' minimums (see stackLayout); none
// when nothing counts.
func (l stackLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if l.keepHidden || o.Visible() {
			s = s.Max(o.MinSize()).Max(fyne.NewSize(0, l.minHeight))
		}
	}
	return s
}

// Tall wraps o so that it is at least TouchTarget tall, a height a finger
// taps; hidden, it takes no room.
func Tall(o fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: stackLayout{minHeight: TouchTarget}, Objects: []fyne.CanvasObject{o}}
}

// NewReserve piles objs on each other (show one at a time) in a space that
// fits the largest of them, shown or hidden: what follows it keeps its
// place as they take turns, so a button below does not move under a
// finger.
func NewReserve(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: stackLayout{keepHidden: true}, Objects: objs}
}

// spareLayout is a border (top, center, bottom) that hides its spare
// objects, parts of top or bottom that can go, in a window too short for
// them: a phone turned sideways keeps its list and its buttons.
type spareLayout struct {
	top, center, bottom fyne.CanvasObject
	spare               []fyne.CanvasObject
}

// NewSpareBorder lays top over center over bottom, center taking the
// height left, as a border does; spare, objects within top or bottom, are
// hidden while the three do not fit the height with them.
func NewSpareBorder(top, bottom, center fyne.CanvasObject, spare ...fyne.CanvasObject) *fyne.Container {
	l := &spareLayout{top: top, center: center, bottom: bottom, spare: spare}
	return &fyne.Container{Layout: l, Objects: []fyne.CanvasObject{top, center, bottom}}
}

// Layout shows the spare objects if everything fits with them, changing
// only those whose showing changes.
func (l *spareLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	full := l.MinSize(nil).Height
	for _, o := range l.spare {
		full += o.MinSize().Height + theme.Padding()
	}
	show := full <= size.Height
	for _, o := range l.spare {
		switch {
		case show && !o.Visible():
			o.Show()
		case !show && o.Visible():
			o.Hide()
		}
	}
	th, bh := l.top.MinSize().Height, l.bottom.MinSize().Height
	pad := theme.Padding()
	l.top.Move(fyne.NewPos(0, 0))
	l.top.Resize(fyne.NewSize(size.Width, th))
	l.bottom.Move(fyne.NewPos(0, size.Height-bh))
	l.bottom.Resize(fyne.NewSize(size.Width, bh))
	l.center.Move(fyne.NewPos(0, th+pad))
	l.center.Resize(fyne.NewSize(size.Width, max(0, size.Height-th-bh-2*pad)))
}

// need is the height the three need as they are now.
func (l *spareLayout) need() float32 {
	return l.top.MinSize().Height + l.center.MinSize().Height + l.bottom.MinSize().Height + 2*theme.Padding()
}

// MinSize is the three's, without the spare objects.
func (l *spareLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	h := l.need()
	for _, o := range l.spare {
		if o.Visible() {
			h -= o.MinSize().Height + theme.Padding()
		}
	}
	w := max(l.top.MinSize().Width, l.center.MinSize().Width, l.bottom.MinSize().Width)
	return fyne.NewSize(w, h)
}
