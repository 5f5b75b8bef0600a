package problem

import (
	"errors"
	"fmt"
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

func TestWordsAreTheOutermostWordedErrorsAndNothingElse(t *testing.T) {
	refusal := Newf("tableau", "Ana has no gold left")
	words, ok := Words(refusal)
	assert.True(t, ok)
	assert.Equal(t, "Ana has no gold left", words)

	words, ok = Words(fmt.Errorf("apply: %w", refusal))
	assert.True(t, ok, "a plain error wrapping a refusal still carries the players' words")
	assert.Equal(t, "Ana has no gold left", words, "the plain wrapper's words are not the players'")

	words, ok = Words(errors.New("instance 3 is nowhere"))
	assert.False(t, ok, "a plain error is not for players")
	assert.Empty(t, words)
	_, ok = Words(nil)
	assert.False(t, ok)
}

func TestWrapMarksAPlainErrorsWordsAsThePlayersOnce(t *testing.T) {
	plain := errors.New(`column 4: unknown card "Fsh"`)
	wrapped := Wrap("engine", plain)
	words, ok := Words(wrapped)
	require.True(t, ok)
	assert.Equal(t, plain.Error(), words)
	assert.ErrorIs(t, wrapped, plain)
	assert.Equal(t, "engine", From(wrapped))

	refusal := Newf("session", "there is nothing to undo")
	assert.Same(t, refusal, Wrap("engine", refusal), "a Worded error is kept as it is")
	assert.NoError(t, Wrap("engine", nil))
}
