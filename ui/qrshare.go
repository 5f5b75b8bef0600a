package ui

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

// qrPixels is the side of the QR code image drawn, in pixels.
const qrPixels = 512

// qrSide is the side of the QR code on screen.
const qrSide float32 = 280

// qrShare shows a card-language text or a battle as a QR code and as the
// payload text to copy into a chat; a friend reads either in the app.
type qrShare struct {
	// address is the address of the browser build phones open, "" for
	// none (read when a code is drawn: it changes while the desktop
	// serves); clipboard is where Copy puts the payload.
	address   func() string
	clipboard func() fyne.Clipboard
	kind      share.Kind                // what is shared
	open      func(v fyne.CanvasObject) // shows the view on its screen
	content   fyne.CanvasObject
	scroll    *container.Scroll

	title      *widget.Label
	image      *canvas.Image
	waiting    *widget.Label
	payload    *kit.WrapLabel
	problem    *kit.WrapLabel
	copyButton *widget.Button
	copied     *widget.Label
	backButton *widget.Button
	onBack     func()

	text    string       // what is shared: card-language lines or battle notation
	code    string       // its payload; "" when it cannot be shared
	drawing task[[]byte] // the QR code being drawn, as a PNG
}

// newQRShare builds the view for sharing texts of kind; helpText tells the
// friend where to paste, and open shows the view. The app's address and
// clipboard come from sh, read when they are used.
func newQRShare(sh *shell, kind share.Kind, helpText string, open func(v fyne.CanvasObject)) *qrShare {
	q := &qrShare{address: func() string { return sh.webURL }, clipboard: sh.fyne.Clipboard, kind: kind, open: open}
	q.title = kit.PageTitle("")
	q.image = canvas.NewImageFromResource(nil)
	q.image.FillMode = canvas.ImageFillContain
	q.image.ScaleMode = canvas.ImageScaleFastest // sharp modules for the camera
	q.image.SetMinSize(fyne.NewSquareSize(qrSide))
	q.waiting = widget.NewLabel("Drawing the code...")
	q.waiting.Alignment = fyne.TextAlignCenter
	help := kit.NewWrapLabel(helpText)
	help.SizeName = theme.SizeNameCaptionText
	q.payload = kit.NewWrapLabel("")
	q.payload.Wrapping = fyne.TextWrapBreak
	q.payload.TextStyle.Monospace = true
	q.payload.SizeName = theme.SizeNameCaptionText
	q.problem = kit.ErrorLabel()
	q.copyButton = widget.NewButtonWithIcon("Copy the text", theme.ContentCopyIcon(), q.onCopy)
	q.copyButton.Importance = widget.HighImportance
	q.copied = widget.NewLabel("")
	q.copied.Hide()
	q.backButton = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { q.onBack() })

	code := container.NewStack(q.waiting, container.NewCenter(q.image))
	q.scroll = container.NewVScroll(container.NewVBox(code, q.problem, help, q.payload))
	top := container.NewBorder(nil, nil, q.backButton, nil, q.title)
	bottom := container.NewVBox(q.copied, q.copyButton)
	q.content = container.NewBorder(top, bottom, nil, nil, q.scroll)
	return q
}

// show opens the view sharing text under title; Back runs back.
func (q *qrShare) show(title, text string, back func()) {
	q.title.SetText(title)
	q.text = text
	q.onBack = back
	q.copied.Hide()
	q.image.Resource = nil
	q.image.Refresh()
	q.drawing.drop()
	code, err := share.Encode(q.kind, text)
	if err != nil {
		q.code = ""
		kit.SetError(q.problem, err)
		q.payload.SetText("")
		q.waiting.Hide()
		q.copyButton.Disable()
	} else {
		q.code = code
		kit.SetError(q.problem, nil)
		q.payload.SetText(code)
		q.waiting.Show()
		q.copyButton.Enable()
	}
	q.scroll.ScrollToTop()
	q.open(q.content)
	if q.code != "" {
		q.draw(share.Link(q.address(), q.code)) // last: the UI is not touched after it starts
	}
}

// draw renders the QR code of code (a payload, or a link to the app that
// carries it) off the UI goroutine and shows it, unless another code was
// asked for meanwhile.
func (q *qrShare) draw(code string) {
	q.drawing.start(func(context.Context, reporter) ([]byte, error) {
		return share.QRCode(code, qrPixels)
	}, q.drawn)
}

// drawn shows the QR code drawn, as a PNG, or why there is none.
func (q *qrShare) drawn(png []byte, err error) {
	q.waiting.Hide()
	if err != nil {
		kit.SetError(q.problem, err)
		return
	}
	q.image.Resource = fyne.NewStaticResource("share.png", png)
	q.image.Refresh()
}

// wait blocks until the codes being drawn are shown; for tests.
func (q *qrShare) wait() { q.drawing.wait() }

// onCopy puts the payload text on the clipboard.
func (q *qrShare) onCopy() {
	if q.code == "" {
		return
	}
	q.clipboard().SetContent(q.code)
	q.copied.SetText("Copied. Paste it into a chat.")
	q.copied.Show()
}
