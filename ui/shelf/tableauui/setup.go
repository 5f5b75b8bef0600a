package tableauui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Who starts the board game.
const (
	tableauRandom = "At random"
	tableauChosen = "I'll choose"
)

// tableauSetup is the board game's new-game form: 2 to 4 players with names
// and colours, who starts, and the market's size.
type tableauSetup struct {
	s       *tableauScreen
	content fyne.CanvasObject

	count        int
	countButtons map[int]*widget.Button
	rows         *fyne.Container
	names        []*kit.Entry
	colours      []string
	swatches     []*kit.Swatch
	first        *widget.RadioGroup
	chosen       *widget.Select
	market       *kit.WrapLabel
	problem      *kit.WrapLabel
	start        *widget.Button
}

func newTableauSetup(s *tableauScreen) *tableauSetup {
	v := &tableauSetup{s: s, count: 2, countButtons: map[int]*widget.Button{}}
	counts := container.NewGridWithColumns(3)
	for n := tableau.MinPlayers; n <= tableau.MaxPlayers; n++ {
		b := widget.NewButton(strconv.Itoa(n), func() { v.setCount(n) })
		v.countButtons[n] = b
		counts.Add(b)
	}
	for i := range tableau.MaxPlayers {
		e := kit.NewEntry(kit.ShortLimit)
		e.SetPlaceHolder(fmt.Sprintf("Player %d", i+1))
		e.OnChanged = func(string) { v.refreshChosen() }
		v.names = append(v.names, e)
		v.colours = append(v.colours, tableau.Colours[i])
		sw := kit.NewSwatch(func() { v.nextColour(i) })
		sw.SetColour(tableau.Colours[i])
		v.swatches = append(v.swatches, sw)
	}
	v.rows = container.NewVBox()
	v.chosen = widget.NewSelect(nil, nil)
	v.first = widget.NewRadioGroup([]string{tableauRandom, tableauChosen}, func(string) { v.refreshChosen() })
	v.first.Required = true
	v.first.SetSelected(tableauRandom)
	v.market = kit.NewWrapLabel("")
	v.problem = kit.ErrorLabel()
	v.start = widget.NewButtonWithIcon("Start the game", theme.MediaPlayIcon(), v.onStart)
	v.start.Importance = widget.HighImportance
	form := kit.NewSections(
		widget.NewCard("New board game", "", container.NewVBox(kit.SectionTitle("How many players?"), counts, v.rows)),
		widget.NewCard("", "", container.NewVBox(kit.SectionTitle("Who drafts first in round 1"), v.first, v.chosen,
			kit.SectionTitle("The market"), v.market)),
	)
	bottom := container.NewVBox(widget.NewSeparator(), v.problem, v.start)
	v.content = container.NewBorder(nil, bottom, nil, nil, container.NewVScroll(form))
	v.setCount(2)
	return v
}

// setCount chooses 2, 3 or 4 players.
func (v *tableauSetup) setCount(n int) {
	v.count = n
	for c, b := range v.countButtons {
		b.Importance = widget.MediumImportance
		if c == n {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
	v.rows.RemoveAll()
	for i := range n {
		v.rows.Add(container.NewBorder(nil, nil, nil, v.swatches[i], v.names[i]))
	}
	v.rows.Add(kit.NewWrapLabel("Seat order is clockwise. Tap a colour to change it."))
	cols := tableau.MarketColumns(n)
	v.market.SetText(fmt.Sprintf("Deal %d cards in %d rows of %d. Each player refills one row or column once a round.", tableau.MarketRows*cols, tableau.MarketRows, cols))
	v.refreshChosen()
	v.rows.Refresh()
}

// nextColour gives player i the next colour nobody else has.
func (v *tableauSetup) nextColour(i int) {
	v.colours[i] = kit.FreeColour(tableau.Colours, v.colours, v.count, i)
	v.swatches[i].SetColour(v.colours[i])
}

// refreshChosen offers the players' names when the players choose who
// starts.
func (v *tableauSetup) refreshChosen() {
	names := make([]*widget.Entry, len(v.names))
	for i, e := range v.names {
		names[i] = &e.Entry
	}
	kit.OfferNames(v.chosen, names, v.count, v.first.Selected == tableauChosen)
}

// onStart starts the game, or says what is wrong with the form.
func (v *tableauSetup) onStart() {
	su := tableau.Setup{First: max(0, v.chosen.SelectedIndex())}
	for i := range v.count {
		su.Players = append(su.Players, tableau.SeatSetup{Name: kit.TypedName(&v.names[i].Entry), Colour: v.colours[i]})
	}
	kit.SetError(v.problem, v.s.h.Sess.Tableau().Do(tableau.Start(su, v.first.Selected == tableauRandom)))
}
