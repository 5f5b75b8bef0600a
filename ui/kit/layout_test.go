package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// Tall and NewReserve are one pile: Tall is at least a finger tall while
// what it holds shows and takes no room once hidden; a reserve keeps the
// room of the largest of its objects, shown or hidden, so what follows
// keeps its place as they take turns.
func TestTallAndReserveArePiles(t *testing.T) {
	test.NewTempApp(t)
	small := widget.NewLabel("x")
	tall := Tall(small)
	assert.GreaterOrEqual(t, tall.MinSize().Height, TouchTarget, "a finger's height at least")
	assert.Equal(t, small.MinSize().Width, tall.MinSize().Width)
	small.Hide()
	assert.Equal(t, fyne.Size{}, tall.MinSize(), "hidden: no room")

	short, long := widget.NewLabel("Yes"), widget.NewLabel("A much longer line than the other")
	long.Hide()
	room := NewReserve(short, long)
	assert.Equal(t, long.MinSize().Width, room.MinSize().Width, "the hidden one's room is kept")
	room.Resize(fyne.NewSize(300, 60))
	assert.Equal(t, fyne.NewSize(300, 60), short.Size(), "each object is given the whole space")
}

// NewFitGrid and NewFitRow are one grid: as many equal columns as fit, up
// to their most, never wider than the widest object; until first laid out
// the grid is in its most columns, the row one under the other.
func TestFitGridAndFitRowAreOneGrid(t *testing.T) {
	test.NewTempApp(t)
	buttons := func() []fyne.CanvasObject {
		return []fyne.CanvasObject{widget.NewButton("Edit", nil), widget.NewButton("Share", nil), widget.NewButton("Restore", nil)}
	}
	g, r := buttons(), buttons()
	grid, row := NewFitGrid(2, g...), NewFitRow(r...)
	h, pad := RowHeight(g), theme.Padding()
	assert.Equal(t, 2*h+pad, grid.MinSize().Height, "the grid starts in its 2 columns")
	assert.Equal(t, 3*h+2*pad, row.MinSize().Height, "the row starts one under the other")

	widest := max(g[0].MinSize().Width, g[1].MinSize().Width, g[2].MinSize().Width)
	wide := fyne.NewSize(10*widest, 100)
	grid.Resize(wide)
	row.Resize(wide)
	assert.Equal(t, g[0].Position().Y, g[1].Position().Y)
	assert.Greater(t, g[2].Position().Y, g[0].Position().Y, "at most 2 columns")
	assert.Equal(t, r[0].Position().Y, r[2].Position().Y, "as many columns as objects")
	assert.Equal(t, widest, grid.MinSize().Width, "never wider than the widest")
	assert.Equal(t, r[1].Size().Width, r[2].Size().Width, "equal columns")
}
