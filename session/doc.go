// Package session is the layer between the screens (and the command line)
// and the rules: everything the players keep, and the one way it is kept.
//
// Every kept thing is a document (document.go) of one kind: the card book,
// the running game (with, in a game against the app, the app's side of it:
// its difficulty, its hand, the shop the human entered, each round's
// decks), the settings, the Learn progress, the battle being set up in the
// resolver, and the three games of the "More games" shelf. A document is a
// value that is never changed in place: a change works on a copy, is
// checked whole and becomes the value only when it succeeds, under one
// lock, with one notice to the subscribers after the lock is let go.
// Undo and redo are one mechanism for every game: the value before each
// step is kept (MaxUndo of them), and written with the value.
//
// Every game changes by moves: each has a handle, a Doc (handle.go:
// Session.Game, the game tracker's, with GameMove its moves and GameState
// its value; Session.Tableau, Session.Exercise, Session.Automa), whose Do
// applies one of the game's named, serialisable moves by the game's one
// pure function, as a step labelled with the move's words; Undo, Redo,
// Steps, Value, Subscribe, End and Reset are the rest of it. Chance a move
// needs (a shuffle, a random first player) is drawn by the session into the
// move before it is applied, so applying is pure.
//
// Each document is one blob of a Store, in one format (envelope.go): the
// app, the kind, the format's version, the value, and the steps to undo
// and redo, each as the bytes that differ from its neighbour. What must
// stay together is one document, so one atomic write. There is one path to
// read a blob (readDocument): a blob that cannot be read, is of another
// kind or app, of a newer version, or holds a value its kind refuses is
// kept aside as NAME.damaged-TIME.json, reported in plain words
// (DamagedError) and nothing else is touched. Blobs of the versions before
// kind tags are read and written again in this format, once.
//
// A blob is at most MaxBlobSize bytes, what a Store reads back. A change is
// checked against it when it is made, by the one place every change of a
// document passes (document.setLocked): a value too big to keep is refused
// in plain words, and nothing changes nor is written; when only the steps
// to undo and redo would make the blob too big, the oldest are dropped.
//
// DirStore keeps blobs as files in a folder (desktop and command line); the
// ui package provides a Store over Fyne's storage API for phones and the
// browser. Writes run on one background goroutine, in order, and when a
// blob is changed again before its last state was written only the newest
// state is written: the goroutine that changes the session never waits
// for a disk nor for the encoding of a blob.
//
// A live table (table.go, linked.go): Session.Table is the session as a
// table's hub keeps it (the phones' moves played through the handles);
// JoinTable binds a phone's table documents (the game and the shelf's
// games) to a hub instead: their values are the hub's, read by the kind's
// decoder, with the last step's words and no steps of their own; Do, Undo
// and Redo send the move and return once it is sent (refused at once while
// the hub is lost); the hub's answer comes later, a refusal as
// TableStatus (ChangeTable). Nothing runs ahead of the hub, nothing of the
// table is saved as the phone's, and the phone's own game waits aside
// until LeaveTable. The card book, settings, Learn progress and battle
// draft stay the phone's; the seat token is kept in its store
// (table-seat.json), so a reload rejoins the same seat.
//
// A Session is safe for concurrent use. Subscribers hear of every change
// once, after it is made, on the goroutine that made it.
package session
