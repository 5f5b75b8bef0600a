package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// phoneWidth is the narrowest window laid out for a desktop: below it the
// screen tabs sit at the bottom, within reach of a thumb; from it on they
// sit at the side.
const phoneWidth = 600

// adaptiveNav lays out the app's tabs, moving the tab bar between the bottom
// (phones, narrow windows) and the side (wide windows) as the size changes.
type adaptiveNav struct {
	tabs   *container.AppTabs
	mobile bool // a phone or tablet: tabs always at the bottom
	loc    container.TabLocation
}

func newAdaptiveNav(tabs *container.AppTabs, mobile bool) *fyne.Container {
	n := &adaptiveNav{tabs: tabs, mobile: mobile, loc: container.TabLocationTop}
	return container.New(n, tabs)
}

// Layout picks the tab location for this width, then fills the space.
func (n *adaptiveNav) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	loc := container.TabLocationLeading
	if n.mobile || size.Width < phoneWidth {
		loc = container.TabLocationBottom
	}
	if loc != n.loc {
		n.loc = loc
		n.tabs.SetTabLocation(loc)
	}
	n.tabs.Move(fyne.NewPos(0, 0))
	n.tabs.Resize(size)
}

// MinSize is the tabs' own.
func (n *adaptiveNav) MinSize(_ []fyne.CanvasObject) fyne.Size { return n.tabs.MinSize() }
