package exerciseui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// exMode is what the panel under the grids asks for.
type exMode int

const (
	exIdle     exMode = iota // choose an attacker and a target, make a play or end the turn
	exPlayMenu               // which play
	exHealth                 // a health card
	exItem                   // an item card
	exDojo                   // a dojo: the animal to upgrade and its new health
	exAdd                    // a new level-1 animal: the place, its name and health
	exUpgrade                // upgrading the attacker after its defeat
	exChange                 // a card changed an animal's health
	exByCard                 // a card lets a player play out of turn or play again: who, and which card
)

// exerciseTurn is the turn view's state: the panel's mode and what has been
// tapped, and its buttons, rebuilt on every refresh, for tests.
type exerciseTurn struct {
	mode     exMode
	from     int // the attacker chosen, -1 for none
	target   int // the other player's animal chosen to attack, -1 for none
	pick     int // the place chosen for a form, -1 for none
	pickSide int // whose place pick is
	// fresh says a new form is on show: its number starts again.
	fresh bool
	// byCard says the form on show is a card played because a card
	// allows it, by player by (see exercise.PlayByCard).
	byCard bool
	by     int

	playBtn, endTurn, upgradeBtn *widget.Button
	attackBtn, confirm, back     *widget.Button
	changeBtn, byCardBtn         *widget.Button
	byBtns                       [2]*widget.Button // who plays by a card's say-so
	bonusBtns                    [3]*widget.Button // weak, neither, strong
	plays                        map[exMode]*widget.Button
	swapBtn                      *widget.Button
	destroy                      [2][2]*widget.Button // by player, then health/item
}

// reset forgets every choice and shows the plain panel.
func (t *exerciseTurn) reset() {
	t.mode, t.from, t.target, t.pick, t.pickSide, t.fresh = exIdle, -1, -1, -1, -1, true
	t.byCard, t.by = false, -1
}

// actor is the player whose card the form on show plays: the one whose
// turn it is, or the one a card lets play.
func (t *exerciseTurn) actor(g *exercise.Game) int {
	if t.byCard || t.mode == exByCard {
		return t.by
	}
	return g.Current()
}

// fit forgets the choices the game no longer allows: after an action, an
// undo or a redo, an animal chosen may be gone or the turn over.
func (t *exerciseTurn) fit(g *exercise.Game) {
	me := t.actor(g)
	if ok, _ := g.CanAttack(t.from); t.from >= 0 && !ok {
		t.from = -1
	}
	if t.target >= 0 && (g.Attacked() || !g.CanBeAttacked(1-g.Current(), t.target)) {
		t.target = -1
	}
	if t.pick >= 0 {
		a := g.Player(t.pickSide).Grid[t.pick]
		if (a == nil) != (t.mode == exAdd) || (t.mode != exChange && t.pickSide != me) {
			t.pick, t.pickSide = -1, -1
		}
	}
	switch {
	case g.Phase() != exercise.Playing,
		t.mode == exUpgrade && !g.CanUpgrade(),
		t.mode != exIdle && t.mode != exChange && t.mode != exUpgrade && t.mode != exByCard && !t.byCard && !g.CanPlay():
		t.reset()
	}
}

// open shows the panel of mode m with nothing chosen yet.
func (s *exerciseScreen) open(m exMode) {
	s.turn.reset()
	s.turn.mode, s.err = m, ""
	s.cardName.SetText("")
	s.stay.SetChecked(false)
	s.refresh()
}

// openByCard shows the form of mode m for a card that player by plays
// because a card allows it.
func (s *exerciseScreen) openByCard(m exMode, by int) {
	s.turn.reset()
	s.turn.mode, s.turn.byCard, s.turn.by, s.err = m, true, by, ""
	s.cardName.SetText("")
	s.stay.SetChecked(false)
	s.refresh()
}

