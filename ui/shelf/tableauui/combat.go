package tableauui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// combatView is the combat phase: wounds and changes of power entered in
// turn order, each tableau's power as a sum the table can check, the
// effects on columns, and what scoring now gives.
func (s *tableauScreen) combatView(g *tableau.Game) []fyne.CanvasObject {
	var names []string
	for _, p := range g.Order() {
		names = append(names, g.Player(p).Name)
	}
	intro := kit.NewWrapLabel("Start-of-combat abilities go in turn order, " + strings.Join(names, ", ") +
		", each from rear to front. Tap Wound on a stack that gets a wound token: it adds no power this round. " +
		"Use - and + for the power abilities add to a stack or to a column this round; a food's power stays while it lies under the stack.")
	out := []fyne.CanvasObject{intro}
	preview := g.Preview()
	for _, sm := range preview.Sums {
		out = append(out, s.powerCard(g, sm))
	}
	return append(out, s.columnsCard(g), combatCard(g, preview, "If you score now"))
}

// powerCard is one player's tableau in the combat: each stack with its
// change of power and a Wound button, and the power added up from rear to
// front.
func (s *tableauScreen) powerCard(g *tableau.Game, sm tableau.Sum) fyne.CanvasObject {
	p := sm.Player
	box := container.NewVBox()
	for i, st := range g.Player(p).Spaces {
		if st.Empty() {
			continue
		}
		box.Add(s.combatRow(p, i, st))
	}
	sum := kit.NewWrapLabel("Power: " + sm.Words())
	sum.TextStyle.Bold = true
	sum.SizeName = theme.SizeNameSubHeadingText
	box.Add(sum)
	return widget.NewCard("", "", container.NewVBox(playerTitleLine(g.Player(p)), box))
}

// combatRow is one stack in the combat: what it is, then the power its
// abilities add this round (- and +) and its Wound or Heal button.
func (s *tableauScreen) combatRow(p, i int, st tableau.Stack) fyne.CanvasObject {
	label, kind := "Wound", tableau.KindWound
	if st.Wounded {
		label, kind = "Heal", tableau.KindHeal
	}
	w := widget.NewButton(label, func() { s.play(tableau.Action{Kind: kind, Player: p, Space: i}) })
	s.wounds[[2]int{p, i}] = w
	minus, plus := s.changeButtons(tableau.Action{Kind: tableau.KindBoost, Player: p, Space: i})
	s.boosts[[2]int{p, i}] = [2]*widget.Button{minus, plus}
	words := kit.NewWrapLabel(kit.Sentence(tableau.SpaceName(i)) + ": " + stackWords(st))
	bg := kit.NewThemedRect(theme.ColorNameInputBackground)
	bg.Radius = 8
	return container.NewStack(bg, container.NewPadded(container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewCenter(w), words),
		changeRow("Abilities", st.Boost, minus, plus))))
}

// changeButtons are the - and + of a change of power: change with an
// Amount of -1 or +1.
func (s *tableauScreen) changeButtons(change tableau.Action) (minus, plus *widget.Button) {
	by := func(d int) func() {
		a := change
		a.Amount = d
		return func() { s.play(a) }
	}
	minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), by(-1))
	plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), by(1))
	return minus, plus
}

