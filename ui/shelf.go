package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/shelf/automaui"
	"github.com/sapcompanion/sapcompanion/ui/shelf/exerciseui"
	"github.com/sapcompanion/sapcompanion/ui/shelf/tableauui"
)

// shelfGame is one game on the "More games" shelf of the Tools tab: other
// games the same players play, kept by the app with the same care as the
// card game (undo, saves, plain words).
type shelfGame struct {
	title string // the game's name, as players say it
	short string // the game's name in a word or two, for the way to the shelf
	about string // one line on what the app does for it
	// build makes the game's screen once; the shelf keeps it, so a game
	// left for the dice is where it was when the player comes back.
	build func(h kit.Host) fyne.CanvasObject
}

// shelfGames are the games on the shelf, in the order shown.
func shelfGames() []shelfGame {
	return []shelfGame{
		{title: tableauui.Title, short: "board game", about: "Whose turn it is, refill tokens, every player's cards, the power in each combat and victory points, for 2 to 4 players.", build: tableauui.New},
		{title: exerciseui.Title, short: "exercise", about: "The score sheet for two players: animals on a 3x3 grid, their health, who rests, and the turn in order.", build: exerciseui.New},
		{title: automaui.Title, short: "automa", about: "Runs the solo opponent: its decks, its turn step by step, reactions and stun tokens.", build: automaui.New},
	}
}

// shelf is the "More games" card and the screen of the game opened from it.
// The Tools tab shows either its own page or one game's page; a game's page
// has a bar with a way back to the tools.
type shelf struct {
	host    kit.Host // what a game's screen gets of the app
	games   []shelfGame
	screens []fyne.CanvasObject // built on first opening, nil before
	open    int                 // the game on show; -1 for the tools
	page    *fyne.Container     // the tab's content: tools or a game
	tools   fyne.CanvasObject   // the tools page
}

// newShelf is the shelf of every game, none open.
func newShelf(h kit.Host) *shelf {
	s := &shelf{host: h, games: shelfGames(), open: -1}
	s.screens = make([]fyne.CanvasObject, len(s.games))
	return s
}

// over returns the tab's content: the tools page, over which a game opens.
func (s *shelf) over(tools fyne.CanvasObject) fyne.CanvasObject {
	s.tools = tools
	s.page = container.NewStack(tools)
	return s.page
}

// card is the shelf's section on the tools page: a button per game with a
// line about it; nil when the shelf is empty.
func (s *shelf) card() fyne.CanvasObject {
	if len(s.games) == 0 {
		return nil
	}
	box := container.NewVBox()
	for i, g := range s.games {
		// A button's text never wraps: the title lies over an empty button
		// in a label that wraps, so a long title fits a phone at any text
		// size and the whole row is tapped.
		b := widget.NewButton("", func() { s.show(i) })
		title := kit.NewWrapLabel(g.title)
		title.TextStyle.Bold = true
		box.Add(container.NewStack(b, container.NewBorder(nil, nil, nil, widget.NewIcon(theme.NavigateNextIcon()), title)))
		box.Add(kit.NewWrapLabel(g.about))
	}
	return widget.NewCard("More games", "", box)
}

// titles names the shelf's games in a few words, for the button that
// brings the shelf up.
func (s *shelf) titles() string {
	var short []string
	for _, g := range s.games {
		short = append(short, g.short)
	}
	return strings.Join(short, ", ")
}

// show opens game i on the tab, building its screen the first time.
func (s *shelf) show(i int) {
	if s.screens[i] == nil {
		s.screens[i] = s.games[i].build(s.host)
	}
	s.open = i
	back := widget.NewButtonWithIcon("Tools", theme.NavigateBackIcon(), s.back)
	title := kit.Heading(s.games[i].title)
	title.Wrapping = fyne.TextWrapOff
	title.Truncation = fyne.TextTruncateEllipsis
	bar := container.NewBorder(nil, widget.NewSeparator(), back, nil, title)
	s.page.Objects = []fyne.CanvasObject{container.NewBorder(bar, nil, nil, nil, s.screens[i])}
	s.page.Refresh()
}

// back returns from a game to the tools page; the game keeps its state.
func (s *shelf) back() {
	s.open = -1
	s.page.Objects = []fyne.CanvasObject{s.tools}
	s.page.Refresh()
}
