package gameui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// goldSide is the size of a drawn gold token: big enough to tap.
const goldSide = kit.TouchTarget

var (
	goldFace  = color.NRGBA{R: 0xF2, G: 0xB7, B: 0x05, A: 0xFF}
	goldEdge  = color.NRGBA{R: 0x8A, G: 0x65, B: 0x00, A: 0xFF}
	spentFace = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0x40}
)

// goldToken is one of a player's three gold tokens: gold side up while
// unspent, flipped grey once spent. Tapping it spends it, or gives a spent
// token back, as its onTap says.
type goldToken struct {
	widget.BaseWidget
	spent bool
	onTap func() // nil when tapping does nothing
}

func newGoldToken(spent bool, onTap func()) *goldToken {
	g := &goldToken{spent: spent, onTap: onTap}
	g.ExtendBaseWidget(g)
	return g
}

// Tapped spends the token or gives it back, if tapping it means anything
// now.
func (g *goldToken) Tapped(*fyne.PointEvent) {
	if g.onTap != nil {
		g.onTap()
	}
}

// CreateRenderer draws a coin.
func (g *goldToken) CreateRenderer() fyne.WidgetRenderer {
	c := canvas.NewCircle(goldFace)
	c.StrokeWidth = 3
	r := &goldRenderer{g: g, coin: c}
	r.Refresh()
	return r
}

type goldRenderer struct {
	g    *goldToken
	coin *canvas.Circle
}

func (r *goldRenderer) Destroy()                     {}
func (r *goldRenderer) MinSize() fyne.Size           { return fyne.NewSquareSize(goldSide) }
func (r *goldRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.coin} }

func (r *goldRenderer) Layout(size fyne.Size) {
	side := min(size.Width, size.Height)
	r.coin.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
	r.coin.Resize(fyne.NewSquareSize(side))
}

func (r *goldRenderer) Refresh() {
	if r.g.spent {
		r.coin.FillColor = spentFace
		r.coin.StrokeColor = theme.Color(theme.ColorNameDisabled)
	} else {
		r.coin.FillColor = goldFace
		r.coin.StrokeColor = goldEdge
	}
	r.coin.Refresh()
}
