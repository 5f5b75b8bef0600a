package battleui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// shownText joins the text of every label under o that is on show.
func shownText(o fyne.CanvasObject) string {
	var b strings.Builder
	walkShown(o, func(o fyne.CanvasObject) {
		switch l := o.(type) {
		case *widget.Label:
			b.WriteString(l.Text + "\n")
		case *kit.WrapLabel:
			b.WriteString(l.Text + "\n")
		case *widget.Button:
			b.WriteString(l.Text + "\n")
		case *canvas.Text:
			b.WriteString(l.Text + "\n")
		}
	})
	return b.String()
}

// walkShown calls f for o and everything under it that is visible.
func walkShown(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if !o.Visible() {
		return
	}
	f(o)
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			walkShown(child, f)
		}
	}
}

// chipLabels lists the rule chips of the beat on show.
func chipLabels(p *playback) []string {
	var out []string
	walkShown(p.rules, func(o fyne.CanvasObject) {
		if l, ok := o.(*kit.WrapLabel); ok {
			out = append(out, l.Text)
		}
	})
	return out
}

// tapFirstChip taps the first rule chip of the beat on show.
func tapFirstChip(t *testing.T, p *playback) {
	t.Helper()
	chips := buttonsIn(p.rules)
	require.NotEmpty(t, chips)
	test.Tap(chips[0])
}
