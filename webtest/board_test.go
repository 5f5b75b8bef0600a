package webtest

import (
	"fmt"
	"image"
	"testing"
	"time"
)

// boardPage is the board game's page on the phone held upright, between
// the round's line over it and its bar under it, less the scroll bar and
// the shadows the page casts at its edges once scrolled.
var boardPage = image.Rect(0, 145, phoneW-12, 615)

// TestTheBoardGameFollowsTheFinger plays the board game to its first
// combat with a finger: a slow 200 px drag on the market's page, from its
// Animal field, and one on the combat's page move them 200 px, as the card
// games' pages move; a tap on a + of a column, down the page,
// leaves the page where it was (it used to jump to the top, and the next
// tap changed the wrong stack). Screenshots upright and on its side.
func TestTheBoardGameFollowsTheFinger(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	startBoardGame(p)
	// The market's form: a drag that starts on its Animal field (wheel
	// events at the finger, which the fields under it took, moved the page
	// by a part of the drag or not at all).
	px := eval[float64](p, `sapc.scale / devicePixelRatio`)
	animal := p.tabTo("the market's Animal field", isEntry("Animal, like Ant"))
	x, y := (animal.Rect[0]+animal.Rect[2]/2)*px, (animal.Rect[1]+animal.Rect[3]/2)*px
	if y > float64(boardPage.Max.Y) || y-200 < float64(boardPage.Min.Y) {
		x, y = 195, 560
	}
	p.press("Tab") // off the field: no keyboard over the page
	market := p.shot("board-market")
	p.drag(x, y, y-200, 15, 250*time.Millisecond)
	if moved, miss := shift(market, p.shot("board-market-dragged"), boardPage, 300); moved < 190 || moved > 210 || miss > 0.05 {
		t.Errorf("a 200 px drag from the market's Animal field moved the page %d px (%.0f%% of rows unmatched), want 200 ± 10", moved, miss*100)
	}
	p.drag(195, 300, 700, 5, 0) // back to the top

	for range len(boardPlayers) {
		p.tap(boardMainX, boardMainY) // No card left: pass
	}
	top := p.shot("board-combat")
	p.drag(195, 560, 360, 15, 250*time.Millisecond)
	dragged := p.shot("board-combat-dragged")
	if moved, miss := shift(top, dragged, boardPage, 300); moved < 190 || moved > 210 || miss > 0.05 {
		t.Errorf("a 200 px drag moved the board game's page %d px (%.0f%% of rows unmatched), want 200 ± 10", moved, miss*100)
	}

	_, column := p.find("Column 3")
	plus := p.tabTo("the + of column 3", func(f focus) bool { // the last of the row's - value +
		return f.Kind == "button" && f.Text == "" && len(f.Rect) == 4 &&
			(f.Rect[0]+f.Rect[2]/2)*px > phoneW*3/4 && abs((f.Rect[1]+f.Rect[3]/2)*px-column) < 30
	})
	before := p.shot("")
	p.tapFocused(plus)
	after := p.shot("board-combat-plus")
	if moved, miss := shift(before, after, boardPage, 300); moved != 0 || miss > 0.25 {
		t.Errorf("a tap on + moved the page %d px up (%.0f%% of rows unmatched), want it where it was", moved, miss*100)
	}
	p.turn(844, 390)
	p.shot("board-combat-turned")
	p.turn(phoneW, phoneH)
	checkConsole(p)
}

func abs(x float64) float64 { return max(x, -x) }

// startBoardGame opens the board game on the More games shelf and starts
// a game of boardPlayers with the keyboard, as setUpKept does.
func startBoardGame(p *phone) {
	p.tb.Helper()
	p.openShelf()
	p.tapText(boardGame)
	for i, name := range boardPlayers {
		p.tabTo(fmt.Sprintf("the board game's player %d", i+1), isEntry(fmt.Sprintf("Player %d", i+1)))
		p.insertText(name)
	}
	p.tabTo("the board game's start button", isButton("Start the game"))
	p.press(" ")
}
