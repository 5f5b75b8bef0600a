package tableauui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// What the player whose turn it is took from the market.
const (
	tookAnimal = "Animal"
	tookFood   = "Food"
)

// tableauMarket is a market turn: whose turn it is, the refill token, what
// the player took and where it goes in their tableau, and the stacks they
// may sell or merge first.
type tableauMarket struct {
	s          *tableauScreen
	kind       *widget.RadioGroup
	animal     *widget.Entry
	power      *widget.Entry
	food       *widget.Entry
	keep       *widget.Check
	adds       *kit.Stepper    // the power a food adds while under the stack
	rows       *fyne.Container // the tableau's rows, redrawn as the card's name is typed
	form       *fyne.Container // the entries for the kind of card taken
	seen       *fyne.Container // the cards this game has seen, to tap instead of typing
	showRefill bool            // the refill token's lines are on show
	filling    bool            // a seen card is being filled in: no redraw per entry
	autoPower  string          // the power filled in for a seen animal, "" when typed
	autoFood   bool            // the food's power and keeping were filled in for a seen food
	autoAdds   int             // the food's power filled in
	turnAt     [3]int          // the turn the entries are for (turnKey)

	// The controls of the last build, for tests: by space, rear first.
	places, sells, merges [tableau.Spaces]*widget.Button
	refill, notNow        *widget.Button
	lines                 []*widget.Button
	chips                 []*widget.Button // the seen cards on show, latest first
	tableauTitle          fyne.CanvasObject
}

func newTableauMarket(s *tableauScreen) *tableauMarket {
	m := &tableauMarket{s: s, rows: container.NewVBox(), form: container.NewVBox(), seen: container.NewVBox()}
	m.animal = widget.NewEntry()
	m.animal.SetPlaceHolder("Animal, like Ant")
	m.power = widget.NewEntry()
	m.power.SetPlaceHolder("Power, like 2/4/6")
	m.food = widget.NewEntry()
	m.food.SetPlaceHolder("Food, like Honey")
	m.adds = kit.NewStepper(0, -tableau.MaxChange, tableau.MaxChange, nil)
	m.keep = widget.NewCheck("It stays under the stack", func(bool) { m.syncAdds() })
	m.keep.SetChecked(true)
	m.kind = widget.NewRadioGroup([]string{tookAnimal, tookFood}, func(string) {
		m.refreshForm()
		m.refreshRows()
	})
	m.kind.Horizontal = true
	m.kind.Required = true
	m.kind.SetSelected(tookAnimal)
	m.animal.OnChanged = func(string) { m.typed(false) }
	m.food.OnChanged = func(string) { m.typed(true) }
	return m
}

// syncAdds keeps the food's power at 0 and its - and + off while the food
// does not stay under the stack: a food used at once changes no power that
// lasts.
func (m *tableauMarket) syncAdds() {
	on := m.keep.Checked
	if !on && m.adds.Value != 0 {
		m.adds.Show(0)
	}
	kit.SetEnabled(m.adds.Minus, on && m.adds.Value > m.adds.Lo)
	kit.SetEnabled(m.adds.Plus, on && m.adds.Value < m.adds.Hi)
}

// build is the market phase's page: the turn, the other tableaux and the
// last combat.
func (m *tableauMarket) build(g *tableau.Game) []fyne.CanvasObject {
	p := g.Turn()
	pl := g.Player(p)
	if at := turnKey(g); at != m.turnAt {
		m.turnAt = at
		m.reset() // an undo or a pass: the card typed was for another turn
	}
	next := "The market phase ends after this card."
	if n := nextDrafter(g, p); n >= 0 {
		next = "Then " + g.Player(n).Name + "."
	}
	sub := fmt.Sprintf("Card %d of %d this round. %s", pl.Drafted+1, tableau.Draft, next)
	title := kit.Heading(pl.Name + "'s turn") // a card's title would not wrap a long name
	m.tableauTitle = kit.WrapTitle(pl.Name + "'s tableau, rear to front")
	turn := container.NewVBox(title, kit.NewWrapLabel(sub), roundStart(g, p), m.refillBox(g, p),
		kit.WrapTitle("What did "+pl.Name+" take?"), m.seen, m.kind, m.form,
		m.tableauTitle, m.rows)
	m.refreshForm()
	m.drawSeen(g.Seen())
	m.drawRows(g)
	out := []fyne.CanvasObject{widget.NewCard("", "", turn), m.othersCard(g, p)}
	if c := m.lastCombat(g); c != nil {
		out = append(out, c)
	}
	return out
}

