package tableauui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// shot is one state of the board game's screen to render.
type shot = uitest.Shot[*tableauScreen]

// tableauShots are the board game's screens at phone size.
var tableauShots = []shot{
	{Name: "tableau-setup", Setup: func(t *testing.T, s *tableauScreen) {
		test.Tap(s.setup.countButtons[3])
		test.Type(s.setup.names[0], "Ana")
		test.Type(s.setup.names[1], "Ben")
	}},
	{Name: "tableau-market", Setup: func(t *testing.T, s *tableauScreen) {
		startTableau(t, s, "Ana", "Ben", "Cy")
		takeAnimal(t, s, "Ant", "2/4/6", 0)
		takeAnimal(t, s, "Fish", "1/2/3", 0)
		takeAnimal(t, s, "Otter", "1/3/5", 2)
		takeAnimal(t, s, "Ant", "", 0)
		s.market.animal.SetText("Pig")
		test.Tap(s.market.refill)
	}},
	// Names as long as the game takes (30 letters) fit the bar's buttons.
	{Name: "tableau-market-long-names", Setup: func(t *testing.T, s *tableauScreen) {
		startTableau(t, s, "Maximiliana Wolfeschlegelstein", "Bartholomew Featherstonehaugh")
		takeAnimal(t, s, "Greater Spotted Woodpecker", "1/2/3", 0)
		takeAnimal(t, s, "Hedgehog", "1/2/3", 0)
		takeAnimal(t, s, "Greater Spotted Woodpecker", "1/2/3", 2)
		takeAnimal(t, s, "Hedgehog", "1/2/3", 1)
		require.NotNil(t, s.market.merges[0], "the two stacks of the same animal can merge")
	}},
	{Name: "tableau-setup-long-names", Setup: func(t *testing.T, s *tableauScreen) {
		s.setup.names[0].SetText("Maximiliana Wolfeschlegelstein")
		s.setup.first.SetSelected(tableauChosen)
	}},
	{Name: "tableau-combat-long-names", Setup: func(t *testing.T, s *tableauScreen) {
		startTableau(t, s, "Maximiliana Wolfeschlegelstein", "Bartholomew Featherstonehaugh")
		takeAnimal(t, s, "Hedgehog", "1/2/3", 0)
		passTableauRound(t, s)
	}},
	{Name: "tableau-market-tableau", Setup: func(t *testing.T, s *tableauScreen) {
		startTableau(t, s, "Ana", "Ben", "Cy")
		takeAnimal(t, s, "Ant", "2/4/6", 0)
		takeAnimal(t, s, "Fish", "1/2/3", 0)
		takeAnimal(t, s, "Fish", "1/2/3", 2)
		takeAnimal(t, s, "Otter", "1/3/5", 2)
		takeAnimal(t, s, "Fish", "1/2/3", 1)
		s.market.animal.SetText("Fish")
		scrollTo(s, s.market.rows)
	}},
	// The cards seen this game, one tap each, and a stack's own animal
	// offered on the stack.
	{Name: "tableau-market-seen", Setup: func(t *testing.T, s *tableauScreen) {
		startTableau(t, s, "Ana", "Ben", "Cy")
		takeAnimal(t, s, "Ant", "2/4/6", 0)
		takeAnimal(t, s, "Fish", "1/2/3", 0)
		takeAnimal(t, s, "Otter", "1/3/5", 0)
		takeAnimal(t, s, "Greater Spotted Woodpecker", "1/2/3", 1)
		s.market.kind.SetSelected(tookFood)
		s.market.food.SetText("Honey")
		test.Tap(s.market.adds.Plus)
		test.Tap(s.market.places[0])
		takeAnimal(t, s, "Pig", "3/3/3", 1)
	}},
	{Name: "tableau-market-food", Setup: func(t *testing.T, s *tableauScreen) {
		startTableau(t, s, "Ana", "Ben")
		takeAnimal(t, s, "Ant", "2/4/6", 0)
		takeAnimal(t, s, "Fish", "1/2/3", 0)
		s.market.kind.SetSelected(tookFood)
		s.market.food.SetText("Honey")
		test.Tap(s.market.adds.Plus)
		scrollTo(s, s.market.form)
	}},
	{Name: "tableau-combat-columns", Setup: func(t *testing.T, s *tableauScreen) {
		toTableauCombat(t, s)
		test.Tap(s.boosts[[2]int{2, 0}][1])
		test.Tap(s.columns[0][0])
		test.Tap(s.columns[4][1])
		scrollTo(s, s.wounds[[2]int{2, 0}])
	}},
	{Name: "tableau-combat", Setup: func(t *testing.T, s *tableauScreen) {
		toTableauCombat(t, s)
		test.Tap(s.wounds[[2]int{1, 1}])
	}},
	{Name: "tableau-combat-sum", Setup: func(t *testing.T, s *tableauScreen) {
		toTableauCombat(t, s)
		test.Tap(s.wounds[[2]int{1, 1}])
		scrollTo(s, s.wounds[[2]int{1, 0}])
	}},
	{Name: "tableau-over", Setup: func(t *testing.T, s *tableauScreen) {
		toTableauCombat(t, s)
		for range tableau.Rounds {
			test.Tap(s.main) // score
			passTableauRound(t, s)
		}
		test.Tap(s.main) // finish
		test.Tap(s.copyLink)
	}},
}

