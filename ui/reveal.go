package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// revealFocused scrolls the views around the focused object, innermost
// first, just enough that the object is in sight within each, with a line
// of room below it for what an entry offers as it is typed into (the deck's
// card suggestions): an entry typed into never lies hidden below a view's
// edge, a bar pinned under the view or, in a browser, the phone's keyboard
// (which makes the window shorter). It looks into the containers, scrolls,
// cards and pop-ups of kidsOf. Called on the app's goroutine.
func revealFocused(c fyne.Canvas) {
	f, ok := c.Focused().(fyne.CanvasObject)
	if !ok || f == nil {
		return
	}
	path := pathTo(topLayer(c), f)
	var scrolls []*container.Scroll
	for _, o := range path {
		if s, ok := o.(*container.Scroll); ok {
			// Laid out now, outermost first: a change of a moment ago (a
			// card added above the entry) is laid out only at the next
			// frame, and the entry is not yet where it will be.
			s.Refresh()
			scrolls = append(scrolls, s)
		}
	}
	for i := len(scrolls) - 1; i >= 0; i-- {
		reveal(scrolls[i], f)
	}
}

// pathTo returns the objects from o down to target, both included, or nil
// when target is not within o.
func pathTo(o, target fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil || !o.Visible() {
		return nil
	}
	if o == target {
		return []fyne.CanvasObject{o}
	}
	for _, k := range kidsOf(o) {
		if p := pathTo(k, target); p != nil {
			return append([]fyne.CanvasObject{o}, p...)
		}
	}
	return nil
}

// reveal scrolls s so that f, within it, is in sight, with a line of room
// below it where there is room for that.
func reveal(s *container.Scroll, f fyne.CanvasObject) {
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(f).Y - d.AbsolutePositionForObject(s).Y
	h, view := f.Size().Height, s.Size().Height
	room := min(h, max(0, view-h)/2) // below it, for its suggestions
	y := s.Offset.Y
	switch {
	case top < 0 || h > view:
		y += top - theme.Padding()
	case top+h+room > view:
		y += top + h + room - view
	default:
		return
	}
	most := max(0, s.Content.MinSize().Height-view)
	s.ScrollToOffset(fyne.NewPos(s.Offset.X, min(max(0, y), most)))
}
