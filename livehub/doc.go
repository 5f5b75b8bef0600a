// Package livehub is the app's hub of live tables: the tables kept in a
// folder, each a session (package session) in its own folder as the
// desktop app keeps its own, served to the phones by the hub (package hub)
// beside the browser build (internal/webserve), so `serve` and the desktop
// app's "Open on phones" hold the table's game. It sits beside the session
// as learn does: cli and ui use it, and nothing below them does.
package livehub
