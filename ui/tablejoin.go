package ui

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// maxAddress is the most characters a table's address may have.
const maxAddress = 300

// hubAddress reads where a table is: address is what `serve` prints and
// its code opens ("http://192.168.1.20:8080/?table=ACDEFG"), or only its
// host and port; code, when given, is the table's code typed apart, and
// wins over the address's. It returns the hub's WebSocket address (ws://
// or wss://, at webserve.HubPath) and the code as given (JoinTable checks
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
	return (&url.URL{Scheme: scheme, Host: u.Host, Path: webserve.HubPath}).String(), table, nil
}

// joinCard is the Tools card of a desktop that joins a live table another
// computer serves ("Join a table"): its address and code, Join and Leave.
type joinCard struct {
	sess    *session.Session
	content fyne.CanvasObject
	address *kit.Entry
	code    *kit.Entry
	problem *kit.WrapLabel
	join    *widget.Button
	leave   *widget.Button
}

// newJoinCard is the "Join a table" card; nil in the browser, which joins
// the table of the address it was opened at.
func newJoinCard(sess *session.Session) *joinCard {
	if inBrowser {
		return nil
	}
	c := &joinCard{sess: sess, address: kit.NewEntry(maxAddress), code: kit.NewEntry(20), problem: kit.ErrorLabel()}
	c.address.SetPlaceHolder("http://192.168.1.20:8080/?table=ACDEFG")
	c.code.SetPlaceHolder("The table's code, such as ACD EFG")
	c.join = widget.NewButtonWithIcon("Join the table", theme.LoginIcon(), c.onJoin)
	c.join.Importance = widget.HighImportance
	c.leave = widget.NewButtonWithIcon("Leave the table", theme.LogoutIcon(), func() {
		sess.LeaveTable()
		c.problem.Hide()
	})
	c.content = widget.NewCard("Join a table", "", container.NewVBox(
		kit.NewWrapLabel("Play a table another computer serves: type the address and code it shows. This computer's own game waits until you leave."),
		widget.NewLabel("Address"), c.address, widget.NewLabel("Code"), c.code, c.problem, kit.NewFitRow(c.join, c.leave)))
	return c
}

// onJoin joins the table typed, or says what is wrong and changes nothing.
func (c *joinCard) onJoin() {
	hub, code, err := hubAddress(c.address.Text, c.code.Text)
	if err == nil {
		err = c.sess.JoinTable(hub, code, hublink.Options{})
	}
	kit.SetError(c.problem, err)
}
