//go:build js && wasm

package ui

import "github.com/sapcompanion/sapcompanion/internal/problem"

// phonesServer stands for the desktop's server of "Open on phones"
// (phones_serve.go). The browser build has no such card (newPhonesCard is
// nil there), so it leaves Go's HTTP server out of its download.
type phonesServer struct {
	URL, TableURL, Table, Audience, Limits string
}

// Close does nothing: nothing is served.
func (*phonesServer) Close() error { return nil }

// servePhones fails: a browser cannot serve.
func servePhones(string, string) (*phonesServer, error) {
	return nil, problem.Newf("ui", "a browser cannot serve the app")
}
