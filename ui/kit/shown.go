package kit

import "fyne.io/fyne/v2"

// Shower is a widget of the app's that draws one object of its own, as a
// screen of the More games shelf draws its view on show. The app's own
// walks of the screen (a finger's drag scrolling the view under it, the
// focused field brought into sight, the browser tests finding words) look
// into what Shown returns, as into a container's objects; the insides of
// other widgets are left out.
type Shower interface {
	fyne.Widget
	// Shown is the object the widget draws, laid out over all of it.
	Shown() fyne.CanvasObject
}
