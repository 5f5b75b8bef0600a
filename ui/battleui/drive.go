package battleui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// The methods of this file hand the app's tests, whose states cross the
// Battle tab (a battle of the game settled here, a shared battle opened,
// the screenshots of the whole app), the controls they tap as a finger
// would, and let them wait for the work a tap started. The app itself uses
// none of them.

// NameEntry is player p's name field (for tests).
func (s *Screen) NameEntry(p engine.Player) *kit.Entry { return s.decks[p].name }

// SearchEntry is the field where player p's cards are typed (for tests).
func (s *Screen) SearchEntry(p engine.Player) *kit.Entry { return s.decks[p].search }

// Suggestions are the cards offered for what is typed in player p's
// search field (for tests).
func (s *Screen) Suggestions(p engine.Player) []*widget.Button { return s.decks[p].suggested }

// Deck is player p's deck, top card first (for tests).
func (s *Screen) Deck(p engine.Player) []string { return append([]string(nil), s.decks[p].cards...) }

// Format is the set-up as battle notation (for tests).
func (s *Screen) Format() string { return s.battle().Format() }

// DiceMode is the question of the rock dice (for tests).
func (s *Screen) DiceMode() *widget.RadioGroup { return s.diceMode }

// SettleButton is "Settle the battle" (for tests).
func (s *Screen) SettleButton() *widget.Button { return s.settle }

// ShareButton is the set-up's Share (for tests).
func (s *Screen) ShareButton() *widget.Button { return s.shareBtn }

// Sharing is the view that shares the set-up as a QR code (for tests).
func (s *Screen) Sharing() *sharing.QR { return s.sharing }

// GameBattleButtons are the running game's battles offered (for tests).
func (s *Screen) GameBattleButtons() []*widget.Button { return s.fromGameBtns }

// DieButtons are the die question's buttons, one per face (for tests).
func (s *Screen) DieButtons() []*widget.Button { return buttonsIn(s.askFaces) }

// Question is the die question on show, "" for none (for tests).
func (s *Screen) Question() string {
	if !s.askText.Visible() {
		return ""
	}
	return s.askText.Text
}

// Problem is the problem under the set-up, "" for none (for tests).
func (s *Screen) Problem() string {
	if !s.problem.Visible() {
		return ""
	}
	return s.problem.Text
}

// Playing reports whether the playback is on show (for tests).
func (s *Screen) Playing() bool { return s.content.Objects[0] == s.play.content }

// SetupScroll is the scrolling set-up, above the pinned Settle bar (for
// tests).
func (s *Screen) SetupScroll() *container.Scroll { return s.setup }

// Wait waits for the work taps started: the battle being settled (played
// with rolled dice, or up to its first die), the odds and the coach (for
// tests).
func (s *Screen) Wait() {
	s.wait()
	s.play.coach.wait()
}

// Stop stops a battle waiting for dice, or the odds being worked out, and
// waits for it (for tests).
func (s *Screen) Stop() {
	s.onStop()
	s.wait()
}

// PlaybackButtons are the playback's buttons (for tests).
type PlaybackButtons struct {
	First, Prev, Next, Last *widget.Button
	Replay, Record, QuizMe  *widget.Button
	// Details shows or hides every line of the battle.
	Details *widget.Button
	// Coach asks the coach for each player's best order.
	Coach [2]*widget.Button
}

// PlaybackButtons are the playback's buttons (for tests).
func (s *Screen) PlaybackButtons() PlaybackButtons {
	v := s.play
	return PlaybackButtons{First: v.first, Prev: v.prev, Next: v.next, Last: v.last,
		Replay: v.replay, Record: v.record, QuizMe: v.quizMe, Details: v.details,
		Coach: [2]*widget.Button{v.coach.asks[0].Btn, v.coach.asks[1].Btn}}
}

// ShowBeat shows beat i of the battle played back (for tests).
func (s *Screen) ShowBeat(i int) { s.play.show(i) }

// RuleChips are the chips of the rules the beat on show applies (for
// tests).
func (s *Screen) RuleChips() []*widget.Button { return buttonsIn(s.play.rules) }

// ScrollPlaybackToBottom scrolls the playback to its end (for tests).
func (s *Screen) ScrollPlaybackToBottom() { s.play.scroll.ScrollToBottom() }

// buttonsIn lists the buttons on show under o, in order.
func buttonsIn(o fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		if b, ok := o.(*widget.Button); ok {
			out = append(out, b)
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, child := range c.Objects {
				walk(child)
			}
		}
	}
	walk(o)
	return out
}
