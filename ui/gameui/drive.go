package gameui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// The methods of this file drive the screen as a player would, tapping its
// buttons, for the tests of package ui whose states cross the Game tab (a
// battle of the game settled in the resolver, the game restored at the
// next launch). What a player would see go wrong comes back as an error.
// The app itself uses none of them.

// Showing is the view on show (for tests).
func (s *Screen) Showing() View { return s.view }

// Refresh redraws the view on show from the game, as after a change of the
// settings (for tests).
func (s *Screen) Refresh() { s.refresh() }

// SelectPacks ticks packs, and only them, on the new-game form (for tests).
func (s *Screen) SelectPacks(packs ...tracker.Pack) {
	var names []string
	for _, p := range packs {
		names = append(names, p.String())
	}
	s.setup.packs.SetSelected(names)
}

// StartGame fills the new-game form with names, the first named chosen to
// start, and taps Start (for tests).
func (s *Screen) StartGame(names ...string) error {
	v := s.setup
	tap(v.countButtons[len(names)])
	for i, n := range names {
		v.names[i].SetText(n)
	}
	return s.start()
}

// StartSolo starts a game of Ana, first, against the app at difficulty d
// (for tests).
func (s *Screen) StartSolo(d solo.Difficulty) error {
	v := s.setup
	tap(v.countButtons[2])
	v.names[0].SetText("Ana")
	v.vsApp.SetChecked(true)
	v.difficulty.SetSelected(d.Title())
	return s.start()
}

// start has the first player start and taps Start.
func (s *Screen) start() error {
	v := s.setup
	v.firstMethod.SetSelected(firstChosen)
	v.chosen.SetSelectedIndex(0)
	tap(v.start)
	if s.game() == nil {
		return fmt.Errorf("the game did not start: %s", v.problem.Text)
	}
	return nil
}

// Buy taps Buy for the player whose shop turn is on show (for tests).
func (s *Screen) Buy() error { return s.tapAction(s.play.buy, "Buy") }

// PassAll ends the Shop Phase: with "Everyone has passed", or when every
// shop turn is logged, by letting every player pass with the 5 pets the
// question starts at (for tests).
func (s *Screen) PassAll() error {
	p := s.play
	if p.endShop != nil {
		return s.tapAction(p.endShop, "Everyone has passed")
	}
	for s.game().Phase() == tracker.PhaseShop {
		if err := s.tapAction(p.pass, "Pass"); err != nil {
			return err
		}
		if p.pets.Value != 5 {
			return fmt.Errorf("the pets asked start at %d, not 5", p.pets.Value)
		}
		if err := s.tapAction(p.confirm, "the pass's confirmation"); err != nil {
			return err
		}
	}
	return nil
}

// PassWith lets the player whose shop turn is on show pass with pets pets
// (for tests).
func (s *Screen) PassWith(pets int) error {
	if err := s.tapAction(s.play.pass, "Pass"); err != nil {
		return err
	}
	s.play.pets.Set(pets)
	return s.tapAction(s.play.confirm, "the pass's confirmation")
}

// TapResult records that side (0 or 1; 2 for a draw) won the round's
// battle number battle (for tests).
func (s *Screen) TapResult(battle, side int) error {
	if battle >= len(s.play.results) {
		return fmt.Errorf("battle %d's result is not asked", battle)
	}
	return s.tapAction(s.play.results[battle][side], "the result")
}

// EndRound taps the end of the round (for tests).
func (s *Screen) EndRound() error { return s.tapAction(s.play.endRound, "the end of the round") }

// Settle opens the round's battle number index in the battle resolver, as
// its button does (for tests).
func (s *Screen) Settle(index int) { s.settle(index) }

// EnterSoloShop taps each slot of the app's shop, in order, and picks its
// card; "" is an empty slot (for tests).
func (s *Screen) EnterSoloShop(cards ...string) error {
	for i, c := range cards {
		if err := s.EnterSoloSlot(i, c); err != nil {
			return err
		}
	}
	return nil
}

// EnterSoloSlot taps slot i of the app's shop and picks card, "" for an
// empty slot (for tests).
func (s *Screen) EnterSoloSlot(i int, card string) error {
	p := s.play.solo
	if i >= len(p.slots) {
		return fmt.Errorf("the app's shop has no slot %d", i+1)
	}
	tap(p.slots[i])
	return s.pickSolo(card)
}

// AnswerSoloCard answers the card question on show (what refilled a slot
// the app bought from, say) with name, "" for an empty slot, and reports
// whether one was on show (for tests).
func (s *Screen) AnswerSoloCard(name string) (asked bool, err error) {
	if s.play.solo.mode != soloPick {
		return false, nil
	}
	return true, s.pickSolo(name)
}

// pickSolo answers the card question on show with name ("" for none).
func (s *Screen) pickSolo(name string) error {
	p := s.play.solo
	if p.mode != soloPick {
		return errors.New("no card question is on show")
	}
	if name == "" {
		return s.tapAction(p.emptyBtn, "the empty slot's button")
	}
	p.search.SetText(name)
	for _, b := range p.picks {
		if b.Text == name {
			tap(b)
			return nil
		}
	}
	return fmt.Errorf("%s is not among the cards offered", name)
}

// SoloMove asks the app for its move, unless it told it without the shop
// (it has no gold, or a triple to make), and taps Done, returning the
// instruction it gave (for tests).
func (s *Screen) SoloMove() (instruction string, err error) {
	p := s.play.solo
	if p.mode != soloTold {
		if err := s.tapAction(p.ask, "What does the app do?"); err != nil {
			return "", err
		}
	}
	if p.instruction == nil {
		return "", errors.New("no instruction is on show")
	}
	instruction = p.instruction.Text
	return instruction, s.tapAction(p.done, "Done")
}

// ShowSoloDeck taps "Mine is ready: show both" once the app has ordered its
// deck, which shows it (for tests).
func (s *Screen) ShowSoloDeck() error {
	st, ok := s.host.Sess.Game().Value().Solo(s.host.Sess.Cards().Book())
	if !ok || !st.DeckReady {
		return errors.New("the app has no deck ordered")
	}
	s.refresh()
	return s.tapAction(s.play.solo.reveal, ShowBoth)
}

// tapAction taps the action b, named what, and reports a refusal.
func (s *Screen) tapAction(b *widget.Button, what string) error {
	if b == nil {
		return fmt.Errorf("%s is not on show", what)
	}
	tap(b)
	if s.lastError != "" {
		return errors.New(s.lastError)
	}
	return nil
}

// tap taps b as a finger would.
func tap(b fyne.Tappable) { b.Tapped(&fyne.PointEvent{}) }

// TapLearn taps "Learn to play" on the new-game form, as a newcomer does;
// an error when the form does not offer it.
func (s *Screen) TapLearn() error {
	if s.view != ViewSetup || !s.setup.learnBox.Visible() {
		return fmt.Errorf("the new-game form does not offer Learn")
	}
	tap(s.setup.learn)
	return nil
}
