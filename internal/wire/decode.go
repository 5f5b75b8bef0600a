package wire

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// The limits of a message, in bytes. A phone's messages are small (a move
// is a few dozen bytes); the hub's carry a whole document, at most the
// session's largest blob.
const (
	MaxPhoneMessage = 16 << 10
	MaxHubMessage   = 10<<20 + 4<<10
	MaxMove         = 4 << 10
	MaxName         = 40 // characters in a seat's name
	MaxSeats        = 6
	MaxWords        = 400 // characters in a label, a reason
)

// Side is who sent a message: what Decode accepts from it.
type Side int

// The two sides.
const (
	FromPhone Side = iota
	FromHub
)

// field is one field of Message a kind may take.
type field uint16

const (
	fTable field = 1 << iota
	fPhone
	fToken
	fSeq
	fDoc
	fRev
	fName
	fSeats
	fMove
	fData
	fLabel
	fBy
	fOK
	fWhy
)

// kindRule is what a kind of message takes and must have.
type kindRule struct {
	side      Side
	may, must field
}

var kinds = map[Kind]kindRule{
	KindHello:   {FromPhone, fTable | fPhone | fToken, fTable | fPhone},
	KindSit:     {FromPhone, fSeq | fName, fSeq},
	KindMove:    {FromPhone, fSeq | fDoc | fRev | fMove, fSeq | fDoc | fMove},
	KindUndo:    {FromPhone, fSeq | fDoc | fRev, fSeq | fDoc},
	KindRedo:    {FromPhone, fSeq | fDoc | fRev, fSeq | fDoc},
	KindWelcome: {FromHub, fTable | fToken | fName | fSeats, fTable | fToken},
	KindValue:   {FromHub, fDoc | fRev | fData | fLabel | fBy, fDoc | fData},
	KindAnswer:  {FromHub, fSeq | fOK | fWhy, fSeq},
	KindBye:     {FromHub, fWhy, fWhy},
}

func errf(format string, args ...any) error { return problem.Newf("wire", format, args...) }

// Decode reads one message sent by side from: one JSON object of a kind
// that side sends, with only that kind's fields, each well formed, and
// nothing after it. Anything else is refused with what is wrong, in words a
// player could read, and the Message returned is empty.
func Decode(data []byte, from Side) (Message, error) {
	limit := MaxPhoneMessage
	if from == FromHub {
		limit = MaxHubMessage
	}
	if len(data) > limit {
		return Message{}, errf("the message is %s; at most %s may be sent", textcheck.RoundedBytes(int64(len(data))), textcheck.Bytes(int64(limit)))
	}
	var m Message
	if err := textcheck.DecodeStrict(data, limit, "message", &m); err != nil {
		return Message{}, errf("%w", err)
	}
	if err := m.check(from); err != nil {
		return Message{}, err
	}
	return m, nil
}

// check refuses a message its side does not send or whose fields are not
// those of its kind, or not well formed.
func (m Message) check(from Side) error {
	rule, ok := kinds[m.Kind]
	if !ok {
		return errf("the message is of no kind the table knows (%s)", textcheck.Quote(string(m.Kind)))
	}
	if rule.side != from {
		return errf("%s message cannot come from %s", article(m.Kind), sideWords(from))
	}
	has := m.fields()
	if extra := has &^ rule.may; extra != 0 {
		return errf("%s message has no %s", article(m.Kind), fieldName(extra))
	}
	if missing := rule.must &^ has; missing != 0 {
		return errf("%s message needs its %s", article(m.Kind), fieldName(missing))
	}
	return m.checkValues()
}

// article is "a move", "an undo": the kind with its article.
func article(k Kind) string {
	if strings.ContainsAny(string(k)[:1], "aeiou") {
		return "an " + string(k)
	}
	return "a " + string(k)
}

func sideWords(s Side) string {
	if s == FromHub {
		return "the table's hub"
	}
	return "a phone"
}

