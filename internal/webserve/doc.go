// Package webserve serves the app's browser build (the folder `make web`
// writes) on the local network, so the phones at a table open the app from
// a laptop: the command line's serve command and the desktop app's "Open on
// phones" both use it. It imports no Fyne.
//
// It listens on every interface by default, since the phones must reach it,
// so anyone on the network can: Server.Audience says so in plain words for
// the player to read. It therefore serves the app and nothing else (see
// Handler): the files on the build's own list (ListFile, which `make web`
// writes), never through a link or a path that leads out of the folder, no
// folder listings and no dotfiles; GET and HEAD only; each file with a
// fixed Content-Type and a Cache-Control that never lets a phone mix files
// of two builds. It answers only the requests addressed to it: its Host
// must be one of its addresses, localhost or the computer's name, so that
// a page of another site whose name was pointed at this computer (DNS
// rebinding) is refused, 421 Misdirected Request. The http.Server has read,
// header, write and idle timeouts and a cap on open connections (Options).
// When every connection is taken, the one that has waited longest for a
// request (idle between two, or stalled in its header) is closed for the
// new one, so idle or stalled clients cannot keep a phone out.
package webserve
