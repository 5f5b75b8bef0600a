package ui

import (
	"context"
	"errors"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// canScanImages reports whether this device offers to read a code from a
// picture file: desktops, where there is no camera to point. Phones open a
// scanned link by themselves.
func canScanImages() bool { return !isMobile() && !inBrowser }

// scanImage asks for a picture file and hands the text of the QR code in it
// to onText (scanPicture).
func (u *App) scanImage(onText func(string)) {
	d := dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
		if err != nil || f == nil {
			return
		}
		u.scanPicture(f, onText)
	}, u.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".jpg", ".jpeg"}))
	d.Show()
}

// scanPicture reads the QR code in the picture file f and hands its text to
// onText; a file without a readable code, or too large a picture, is
// reported and changes nothing. The picture is read off the UI goroutine
// (readShared): a large photo takes a while, and Cancel stops the reading
// between its stages (readQRImage). f is closed once read.
func (u *App) scanPicture(f io.ReadCloser, onText func(string)) {
	u.readShared("Looking for a code in the picture...", func(ctx context.Context) func() {
		defer f.Close()
		text, err := readQRImage(ctx, f)
		return func() {
			if err != nil {
				dialog.ShowError(errors.New(kit.Sentence(kit.ErrText(err))+"."), u.win)
				return
			}
			onText(text)
		}
	})
}
