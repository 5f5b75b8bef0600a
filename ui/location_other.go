//go:build !(js && wasm)

package ui

// pageAddress is "" outside the browser: the app was not opened at an
// address (the desktop app links to the address it serves, when it does).
func pageAddress() string { return "" }

// takeSharedFragment is "" outside the browser.
func takeSharedFragment() string { return "" }

// pageHref is "" outside the browser: a desktop joins a table from Tools.
func pageHref() string { return "" }
