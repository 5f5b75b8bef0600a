package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// step is one entry of a settled battle with the table as it stood then.
type step struct {
	entry engine.Entry
	state engine.State
}

// maxCubes is the most damage cubes drawn; more is written as a number.
const maxCubes = 10

// cubeColour is the colour of a damage cube.
var cubeColour = color.NRGBA{R: 0xD0, G: 0x30, B: 0x30, A: 0xFF}

// playback shows a settled battle one step at a time: both sides of the
// table, what happened and the rule it applies, with the whole log below.
type playback struct {
	s     *battleScreen
	m     *engine.Match
	steps []step
	res   engine.Result
	at    int

	content  fyne.CanvasObject
	header   *widget.Label
	result   *wrapLabel
	sides    [2]*fyne.Container
	text     *wrapLabel
	rule     *widget.Label
	first    *widget.Button
	prev     *widget.Button
	next     *widget.Button
	last     *widget.Button
	record   *widget.Button
	recorded *wrapLabel
	list     *widget.List
}

func newPlayback(s *battleScreen) *playback {
	v := &playback{s: s}
	v.header = widget.NewLabel("")
	v.header.TextStyle.Bold = true
	back := widget.NewButtonWithIcon("Set-up", theme.NavigateBackIcon(), s.backToSetup)
	v.result = newWrapLabel("")
	v.result.TextStyle.Bold = true
	v.result.SizeName = theme.SizeNameSubHeadingText
	v.result.Importance = widget.SuccessImportance
	for p := range v.sides {
		v.sides[p] = container.NewVBox()
	}
	v.text = newWrapLabel("")
	v.text.SizeName = theme.SizeNameSubHeadingText
	v.rule = widget.NewLabel("")
	v.rule.Importance = widget.HighImportance
	v.rule.Truncation = fyne.TextTruncateEllipsis
	v.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { v.show(0) })
	v.prev = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { v.show(v.at - 1) })
	v.next = widget.NewButtonWithIcon("Next", theme.NavigateNextIcon(), func() { v.show(v.at + 1) })
	v.next.Importance = widget.HighImportance
	v.last = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { v.show(len(v.steps) - 1) })
	v.record = widget.NewButtonWithIcon("Record this result in the game", theme.ConfirmIcon(), v.onRecord)
	v.recorded = newWrapLabel("")
	v.list = widget.NewList(
		func() int { return len(v.steps) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.SetText(v.steps[id].entry.String())
			l.TextStyle.Bold = id == v.at
			l.Importance = entryImportance(v.steps[id].entry)
			l.Refresh()
		})
	v.list.OnSelected = func(id widget.ListItemID) { v.show(id) }

	controls := container.NewBorder(nil, nil, v.first, v.last, container.NewGridWithColumns(2, v.prev, v.next))
	table := newSections(
		container.NewVBox(container.NewBorder(nil, nil, back, nil, v.header), v.result, v.record, v.recorded),
		container.NewGridWithColumns(2, v.sides[0], v.sides[1]),
		container.NewVBox(v.text, v.rule, controls),
	)
	v.content = container.NewBorder(container.NewPadded(table), nil, nil, nil, v.list)
	return v
}

// entryImportance colours order notices and results.
func entryImportance(e engine.Entry) widget.Importance {
	switch e.Event {
	case engine.EventOrder:
		return widget.WarningImportance
	case engine.EventEnd:
		return widget.SuccessImportance
	}
	return widget.MediumImportance
}

// load shows a newly settled battle from its first step.
func (v *playback) load(m *engine.Match, steps []step, res engine.Result) {
	v.m, v.steps, v.res = m, steps, res
	v.recorded.Hide()
	v.list.UnselectAll()
	v.show(0)
}

// show moves to step i.
func (v *playback) show(i int) {
	if len(v.steps) == 0 {
		return
	}
	v.at = max(0, min(i, len(v.steps)-1))
	st := v.steps[v.at]
	v.header.SetText(fmt.Sprintf("Step %d of %d", v.at+1, len(v.steps)))
	v.text.SetText(stepText(st.entry))
	v.text.Importance = entryImportance(st.entry)
	v.text.Refresh()
	if st.entry.Rule != engine.RuleNone {
		v.rule.SetText("Rule: " + st.entry.Rule.String())
	} else {
		v.rule.SetText("")
	}
	for p := range v.sides {
		v.fillSide(v.sides[p], engine.Player(p), &st.state)
	}
	end := v.at == len(v.steps)-1
	if end {
		v.result.SetText(v.resultText())
		v.result.Show()
	} else {
		v.result.Hide()
	}
	v.refreshRecord(end)
	setEnabled(v.first, v.at > 0)
	setEnabled(v.prev, v.at > 0)
	setEnabled(v.next, !end)
	setEnabled(v.last, !end)
	v.list.Refresh()
	v.list.ScrollTo(v.at)
}

// stepText is the step's words, with the dice of a throw.
func stepText(e engine.Entry) string {
	text := e.Text
	if e.Step > 0 {
		text = fmt.Sprintf("Step %d · %s", e.Step, text)
	}
	return text
}

