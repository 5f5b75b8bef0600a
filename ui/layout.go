package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// columnWidth is the width one column of cards needs to read well. A window
// wide enough for two of them shows sections side by side.
const columnWidth = 420

// sections stacks its objects on a phone and lays them out in two columns,
// each stacked top to bottom, on a window at least two columns wide.
type sections struct{}

// newSections returns a container showing objs as stacked or side-by-side
// sections depending on its width.
func newSections(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: sections{}, Objects: objs}
}

func (sections) columns(width float32, n int) int {
	if n > 1 && width >= 2*columnWidth {
		return 2
	}
	return 1
}

// Layout places objects in one or two columns, alternating between columns
// in order, each object at its minimum height.
func (l sections) Layout(objs []fyne.CanvasObject, size fyne.Size) {
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
func (l sections) MinSize(objs []fyne.CanvasObject) fyne.Size {
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

// fitRow shows its objects side by side at equal widths when each fits its
// share of the width, and one under the other when one does not: a row of
// buttons that stays whole at large text on a narrow phone.
type fitRow struct {
	widget.BaseWidget
	objs    []fyne.CanvasObject
	stacked bool // one under the other
}

// newFitRow lays objs out in a fitRow.
func newFitRow(objs ...fyne.CanvasObject) *fitRow {
	r := &fitRow{objs: objs, stacked: true}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the objects out with fitRowLayout.
func (r *fitRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{Layout: fitRowLayout{r}, Objects: r.objs})
}

// Resize chooses side by side or stacked for the new width and, when that
// changes, refreshes so that the parents see the new minimum height.
func (r *fitRow) Resize(size fyne.Size) {
	stacked := !r.fits(size.Width)
	changed := stacked != r.stacked
	r.stacked = stacked
	r.BaseWidget.Resize(size)
	if changed {
		r.Refresh()
	}
}

// fits reports whether every visible object fits its share of width.
func (r *fitRow) fits(width float32) bool {
	vis := visible(r.objs)
	if len(vis) == 0 {
		return true
	}
	cell := (width - theme.Padding()*float32(len(vis)-1)) / float32(len(vis))
	for _, o := range vis {
		if o.MinSize().Width > cell {
			return false
		}
	}
	return true
}

// visible returns the objects of objs on show.
func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

// fitRowLayout places a fitRow's objects.
type fitRowLayout struct{ r *fitRow }

// Layout puts the objects side by side or one under the other.
func (l fitRowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	vis := visible(objs)
	pad := theme.Padding()
	if l.r.stacked {
		var y float32
		for _, o := range vis {
			h := o.MinSize().Height
			o.Move(fyne.NewPos(0, y))
			o.Resize(fyne.NewSize(size.Width, h))
			y += h + pad
		}
		return
	}
	w := (size.Width - pad*float32(len(vis)-1)) / float32(len(vis))
	for i, o := range vis {
		o.Move(fyne.NewPos(float32(i)*(w+pad), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

// MinSize is as wide as the widest object, never the sum, so that the row
// never widens a phone screen; as tall as the row or the stack.
func (l fitRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h, rowH float32
	vis := visible(objs)
	for _, o := range vis {
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height
		rowH = max(rowH, m.Height)
	}
	if !l.r.stacked {
		return fyne.NewSize(w, rowH)
	}
	return fyne.NewSize(w, h+theme.Padding()*float32(max(0, len(vis)-1)))
}