// fields says which fields of m are set.
func (m Message) fields() field {
	var f field
	set := func(b bool, x field) {
		if b {
			f |= x
		}
	}
	set(m.Table != "", fTable)
	set(m.Phone != "", fPhone)
	set(m.Token != "", fToken)
	set(m.Seq != 0, fSeq)
	set(m.Doc != "", fDoc)
	set(m.Rev != 0, fRev)
	set(m.Name != "", fName)
	set(m.Seats != nil, fSeats)
	set(m.Move != nil, fMove)
	set(m.Data != nil, fData)
	set(m.Label != "", fLabel)
	set(m.By != "", fBy)
	set(m.OK, fOK)
	set(m.Why != "", fWhy)
	return f
}

var fieldNames = []string{"table", "phone", "token", "seq", "doc", "rev", "name", "seats", "move", "data", "label", "by", "ok", "why"}

// fieldName names the first field of f, as the JSON does.
func fieldName(f field) string {
	for i, n := range fieldNames {
		if f&(1<<i) != 0 {
			return `"` + n + `"`
		}
	}
	return ""
}

// checkValues refuses a field that is not well formed.
func (m Message) checkValues() error {
	checks := []struct {
		set  bool
		what string
		err  error
	}{
		{m.Table != "", "table code", CheckTable(m.Table)},
		{m.Phone != "", "phone id", checkID(m.Phone, phoneLen)},
		{m.Token != "", "seat token", checkID(m.Token, tokenLen)},
		{m.Doc != "", "document", checkDoc(m.Doc)},
		{m.Name != "", "name", checkWords(m.Name, MaxName)},
		{m.Label != "", "label", checkWords(m.Label, MaxWords)},
		{m.By != "", "name", checkWords(m.By, MaxName)},
		{m.Why != "", "reason", checkWords(m.Why, MaxWords)},
		{m.Move != nil, "move", checkObject(m.Move, MaxMove)},
		{m.Data != nil && string(m.Data) != "null", "document", checkObject(m.Data, MaxHubMessage)}, // null: no game
	}
	for _, c := range checks {
		if c.set && c.err != nil {
			return errf("the message's %s is not right: %v", c.what, c.err)
		}
	}
	if len(m.Seats) > MaxSeats {
		return errf("the message names %d seats; a table has at most %d", len(m.Seats), MaxSeats)
	}
	for _, s := range m.Seats {
		if err := checkWords(s, MaxName); err != nil || s == "" {
			return errf("the message's seats are not right: %s", textcheck.Quote(s))
		}
	}
	if m.Kind == KindAnswer && m.OK == (m.Why != "") {
		return errf("an answer is either ok or refused with a reason")
	}
	return nil
}

// checkDoc refuses a document's name that is not a short lowercase word.
func checkDoc(doc string) error {
	if len(doc) > 16 {
		return errf("%s is too long", textcheck.Quote(doc))
	}
	for _, r := range doc {
		if r < 'a' || r > 'z' {
			return errf("%s is not a document's name", textcheck.Quote(doc))
		}
	}
	return nil
}

// checkWords refuses text over limit characters, or with characters a name
// may not hold.
func checkWords(s string, limit int) error {
	if n := utf8.RuneCountInString(s); n > limit {
		return errf("it is %d characters; at most %d", n, limit)
	}
	if _, why := textcheck.BadNameChar(s); why != "" {
		return errf("it holds %s", why)
	}
	return nil
}

// checkObject refuses what is not one JSON object of at most limit bytes.
func checkObject(raw json.RawMessage, limit int) error {
	if len(raw) > limit {
		return errf("it is %s; at most %s", textcheck.RoundedBytes(int64(len(raw))), textcheck.Bytes(int64(limit)))
	}
	if len(raw) == 0 || raw[0] != '{' {
		return errf("it is not a JSON object")
	}
	return nil
}
