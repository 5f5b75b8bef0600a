package gameui

import (
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// View names what the Game tab shows.
type View int

const (
	ViewSetup   View = iota // no game: the new-game form
	ViewPlay                // the round dashboard (or game over)
	ViewHistory             // the history with undo and redo
)

// Title is the Game tab's name in the navigator.
const Title = "Game"

// Icon is the Game tab's icon in the navigator: a trophy.
var Icon fyne.Resource = trophyIcon

// Options are what the screen needs of the app besides the kit.Host.
type Options struct {
	// Settle opens a battle of the running game in the battle resolver
	// (another tab); nil when there is none.
	Settle func(session.PendingBattle)
	// Learn opens the Learn tab, offered on the new-game form to whoever
	// has not started the course; nil offers nothing.
	Learn func()
}

// Screen is the Game tab: a new-game form, then the round dashboard,
// the history and the game-over screen. The session saves the game after
// every action and restores it at launch.
type Screen struct {
	host    kit.Host
	opts    Options
	view    View
	content *fyne.Container // holds the view on show

	// lastError is the last refused action, shown under the actions.
	lastError string

	setup   *setupView
	play    *playView
	history *historyView

	// shown is the phase on show, and shownAt when it was first drawn
	// (zero until then); tapped says a tap here ended the phase before,
	// so that a move tapped just after is taken for the second tap of a
	// double tap (see do). clock reads the time.
	shown   phaseMark
	shownAt time.Time
	tapped  bool
	clock   func() time.Time
}

// phaseMark is one phase of one round of a game.
type phaseMark struct {
	round int
	phase tracker.Phase
}

// New builds the Game tab over h's session, its dialogs over h's window,
// showing the running game, or the new-game form when none is running.
func New(h kit.Host, opts Options) *Screen {
	s := &Screen{host: h, opts: opts, content: container.NewStack(), clock: time.Now}
	s.setup = newSetupView(h.Sess, h.Rand, opts.Learn)
	s.play = newPlayView(s.playHooks(), newTopBar(s.barHooks(), false))
	s.history = newHistoryView(h.Sess, newTopBar(s.barHooks(), true))
	h.Sess.Subscribe(func(c session.Change) {
		switch c {
		case session.ChangeGame:
			s.onGameChanged()
		case session.ChangeSettings:
			s.refresh() // how the shop is logged may have changed
		}
	})
	s.onGameChanged()
	return s
}

// Content is what the tab shows.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// barHooks builds what an Undo/Redo bar gets of the screen.
func (s *Screen) barHooks() barHooks {
	return barHooks{sess: s.host.Sess, fail: s.fail, show: s.show, confirmNewGame: s.confirmNewGame}
}

// playHooks builds what the play view gets of the screen.
func (s *Screen) playHooks() playHooks {
	return playHooks{
		sess:           s.host.Sess,
		win:            s.host.Win,
		copyText:       func(text string) { s.host.Clipboard.SetContent(text) },
		openURL:        s.host.OpenURL,
		do:             s.do,
		refresh:        s.refresh,
		fail:           s.fail,
		lastError:      func() string { return s.lastError },
		setLastError:   func(text string) { s.lastError = text },
		settle:         s.settle,
		confirmNewGame: s.confirmNewGame,
	}
}

// game is the running game, nil when none is running.
func (s *Screen) game() *tracker.Game { return s.host.Sess.Game().Value().Game() }

// onGameChanged redraws after every action, undo and redo, and switches
// between the new-game form and the game when a game starts or ends.
func (s *Screen) onGameChanged() {
	switch {
	case s.game() == nil:
		s.lastError = ""
		s.show(ViewSetup)
	case s.view == ViewSetup:
		s.lastError = ""
		s.show(ViewPlay)
	default:
		s.refresh()
	}
}

// do makes move m of the rules on the running game through its handle. A
// refused move changes nothing and its reason is shown under the actions
// (a phase ended twice, by a quick double tap, quietly: see step); a done
// one redraws through onGameChanged. When a tap here ended the phase
// before, a move tapped before the phase on show has been drawn, or within
// phaseSettle after, is taken for the second tap of a double tap on the
// button that ended it, landing on what took its place ("Everyone has
// passed" where "Start round 2" was): it is ignored.
func (s *Screen) do(m tracker.Move) {
	if s.justShown() {
		return
	}
	before := s.shown
	s.step(func() error { return s.host.Sess.Game().Do(session.Play(m)) })
	s.tapped = s.shown != before
}

// phaseSettle is how long a phase is on the screen before its moves are
// taken after a tap that ended the phase before. A phone's second tap of a double tap comes 50 ms after the first,
// but the app, busy drawing the next phase, may handle it much later: in
// the browser tests, on a loaded machine, 360 ms after the next phase was
// drawn (longer than Fyne's double-tap delay of 300 ms). No player means a
// tap on a phase that has not been on show for a second.
const phaseSettle = time.Second

// justShown reports whether the phase on show was drawn too short a time
// ago for a tap to be meant for it: not yet, or within phaseSettle.
func (s *Screen) justShown() bool {
	return s.tapped && (s.shownAt.IsZero() || s.clock().Sub(s.shownAt) < phaseSettle)
}

// markShown notes the phase of g on show; when it is another than the one
// before, it is timed from when the frame that first draws it is on the
// screen. The driver ticks an animation right before it draws each frame:
// the first tick comes before that frame, the second once it is drawn.
// Fyne's test driver ticks once, at the end.
func (s *Screen) markShown(g *tracker.Game) {
	m := phaseMark{g.Round(), g.Phase()}
	if m == s.shown {
		return
	}
	s.shown, s.shownAt, s.tapped = m, time.Time{}, false
	ticks := 0
	var drawn *fyne.Animation
	drawn = fyne.NewAnimation(time.Second, func(done float32) {
		if ticks++; ticks < 2 && done < 1 {
			return
		}
		if s.shownAt.IsZero() && s.shown == m {
			s.shownAt = s.clock()
		}
		drawn.Stop()
	})
	drawn.Start()
}

// step runs change (a move, an undo or a redo of the running game). A
// refused one changes nothing and its error is shown under the actions,
// but for a phase ended already (the same tap made twice): the screen
// shows that phase's end, as the first tap made it, and says nothing.
func (s *Screen) step(change func() error) {
	s.lastError = ""
	if err := change(); err != nil {
		s.fail(err)
	}
}

// fail shows err under the actions; a move refused as already done shows
// nothing (see step).
func (s *Screen) fail(err error) {
	s.lastError = ""
	if err != nil && !errors.Is(err, tracker.ErrAlreadyDone) {
		s.lastError = kit.ErrText(err)
	}
	s.refresh()
}

// show switches the tab to view v.
func (s *Screen) show(v View) {
	s.view = v
	var obj fyne.CanvasObject
	switch v {
	case ViewSetup:
		s.setup.reset()
		obj = s.setup.content
	case ViewHistory:
		obj = s.history.content
	default:
		obj = s.play.content
	}
	s.content.Objects = []fyne.CanvasObject{obj}
	s.refresh()
}

// refresh redraws the view on show from the game.
func (s *Screen) refresh() {
	switch s.view {
	case ViewPlay:
		if g := s.game(); g != nil {
			s.markShown(g)
		}
		s.play.refresh()
	case ViewHistory:
		s.history.refresh()
	}
	s.content.Refresh()
}

// settle opens the round's battle number index in the battle resolver.
func (s *Screen) settle(index int) {
	for _, b := range s.host.Sess.PendingBattles() {
		if b.Index == index {
			if s.opts.Settle != nil {
				s.opts.Settle(b)
			}
			return
		}
	}
}

// confirmNewGame asks before abandoning the running game. At a live
// table the game is put away for every phone, as a step Undo takes back.
func (s *Screen) confirmNewGame() {
	if s.host.Sess.TableStatus().State != session.TableOff {
		s.putTableGameAway()
		return
	}
	if g := s.game(); g == nil || g.Over() {
		s.host.Sess.Game().Reset()
		return
	}
	dialog.ShowConfirm("Start a new game?",
		"The game in progress will be ended and cannot be brought back.",
		func(ok bool) {
			if ok {
				s.host.Sess.Game().Reset()
			}
		}, s.host.Win)
}

// topBar is the bar over the dashboard and history: where the game stands,
// and undo, redo, history and new game within a thumb's reach.
type topBar struct {
	title       *widget.Label
	undo        *kit.UndoBar // Undo and Redo, each with its step's words
	historyBtn  *widget.Button
	newGame     *widget.Button
	content     fyne.CanvasObject
	hooks       barHooks
	historyMode bool // the bar sits over the history: its button goes back
}

// barHooks are what the bar gets of the game screen.
type barHooks struct {
	sess *session.Session // the running game, and the steps to undo and redo
	// fail shows why an undo or a redo changed nothing, under the actions
	// (Screen.fail).
	fail func(err error)
	// show switches the tab to the dashboard or the history.
	show func(v View)
	// confirmNewGame asks before ending the running game.
	confirmNewGame func()
}

// newTopBar builds the bar over the dashboard, or over the history when
// historyMode is set.
func newTopBar(hooks barHooks, historyMode bool) *topBar {
	b := &topBar{hooks: hooks, historyMode: historyMode}
	b.title = widget.NewLabel("")
	b.title.TextStyle.Bold = true
	b.title.SizeName = theme.SizeNameSubHeadingText
	b.title.Wrapping = fyne.TextWrapWord                   // at large text the phase goes under the round, whole
	b.undo = kit.NewUndoBar(hooks.sess.Game(), hooks.fail) // nil clears the last refusal
	if historyMode {
		b.historyBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { hooks.show(ViewPlay) })
	} else {
		b.historyBtn = widget.NewButtonWithIcon("", theme.HistoryIcon(), func() { hooks.show(ViewHistory) })
	}
	b.newGame = widget.NewButtonWithIcon("", theme.ContentAddIcon(), hooks.confirmNewGame)
	b.content = container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(b.historyBtn, b.newGame), b.title),
		b.undo)
	return b
}

// refresh shows g, the running game, and the steps to undo and redo.
func (b *topBar) refresh(g *tracker.Game) {
	if g == nil {
		return
	}
	if g.Over() {
		b.title.SetText("Game over")
	} else {
		b.title.SetText(fmt.Sprintf("Round %d of 6 · %s", g.Round(), g.Phase()))
	}
	b.undo.Update()
}

// putTableGameAway asks before putting the live table's game away for
// every phone (one finished is put away at once), and sends the move.
func (s *Screen) putTableGameAway() {
	end := func() { s.fail(s.host.Sess.Game().End()) }
	if g := s.game(); g == nil || g.Over() {
		end()
		return
	}
	dialog.ShowConfirm("Put the table's game away?",
		"Every phone at the table stops showing it, and the new-game form opens. Undo brings it back.",
		func(ok bool) {
			if ok {
				end()
			}
		}, s.host.Win)
}
