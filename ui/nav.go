package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// phoneWidth is the narrowest window laid out for a desktop: below it the
// screen buttons sit at the bottom, within reach of a thumb, sharing the
// width equally; from it on they sit in a column at the side.
const phoneWidth = 600

// sideWidth is the width of the side column of screen buttons.
const sideWidth float32 = 96

// navigator switches between the app's screens with one button each.
type navigator struct {
	mobile bool // a phone or tablet: buttons always at the bottom
	// fit: the window cannot refuse a size (a phone turned, a browser's
	// page, the phone keyboard coming up), so the screen on show scrolls
	// when it needs more room than the window has, and the window never
	// asks for more than the buttons (see navLayout.MinSize).
	fit      bool
	buttons  []*navButton
	screens  []navScreen
	selected int
	body     *fyne.Container   // every screen, all but the selected one hidden
	page     fyne.CanvasObject // body, or with fit a scroll around it
	barBg    *kit.ThemedRect
	root     *fyne.Container
}

// navScreen is one screen the navigator offers.
type navScreen struct {
	title string
	icon  fyne.Resource
	// build makes the screen; the navigator calls it once, the first time
	// the screen is shown or asked for (see built).
	build  func() fyne.CanvasObject
	onShow func() // called each time the screen is shown; may be nil

	content fyne.CanvasObject // nil until built
}

// newNavigator shows the first screen, built at once; every other screen
// is built the first time it is shown or needed, so the app starts sooner.
// Every screen built stays in the window, hidden but the one on show, so
// that a change of theme repaints them all. With fit (a phone, a browser)
// the window may be given any size, however small.
func newNavigator(mobile, fit bool, screens ...navScreen) *navigator {
	n := &navigator{mobile: mobile, fit: fit, body: container.NewStack()}
	n.page = n.body
	if fit {
		n.page = container.NewScroll(n.body)
	}
	n.barBg = kit.NewThemedRect(theme.ColorNameHeaderBackground)
	objs := []fyne.CanvasObject{n.barBg, n.page}
	for i, s := range screens {
		b := newNavButton(s.title, s.icon, func() { n.selectTab(i) })
		n.buttons = append(n.buttons, b)
		n.screens = append(n.screens, s)
		objs = append(objs, b)
	}
	n.root = &fyne.Container{Layout: navLayout{n}, Objects: objs}
	n.selectTab(0)
	return n
}

// built returns screen i's content, building it (hidden unless it is the
// selected screen) the first time.
func (n *navigator) built(i int) fyne.CanvasObject {
	s := &n.screens[i]
	if s.content == nil {
		s.content = s.build()
		if i != n.selected {
			s.content.Hide()
		}
		n.body.Add(s.content)
	}
	return s.content
}

// selectTab shows screen i, building it the first time.
func (n *navigator) selectTab(i int) {
	n.selected = i
	n.built(i).Show()
	for j, b := range n.buttons {
		b.setSelected(j == i)
		if c := n.screens[j].content; j != i && c != nil {
			c.Hide()
		}
	}
	n.body.Refresh()
	if f := n.screens[i].onShow; f != nil {
		f()
	}
}

// selectedTitle is the title of the tab on show.
func (n *navigator) selectedTitle() string { return n.screens[n.selected].title }

// atBottom reports whether the buttons sit at the bottom at this width.
func (n *navigator) atBottom(width float32) bool { return n.mobile || width < phoneWidth }

// navLayout places the screen and the buttons: a bar at the bottom on a
// phone, a column at the side on a wide window.
type navLayout struct{ n *navigator }

func (l navLayout) barHeight() float32 {
	var h float32
	for _, b := range l.n.buttons {
		h = max(h, b.MinSize().Height)
	}
	return h
}

func (l navLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	n := l.n
	if n.atBottom(size.Width) {
		bh := l.barHeight()
		n.page.Move(fyne.NewPos(0, 0))
		n.page.Resize(fyne.NewSize(size.Width, max(0, size.Height-bh)))
		n.barBg.Move(fyne.NewPos(0, size.Height-bh))
		n.barBg.Resize(fyne.NewSize(size.Width, bh))
		w := size.Width / float32(len(n.buttons))
		labels := l.labelSize(w)
		for i, b := range n.buttons {
			b.vertical = false
			b.setLabelled(labels)
			b.Move(fyne.NewPos(float32(i)*w, size.Height-bh))
			b.Resize(fyne.NewSize(w, bh))
		}
		return
	}
	n.barBg.Move(fyne.NewPos(0, 0))
	n.barBg.Resize(fyne.NewSize(sideWidth, size.Height))
	y := theme.Padding()
	for _, b := range n.buttons {
		b.vertical = true
		b.setLabelled(theme.CaptionTextSize())
		h := b.MinSize().Height + theme.Padding()*2
		b.Move(fyne.NewPos(0, y))
		b.Resize(fyne.NewSize(sideWidth, h))
		y += h
	}
	n.page.Move(fyne.NewPos(sideWidth, 0))
	n.page.Resize(fyne.NewSize(size.Width-sideWidth, size.Height))
}

// smallestLabel is the least text size of the buttons' names: smaller
// than that, the icons go alone.
const smallestLabel float32 = 11

