package exerciseui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Title is the game's name on the "More games" shelf.
const Title = "Animal exercise card game"

// New builds the game's screen over the session of h: the game under way,
// or the form for a new one. The screen redraws whenever the session's
// shelf games change, and keeps what is typed and chosen while the shelf
// keeps it.
func New(h kit.Host) fyne.CanvasObject { return newExerciseScreen(h) }

// exerciseScreen is the animal exercise card game: a new-game form, rock,
// paper, scissors, placing the animals, then the turns over both grids,
// and the winner. It is a widget so that the shelf keeps it and tests can
// reach it; it redraws on every change of the session's shelf games.
type exerciseScreen struct {
	widget.BaseWidget
	h    kit.Host
	body *fyne.Container // the view on show
	err  string          // the last refused action, shown in the panel

	// The new-game form.
	names      [2]*kit.Entry
	strongWeak *widget.Check
	startBtn   *widget.Button

	// Rock, paper, scissors: each player's pick (0 before).
	hands    [2]exercise.Hand
	handBtns [2][3]*widget.Button
	pickBoth *widget.Button

	// Placing: the player whose grid is shown, and the slot chosen (-1).
	placing   int
	placeSlot int
	sideBtns  [2]*widget.Button
	placeBtn  *widget.Button
	unplace   *widget.Button
	beginBtn  *widget.Button

	// The form fields, kept across redraws so nothing typed is lost.
	cardName *kit.Entry
	stay     *widget.Check
	amount   *kit.Stepper // health of a card, damage, or a change of health
	bonus    int          // strong (+1) or weak (-1) in the attack being chosen

	turn exerciseTurn // the turn view's state and buttons

	cells   [2][exercise.Slots]*exerciseCell // the grids' cells, by player
	undoBar *kit.UndoBar
	endBtn  *widget.Button // puts a finished game away
	scroll  *container.Scroll
}

// newExerciseScreen builds the screen over the game of h's session.
func newExerciseScreen(h kit.Host) *exerciseScreen {
	s := &exerciseScreen{h: h, body: container.NewStack(), placeSlot: -1}
	s.ExtendBaseWidget(s)
	for i := range s.names {
		s.names[i] = kit.NewEntry(kit.ShortLimit)
		s.names[i].SetPlaceHolder(fmt.Sprintf("Player %d's name", i+1))
	}
	s.strongWeak = widget.NewCheck("Strong and weak", nil)
	s.cardName = kit.NewEntry(kit.ShortLimit)
	s.cardName.SetPlaceHolder("Name on the card")
	s.stay = widget.NewCheck("The card says \"stay\"", nil)
	s.amount = kit.NewStepper(1, 1, exercise.MaxHealth, nil)
	s.turn.reset()
	h.Sess.Exercise().Subscribe(s.refresh)
	s.refresh()
	return s
}

// Shown is the view on show (kit.Shower: a finger drags it).
func (s *exerciseScreen) Shown() fyne.CanvasObject { return s.body }

// CreateRenderer shows the view on show.
func (s *exerciseScreen) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(s.body)
}

// game is the running game, nil when none is.
func (s *exerciseScreen) game() *exercise.Game { return s.h.Sess.Exercise().Value() }

// play takes move m through the session; a refused one is shown in the
// panel and changes nothing. After one taken, done (when not nil) clears
// the choices that led to it, and the screen redraws.
func (s *exerciseScreen) play(m exercise.Move, done func()) bool {
	if err := s.h.Sess.Exercise().Do(m); err != nil {
		s.err = kit.Refusal(err)
		s.refresh()
		return false
	}
	s.err = ""
	if done != nil {
		done()
	}
	s.refresh()
	return true
}

// refresh builds the view for where the game is.
func (s *exerciseScreen) refresh() {
	g := s.game()
	var view fyne.CanvasObject
	switch {
	case g == nil:
		view = s.buildNewGame()
	case g.Phase() == exercise.ChooseFirst:
		view = s.buildRockPaperScissors(g)
	case g.Phase() == exercise.Placing:
		view = s.buildPlacing(g)
	default:
		view = s.buildTurn(g)
	}
	s.body.Objects = []fyne.CanvasObject{view}
	s.body.Refresh()
}

