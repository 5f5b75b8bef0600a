package wire

import (
	"encoding/json"
)

// Kind names a message. The names are sent between phones and the hub of
// different builds: they never change.
type Kind string

// What a phone sends the hub.
const (
	// KindHello opens a connection: Table (the table's code), Phone (this
	// page's own id, so the hub knows a repeated Seq) and, on a return,
	// Token (the seat the phone had).
	KindHello Kind = "hello"
	// KindSit takes the seat of player Name, or with Name "" watches; Seq
	// is the phone's next sequence number.
	KindSit Kind = "sit"
	// KindMove asks the hub to apply Move to document Doc, whose revision
	// Rev the phone saw; Seq is the phone's next sequence number.
	KindMove Kind = "move"
	// KindUndo asks the hub to take back document Doc's last step (Rev
	// and Seq as for a move).
	KindUndo Kind = "undo"
	// KindRedo asks the hub to do document Doc's last undone step again.
	KindRedo Kind = "redo"
)

// What the hub sends a phone.
const (
	// KindWelcome answers a hello: Table, the phone's seat Token (keep it
	// to come back to the same seat), Name (the seat's player, "" while
	// watching) and Seats (every player's name at the table).
	KindWelcome Kind = "welcome"
	// KindValue is document Doc at revision Rev: Data as the hub keeps it
	// (null for a document with no game), with what a phone may not see
	// left out, and Label, the words of the
	// step that made it, By the name of who made it.
	KindValue Kind = "value"
	// KindAnswer answers the phone's message Seq: OK, or refused with Why.
	KindAnswer Kind = "answer"
	// KindBye says why the hub closes the connection (a wrong code, a
	// limit); the phone shows Why.
	KindBye Kind = "bye"
)

// Message is one message, either way. Its JSON has short stable names:
// {"t":"move","seq":4,"doc":"game","rev":17,"move":{"kind":"buy","player":1}};
// fields at zero are left out, and a kind takes only its own fields
// (Decode refuses the rest).
type Message struct {
	Kind  Kind            `json:"t"`
	Table string          `json:"table,omitempty"`
	Phone string          `json:"phone,omitempty"`
	Token string          `json:"token,omitempty"`
	Seq   uint64          `json:"seq,omitempty"`
	Doc   string          `json:"doc,omitempty"`
	Rev   uint64          `json:"rev,omitempty"`
	Name  string          `json:"name,omitempty"`
	Seats []string        `json:"seats,omitempty"`
	Move  json.RawMessage `json:"move,omitempty"`
	Data  json.RawMessage `json:"data,omitempty"`
	Label string          `json:"label,omitempty"`
	By    string          `json:"by,omitempty"`
	OK    bool            `json:"ok,omitempty"`
	Why   string          `json:"why,omitempty"`
}

// Hello is a phone's first message.
func Hello(table, phone, token string) Message {
	return Message{Kind: KindHello, Table: table, Phone: phone, Token: token}
}

// Sit takes player name's seat ("" to watch).
func Sit(seq uint64, name string) Message { return Message{Kind: KindSit, Seq: seq, Name: name} }

// Move asks for move to be applied to doc at revision rev.
func Move(seq uint64, doc string, rev uint64, move json.RawMessage) Message {
	return Message{Kind: KindMove, Seq: seq, Doc: doc, Rev: rev, Move: move}
}

// Undo asks for doc's last step to be taken back (redo false) or its last
// undone step done again (redo true).
func Undo(seq uint64, doc string, rev uint64, redo bool) Message {
	k := KindUndo
	if redo {
		k = KindRedo
	}
	return Message{Kind: k, Seq: seq, Doc: doc, Rev: rev}
}

// Accepted answers message seq: done.
func Accepted(seq uint64) Message { return Message{Kind: KindAnswer, Seq: seq, OK: true} }

// Refused answers message seq: not done, and why in the players' words.
func Refused(seq uint64, why string) Message { return Message{Kind: KindAnswer, Seq: seq, Why: why} }

// Bye says why the hub closes the connection.
func Bye(why string) Message { return Message{Kind: KindBye, Why: why} }

// Encode writes m as one message's JSON, compact.
func (m Message) Encode() ([]byte, error) { return json.Marshal(m) }