// roundStart reminds the table, before the round's first card, of what
// comes first: the market refilled and the start-of-market abilities (the
// text: "In the beginning of each round, the market is refilled, by drawing
// cards from the deck until the market is full", and such abilities "are
// resolved in player order, from rear to front, before the first player
// takes their first card"); nothing later in the round.
func roundStart(g *tableau.Game, p int) fyne.CanvasObject {
	for q := range g.NumPlayers() {
		if g.Player(q).Drafted > 0 {
			return container.NewVBox()
		}
	}
	words := kit.NewWrapLabel(fmt.Sprintf("Round %d begins: fill the market from the deck until it is full, then resolve the abilities that act at the start of the market, player by player, each tableau from rear to front, before %s takes the first card.",
		g.Round(), g.Player(p).Name))
	words.Importance = widget.HighImportance
	return words
}

// nextDrafter is the next player clockwise after p still drafting; -1
// when nobody else is.
func nextDrafter(g *tableau.Game, p int) int {
	n := g.NumPlayers()
	for d := 1; d < n; d++ {
		if q := (p + d) % n; g.Player(q).Drafted < tableau.Draft {
			return q
		}
	}
	if g.Player(p).Drafted+1 < tableau.Draft {
		return p
	}
	return -1
}

// refillBox is the refill token: used, or a button that shows the lines.
func (m *tableauMarket) refillBox(g *tableau.Game, p int) fyne.CanvasObject {
	m.refill, m.notNow, m.lines = nil, nil, nil
	if l := g.Player(p).Refill; l != nil {
		return kit.NewWrapLabel(fmt.Sprintf("Refill token used this round (%s).", l))
	}
	if !m.showRefill {
		m.refill = widget.NewButtonWithIcon("Refill a row or column first", theme.ViewRefreshIcon(), func() {
			m.showRefill = true
			m.s.refresh()
		})
		return m.refill
	}
	var btns []fyne.CanvasObject
	add := func(l tableau.Line) {
		b := widget.NewButton(kit.Sentence(l.String()), func() {
			if m.s.play(tableau.Action{Kind: tableau.KindRefill, Player: p, Line: l}) {
				m.showRefill = false
			}
		})
		m.lines = append(m.lines, b)
		btns = append(btns, b)
	}
	for i := 1; i <= tableau.MarketRows; i++ {
		add(tableau.Line{Index: i})
	}
	for i := 1; i <= g.Columns(); i++ {
		add(tableau.Line{Column: true, Index: i})
	}
	m.notNow = widget.NewButton("Not now", func() {
		m.showRefill = false
		m.s.refresh()
	})
	btns = append(btns, m.notNow)
	return container.NewVBox(kit.NewWrapLabel("Which line of the market was refilled? Rows go across, columns down."), kit.NewFitRow(btns...))
}

// refreshForm shows the entries for the kind of card taken.
func (m *tableauMarket) refreshForm() {
	if m.kind.Selected == tookFood {
		adds := container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(160, m.adds.Content.MinSize().Height), m.adds.Content),
			kit.NewWrapLabel("Power it adds to the stack"))
		m.form.Objects = []fyne.CanvasObject{m.food, m.keep, adds}
	} else {
		m.form.Objects = []fyne.CanvasObject{m.animal, m.power}
	}
	m.form.Refresh()
}

// refreshRows draws the tableau again as the card's name is typed.
func (m *tableauMarket) refreshRows() { m.drawRows(m.s.game()) }

