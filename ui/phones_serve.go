//go:build !(js && wasm)

package ui

import "github.com/sapcompanion/sapcompanion/internal/webserve"

// phonesServer is the server of "Open on phones".
type phonesServer = webserve.Server

// servePhones serves the browser build (`make web`'s folder) on addr, ""
// for every interface on the default port.
func servePhones(addr string) (*phonesServer, error) {
	dir, err := webserve.FindBuild()
	if err != nil {
		return nil, err
	}
	return webserve.Start(dir, addr)
}
