// Package hub is the live table's hub: the laptop that serves the app holds
// each table's game and every phone at the table plays it through the hub.
//
// A table is a code (internal/wire.NewTable), its seats (the players' names
// and the secret token of the phone in each) and a Keeper: the table's
// documents, which the hub's caller makes from a session kept in the
// table's folder, so a restarted hub loses nothing. A phone connects over a
// WebSocket, says hello with the code, sits down or watches, and sends
// moves; the hub applies each one on the current value through the Keeper,
// answers it, accepted or refused with the players' reason, and sends every
// phone of the table each value that changed. A message a phone repeats
// (the same phone id and sequence number, after a reconnect) is answered
// again, never applied twice.
//
// The hub never blocks on a phone: each has a bounded queue, and a phone
// that falls behind is dropped (it reconnects and is sent every value
// again). Limits bound the message size, the messages a second from one
// phone, the phones at a table and the tables at a hub; a phone over one is
// told so.
package hub