// drawRows draws the tableau of the player whose turn it is, each space
// with what the card taken can do there and what the player may do first.
// g is the running game as read from the session, never changed here.
func (m *tableauMarket) drawRows(g *tableau.Game) {
	m.rows.RemoveAll()
	m.places, m.sells, m.merges = [tableau.Spaces]*widget.Button{}, [tableau.Spaces]*widget.Button{}, [tableau.Spaces]*widget.Button{}
	if g == nil || g.Phase() != tableau.PhaseMarket {
		return
	}
	p := g.Turn()
	pl := g.Player(p)
	if m.kind.Selected == tookAnimal && !hasEmpty(pl) {
		m.rows.Add(kit.NewWrapLabel("No empty space: add the card to a stack of the same animal, or sell or merge a stack first."))
	}
	for i, st := range pl.Spaces {
		var place *widget.Button
		var btns []fyne.CanvasObject // selling and merging, apart from placing
		if b := m.placeButton(pl, p, i); b != nil {
			m.places[i] = b
			place = b
		}
		if !st.Empty() {
			m.sells[i] = widget.NewButton(fmt.Sprintf("Sell: +%d VP", tableau.SellPoints[st.Level-1]), func() {
				m.s.play(tableau.Action{Kind: tableau.KindSell, Player: p, Space: i})
			})
			btns = append(btns, m.sells[i])
			if j := mergePartner(pl, i); j >= 0 {
				// Space j, not the animal's name (the words say it, and
				// they wrap): a button's text does not, and a name can be
				// 30 letters long.
				m.merges[i] = widget.NewButton(fmt.Sprintf("Merge space %d in here", j+1), func() {
					m.s.play(tableau.Action{Kind: tableau.KindMerge, Player: p, Space: j, Into: i})
				})
				btns = append(btns, m.merges[i])
			}
		}
		m.rows.Add(spaceRow(i, st, place, btns))
	}
	m.rows.Refresh()
}

// placeButton is what the card taken can do in space i of player p's
// tableau: a new stack, a card added to the stack, or the food given to
// it; nil when nothing.
func (m *tableauMarket) placeButton(pl tableau.Player, p, i int) *widget.Button {
	st := pl.Spaces[i]
	if m.kind.Selected == tookFood {
		if st.Empty() {
			return nil
		}
		return widget.NewButton("Give it the food", func() { m.onFood(p, i) })
	}
	name := strings.TrimSpace(m.animal.Text)
	switch {
	case !st.Empty() && name == "":
		// Nothing named yet: another card of the stack's own animal is one
		// tap on the stack.
		if st.Level >= tableau.MaxLevel {
			return nil
		}
		return widget.NewButton(fmt.Sprintf("Another one: level %d", st.Level+1), func() { m.onUpgrade(p, i, st.Type) })
	case !st.Empty() && strings.EqualFold(name, st.Type):
		if st.Level >= tableau.MaxLevel {
			return nil
		}
		return widget.NewButton(fmt.Sprintf("Add it: level %d", st.Level+1), func() { m.onUpgrade(p, i, name) })
	case name != "" && (st.Empty() || hasEmpty(pl)):
		return widget.NewButton("Put it here", func() { m.onPlace(p, i) })
	}
	return nil
}

// hasEmpty reports whether the tableau has an empty space.
func hasEmpty(pl tableau.Player) bool {
	for _, st := range pl.Spaces {
		if st.Empty() {
			return true
		}
	}
	return false
}

// mergePartner is the stack of the same animal nearest to space i that can
// merge into it; -1 when none.
func mergePartner(pl tableau.Player, i int) int {
	for d := 1; d < tableau.Spaces; d++ {
		for _, j := range []int{i - d, i + d} {
			if j >= 0 && j < tableau.Spaces && !pl.Spaces[j].Empty() && strings.EqualFold(pl.Spaces[j].Type, pl.Spaces[i].Type) {
				return j
			}
		}
	}
	return -1
}

// onPlace puts the animal typed in space i as a new stack.
func (m *tableauMarket) onPlace(p, i int) {
	power, err := tableau.ParsePower(m.power.Text)
	if strings.TrimSpace(m.power.Text) == "" {
		err = problem.Newf("ui", "type the power printed on the card, like 2/4/6")
	}
	if err != nil {
		m.s.show(err)
		return
	}
	m.s.play(tableau.Action{Kind: tableau.KindPlace, Player: p, Space: i, Name: strings.TrimSpace(m.animal.Text), Power: power})
}

// onUpgrade adds an animal to the stack in space i.
func (m *tableauMarket) onUpgrade(p, i int, animal string) {
	m.s.play(tableau.Action{Kind: tableau.KindUpgrade, Player: p, Space: i, Name: animal})
}