// labelSize is the text size at which every button's name fits width: the
// theme's caption size or, at large text, less, down to smallestLabel; 0
// where even that does not fit.
func (l navLayout) labelSize(width float32) float32 {
	for size := theme.CaptionTextSize(); size >= smallestLabel; size -= 0.5 {
		fits := true
		for _, b := range l.n.buttons {
			fits = fits && b.labelWidth(size) <= width
		}
		if fits {
			return size
		}
	}
	return 0
}

// MinSize is the screen's minimum plus the buttons, laid out as at a phone's
// width: each button needs little width, as it drops its label when the
// label does not fit. With fit it is the buttons' alone: a window that
// cannot refuse a smaller size (a browser's canvas, a phone turned) would
// otherwise be laid out larger than it is, drawn cut off at the top and
// tapped at places other than those drawn; the screen scrolls instead.
func (l navLayout) MinSize(_ []fyne.CanvasObject) fyne.Size {
	n := l.n
	var bw float32
	for _, b := range n.buttons {
		bw += b.MinSize().Width
	}
	if n.fit {
		return fyne.NewSize(bw, l.barHeight())
	}
	m := n.body.MinSize()
	return fyne.NewSize(max(m.Width, bw), m.Height+l.barHeight())
}

// navButton is one screen's button: its icon over its name, lit when the
// screen is on show. Where the names do not fit (large text on a phone) the
// buttons show their names smaller, down to smallestLabel, and below that
// their icons only, larger.
type navButton struct {
	widget.BaseWidget
	title     string
	icon      fyne.Resource
	selected  bool
	vertical  bool    // in the side column: the indicator is on the left
	labelSize float32 // the name's text size under the icon; 0: no name
	onTap     func()
}

func newNavButton(title string, icon fyne.Resource, onTap func()) *navButton {
	b := &navButton{title: title, icon: icon, onTap: onTap, labelSize: theme.CaptionTextSize()}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped shows the button's screen.
func (b *navButton) Tapped(*fyne.PointEvent) { b.onTap() }

func (b *navButton) setSelected(on bool) {
	b.selected = on
	b.Refresh()
}

// setLabelled shows the name under the icon at size, or hides it (0).
func (b *navButton) setLabelled(size float32) {
	if b.labelSize != size {
		b.labelSize = size
		b.Refresh()
	}
}

// labelled reports whether the name shows under the icon.
func (b *navButton) labelled() bool { return b.labelSize > 0 }

// labelWidth is the width the button needs to show its name whole at size.
func (b *navButton) labelWidth(size float32) float32 {
	return fyne.MeasureText(b.title, size, fyne.TextStyle{Bold: true}).Width + theme.Padding()*2
}

// CreateRenderer draws the icon, the name and the indicator.
func (b *navButton) CreateRenderer() fyne.WidgetRenderer {
	r := &navButtonRenderer{b: b, icon: canvas.NewImageFromResource(b.icon), label: canvas.NewText(b.title, nil), mark: canvas.NewRectangle(nil)}
	r.icon.FillMode = canvas.ImageFillContain
	r.label.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type navButtonRenderer struct {
	b     *navButton
	icon  *canvas.Image
	label *canvas.Text
	mark  *canvas.Rectangle
}

func (r *navButtonRenderer) Destroy() {}

// iconSize is larger without the name, which then tells nothing.
func (r *navButtonRenderer) iconSize() float32 {
	if r.b.labelled() {
		return theme.IconInlineSize() * 1.25
	}
	return theme.IconInlineSize() * 1.5
}

func (r *navButtonRenderer) MinSize() fyne.Size {
	pad := theme.Padding()
	h := pad*2 + r.iconSize()
	if r.b.labelled() {
		h += r.label.MinSize().Height
	}
	return fyne.NewSize(r.iconSize()+pad*2, max(kit.TouchTarget, h))
}

func (r *navButtonRenderer) Layout(size fyne.Size) {
	is := r.iconSize()
	var lh float32
	if r.b.labelled() {
		lh = r.label.MinSize().Height
	}
	top := max(theme.Padding(), (size.Height-is-lh)/2)
	r.icon.Move(fyne.NewPos((size.Width-is)/2, top))
	r.icon.Resize(fyne.NewSquareSize(is))
	r.label.Move(fyne.NewPos(0, top+is))
	r.label.Resize(fyne.NewSize(size.Width, lh))
	if r.b.vertical {
		r.mark.Move(fyne.NewPos(0, 0))
		r.mark.Resize(fyne.NewSize(3, size.Height))
	} else {
		r.mark.Move(fyne.NewPos(size.Width*0.2, 0))
		r.mark.Resize(fyne.NewSize(size.Width*0.6, 3))
	}
}

func (r *navButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.mark, r.icon, r.label}
}

// Refresh reads the theme's colours and sizes again, so that a change of
// theme repaints the button.
func (r *navButtonRenderer) Refresh() {
	r.mark.FillColor = theme.Color(theme.ColorNamePrimary)
	r.mark.Hidden = !r.b.selected
	r.label.Hidden = !r.b.labelled()
	r.label.TextSize = max(r.b.labelSize, smallestLabel)
	r.label.TextStyle.Bold = r.b.selected
	r.label.Color = theme.Color(theme.ColorNameForeground)
	if r.b.selected {
		r.label.Color = theme.Color(theme.ColorNamePrimary)
	}
	r.label.Refresh()
	r.mark.Refresh()
	r.Layout(r.b.Size())
}
