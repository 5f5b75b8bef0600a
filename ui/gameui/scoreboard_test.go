package gameui

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// chipParts are what a score chip shows: the player's name and the
// trophies' figure.
type chipParts struct {
	name   *fitName
	figure *canvas.Text
}

// partsOf finds the name and the trophies' figure of a score chip.
func partsOf(t *testing.T, chip fyne.CanvasObject) chipParts {
	t.Helper()
	var parts chipParts
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *fitName:
			parts.name = x
		case *canvas.Text:
			if parts.figure == nil || x.TextSize > parts.figure.TextSize {
				parts.figure = x
			}
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		}
	}
	walk(chip)
	require.NotNil(t, parts.name, "the chip shows a name")
	require.NotNil(t, parts.figure, "the chip shows the trophies")
	return parts
}

// inkHeight is how many rows of img within r hold a dark pixel (a figure's
// strokes in the light theme): the height of the figure as drawn.
func inkHeight(img image.Image, r image.Rectangle) int {
	rows := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if g := color.GrayModel.Convert(img.At(x, y)).(color.Gray); g.Y < 100 {
				rows++
				break
			}
		}
	}
	return rows
}

// On a phone held upright (360 px), at every text size, each player's
// trophies are a large figure (more than the heading's size, drawn taller
// than the 13 px digits of the issue) with the player's name beside it on
// the same line, and 6 players with long names still fit the width in at
// most 3 rows (TestScreenshots keeps the pictures of it:
// game-battle-6-players).
func TestTheScoresReadAcrossTheTableUpright(t *testing.T) {
	for _, ts := range kit.TextScales {
		t.Run(ts.Label, func(t *testing.T) {
			st := session.DefaultSettings()
			st.Theme, st.TextScale = session.ThemeLight, ts.Factor
			u, w := newTestAppIn(t, st, 1, session.NewDirStore(t.TempDir()))
			w.Resize(uitest.PhoneSize)
			startGame(t, u, "Ana", "Benedict", "Cy", "Dorothea", "Eli", "Francesca")
			uitest.Relayout(w.Content())
			img := w.Canvas().Capture()
			require.Equal(t, image.Pt(360, 740), img.Bounds().Size(), "a pixel of the picture is one of the app's units")
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject
			rows := map[float32]bool{}
			for i, chip := range u.game().play.board.Objects {
				parts := partsOf(t, chip)
				fig, name := at(parts.figure), at(parts.name)
				rows[at(chip).Y] = true
				assert.GreaterOrEqual(t, parts.figure.TextSize, theme.TextHeadingSize(), "player %d's trophies at least the heading's size", i+1)
				assert.LessOrEqual(t, at(chip).X+chip.Size().Width, uitest.PhoneSize.Width, "player %d's chip fits the screen", i+1)
				assert.Less(t, name.X+parts.name.Size().Width, fig.X+1, "player %d's name beside, before the figure", i+1)
				assert.True(t, name.Y < fig.Y+parts.figure.Size().Height && fig.Y < name.Y+parts.name.Size().Height, "player %d's name on the figure's line", i+1)
				box := image.Rect(int(fig.X), int(fig.Y), int(fig.X+parts.figure.Size().Width), int(fig.Y+parts.figure.Size().Height))
				ink := inkHeight(img, box)
				assert.GreaterOrEqual(t, float32(ink), 0.65*theme.TextHeadingSize(), "player %d's figure is drawn %d px tall", i+1, ink)
				if i == 0 {
					t.Logf("%s: the trophies' figure is drawn %d px tall (the issue's were 13 px at Normal, 19 at Extra large)", ts.Label, ink)
				}
			}
			assert.LessOrEqual(t, len(rows), 3, "6 players in at most 3 rows")
		})
	}
}
