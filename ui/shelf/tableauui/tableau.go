package tableauui

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Title is the board game's name, as the shelf lists it and the bar over
// the screen shows it.
const Title = "Super Auto Pets board game"

// tableauScreen is the Super Auto Pets board game on the "More games"
// shelf: a set-up form, then each round's market turns, the combat with
// its power calculation, the final sale and the winner. The session keeps
// the game and saves it after every action. It is a widget, so the shelf
// keeps it as its screen and tests can reach it.
type tableauScreen struct {
	widget.BaseWidget
	h      kit.Host          // the session, the window, the clipboard, the dice, links
	root   *fyne.Container   // the view on show
	scroll *container.Scroll // the play view's page, under the round line

	setup  *tableauSetup
	market *tableauMarket

	shown    stage  // the round and phase of the play view on show
	lastErr  string // the last refused action, shown over the bar
	mosquito int    // the Mosquito die's last roll; 0 before any

	// The play view's controls, rebuilt with it, for tests.
	undoBar                         *kit.UndoBar
	main, newGame, rollMosquito     *widget.Button
	errLine                         *kit.WrapLabel
	lastLine                        *fyne.Container                   // what the last action did
	wounds                          map[[2]int]*widget.Button         // by player and space, in the combat
	boosts                          map[[2]int][2]*widget.Button      // - and + by player and space, in the combat
	columns                         [tableau.Spaces][2]*widget.Button // - and + by column, in the combat
	sells                           map[[2]int]*widget.Button         // by player and space, in the final sale
	copySummary, copyLink, openLink *widget.Button
}

// New builds the board game's screen over h's session: the set-up form
// with no game running, else the running game's phase. The screen keeps
// up with the session's changes; build it once and keep it.
func New(h kit.Host) fyne.CanvasObject { return newTableauScreen(h) }

// newTableauScreen builds the board game's screen over h's session.
func newTableauScreen(h kit.Host) *tableauScreen {
	s := &tableauScreen{h: h, root: container.NewStack()}
	s.ExtendBaseWidget(s)
	s.setup = newTableauSetup(s)
	s.market = newTableauMarket(s)
	h.Sess.Tableau().Subscribe(s.refresh)
	h.Sess.Subscribe(func(c session.Change) {
		if c == session.ChangeSettings { // the scores' text takes the theme's colours
			s.refresh()
		}
	})
	s.refresh()
	return s
}

// Shown is the view on show (kit.Shower: a finger drags it).
func (s *tableauScreen) Shown() fyne.CanvasObject { return s.root }

// CreateRenderer shows the view on show.
func (s *tableauScreen) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.root) }

// game is the running game, nil when none runs; it is never changed.
func (s *tableauScreen) game() *tableau.Game { return s.h.Sess.Tableau().Value() }

// play takes action a as a move of the game; a refused one changes
// nothing and shows its reason.
func (s *tableauScreen) play(a tableau.Action) bool {
	return s.show(s.h.Sess.Tableau().Do(tableau.Act(a)))
}

// show shows what came of a change (a move, an undo, a redo): nothing when
// it was made, otherwise its reason over the bar.
func (s *tableauScreen) show(err error) bool {
	s.lastErr = ""
	if err != nil {
		s.lastErr = kit.Refusal(err)
		s.refresh()
		return false
	}
	return true
}

// stage is a round's phase: the play view keeps its place while it shows
// the same one.
type stage struct {
	round int
	phase tableau.Phase
}

// refresh draws the set-up form with no game (with the undo bar over it
// when a game's start was undone), or the game's phase: in the phase it
// showed already, scrolled as it was (a tap on a - or + of the combat left
// the page where the finger was).
func (s *tableauScreen) refresh() {
	view := s.setup.content
	was, before := s.shown, s.scroll
	s.shown = stage{}
	if g := s.game(); g != nil {
		view = s.playView(g)
		s.shown = stage{g.Round(), g.Phase()}
		if before != nil && was == s.shown {
			defer s.keepPlace(before.Offset)
		}
	} else if st := s.h.Sess.Tableau().Steps(); st.Undo+st.Redo > 0 {
		s.undoBar = kit.NewUndoBar(s.h.Sess.Tableau(), func(err error) { kit.SetError(s.setup.problem, err) })
		view = container.NewBorder(nil, s.undoBar, nil, nil, s.setup.content)
	}
	s.root.Objects = []fyne.CanvasObject{view}
	s.root.Refresh()
}

