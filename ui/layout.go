package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
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
