package uitest

import (
	"bytes"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// TapDialogButton taps the button labelled text in the dialog on top of w.
func TapDialogButton(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "a dialog is open")
	b := FindButton(top, text)
	require.NotNil(t, b, "the dialog has a %q button", text)
	test.Tap(b)
}

// TapWhere taps the middle of o where it is on w's screen, as a finger
// does, and returns what got the tap: whatever tappable is there now, nil
// when nothing is (o hidden, moved away or covered lets a finger miss it).
func TapWhere(t testing.TB, w fyne.Window, o fyne.CanvasObject) fyne.Tappable {
	t.Helper()
	require.True(t, o.Size().Width > 0 && o.Size().Height > 0, "%T is laid out", o)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
	c := w.Canvas()
	got := tappableAt(c.Content(), at)
	if top := c.Overlays().Top(); top != nil {
		got = tappableAt(top, at)
	}
	test.TapCanvas(c, at)
	return got
}

// tappableAt is the tappable object on show under root at the canvas
// position at, the last drawn (on top) where several are; nil for none.
func tappableAt(root fyne.CanvasObject, at fyne.Position) fyne.Tappable {
	var found fyne.Tappable
	var walk func(o fyne.CanvasObject, pos fyne.Position)
	walk = func(o fyne.CanvasObject, pos fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		pos = pos.Add(o.Position())
		if at.X < pos.X || at.Y < pos.Y || at.X >= pos.X+o.Size().Width || at.Y >= pos.Y+o.Size().Height {
			return
		}
		if x, ok := o.(fyne.Tappable); ok {
			found = x
		}
		for _, c := range children(o) {
			walk(c, pos)
		}
	}
	walk(root, fyne.Position{})
	return found
}

// FindButton finds the button labelled text under o.
func FindButton(o fyne.CanvasObject, text string) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if x.Text == text {
			return x
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if b := FindButton(c, text); b != nil {
				return b
			}
		}
		return nil
	}
	if wd, ok := o.(fyne.Widget); ok {
		for _, c := range test.WidgetRenderer(wd).Objects() {
			if b := FindButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// ScanQR reads the text of a QR code image (PNG), as a camera would.
func ScanQR(t *testing.T, img []byte) string {
	t.Helper()
	m, err := png.Decode(bytes.NewReader(img))
	require.NoError(t, err)
	bmp, err := gozxing.NewBinaryBitmapFromImage(m)
	require.NoError(t, err)
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	require.NoError(t, err)
	return res.GetText()
}

// HoldReadings holds r's readings until the returned function is called
// (once, at the latest when the test ends), which runs them in place.
func HoldReadings(t *testing.T, r *sharing.Reading) (release func()) {
	return HoldWork(t, r.Task())
}

// AssertBusy checks r shows that it is busy doing what, with a Cancel.
func AssertBusy(t *testing.T, r *sharing.Reading, what string) {
	t.Helper()
	assert.True(t, r.Busy())
	assert.True(t, r.Content.Visible(), "the busy row shows")
	assert.Positive(t, r.Content.Size().Height, "the busy row is laid out")
	assert.True(t, r.Bar.Running(), "the progress bar runs")
	assert.True(t, r.CancelButton.Visible())
	assert.Equal(t, what, r.Label.Text)
}
