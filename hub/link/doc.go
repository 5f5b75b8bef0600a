// Package link is a phone's end of a live table: one connection to the
// table's hub that says hello with the table's code and the phone's seat
// token, sends the phone's moves each with its own sequence number, hears
// every answer and value, and, when the hub is lost, tries again with a
// growing wait (at once when the page is seen again) and sends again, in
// order, the moves the hub had not answered (the hub answers a repeat
// again and never plays it twice).
//
// A move made while the hub is lost is not kept to be sent later: the
// phone shows the table read-only until it is back, and Send refuses such
// a move at once with the reason, because a move sent later would be
// played on a game that may have changed meanwhile, behind the table's
// back.
//
// It builds natively and for the browser (js/wasm), over the browser's
// WebSocket.
package link
