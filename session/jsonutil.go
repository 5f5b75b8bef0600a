package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// kindWords are the words for every kind's tag: what a blob of that kind
// holds, for the players. A blob of one kind found where another belongs
// is named by them.
var kindWords = map[string]string{
	"game":        "saved game",
	"cards":       "card book",
	"settings":    "settings",
	"learn":       "learning progress",
	"tableau":     "board game",
	"exercise":    "animal exercise card game",
	"automa":      "game against the Super Fantasy Brawl automa",
	"battle":      "battle being set up",
	"tablecards":  "table's card book",
	"tablebattle": "table's battle",
}

// strictJSON decodes data, one JSON value and nothing after it, into v:
// a part v does not have is refused. Errors are in plain words.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return problemf("%s", jsonWords(data, err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return problemf("it has more text after its end")
	}
	return nil
}

// onlyKeys refuses data unless it is a JSON object with every part of
// required and no part outside allowed: how a file of before kind tags is
// told from another kind's.
func onlyKeys(data []byte, required []string, allowed ...string) error {
	var head map[string]json.RawMessage
	if err := json.Unmarshal(data, &head); err != nil {
		return problemf("%s", jsonWords(data, err))
	}
	for _, k := range slices.Sorted(maps.Keys(head)) {
		if !slices.Contains(allowed, k) {
			return problemf("it has a part called %s that this kind of file does not have", textcheck.Quote(k))
		}
	}
	for _, k := range required {
		if _, ok := head[k]; !ok {
			return problemf("it has no %s part", textcheck.Quote(k))
		}
	}
	return nil
}

// compactJSON removes the spaces of data as encoding/json wrote it, for
// values kept inside a blob.
func compactJSON(data []byte, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := json.Compact(&b, data); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// encodeOrNull writes a game of the shelf as its Encode does; JSON null
// for none.
func encodeOrNull[T any, P interface {
	*T
	Encode() ([]byte, error)
}](g P) ([]byte, error) {
	if g == nil {
		return []byte("null"), nil
	}
	return g.Encode()
}

// decodeOrNull reads what encodeOrNull writes, with decode for a game.
func decodeOrNull[P any](decode func([]byte) (P, error)) func([]byte) (P, error) {
	return func(data []byte) (P, error) {
		var none P
		if len(data) == 0 || string(data) == "null" {
			return none, nil
		}
		return decode(data)
	}
}
