package battleui

import (
	"context"
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// coachView is the coach under a settled battle: for either player, the
// best order of their deck against the other deck as it is, with the odds
// if both play well, and what the order protects and avoids in plain
// words. The search runs off the UI goroutine; Stop cancels it.
type coachView struct {
	// book is the card book the searches read the decks' cards in.
	book    func() *engine.Book
	content *fyne.Container
	asks    [2]*board.WordsButton
	busy    *fyne.Container
	answer  *kit.WrapLabel
	m       *engine.Match
	// search is the search running; one started for an earlier battle is
	// dropped.
	search kit.Task[learn.Advice]
}

// newCoachView builds the coach, with nothing to look at until load; book
// gives the card book as it is when a search starts.
func newCoachView(book func() *engine.Book) *coachView {
	c := &coachView{book: book, answer: kit.NewWrapLabel("")}
	for p := range 2 {
		c.asks[p] = board.NewWordsButton("", theme.SearchIcon(), func() { c.run(engine.Player(p)) })
	}
	stop := widget.NewButtonWithIcon("Stop", theme.CancelIcon(), c.stop)
	c.busy = container.NewVBox(widget.NewProgressBarInfinite(), kit.Tall(stop))
	c.busy.Hide()
	c.answer.Hide()
	c.content = container.NewVBox(kit.SectionTitle("Coach"), kit.NewFitGrid(2, c.asks[0].Box, c.asks[1].Box), c.busy, c.answer)
	return c
}

// load offers the coach for the battle of m, stopping any search running.
func (c *coachView) load(m *engine.Match) {
	c.search.Drop()
	c.busy.Hide()
	c.m = m
	for p, b := range c.asks {
		me, them := engine.Player(p), engine.Player(p).Other()
		b.Label.SetText("Best order for " + board.PlayerName(m.Battle, me) + " against " + words.Possessive(board.PlayerName(m.Battle, them)) + " deck")
		b.Btn.Enable()
	}
	c.answer.Hide()
}

// run looks for player p's best order off the UI goroutine.
func (c *coachView) run(p engine.Player) {
	if c.search.Busy() || c.m == nil {
		return
	}
	b, book := c.m.Battle, c.book()
	for _, a := range c.asks {
		a.Btn.Disable()
	}
	c.answer.Hide()
	c.busy.Show()
	c.search.Start(func(ctx context.Context, _ kit.Reporter) (learn.Advice, error) {
		return learn.Coach(ctx, b, book, p, search.DefaultBudget)
	}, c.finished)
}

// finished shows the advice, or why there is none.
func (c *coachView) finished(a learn.Advice, err error) {
	c.busy.Hide()
	for _, b := range c.asks {
		b.Btn.Enable()
	}
	c.answer.Importance = widget.MediumImportance
	switch {
	case errors.Is(err, context.Canceled):
		c.answer.SetText("The coach was stopped.")
	case errors.Is(err, search.ErrBudget):
		c.answer.SetText("The best order was not worked out: " + tooBig(err) + ".")
	case err != nil:
		c.answer.Importance = widget.DangerImportance
		c.answer.SetText(kit.Sentence(kit.RulesText(err)) + ".")
	default:
		c.answer.SetText(strings.Join(a.Words, "\n"))
	}
	c.answer.Show()
	c.content.Refresh()
}

// stop cancels the search running, if any: it says it was stopped.
func (c *coachView) stop() { c.search.Cancel() }

// wait blocks until the search running has finished (tests).
func (c *coachView) wait() { c.search.Wait() }
