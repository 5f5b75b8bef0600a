package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
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