// scrollTo scrolls the board game's page so that o is at its top.
func scrollTo(s *tableauScreen, o fyne.CanvasObject) {
	for range 3 {
		uitest.Relayout(s.h.Win.Content())
	}
	if y, ok := offsetIn(s.scroll.Content, o); ok {
		s.scroll.ScrollToOffset(fyne.NewPos(0, y-8))
	}
}

// offsetIn is the height of o below the top of root; ok is false when o is
// not under root.
func offsetIn(root, o fyne.CanvasObject) (float32, bool) {
	if root == o {
		return 0, true
	}
	var kids []fyne.CanvasObject
	switch c := root.(type) {
	case *fyne.Container:
		kids = c.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(c).Objects()
	}
	for _, k := range kids {
		if y, ok := offsetIn(k, o); ok {
			return k.Position().Y + y, true
		}
	}
	return 0, false
}

// openTableau builds the board game's screen in a phone-sized test window,
// over a new session in the default settings whose table rolls come from
// seed, as the shelf opens it.
func openTableau(t *testing.T, seed uint64) *tableauScreen {
	t.Helper()
	return openTableauOver(t, seed, session.NewDirStore(t.TempDir()))
}

// openTableauOver is openTableau over store: over the store of an earlier
// screen (after its session's Flush), the app opened again.
func openTableauOver(t *testing.T, seed uint64, store session.Store) *tableauScreen {
	t.Helper()
	h := uitest.NewHostWith(t, session.DefaultSettings(), seed, store)
	s, ok := New(h).(*tableauScreen)
	require.True(t, ok, "New builds the board game's screen")
	h.Win.SetContent(s)
	return s
}

// TestScreenshots renders the board game's states in every look, with the
// layout checks; SCREENSHOTS=DIR writes them to DIR.
func TestScreenshots(t *testing.T) {
	open := func(t *testing.T, look uitest.Look) (*tableauScreen, fyne.Window) {
		h := uitest.NewHost(t, look.Settings(), 2024)
		s := newTableauScreen(h)
		h.Win.SetContent(s)
		h.Win.Resize(look.Size)
		return s, h.Win
	}
	uitest.Shots(t, tableauShots, nil, open)
}

// startTableau starts a game of the named players, the first drafting first.
func startTableau(t *testing.T, s *tableauScreen, names ...string) {
	t.Helper()
	test.Tap(s.setup.countButtons[len(names)])
	for i, n := range names {
		s.setup.names[i].SetText(n)
	}
	s.setup.first.SetSelected(tableauChosen)
	s.setup.chosen.SetSelectedIndex(0)
	test.Tap(s.setup.start)
	require.NotNil(t, s.game(), "the game started")
}

