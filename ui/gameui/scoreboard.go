package gameui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// scoreboard is the strip over every game screen, laid out by a scoreGrid:
// each player's colour, letter and name beside their trophies in large
// figures (scoreFigure), readable across the table, with their gold in the
// Shop Phase and the token they hold under them.
func scoreboard(g *tracker.Game) []fyne.CanvasObject {
	var chips []fyne.CanvasObject
	for _, p := range g.Players() {
		chips = append(chips, scoreChip(g, p))
	}
	return chips
}

// nameRunes is how much of a name a score chip keeps room for: a chip too
// narrow for the letter and that much of the name goes to another row
// rather than show a letter without its name.
const nameRunes = 4

// scoreFigure is the size of the trophies' figures on a score chip: 2.2
// times the text's, more than the heading's, so that a player across the
// table reads them on a phone held upright.
func scoreFigure() float32 { return 2.2 * theme.TextSize() }

// scoreChip is one player's place on the scoreboard: the colour; the
// letter and name beside the trophy and the trophies' figure; then, in the
// shop, the gold and the token on one line.
func scoreChip(g *tracker.Game, p tracker.PlayerInfo) fyne.CanvasObject {
	stripe := canvas.NewRectangle(kit.PlayerColour(p.Colour))
	stripe.SetMinSize(fyne.NewSize(0, 6))
	stripe.CornerRadius = 3
	short := p
	short.Name = string([]rune(p.Name)[:min(nameRunes, len([]rune(p.Name)))])
	name := newFitName(lettered(p), lettered(short))
	count := canvas.NewText(strconv.Itoa(p.Trophies), theme.Color(theme.ColorNameForeground))
	count.TextStyle.Bold = true
	count.TextSize = scoreFigure()
	trophy := canvas.NewImageFromResource(trophyIcon)
	trophy.FillMode = canvas.ImageFillContain
	trophy.SetMinSize(fyne.NewSquareSize(0.6 * count.TextSize))
	// Room for the widest digit, so that no count moves the name (a game
	// gives at most 7 trophies, tracker.TrophiesFor: one digit), and a gap
	// before the next chip's name.
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.MeasureText("8", count.TextSize, count.TextStyle).AddWidthHeight(theme.Padding(), 0))
	figure := container.NewStack(room, count)
	score := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewCenter(trophy), figure), name)
	box := container.NewVBox(stripe, score)
	var under []fyne.CanvasObject
	if g.Phase() == tracker.PhaseShop {
		under = append(under, canvas.NewText(words.Count(p.Gold, "gold", "gold"), theme.Color(theme.ColorNameForeground)))
	}
	if p.HasToken {
		token := widget.NewLabelWithStyle("1st", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		token.Importance = widget.HighImportance
		under = append(under, token)
	}
	if len(under) > 0 {
		box.Add(container.NewHBox(under...))
	}
	return box
}

// winnerBanner is the large banner of game over, framed in the winner's
// colour (gold when players share the victory); its text keeps the
// theme's colours, so it reads in light and dark.
func winnerBanner(g *tracker.Game, title string) (fyne.CanvasObject, *widget.Label) {
	o, _ := g.Outcome()
	frame := kit.PlayerColour("yellow")
	if len(o.Winners) == 1 {
		frame = kit.PlayerColour(g.Player(o.Winners[0]).Colour)
	}
	rect := kit.NewThemedRect(theme.ColorNameInputBackground)
	rect.Radius = 12
	border := canvas.NewRectangle(color.Transparent)
	border.StrokeColor = frame
	border.StrokeWidth = 6
	border.CornerRadius = 12
	label := widget.NewLabel(title)
	label.Wrapping = fyne.TextWrapWord
	label.Alignment = fyne.TextAlignCenter
	label.TextStyle.Bold = true
	label.SizeName = theme.SizeNameHeadingText
	trophy := canvas.NewImageFromResource(trophyIcon)
	trophy.FillMode = canvas.ImageFillContain
	trophy.SetMinSize(fyne.NewSquareSize(64))
	return container.NewStack(rect, border, container.NewPadded(container.NewVBox(trophy, label))), label
}

// fitName is a player's letter and name on a score chip, in bold, from the
// chip's leading edge: at the theme's text size where it fits, smaller
// (down to three quarters) where it does not, and only then cut short with
// an ellipsis. It asks for the room of the letter and the first nameRunes
// letters of the name.
type fitName struct {
	widget.BaseWidget
	text, least string
}

func newFitName(text, least string) *fitName {
	n := &fitName{text: text, least: least}
	n.ExtendBaseWidget(n)
	return n
}

// ShownText is the name as written, before any cut (for the tests).
func (n *fitName) ShownText() string { return n.text }

// CreateRenderer draws the name as one canvas text.
func (n *fitName) CreateRenderer() fyne.WidgetRenderer {
	t := canvas.NewText(n.text, theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = true
	return &fitNameRenderer{n: n, text: t}
}

type fitNameRenderer struct {
	n    *fitName
	text *canvas.Text
}

func (r *fitNameRenderer) Destroy()                     {}
func (r *fitNameRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text} }

// MinSize is the least of the name at the theme's text size, with padding.
func (r *fitNameRenderer) MinSize() fyne.Size {
	m := fyne.MeasureText(r.n.least, theme.TextSize(), fyne.TextStyle{Bold: true})
	return fyne.NewSize(m.Width+theme.InnerPadding(), m.Height+theme.InnerPadding())
}

// Layout sizes the text to the width.
func (r *fitNameRenderer) Layout(size fyne.Size) {
	width := size.Width - theme.InnerPadding()
	r.text.TextSize = max(theme.TextSize()*0.75, fitSize(r.n.text, theme.TextSize(), width))
	r.text.Text = fitText(r.n.text, r.text.TextSize, width)
	r.text.Move(fyne.NewPos(0, 0))
	r.text.Resize(fyne.NewSize(width, size.Height))
}

// Refresh redraws the name in the theme's colour.
func (r *fitNameRenderer) Refresh() {
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.Layout(r.n.Size())
	r.text.Refresh()
}