// resultText names the winner with the players' names.
func (v *playback) resultText() string {
	b := v.m.Battle
	text := "Draw: neither player has a pet left."
	switch v.res {
	case engine.AWins:
		text = b.Name(engine.PlayerA) + " wins."
	case engine.BWins:
		text = b.Name(engine.PlayerB) + " wins."
	}
	for _, st := range v.steps {
		if st.entry.Event == engine.EventOrder {
			text += fmt.Sprintf(" Note step %d: the order of abilities matters.", st.entry.Step)
			break
		}
	}
	return text
}

// fillSide draws player p's side of the table in state st.
func (v *playback) fillSide(box *fyne.Container, p engine.Player, st *engine.State) {
	box.RemoveAll()
	box.Add(v.sideTitle(p, st))
	carried, setAside, fainted := v.sideCards(p, st)
	v.addActivePet(box, p, st)
	if len(carried) > 0 {
		l := widget.NewLabel("with: " + strings.Join(carried, ", "))
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	box.Add(sideCounts(p, st, fainted))
	if len(setAside) > 0 {
		box.Add(widget.NewLabel("set aside: " + strings.Join(setAside, ", ")))
	}
	box.Refresh()
}

// sideTitle names player p's side, with the player's letter when named and
// whether p goes first.
func (v *playback) sideTitle(p engine.Player, st *engine.State) *widget.Label {
	b := v.m.Battle
	name := b.Name(p)
	if b.Names[p] != "" {
		name = p.String() + " · " + name
	}
	if st.First() == p {
		name += " · 1st"
	}
	title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	return title
}

// sideCards sorts player p's cards in state st: the names of the cards the
// active pet carries and of those set aside, and how many pets fainted.
func (v *playback) sideCards(p engine.Player, st *engine.State) (carried, setAside []string, fainted int) {
	tab := v.m.Table
	pet, hasPet := st.Active(p)
	for i := range st.Cards() {
		id, owner, zone := st.Where(i)
		if owner != p {
			continue
		}
		switch zone {
		case engine.ZoneActive:
			if !hasPet || id != pet.Card {
				carried = append(carried, tab.Name(id))
			}
		case engine.ZoneFainted:
			fainted++
		case engine.ZoneSetAside:
			setAside = append(setAside, tab.Name(id))
		}
	}
	return carried, setAside, fainted
}

// addActivePet adds player p's active pet to box: its name and power, its
// damage and whether it is marked fainted; or that there is none.
func (v *playback) addActivePet(box *fyne.Container, p engine.Player, st *engine.State) {
	pet, hasPet := st.Active(p)
	if !hasPet {
		l := widget.NewLabel("no active pet")
		l.Importance = widget.LowImportance
		box.Add(l)
		return
	}
	petName := widget.NewLabel(fmt.Sprintf("%s · power %d", v.m.Table.Name(pet.Card), pet.Power))
	petName.SizeName = theme.SizeNameSubHeadingText
	petName.Truncation = fyne.TextTruncateEllipsis
	box.Add(petName)
	box.Add(damageCubes(pet.Damage))
	if pet.Marked {
		l := widget.NewLabel("marked fainted")
		l.Importance = widget.DangerImportance
		box.Add(l)
	}
}

// sideCounts counts player p's deck and fainted pets, with the trumpets
// and mana p holds.
func sideCounts(p engine.Player, st *engine.State, fainted int) *widget.Label {
	info := fmt.Sprintf("deck %d · fainted %d", st.DeckLen(p), fainted)
	if n := st.Trumpets(p); n > 0 {
		info += fmt.Sprintf(" · trumpets %d", n)
	}
	if n := st.Mana(p); n > 0 {
		info += fmt.Sprintf(" · mana %d", n)
	}
	counts := widget.NewLabel(info)
	counts.Wrapping = fyne.TextWrapWord
	return counts
}

// damageCubes draws damage as red cubes, as at the table.
func damageCubes(damage int) fyne.CanvasObject {
	row := container.NewHBox()
	for range min(damage, maxCubes) {
		c := canvas.NewRectangle(cubeColour)
		c.CornerRadius = 2
		c.SetMinSize(fyne.NewSquareSize(14))
		row.Add(c)
	}
	if damage > maxCubes {
		row.Add(widget.NewLabel(fmt.Sprintf("+%d", damage-maxCubes)))
	}
	if damage == 0 {
		l := widget.NewLabel("no damage")
		l.Importance = widget.LowImportance
		row.Add(l)
	} else {
		row.Add(widget.NewLabel(words.Count(damage, "damage", "damage")))
	}
	return row
}

// refreshRecord offers to record the result when the battle came from the
// running game and its result is not in yet.
func (v *playback) refreshRecord(end bool) {
	link := v.s.link
	v.record.Hidden = !(end && link != nil && v.s.sh.sess.StillPending(*link))
	v.record.Refresh()
}

// onRecord enters the result in the running game.
func (v *playback) onRecord() {
	link := v.s.link
	if link == nil {
		return
	}
	if err := v.s.sh.sess.RecordResult(*link, v.res); err != nil {
		v.recorded.SetText(sentence(errText(err)) + ".")
	} else {
		v.recorded.SetText("Recorded in the game.")
	}
	v.recorded.Show()
	v.refreshRecord(true)
}
