package ui

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

func TestAShareCodeIsReadFromAPicture(t *testing.T) {
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	code, err := share.QRCode(share.Link("http://192.168.1.20:8080/", payload), 400)
	require.NoError(t, err)
	text, err := readQRImage(context.Background(), bytes.NewReader(code))
	require.NoError(t, err)
	kind, cards, err := share.Decode(text)
	require.NoError(t, err, "the link in the picture reads as the payload")
	assert.Equal(t, share.KindCards, kind)
	assert.Equal(t, "card Turtle: pet 3", cards)
}

func TestAPictureWithoutACodeIsRefused(t *testing.T) {
	_, err := readQRImage(context.Background(), strings.NewReader("not a picture"))
	assert.ErrorContains(t, err, "not a PNG or JPEG picture")
	white := image.NewGray(image.Rect(0, 0, 200, 200))
	for i := range white.Pix {
		white.Pix[i] = 0xff
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, white))
	_, err = readQRImage(context.Background(), &buf)
	assert.EqualError(t, err, "no QR code was found in the picture")
	assert.True(t, canScanImages(), "the test driver is a desktop")
}

func TestACodeReadFromAPictureOpensWhereItBelongs(t *testing.T) {
	u, _ := newTestApp(t, 1)
	require.NotNil(t, u.tools().phones.scan, "a desktop offers to read a picture")
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	u.offerShared(payload) // what the file dialog hands on
	waitReadings(u)
	assert.Equal(t, tabCards, u.nav.selected)
	open, _, _ := u.cardBook().FriendsPage()
	assert.True(t, open)
}

// pictureFile is a picture file as the file dialog hands it on, counting
// what was read of it.
type pictureFile struct {
	r      io.Reader
	read   int
	closed bool
}

func (f *pictureFile) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	f.read += n
	return n, err
}

func (f *pictureFile) Close() error {
	f.closed = true
	return nil
}

// The picture is read in the dialog with a Cancel: Cancel before the
// reading begins and the file is not read (it used to be read to its end,
// and a large photo decoded, with the result thrown away), nor anything
// opened; it is closed. Not cancelled, the code is handed on.
func TestCancelStopsTheScanOfAPicture(t *testing.T) {
	u, w := newTestApp(t, 1)
	code, err := share.QRCode("http://192.168.1.20:8080/#code", 400)
	require.NoError(t, err)
	var got []string
	onText := func(text string) { got = append(got, text) }

	release := uitest.HoldReadings(t, u.sharedReading())
	f := &pictureFile{r: bytes.NewReader(code)}
	u.scanPicture(f, onText)
	uitest.AssertBusy(t, u.reading, "Looking for a code in the picture...")
	uitest.TapDialogButton(t, w, "Cancel")
	release()
	waitReadings(u)
	assert.Zero(t, f.read, "nothing is read after Cancel")
	assert.True(t, f.closed)
	assert.Empty(t, got)
	assert.Nil(t, w.Canvas().Overlays().Top(), "nothing is said")

	f = &pictureFile{r: bytes.NewReader(code)}
	u.scanPicture(f, onText)
	waitReadings(u)
	assert.Equal(t, []string{"http://192.168.1.20:8080/#code"}, got)
	assert.True(t, f.closed)
}

// A picture of too many pixels is refused in plain words, which name its
// size and the limit.
func TestAScannedPictureOfTooManyPixelsIsRefusedInADialog(t *testing.T) {
	u, w := newTestApp(t, 1)
	f := &pictureFile{r: bytes.NewReader(pngHeaderOnly(30000, 30000))}
	u.scanPicture(f, func(string) { t.Error("nothing is handed on") })
	waitReadings(u)
	assert.Contains(t, uitest.DialogText(w), "This picture is 30000 x 30000 pixels: the app reads pictures of at most 50 million pixels. Crop it or take a smaller one.")
	assert.True(t, f.closed)
}

// pngHeaderOnly is a PNG file whose header says it is w x h grey pixels,
// and which holds none: what a crafted picture can claim in a few bytes.
func pngHeaderOnly(w, h int) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(data))))
		b.WriteString(kind)
		b.Write(data)
		b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(append([]byte(kind), data...))))
	}
	ihdr := binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, uint32(w)), uint32(h))
	chunk("IHDR", append(ihdr, 8, 0, 0, 0, 0)) // 8-bit grey, not interlaced
	chunk("IEND", nil)
	return b.Bytes()
}
