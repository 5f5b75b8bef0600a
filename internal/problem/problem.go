package problem

import (
	"errors"
	"fmt"
)

// Error is something the app refused or could not do, as a player reads
// it: Words, whole and as they are (a screen shows Error() without
// changing it), and From, the part of the app that said so, for tests and
// logs. It may wrap the error that caused it.
type Error struct {
	From  string // the package that refused: "tracker", "tableau", "session"...
	Words string // what went wrong, in the player's words
	err   error  // the cause, when there is one
}

// Error returns the player's words.
func (e *Error) Error() string { return e.Words }

// Unwrap returns the cause, or nil.
func (e *Error) Unwrap() error { return e.err }

// Newf makes an Error from package from with a format like fmt.Errorf's,
// %w included (the wrapped error's words become part of these).
func Newf(from, format string, args ...any) error {
	e := fmt.Errorf(format, args...)
	return &Error{From: from, Words: e.Error(), err: errors.Unwrap(e)}
}

// From reports which part of the app an error came from ("" when it is not
// an Error nor wraps one).
func From(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.From
	}
	return ""
}