// keepPlace scrolls the play view's page, laid out anew, to offset.
func (s *tableauScreen) keepPlace(offset fyne.Position) {
	s.scroll.Content.Resize(s.scroll.Content.MinSize())
	s.scroll.ScrollToOffset(offset)
}

// playView is the game's page: the round and the scores on top, the
// phase's panel in a scroll, and the phase's main action with undo and
// redo at the bottom.
func (s *tableauScreen) playView(g *tableau.Game) fyne.CanvasObject {
	s.wounds, s.sells = map[[2]int]*widget.Button{}, map[[2]int]*widget.Button{}
	s.boosts, s.columns = map[[2]int][2]*widget.Button{}, [tableau.Spaces][2]*widget.Button{}
	s.copySummary, s.copyLink, s.openLink = nil, nil, nil
	var body []fyne.CanvasObject
	switch g.Phase() {
	case tableau.PhaseMarket:
		body = s.market.build(g)
	case tableau.PhaseCombat:
		body = s.combatView(g)
	case tableau.PhaseSale:
		body = s.saleView(g)
	default:
		body = s.overView(g)
	}
	body = append(append([]fyne.CanvasObject{tableauScores(g)}, body...), s.toolsCard(g))
	s.scroll = container.NewVScroll(kit.NewSections(body...))
	// A phone on its side is short: the round's line and the last action's
	// words give way before the page is less than pageAtLeast tall.
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, pageAtLeast))
	round, bar := s.roundLine(g), s.bar(g) // bar sets s.lastLine
	return kit.NewSpareBorder(container.NewVBox(round), bar, container.NewStack(room, s.scroll), round, s.lastLine)
}

// pageAtLeast is the least height of the page under the round's line
// before that line and the last action's words give way: a phone on its
// side (360 px, less the tabs and the shelf's bar) keeps the bottom bar
// and this much page.
const pageAtLeast = 160

// roundLine is "Round 2 of 6: market" beside the round die.
func (s *tableauScreen) roundLine(g *tableau.Game) fyne.CanvasObject {
	text := fmt.Sprintf("Round %d of %d: %s", g.Round(), tableau.Rounds, g.Phase())
	if g.Phase() == tableau.PhaseOver {
		text = "The game is over"
	}
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, nil, numberDie(strconv.Itoa(g.Round())), l)
}

// bar is the bottom of the page: what the last action did, an error if the
// last tap was refused, the phase's main action, and the undo bar.
func (s *tableauScreen) bar(g *tableau.Game) fyne.CanvasObject {
	box := container.NewVBox(widget.NewSeparator())
	s.lastLine = container.NewVBox()
	if a, ok := g.Last(); ok {
		last := kit.NewWrapLabel("Last: " + g.Describe(a) + ".")
		last.SizeName = theme.SizeNameCaptionText
		s.lastLine.Add(last)
	}
	box.Add(s.lastLine)
	s.errLine = kit.ErrorLabel()
	if s.lastErr != "" {
		s.errLine.SetText(s.lastErr)
		s.errLine.Show()
	}
	box.Add(s.errLine)
	s.undoBar = kit.NewUndoBar(s.h.Sess.Tableau(), func(err error) { s.show(err) })
	s.undoBar.Before = func() { s.lastErr = "" }
	s.main = s.mainAction(g)
	if g.Phase() != tableau.PhaseMarket { // a pass is rare: the turn is the card taken
		s.main.Importance = widget.HighImportance
	}
	box.Add(kit.NewFitRow(s.main, s.undoBar)) // side by side on a phone on its side
	return box
}

