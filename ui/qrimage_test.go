//go:build !(js && wasm)

package ui

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/share"
)

// scanStages reads the picture in data as readQRImage does, with the
// stages it began; cancelAt, when positive, cancels the reading as its
// cancelAt-th stage begins.
func scanStages(t *testing.T, data []byte, cancelAt int) (string, []string, error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stages []string
	s := qrScan{ctx: ctx, onStage: func(stage string) {
		stages = append(stages, stage)
		if len(stages) == cancelAt {
			cancel()
		}
	}}
	text, err := s.read(bytes.NewReader(data))
	return text, stages, err
}

// A small file whose header says 30000 x 30000 pixels (it took 33 s and
// 2 GB to decode one of 109 KB) is refused by its header, in plain words,
// and never decoded; a 48 MP photo's size passes the header.
func TestAScannedPictureOfTooManyPixelsIsRefusedByItsHeader(t *testing.T) {
	crafted := pngHeaderOnly(30000, 30000)
	require.Less(t, len(crafted), 100, "a small file")
	_, stages, err := scanStages(t, crafted, 0)
	assert.EqualError(t, err, "this picture is 30000 x 30000 pixels: the app reads pictures of at most 50 million pixels. Crop it or take a smaller one")
	assert.Equal(t, []string{"read", "header"}, stages, "the picture is not decoded")

	_, stages, err = scanStages(t, pngHeaderOnly(8064, 6048), 0)
	assert.ErrorContains(t, err, "not a PNG or JPEG picture", "the header only: it passes, and decoding finds no pixels")
	assert.Equal(t, []string{"read", "header", "decode"}, stages, "a 48 MP photo is decoded")
}

// endless is a file that never ends, counting what was read of it.
type endless struct{ read int }

func (e *endless) Read(p []byte) (int, error) {
	e.read += len(p)
	return len(p), nil
}

// A picture file larger than maxScanBytes is refused once a byte more has
// been read, not read to its end.
func TestAScannedPictureFileTooLargeIsRefusedUnread(t *testing.T) {
	f := &endless{}
	var stages []string
	_, err := qrScan{ctx: context.Background(), onStage: func(s string) { stages = append(stages, s) }}.read(f)
	assert.EqualError(t, err, "this picture file is over 40 MB, the most the app reads. Crop the picture or save it smaller")
	assert.Equal(t, maxScanBytes+1, f.read)
	assert.Equal(t, []string{"read"}, stages)
}

// Cancelled as any of its stages begins, a reading ends with the context's
// error and begins no other stage.
func TestACancelledScanOfAPictureStopsBetweenStages(t *testing.T) {
	blank := encodePNG(t, whiteGray(3000, 2000))
	_, all, err := scanStages(t, blank, 0)
	require.EqualError(t, err, "no QR code was found in the picture")
	require.Equal(t, []string{"read", "header", "decode", "luminance", "look at 1500 x 1000", "look at 3000 x 2000"}, all,
		"every stage, the small look first")
	for i := range all {
		_, stages, err := scanStages(t, blank, i+1)
		assert.ErrorIs(t, err, context.Canceled, "cancelled at %q", all[i])
		assert.Equal(t, all[:i+1], stages, "nothing is begun after Cancel")
	}
}

// A look holds a bounded number of pixels whatever picture is allowed: a
// 12 MP photo is looked at whole, a 48 MP one at half its width and height.
func TestAScannedPictureIsLookedAtScaledDown(t *testing.T) {
	for _, c := range []struct{ w, h, most, wantW, wantH int }{
		{400, 400, 2_000_000, 400, 400},
		{4032, 3024, 16_000_000, 4032, 3024},
		{8064, 6048, 16_000_000, 4032, 3024},
		{4032, 3024, 2_000_000, 1344, 1008}, // the small look of a 48 MP photo, from its large look
		{maxScanPixels, 1, 16_000_000, 12_500_000, 1},
		{7071, 7071, 16_000_000, 3536, 3536},
	} {
		w, h := shrunkSize(c.w, c.h, c.most)
		assert.Equal(t, [2]int{c.wantW, c.wantH}, [2]int{w, h}, "%d x %d at %d", c.w, c.h, c.most)
		assert.LessOrEqual(t, w*h, c.most)
	}
}

// A photo of a screen showing a code (a JPEG, larger than the small look)
// reads: a code that fills much of it in the small look, a small code in
// the large one. So does a screenshot of a code on a see-through
// background, which counts as white.
func TestACodeIsScannedFromAPhotoAndFromASeeThroughPicture(t *testing.T) {
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	link := share.Link("http://192.168.1.20:8080/", payload)
	for side, found := range map[int]string{300: "look at 1200 x 900", 60: "look at 2400 x 1800"} {
		pic, err := share.QRCode(link, side)
		require.NoError(t, err)
		code, err := png.Decode(bytes.NewReader(pic))
		require.NoError(t, err)
		photo := image.NewRGBA(image.Rect(0, 0, 2400, 1800))
		draw.Draw(photo, photo.Rect, image.NewUniform(color.Gray{0xe0}), image.Point{}, draw.Src)
		draw.Draw(photo, code.Bounds().Add(image.Pt(1501, 901)), code, image.Point{}, draw.Src)
		var buf bytes.Buffer
		require.NoError(t, jpeg.Encode(&buf, photo, &jpeg.Options{Quality: 90}))
		text, stages, err := scanStages(t, buf.Bytes(), 0)
		require.NoError(t, err, "a code of %d pixels", side)
		assert.Equal(t, link, text)
		assert.Equal(t, found, stages[len(stages)-1], "a code of %d pixels", side)
	}

	pic, err := share.QRCode(link, 300)
	require.NoError(t, err)
	code, err := png.Decode(bytes.NewReader(pic))
	require.NoError(t, err)
	seeThrough := image.NewNRGBA(code.Bounds())
	for y := range code.Bounds().Dy() {
		for x := range code.Bounds().Dx() {
			if lum, _, _, _ := code.At(x, y).RGBA(); lum < 0x8000 {
				seeThrough.Set(x, y, color.NRGBA{0x20, 0x20, 0x40, 0xff})
			}
		}
	}
	text, err := readQRImage(context.Background(), bytes.NewReader(encodePNG(t, seeThrough)))
	require.NoError(t, err)
	assert.Equal(t, link, text)
}

// whiteGray is a white grey picture of w x h pixels.
func whiteGray(w, h int) *image.Gray {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	return img
}

// encodePNG is img as a PNG file.
func encodePNG(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}
