package gameui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The table view: a phone turned sideways and propped in the middle of the
// table, or a wide window. The play view's left part is then a big tile per
// player, readable across the table (their name, trophies, gold in the
// Shop Phase and the token they hold, in numbers at least tileNumberMin
// high), and its right part the round bar, the phase's panel and its main
// action, as on a phone held upright.

// tileNumberMin is the least size of a tile's numbers: about 40 px tall
// digits.
const tileNumberMin float32 = 56

// tableView reports whether a play view of size is laid out as the table
// view: wider than tall by a third, and wide enough for the panel beside
// the tiles.
func tableView(size fyne.Size) bool {
	return size.Width >= 1.3*size.Height && size.Width >= 600
}

// playLayout lays the play view out: upright, the bar and the scoreboard
// strip over the panel, the action pinned at the bottom (a border); as the
// table view, the tiles on the left and the rest on the right, the strip
// hidden.
type playLayout struct {
	top, strip, center, action fyne.CanvasObject
	tiles                      *fyne.Container   // the tiles, a tileGrid
	side                       fyne.CanvasObject // the tiles as placed: padded
	table                      bool              // the last layout was the table view
}

// newPlayLayout builds the play view's content from its parts: top is the
// round bar, strip the scoreboard strip (under the bar while upright).
func newPlayLayout(top, strip, center, action fyne.CanvasObject, tiles *fyne.Container, under fyne.CanvasObject) *fyne.Container {
	l := &playLayout{top: top, strip: strip, center: center, action: action, tiles: tiles,
		side: container.NewPadded(container.NewBorder(nil, under, nil, nil, tiles))}
	return container.New(l, l.side, top, strip, center, action)
}

// Layout places the parts for size.
func (l *playLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	table := tableView(size)
	l.table = table
	show(l.side, table)
	show(l.strip, !table)
	x, w := float32(0), size.Width
	if table {
		tw := size.Width * 0.5
		if len(l.tiles.Objects) > 2 { // 3 tiles a row: room for their numbers
			tw = size.Width * 0.6
		}
		l.side.Move(fyne.NewPos(0, 0))
		l.side.Resize(fyne.NewSize(tw, size.Height))
		x, w = tw+theme.Padding(), size.Width-tw-theme.Padding()
	}
	y := float32(0)
	for _, o := range []fyne.CanvasObject{l.top, l.strip} {
		if o.Visible() {
			h := o.MinSize().Height
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w, h))
			y += h
		}
	}
	bottom := size.Height
	if l.action.Visible() {
		h := l.action.MinSize().Height
		bottom -= h
		l.action.Move(fyne.NewPos(x, bottom))
		l.action.Resize(fyne.NewSize(w, h))
	}
	l.center.Move(fyne.NewPos(x, y))
	l.center.Resize(fyne.NewSize(w, max(0, bottom-y)))
}