// mainAction is the phase's main button: pass in the market (the player
// whose turn it is finds no card left; the turn's card names them, and a
// name of 30 letters would not fit the button), score the combat, end the
// final sale, or, once the game is over, a new game.
func (s *tableauScreen) mainAction(g *tableau.Game) *widget.Button {
	switch g.Phase() {
	case tableau.PhaseMarket:
		p := g.Turn()
		return widget.NewButton("No card left: pass", func() {
			s.play(tableau.Action{Kind: tableau.KindPass, Player: p})
		})
	case tableau.PhaseCombat:
		return widget.NewButtonWithIcon("Score the combat", theme.ConfirmIcon(), func() {
			s.play(tableau.Action{Kind: tableau.KindScore})
		})
	case tableau.PhaseSale:
		return widget.NewButtonWithIcon("Finish the game", theme.ConfirmIcon(), func() {
			s.play(tableau.Action{Kind: tableau.KindFinish})
		})
	}
	return widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), s.confirmNew)
}

// tableauScores is the strip of every player: colour, name, victory
// points, and in the market the cards drafted ("2/5"); "1st" marks the
// first player. The lines under the name are plain text, tight together;
// their colour is the theme's when drawn, and the screen is drawn again
// when the theme changes.
func tableauScores(g *tableau.Game) fyne.CanvasObject {
	cols := container.NewGridWithColumns(g.NumPlayers())
	for p := range g.NumPlayers() {
		pl := g.Player(p)
		stripe := canvas.NewRectangle(kit.PlayerColour(pl.Colour))
		stripe.SetMinSize(fyne.NewSize(0, 6))
		stripe.CornerRadius = 3
		name := widget.NewLabelWithStyle(pl.Name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		name.Truncation = fyne.TextTruncateEllipsis
		vp := canvas.NewText(fmt.Sprintf("%d VP", pl.VP), theme.Color(theme.ColorNameForeground))
		vp.TextSize, vp.TextStyle.Bold, vp.Alignment = theme.TextSubHeadingSize(), true, fyne.TextAlignCenter
		note := []string{}
		if g.Phase() == tableau.PhaseMarket {
			note = append(note, fmt.Sprintf("%d/%d", pl.Drafted, tableau.Draft))
		}
		if p == g.First() && g.Phase() != tableau.PhaseOver {
			note = append(note, "1st")
		}
		small := canvas.NewText(strings.Join(note, " · "), theme.Color(theme.ColorNameForeground))
		small.Alignment = fyne.TextAlignCenter
		box := container.New(layout.NewCustomPaddedVBoxLayout(0), stripe, name, vp, small)
		cols.Add(box)
	}
	return cols
}

// numberDie draws a die face showing text, for the round die and the
// Mosquito die.
func numberDie(text string) fyne.CanvasObject {
	rect := kit.NewThemedRect(theme.ColorNameInputBackground)
	rect.Stroke, rect.Width, rect.Radius = theme.ColorNameForeground, 2, 10
	l := widget.NewLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return container.NewStack(rect, container.NewPadded(l))
}

// toolsCard is the game's table dice: the round die shows the round, and
// the Mosquito die is rolled here.
func (s *tableauScreen) toolsCard(g *tableau.Game) fyne.CanvasObject {
	s.rollMosquito = widget.NewButtonWithIcon("Roll the Mosquito die", kit.RockIcon, func() {
		s.mosquito = 1 + s.h.Rand.IntN(6)
		s.refresh()
	})
	box := container.NewVBox(kit.NewWrapLabel(fmt.Sprintf("The round die shows %d.", g.Round())))
	if s.mosquito > 0 {
		box.Add(container.NewHBox(numberDie(strconv.Itoa(s.mosquito)), widget.NewLabel("Mosquito die")))
	}
	box.Add(s.rollMosquito)
	if g.Phase() != tableau.PhaseOver {
		s.newGame = widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), s.confirmNew)
		box.Add(container.NewVBox(layout.NewSpacer(), s.newGame))
	}
	return widget.NewCard("Table dice", "", box)
}

// confirmNew asks before ending a game in progress.
func (s *tableauScreen) confirmNew() {
	if g := s.game(); g == nil || g.Phase() == tableau.PhaseOver {
		s.h.Sess.Tableau().Reset()
		return
	}
	d := dialog.NewConfirm("Start a new game?", "The board game in progress will be ended and cannot be brought back.",
		func(ok bool) {
			if ok {
				s.h.Sess.Tableau().Reset()
			}
		}, s.h.Win)
	d.SetConfirmText("End it")
	d.SetDismissText("Keep playing")
	d.Show()
}
