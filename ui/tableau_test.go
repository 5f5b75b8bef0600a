package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/ui/shelf/tableauui"
)

// TestTableauShelfEntry: the board game is on the shelf of the Tools tab,
// and a tap on its row opens it. The screen itself is tested in its
// package, tableauui.
func TestTableauShelfEntry(t *testing.T) {
	u, _ := newTestApp(t, 1)
	titles := []string{}
	for _, g := range u.tools().shelf.games {
		titles = append(titles, g.title)
	}
	assert.Contains(t, titles, "Super Auto Pets board game")
	u.nav.selectTab(tabTools)
	var rows []*widget.Button // one a game, in the shelf's order
	var find func(o fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			rows = append(rows, x)
		case *fyne.Container:
			for _, k := range x.Objects {
				find(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				find(k)
			}
		}
	}
	find(u.tools().shelf.card())
	at := slices.Index(titles, tableauui.Title)
	require.Len(t, rows, len(titles))
	test.Tap(rows[at])
	assert.Equal(t, at, u.tools().shelf.open, "a tap on the game's row opens it")
	assert.NotNil(t, u.tools().shelf.screens[at], "the game's screen is built")
}
