package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// phonesCard is the desktop's "Open on phones": it serves the browser build
// on the local network with the hub of the live tables, and shows the
// address with the table's code as a QR code, so the phones at the table
// open the app at the table with their cameras. While it serves, share
// codes link to it.
type phonesCard struct {
	// setAddress tells the app where phones open the browser build ("" when
	// it is not served), so share codes link there.
	setAddress func(url string)
	content    fyne.CanvasObject
	help       *kit.WrapLabel
	url        *kit.WrapLabel
	problem    *kit.WrapLabel
	image      *canvas.Image
	toggle     *widget.Button
	scan       *widget.Button // reads a share code from a picture file
	server     *phonesServer  // while serving, else nil
	addr       string         // where to listen; "" for every interface on the default port
	tables     string         // the folder of the tables; "" for the desktop app's own
}

// newPhonesCard builds the card; nil in the browser and on phones, which
// serve nothing. setAddress is told where phones open the build while it
// is served ("" once it stops); scan reads a code from a picture file.
func newPhonesCard(setAddress func(url string), scan func()) *phonesCard {
	if isMobile() || inBrowser {
		return nil
	}
	c := &phonesCard{setAddress: setAddress}
	c.help = kit.NewWrapLabel("Serve the app to the phones on this network: each player opens it by pointing their camera at the code.")
	c.url = kit.NewWrapLabel("")
	c.url.TextStyle.Bold = true
	c.url.Hide()
	c.problem = kit.ErrorLabel()
	c.image = canvas.NewImageFromResource(nil)
	c.image.FillMode = canvas.ImageFillContain
	c.image.ScaleMode = canvas.ImageScaleFastest
	c.image.SetMinSize(fyne.NewSquareSize(sharing.QRSide))
	c.image.Hide()
	c.toggle = widget.NewButtonWithIcon("Open on phones", theme.ComputerIcon(), c.onToggle)
	c.toggle.Importance = widget.HighImportance
	c.scan = widget.NewButtonWithIcon("Open a code from a picture", theme.FileImageIcon(), scan)
	c.content = widget.NewCard("Open on phones", "", container.NewVBox(
		c.help, c.problem, container.NewCenter(c.image), c.url, c.toggle,
		kit.NewWrapLabel("A friend's battle or cards as a screenshot or photo of their code:"), c.scan))
	return c
}

// onToggle starts or stops serving.
func (c *phonesCard) onToggle() {
	if c.server != nil {
		c.stop()
		return
	}
	var err error
	if c.server, err = servePhones(c.addr, c.tables); err != nil {
		kit.SetError(c.problem, err)
		return
	}
	kit.SetError(c.problem, nil)
	c.setAddress(c.server.URL)
	if png, err := share.QRCode(c.server.TableURL, sharing.QRPixels); err == nil {
		c.image.Resource = fyne.NewStaticResource("phones.png", png)
		c.image.Show()
		c.image.Refresh()
	}
	c.url.SetText(strings.TrimSpace(c.server.TableURL + " · Table code: " + wire.SpokenCode(c.server.Table) + " · " +
		c.server.Audience + " " + c.server.Limits))
	c.url.Show()
	c.toggle.SetText("Stop serving")
	c.toggle.SetIcon(theme.MediaStopIcon())
}

// stop ends serving and hides the code.
func (c *phonesCard) stop() {
	_ = c.server.Close()
	c.server = nil
	c.setAddress("")
	c.image.Hide()
	c.url.Hide()
	c.toggle.SetText("Open on phones")
	c.toggle.SetIcon(theme.ComputerIcon())
}
