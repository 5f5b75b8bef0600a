package problem

import (
	"errors"
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnErrorIsThePlayersWordsAndWrapsItsCause(t *testing.T) {
	err := Newf("tracker", "the save cannot be read: %w", fs.ErrNotExist)
	assert.Equal(t, "the save cannot be read: file does not exist", err.Error(), "no package name before the words")
	assert.ErrorIs(t, err, fs.ErrNotExist)
	assert.Equal(t, "tracker", From(err))

	outer := Newf("session", "the game: %w", err)
	assert.Equal(t, "the game: the save cannot be read: file does not exist", outer.Error())
	assert.Equal(t, "session", From(outer), "the outermost says where")
	var inner *Error
	require.True(t, errors.As(errors.Unwrap(outer), &inner))
	assert.Equal(t, "tracker", inner.From)
	assert.Equal(t, "", From(errors.New("plain")))
}
