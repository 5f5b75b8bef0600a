package tableauui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/tableau"
)

// fingers counts what a player does on the screen: taps, and the letters
// typed on the phone's keyboard (an entry is tapped before typing).
type fingers struct {
	t          *testing.T
	s          *tableauScreen
	taps, keys int
}

// tap taps b, which must be on show and enabled.
func (f *fingers) tap(b *widget.Button) {
	f.t.Helper()
	require.NotNil(f.t, b)
	require.False(f.t, b.Disabled())
	test.Tap(b)
	f.taps++
}

// write taps e and types text into it.
func (f *fingers) write(e fyne.Focusable, text string) {
	f.taps++
	test.Type(e, text)
	f.keys += len([]rune(text))
}

// choose taps an option of the radio group.
func (f *fingers) choose(r *widget.RadioGroup, option string) {
	r.SetSelected(option)
	f.taps++
}

// newAnimal types a card never seen this game and places it in space i.
func (f *fingers) newAnimal(name, power string, i int) {
	f.t.Helper()
	f.write(f.s.market.animal, name)
	f.write(f.s.market.power, power)
	f.tap(f.s.market.places[i])
}

// seen taps a card seen this game, then where it goes: space i.
func (f *fingers) seen(text string, i int) {
	f.t.Helper()
	f.tap(chip(f.s, text))
	f.tap(f.s.market.places[i])
}

// TestAWholeRoundTakesFewTaps plays one round of Ana, Ben and Cy as a
// table would enter it: 15 cards (4 never seen before, 6 seen, 4 more of a
// stack's own animal, a food with its power), then the combat with a wound,
// an ability and a column effect, scored. The closing note of the board
// game's fast entry gives these counts, before and after.
func TestAWholeRoundTakesFewTaps(t *testing.T) {
	s := openTableau(t, 3)
	startTableau(t, s, "Ana", "Ben", "Cy")
	m := s.market
	f := &fingers{t: t, s: s}
	f.newAnimal("Ant", "2/4/6", 0) // Ana
	f.newAnimal("Fish", "1/2/3", 0)
	f.seen("Ant", 0)
	f.tap(m.places[0]) // Ana: another Ant
	f.choose(m.kind, tookFood)
	f.write(m.food, "Honey")
	f.tap(m.adds.Plus)
	f.tap(m.places[0]) // Ben: Honey +1 under his Fish
	f.seen("Fish", 1)
	f.seen("Fish", 1) // Ana
	f.tap(m.places[0])
	f.newAnimal("Otter", "1/3/5", 2)
	f.seen("Food: Honey", 0) // Ana
	f.seen("Ant", 1)
	f.tap(m.places[2]) // Cy: another Otter
	f.seen("Otter", 2) // Ana
	f.newAnimal("Pig", "2/3/4", 2)
	f.tap(m.places[0]) // Cy: another Ant
	require.Empty(t, s.lastErr)
	require.Equal(t, tableau.PhaseCombat, tableauGame(s, (*tableau.Game).Phase))

	f.tap(s.wounds[[2]int{1, 0}])    // Ben's Fish
	f.tap(s.boosts[[2]int{2, 2}][1]) // Cy's Otter +1
	f.tap(s.boosts[[2]int{2, 2}][1]) // and +1
	f.tap(s.columns[0][0])           // column 1: -1
	f.tap(s.main)
	require.Equal(t, 2, tableauGame(s, (*tableau.Game).Round))
	got := tableauGame(s, func(g *tableau.Game) [3]int {
		c := g.Combats()[0]
		return [3]int{c.Sums[0].Total, c.Sums[1].Total, c.Sums[2].Total}
	})
	assert.Equal(t, [3]int{6, 4, 9}, got, "Ana: Ant 4+1-1, Fish 1, Otter 1; Ben: Fish 0 (wounded), Ant 2, Pig 2; Cy: Ant 4-1, Fish 1, Otter 3+2")
	t.Logf("a whole round: %d taps and %d letters typed", f.taps, f.keys)
	assert.LessOrEqual(t, f.taps, 37, "taps for 15 cards and a combat")
	assert.LessOrEqual(t, f.keys, 40, "letters for 4 new animals and a new food")
}
