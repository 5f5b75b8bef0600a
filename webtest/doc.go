// Package webtest tests the browser build as a phone would use it: the
// repository's build/web, brought up to date by `make web-fresh` (which
// builds only when the sources changed since the last build), is served on
// 127.0.0.1 by a small static server of the tests' own, which like `APP
// serve` sends only the files on the build's list (files.txt), and headless
// Chromium (Debian's chromium), driven with chromedp, opens it emulating a
// phone: 390x844 CSS pixels, touch, an Android user agent. The tests tap
// the tabs, settle a battle, drag the card book, type with phone-keyboard
// events and key presses, and reload and restart the browser to check that
// the card book, the running game and the settings survive and that the app
// opens offline. They kill the browser, SIGKILL to all of its processes at
// once as a phone's system kills it, 0 to 300 ms after a tap that changes
// what the app keeps, 50 times on one profile, and check that no start
// opens with a dialog over a blob it could not read and that nothing stored
// before the tap is lost; and they leave a saved game as such a kill left
// it in Fyne's file emulation over IndexedDB, where older versions kept it
// (its spare copy whole, the game an entry with no data), and check that
// the app opens the spare copy. They turn the phone sideways in several
// states (typing, a running game in dark at Extra large text, after a
// reload, a dialog open) and check that the app is drawn where a tap hits
// it; check that the look chosen is back pixel for pixel after a reload and
// that Normal text after Extra large is laid out as on a first start; drag
// 400 px from a name field and from a button; and type cards with Enter at
// once, the field staying in sight above the pinned bar and the keyboard.
// They paste 5,000 and 200,000 characters into fields and check that what
// is over a field's limit is refused at once, the limit named; drag and tap
// + in the board game's combat; type cards after Clear; type a name and
// Save in the card editor; and settle a 5-v-5 battle with a card not in
// the book, added through the Cards tab and where it is typed, logging the
// taps, keys and seconds of each (no verdict depends on a time). On the
// Game tab they paste 5,000 characters into a player's name (refused, the
// limit named), measure the scoreboard's figures on the phone held upright
// and double-tap each button that ends a phase of a round, checking that
// one phase changes (they pause as a player does before each, longer than
// the second the tab waits after a phase ended by a tap).
// At a live table (table_test.go) the build and a real hub are served
// together by internal/webserve on 127.0.0.1, as `serve` serves them: two
// phones open the table's address with its code, sit as Ana and Ben and
// play a phase move each, both showing the same game after every move; a
// phone reloaded mid-game returns to its seat; a phone at a wrong code is
// told so and shows nothing of the table; a phone taken offline (DevTools'
// network emulation, its WebSocket dropped at the hub) shows its last view
// read-only with the reconnecting line, has a tap refused at once, and
// catches up on return.
// They find what to tap by its words (sapc.find) where they can. With
// SCREENSHOTS=DIR they write PNGs of what they saw there. They only read
// build/web: each browser's profile is a temporary folder of its own.
//
// The tests come in two tiers. With -short (make test) the package runs one
// smoke test, TestPhone's smoke steps: the app loads, every tab shows its
// screen, the phone is turned sideways and back and every tab is tapped
// where it is drawn, a player's name is typed, a battle is settled to its
// result, and the console shows no error; TestDownloadSize, which only
// reads the size of the download; and TestTheBuildListsItsFiles, which
// checks that the build's list names every file of it. Without -short (make test-long) every
// step and test runs.
//
// Nothing sleeps for a fixed time (but the random wait between a tap and
// a kill, and a player's pause before each phase's button): after each tap, key and text the tests wait on the app's own
// signals (sapc.idle, sapc.touching; see ui/web_js.go and web/phone.js),
// and a screenshot waits until two frames look alike.
//
// The benchmarks measure the compressed download, the time from navigation
// to the app's first frame (first visit, reload, restart of the browser),
// and the engine's speed as WebAssembly (under Node, with Go's
// go_js_wasm_exec) against native code.
//
// The package has no code outside its tests. The tests skip, saying why,
// only when this Go toolchain cannot build for GOOS=js GOARCH=wasm; a
// missing Chromium is a failure that names the apt-get line (`make test`
// installs it).
package webtest