// takeAnimal drafts an animal into space i for the player whose turn it is:
// a new stack with its power, or (power "") a card added to the stack.
func takeAnimal(t *testing.T, s *tableauScreen, name, power string, i int) {
	t.Helper()
	m := s.market
	m.kind.SetSelected(tookAnimal)
	m.animal.SetText(name)
	m.power.SetText(power)
	require.NotNil(t, m.places[i], "%s can go to space %d", name, i+1)
	test.Tap(m.places[i])
	require.Empty(t, s.lastErr)
}

// tableauGame reads a value from the running game.
func tableauGame[T any](s *tableauScreen, f func(g *tableau.Game) T) T { return f(s.game()) }

// passTableauRound taps Pass until the market phase is over.
func passTableauRound(t *testing.T, s *tableauScreen) {
	t.Helper()
	for tableauGame(s, (*tableau.Game).Phase) == tableau.PhaseMarket {
		require.Equal(t, "No card left: pass", s.main.Text)
		test.Tap(s.main)
		require.Empty(t, s.lastErr, "the pass was refused")
	}
}

// toTableauCombat plays round 1 of Ana, Ben and Cy to its combat.
func toTableauCombat(t *testing.T, s *tableauScreen) {
	t.Helper()
	startTableau(t, s, "Ana", "Ben", "Cy")
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	takeAnimal(t, s, "Fish", "3/5/7", 0)
	takeAnimal(t, s, "Otter", "1/3/5", 0)
	takeAnimal(t, s, "Ant", "", 0)
	takeAnimal(t, s, "Pig", "4/4/4", 1)
	takeAnimal(t, s, "Beaver", "2/3/4", 1)
	passTableauRound(t, s)
}

// TestTableauSetupForm: the game's name on the shelf, and its set-up form
// with no game yet, which refuses two players of the same name and deals
// a market for the number of players. (The shelf's own part, its row for
// the game, is tested in package ui: TestTableauShelfEntry.)
func TestTableauSetupForm(t *testing.T) {
	assert.Equal(t, "Super Auto Pets board game", Title)
	s := openTableau(t, 1)
	assert.Equal(t, s.setup.content, s.root.Objects[0], "no game yet: the set-up form")
	s.setup.names[0].SetText("Ana")
	s.setup.names[1].SetText("ana")
	test.Tap(s.setup.start)
	assert.Equal(t, "Two players are called ana; give each a different name", s.setup.problem.Text)
	test.Tap(s.setup.countButtons[4])
	assert.Contains(t, s.setup.market.Text, "Deal 12 cards in 3 rows of 4")
}

// TestTableauWholeGameThroughTheScreen plays a 6-round game of Ana and Ben
// by tapping the screen: refill, place, upgrade, food, merge, sell, pass,
// a wound, every combat scored 4/2, the final sale, the winner and the
// export; then a new launch finds the game where it was.
func TestTableauWholeGameThroughTheScreen(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	s := openTableauOver(t, 3, store)
	startTableau(t, s, "Ana", "Ben")
	tableauRoundOne(t, s)
	tableauRoundsTwoToSix(t, s)
	tableauFinalSale(t, s)
	s.h.Sess.Flush()
	again := uitest.NewHostWith(t, session.DefaultSettings(), 3, store)
	g := again.Sess.Tableau().Value()
	require.NotNil(t, g, "a new launch finds the finished game")
	assert.Equal(t, tableau.PhaseOver, g.Phase())
	assert.Equal(t, 31, g.Player(0).VP)
}

// tableauVP is player p's victory points.
func tableauVP(s *tableauScreen, p int) int {
	return tableauGame(s, func(g *tableau.Game) int { return g.Player(p).VP })
}

