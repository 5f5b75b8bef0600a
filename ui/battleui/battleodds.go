package battleui

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// DiceOdds is the dice mode that weighs every rock outcome instead of
// playing one battle.
const DiceOdds = "Exact odds over every roll"

// oddsView shows who is favoured before the decks are flipped: each side's
// exact chance with the default order of abilities and if both play well,
// side by side, and the choices that change them, in players' words.
type oddsView struct {
	content   *fyne.Container
	title     *widget.Label
	names     [3]*widget.Label
	bars      [3]*oddsBar
	labels    [3]*widget.Label
	wellBars  [3]*oddsBar
	wellLabel [3]*widget.Label
	notes     *kit.WrapLabel

	work kit.Task[oddsFound] // the odds being worked out
	// onProgress hears each progress line shown while the odds are worked
	// out (tests wait on it: Fyne's test driver draws on the working
	// goroutine, so a test must not read the label meanwhile).
	onProgress func(text string)
}

// newOddsView builds the odds view, hidden until there are odds.
func newOddsView() *oddsView {
	v := &oddsView{title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	v.title.Wrapping = fyne.TextWrapWord
	head := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	}
	rows := container.NewVBox(v.title, container.NewGridWithColumns(2, head("Default order"), head("Both play well")))
	for i := range v.bars {
		v.names[i] = widget.NewLabel("")
		v.bars[i], v.wellBars[i] = newOddsBar(), newOddsBar()
		v.labels[i], v.wellLabel[i] = widget.NewLabel(""), widget.NewLabel("")
		rows.Add(v.names[i])
		rows.Add(container.NewGridWithColumns(2,
			container.NewBorder(nil, nil, v.labels[i], nil, v.bars[i]),
			container.NewBorder(nil, nil, v.wellLabel[i], nil, v.wellBars[i])))
	}
	v.notes = kit.NewWrapLabel("")
	rows.Add(v.notes)
	v.content = rows
	v.content.Hide()
	return v
}

// oddsFound is what the odds worker found: the default-order odds, the
// choice points (when looked at in time), the odds if both play well (nil
// when not worked out in time), and notes on what was left out.
type oddsFound struct {
	odds    search.OddsResult
	well    *search.WellResult
	skipped []string
}

// show fills the view from the odds of battle b.
func (v *oddsView) show(b *engine.Battle, t *engine.Table, f oddsFound) {
	for i, n := range [3]string{board.PlayerName(b, engine.PlayerA) + " wins", board.PlayerName(b, engine.PlayerB) + " wins", "Draw"} {
		v.names[i].SetText(n)
	}
	fill(f.odds.Chances, v.labels, v.bars)
	if f.well != nil {
		fill(f.well.Chances, v.wellLabel, v.wellBars)
	} else {
		for i := range v.wellBars {
			v.wellBars[i].SetValue(0)
			v.wellLabel[i].SetText("?")
		}
	}
	v.title.SetText("Exact odds over every roll of the rock dice")
	v.notes.SetText(strings.Join(oddsNotes(b, t, f), "\n"))
	v.content.Show()
	v.content.Refresh()
}

// oddsNotes are the lines under the odds: the choices that change them, in
// players' words, and what was left out.
func oddsNotes(b *engine.Battle, t *engine.Table, f oddsFound) []string {
	var notes []string
	if n := f.odds.Chances.NeverEnds(); n.Sign() > 0 {
		notes = append(notes, fmt.Sprintf("On %s%% of the rolls the battle never ends: the cards keep setting each other off, so it is stopped.", percent(search.Round4(n))))
	}
	if f.well != nil {
		for _, c := range f.well.Choices {
			notes = append(notes, fmt.Sprintf("If both play well, %s (reached %s%% of the time).", c.Words(board.PlayerName(b, c.Player)), percent(search.Round4(c.Reach))))
		}
	}
	r := f.odds
	for _, p := range r.Orders {
		notes = append(notes, orderPointWords(b, t, p))
	}
	if r.OrdersLeftOut > 0 {
		notes = append(notes, fmt.Sprintf("%d more points where the order matters are not listed.", r.OrdersLeftOut))
	}
	notes = append(notes, f.skipped...)
	if len(notes) == 0 {
		notes = append(notes, "No player's choice (the order of simultaneous abilities, or spending) changes these odds.")
	}
	return notes
}