// buildTurn is the game under way or won: both grids, the player whose
// turn it is at the bottom, and the panel.
func (s *exerciseScreen) buildTurn(g *exercise.Game) fyne.CanvasObject {
	s.turn.fit(g)
	me := g.Current()
	for p := range 2 {
		pl := g.Player(p)
		for slot, a := range pl.Grid {
			s.cells[p][slot] = newExerciseCell(a, s.cellNote(g, p, slot), s.cellTap(g, p, slot))
		}
	}
	title := fmt.Sprintf("Turn %d: %s's turn", g.Turn(), g.Name(me))
	box := container.NewVBox()
	if g.Phase() == exercise.Over {
		title = "Game over"
		box.Add(kit.Heading(fmt.Sprintf("%s wins!", g.Name(g.Winner()))))
	}
	if last := g.Last(); !strings.HasPrefix(last, g.Name(me)+"'s turn") {
		box.Add(kit.NewWrapLabel(last))
	}
	if m := s.turn.mode; m != exHealth && m != exDojo && m != exAdd && m != exUpgrade {
		box.Add(kit.WrapTitle(g.Name(1-me) + "'s animals"))
		box.Add(s.drawGrid(g, 1-me, false, false))
		box.Add(widget.NewSeparator())
	} else { // a play on one's own animals needs only one's own grid in view
		me = s.turn.actor(g)
	}
	box.Add(s.drawGrid(g, me, true, s.turn.mode == exAdd))
	box.Add(kit.WrapTitle(g.Name(me) + "'s animals"))
	box.Add(s.buildCards(g))
	if g.Phase() == exercise.Over {
		s.endBtn = widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), func() {
			s.turn.reset()
			if err := s.h.Sess.Exercise().End(); err != nil {
				s.err = kit.Refusal(err)
				s.refresh()
			}
		})
		s.endBtn.Importance = widget.HighImportance
		return s.screenWith(title, box, s.endBtn)
	}
	return s.screenWith(title, box, s.panel(g)...)
}

// cellNote is the third line of player p's place slot: what is chosen or
// resting there; "" for the animal's level.
func (s *exerciseScreen) cellNote(g *exercise.Game, p, slot int) string {
	t, me := &s.turn, g.Current()
	switch {
	case p == me && slot == t.from && t.mode == exIdle:
		return "attacks"
	case p != me && slot == t.target && t.mode == exIdle:
		return "target"
	case p == t.pickSide && slot == t.pick:
		return "chosen"
	case g.Resting(p, slot):
		return "resting"
	}
	return ""
}

// cellTap is what tapping player p's place slot does in the panel's mode,
// nil when it can do nothing (the place is greyed out).
func (s *exerciseScreen) cellTap(g *exercise.Game, p, slot int) func() {
	t, me, by := &s.turn, g.Current(), s.turn.actor(g)
	a := g.Player(p).Grid[slot]
	choose := func(set func()) func() {
		return func() { set(); s.err = ""; s.refresh() }
	}
	pick := choose(func() { t.pick, t.pickSide = slot, p })
	if g.Phase() != exercise.Playing {
		return nil
	}
	switch t.mode {
	case exIdle:
		if ok, _ := g.CanAttack(slot); p == me && ok {
			return choose(func() { t.from = slot })
		}
		if p != me && !g.Attacked() && g.CanBeAttacked(p, slot) {
			return choose(func() { t.target = slot })
		}
	case exHealth:
		if p == by && a != nil {
			return pick
		}
	case exDojo:
		if p == by && a != nil && a.Level < exercise.TopLevel {
			return pick
		}
	case exAdd:
		if p == by && a == nil {
			return pick
		}
	case exChange:
		if a != nil {
			return pick
		}
	}
	return nil
}

// panel is the actions at the bottom for the panel's mode.
func (s *exerciseScreen) panel(g *exercise.Game) []fyne.CanvasObject {
	t := &s.turn
	t.playBtn, t.endTurn, t.upgradeBtn, t.attackBtn, t.confirm, t.back, t.swapBtn = nil, nil, nil, nil, nil, nil, nil
	t.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { s.open(exIdle) })
	switch t.mode {
	case exPlayMenu:
		return s.playMenu()
	case exHealth, exItem:
		return s.cardPanel(g)
	case exDojo, exAdd, exUpgrade:
		return s.animalPanel(g)
	case exChange:
		return s.changePanel(g)
	case exByCard:
		return s.byCardMenu(g)
	}
	if t.from >= 0 || t.target >= 0 {
		return s.attackPanel(g)
	}
	return s.idlePanel(g)
}

