//go:build js && wasm

package ui

import (
	"context"
	"io"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// readQRImage fails in the browser, which offers no picture to read
// (canScanImages): phones open a scanned link by themselves. That leaves the
// QR code reader and the character sets it brings out of the browser build.
func readQRImage(context.Context, io.Reader) (string, error) {
	return "", problem.Newf("ui", "reading a code from a picture is for desktops")
}
