//go:build !(js && wasm)

package ui

import "fyne.io/fyne/v2"

// startWeb connects the window to the web page around it; outside a
// browser there is none (see web_js.go).
func startWeb(fyne.Window, func() string) {}

// inBrowser: the app runs in a web page (see web_js.go); here it does not.
const inBrowser = false

// inGLContext runs f; only the browser needs the GL context for it (see
// web_js.go).
func inGLContext(_ fyne.Window, f func()) { f() }

// watchVisibility calls wake whenever the page is seen again; outside a
// browser there is no page (see web_js.go).
func watchVisibility(func()) {}