// orderPointWords says a choice of order that changes the odds in players'
// words: "Ana chooses the order of Owl (Faint) and Nest on Owl (Faint)
// (reached 100.00% of the time). As played: Ana wins 0.00%, Ben 0.00%, a
// draw 100.00%. Nest on Owl (Faint), then Owl (Faint): Ana wins 100.00%, …".
func orderPointWords(b *engine.Battle, t *engine.Table, p search.OrderPoint) string {
	names := make([]string, len(p.Abilities))
	for i, a := range p.Abilities {
		names[i] = engine.ShortName(t, a)
	}
	s := fmt.Sprintf("%s chooses the order of %s (reached %s%% of the time).",
		board.PlayerName(b, p.Player), words.JoinAnd(names), percent(search.Round4(p.Reach)))
	for i, o := range p.Options {
		label := "As played"
		if i > 0 {
			label = p.OrderWords(t, o.Orders[0])
		}
		s += fmt.Sprintf(" %s: %s wins %s%%, %s %s%%, a draw %s%%.", label,
			board.PlayerName(b, engine.PlayerA), percent(search.Round4(o.Chances.A)),
			board.PlayerName(b, engine.PlayerB), percent(search.Round4(o.Chances.B)), percent(search.Round4(o.Chances.Draw)))
	}
	return s
}

