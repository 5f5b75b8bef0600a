// Package ui is the app: its window, the navigator between the tabs
// (nav.go: equal-width buttons at the bottom on a phone, a column at the
// side on a wide window), the wiring of the tabs to each other, and the
// tabs too small for a package of their own. The screens work over the
// session layer (package session), which holds the card book, the running
// game and the settings and saves them; the rules live in engine and
// tracker. Fyne is imported by the packages of the screens alone, ui and
// those under it (make layers checks it), and by main, which starts the
// app.
//
// There is one way to build a screen: a constructor given a kit.Host (the
// session, the window, the clipboard, the random source, a way to open a
// link; host in app.go makes it) and, where the screen leads elsewhere,
// options whose functions the app wires to the other tabs. The tabs:
//
//   - Game (package ui/gameui, gameui.New): the new-game form, the round
//     dashboard, battle results, the Trophy Phase, the history with undo
//     and redo, and a game against the app. Its Options.Settle opens a
//     battle of the game in the resolver (App.settle).
//   - Battle (package ui/battleui, battleui.New): the battle resolver, its
//     set-up, rolled, asked or exact-odds dice and the playback on the
//     board of ui/board. Its Options.Quiz opens a settled battle on the
//     Learn tab (App.quiz), Options.Read reads a pasted share code in the
//     app's dialog (App.readShared).
//   - Cards (package ui/cardsui, cardsui.New): the card book, with the
//     editor, QR sharing and cards from a friend.
//   - Learn (package ui/learnui, learnui.New): the course's lessons with
//     the progress kept, and the quiz a settled battle becomes (QuizOn).
//   - Tools (tools.go, phones.go, shelf.go, diewidget.go, newToolsScreen):
//     rock dice, the team-name generator, on a desktop "Open on phones"
//     (serving the browser build) and "Join a table" (tablejoin.go: a live
//     table another computer serves) and the "More games" shelf, each game a
//     package of its own under ui/shelf built with New(kit.Host): the
//     Super Auto Pets board game (ui/shelf/tableauui), the animal exercise
//     card game (ui/shelf/exerciseui) and the Super Fantasy Brawl automa
//     (ui/shelf/automaui).
//   - Settings (settings.go, newSettingsScreen): theme, text size, the
//     rock die's faces and shop tracking.
//
// The tabs and the games of the shelf are feature packages: none imports
// another (make layers refuses it); they share ui/kit (widgets, layouts,
// the theme and its text sizes, Host, Task), ui/board (the battle board
// and its words, which the playback and Learn share), ui/sharing (the QR
// view and the reading of share codes) and ui/internal/uitest (the tests'
// harness: looks, screenshots, layout checks, a test Host). Each screen is
// built the first time its tab is shown or something asks for it
// (App.battle, App.learn and so on) and redraws when the session announces
// a change. No ui package opens files itself: the app keeps its state
// through a session.Store (store.go): files where Fyne's storage root is a
// folder, the browser's own database in the browser. There, web_js.go
// connects the window to the page (phone keyboards, focus, the hooks the
// browser tests drive, and the page seen again waking a live table's
// link) and location_js.go reads a share code from the page's address,
// and a live table's code (?table=), which the app joins at launch
// (App.joinPagesTable). At a live table, the one line above the tabs
// (table.go, tableBar) says how the phone stands, the hub's refusal of
// its last move, and offers the seats while it has none; the screens read
// the table's game from the session as ever; a code handed to the app is read in a dialog off the UI
// goroutine (App.offerShared). Long work runs off the UI goroutine on
// kit.Task and reports back through fyne.Do. The tests drive the app
// through Fyne's test package, and TestScreenshots renders every state of
// the app at 360x740 and 1024x768 (SCREENSHOTS=DIR writes the PNGs),
// checking that nothing is wider than the phone; the Battle tab's states
// are among them, driven through the entry points of battleui's drive.go.
package ui