// tableauRoundOne plays round 1 of Ana and Ben through the screen, Ana
// first, to its combat, scored with Ben's Pig wounded.
func tableauRoundOne(t *testing.T, s *tableauScreen) {
	m := s.market
	test.Tap(m.refill)
	test.Tap(m.lines[1])
	assert.Equal(t, "Ana refilled row 2 of the market", tableauGame(s, lastWords))
	m.animal.SetText("Ant")
	test.Tap(m.places[0])
	assert.Equal(t, "Type the power printed on the card, like 2/4/6", s.lastErr, "no power: refused")
	assert.Equal(t, 0, tableauGame(s, func(g *tableau.Game) int { return g.Player(0).Drafted }))
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	takeAnimal(t, s, "Fish", "1/2/3", 0)
	takeAnimal(t, s, "ant", "", 0) // Ana: Ant level 2
	takeAnimal(t, s, "Fish", "", 0)
	takeAnimal(t, s, "Ant", "", 0) // Ana: Ant level 3
	takeAnimal(t, s, "Pig", "3/3/3", 1)
	m.kind.SetSelected(tookFood)
	m.food.SetText("Honey")
	test.Tap(m.places[0])
	assert.Equal(t, "Ant, level 3, power 6 (2/4/6), with Honey", stackWords(tableauGame(s, func(g *tableau.Game) tableau.Stack { return g.Player(0).Spaces[0] })))
	takeAnimal(t, s, "Fish", "1/2/3", 2) // Ben's second Fish stack
	takeAnimal(t, s, "Otter", "1/2/3", 1)
	require.NotNil(t, m.merges[0], "Ben has two Fish stacks")
	test.Tap(m.merges[0])
	assert.Equal(t, 0, tableauVP(s, 1), "2 + 1 cards: no card discarded")
	takeAnimal(t, s, "Duck", "2/2/2", 2)

	require.Equal(t, tableau.PhaseCombat, tableauGame(s, (*tableau.Game).Phase))
	test.Tap(s.wounds[[2]int{1, 1}])
	shown := screenTexts(s.root)
	assert.Contains(t, shown, "Power: Fish 3 + Pig 0 (wounded) + Duck 2 = 5")
	assert.Contains(t, shown, "Power: Ant 6 + Otter 1 = 7")
	test.Tap(s.undoBar.Undo)
	test.Tap(s.undoBar.Redo)
	test.Tap(s.main)
	assert.Equal(t, []int{4, 2}, []int{tableauVP(s, 0), tableauVP(s, 1)}, "the most power 4, the second 2")
	assert.Equal(t, 1, tableauGame(s, (*tableau.Game).First), "Ben had the least power")
	assert.Contains(t, screenTexts(s.root), "Ben has the least power and is first player next round.")
}

// tableauRoundsTwoToSix plays rounds 2 to 6: Ben sells his Duck to make
// room for a Beetle of no power he drafts (a sale goes with a draft, never
// with a pass), Ana merges a fourth Ant into her level 3 stack and drafts a
// Beetle too, and the rest pass.
func tableauRoundsTwoToSix(t *testing.T, s *tableauScreen) {
	m := s.market
	test.Tap(m.sells[2])
	assert.Equal(t, 3, tableauVP(s, 1), "level 1 sells for 1")
	test.Tap(s.main)
	assert.Contains(t, s.lastErr, "Ben sold or merged a stack this turn, which the rules allow only when placing the card drafted")
	takeAnimal(t, s, "Beetle", "0/0/0", 2)
	passTableauRound(t, s)
	test.Tap(s.main)
	assert.Equal(t, []int{8, 5}, []int{tableauVP(s, 0), tableauVP(s, 1)}, "Ana 7 against Ben 6")

	test.Tap(s.main) // Ben passes
	takeAnimal(t, s, "Ant", "2/4/6", 2)
	test.Tap(s.main) // Ben passes
	test.Tap(m.merges[0])
	assert.Equal(t, 9, tableauVP(s, 0), "3 + 1 cards: one discarded, +1")
	takeAnimal(t, s, "Beetle", "0/0/0", 2) // the merge goes with a draft
	passTableauRound(t, s)
	for r := 3; r <= tableau.Rounds; r++ {
		test.Tap(s.main) // score round r
		if r < tableau.Rounds {
			passTableauRound(t, s)
		}
	}
	assert.Equal(t, []int{9 + 4*4, 5 + 2*4}, []int{tableauVP(s, 0), tableauVP(s, 1)})
}

