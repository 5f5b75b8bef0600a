package session

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// seatFile is the blob of the seat token the phone was given at a live
// table: the phone's own, never the table's.
const seatFile = "table-seat.json"

// seatBlob is what seatFile holds: the table's code and the seat token.
type seatBlob struct {
	Code  string `json:"code"`
	Token string `json:"token"`
}

// maxSeatBlob is the most a seat blob can be: a code and a token are a few
// dozen characters.
const maxSeatBlob = 1 << 10

// decodeSeat reads a seat blob, refusing anything but one object of the
// two strings, of letters and digits only.
func decodeSeat(data []byte) (seatBlob, error) {
	var b seatBlob
	if len(data) > maxSeatBlob || !utf8.Valid(data) {
		return seatBlob{}, problemf("the kept seat is not a seat: too long or not text")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return seatBlob{}, problemf("the kept seat cannot be read: %s", jsonWords(data, err))
	}
	if dec.More() {
		return seatBlob{}, problemf("the kept seat has more after it")
	}
	for _, s := range []string{b.Code, b.Token} {
		if s == "" || !letterDigits(s) {
			return seatBlob{}, problemf("the kept seat has no code or token of letters and digits")
		}
	}
	return b, nil
}

// letterDigits reports whether s is ASCII letters and digits only.
func letterDigits(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
