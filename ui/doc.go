// Package ui holds the app's Fyne screens and widgets. It is the only package
// that imports fyne.io. The screens work over the session layer (package
// session), which holds the card book, the running game and the settings and
// saves them; the rules live in engine and tracker.
//
// The screens, one button each in the navigator (nav.go: equal-width buttons
// at the bottom on a phone, a column at the side on a wide window):
//
//   - Game (package ui/gameui, built with gameui.New, a kit.Host and
//     the route to the battle resolver): the new-game form with the
//     players' colours, the round dashboard with a scoreboard strip and
//     what to do at the table in each phase, battle results, the Trophy
//     Phase, game over with the winner's banner, the history with
//     undo/redo, and a game against the app.
//   - Battle (battle*.go, deckedit.go, playback*.go, with the board, the
//     log's plain words and the rule chips of package ui/board): the questions first and Settle pinned at the bottom,
//     both decks entered with type-ahead, settled by the engine off the UI
//     goroutine with rolled or exact-odds dice, or die by die as the user
//     taps them (the battle waits at each die and goes on at the tap,
//     battleask.go), then played back beat by beat on a board of card tiles, every rule a chip that opens the
//     rulebook's words (assets.Rulebook) or our one-sentence reading.
//   - Cards (package ui/cardsui, built with cardsui.New and a kit.Host):
//     the card book, the players' cards over the reference cards, with the
//     editor, QR sharing and cards from a friend. The QR view and the busy
//     row of a share code being read (ui/sharing) are shared with the
//     battle resolver and the app.
//   - Learn (package ui/learnui, built with learnui.New and a kit.Host):
//     the course's lessons with the progress kept, each lesson's battle
//     paused before a "What happens next?" question on the board of
//     ui/board, and the review of the questions missed; the playback's
//     "Quiz me on this battle" opens its battle there (QuizOn).
//   - Tools (tools.go, phones.go, shelf.go): rock dice, the team-name
//     generator, on a desktop "Open on phones" (serving the browser build),
//     and the "More games" shelf: other games the same players play, each
//     opened over the tools page with a way back, keeping its state. Each
//     game's screen is a package of its own under ui/shelf, given a
//     kit.Host (the session, the window, the clipboard, the random source):
//     the Super Auto Pets board game (ui/shelf/tableauui), the animal
//     exercise card game (ui/shelf/exerciseui) and the Super Fantasy Brawl
//     automa (ui/shelf/automaui).
//   - Settings (settings.go): theme, text size and the rock die's faces.
//
// Every screen of package ui is a private struct built by a newXScreen constructor that
// takes the shell (app.go: the session, the window, the random source and
// the navigator), with its handlers as methods; screens never read each
// other's fields, and redraw when the session announces a change. Widgets
// and formatters every screen shares, the theme and the text sizes live in
// ui/kit; the tests' shared harness (looks, screenshots, layout checks, a
// test Host) in ui/internal/uitest. The app keeps its
// state through a session.Store (store.go): files where Fyne's storage root
// is a folder, Fyne's storage API elsewhere (the browser). In the browser,
// web_js.go connects the window to the page (phone keyboards, focus) and
// location_js.go reads a share code from the page's address. Long work
// runs off the UI goroutine on kit.Task and reports back through fyne.Do. The tests drive
// the screens through Fyne's test package, and TestScreenshots renders every
// screen state at 360x740 and 1024x768 (SCREENSHOTS=DIR writes the PNGs),
// checking that nothing is wider than the phone.
package ui