// tableauFinalSale sells what is left, finishes the game and exports it.
func tableauFinalSale(t *testing.T, s *tableauScreen) {
	require.Equal(t, tableau.PhaseSale, tableauGame(s, (*tableau.Game).Phase))
	test.Tap(s.sells[[2]int{0, 0}])
	test.Tap(s.sells[[2]int{1, 0}])
	test.Tap(s.sells[[2]int{1, 1}])
	assert.Equal(t, []int{25 + 6, 13 + 6 + 1}, []int{tableauVP(s, 0), tableauVP(s, 1)}, "level 3 sells for 6, level 1 for 1")
	test.Tap(s.main)
	require.Equal(t, tableau.PhaseOver, tableauGame(s, (*tableau.Game).Phase))
	shown := screenTexts(s.root)
	assert.Contains(t, shown, "Ana wins!")
	assert.Contains(t, shown, "Ana wins with 31 victory points.")
	assert.Contains(t, shown, "1. Ana: 31 VP (tokens 6 + 6 + 6 + 6 + 6 + 1)")
	assert.Contains(t, shown, "2. Ben: 20 VP (tokens 6 + 6 + 6 + 2)")
	test.Tap(s.copySummary)
	assert.Contains(t, s.h.Clipboard.Content(), "1. Ana: 31 victory points; combat points 4 4 4 4 4 4")
	test.Tap(s.copyLink)
	assert.True(t, strings.HasPrefix(s.h.Clipboard.Content(), tableau.BGStatsLink))
}

// screenTexts are the texts of every label under o.
func screenTexts(o fyne.CanvasObject) []string {
	var out []string
	switch x := o.(type) {
	case *widget.Label:
		return []string{x.Text}
	case *kit.WrapLabel:
		return []string{x.Text}
	case *fyne.Container:
		for _, k := range x.Objects {
			out = append(out, screenTexts(k)...)
		}
		return out
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, k := range test.WidgetRenderer(w).Objects() {
			out = append(out, screenTexts(k)...)
		}
	}
	return out
}

// lastWords says the last action of g.
func lastWords(g *tableau.Game) string {
	a, _ := g.Last()
	return g.Describe(a)
}

func TestTableauUndoRedoAndDice(t *testing.T) {
	s := openTableau(t, 5)
	startTableau(t, s, "Ana", "Ben")
	takeAnimal(t, s, "Ant", "2/4/6", 3)
	assert.Equal(t, "Undo: Ana placed Ant in space 4", s.undoBar.UndoText.Text, "the undo bar says what it takes back")
	assert.True(t, s.undoBar.Redo.Disabled(), "nothing to redo yet")
	test.Tap(s.undoBar.Undo)
	assert.Equal(t, "Redo: Ana placed Ant in space 4", s.undoBar.RedoText.Text)
	assert.True(t, tableauGame(s, func(g *tableau.Game) bool { return g.Player(0).Spaces[3].Empty() }))
	assert.Equal(t, 0, tableauGame(s, (*tableau.Game).Turn), "Ana's turn again")
	test.Tap(s.undoBar.Redo)
	assert.Equal(t, "Ant", tableauGame(s, func(g *tableau.Game) string { return g.Player(0).Spaces[3].Type }))
	assert.True(t, s.undoBar.Redo.Disabled(), "nothing left to redo")
	test.Tap(s.undoBar.Undo)
	test.Tap(s.undoBar.Undo)
	assert.Nil(t, s.game(), "undo goes back to before the game started")
	assert.Equal(t, "Redo: a new game of Ana and Ben", s.undoBar.RedoText.Text, "the set-up form offers the game back")
	test.Tap(s.undoBar.Redo)
	require.NotNil(t, s.game())
	test.Tap(s.undoBar.Redo)
	assert.Equal(t, "Ant", tableauGame(s, func(g *tableau.Game) string { return g.Player(0).Spaces[3].Type }))

	test.Tap(s.rollMosquito)
	assert.True(t, s.mosquito >= 1 && s.mosquito <= 6)

	test.Tap(s.newGame)
	assert.Contains(t, uitest.DialogText(s.h.Win), "The board game in progress will be ended")
}

