package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// scrollAt scrolls what a finger dragging at pos (in the canvas's units)
// moves, by d: the content follows the finger, so a finger moving up (d.DY
// negative) scrolls down. The drag's axis is the one d moves along. What
// scrolls is the innermost scrolling view under pos that can move along that
// axis: a scroll container, a list or a grid of the app's; the insides of
// other widgets are not looked into, so a drag that starts on an entry, a
// button or a card's tile scrolls the view they sit in, not the entry's own
// line of text. The topmost pop-up or dialog under pos takes the drag before
// the window's content. It reports whether anything could take the drag
// (a view already at its end takes it and stays). Called on the app's
// goroutine.
func scrollAt(c fyne.Canvas, pos fyne.Position, d fyne.Delta) bool {
	// A pop-up covers the window: what lies under it takes no drag.
	return scrollIn(topLayer(c), fyne.Position{}, pos, d, d.DY != 0)
}

// scrollIn scrolls the innermost view under pos within o, placed at abs in
// the canvas, that scrolls along the drag's axis.
func scrollIn(o fyne.CanvasObject, abs, pos fyne.Position, d fyne.Delta, vertical bool) bool {
	if o == nil || !o.Visible() || !under(o, abs, pos) {
		return false
	}
	kids := kidsOf(o)
	for i := len(kids) - 1; i >= 0; i-- { // the last drawn lies on top
		if k := kids[i]; scrollIn(k, abs.Add(k.Position()), pos, d, vertical) {
			return true
		}
	}
	return scrollView(o, d, vertical)
}

// under reports whether pos lies on o, placed at abs.
func under(o fyne.CanvasObject, abs, pos fyne.Position) bool {
	s := o.Size()
	return pos.X >= abs.X && pos.Y >= abs.Y && pos.X < abs.X+s.Width && pos.Y < abs.Y+s.Height
}

// kidsOf are the objects within o that the app's own walks of the screen
// look into (scrollAt, revealFocused, findText, the browser's sapc.texts),
// in the order they are drawn: a container's objects, and the content of a
// scroll, a card or a pop-up, and what a screen of the app's shows
// (kit.Shower). The insides of other widgets are left out.
func kidsOf(o fyne.CanvasObject) []fyne.CanvasObject {
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{x.Content}
	case *widget.Card:
		kids = []fyne.CanvasObject{x.Content}
	case *widget.PopUp:
		kids = []fyne.CanvasObject{x.Content}
	case kit.Shower:
		kids = []fyne.CanvasObject{x.Shown()}
	}
	return slices.DeleteFunc(slices.Clone(kids), func(k fyne.CanvasObject) bool { return k == nil })
}

// scrollView scrolls o by d if o is a view that scrolls along the drag's
// axis and has more to show along it.
func scrollView(o fyne.CanvasObject, d fyne.Delta, vertical bool) bool {
	switch v := o.(type) {
	case *container.Scroll:
		return scrollContainer(v, d, vertical)
	case interface { // a list or a grid of the app's
		GetScrollOffset() float32
		ScrollToOffset(float32)
	}:
		if !vertical {
			return false
		}
		v.ScrollToOffset(v.GetScrollOffset() - d.DY)
		return true
	}
	return false
}

// scrollContainer scrolls s by d if it scrolls along the drag's axis and
// its content is larger than it along it.
func scrollContainer(s *container.Scroll, d fyne.Delta, vertical bool) bool {
	size, content := s.Size(), s.Content.MinSize()
	switch {
	case vertical && (s.Direction == container.ScrollHorizontalOnly || s.Direction == container.ScrollNone):
		return false
	case !vertical && (s.Direction == container.ScrollVerticalOnly || s.Direction == container.ScrollNone):
		return false
	case vertical && content.Height <= size.Height:
		return false
	case !vertical && content.Width <= size.Width:
		return false
	}
	s.Scrolled(&fyne.ScrollEvent{Scrolled: d})
	return true
}
