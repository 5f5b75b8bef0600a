package sharing

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// QRPixels is the side of the QR code image drawn, in pixels.
const QRPixels = 512

// QRSide is the side of the QR code on screen.
const QRSide float32 = 280

// QR shows a card-language text or a battle as a QR code and as the
// payload text to copy into a chat; a friend reads either in the app.
type QR struct {
	// address is the address of the browser build phones open, "" for
	// none (read when a code is drawn: it changes while the desktop
	// serves); clipboard is where Copy puts the payload.
	address   func() string
	clipboard func() fyne.Clipboard
	kind      share.Kind                // what is shared
	open      func(v fyne.CanvasObject) // shows the view on its screen
	// Content is the view, which Show opens. Image (the QR code), Payload
	// (its text), CopyButton and BackButton are there for the tests of
	// the screens that share.
	Content fyne.CanvasObject
	scroll  *container.Scroll

	title      *widget.Label
	Image      *canvas.Image
	waiting    *widget.Label
	Payload    *kit.WrapLabel
	problem    *kit.WrapLabel
	CopyButton *widget.Button
	copied     *widget.Label
	BackButton *widget.Button
	onBack     func()

	text    string           // what is shared: card-language lines or battle notation
	code    string           // its payload; "" when it cannot be shared
	drawing kit.Task[[]byte] // the QR code being drawn, as a PNG
}

// NewQR builds the view for sharing texts of kind; helpText tells the
// friend where to paste, and open shows the view. address is the address of
// the browser build phones open ("" for none) and clipboard where Copy puts
// the payload, both read when they are used.
func NewQR(kind share.Kind, helpText string, address func() string, clipboard func() fyne.Clipboard, open func(v fyne.CanvasObject)) *QR {
	q := &QR{address: address, clipboard: clipboard, kind: kind, open: open}
	q.title = kit.PageTitle("")
	q.Image = canvas.NewImageFromResource(nil)
	q.Image.FillMode = canvas.ImageFillContain
	q.Image.ScaleMode = canvas.ImageScaleFastest // sharp modules for the camera
	q.Image.SetMinSize(fyne.NewSquareSize(QRSide))
	q.waiting = widget.NewLabel("Drawing the code...")
	q.waiting.Alignment = fyne.TextAlignCenter
	help := kit.NewWrapLabel(helpText)
	help.SizeName = theme.SizeNameCaptionText
	q.Payload = kit.NewWrapLabel("")
	q.Payload.Wrapping = fyne.TextWrapBreak
	q.Payload.TextStyle.Monospace = true
	q.Payload.SizeName = theme.SizeNameCaptionText
	q.problem = kit.ErrorLabel()
	q.CopyButton = widget.NewButtonWithIcon("Copy the text", theme.ContentCopyIcon(), q.onCopy)
	q.CopyButton.Importance = widget.HighImportance
	q.copied = widget.NewLabel("")
	q.copied.Hide()
	q.BackButton = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { q.onBack() })

	code := container.NewStack(q.waiting, container.NewCenter(q.Image))
	q.scroll = container.NewVScroll(container.NewVBox(code, q.problem, help, q.Payload))
	top := container.NewBorder(nil, nil, q.BackButton, nil, q.title)
	bottom := container.NewVBox(q.copied, q.CopyButton)
	q.Content = container.NewBorder(top, bottom, nil, nil, q.scroll)
	return q
}

// Show opens the view sharing text under title; Back runs back.
func (q *QR) Show(title, text string, back func()) {
	q.title.SetText(title)
	q.text = text
	q.onBack = back
	q.copied.Hide()
	q.Image.Resource = nil
	q.Image.Refresh()
	q.drawing.Drop()
	code, err := share.Encode(q.kind, text)
	if err != nil {
		q.code = ""
		kit.SetError(q.problem, err)
		q.Payload.SetText("")
		q.waiting.Hide()
		q.CopyButton.Disable()
	} else {
		q.code = code
		kit.SetError(q.problem, nil)
		q.Payload.SetText(code)
		q.waiting.Show()
		q.CopyButton.Enable()
	}
	q.scroll.ScrollToTop()
	q.open(q.Content)
	if q.code != "" {
		q.draw(share.Link(q.address(), q.code)) // last: the UI is not touched after it starts
	}
}

// draw renders the QR code of code (a payload, or a link to the app that
// carries it) off the UI goroutine and shows it, unless another code was
// asked for meanwhile.
func (q *QR) draw(code string) {
	q.drawing.Start(func(context.Context, kit.Reporter) ([]byte, error) {
		return share.QRCode(code, QRPixels)
	}, q.drawn)
}

// drawn shows the QR code drawn, as a PNG, or why there is none.
func (q *QR) drawn(png []byte, err error) {
	q.waiting.Hide()
	if err != nil {
		kit.SetError(q.problem, err)
		return
	}
	q.Image.Resource = fyne.NewStaticResource("share.png", png)
	q.Image.Refresh()
}

// Wait blocks until the codes being drawn are shown; for tests.
func (q *QR) Wait() { q.drawing.Wait() }

// onCopy puts the payload text on the clipboard.
func (q *QR) onCopy() {
	if q.code == "" {
		return
	}
	q.clipboard().SetContent(q.code)
	q.copied.SetText("Copied. Paste it into a chat.")
	q.copied.Show()
}

// Code is the payload of the text on show; "" when it cannot be shared.
func (q *QR) Code() string { return q.code }
