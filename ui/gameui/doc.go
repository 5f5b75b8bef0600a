// Package gameui is the Game tab, the tracker of a game at the table: the
// new-game form with the players' colours and who starts (gamesetup.go),
// the round dashboard with a scoreboard strip (scoreboard.go, gamegrid.go),
// the players' gold tokens (gold.go) and what to do at the table in each
// phase (gameplay.go, gameprompts.go), battle results, the Trophy Phase,
// game over with the winner's banner, the history with undo and redo
// (gamehistory.go) and, in a game against the app, the app's side: its
// shop, its instructions and its reference card (gamesolo.go), and its
// Battle Prep, face down until the human has ordered their deck
// (gamesoloprep.go). Turned sideways or in a wide window the round
// dashboard is the table view: a big tile per player beside the round
// (tableview.go), which with 2 players can turn to face each end of a
// phone lying flat (facing.go, drawn as pictures: Fyne draws text upright
// only). A screen's main actions keep their place as results, warnings and
// rows come and go (kit.NewReserve holds the room of what takes turns).
// Actions are moves done through the game's handle (Session.Game), which
// saves the game after each one off the UI goroutine; each redraw reads one
// snapshot of the game (its Value). A phase ended twice (a quick double
// tap) is refused as already done and shown as nothing.
//
// The app builds the screen with New, given a kit.Host (the session whose
// game it shows and changes, the window its dialogs open over, the
// clipboard the summary is copied to, the random source of the team names,
// a way to open BG Stats) and Options (Settle, which opens a battle of the
// game in the battle resolver, and Learn, which opens the Learn tab: other
// tabs); it shows Content under Title
// and Icon. Each view of the screen gets what it needs (barHooks,
// playHooks, soloHooks), not the screen. The methods of drive.go tap the
// screen's buttons as a player would, for the app's tests whose states
// cross the Game tab; the app itself uses none of them.
package gameui
