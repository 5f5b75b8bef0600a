package gameui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// buildPrep shows the app's Battle Prep: that it is ordering (Best runs off
// the UI goroutine), then its deck face down until the human has ordered
// theirs, then its deck's instructions.
func (p *soloPanel) buildPrep(g *tracker.Game, st session.Solo) {
	p.panel.Add(kit.Heading("The app's Battle Prep"))
	if note := solo.PrepAbilityNote(p.book(), st.Hand); note != "" {
		p.panel.Add(kit.NewWrapLabel(note))
	}
	switch {
	case st.Held == 0:
		p.panel.Add(kit.NewWrapLabel("The app has no cards to battle with."))
		return
	case !st.DeckReady:
		p.panel.Add(kit.NewWrapLabel("The app is ordering its deck…"))
		if !st.AtTable { // at a live table the hub orders it
			p.order(g, st)
		}
		return
	case st.Deck == nil:
		p.buildFaceDown(g, st)
		return
	}
	for _, line := range solo.DeckInstructions(p.book(), st.Deck) {
		p.panel.Add(boldWrap(line))
	}
	p.panel.Add(kit.NewWrapLabel("Why: " + st.DeckWhy))
	p.panel.Add(kit.NewWrapLabel("Settle the battle in the resolver: the app's deck is filled in, and your deck is what it orders against next round."))
}

// ShowBoth is the button that shows both decks once the human's is ready;
// the resolver names it while the app's deck lies face down.
const ShowBoth = "Mine is ready: show both"

// buildFaceDown keeps the app's ordered deck secret while the human orders
// theirs, as a player at the table would: both decks are shown together
// once the human says theirs is ready.
func (p *soloPanel) buildFaceDown(g *tracker.Game, st session.Solo) {
	human := g.Player(1 - st.App).Name
	p.panel.Add(boldWrap("My deck is ready, face down."))
	p.panel.Add(kit.NewWrapLabel(fmt.Sprintf("%s, order your deck in secret. When it is ready, tap %q: the app shows its order, and both decks are revealed together.", human, ShowBoth)))
	p.panel.Add(kit.NewWrapLabel("The resolver fills in the app's deck once it is shown."))
	p.reveal = widget.NewButtonWithIcon(ShowBoth, theme.VisibilityIcon(), func() {
		p.setError(p.sess.Game().Do(session.ShowAppDeck())) // a shown deck redraws the screen
	})
	p.reveal.Importance = widget.HighImportance
	p.pin(p.reveal)
}

// order prepares the app's Battle Prep, once per round, to start when the
// screen is drawn (see start); the deck comes back to the session on the UI
// goroutine. OrderDeck keeps to its own time budget.
func (p *soloPanel) order(g *tracker.Game, st session.Solo) {
	if p.ordering == g.Round() {
		return
	}
	round, book := g.Round(), p.book()
	first := g.TokenHolder() == st.App
	p.ordering = round
	p.kick = func() {
		p.prep.Start(func(ctx context.Context, _ kit.Reporter) (solo.Prep, error) {
			prep, err := solo.OrderDeck(ctx, book, st.Hand, st.Difficulty, st.LastDeck, first)
			if err != nil {
				prep = solo.Prep{Deck: solo.SimpleOrder(book, st.Hand), Why: "The simple order: weakest pet first (" + kit.ErrText(err) + ")."}
			}
			return prep, nil
		}, func(prep solo.Prep, _ error) {
			p.ordering = 0
			p.setError(p.sess.Game().Do(session.AppDeck(prep.Deck, prep.Why)))
		})
	}
}

// start starts the Battle Prep that order prepared, after the screen's
// refresh: its result redraws the screen.
func (p *soloPanel) start() {
	if k := p.kick; k != nil {
		p.kick = nil
		k()
	}
}
