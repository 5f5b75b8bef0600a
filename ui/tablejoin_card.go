//go:build !(js && wasm)

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

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

// newJoinCard is the "Join a table" card (the browser build has none: it
// joins the table of the address it was opened at, tablejoin_js.go).
func newJoinCard(sess *session.Session) *joinCard {
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
