package ui

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// dieFill is the colour of a die's face.
var dieFill = color.NRGBA{R: 0xF4, G: 0xF1, B: 0xEA, A: 0xFF}

// dieSide is the edge of a drawn die face, before text scaling.
const dieSide float32 = 64

// dieFace draws one rock die as it landed: a rounded face showing its rocks,
// with the count written under it for a glance across the table.
type dieFace struct {
	widget.BaseWidget
	rocks int
}

func newDieFace(rocks int) *dieFace {
	d := &dieFace{rocks: rocks}
	d.ExtendBaseWidget(d)
	return d
}

// CreateRenderer draws the face, the rocks and the number.
func (d *dieFace) CreateRenderer() fyne.WidgetRenderer {
	r := &dieFaceRenderer{d: d, face: canvas.NewRectangle(nil), count: canvas.NewText("", nil)}
	r.face.CornerRadius = 10
	r.face.StrokeWidth = 2
	r.count.Alignment = fyne.TextAlignCenter
	r.count.TextStyle.Bold = true
	for range d.rocks {
		img := canvas.NewImageFromResource(kit.RockIcon)
		img.FillMode = canvas.ImageFillContain
		r.rocks = append(r.rocks, img)
	}
	r.Refresh()
	return r
}

type dieFaceRenderer struct {
	d     *dieFace
	face  *canvas.Rectangle
	rocks []*canvas.Image
	count *canvas.Text
}

func (r *dieFaceRenderer) Destroy() {}

func (r *dieFaceRenderer) MinSize() fyne.Size {
	return fyne.NewSize(dieSide, dieSide+theme.Padding()+r.count.MinSize().Height)
}

func (r *dieFaceRenderer) Layout(size fyne.Size) {
	side := min(size.Width, size.Height-theme.Padding()-r.count.MinSize().Height)
	left := (size.Width - side) / 2
	r.face.Move(fyne.NewPos(left, 0))
	r.face.Resize(fyne.NewSquareSize(side))
	n := len(r.rocks)
	if n > 0 {
		cols := int(math.Ceil(math.Sqrt(float64(n))))
		rows := (n + cols - 1) / cols
		inner := side * 0.8
		cell := inner / float32(max(cols, rows))
		top := (side - cell*float32(rows)) / 2
		for i, img := range r.rocks {
			row, col := i/cols, i%cols
			inRow := min(cols, n-row*cols) // centre a short last row
			x := left + (side-cell*float32(inRow))/2 + cell*float32(col)
			img.Move(fyne.NewPos(x+cell*0.05, top+cell*float32(row)+cell*0.05))
			img.Resize(fyne.NewSquareSize(cell * 0.9))
		}
	}
	r.count.Move(fyne.NewPos(0, side+theme.Padding()))
	r.count.Resize(fyne.NewSize(size.Width, r.count.MinSize().Height))
}

func (r *dieFaceRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.face}
	for _, img := range r.rocks {
		objs = append(objs, img)
	}
	return append(objs, r.count)
}

func (r *dieFaceRenderer) Refresh() {
	// Rock dice are light with dark rocks, whatever the theme.
	r.face.FillColor = dieFill
	r.face.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.count.Color = theme.Color(theme.ColorNameForeground)
	r.count.TextSize = theme.Size(theme.SizeNameSubHeadingText)
	r.count.Text = strconv.Itoa(r.d.rocks)
	r.face.Refresh()
	r.count.Refresh()
}
