package exerciseui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// playMenu asks which play the player makes this turn.
func (s *exerciseScreen) playMenu() []fyne.CanvasObject {
	t := &s.turn
	t.plays = map[exMode]*widget.Button{}
	var row []fyne.CanvasObject
	for _, p := range []struct {
		mode  exMode
		title string
	}{{exHealth, "Health card"}, {exItem, "Item card"}, {exDojo, "Dojo"}, {exAdd, "New animal"}} {
		b := widget.NewButton(p.title, func() { s.open(p.mode) })
		t.plays[p.mode] = b
		row = append(row, b)
	}
	t.swapBtn = widget.NewButton("Swap cards", func() {
		s.act(func(g *exercise.Game) error { return g.SwapCards() }, s.turn.reset)
	})
	row = append(row, t.swapBtn)
	return []fyne.CanvasObject{
		kit.NewWrapLabel("Which play? One a turn, before the attack. Swap cards is putting cards from your hand away and picking up as many."),
		kit.NewFitRow(row...), t.back,
	}
}

// cardPanel is the form for a health or item card: its name, whether it
// stays, and for a health card how much health it gives to which animal.
func (s *exerciseScreen) cardPanel(g *exercise.Game) []fyne.CanvasObject {
	t := &s.turn
	out := []fyne.CanvasObject{s.cardName, s.stay}
	if t.mode == exHealth {
		s.setAmount(0, exercise.MaxHealth, 0)
		words := "Health it gives (0 if none). Then tap the animal that gets it."
		if t.pick >= 0 {
			words = fmt.Sprintf("Health it gives to %s (0 if none).", g.Player(t.pickSide).Grid[t.pick].Name)
		}
		out = append(out, kit.NewWrapLabel(words), labelled("Health", s.amount.Content))
	} else {
		out = append(out, kit.NewWrapLabel("What the item does to health, enter with \"A card changed health\" below the grids."))
	}
	t.confirm = widget.NewButtonWithIcon("Play it", theme.ConfirmIcon(), s.onPlayCard)
	t.confirm.Importance = widget.HighImportance
	return append(out, kit.NewFitRow(t.back, t.confirm))
}

// onPlayCard plays the health or item card of the form.
func (s *exerciseScreen) onPlayCard() {
	t := s.turn
	name, stay, heal := s.cardName.Text, s.stay.Checked, s.amount.Value
	s.act(func(g *exercise.Game) error {
		if t.mode == exItem {
			return g.PlayItem(name, stay)
		}
		return g.PlayHealth(name, stay, t.pick, heal)
	}, s.turn.reset)
}

// animalPanel is the form for a dojo, a new animal or an upgrade after a
// defeat: the place (tapped on the grid), the name for a new animal, and
// the health on the card.
func (s *exerciseScreen) animalPanel(g *exercise.Game) []fyne.CanvasObject {
	t := &s.turn
	pl := g.Player(g.Current())
	var words, verb string
	switch t.mode {
	case exDojo:
		words, verb = "Dojo: tap the animal to upgrade with its next level from your hand. It may attack at once.", "Upgrade"
		if t.pick >= 0 {
			a := pl.Grid[t.pick]
			words = fmt.Sprintf("Dojo: %s goes up to level %d and may attack at once.", a.Name, a.Level+1)
		}
	case exAdd:
		words, verb = "Tap an empty place on your grid for the new level 1 animal.", "Add it"
	case exUpgrade:
		a := pl.Grid[g.Attacker()]
		words, verb = fmt.Sprintf("%s defeated an animal: put the level %d %s from your hand on it. It still rests next turn.", a.Name, a.Level+1, a.Name), "Upgrade"
	}
	out := []fyne.CanvasObject{kit.NewWrapLabel(words)}
	if t.mode == exAdd {
		out = append(out, s.cardName)
	}
	out = append(out, s.healthRow("Health"))
	t.confirm = widget.NewButtonWithIcon(verb, theme.ConfirmIcon(), s.onAnimal)
	t.confirm.Importance = widget.HighImportance
	kit.SetEnabled(t.confirm, t.mode == exUpgrade || t.pick >= 0)
	return append(out, kit.NewFitRow(t.back, t.confirm))
}

