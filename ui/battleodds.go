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
// exact chance, and where a player's order of abilities changes it.
type oddsView struct {
	content *fyne.Container
	title   *widget.Label
	bars    [3]*widget.ProgressBar
	labels  [3]*widget.Label
	notes   *wrapLabel
}

func newOddsView() *oddsView {
	v := &oddsView{title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	rows := container.NewVBox(v.title)
	for i := range v.bars {
		v.bars[i] = widget.NewProgressBar()
		v.bars[i].TextFormatter = func() string { return "" }
		v.labels[i] = widget.NewLabel("")
		rows.Add(container.NewGridWithColumns(2, v.labels[i], v.bars[i]))
	}
	v.notes = newWrapLabel("")
	rows.Add(v.notes)
	v.content = rows
	v.content.Hide()
	return v
}

// show fills the view from an odds result of battle b.
func (v *oddsView) show(b *engine.Battle, t *engine.Table, r engine.OddsResult) {
	a, bw, d := r.Chances.Floats()
	names := [3]string{b.Name(engine.PlayerA) + " wins", b.Name(engine.PlayerB) + " wins", "Draw"}
	exact := [3]string{engine.Round4(r.Chances.A), engine.Round4(r.Chances.B), engine.Round4(r.Chances.Draw)}
	for i, f := range []float64{a, bw, d} {
		v.bars[i].SetValue(f)
		v.labels[i].SetText(fmt.Sprintf("%s %s%%", names[i], percent(exact[i])))
	}
	v.title.SetText("Exact odds over every roll of the rock dice")
	var notes []string
	for _, p := range r.Orders {
		notes = append(notes, "Order matters: "+p.Describe(t))
	}
	if r.OrdersLeftOut > 0 {
		notes = append(notes, fmt.Sprintf("%d more points where the order matters are not listed.", r.OrdersLeftOut))
	}
	if len(notes) == 0 {
		notes = append(notes, "No player's choice of order for simultaneous abilities changes these odds.")
	}
	v.notes.SetText(strings.Join(notes, "\n"))
	v.content.Show()
	v.content.Refresh()
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
		fyne.Do(func() { s.oddsFinished(m, r, err) })
	}()
}

// oddsFinished shows the odds, or why there are none.
func (s *battleScreen) oddsFinished(m *engine.Match, r engine.OddsResult, err error) {
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
		s.odds.show(m.Battle, m.Table, r)
	}
}
