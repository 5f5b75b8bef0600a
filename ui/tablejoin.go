package ui

import (
	"net/url"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// hubPath is where a live table's hub listens beside the app's files:
// webserve.HubPath (a test checks they agree), not imported, as the
// browser build would carry the whole server for one string.
const hubPath = "/hub"

// maxAddress is the most characters a table's address may have.
const maxAddress = 300

// hubAddress reads where a table is: address is what `serve` prints and
// its code opens ("http://192.168.1.20:8080/?table=ACDEFG"), or only its
// host and port; code, when given, is the table's code typed apart, and
// wins over the address's. It returns the hub's WebSocket address (ws://
// or wss://, at hubPath) and the code as given (JoinTable checks
// it), or what is wrong in the players' words.
func hubAddress(address, code string) (hub, table string, err error) {
	address = strings.TrimSpace(address)
	if address == "" {
		return "", "", problem.Newf("ui", "Type the table's address, as the computer serving it shows it.")
	}
	if len(address) > maxAddress {
		return "", "", problem.Newf("ui", "The table's address is %d characters long; one is at most %d.", len(address), maxAddress)
	}
	if !strings.Contains(address, "://") {
		address = "http://" + address
	}
	u, err := url.Parse(address)
	if err != nil || u.Host == "" || u.User != nil {
		return "", "", problem.Newf("ui", "%q is not a table's address: type it as the computer serving the table shows it, such as http://192.168.1.20:8080.", address)
	}
	scheme, ok := map[string]string{"http": "ws", "ws": "ws", "https": "wss", "wss": "wss"}[strings.ToLower(u.Scheme)]
	if !ok {
		return "", "", problem.Newf("ui", "A table's address starts with http:// or https://, not %s://.", u.Scheme)
	}
	if table = strings.TrimSpace(code); table == "" {
		table = u.Query().Get("table")
	}
	if table == "" {
		return "", "", problem.Newf("ui", "Type the table's code too: six letters and digits.")
	}
	return (&url.URL{Scheme: scheme, Host: u.Host, Path: hubPath}).String(), table, nil
}
