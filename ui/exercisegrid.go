package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/exercise"
)

// exerciseCell is one place on a grid: a button the size of the place, with
// the animal's name, health and level (or rest) written over it. A place
// that cannot be tapped now is greyed out.
type exerciseCell struct {
	btn          *widget.Button
	name, health *widget.Label
	note         *widget.Label
	content      fyne.CanvasObject
}

// newExerciseCell shows animal a (nil for an empty place); note is the third
// line ("" for the animal's level); tap is nil when the place cannot be
// tapped now.
func newExerciseCell(a *exercise.Animal, note string, tap func()) *exerciseCell {
	c := &exerciseCell{btn: widget.NewButton("", tap)}
	line := func(text string) *widget.Label {
		l := widget.NewLabel(text)
		l.Alignment = fyne.TextAlignCenter
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	switch {
	case a == nil:
		c.name, c.health = line("Empty"), line("")
	default:
		c.name, c.health = line(a.Name), line(fmt.Sprintf("%d health", a.Health))
		c.name.TextStyle.Bold = true
		if note == "" {
			note = fmt.Sprintf("level %d", a.Level)
		}
	}
	c.note = line(note)
	if tap == nil {
		c.btn.Disable()
		for _, l := range []*widget.Label{c.name, c.health, c.note} {
			l.Importance = widget.LowImportance
		}
	}
	lines := container.New(tightRows{}, c.name, c.health, c.note)
	c.content = container.NewStack(c.btn, lines)
	return c
}

// gridOrder is the order the slots of a grid are drawn in, row by row: the
// grid at the bottom of the screen has its front row on top, the one at the
// top its front row at the bottom, so the two front rows face each other.
func gridOrder(frontFirst bool) []int {
	var out []int
	for row := range 3 {
		r := row
		if !frontFirst {
			r = 2 - row
		}
		for col := range exercise.Columns {
			out = append(out, r*exercise.Columns+col)
		}
	}
	return out
}

// drawGrid lays player p's cells out, front row first when frontFirst.
func (s *exerciseScreen) drawGrid(p int, frontFirst bool) fyne.CanvasObject {
	grid := container.NewGridWithColumns(exercise.Columns)
	for _, slot := range gridOrder(frontFirst) {
		grid.Add(s.cells[p][slot].content)
	}
	return grid
}

// buildPlacing is where each player puts six level-1 animals on the grid,
// one player at a time.
func (s *exerciseScreen) buildPlacing(g *exercise.Game) fyne.CanvasObject {
	p := s.placing
	pl := g.Player(p)
	for i := range s.sideBtns {
		s.sideBtns[i] = widget.NewButton(fmt.Sprintf("%s: %d of %d", g.Name(i), g.Player(i).Animals(), exercise.StartCount), func() {
			s.placing, s.placeSlot, s.err = i, -1, ""
			s.refresh()
		})
		if i == p {
			s.sideBtns[i].Importance = widget.HighImportance
		}
	}
	for slot, a := range pl.Grid {
		note := ""
		if slot == s.placeSlot {
			note = "chosen"
		}
		s.cells[p][slot] = newExerciseCell(a, note, func() {
			s.placeSlot, s.err = slot, ""
			s.refresh()
		})
	}
	first := newWrapLabel(g.Last())
	first.TextStyle.Bold = true
	box := container.NewVBox(first, newFitRow(s.sideBtns[0], s.sideBtns[1]),
		newWrapLabel(fmt.Sprintf("Tap a place, then enter the level 1 animal on the card and its health. The front row faces %s: only its animals can be attacked first.", g.Name(1-p))),
		sectionTitle("Front row"), s.drawGrid(p, true), sectionTitle("Back row"))
	s.beginBtn = widget.NewButtonWithIcon("Start the first turn", theme.MediaPlayIcon(), func() {
		s.act(func(g *exercise.Game) error { return g.Begin() }, s.turn.reset)
	})
	s.beginBtn.Importance = widget.HighImportance
	setEnabled(s.beginBtn, g.Player(0).Animals() == exercise.StartCount && g.Player(1).Animals() == exercise.StartCount)
	return s.screenWith(newSections(widget.NewCard(pl.Name+"'s animals", "", box)), append(s.placeForm(g), s.beginBtn)...)
}

// placeForm is the form for the place chosen: an animal to put there, or
// the animal there to take back.
func (s *exerciseScreen) placeForm(g *exercise.Game) []fyne.CanvasObject {
	p, slot := s.placing, s.placeSlot
	s.placeBtn, s.unplace = nil, nil
	if slot < 0 {
		return nil
	}
	if a := g.Player(p).Grid[slot]; a != nil {
		s.unplace = widget.NewButtonWithIcon("Take "+a.Name+" back", theme.ContentUndoIcon(), func() {
			s.act(func(g *exercise.Game) error { return g.Unplace(p, slot) }, func() { s.placeSlot = -1 })
		})
		return []fyne.CanvasObject{s.unplace}
	}
	s.placeBtn = widget.NewButtonWithIcon("Put it here", theme.ContentAddIcon(), func() {
		name, health := s.cardName.Text, s.amount.value
		s.act(func(g *exercise.Game) error { return g.Place(p, slot, name, health) }, func() { s.placed(p) })
	})
	return []fyne.CanvasObject{s.cardName, s.healthRow("Health on the card"), s.placeBtn}
}

// placed clears the form after an animal is put on player p's grid, and
// turns to the other player's grid once p has all six.
func (s *exerciseScreen) placed(p int) {
	s.placeSlot = -1
	s.cardName.SetText("")
	g := s.game()
	if g != nil && g.Player(p).Animals() == exercise.StartCount && g.Player(1-p).Animals() < exercise.StartCount {
		s.placing = 1 - p
	}
}

// healthRow is the amount stepper with what it counts, for entering a
// card's health.
func (s *exerciseScreen) healthRow(what string) fyne.CanvasObject {
	s.amount.lo, s.amount.hi = 1, exercise.MaxHealth
	s.amount.show(max(1, s.amount.value))
	return container.NewVBox(widget.NewLabel(what), s.amount.content)
}
