package kit

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"
)

// This file holds what the set-up forms of the card game and the board
// game share: the players' colours, their names as typed, and the choice
// of who starts.

// FreeColour is the colour after colours[i] in palette that none of the
// first count players but i has; colours[i] when every other is taken.
func FreeColour(palette, colours []string, count, i int) string {
	taken := map[string]bool{}
	for j := range count {
		if j != i {
			taken[colours[j]] = true
		}
	}
	at := slices.Index(palette, colours[i])
	for k := 1; k <= len(palette); k++ {
		if c := palette[(at+k)%len(palette)]; !taken[c] {
			return c
		}
	}
	return colours[i]
}

// TypedName is the name typed in e, or its placeholder when none is.
func TypedName(e *widget.Entry) string {
	if n := strings.TrimSpace(e.Text); n != "" {
		return n
	}
	return e.PlaceHolder
}

// OfferNames shows chosen, when on, with the names of the first count
// players, keeping the player chosen when they are still in the game (else
// the first); it hides chosen when not on.
func OfferNames(chosen *widget.Select, names []*widget.Entry, count int, on bool) {
	if !on {
		chosen.Hide()
		return
	}
	opts := make([]string, count)
	for i := range count {
		opts[i] = TypedName(names[i])
	}
	keep := chosen.SelectedIndex()
	chosen.SetOptions(opts)
	if keep < 0 || keep >= count {
		keep = 0
	}
	chosen.SetSelectedIndex(keep)
	chosen.Show()
}
