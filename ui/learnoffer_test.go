package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
)

// TestTheFirstOpenOffersLearn: a newcomer's first screen, the new-game
// form, offers Learn; its button opens the Learn tab. Once a lesson is
// done the offer is gone.
func TestTheFirstOpenOffersLearn(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	u, _ := newTestAppWith(t, 1, store)
	require.NoError(t, u.game().TapLearn())
	assert.Equal(t, tabLearn, u.nav.selected, "Learn to play opens the Learn tab")

	require.NoError(t, u.sess.FinishLesson("first"))
	again, _ := newTestAppWith(t, 1, reopenStore(t, u))
	assert.Error(t, again.game().TapLearn(), "a lesson done: no more offer")
}

// reopenStore waits for u's saves and returns its store, for the next
// launch.
func reopenStore(t *testing.T, u *App) session.Store {
	t.Helper()
	u.sess.Flush()
	return u.store
}
