package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFindTextFindsWhatATestTaps: the browser tests tap what they name;
// findText gives the place of a radio option, a placeholder and a button,
// and a tap there hits it.
func TestFindTextFindsWhatATestTaps(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.nav.selectTab(tabSettings)
	pos, size, ok := findText(w.Canvas(), "Extra large")
	require.True(t, ok)
	test.TapCanvas(w.Canvas(), pos.Add(fyne.NewPos(size.Width/4, size.Height/2)))
	assert.InDelta(t, 1.45, u.sess.Settings().TextScale, 0.001, "the tap chose Extra large")

	u.nav.selectTab(tabGame)
	_, size, ok = findText(w.Canvas(), "Player 1")
	require.True(t, ok, "the name field's placeholder")
	assert.GreaterOrEqual(t, size.Height, float32(48))
	_, _, ok = findText(w.Canvas(), "No such words")
	assert.False(t, ok)
}
