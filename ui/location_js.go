//go:build js && wasm

package ui

import (
	"syscall/js"

	"github.com/sapcompanion/sapcompanion/share"
)

// pageAddress is the address the browser build was opened at, without its
// fragment: what a shared code links to.
func pageAddress() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

// pageHref is the whole address the page was opened at, with its query
// (?table=, a live table's code).
func pageHref() string { return js.Global().Get("location").Get("href").String() }

// takeSharedFragment returns the fragment the page was opened with (a share
// code after "#", from a friend's QR code) and removes it from the address,
// so a reload does not offer it again. "" when there is none.
func takeSharedFragment() string {
	hash := js.Global().Get("location").Get("hash").String()
	if len(hash) < 2 {
		return ""
	}
	js.Global().Get("history").Call("replaceState", nil, "", pageAddress())
	// Not decodeURIComponent: it throws on a broken escape ("#%"), and a
	// JavaScript exception is a panic here, at launch.
	return share.FromFragment(hash)
}
