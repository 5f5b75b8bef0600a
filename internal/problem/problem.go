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

// PlayersWords returns the player's words: an Error is Worded.
func (e *Error) PlayersWords() string { return e.Words }

// Worded is an error whose words a player may read as they are. Error is
// the one the app's packages make; a type that builds longer words from
// such an error (the session's damaged-save notice) is Worded too, so
// that a screen shows all of them and not only its cause's.
type Worded interface {
	error
	PlayersWords() string
}

// Words is the one question a screen asks of an error: the words of the
// outermost Worded error in err's chain, and true; or "" and false when
// err is nil or nothing in its chain is Worded (a plain error's message
// was not written for players, so a screen shows a fallback line and
// keeps the error for the log). Words a plain error wraps a Worded one
// with are left out: only the Worded one's are the players'.
func Words(err error) (string, bool) {
	var w Worded
	if err == nil || !errors.As(err, &w) {
		return "", false
	}
	return w.PlayersWords(), true
}

// Wrap makes err an Error from package from with err's message as its
// words, for an error the caller knows is in the players' words but whose
// package does not make Errors (the rules of a battle, engine, write their
// refusals for players). An error already Worded is returned as it is, and
// nil stays nil.
func Wrap(from string, err error) error {
	if _, ok := Words(err); ok || err == nil {
		return err
	}
	return &Error{From: from, Words: err.Error(), err: err}
}

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
