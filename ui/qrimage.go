//go:build !(js && wasm)

package ui

import (
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/jpeg" // photos of a code
	_ "image/png"  // screenshots of a code
	"io"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// The bounds of a picture read for a QR code. A phone's photo has 12
// million pixels as a rule (4032 x 3024), and 48 or 50 million at its
// largest (8064 x 6048); as a JPEG it is under 25 MB. A larger file, or a
// picture whose header says it has more pixels, is refused before it is
// decoded: decoding holds every pixel (a PNG of 109 KB that says 30000 x
// 30000 took 2 GB and 33 s). Within these bounds decoding holds at most
// 75 MB for a phone's JPEG (150 MB with colour at full resolution), 200 MB
// for a PNG (400 MB with 16-bit colour), beside the file's bytes; what
// comes after it is smaller (scanLooks).
const (
	// maxScanBytes is the largest picture file read: a larger one is
	// refused once maxScanBytes+1 bytes are read.
	maxScanBytes = 40 << 20
	// maxScanPixels is the most pixels a picture read may have.
	maxScanPixels = 50_000_000
)

// scanLooks are how many pixels the QR code is looked for in, at most,
// smallest first: the picture is scaled down to each in turn (a look does
// not scale it up). The small look is quick and finds a code that fills
// much of the picture; the large one finds a code that is small in it. A
// look cannot be stopped halfway (gozxing's detection has no cancel), so
// the largest is bounded too: a 12 MP photo is looked at whole, a 48 MP one
// at half its width and height, and a look holds 16 MB at most.
var scanLooks = []int{2_000_000, 16_000_000}

// readQRImage reads the text of the QR code in a PNG or JPEG image: a
// screenshot or a photo of a friend's share code. It reads in stages and
// stops before the next once ctx is done, with ctx's error.
func readQRImage(ctx context.Context, r io.Reader) (string, error) {
	return qrScan{ctx: ctx}.read(r)
}

// qrScan is one reading of a picture for its QR code, in stages: the file,
// its header, the decoding, its luminance, then each look (scanLooks).
// Before each stage it checks ctx: once ctx is done nothing more is done.
type qrScan struct {
	ctx context.Context
	// onStage, when not nil, is told of each stage as it begins: for the
	// tests, which count the work done.
	onStage func(stage string)
}

// read reads the text of the QR code in the picture r holds.
func (s qrScan) read(r io.Reader) (string, error) {
	data, err := s.readFile(r)
	if err != nil {
		return "", err
	}
	lum, err := s.decode(data)
	if err != nil {
		return "", err
	}
	text, err := s.find(lum)
	if cancelled := s.ctx.Err(); cancelled != nil {
		return "", cancelled // cancelled during the last look: its result is not wanted
	}
	return text, err
}

// begin begins stage, unless ctx is done: then it returns ctx's error.
func (s qrScan) begin(stage string) error {
	if err := s.ctx.Err(); err != nil {
		return err
	}
	if s.onStage != nil {
		s.onStage(stage)
	}
	return nil
}

// readFile reads the picture file, maxScanBytes at most.
func (s qrScan) readFile(r io.Reader) ([]byte, error) {
	if err := s.begin("read"); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(r, maxScanBytes+1))
	if err != nil {
		return nil, problem.Newf("ui", "the picture file cannot be read (%v)", err)
	}
	if len(data) > maxScanBytes {
		return nil, problem.Newf("ui", "this picture file is over %d MB, the most the app reads. Crop the picture or save it smaller", maxScanBytes>>20)
	}
	return data, nil
}

// decode decodes the picture in data, once its header says it has
// maxScanPixels at most, and returns its luminance at the size of the
// largest look.
func (s qrScan) decode(data []byte) (*image.Gray, error) {
	if err := s.begin("header"); err != nil {
		return nil, err
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, notAPicture(err)
	}
	if int64(cfg.Width)*int64(cfg.Height) > maxScanPixels {
		return nil, problem.Newf("ui", "this picture is %d x %d pixels: the app reads pictures of at most %d million pixels. Crop it or take a smaller one",
			cfg.Width, cfg.Height, maxScanPixels/1_000_000)
	}
	if err := s.begin("decode"); err != nil {
		return nil, err
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, notAPicture(err)
	}
	if err := s.begin("luminance"); err != nil {
		return nil, err
	}
	return shrink(s.ctx, img, scanLooks[len(scanLooks)-1])
}

// notAPicture is the error for a file that does not decode as a picture.
func notAPicture(err error) error {
	return problem.Newf("ui", "the file is not a PNG or JPEG picture (%v)", err)
}

// find looks for the QR code in lum at each size of scanLooks, smallest
// first, and returns the text of the first found.
func (s qrScan) find(lum *image.Gray) (string, error) {
	tried := 0
	for _, most := range scanLooks {
		w, h := shrunkSize(lum.Rect.Dx(), lum.Rect.Dy(), most)
		if w*h <= tried {
			continue // no larger than the look before
		}
		tried = w * h
		if err := s.begin(fmt.Sprintf("look at %d x %d", w, h)); err != nil {
			return "", err
		}
		look, err := shrink(s.ctx, lum, most)
		if err != nil {
			return "", err
		}
		if text, ok := detectQR(look); ok {
			return text, nil
		}
	}
	return "", problem.Newf("ui", "no QR code was found in the picture")
}

// detectQR reads the QR code in lum, if it finds one.
func detectQR(lum *image.Gray) (string, bool) {
	w, h := lum.Rect.Dx(), lum.Rect.Dy()
	src, err := gozxing.NewPlanarYUVLuminanceSource(lum.Pix[lum.PixOffset(lum.Rect.Min.X, lum.Rect.Min.Y):], lum.Stride, h, 0, 0, w, h, false)
	if err != nil {
		return "", false
	}
	bmp, err := gozxing.NewBinaryBitmap(gozxing.NewHybridBinarizer(src))
	if err != nil {
		return "", false
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true})
	if err != nil {
		return "", false
	}
	return res.GetText(), true
}
