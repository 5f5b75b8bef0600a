package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// NewWrapButton is a button whose words wrap onto more lines rather than
// widen the screen (a name can be 30 letters long): a button with no words
// under an icon and a wrapped label, which a tap reaches through. It
// returns the button, its label and the whole to lay out.
func NewWrapButton(text string, icon fyne.Resource, tapped func()) (*widget.Button, *WrapLabel, *fyne.Container) {
	b := widget.NewButton("", tapped)
	l := NewWrapLabel(text)
	return b, l, container.NewStack(b, container.NewBorder(nil, nil, widget.NewIcon(icon), nil, l))
}

// WrapLabel is a word-wrapped label that measures itself again whenever its
// width changes. A plain wrapped Label keeps the minimum height it had at its
// first, narrower width, which leaves gaps under it in stacked layouts.
type WrapLabel struct {
	widget.Label
}

func NewWrapLabel(text string) *WrapLabel {
	l := &WrapLabel{}
	l.Text = text
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// Resize lays the text out at the new size and, when the width changed,
// refreshes so that the parents see the new minimum height.
func (l *WrapLabel) Resize(size fyne.Size) {
	old := l.Size()
	l.Label.Resize(size)
	if old.Width != size.Width {
		l.Refresh()
	}
}