// changeRow is "Abilities    - +2 +": a change of power between its
// buttons, at the right, so that rows of them line up.
func changeRow(what string, n int, minus, plus *widget.Button) fyne.CanvasObject {
	val := widget.NewLabelWithStyle(tableau.Signed(n), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	steps := container.New(layout.NewGridLayoutWithColumns(3), minus, val, plus)
	return container.NewBorder(nil, nil, nil, steps, widget.NewLabel(what))
}

// columnsCard is the effects on columns: a column is the same space of
// every tableau, and a change there changes each stack in it.
func (s *tableauScreen) columnsCard(g *tableau.Game) fyne.CanvasObject {
	box := container.NewVBox(kit.NewWrapLabel("An effect on a column changes that space of every tableau this round."))
	for i := range tableau.Spaces {
		minus, plus := s.changeButtons(tableau.Action{Kind: tableau.KindColumn, Space: i})
		s.columns[i] = [2]*widget.Button{minus, plus}
		name := "Column " + strconv.Itoa(i+1)
		switch i {
		case 0:
			name += " (rear)"
		case tableau.Spaces - 1:
			name += " (front)"
		}
		box.Add(changeRow(name, g.ColumnChange(i), minus, plus))
	}
	return widget.NewCard("Effects on columns", "", box)
}

// sideRow is one space of a tableau with one button at its side.
func sideRow(i int, st tableau.Stack, b *widget.Button) fyne.CanvasObject {
	l := kit.NewWrapLabel(kit.Sentence(tableau.SpaceName(i)) + ": " + stackWords(st))
	bg := kit.NewThemedRect(theme.ColorNameInputBackground)
	bg.Radius = 8
	return container.NewStack(bg, container.NewBorder(nil, nil, nil, container.NewCenter(b), l))
}

// playerTitleLine is a player's name in bold beside their colour.
func playerTitleLine(pl tableau.Player) fyne.CanvasObject {
	dot := canvas.NewRectangle(kit.PlayerColour(pl.Colour))
	dot.CornerRadius = 4
	dot.SetMinSize(fyne.NewSize(8, 0))
	return container.NewBorder(nil, nil, dot, nil, kit.WrapTitle(pl.Name))
}

// combatCard shows a combat: each player's sum and what it gains, who is
// first next round, and the rule for ties.
func combatCard(g *tableau.Game, c tableau.Combat, title string) fyne.CanvasObject {
	box := container.NewVBox()
	for _, sm := range c.Sums {
		pl := g.Player(sm.Player)
		gain := "no victory points"
		if n := c.Points[sm.Player]; n > 0 {
			gain = fmt.Sprintf("+%d VP", n)
		}
		box.Add(kit.NewWrapLabel(fmt.Sprintf("%s: %s, %s", pl.Name, sm.Words(), gain)))
	}
	text := fmt.Sprintf("%s has the least power and is first player next round.", g.Player(c.NextFirst).Name)
	if c.Round == tableau.Rounds {
		text = fmt.Sprintf("%s has the least power.", g.Player(c.NextFirst).Name)
	}
	least := kit.NewWrapLabel(text)
	least.TextStyle.Bold = true
	box.Add(least)
	rule := kit.NewWrapLabel(fmt.Sprintf("The most power gains %d VP, the second most %d. %s", tableau.MostPoints, tableau.NextPoints, tableau.TieRules))
	rule.SizeName = theme.SizeNameCaptionText
	box.Add(rule)
	return widget.NewCard(title, "", box)
}

// saleView is the final sale after round 6: any player may sell any stack.
func (s *tableauScreen) saleView(g *tableau.Game) []fyne.CanvasObject {
	out := []fyne.CanvasObject{widget.NewCard("Final sale", "", kit.NewWrapLabel(fmt.Sprintf(
		"Round %d is over. Each player may sell the stacks left: 1, 3 or 6 VP for level 1, 2 or 3. Then tap Finish the game.", tableau.Rounds)))}
	for _, p := range g.Order() {
		pl := g.Player(p)
		box := container.NewVBox(playerTitleLine(pl))
		for i, st := range pl.Spaces {
			if st.Empty() {
				continue
			}
			b := widget.NewButton(fmt.Sprintf("Sell: +%d VP", tableau.SellPoints[st.Level-1]), func() {
				s.play(tableau.Action{Kind: tableau.KindSell, Player: p, Space: i})
			})
			s.sells[[2]int{p, i}] = b
			box.Add(sideRow(i, st, b))
		}
		if len(box.Objects) == 1 {
			box.Add(kit.NewWrapLabel("No stacks left."))
		}
		out = append(out, widget.NewCard("", "", box))
	}
	return out
}

// overView is the end: the winner, the standings with each player's tokens,
// the tie rule, and the ways to share the game.
func (s *tableauScreen) overView(g *tableau.Game) []fyne.CanvasObject {
	o, _ := g.Outcome()
	var names []string
	for _, w := range o.Winners {
		names = append(names, g.Player(w).Name)
	}
	title := words.JoinAnd(names) + " wins!"
	if len(names) > 1 {
		title = words.JoinAnd(names) + " share the victory!"
	}
	box := container.NewVBox(tableauBanner(g, o.Winners, title), kit.NewWrapLabel(o.Explanation))
	for _, st := range g.Standings() {
		pl := g.Player(st.Player)
		box.Add(kit.NewWrapLabel(fmt.Sprintf("%d. %s: %d VP (tokens %s)", st.Place, pl.Name, st.VP, tokenWords(st.VP))))
	}
	rule := kit.NewWrapLabel(tableau.TieRules)
	rule.SizeName = theme.SizeNameCaptionText
	box.Add(rule)
	return []fyne.CanvasObject{box, s.shareCard(g)}
}

// tokenWords writes the victory point tokens that make vp: "6 + 6 + 1".
func tokenWords(vp int) string {
	t := tableau.Tokens(vp)
	if len(t) == 0 {
		return "none"
	}
	parts := make([]string, len(t))
	for i, v := range t {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, " + ")
}

// tableauBanner is the winner's banner, framed in the winner's colour (gold
// when players share the victory), with room around it for the frame.
func tableauBanner(g *tableau.Game, winners []int, title string) fyne.CanvasObject {
	frame := kit.PlayerColour("yellow")
	if len(winners) == 1 {
		frame = kit.PlayerColour(g.Player(winners[0]).Colour)
	}
	bg := kit.NewThemedRect(theme.ColorNameInputBackground)
	bg.Radius = 12
	border := canvas.NewRectangle(nil)
	border.StrokeColor, border.StrokeWidth, border.CornerRadius = frame, 6, 12
	label := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	label.Wrapping = fyne.TextWrapWord
	label.SizeName = theme.SizeNameHeadingText
	return container.NewPadded(container.NewStack(bg, border, container.NewPadded(label)))
}

// shareCard copies the game as text or as a BG Stats link, or opens it in
// BG Stats.
func (s *tableauScreen) shareCard(g *tableau.Game) fyne.CanvasObject {
	summary, link := g.Summary(), ""
	url, err := g.BGStatsURL()
	if err == nil {
		link = url
	}
	copied := kit.NewWrapLabel("")
	copied.Hide()
	show := func(text string) {
		copied.SetText(text)
		copied.Show()
	}
	s.copySummary = widget.NewButtonWithIcon("Copy summary", theme.ContentCopyIcon(), func() {
		s.h.Clipboard.SetContent(summary)
		show("The game summary was copied.")
	})
	s.copyLink = widget.NewButtonWithIcon("Copy BG Stats link", theme.ContentCopyIcon(), func() {
		s.h.Clipboard.SetContent(link)
		show("The BG Stats link was copied: open it on a phone with BG Stats to log the play.")
	})
	s.openLink = widget.NewButtonWithIcon("Open in BG Stats", theme.MailForwardIcon(), func() {
		if err := s.h.OpenURL(link); err != nil {
			show(kit.Sentence(kit.ErrText(err)))
		}
	})
	return widget.NewCard("Share the game", "", container.NewVBox(kit.NewFitRow(s.copySummary, s.copyLink, s.openLink), copied))
}
