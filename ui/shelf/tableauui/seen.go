package tableauui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The seen cards on show at once, and the longest name a chip shows whole.
const (
	mostChips = 6
	chipRunes = 14
)

// typed follows the typing of a card's name: a name the game has seen
// fills in its power (an animal's printed power when none is typed, a
// food's power and whether it stays), the seen cards are narrowed to the
// name, and the tableau shows where the card can go.
func (m *tableauMarket) typed(food bool) {
	if m.filling {
		return
	}
	g := m.s.game()
	if g == nil {
		return
	}
	name := strings.TrimSpace(m.animal.Text)
	if food {
		name = strings.TrimSpace(m.food.Text)
	}
	seen := g.Seen()
	known := false
	for _, c := range seen {
		if c.Food == food && strings.EqualFold(c.Name, name) {
			m.fillKnown(c)
			known = true
			break
		}
	}
	if !known {
		m.unfill(food)
	}
	m.drawSeen(seen)
	m.drawRows(g)
}

// fillKnown fills in what the game remembers of c, leaving a power the
// player typed.
func (m *tableauMarket) fillKnown(c tableau.Card) {
	m.filling = true
	defer func() { m.filling = false }()
	if c.Food {
		if m.adds.Value == 0 || m.autoFood && m.adds.Value == m.autoAdds { // a power the player set stays
			m.keep.SetChecked(c.Keep)
			m.adds.Show(c.Adds)
			m.autoFood, m.autoAdds = true, c.Adds
		}
		m.syncAdds()
		return
	}
	if p := strings.TrimSpace(m.power.Text); p == "" || p == m.autoPower {
		m.autoPower = tableau.FormatPower(c.Power)
		m.power.SetText(m.autoPower)
	}
}

// unfill takes back what fillKnown filled in when the name typed goes on
// to another card ("Ant" to "Anteater"): a power the player typed stays.
func (m *tableauMarket) unfill(food bool) {
	m.filling = true
	defer func() { m.filling = false }()
	if food && m.autoFood {
		if m.adds.Value == m.autoAdds {
			m.keep.SetChecked(true)
			m.adds.Show(0)
		}
		m.autoFood = false
		m.syncAdds()
	}
	if !food && m.autoPower != "" && strings.TrimSpace(m.power.Text) == m.autoPower {
		m.power.SetText("")
	}
	if !food {
		m.autoPower = ""
	}
}

// pick fills the form with a seen card: its kind, its name and its power,
// so that the next tap places it.
func (m *tableauMarket) pick(c tableau.Card) {
	m.filling = true
	if c.Food {
		m.food.SetText(c.Name)
		m.keep.SetChecked(c.Keep)
		m.adds.Show(c.Adds)
		m.syncAdds()
		m.autoFood, m.autoAdds = true, c.Adds
	} else {
		m.animal.SetText(c.Name)
		m.autoPower = tableau.FormatPower(c.Power)
		m.power.SetText(m.autoPower)
	}
	m.filling = false
	kind := tookAnimal
	if c.Food {
		kind = tookFood
	}
	if m.kind.Selected != kind {
		m.kind.SetSelected(kind) // redraws the form and the tableau
	} else {
		m.refreshRows()
	}
	m.drawSeen(m.s.game().Seen())
	m.showTableau()
}

// showTableau scrolls the page so that the tableau, where the card chosen
// goes next, is in sight: its title at the top, unless it is in the upper
// half of the page already.
func (m *tableauMarket) showTableau() {
	sc := m.s.scroll
	if sc == nil || m.tableauTitle == nil {
		return
	}
	d := fyne.CurrentApp().Driver()
	y := d.AbsolutePositionForObject(m.tableauTitle).Y - d.AbsolutePositionForObject(sc.Content).Y
	if y >= sc.Offset.Y && y < sc.Offset.Y+sc.Size().Height/2 {
		return
	}
	sc.ScrollToOffset(fyne.NewPos(0, y-theme.Padding()))
}

// drawSeen shows seen, the cards this game has seen (latest first),
// narrowed to those whose name holds what is typed: a tap fills the card
// in.
func (m *tableauMarket) drawSeen(seen []tableau.Card) {
	m.seen.RemoveAll()
	m.chips = nil
	typed := strings.ToLower(strings.TrimSpace(m.animal.Text))
	if m.kind.Selected == tookFood {
		typed = strings.ToLower(strings.TrimSpace(m.food.Text))
	}
	var objs []fyne.CanvasObject
	for _, c := range seen {
		if len(m.chips) == mostChips {
			break
		}
		if typed != "" && !strings.Contains(strings.ToLower(c.Name), typed) {
			continue
		}
		b := widget.NewButton(chipText(c), func() { m.pick(c) })
		if strings.EqualFold(c.Name, typed) {
			b.Importance = widget.HighImportance // the card chosen stays where it was, marked
		}
		m.chips = append(m.chips, b)
		objs = append(objs, b)
	}
	if len(objs) > 0 {
		hint := kit.NewWrapLabel("Seen this game: tap one, or type a new card below.")
		hint.SizeName = theme.SizeNameCaptionText
		m.seen.Add(hint)
		m.seen.Add(kit.NewFitRow(objs...))
	}
	m.seen.Refresh()
}

// chipText is a seen card's name, cut to chipRunes letters, with "Food: "
// before a food's.
func chipText(c tableau.Card) string {
	name := c.Name
	if r := []rune(name); len(r) > chipRunes {
		name = string(r[:chipRunes-1]) + "…"
	}
	if c.Food {
		return "Food: " + name
	}
	return name
}
