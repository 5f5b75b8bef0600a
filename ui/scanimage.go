package ui

import (
	"context"
	"errors"

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
// to onText; a file without a readable code is reported and changes nothing.
// The picture is read off the UI goroutine (readShared): a large photo
// takes a while.
func (sh *shell) scanImage(onText func(string)) {
	d := dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
		if err != nil || f == nil {
			return
		}
		sh.readShared("Looking for a code in the picture...", func(context.Context) func() {
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
