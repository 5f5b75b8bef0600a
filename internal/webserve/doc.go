// Package webserve serves the app's browser build (the folder `make web`
// writes) on the local network, so the phones at a table open the app from
// a laptop: the command line's serve command and the desktop app's "Open on
// phones" both use it. It imports no Fyne.
//
// It listens on every interface by default, since the phones must reach it,
// so anyone on the network can: Server.Audience says so in plain words for
// the player to read. It therefore serves the app and nothing else (see
// Handler): the regular files of the build folder, never through a link or
// a path that leads out of it, no folder listings and no dotfiles; GET and
// HEAD only; each file with a fixed Content-Type and a Cache-Control that
// never lets a phone mix files of two builds. The http.Server has read,
// header, write and idle timeouts and a cap on open connections (Options),
// so a stalled or idle client cannot hold it.
package webserve
