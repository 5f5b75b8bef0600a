package textcheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// DecodeStrict reads data, one JSON value of at most limit bytes of UTF-8
// and nothing after it, into v, refusing a name v does not have: how a
// game reads one move. what names the value for the players ("move"), and
// the error says in their words what is wrong ("the move is not valid
// JSON (...)", "the move has more after it"). On an error v may hold part
// of the value: callers decode into a fresh one and drop it.
func DecodeStrict(data []byte, limit int, what string, v any) error {
	if len(data) > limit {
		return fmt.Errorf("the %s is %d bytes; a %s is at most %s", what, len(data), what, Bytes(int64(limit)))
	}
	if err := CheckUTF8(data); err != nil {
		return fmt.Errorf("the %s is damaged: %v", what, err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return fmt.Errorf("the %s is empty", what)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if IsJSONSyntax(err) {
			return fmt.Errorf("the %s is not valid JSON (%s)", what, JSONProblem(data, err))
		}
		return fmt.Errorf("the %s is damaged (%s)", what, JSONProblem(data, err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("the %s has more after it", what)
	}
	return nil
}

// DecodeKind is DecodeStrict of one value of a kind the reader has: known
// says the value's kind and whether it is one. A value of another kind is
// refused ("the move is damaged: there is no move called "fly""). On any
// error it returns V's zero value.
func DecodeKind[V any](data []byte, limit int, what string, known func(V) (kind string, ok bool)) (V, error) {
	var v, none V
	if err := DecodeStrict(data, limit, what, &v); err != nil {
		return none, err
	}
	if kind, ok := known(v); !ok {
		return none, fmt.Errorf("the %s is damaged: there is no %s called %s", what, what, Quote(kind))
	}
	return v, nil
}
