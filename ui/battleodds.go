package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
)

// diceOdds is the dice mode that weighs every rock outcome instead of
// playing one battle.
const diceOdds = "Exact odds over every roll"

// oddsView shows who is favoured before the decks are flipped: each side's
// exact chance with the default order of abilities and if both play well,
// side by side, and the choices that change them, in players' words.
type oddsView struct {
	content   *fyne.Container
	title     *widget.Label
	names     [3]*widget.Label
	bars      [3]*widget.ProgressBar
	labels    [3]*widget.Label
	wellBars  [3]*widget.ProgressBar
	wellLabel [3]*widget.Label
	notes     *wrapLabel
}

func newOddsView() *oddsView {
	v := &oddsView{title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	v.title.Wrapping = fyne.TextWrapWord
	head := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	}
	rows := container.NewVBox(v.title, container.NewGridWithColumns(2, head("Default order"), head("Both play well")))
	bar := func() *widget.ProgressBar {
		b := widget.NewProgressBar()
		b.TextFormatter = func() string { return "" }
		return b
	}
	for i := range v.bars {
		v.names[i] = widget.NewLabel("")
		v.bars[i], v.wellBars[i] = bar(), bar()
		v.labels[i], v.wellLabel[i] = widget.NewLabel(""), widget.NewLabel("")
		rows.Add(v.names[i])
		rows.Add(container.NewGridWithColumns(2,
			container.NewBorder(nil, nil, v.labels[i], nil, v.bars[i]),
			container.NewBorder(nil, nil, v.wellLabel[i], nil, v.wellBars[i])))
	}
	v.notes = newWrapLabel("")
	rows.Add(v.notes)
	v.content = rows
	v.content.Hide()
	return v
}

// show fills the view from the odds of battle b with the default order (r)
// and if both play well (w).
func (v *oddsView) show(b *engine.Battle, t *engine.Table, r engine.OddsResult, w engine.WellResult) {
	for i, n := range [3]string{b.Name(engine.PlayerA) + " wins", b.Name(engine.PlayerB) + " wins", "Draw"} {
		v.names[i].SetText(n)
	}
	fill(r.Chances, v.labels, v.bars)
	fill(w.Chances, v.wellLabel, v.wellBars)
	v.title.SetText("Exact odds over every roll of the rock dice")
	var notes []string
	for _, c := range w.Choices {
		notes = append(notes, fmt.Sprintf("If both play well, %s (reached %s%% of the time).", c.Words(b.Name(c.Player)), percent(engine.Round4(c.Reach))))
	}
	for _, p := range r.Orders {
		notes = append(notes, "Order matters: "+p.Describe(t))
	}
	if r.OrdersLeftOut > 0 {
		notes = append(notes, fmt.Sprintf("%d more points where the order matters are not listed.", r.OrdersLeftOut))
	}
	if len(notes) == 0 {
		notes = append(notes, "No player's choice (the order of simultaneous abilities, or spending) changes these odds.")
	}
	v.notes.SetText(strings.Join(notes, "\n"))
	v.content.Show()
	v.content.Refresh()
}

// fill shows chances c in a column of percentages and bars.
func fill(c engine.Chances, labels [3]*widget.Label, bars [3]*widget.ProgressBar) {
	a, b, d := c.Floats()
	exact := [3]string{engine.Round4(c.A), engine.Round4(c.B), engine.Round4(c.Draw)}
	for i, f := range []float64{a, b, d} {
		bars[i].SetValue(f)
		labels[i].SetText(percent(exact[i]) + "%")
	}
}

// percent turns a 4-decimal chance such as "0.3713" into "37.13".
func percent(s string) string {
	var whole, frac int
	if _, err := fmt.Sscanf(s, "%d.%d", &whole, &frac); err != nil {
		return s
	}
	n := whole*10000 + frac
	return fmt.Sprintf("%d.%02d", n/100, n%100)
}

// runOdds computes the exact odds of m off the UI goroutine; Stop cancels.
func (s *battleScreen) runOdds(m *engine.Match) {
	ctx, cancel := context.WithCancel(context.Background())
	s.cancelOdds = cancel
	s.working.Add(1)
	go func() {
		defer s.working.Done()
		defer cancel()
		r, err := engine.Odds(ctx, m, engine.OddsOptions{Orders: true})
		var w engine.WellResult
		if err == nil {
			w, err = engine.PlayWell(ctx, m, engine.OddsOptions{})
		}
		fyne.Do(func() { s.oddsFinished(m, r, w, err) })
	}()
}

// oddsFinished shows the odds, or why there are none.
func (s *battleScreen) oddsFinished(m *engine.Match, r engine.OddsResult, w engine.WellResult, err error) {
	s.resolving = false
	s.cancelOdds = nil
	s.busy.Hide()
	s.settle.Enable()
	switch {
	case errors.Is(err, context.Canceled):
		s.showProblem("The odds were stopped.")
	case err != nil:
		s.showProblem(errText(err))
	default:
		s.odds.show(m.Battle, m.Table, r, w)
	}
}
