// Package wire is what the phones at a live table and the hub say to each
// other: the messages, one JSON object each over a WebSocket, their limits,
// and the table codes and seat tokens that let a phone in. Both ends use
// it (the hub natively, a phone compiled to WebAssembly), so they can never
// disagree on a field.
//
// A phone says hello with the table's code (and its seat token after the
// first visit), sits down or watches, and sends moves, each with the
// revision it saw and its own sequence number. The hub answers every move,
// accepted or refused with the players' reason, and sends every phone of
// the table each new value. Decode refuses anything else, with words a
// player could read, and reads nothing it does not understand.
package wire
