package ui

import (
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // photos of a code
	_ "image/png"  // screenshots of a code
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// maxScanBytes is the largest image file read for a QR code.
const maxScanBytes = 20 << 20

// readQRImage reads the text of the QR code in a PNG or JPEG image: a
// screenshot or a photo of a friend's share code.
func readQRImage(r io.Reader) (string, error) {
	img, _, err := image.Decode(io.LimitReader(r, maxScanBytes))
	if err != nil {
		return "", fmt.Errorf("the file is not a PNG or JPEG picture (%v)", err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", fmt.Errorf("the picture cannot be read (%v)", err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true})
	if err != nil {
		return "", errors.New("no QR code was found in the picture")
	}
	return res.GetText(), nil
}

// canScanImages reports whether this device offers to read a code from a
// picture file: desktops, where there is no camera to point. Phones open a
// scanned link by themselves.
func canScanImages() bool { return !isMobile() && pageAddress() == "" }

// scanImage asks for a picture file and hands the text of the QR code in it
// to onText; a file without a readable code is reported and changes nothing.
// The picture is read off the UI goroutine (readShared): a large photo
// takes a while.
func (sh *shell) scanImage(onText func(string)) {
	d := dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
		if err != nil || f == nil {
			return
		}
		sh.readShared("Looking for a code in the picture...", func() func() {
			defer f.Close()
			text, err := readQRImage(f)
			return func() {
				if err != nil {
					dialog.ShowError(errors.New(kit.Sentence(err.Error())+"."), sh.win)
					return
				}
				onText(text)
			}
		})
	}, sh.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".jpg", ".jpeg"}))
	d.Show()
}
