// Package webserve serves the app's browser build (the folder `make web`
// writes) on the local network, so the phones at a table open the app from
// a laptop: the command line's serve command and the desktop app's "Open on
// phones" both use it. It imports no Fyne.
package webserve