// show shows o or hides it.
func show(o fyne.CanvasObject, on bool) {
	if on != o.Visible() {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// MinSize is what the layout of the last size needs: upright, the bar,
// the strip, the panel's least and the action stacked; as the table view
// the same less the strip (the tiles take any height).
func (l *playLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range []fyne.CanvasObject{l.top, l.strip, l.center, l.action} {
		if o == l.strip && !l.table || o != l.strip && o.Visible() {
			m := o.MinSize()
			w = max(w, m.Width)
			h += m.Height
		}
	}
	return fyne.NewSize(w, h)
}

// scoreTiles is the table view's tiles, one per player, in seating order:
// side by side for 2 players, in 2 rows of 2 or 3 for 4 or 6. With facing
// and 2 players each tile is turned to face its player (see facingTile).
func scoreTiles(g *tracker.Game, facing bool) []fyne.CanvasObject {
	var tiles []fyne.CanvasObject
	two := len(g.Players()) == 2
	for i, p := range g.Players() {
		if two && facing {
			tiles = append(tiles, newFacingTile(p, g.Phase() == tracker.PhaseShop, i == 0))
			continue
		}
		tiles = append(tiles, newScoreTile(p, g.Phase() == tracker.PhaseShop, two))
	}
	return tiles
}

// tileGrid places the tiles in rows of equal cells: one row for 2 players,
// two rows for more.
type tileGrid struct{}

// Layout places the tiles.
func (tileGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 || size.Width <= 0 || size.Height <= 0 {
		return // hidden (an upright phone): no tile to fit its words to
	}
	rows := 1
	if len(objs) > 2 {
		rows = 2
	}
	cols := (len(objs) + rows - 1) / rows
	pad := theme.Padding()
	w := (size.Width - pad*float32(cols-1)) / float32(cols)
	h := (size.Height - pad*float32(rows-1)) / float32(rows)
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i%cols)*(w+pad), float32(i/cols)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// MinSize is small: the tiles take what the table view gives them.
func (tileGrid) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }

// scoreTile is one player's big tile: their colour, name, trophies, gold
// while shopping and the token they hold, each scaled to the tile.
type scoreTile struct {
	widget.BaseWidget
	p        tracker.PlayerInfo
	shopping bool
	token    string // the token's name on the tile, "" for none
}

// newScoreTile makes player p's tile; twoPlayers names the token First
// Player's, else the first shopper's.
func newScoreTile(p tracker.PlayerInfo, shopping, twoPlayers bool) *scoreTile {
	t := &scoreTile{p: p, shopping: shopping}
	if p.HasToken {
		t.token = "First Player"
		if !twoPlayers {
			t.token = "Shops first"
		}
	}
	t.ExtendBaseWidget(t)
	return t
}

// CreateRenderer draws the tile.
func (t *scoreTile) CreateRenderer() fyne.WidgetRenderer {
	fg := theme.Color(theme.ColorNameForeground)
	r := &tileRenderer{t: t,
		bg:     kit.NewThemedRect(theme.ColorNameInputBackground),
		stripe: canvas.NewRectangle(kit.PlayerColour(t.p.Colour)),
		name:   canvas.NewText(lettered(t.p), fg),
		trophy: canvas.NewImageFromResource(trophyIcon),
		count:  canvas.NewText(strconv.Itoa(t.p.Trophies), fg),
		coin:   canvas.NewCircle(goldFace),
		gold:   canvas.NewText(strconv.Itoa(t.p.Gold), fg),
		token:  canvas.NewText(t.token, theme.Color(theme.ColorNamePrimary)),
	}
	r.bg.Radius = 12
	r.stripe.CornerRadius = 4
	r.trophy.FillMode = canvas.ImageFillContain
	r.coin.StrokeColor, r.coin.StrokeWidth = goldEdge, 3
	for _, text := range []*canvas.Text{r.name, r.count, r.gold, r.token} {
		text.TextStyle.Bold = true
		text.Alignment = fyne.TextAlignCenter
	}
	r.coin.Hidden, r.gold.Hidden = !t.shopping, !t.shopping
	r.token.Hidden = t.token == ""
	return r
}

type tileRenderer struct {
	t                 *scoreTile
	bg                *kit.ThemedRect
	stripe            *canvas.Rectangle
	name, count, gold *canvas.Text
	token             *canvas.Text
	trophy            *canvas.Image
	coin              *canvas.Circle
}

func (r *tileRenderer) Destroy() {}

// MinSize is the least the tile reads at: its numbers at tileNumberMin.
func (r *tileRenderer) MinSize() fyne.Size {
	return fyne.NewSize(tileNumberMin*2, tileNumberMin*2.5)
}

func (r *tileRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.stripe, r.name, r.trophy, r.count, r.coin, r.gold, r.token}
}

// Layout scales the numbers to the tile: as large as they fit, the trophies
// over the gold, or beside it where over it they would be smaller than
// tileNumberMin; the name and the token at a third of that.
func (r *tileRenderer) Layout(size fyne.Size) {
	big, beside := r.numberSize(size)
	small := max(theme.TextSize()*1.2, big/3)
	r.bg.Resize(size)
	r.stripe.Move(fyne.NewPos(8, 6))
	r.stripe.Resize(fyne.NewSize(size.Width-16, 8))
	r.name.TextSize, r.count.TextSize, r.gold.TextSize = small, big, big
	r.token.TextSize = fitSize(r.token.Text, small*0.8, size.Width-12)
	r.name.Text = fitText(lettered(r.t.p), small, size.Width-12)
	y := r.place(r.name, tileTop, size.Width)
	switch {
	case !r.t.shopping:
		y = r.placeNumbers(y, size.Width, big, false, r.trophy, r.count)
	case beside:
		y = r.placeNumbers(y, size.Width, big, true, r.trophy, r.count, r.coin, r.gold)
	default:
		y = r.placeNumbers(y, size.Width, big, false, r.trophy, r.count)
		y = r.placeNumbers(y, size.Width, big, false, r.coin, r.gold)
	}
	r.place(r.token, y, size.Width)
}

