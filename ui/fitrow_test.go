package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/stretchr/testify/assert"
)

// A row of buttons keeps them side by side while they fit, wraps them into
// fewer columns when they do not, and never asks for more width than its
// widest button: large text never pushes a button off a phone.
func TestFitRowWrapsButtonsThatDoNotFit(t *testing.T) {
	test.NewTempApp(t)
	a, b, c := widget.NewButton("Edit", nil), widget.NewButton("Share", nil), widget.NewButton("Restore", nil)
	row := kit.NewFitRow(a, b, c)
	widest := max(a.MinSize().Width, b.MinSize().Width, c.MinSize().Width)
	assert.Equal(t, widest, row.MinSize().Width, "never wider than its widest button")

	row.Resize(fyne.NewSize(3*widest+20, row.MinSize().Height))
	assert.Equal(t, a.Position().Y, c.Position().Y, "three in a row when they fit")

	row.Resize(fyne.NewSize(2*widest+10, row.MinSize().Height))
	assert.Equal(t, a.Position().Y, b.Position().Y, "two side by side")
	assert.Greater(t, c.Position().Y, a.Position().Y, "the third below them")
	assert.GreaterOrEqual(t, row.MinSize().Height, 2*a.MinSize().Height, "tall enough for two rows")

	row.Resize(fyne.NewSize(widest, row.MinSize().Height))
	assert.Greater(t, b.Position().Y, a.Position().Y, "one under the other")
	assert.Greater(t, c.Position().Y, b.Position().Y)
	for _, o := range []fyne.CanvasObject{a, b, c} {
		assert.LessOrEqual(t, o.Position().X+o.Size().Width, widest, "nothing sticks out")
	}

	c.Hide()
	row.Resize(fyne.NewSize(2*widest+10, row.MinSize().Height))
	assert.Equal(t, a.Position().Y, b.Position().Y, "a hidden button leaves no gap")
}
