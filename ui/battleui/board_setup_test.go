package battleui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

func TestRemovingACardIsApartFromTheOtherButtons(t *testing.T) {
	u, w := newTestApp(t, 1)
	a := u.battle().decks[0]
	addCard(t, a, "ant", "Ant")
	addCard(t, a, "fi", "Fish")
	uitest.Relayout(w.Content())
	row := a.rows.Objects[0].(*fyne.Container)
	buttons := row.Objects[1].(*fyne.Container).Objects
	down, del := buttons[1].(*widget.Button), buttons[3].(*widget.Button)
	gap := del.Position().X - (down.Position().X + down.Size().Width)
	assert.GreaterOrEqual(t, gap, float32(8), "8 dp at least between Remove and Move down")
	test.Tap(del)
	assert.Equal(t, []string{"Fish"}, a.cards)
}

func TestATapOnABeatInTheLogGoesThere(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	test.Tap(p.details)
	var jumps []*widget.Button
	walkShown(p.log, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			jumps = append(jumps, b)
		}
	})
	require.Len(t, jumps, len(p.beats), "one way in for each beat")
	test.Tap(jumps[5])
	assert.Equal(t, 5, p.at)
	assert.True(t, strings.HasPrefix(p.header.Text, "Beat 6 of"))
}