func TestTableauFullTableauAndRefillNotNow(t *testing.T) {
	s := openTableau(t, 9)
	startTableau(t, s, "Ana", "Ben")
	test.Tap(s.market.refill)
	require.NotNil(t, s.market.notNow)
	test.Tap(s.market.notNow)
	assert.NotNil(t, s.market.refill, "the token is still unused")
	for i, a := range []string{"Ant", "Fish", "Otter", "Pig", "Duck"} {
		takeAnimal(t, s, a, "1/2/3", i)
		test.Tap(s.main) // Ben passes
	}
	test.Tap(s.main) // score
	if tableauGame(s, (*tableau.Game).Turn) == 1 {
		test.Tap(s.main)
	}
	s.market.animal.SetText("Beaver")
	assert.Nil(t, s.market.places[0], "no room for a new animal")
	assert.Contains(t, screenTexts(s.root), "No empty space: add the card to a stack of the same animal, or sell or merge a stack first.")
	s.market.animal.SetText("Pig")
	require.NotNil(t, s.market.places[3])
	assert.Equal(t, "Add it: level 2", s.market.places[3].Text)
}

func TestTableauFoodNeedsAStack(t *testing.T) {
	s := openTableau(t, 7)
	startTableau(t, s, "Ana", "Ben")
	s.market.kind.SetSelected(tookFood)
	for _, b := range s.market.places {
		assert.Nil(t, b, "no stack to give a food to")
	}
}

// TestTheRoundStartsWithTheMarketAndItsAbilities: before the round's first
// card the table is reminded to fill the market and resolve the
// start-of-market abilities; once a card is taken, no more. Placing a card
// and selling a stack lie in rows apart.
func TestTheRoundStartsWithTheMarketAndItsAbilities(t *testing.T) {
	s := openTableauOver(t, 3, session.NewDirStore(t.TempDir()))
	startTableau(t, s, "Ana", "Ben")
	assert.Contains(t, strings.Join(screenTexts(s.root), "\n"), "Round 1 begins: fill the market from the deck until it is full, then resolve the abilities that act at the start of the market")
	takeAnimal(t, s, "Ant", "2/4/6", 0)
	assert.NotContains(t, strings.Join(screenTexts(s.root), "\n"), "Round 1 begins")
	takeAnimal(t, s, "Fish", "1/2/3", 0)
	m := s.market
	m.kind.SetSelected(tookAnimal)
	m.animal.SetText("Ant")
	require.NotNil(t, m.places[0])
	require.NotNil(t, m.sells[0])
	drv := fyne.CurrentApp().Driver()
	place, sell := drv.AbsolutePositionForObject(m.places[0]), drv.AbsolutePositionForObject(m.sells[0])
	assert.GreaterOrEqual(t, sell.Y-(place.Y+m.places[0].Size().Height), float32(kit.DestructiveGap), "Sell lies a row below Add it, a gap between")
}

// In the combat, a - or + far down the page leaves the page where it was:
// the next tap lands on the stack the finger meant. A new phase starts at
// the top.
func TestTheCombatKeepsItsPlaceUnderTheFinger(t *testing.T) {
	s := openTableau(t, 3)
	toTableauCombat(t, s)
	scrollTo(s, s.columns[4][1])
	y := s.scroll.Offset.Y
	require.Positive(t, y, "the page scrolled down to the columns")
	test.Tap(s.columns[4][1])
	test.Tap(s.boosts[[2]int{0, 0}][1])
	for range 2 {
		uitest.Relayout(s.h.Win.Content())
	}
	assert.Equal(t, y, s.scroll.Offset.Y, "the page stays where it was after - and +")
	test.Tap(s.main) // score the combat: the next round's market
	require.Equal(t, tableau.PhaseMarket, tableauGame(s, (*tableau.Game).Phase))
	assert.Zero(t, s.scroll.Offset.Y, "a new phase starts at the top")
}