// fill shows chances c in a column of percentages and bars.
func fill(c search.Chances, labels [3]*widget.Label, bars [3]*oddsBar) {
	a, b, d := c.Floats()
	exact := [3]string{search.Round4(c.A), search.Round4(c.B), search.Round4(c.Draw)}
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

// runOdds computes the exact odds of m off the UI goroutine within the
// platform's budget, showing how far it got; Stop cancels. The default
// odds come first; the order analysis and the odds if both play well each
// have a budget of their own, and are left out when they run out of it.
func (s *Screen) runOdds(m *engine.Match) {
	budget := search.DefaultBudget
	s.odds.work.Start(func(ctx context.Context, report kit.Reporter) (oddsFound, error) {
		budget.Progress = s.oddsProgress(report)
		return findOdds(ctx, m, budget)
	}, func(f oddsFound, err error) { s.oddsFinished(m, f, err) })
}

// findOdds works out the odds of m (see runOdds).
func findOdds(ctx context.Context, m *engine.Match, budget search.Budget) (oddsFound, error) {
	var f oddsFound
	var err error
	f.odds, err = search.Odds(ctx, m, search.OddsOptions{Budget: budget})
	if err != nil {
		return f, err
	}
	ord, err := search.Odds(ctx, m, search.OddsOptions{Orders: true, Budget: budget})
	if done, err := f.part(err, "Which order of abilities matters was not worked out"); err != nil {
		return f, err
	} else if done {
		f.odds.Orders, f.odds.OrdersLeftOut = ord.Orders, ord.OrdersLeftOut
	}
	w, err := search.PlayWell(ctx, m, search.OddsOptions{Budget: budget})
	if done, err := f.part(err, "The odds if both play well were not worked out"); err != nil {
		return f, err
	} else if done {
		f.well = &w
	}
	return f, nil
}

// part takes the error of a part of the odds: done when it was worked out;
// a budget error is noted with left (what was left out, for players), and
// any other error returned.
func (f *oddsFound) part(err error, left string) (done bool, _ error) {
	if errors.Is(err, search.ErrBudget) {
		why := tooBig(err)
		if be := (*search.BudgetError)(nil); errors.As(err, &be) && be.OrdersLeft {
			why += ", and " + search.OrdersLeftWords
		}
		f.skipped = append(f.skipped, left+": "+why+".")
		return false, nil
	}
	return err == nil, err
}

// tooBig says in players' words which budget a search ran out of.
func tooBig(err error) string {
	var be *search.BudgetError
	if errors.As(err, &be) && be.Memory {
		return "it needs more memory than this device allows (" + search.MegaBytes(be.Budget.MaxBytes) + ")"
	}
	if errors.As(err, &be) {
		return "it takes longer than " + words.Count(int(be.Budget.MaxTime.Seconds()), "second", "seconds")
	}
	return kit.RulesText(err)
}

// oddsProgress returns the odds' progress report: it shows the time spent
// of the budget under the busy bar with report, at most 5 times a second.
func (s *Screen) oddsProgress(report kit.Reporter) func(search.Progress) {
	var last time.Time
	return func(p search.Progress) {
		if time.Since(last) < 200*time.Millisecond {
			return
		}
		last = time.Now()
		text := fmt.Sprintf("Working out every roll: %d s", int(p.Elapsed.Seconds()))
		if p.Budget.MaxTime > 0 {
			text += fmt.Sprintf(" of at most %d s", int(p.Budget.MaxTime.Seconds()))
		}
		report(func() {
			s.askText.SetText(text)
			s.askText.Show()
			if s.odds.onProgress != nil {
				s.odds.onProgress(text)
			}
		})
	}
}

// oddsFinished shows the odds, or why there are none.
func (s *Screen) oddsFinished(m *engine.Match, f oddsFound, err error) {
	s.resolving = false
	s.idle()
	s.settle.Enable()
	switch {
	case errors.Is(err, context.Canceled):
		s.showProblem("The odds were stopped.")
	case errors.Is(err, search.ErrBudget):
		s.showProblem(budgetProblem(m.Battle, err))
	case err != nil:
		s.showProblem(kit.RulesText(err))
	default:
		s.odds.show(m.Battle, m.Table, f)
	}
}

// budgetProblem says why the odds stopped at the budget, and what was known
// by then.
func budgetProblem(b *engine.Battle, err error) string {
	msg := "These decks have too many possible rolls to work out here: " + tooBig(err) + "."
	var be *search.BudgetError
	if errors.As(err, &be) && be.KnowsOdds() {
		msg += fmt.Sprintf(" So far: %s wins at least %s%%, %s at least %s%%, a draw at least %s%%.",
			board.PlayerName(b, engine.PlayerA), percent(search.Round4(be.Known.A)), board.PlayerName(b, engine.PlayerB), percent(search.Round4(be.Known.B)),
			percent(search.Round4(be.Known.Draw)))
	}
	return msg + " Choose \"" + DiceRoll + "\" to play one battle instead."
}

// oddsBar is a chance drawn as a bar: an outlined track filled from the left
// in the theme's primary colour as far as the chance goes, so that 0 % is
// an empty outline and 100 % a full bar (Fyne's progress bar fills its
// track with a colour of its own, and at 0 % looked full).
type oddsBar struct {
	widget.BaseWidget
	value float64 // 0 to 1
}

func newOddsBar() *oddsBar {
	b := &oddsBar{}
	b.ExtendBaseWidget(b)
	return b
}

// SetValue shows chance v, from 0 to 1.
func (b *oddsBar) SetValue(v float64) {
	b.value = max(0, min(1, v))
	b.Refresh()
}

// CreateRenderer draws the track and the fill.
func (b *oddsBar) CreateRenderer() fyne.WidgetRenderer {
	r := &oddsBarRenderer{b: b, track: canvas.NewRectangle(color.Transparent), fill: canvas.NewRectangle(color.Transparent)}
	r.track.StrokeWidth, r.track.CornerRadius, r.fill.CornerRadius = 1, 4, 4
	r.Refresh()
	return r
}

type oddsBarRenderer struct {
	b           *oddsBar
	track, fill *canvas.Rectangle
}

func (r *oddsBarRenderer) Destroy()                     {}
func (r *oddsBarRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.track, r.fill} }

// MinSize is a bar as tall as a line of small text.
func (r *oddsBarRenderer) MinSize() fyne.Size {
	return fyne.NewSize(theme.IconInlineSize()*2, theme.CaptionTextSize()+theme.InnerPadding())
}

// Layout centres the bar's height and fills it to the value.
func (r *oddsBarRenderer) Layout(size fyne.Size) {
	h := min(size.Height, theme.CaptionTextSize())
	y := (size.Height - h) / 2
	r.track.Move(fyne.NewPos(0, y))
	r.track.Resize(fyne.NewSize(size.Width, h))
	r.fill.Move(fyne.NewPos(0, y))
	r.fill.Resize(fyne.NewSize(size.Width*float32(r.b.value), h))
	r.fill.Hidden = r.b.value == 0
}

// Refresh reads the theme's colours and the value again.
func (r *oddsBarRenderer) Refresh() {
	r.track.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.fill.FillColor = theme.Color(theme.ColorNamePrimary)
	r.Layout(r.b.Size())
	r.track.Refresh()
	r.fill.Refresh()
}