// onAnimal takes the dojo, new animal or upgrade of the form.
func (s *exerciseScreen) onAnimal() {
	t := s.turn
	name, health := s.cardName.Text, s.amount.Value
	s.act(func(g *exercise.Game) error {
		switch t.mode {
		case exDojo:
			return g.PlayDojo(t.pick, health)
		case exAdd:
			return g.AddAnimal(t.pick, name, health)
		}
		return g.UpgradeAfterDefeat(health)
	}, s.turn.reset)
}

// changePanel records health a card's instructions took away or gave.
func (s *exerciseScreen) changePanel(g *exercise.Game) []fyne.CanvasObject {
	t := &s.turn
	s.setAmount(-exercise.MaxHealth, exercise.MaxHealth, -1)
	words := "A card changed health: tap the animal, then how much it gains (+) or loses (-)."
	if t.pick >= 0 {
		words = fmt.Sprintf("How much health %s gains (+) or loses (-):", g.Player(t.pickSide).Grid[t.pick].Name)
	}
	t.confirm = widget.NewButtonWithIcon("Change health", theme.ConfirmIcon(), func() {
		p, slot, delta := t.pickSide, t.pick, s.amount.Value
		s.act(func(g *exercise.Game) error { return g.ChangeHealth(p, slot, delta) }, s.turn.reset)
	})
	t.confirm.Importance = widget.HighImportance
	kit.SetEnabled(t.confirm, t.pick >= 0)
	return []fyne.CanvasObject{kit.NewWrapLabel(words), labelled("Change", s.amount.Content), kit.NewFitRow(t.back, t.confirm)}
}

// buildCards is what lies beside the grids: each player's health and item
// cards in play (a card that stays can be marked destroyed), the defeated
// piles, the reminders, and the way to record a health change from a card.
func (s *exerciseScreen) buildCards(g *exercise.Game) fyne.CanvasObject {
	box := container.NewVBox()
	for p := range 2 {
		pl := g.Player(p)
		box.Add(kit.WrapTitle(pl.Name + "'s cards"))
		s.turn.destroy[p] = [2]*widget.Button{}
		for k, c := range []*exercise.Card{pl.Health, pl.Item} {
			if c == nil {
				continue
			}
			words := fmt.Sprintf("%s in play", c.Name)
			if c.Stay {
				words += ", stays"
			}
			if !c.Stay || g.Phase() != exercise.Playing {
				box.Add(kit.NewWrapLabel(words))
				continue
			}
			// The card's name goes in the words, which wrap: a button's
			// text does not, and a name can be 30 letters long.
			b := widget.NewButton("Destroyed", func() {
				s.act(func(g *exercise.Game) error { return g.DestroyCard(p, exercise.CardKind(k)) }, nil)
			})
			s.turn.destroy[p][k] = b
			box.Add(container.NewBorder(nil, nil, nil, b, kit.NewWrapLabel(words)))
		}
		box.Add(kit.NewWrapLabel(defeatedWords(pl)))
	}
	for _, r := range g.Reminders() {
		l := kit.NewWrapLabel(r)
		l.Importance = widget.WarningImportance
		box.Add(l)
	}
	if g.Phase() == exercise.Playing {
		s.turn.changeBtn = widget.NewButtonWithIcon("A card changed health", theme.DocumentCreateIcon(), func() { s.open(exChange) })
		box.Add(s.turn.changeBtn)
	}
	return widget.NewCard("", "", box)
}

// defeatedWords says what is in a player's defeated pile.
func defeatedWords(pl exercise.Player) string {
	if len(pl.Defeated) == 0 {
		return "Defeated pile: empty."
	}
	var names []string
	for _, d := range pl.Defeated {
		names = append(names, fmt.Sprintf("%s (level %d)", d.Name, d.Level))
	}
	return "Defeated pile: " + strings.Join(names, ", ") + "."
}
