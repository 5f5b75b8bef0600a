package engine

import (
	"errors"
	"fmt"
)

// BookError is what is wrong with a card book's JSON (DecodeBook, Import):
// Words says it in the player's words; Error puts "card book: " before
// them, for messages that do not already say a card book is meant.
type BookError struct {
	Words string
	err   error
}

// Error returns "card book: " and the words.
func (e *BookError) Error() string { return "card book: " + e.Words }

// Unwrap returns the cause, or nil.
func (e *BookError) Unwrap() error { return e.err }

// bookErrorf makes a BookError with a format like fmt.Errorf's, %w included.
func bookErrorf(format string, args ...any) error {
	e := fmt.Errorf(format, args...)
	return &BookError{Words: e.Error(), err: errors.Unwrap(e)}
}

// BookWords is the player's words of a card book's error: a BookError's
// Words, or the error's message.
func BookWords(err error) string {
	var be *BookError
	if errors.As(err, &be) {
		return be.Words
	}
	return err.Error()
}

// CheckHat says what is wrong with hat as a card's hat, in the player's
// words, or nil.
func CheckHat(hat string) error {
	if msg := checkHat(hat); msg != "" {
		return errors.New(msg)
	}
	return nil
}