// screenWith lays a view out as every view of the game is: the title and
// the undo bar on top (side by side where both fit, a phone on its side,
// the bar under the title on a phone held upright), content scrolling, the
// actions at the bottom within reach of a thumb.
func (s *exerciseScreen) screenWith(title string, content fyne.CanvasObject, actions ...fyne.CanvasObject) fyne.CanvasObject {
	s.undoBar = kit.NewUndoBar(s.h.Sess.Exercise(), func(err error) {
		if err != nil {
			s.err = kit.Refusal(err)
			s.refresh()
		}
	})
	s.undoBar.Before = s.dropChoices
	head := widget.NewLabel(title)
	head.TextStyle.Bold = true
	head.Truncation = fyne.TextTruncateEllipsis
	errLabel := kit.ErrorLabel()
	if s.err != "" {
		errLabel.SetText(s.err)
		errLabel.Show()
	}
	bottom := container.NewVBox(append([]fyne.CanvasObject{widget.NewSeparator(), errLabel}, actions...)...)
	s.scroll = container.NewVScroll(content)
	return container.NewBorder(kit.NewFitRow(head, s.undoBar), bottom, nil, nil, s.scroll)
}

// dropChoices leaves any half-made choice and the last refusal, before an
// undo or a redo changes the game under them.
func (s *exerciseScreen) dropChoices() {
	s.turn.reset()
	s.placeSlot = -1
	s.hands = [2]exercise.Hand{}
	s.err = ""
}

// buildNewGame is the form for a new game: the players' names and the
// optional strong/weak rule.
func (s *exerciseScreen) buildNewGame() fyne.CanvasObject {
	s.startBtn = widget.NewButtonWithIcon("Start", theme.MediaPlayIcon(), s.onStart)
	s.startBtn.Importance = widget.HighImportance
	form := container.NewVBox(
		kit.SectionTitle("Who is playing?"), s.names[0], s.names[1],
		kit.SectionTitle("Optional rule"), s.strongWeak,
		kit.NewWrapLabel("With this rule, an animal strong against its target does 1 more damage, and 1 less when weak. The corner of the card says which."),
		kit.SectionTitle("Each player's cards"), kit.NewWrapLabel(exercise.DeckRecipe()),
	)
	intro := kit.NewWrapLabel("The app keeps the score sheet: where each animal is, its health, who is resting, and whose turn it is. You still play the cards and do the exercises!")
	return s.screenWith("New game", kit.NewSections(container.NewVBox(intro, form)), s.startBtn)
}

// onStart starts a game with the names typed.
func (s *exerciseScreen) onStart() {
	start := exercise.Move{Kind: exercise.MoveStart, Names: [2]string{s.names[0].Text, s.names[1].Text}, StrongWeak: s.strongWeak.Checked}
	s.play(start, func() { s.hands = [2]exercise.Hand{} })
}

// buildRockPaperScissors asks each player's throw, or picks both.
func (s *exerciseScreen) buildRockPaperScissors(g *exercise.Game) fyne.CanvasObject {
	box := container.NewVBox(kit.NewWrapLabel("Play rock, paper, scissors for real, then tap what each player threw. The winner goes first."))
	if len(g.Throws()) > 0 {
		last := kit.NewWrapLabel(g.Last())
		last.TextStyle.Bold = true
		box.Add(last)
	}
	for p := range 2 {
		box.Add(kit.WrapTitle(g.Name(p)))
		row := make([]fyne.CanvasObject, 3)
		for i, h := range []exercise.Hand{exercise.Rock, exercise.Paper, exercise.Scissors} {
			b := widget.NewButton(h.String(), func() { s.onThrow(p, h) })
			if s.hands[p] == h {
				b.Importance = widget.HighImportance
			}
			s.handBtns[p][i] = b
			row[i] = b
		}
		box.Add(kit.NewFitRow(row...))
	}
	s.pickBoth = widget.NewButtonWithIcon("Let the app pick for both", theme.ViewRefreshIcon(), s.onPickBoth)
	return s.screenWith("Who goes first?", kit.NewSections(box), s.pickBoth)
}

// onThrow records player p's throw; with both in, the round is thrown.
func (s *exerciseScreen) onThrow(p int, h exercise.Hand) {
	s.hands[p] = h
	if s.hands[0] == 0 || s.hands[1] == 0 {
		s.refresh()
		return
	}
	a, b := s.hands[0], s.hands[1]
	s.hands = [2]exercise.Hand{}
	s.play(exercise.Move{Kind: exercise.MoveThrow, Hands: [2]exercise.Hand{a, b}}, nil)
}

// onPickBoth throws for both players until one wins.
func (s *exerciseScreen) onPickBoth() {
	s.hands = [2]exercise.Hand{}
	pick := func() exercise.Hand { return exercise.Hand(s.h.Rand.IntN(3) + 1) }
	for range 50 {
		a, b := pick(), pick()
		if !s.play(exercise.Move{Kind: exercise.MoveThrow, Hands: [2]exercise.Hand{a, b}}, nil) || a != b {
			return
		}
	}
}
