//go:build !(js && wasm)

package ui

import (
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // photos of a code
	_ "image/png"  // screenshots of a code
	"io"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
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
