package gameui

import (
	"image"
	"image/color"
	"image/draw"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Facing tiles: with 2 players and the phone lying flat between them, each
// half of the table view can turn to face its player, as score apps lying
// on a table do. Fyne draws text and widgets upright only (its canvas has
// no rotation), so a facing tile is a picture: its words and numbers are
// drawn into an image with the theme's bold font (golang.org/x/image's
// OpenType rasterizer), which is then turned a quarter towards the player:
// the left half's top towards the right edge, for a player at the left end
// of the phone, the right half's towards the left. It shows what an
// upright tile shows, in words rather than icons; it takes no taps.

// facingTile is one player's half, turned a quarter: clockwise for the
// player at the left end, counter-clockwise for the one at the right.
type facingTile struct {
	widget.BaseWidget
	p         tracker.PlayerInfo
	shopping  bool
	token     string
	clockwise bool
}

func newFacingTile(p tracker.PlayerInfo, shopping, clockwise bool) *facingTile {
	t := &facingTile{p: p, shopping: shopping, clockwise: clockwise}
	if p.HasToken {
		t.token = "First Player"
	}
	t.ExtendBaseWidget(t)
	return t
}

// ShownText is the tile's words, for the tests.
func (t *facingTile) ShownText() string {
	text := t.p.Name + " " + words.Count(t.p.Trophies, "trophy", "trophies")
	if t.shopping {
		text += " " + strconv.Itoa(t.p.Gold) + " gold"
	}
	return text + " " + t.token
}

// CreateRenderer draws the tile as a raster, at the screen's pixels.
func (t *facingTile) CreateRenderer() fyne.WidgetRenderer {
	r := canvas.NewRaster(func(w, h int) image.Image { return t.draw(w, h) })
	return widget.NewSimpleRenderer(r)
}

// MinSize is small: the tile takes what the table view gives it.
func (t *facingTile) MinSize() fyne.Size { return fyne.NewSize(tileNumberMin*2, tileNumberMin*2) }

// draw paints the tile upright into an image as tall as the tile is wide,
// then turns it a quarter into a w by h image.
func (t *facingTile) draw(w, h int) image.Image {
	up := image.NewRGBA(image.Rect(0, 0, h, w))
	draw.Draw(up, up.Bounds(), image.NewUniform(theme.Color(theme.ColorNameInputBackground)), image.Point{}, draw.Src)
	unit := float64(h) // the upright tile's width
	stripe := image.Rect(int(unit*0.05), int(unit*0.04), h-int(unit*0.05), int(unit*0.08))
	draw.Draw(up, stripe, image.NewUniform(kit.PlayerColour(t.p.Colour)), image.Point{}, draw.Src)
	fg, primary := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNamePrimary)
	lines := []facingLine{
		{t.p.Name, 0.16, fg},
		{strconv.Itoa(t.p.Trophies), 0.42, fg},
		{words.Count(t.p.Trophies, "trophy", "trophies"), 0.12, fg},
	}
	if t.shopping {
		lines = append(lines, facingLine{strconv.Itoa(t.p.Gold) + " gold", 0.2, fg})
	}
	if t.token != "" {
		lines = append(lines, facingLine{t.token, 0.12, primary})
	}
	drawLines(up, lines, unit, float64(w))
	return turn(up, t.clockwise)
}

// facingLine is a line of a facing tile: its text, its size as a share of
// the tile's width and its colour.
type facingLine struct {
	text  string
	share float64
	col   color.Color
}

// drawLines draws the lines centred across img, one under the other,
// shrunk together to fit height.
func drawLines(img *image.RGBA, lines []facingLine, unit, height float64) {
	total := 0.0
	for _, l := range lines {
		total += l.share * 1.25
	}
	scale := min(1, (height*0.88)/(total*unit))
	y := height * 0.1
	for _, l := range lines {
		size := l.share * unit * scale
		face := boldFace(size)
		if face == nil {
			return
		}
		width := font.MeasureString(face, l.text).Round()
		if width > img.Bounds().Dx()*9/10 { // too wide: smaller still
			size *= float64(img.Bounds().Dx()) * 0.9 / float64(width)
			face = boldFace(size)
			width = font.MeasureString(face, l.text).Round()
		}
		y += size * 1.05
		d := font.Drawer{Dst: img, Src: image.NewUniform(l.col), Face: face,
			Dot: fixed.P((img.Bounds().Dx()-width)/2, int(y))}
		d.DrawString(l.text)
		y += size * 0.2
	}
}

// boldFont is the theme's bold font, parsed once; nil if it cannot be.
var boldFont = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(theme.DefaultTheme().Font(fyne.TextStyle{Bold: true}).Content())
	if err != nil {
		return nil
	}
	return f
})

// boldFace is the bold font at size pixels; nil without the font.
func boldFace(size float64) font.Face {
	f := boldFont()
	if f == nil {
		return nil
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: max(size, 1), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	return face
}

// turn returns img turned a quarter, clockwise or not.
func turn(img *image.RGBA, clockwise bool) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dy(), b.Dx()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			c := img.RGBAAt(x, y)
			if clockwise {
				out.SetRGBA(b.Dy()-1-y, x, c)
			} else {
				out.SetRGBA(y, b.Dx()-1-x, c)
			}
		}
	}
	return out
}
