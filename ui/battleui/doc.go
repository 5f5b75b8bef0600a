// Package battleui is the Battle tab, the battle resolver. Its Screen
// (battle.go) shows one of its parts at a time and hands the battle from
// one to the next:
//
//   - the set-up (setupForm, battlesetup.go): the questions first (who is
//     First Player, how the rock dice are rolled, the packs in play) with
//     Settle pinned at the bottom, both decks entered with type-ahead
//     (deckEditor, deckedit.go), the set-up kept as the session's battle
//     draft so a reload finds it, pasted and copied as battle notation or
//     shared by QR code, and the running game's battles offered;
//   - the busy row (busyRow, battleask.go): the battle settled by the
//     engine off the UI goroutine with rolled dice, or die by die as the
//     players tap them (the battle waits at each die and goes on at the
//     tap, askRun);
//   - the exact odds over every roll (oddsView, battleodds.go);
//   - the playback (playback.go, playback_beats.go): the settled battle
//     beat by beat on the battle board of ui/board, every rule a chip that
//     opens the rulebook's words, with the coach's best orders under it
//     (coachView, playback_coach.go) and, for a battle of the running
//     game, the result recorded in the game.
//
// The app builds the screen with New, given a kit.Host (the session whose
// card book, settings, battle draft and game it reads and changes, the
// window, the clipboard, the random source of the rolled dice) and Options
// (Quiz, which opens a settled battle on the Learn tab; Read, the app's
// dialog that reads a share code; the address share codes link to); it
// shows Content under Title. Settle opens a battle of the running
// game, Paste a battle or a battle's share code handed to the app, and
// RefreshGameBattles offers the game's battles each time the tab is shown.
// The methods of drive.go hand the app's tests the controls they tap; the
// app itself uses none of them. Like every feature package of ui it
// imports no other: only ui/kit, ui/board, ui/sharing and the layers
// below.
package battleui
