package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// playerColours are the players' colours, by the names tracker.Colours
// stores. They mark players (stripes and the winner's banner's frame) and
// sit beside text, never under it, so no text needs to contrast with them.
var playerColours = map[string]color.NRGBA{
	"red":    {R: 0xf0, G: 0x6a, B: 0x6a, A: 0xff},
	"blue":   {R: 0x5c, G: 0x9d, B: 0xf5, A: 0xff},
	"green":  {R: 0x4c, G: 0xc0, B: 0x6e, A: 0xff},
	"yellow": {R: 0xf2, G: 0xc9, B: 0x3b, A: 0xff},
	"purple": {R: 0xb5, G: 0x8c, B: 0xf0, A: 0xff},
	"orange": {R: 0xf5, G: 0x9a, B: 0x4a, A: 0xff},
}

// PlayerColour is the colour called name; grey for an unknown name.
func PlayerColour(name string) color.NRGBA {
	if c, ok := playerColours[name]; ok {
		return c
	}
	return color.NRGBA{R: 0x9e, G: 0x9e, B: 0x9e, A: 0xff}
}

// Swatch is a square of a player's colour that changes colour when tapped:
// the set-up's colour choice, as large as a fingertip.
type Swatch struct {
	widget.BaseWidget
	rect  *canvas.Rectangle
	onTap func()
}

func NewSwatch(onTap func()) *Swatch {
	s := &Swatch{rect: canvas.NewRectangle(color.Transparent), onTap: onTap}
	s.rect.CornerRadius = 8
	s.ExtendBaseWidget(s)
	return s
}

// SetColour paints the swatch in the colour called name.
func (s *Swatch) SetColour(name string) {
	s.rect.FillColor = PlayerColour(name)
	s.rect.Refresh()
}

// Tapped changes the colour.
func (s *Swatch) Tapped(*fyne.PointEvent) {
	if s.onTap != nil {
		s.onTap()
	}
}

// MinSize is a 48 dp square.
func (s *Swatch) MinSize() fyne.Size { return fyne.NewSquareSize(48) }

// CreateRenderer draws the square.
func (s *Swatch) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewPadded(s.rect))
}
