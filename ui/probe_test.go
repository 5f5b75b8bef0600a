package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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

// TestFindSeenSaysWhatAScrollViewShowsOfIt: a label scrolled out of sight
// is found where it lies, but the part of it on show is none; one
// scrolled into sight is on show whole.
func TestFindSeenSaysWhatAScrollViewShowsOfIt(t *testing.T) {
	test.NewTempApp(t)
	labels := container.NewVBox()
	for i := range 40 {
		labels.Add(widget.NewLabel(fmt.Sprintf("Line %d", i+1)))
	}
	scroll := container.NewVScroll(labels)
	w := test.NewWindow(container.NewBorder(widget.NewLabel("Header"), nil, nil, nil, scroll))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))

	pos, _, _, seenSize, ok := findSeen(w.Canvas(), "Line 30")
	require.True(t, ok)
	assert.Greater(t, pos.Y, float32(400), "far below the window")
	assert.Zero(t, seenSize.Height, "none of it on show")

	scroll.ScrollToBottom()
	pos, size, seen, seenSize, ok := findSeen(w.Canvas(), "Line 38")
	require.True(t, ok)
	assert.Equal(t, pos, seen, "scrolled into sight")
	assert.Equal(t, size, seenSize)

	pos, size, seen, seenSize, _ = findSeen(w.Canvas(), "Header")
	assert.Equal(t, pos, seen, "outside the scroll view, all of it is on show")
	assert.Equal(t, size, seenSize)
}
