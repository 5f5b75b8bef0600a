package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

// FitRow shows its objects side by side at equal widths when each fits its
// share of the width, and otherwise in as many columns as fit, down to one
// under the other: a row of buttons that stays whole at large text on a
// narrow phone.
type FitRow struct {
	widget.BaseWidget
	objs []fyne.CanvasObject
	cols int // columns of the last layout
}

// NewFitRow lays objs out in a fitRow.
func NewFitRow(objs ...fyne.CanvasObject) *FitRow {
	r := &FitRow{objs: objs, cols: 1}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the objects out with fitRowLayout.
func (r *FitRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{Layout: fitRowLayout{r}, Objects: r.objs})
}

// Resize chooses the columns for the new width and, when they change,
// refreshes so that the parents see the new minimum height.
func (r *FitRow) Resize(size fyne.Size) {
	cols := r.columns(size.Width)
	changed := cols != r.cols
	r.cols = cols
	r.BaseWidget.Resize(size)
	if changed {
		r.Refresh()
	}
}

// columns is the most columns, up to one an object, in which every visible
// object fits its share of width.
func (r *FitRow) columns(width float32) int {
	vis := Visible(r.objs)
	var widest float32
	for _, o := range vis {
		widest = max(widest, o.MinSize().Width)
	}
	for c := len(vis); c > 1; c-- {
		if widest <= (width-theme.Padding()*float32(c-1))/float32(c) {
			return c
		}
	}
	return 1
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

// fitRowLayout places a fitRow's objects in its columns, row by row.
type fitRowLayout struct{ r *FitRow }

// rows splits the visible objects into rows of the row's columns.
func (l fitRowLayout) rows(objs []fyne.CanvasObject) [][]fyne.CanvasObject {
	vis := Visible(objs)
	cols := max(1, min(l.r.cols, len(vis)))
	var rows [][]fyne.CanvasObject
	for i := 0; i < len(vis); i += cols {
		rows = append(rows, vis[i:min(i+cols, len(vis))])
	}
	return rows
}

// Layout puts each row's objects side by side at equal widths.
func (l fitRowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	rows := l.rows(objs)
	var y float32
	for _, row := range rows {
		cols := max(1, min(l.r.cols, len(Visible(objs))))
		w := (size.Width - pad*float32(cols-1)) / float32(cols)
		h := RowHeight(row)
		for i, o := range row {
			o.Move(fyne.NewPos(float32(i)*(w+pad), y))
			o.Resize(fyne.NewSize(w, h))
		}
		y += h + pad
	}
}

// RowHeight is the tallest minimum height of row.
func RowHeight(row []fyne.CanvasObject) float32 {
	var h float32
	for _, o := range row {
		h = max(h, o.MinSize().Height)
	}
	return h
}

// MinSize is as wide as the widest object, never the sum, so that the row
// never widens a phone screen, and as tall as its rows.
func (l fitRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range Visible(objs) {
		w = max(w, o.MinSize().Width)
	}
	rows := l.rows(objs)
	for _, row := range rows {
		h += RowHeight(row)
	}
	return fyne.NewSize(w, h+theme.Padding()*float32(max(0, len(rows)-1)))
}

// reserveLayout piles its objects on each other, as a stack does, but keeps
// room for the largest of them whether it is on show or not.
type reserveLayout struct{}

// Layout gives every object the whole space.
func (reserveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is the largest of the objects' minimums, hidden ones included.
func (reserveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// NewReserve piles objs on each other (show one at a time) in a space that
// fits the largest of them, shown or hidden: what follows it keeps its
// place as they take turns, so a button below does not move under a
// finger.
func NewReserve(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: reserveLayout{}, Objects: objs}
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
