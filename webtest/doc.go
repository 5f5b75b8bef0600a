// Package webtest tests the browser build as a phone would use it: the
// folder `make web` builds is served on 127.0.0.1 by a small static server
// of the tests' own, and headless Chromium (Debian's chromium), driven with
// chromedp, opens it emulating a phone: 390x844 CSS pixels, touch, an
// Android user agent. The tests tap the tabs, drag the card book, type with
// phone-keyboard events and key presses, and reload and restart the browser
// to check that the card book, the running game and the settings survive
// and that the app opens offline. With SCREENSHOTS=DIR they write PNGs of
// what they saw there.
//
// The benchmarks measure the compressed download, the time from navigation
// to the app's first frame, and the engine's speed as WebAssembly (under
// Node, with Go's go_js_wasm_exec) against native code.
//
// The package has no code outside its tests. The tests skip, saying why,
// only when this Go toolchain cannot build for GOOS=js GOARCH=wasm; a
// missing Chromium is a failure that names the apt-get line (`make test`
// installs it).
package webtest
