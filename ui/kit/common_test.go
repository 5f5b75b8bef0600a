package kit

import (
	"errors"
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// logged replaces the log hook for one test and returns what reaches it.
func logged(t *testing.T) *[]error {
	t.Helper()
	var got []error
	was := logError
	logError = func(err error) { got = append(got, err) }
	t.Cleanup(func() { logError = was })
	return &got
}

// A player-facing error shows its words as they are and logs nothing; any
// other error shows the plain fallback line and is kept for the log.
func TestErrTextShowsThePlayersWordsOrAFallbackAndLogsTheRest(t *testing.T) {
	log := logged(t)
	refusal := problem.Newf("tableau", "Ana has no gold left to buy with")
	assert.Equal(t, "Ana has no gold left to buy with", ErrText(refusal))
	assert.Equal(t, "Ana has no gold left to buy with", ErrText(fmt.Errorf("apply: %w", refusal)),
		"the words of a plain wrapper are not the players'")
	assert.Empty(t, *log)

	internal := errors.New("instance 3 (Ant) is nowhere")
	assert.Equal(t, Fallback, ErrText(internal))
	assert.NotContains(t, ErrText(internal), "instance", "no internal words on a player's screen")
	require.Len(t, *log, 2)
	assert.Same(t, internal, (*log)[0], "the real error goes to the log")
}

// An error of the rules of a battle shows its own words through RulesText.
func TestRulesTextShowsTheRulesWords(t *testing.T) {
	log := logged(t)
	assert.Equal(t, `column 4: unknown card "Fsh" (did you mean Fish?)`,
		RulesText(errors.New(`column 4: unknown card "Fsh" (did you mean Fish?)`)))
	assert.Empty(t, *log)
}

// The error under a field is a sentence of the players' words, or the
// fallback for an error not written for them.
func TestSetErrorShowsARefusalAsASentence(t *testing.T) {
	test.NewTempApp(t)
	logged(t)
	l := ErrorLabel()
	SetError(l, problem.Newf("session", "there is nothing to undo"))
	assert.True(t, l.Visible())
	assert.Equal(t, "There is nothing to undo", l.Text)
	SetError(l, errors.New("stale slot"))
	assert.Equal(t, Sentence(Fallback), l.Text)
	SetError(l, nil)
	assert.False(t, l.Visible())
}
