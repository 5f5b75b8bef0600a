package uitest

import (
	"fmt"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// slack is how far, in pixels, sizes may be off by rounding.
const slack = 0.5

// placed is a visible object with its position in the window.
type placed struct {
	obj   fyne.CanvasObject
	pos   fyne.Position
	layer int // 0 in the window's content, i+1 in its overlay i
}

// size is the area o draws in: a widget smaller than its minimum draws
// past its edges.
func (p placed) size() fyne.Size {
	s := p.obj.Size()
	if _, ok := p.obj.(fyne.Widget); ok {
		m := p.obj.MinSize()
		s = fyne.NewSize(max(s.Width, m.Width), max(s.Height, m.Height))
	}
	return s
}

// span is where o draws from left to right, relative to its position: text
// draws its letters where its alignment puts them, whatever its size.
func span(o fyne.CanvasObject) (left, right float32) {
	w := placed{obj: o}.size().Width
	t, ok := o.(*canvas.Text)
	if !ok {
		return 0, w
	}
	m := t.MinSize().Width
	switch t.Alignment {
	case fyne.TextAlignCenter:
		left = (w - m) / 2
	case fyne.TextAlignTrailing:
		left = w - m
	}
	return left, left + m
}

// internal reports whether o is a part of Fyne's own drawing that may
// overhang on purpose (shadows), is not a control (scroll bars) or draws
// nothing (spacers).
func internal(o fyne.CanvasObject) bool {
	if _, ok := o.(*layout.Spacer); ok {
		return true
	}
	n := reflect.TypeOf(o).String()
	return strings.Contains(n, "Shadow") || strings.Contains(n, "scrollBar") || strings.Contains(n, "Gradient")
}

// layoutCheck walks a window's objects and collects what a user would see
// wrong: things cut off at the window's edge or sticking out of their
// parents, widgets drawn over each other, controls too small for a finger
// and destructive buttons crowded by others.
type layoutCheck struct {
	win       fyne.Size
	lenient   bool // in a dialog: no overlap or inside-the-parent checks
	problems  []string
	tappables []placed
	layer     int // the layer being visited (see placed)
}

// LayoutProblems checks the window's content and its dialogs.
func LayoutProblems(w fyne.Window, win fyne.Size) []string {
	c := &layoutCheck{win: win}
	if m := w.Content().MinSize(); m.Width > win.Width+slack || m.Height > win.Height+slack {
		c.add("the screen needs %.0fx%.0f, more than the %.0fx%.0f window: it is cut off", m.Width, m.Height, win.Width, win.Height)
	}
	c.visit(w.Content(), fyne.Position{}, false, false)
	for i, o := range w.Canvas().Overlays().List() {
		c.layer = i + 1
		// Fyne's dialogs lay their parts over each other and past their
		// frames on purpose: only the window's edge and the touch targets
		// are checked there.
		c.lenient = true
		c.visit(o, fyne.Position{}, false, false)
	}
	c.checkTouch()
	return c.problems
}

func (c *layoutCheck) add(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// visit checks o, placed at abs in the window, and everything under it.
// inHScroll is set under a horizontally scrolling view, whose content may be
// wider than the window; quiet under an object already reported as cut off,
// whose parts are cut off with it.
func (c *layoutCheck) visit(o fyne.CanvasObject, abs fyne.Position, inHScroll, quiet bool) {
	if !o.Visible() || internal(o) {
		return
	}
	p := placed{o, abs, c.layer}
	l, r := span(o)
	if !inHScroll && !quiet && (abs.X+l < -slack || abs.X+r > c.win.Width+slack) {
		c.add("%s spans x %.0f to %.0f, outside the %.0f px window", describe(o), abs.X+l, abs.X+r, c.win.Width)
		quiet = true
	}
	if _, ok := o.(fyne.Tappable); ok {
		c.tappables = append(c.tappables, p)
	}
	scroll, isScroll := o.(*container.Scroll)
	hscroll := inHScroll || (isScroll && scroll.Direction != container.ScrollVerticalOnly)
	for _, k := range children(o) {
		if !k.Visible() || internal(k) {
			continue
		}
		kquiet := quiet
		if !hscroll && !quiet && !c.lenient {
			kquiet = !c.inside(o, k)
		}
		c.visit(k, abs.Add(k.Position()), hscroll, kquiet)
	}
	if box, ok := o.(*fyne.Container); ok && !isStack(box) && !c.lenient {
		c.checkOverlaps(box, abs)
	}
}

// inside reports child k sticking out of parent o sideways, and whether it
// fits.
func (c *layoutCheck) inside(o, k fyne.CanvasObject) bool {
	l, r := span(k)
	l, r = l+k.Position().X, r+k.Position().X
	if l < -slack || r > o.Size().Width+slack {
		c.add("%s (x %.0f to %.0f) sticks out of %s (%.0f wide)", describe(k), l, r, describe(o), o.Size().Width)
		return false
	}
	return true
}

// checkOverlaps reports visible widgets of box drawn over each other.
func (c *layoutCheck) checkOverlaps(box *fyne.Container, abs fyne.Position) {
	var ws []placed
	for _, k := range box.Objects {
		switch k.(type) {
		case *widget.Separator, *kit.ThemedRect:
			continue // lines between rows and backgrounds lie under things
		}
		if _, ok := k.(fyne.Widget); ok && k.Visible() {
			ws = append(ws, placed{k, abs.Add(k.Position()), c.layer})
		}
	}
	for i := range ws {
		for _, b := range ws[i+1:] {
			if gap(ws[i], b) < -slack {
				c.add("%s and %s overlap", describe(ws[i].obj), describe(b.obj))
			}
		}
	}
}

// checkTouch reports controls smaller than a fingertip and destructive
// buttons too close to another control.
func (c *layoutCheck) checkTouch() {
	for _, t := range c.tappables {
		s := t.obj.Size()
		if (s.Height < kit.TouchTarget-slack || s.Width < kit.TouchTarget-slack) && !c.nested(t) {
			c.add("%s is %.0fx%.0f, smaller than a %.0f px touch target", describe(t.obj), s.Width, s.Height, kit.TouchTarget)
		}
		if b, ok := t.obj.(*widget.Button); !ok || b.Importance != widget.DangerImportance {
			continue
		}
		for _, o := range c.tappables {
			// A dialog's buttons are compared with one another only: what
			// lies under the dialog takes no tap while it is open.
			if o.obj != t.obj && o.layer == t.layer && !contains(t, o) && !contains(o, t) && gap(t, o) < kit.DestructiveGap-slack {
				c.add("%s is %.0f px from %s, less than %d", describe(t.obj), max(0, gap(t, o)), describe(o.obj), kit.DestructiveGap)
			}
		}
	}
}

// nested reports whether t is a part of a larger control (the button of a
// select entry), which a finger reaches through the control.
func (c *layoutCheck) nested(t placed) bool {
	for _, o := range c.tappables {
		if o.obj != t.obj && contains(o, t) {
			return true
		}
	}
	return false
}

// gap is the distance between a and b: negative when they overlap, by the
// depth of the overlap.
func gap(a, b placed) float32 {
	as, bs := a.size(), b.size()
	dx := max(b.pos.X-(a.pos.X+as.Width), a.pos.X-(b.pos.X+bs.Width))
	dy := max(b.pos.Y-(a.pos.Y+as.Height), a.pos.Y-(b.pos.Y+bs.Height))
	return max(dx, dy)
}

// contains reports whether a's area holds b's (a widget inside another).
func contains(a, b placed) bool {
	as, bs := a.obj.Size(), b.obj.Size()
	return b.pos.X >= a.pos.X-slack && b.pos.Y >= a.pos.Y-slack &&
		b.pos.X+bs.Width <= a.pos.X+as.Width+slack && b.pos.Y+bs.Height <= a.pos.Y+as.Height+slack
}

// children are the objects o draws: a container's objects or a widget's
// renderer's.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch x := o.(type) {
	case *fyne.Container:
		return x.Objects
	case fyne.Widget:
		return test.WidgetRenderer(x).Objects()
	}
	return nil
}

// isStack reports whether box piles its objects on each other on purpose.
func isStack(box *fyne.Container) bool {
	if box.Layout == nil {
		return true
	}
	return strings.Contains(reflect.TypeOf(box.Layout).String(), "stackLayout")
}

// describe names o for a message: its type and its text, if it has one
// (a Text, Selected or title field, or a String method).
func describe(o fyne.CanvasObject) string {
	t := reflect.TypeOf(o).String()
	var text string
	if st, ok := o.(fmt.Stringer); ok {
		text = st.String()
	}
	if v := reflect.Indirect(reflect.ValueOf(o)); v.Kind() == reflect.Struct {
		for _, f := range []string{"Text", "Selected", "title"} {
			if fv := v.FieldByName(f); fv.IsValid() && fv.Kind() == reflect.String {
				text = fv.String()
				break
			}
		}
	}
	if len(text) > 40 {
		text = text[:40] + "…"
	}
	if text == "" {
		return t
	}
	return fmt.Sprintf("%s %q", t, text)
}
