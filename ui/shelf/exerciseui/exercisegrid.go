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

// exerciseCell is one place on a grid: a button the size of the place, with
// the animal's name, health and level (or rest) written over it. A place
// that cannot be tapped now is greyed out.
type exerciseCell struct {
	btn     *widget.Button
	lines   [3]string // the name, the health and the note, as shown
	text    *widget.RichText
	content fyne.CanvasObject
}

// newExerciseCell shows animal a (nil for an empty place); note is the third
// line ("" for the animal's level); tap is nil when the place cannot be
// tapped now.
func newExerciseCell(a *exercise.Animal, note string, tap func()) *exerciseCell {
	c := &exerciseCell{btn: widget.NewButton("", tap)}
	c.lines = [3]string{"Empty", "", note}
	if a != nil {
		c.lines[0], c.lines[1] = a.Name, fmt.Sprintf("%d health", a.Health)
		if note == "" {
			c.lines[2] = fmt.Sprintf("level %d", a.Level)
		}
	}
	colour := theme.ColorNameForeground
	if tap == nil {
		c.btn.Disable()
		colour = theme.ColorNameDisabled
	}
	var segs []widget.RichTextSegment
	for i, l := range c.lines {
		st := widget.RichTextStyle{Alignment: fyne.TextAlignCenter, ColorName: colour, SizeName: theme.SizeNameText}
		st.TextStyle.Bold = i == 0 && a != nil
		segs = append(segs, &widget.TextSegment{Text: l, Style: st})
	}
	c.text = widget.NewRichText(segs...)
	c.text.Truncation = fyne.TextTruncateEllipsis
	c.content = container.NewStack(c.btn, c.text)
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
// Rows with no animal are left out unless showEmpty, to keep both grids in
// view on a phone.
func (s *exerciseScreen) drawGrid(g *exercise.Game, p int, frontFirst, showEmpty bool) fyne.CanvasObject {
	grid := container.NewGridWithColumns(exercise.Columns)
	order := gridOrder(frontFirst)
	pl := g.Player(p)
	for r := 0; r < len(order); r += exercise.Columns {
		row := order[r : r+exercise.Columns]
		if !showEmpty && pl.Grid[row[0]] == nil && pl.Grid[row[1]] == nil && pl.Grid[row[2]] == nil {
			continue
		}
		for _, slot := range row {
			grid.Add(s.cells[p][slot].content)
		}
	}
	if len(grid.Objects) == 0 {
		return kit.NewWrapLabel("No animals left.")
	}
	return grid
}

// buildPlacing is where each player puts six level-1 animals on the grid,
// one player at a time.
func (s *exerciseScreen) buildPlacing(g *exercise.Game) fyne.CanvasObject {
	p := s.placing
	pl := g.Player(p)
	for i := range s.sideBtns {
		s.sideBtns[i] = widget.NewButton(fmt.Sprintf("%s: %d of %d", clipName(g.Name(i)), g.Player(i).Animals(), exercise.StartCount), func() {
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
	last := kit.NewWrapLabel(g.Last())
	last.TextStyle.Bold = true
	box := container.NewVBox(kit.NewFitRow(s.sideBtns[0], s.sideBtns[1]),
		kit.WrapTitle(fmt.Sprintf("Front row, facing %s", g.Name(1-p))), s.drawGrid(g, p, true, true), last,
		kit.NewWrapLabel("Tap a place, then enter the name of the level 1 animal on the card and its health. Only the first animal of each column can be attacked."),
		kit.NewWrapLabel(exercise.ShuffleReminder()))
	s.beginBtn = widget.NewButtonWithIcon("Start the first turn", theme.MediaPlayIcon(), func() {
		s.play(exercise.Move{Kind: exercise.MoveBegin}, s.turn.reset)
	})
	s.beginBtn.Importance = widget.HighImportance
	if g.Player(0).Animals() < exercise.StartCount || g.Player(1).Animals() < exercise.StartCount {
		s.beginBtn.Hide()
	}
	return s.screenWith(pl.Name+"'s animals", kit.NewSections(box), append(s.placeForm(g), s.beginBtn)...)
}

// clipName cuts a name longer than 12 letters to 11 and "…", for a
// button, whose text does not wrap: a name can be 30 letters long.
func clipName(name string) string {
	if r := []rune(name); len(r) > 12 {
		return string(r[:11]) + "…"
	}
	return name
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
		s.unplace = widget.NewButtonWithIcon("Take "+clipName(a.Name)+" back", theme.ContentUndoIcon(), func() {
			s.play(exercise.Move{Kind: exercise.MoveUnplace, Player: p, Slot: slot}, func() { s.placeSlot = -1 })
		})
		return []fyne.CanvasObject{s.unplace}
	}
	s.placeBtn = widget.NewButtonWithIcon("Put it here", theme.ContentAddIcon(), func() {
		name, health := s.cardName.Text, s.amount.Value
		s.play(exercise.Move{Kind: exercise.MovePlace, Player: p, Slot: slot, Name: name, Health: health}, func() { s.placed(p) })
	})
	return []fyne.CanvasObject{s.cardName, s.healthRow("Health"), s.placeBtn}
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
	s.setAmount(1, exercise.MaxHealth, 1)
	return labelled(what, s.amount.Content)
}

// setAmount gives the stepper the range of the form on show. A new form
// (see exerciseTurn.fresh) or another range starts at start; otherwise the
// number chosen stays, as when placing one animal after another.
func (s *exerciseScreen) setAmount(lo, hi, start int) {
	if s.turn.fresh || s.amount.Lo != lo || s.amount.Hi != hi {
		s.amount.Lo, s.amount.Hi = lo, hi
		s.amount.Show(start)
		s.turn.fresh = false
	}
}

// labelled puts a short label on the left of a control.
func labelled(what string, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, widget.NewLabel(what), nil, o)
}
