package ui

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/share"
)

func TestAShareCodeIsReadFromAPicture(t *testing.T) {
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	code, err := share.QRCode(share.Link("http://192.168.1.20:8080/", payload), 400)
	require.NoError(t, err)
	text, err := readQRImage(bytes.NewReader(code))
	require.NoError(t, err)
	kind, cards, err := share.Decode(text)
	require.NoError(t, err, "the link in the picture reads as the payload")
	assert.Equal(t, share.KindCards, kind)
	assert.Equal(t, "card Turtle: pet 3", cards)
}

func TestAPictureWithoutACodeIsRefused(t *testing.T) {
	_, err := readQRImage(strings.NewReader("not a picture"))
	assert.ErrorContains(t, err, "not a PNG or JPEG picture")
	white := image.NewGray(image.Rect(0, 0, 200, 200))
	for i := range white.Pix {
		white.Pix[i] = 0xff
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, white))
	_, err = readQRImage(&buf)
	assert.EqualError(t, err, "no QR code was found in the picture")
	assert.True(t, canScanImages(), "the test driver is a desktop")
}

func TestACodeReadFromAPictureOpensWhereItBelongs(t *testing.T) {
	u, _ := newTestApp(t, 1)
	require.NotNil(t, u.tools().phones.scan, "a desktop offers to read a picture")
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	u.nav.openShared(payload) // what the file dialog hands on
	waitReadings(u)
	assert.Equal(t, tabCards, u.nav.selected)
	open, _, _ := u.cardBook().FriendsPage()
	assert.True(t, open)
}
