package ui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// gameView names what the Game tab shows.
type gameView int

const (
	viewSetup   gameView = iota // no game: the new-game form
	viewPlay                    // the round dashboard (or game over)
	viewHistory                 // the history with undo and redo
)

// gameScreen is the Game tab: a new-game form, then the round dashboard,
// the history and the game-over screen. The game is saved after every action
// and restored at launch.
type gameScreen struct {
	app     *App
	game    *tracker.Game // nil when no game is running
	save    *saver
	view    gameView
	content *fyne.Container // holds the view on show

	// loadProblem is why the saved game could not be restored, shown once.
	loadProblem string
	// lastError is the last refused action, shown under the actions.
	lastError string

	setup   *setupView
	play    *playView
	history *historyView
}

func newGameScreen(u *App, dir string) *gameScreen {
	s := &gameScreen{app: u, content: container.NewStack()}
	s.save = &saver{dir: dir, onErr: s.onSaveError}
	s.setup = newSetupView(s)
	s.play = newPlayView(s)
	s.history = newHistoryView(s)
	g, err := tracker.Load(dir, tracker.WithRand(u.rng))
	if err != nil {
		s.loadProblem = loadProblemText(err)
	}
	s.setGame(g)
	return s
}

// loadProblemText tells the user why the saved game could not be restored and
// where it was kept.
func loadProblemText(err error) string {
	var damaged *tracker.DamagedSaveError
	if errors.As(err, &damaged) {
		why := errText(damaged.Err)
		if damaged.Backup != "" {
			return fmt.Sprintf("The saved game could not be read (%s). It was kept as %s, and a new game can be started.", why, damaged.Backup)
		}
		return fmt.Sprintf("The saved game at %s could not be read (%s), and it could not be moved aside. Starting a new game will replace it.", damaged.Path, why)
	}
	return "The saved game could not be opened: " + errText(err)
}

// showLoadProblem tells the user, once, that the save could not be restored.
func (s *gameScreen) showLoadProblem(w fyne.Window) {
	if s.loadProblem == "" {
		return
	}
	dialog.ShowInformation("Saved game not restored", s.loadProblem, w)
}

// setGame makes g the running game (nil for none) and shows it.
func (s *gameScreen) setGame(g *tracker.Game) {
	s.game = g
	s.lastError = ""
	if g == nil {
		s.show(viewSetup)
		return
	}
	g.SetOnChange(s.onGameChanged)
	s.show(viewPlay)
}

// onGameChanged runs after every action, undo and redo: save, then redraw.
func (s *gameScreen) onGameChanged(g *tracker.Game) {
	data, err := g.Encode()
	if err != nil {
		s.onSaveError(err)
	} else {
		s.save.save(data)
	}
	s.refresh()
}

func (s *gameScreen) onSaveError(err error) {
	dialog.ShowError(fmt.Errorf("the game could not be saved: %s", errText(err)), s.app.win)
}

// do runs an action on the game and shows its error, if any, under the
// actions. A refused action changes nothing.
func (s *gameScreen) do(action func() error) {
	if err := action(); err != nil {
		s.lastError = errText(err)
	} else {
		s.lastError = ""
	}
	s.refresh()
}

// show switches the tab to view v.
func (s *gameScreen) show(v gameView) {
	s.view = v
	var obj fyne.CanvasObject
	switch v {
	case viewSetup:
		s.setup.reset()
		obj = s.setup.content
	case viewHistory:
		obj = s.history.content
	default:
		obj = s.play.content
	}
	s.content.Objects = []fyne.CanvasObject{obj}
	s.refresh()
}

// refresh redraws the view on show from the game.
func (s *gameScreen) refresh() {
	switch s.view {
	case viewPlay:
		s.play.refresh()
	case viewHistory:
		s.history.refresh()
	}
	s.content.Refresh()
}

// confirmNewGame asks before abandoning the running game.
func (s *gameScreen) confirmNewGame() {
	if s.game == nil || s.game.Over() {
		s.abandon()
		return
	}
	dialog.ShowConfirm("Start a new game?",
		"The game in progress will be ended and cannot be brought back.",
		func(ok bool) {
			if ok {
				s.abandon()
			}
		}, s.app.win)
}

// abandon ends the running game and its save, and shows the new-game form.
func (s *gameScreen) abandon() {
	s.save.flush()
	if err := tracker.Discard(s.save.dir); err != nil {
		s.onSaveError(err)
	}
	s.setGame(nil)
}

// topBar is the bar over the dashboard and history: where the game stands,
// and undo, redo, history and new game within a thumb's reach.
type topBar struct {
	title       *widget.Label
	undo, redo  *widget.Button
	historyBtn  *widget.Button
	newGame     *widget.Button
	content     fyne.CanvasObject
	s           *gameScreen
	historyMode bool // the bar sits over the history: its button goes back
}

func newTopBar(s *gameScreen, historyMode bool) *topBar {
	b := &topBar{s: s, historyMode: historyMode}
	b.title = widget.NewLabel("")
	b.title.TextStyle.Bold = true
	b.title.SizeName = theme.SizeNameSubHeadingText
	b.title.Truncation = fyne.TextTruncateEllipsis
	b.undo = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), func() { s.do(s.game.Undo) })
	b.redo = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), func() { s.do(s.game.Redo) })
	if historyMode {
		b.historyBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { s.show(viewPlay) })
	} else {
		b.historyBtn = widget.NewButtonWithIcon("", theme.HistoryIcon(), func() { s.show(viewHistory) })
	}
	b.newGame = widget.NewButtonWithIcon("", theme.ContentAddIcon(), s.confirmNewGame)
	b.content = container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(b.historyBtn, b.newGame), b.title),
		container.NewGridWithColumns(2, b.undo, b.redo))
	return b
}

func (b *topBar) refresh() {
	g := b.s.game
	if g == nil {
		return
	}
	if g.Over() {
		b.title.SetText("Game over")
	} else {
		b.title.SetText(fmt.Sprintf("Round %d of 6 · %s Phase", g.Round(), phaseTitle(g.Phase())))
	}
	setEnabled(b.undo, g.CanUndo())
	setEnabled(b.redo, g.CanRedo())
}

// phaseTitle names a phase as the rulebook does.
func phaseTitle(p tracker.Phase) string {
	switch p {
	case tracker.PhaseShop:
		return "Shop"
	case tracker.PhaseBattle:
		return "Battle"
	case tracker.PhaseTrophy:
		return "Trophy"
	case tracker.PhaseOver:
		return "Game Over"
	}
	return "Set-up"
}

// setEnabled enables or disables w.
func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
