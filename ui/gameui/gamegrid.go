package gameui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// playerCardWidth is the narrowest a player's card reads well at; a wider
// space (a turned phone, a desktop window) shows the cards side by side, so
// every player is in view at once.
const playerCardWidth = 220

// playerGrid lays the players' cards out in as many columns as fit, in
// seating order, row by row; each row as tall as its tallest card.
type playerGrid struct{}

// columns is how many cards fit side by side in width.
func (playerGrid) columns(width float32, n int) int {
	return max(1, min(n, int((width+theme.Padding())/(playerCardWidth+theme.Padding()))))
}

// Layout places the cards.
func (g playerGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	cols := g.columns(size.Width, len(objs))
	pad := theme.Padding()
	w := (size.Width - pad*float32(cols-1)) / float32(cols)
	var y float32
	for row := 0; row*cols < len(objs); row++ {
		cards := objs[row*cols : min(len(objs), (row+1)*cols)]
		var h float32
		for _, o := range cards {
			h = max(h, o.MinSize().Height)
		}
		for c, o := range cards {
			o.Move(fyne.NewPos(float32(c)*(w+pad), y))
			o.Resize(fyne.NewSize(w, h))
		}
		y += h + pad
	}
}

// MinSize is one card wide and every card stacked: the grid only grows
// shorter when it is given more width.
func (g playerGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height + theme.Padding()
	}
	return fyne.NewSize(w, max(0, h-theme.Padding()))
}

// scoreGrid lays the scoreboard's chips out in equal columns: all side by
// side when they fit at their minimum width, else in rows of equal count
// (6 players on a phone: 2 rows of 3), each row as tall as its tallest
// chip. Its minimum height follows the width it was last given, as a
// wrapped label's does.
type scoreGrid struct {
	box   *fyne.Container
	width float32 // the width of the last layout; 0 before the first
}

// newScoreGrid is an empty scoreboard; set its Objects to the chips.
func newScoreGrid() *fyne.Container {
	g := &scoreGrid{}
	g.box = container.New(g)
	return g.box
}

// columns is how many chips go side by side in width: all of them before
// the first layout.
func (g *scoreGrid) columns(objs []fyne.CanvasObject, width float32) int {
	n := len(objs)
	if n == 0 || width <= 0 {
		return max(1, n)
	}
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	pad := theme.Padding()
	for rows := 1; rows < n; rows++ {
		if cols := (n + rows - 1) / rows; float32(cols)*(w+pad)-pad <= width {
			return cols
		}
	}
	return 1
}

// Layout places the chips, and asks for a new minimum height when the
// width changes how many rows there are.
func (g *scoreGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	before := g.columns(objs, g.width)
	g.width = size.Width
	cols := g.columns(objs, size.Width)
	pad := theme.Padding()
	w := (size.Width - pad*float32(cols-1)) / float32(cols)
	var y float32
	for _, row := range rowsOf(objs, cols) {
		h := kit.RowHeight(row)
		for c, o := range row {
			o.Move(fyne.NewPos(float32(c)*(w+pad), y))
			o.Resize(fyne.NewSize(w, h))
		}
		y += h + pad
	}
	if cols != before {
		g.box.Refresh()
	}
}

// MinSize is one chip wide and as tall as the rows at the last width.
func (g *scoreGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	rows := rowsOf(objs, g.columns(objs, g.width))
	for _, row := range rows {
		for _, o := range row {
			w = max(w, o.MinSize().Width)
		}
		h += kit.RowHeight(row)
	}
	return fyne.NewSize(w, h+theme.Padding()*float32(max(0, len(rows)-1)))
}

// rowsOf cuts objs into rows of cols.
func rowsOf(objs []fyne.CanvasObject, cols int) [][]fyne.CanvasObject {
	var rows [][]fyne.CanvasObject
	for i := 0; i < len(objs); i += cols {
		rows = append(rows, objs[i:min(len(objs), i+cols)])
	}
	return rows
}