// idlePanel says what the player may do next: a play, an attack, an
// upgrade after a defeat, the end of the turn.
func (s *exerciseScreen) idlePanel(g *exercise.Game) []fyne.CanvasObject {
	t, name := &s.turn, g.Name(g.Current())
	hint := fmt.Sprintf("%s: make a play (or none), then tap one of your animals and the animal to attack.", name)
	if g.Played() != "" {
		hint = fmt.Sprintf("%s played %s. Now tap one of your animals and the animal to attack.", name, g.Played())
	}
	if g.Attacked() {
		hint = fmt.Sprintf("%s has attacked: end the turn when the cards are sorted.", name)
	}
	t.playBtn = widget.NewButtonWithIcon("Make a play", theme.ContentAddIcon(), func() { s.open(exPlayMenu) })
	if !g.CanPlay() {
		t.playBtn.Hide()
	}
	t.endTurn = widget.NewButtonWithIcon("End turn", theme.MediaSkipNextIcon(), s.onEndTurn)
	t.endTurn.Importance = widget.HighImportance
	if g.CanUpgrade() {
		a := g.Player(g.Current()).Grid[g.Attacker()]
		hint += fmt.Sprintf(" %s defeated an animal and may go up to level %d.", a.Name, a.Level+1)
	}
	out := []fyne.CanvasObject{kit.NewWrapLabel(hint)}
	if g.CanUpgrade() { // the words name the animal: they wrap, a button's do not
		a := g.Player(g.Current()).Grid[g.Attacker()]
		t.upgradeBtn = widget.NewButtonWithIcon(fmt.Sprintf("Upgrade to level %d", a.Level+1), theme.MoveUpIcon(), func() { s.open(exUpgrade) })
		out = append(out, t.upgradeBtn)
	}
	return append(out, kit.NewFitRow(t.playBtn, t.endTurn))
}

// onEndTurn ends the turn; without an attack made, it asks first.
func (s *exerciseScreen) onEndTurn() {
	end := func() { s.play(exercise.Move{Kind: exercise.MoveEndTurn}, s.turn.reset) }
	if g := s.game(); g != nil && !g.Attacked() && g.Phase() == exercise.Playing {
		kit.Confirm("End the turn?", fmt.Sprintf("%s has not attacked this turn.", g.Name(g.Current())), "End turn", end, s.h.Win)
		return
	}
	end()
}

// attackPanel is the attack being chosen: the attacker, the target, the
// damage on the card and, with the rule on, strong or weak.
func (s *exerciseScreen) attackPanel(g *exercise.Game) []fyne.CanvasObject {
	t := &s.turn
	me, them := g.Player(g.Current()), g.Player(1-g.Current())
	var words string
	switch {
	case t.from < 0:
		words = fmt.Sprintf("Attack %s: now tap the animal that attacks.", them.Grid[t.target].Name)
	case t.target < 0:
		words = fmt.Sprintf("%s attacks: now tap the animal to attack.", me.Grid[t.from].Name)
	default:
		words = fmt.Sprintf("%s attacks %s. Do the exercise, then enter the damage on the card.", me.Grid[t.from].Name, them.Grid[t.target].Name)
	}
	s.setAmount(1, exercise.MaxDamage, 1)
	t.attackBtn = widget.NewButtonWithIcon("Attack", theme.ConfirmIcon(), s.onAttack)
	t.attackBtn.Importance = widget.HighImportance
	kit.SetEnabled(t.attackBtn, t.from >= 0 && t.target >= 0)
	out := []fyne.CanvasObject{kit.NewWrapLabel(words), labelled("Damage", s.amount.Content)}
	if g.StrongWeak() {
		out = append(out, s.bonusRow())
	}
	return append(out, kit.NewFitRow(t.back, t.attackBtn))
}

// bonusRow picks weak (-1), neither or strong (+1) for the attack.
func (s *exerciseScreen) bonusRow() fyne.CanvasObject {
	var row []fyne.CanvasObject
	for i, b := range []struct {
		title string
		bonus int
	}{{"Weak -1", -1}, {"Neither", 0}, {"Strong +1", 1}} {
		btn := widget.NewButton(b.title, func() { s.bonus = b.bonus; s.refresh() })
		if s.bonus == b.bonus {
			btn.Importance = widget.HighImportance
		}
		s.turn.bonusBtns[i] = btn
		row = append(row, btn)
	}
	return kit.NewFitRow(row...)
}

// onAttack makes the attack chosen.
func (s *exerciseScreen) onAttack() {
	t := s.turn
	bonus, damage := s.bonus, s.amount.Value
	s.play(exercise.Move{Kind: exercise.MoveAttack, Slot: t.from, Target: t.target, Damage: damage, Bonus: bonus}, func() {
		s.turn.reset()
		s.bonus = 0
	})
}