// tileTop is the room over a tile's name, for its colour stripe.
const tileTop float32 = 18

// numberSize is the largest size of the numbers that fits size, at most
// 160, and whether the gold goes beside the trophies: only where over them
// the numbers would be under tileNumberMin.
func (r *tileRenderer) numberSize(size fyne.Size) (float32, bool) {
	fits := func(big float32, beside bool) bool {
		small := max(theme.TextSize()*1.2, big/3)
		lines := lineHeight(small) + lineHeight(small*0.8) + lineHeight(big)
		if r.t.shopping && !beside {
			lines += lineHeight(big)
		}
		return tileTop+lines <= size.Height && r.rowWidth(big, beside) <= size.Width-8
	}
	for big := float32(160); big >= tileNumberMin; big -= 4 {
		if fits(big, false) {
			return big, false
		}
	}
	for big := tileNumberMin; big > 8; big -= 4 {
		if fits(big, true) {
			return big, true
		}
	}
	return 8, true
}

// lineHeight is the height of a line of bold text at size.
func lineHeight(size float32) float32 {
	return fyne.MeasureText("0", size, fyne.TextStyle{Bold: true}).Height
}

// rowWidth is the width of the widest row of numbers at big.
func (r *tileRenderer) rowWidth(big float32, beside bool) float32 {
	side, inner, gap := iconRoom(big, beside)
	number := func(text string) float32 {
		return side + inner + fyne.MeasureText(text, big, fyne.TextStyle{Bold: true}).Width
	}
	trophies, gold := number(r.count.Text), number(r.gold.Text)
	if r.t.shopping && beside {
		return trophies + gap + gold
	}
	return max(trophies, gold)
}

// iconRoom is the side of an icon beside a number at big, the room between
// them and between two such pairs: smaller when two pairs share a row.
func iconRoom(big float32, beside bool) (side, inner, gap float32) {
	if beside {
		return big * 0.5, 4, big / 5
	}
	return big * 0.7, 8, big / 3
}

// place centres text across width at y and returns the y under it.
func (r *tileRenderer) place(t *canvas.Text, y, width float32) float32 {
	m := t.MinSize()
	t.Move(fyne.NewPos(0, y))
	t.Resize(fyne.NewSize(width, m.Height))
	return y + m.Height
}

// placeNumbers centres a row of icons, each followed by its number, across
// width at y, and returns the y under it.
func (r *tileRenderer) placeNumbers(y, width, big float32, beside bool, pairs ...fyne.CanvasObject) float32 {
	side, inner, gap := iconRoom(big, beside)
	var w, h float32
	for i := 0; i < len(pairs); i += 2 {
		m := pairs[i+1].MinSize()
		w += side + inner + m.Width
		h = max(h, m.Height)
	}
	w += gap * float32(len(pairs)/2-1)
	x := (width - w) / 2
	for i := 0; i < len(pairs); i += 2 {
		icon, number := pairs[i], pairs[i+1]
		m := number.MinSize()
		icon.Move(fyne.NewPos(x, y+(h-side)/2))
		icon.Resize(fyne.NewSquareSize(side))
		number.Move(fyne.NewPos(x+side+inner, y))
		number.Resize(m)
		x += side + inner + m.Width + gap
	}
	return y + h
}

// Refresh redraws the tile in the theme's colours.
func (r *tileRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	r.name.Color, r.count.Color, r.gold.Color = fg, fg, fg
	r.token.Color = theme.Color(theme.ColorNamePrimary)
	r.bg.Refresh()
	for _, o := range r.Objects()[1:] {
		o.Refresh()
	}
}

// fitSize is size, or less where text in bold at size is wider than width.
func fitSize(text string, size, width float32) float32 {
	if w := fyne.MeasureText(text, size, fyne.TextStyle{Bold: true}).Width; w > width && w > 0 {
		return size * width / w
	}
	return size
}

// fitText is text, cut with an ellipsis to fit width at size in bold.
func fitText(text string, size, width float32) string {
	style := fyne.TextStyle{Bold: true}
	if fyne.MeasureText(text, size, style).Width <= width {
		return text
	}
	runes := []rune(text)
	for n := len(runes) - 1; n > 0; n-- {
		if cut := string(runes[:n]) + "…"; fyne.MeasureText(cut, size, style).Width <= width {
			return cut
		}
	}
	return "…"
}