// onFood gives the food typed to the stack in space i.
func (m *tableauMarket) onFood(p, i int) {
	m.s.play(tableau.Action{Kind: tableau.KindFood, Player: p, Space: i, Name: strings.TrimSpace(m.food.Text), Keep: m.keep.Checked, Amount: m.adds.Value})
}

// reset empties the card's entries for a new turn, an animal again (the
// most cards are), without drawing anything: build does, when the turn has
// moved on (a draft, a pass, an undo).
func (m *tableauMarket) reset() {
	m.filling = true
	defer func() { m.filling = false }()
	m.animal.SetText("")
	m.power.SetText("")
	m.food.SetText("")
	m.keep.SetChecked(true)
	m.adds.Show(0)
	m.syncAdds()
	m.autoPower, m.autoFood = "", false
	m.showRefill = false
	m.kind.Selected = tookAnimal
	m.kind.Refresh()
}

// turnKey tells one market turn from another: the round, the cards drafted
// so far and whose turn it is.
func turnKey(g *tableau.Game) [3]int {
	drafted := 0
	for p := range g.NumPlayers() {
		drafted += g.Player(p).Drafted
	}
	return [3]int{g.Round(), drafted, g.Turn()}
}

// spaceRow is one space of a tableau: what lies there and the buttons for
// it, on a tile; one button sits at the side, more go under the words.
func spaceRow(i int, st tableau.Stack, place *widget.Button, btns []fyne.CanvasObject) fyne.CanvasObject {
	if place == nil && len(btns) == 1 {
		return sideRow(i, st, btns[0].(*widget.Button))
	}
	if place != nil && len(btns) == 0 {
		return sideRow(i, st, place)
	}
	box := container.NewVBox(kit.NewWrapLabel(kit.Sentence(tableau.SpaceName(i)) + ": " + stackWords(st)))
	if place != nil {
		// Selling or merging lies a row below placing, a gap between: a
		// slip of the finger does not sell the stack the card was for.
		gap := canvas.NewRectangle(color.Transparent)
		gap.SetMinSize(fyne.NewSize(1, kit.DestructiveGap))
		box.Add(place)
		box.Add(gap)
	}
	if len(btns) > 0 {
		box.Add(kit.NewFitRow(btns...))
	}
	bg := kit.NewThemedRect(theme.ColorNameInputBackground)
	bg.Radius = 8
	return container.NewStack(bg, container.NewPadded(box))
}

// stackWords says what a stack is: "Ant, level 2, power 5 (2/4/6; Honey
// +1), with Honey"; "empty" for an empty space. The power is the stack's
// own, before any column effect.
func stackWords(st tableau.Stack) string {
	if st.Empty() {
		return "empty"
	}
	why := append([]string{st.Printed()}, st.Changes()...)
	out := fmt.Sprintf("%s, level %d, power %d (%s)", st.Type, st.Level, st.Strength(), strings.Join(why, "; "))
	if st.Food != "" {
		out += ", with " + st.Food
	}
	if st.Wounded {
		out += ", wounded"
	}
	return out
}

// othersCard shows every other player's tableau in short, in turn order.
func (m *tableauMarket) othersCard(g *tableau.Game, p int) fyne.CanvasObject {
	box := container.NewVBox()
	for _, q := range g.Order() {
		if q == p {
			continue
		}
		pl := g.Player(q)
		var parts []string
		for _, st := range pl.Spaces {
			if !st.Empty() {
				parts = append(parts, fmt.Sprintf("%s %d", st.Type, st.Level))
			}
		}
		line := "no stacks yet"
		if len(parts) > 0 {
			line = strings.Join(parts, ", ")
		}
		box.Add(kit.NewWrapLabel(fmt.Sprintf("%s (%d/%d cards): %s", pl.Name, pl.Drafted, tableau.Draft, line)))
	}
	return widget.NewCard("The others", "", container.NewVBox(kit.NewWrapLabel("Each stack's animal and level, rear to front."), box))
}

// lastCombat is the previous round's combat, while its round is just over.
func (m *tableauMarket) lastCombat(g *tableau.Game) fyne.CanvasObject {
	cs := g.Combats()
	if len(cs) == 0 {
		return nil
	}
	return combatCard(g, cs[len(cs)-1], fmt.Sprintf("Combat of round %d", cs[len(cs)-1].Round))
}
