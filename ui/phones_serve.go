//go:build !(js && wasm)

package ui

import (
	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/livehub"
)

// phonesServer is the server of "Open on phones": the browser build and
// the hub of the live tables.
type phonesServer = livehub.Server

// servePhones serves the browser build (`make web`'s folder) on addr, ""
// for every interface on the default port, with the hub of the tables
// kept in folder tables ("" for the desktop app's own tables folder).
func servePhones(addr, tables string) (*phonesServer, error) {
	dir, err := webserve.FindBuild()
	if err != nil {
		return nil, err
	}
	return livehub.Serve(dir, addr, livehub.Options{Tables: tables})
}
