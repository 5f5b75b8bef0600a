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
	for _, p := range playKinds {
		b := widget.NewButton(p.title, func() { s.open(p.mode) })
		t.plays[p.mode] = b
		row = append(row, b)
	}
	t.swapBtn = widget.NewButton("Swap cards", func() {
		s.play(exercise.Move{Kind: exercise.MoveSwap}, s.turn.reset)
	})
	row = append(row, t.swapBtn)
	return []fyne.CanvasObject{
		kit.NewWrapLabel("Which play? One a turn, before the attack. Swap cards is putting cards from your hand away and picking up as many."),
		kit.NewFitRow(row...), t.back,
	}
}

// byCardMenu asks who plays a card because a card's instruction allows
// it (the other player out of turn, or the player whose turn it is once
// more), and which card.
func (s *exerciseScreen) byCardMenu(g *exercise.Game) []fyne.CanvasObject {
	t, me := &s.turn, g.Current()
	if t.by < 0 {
		t.by = 1 - me
	}
	for p := range 2 {
		b := widget.NewButton(clipName(g.Name(p)), func() { t.by = p; s.err = ""; s.refresh() })
		if p == t.by {
			b.Importance = widget.HighImportance
		}
		t.byBtns[p] = b
	}
	words := fmt.Sprintf("%s plays a card out of turn, as a card allows. Which card?", g.Name(t.by))
	mayPlay := t.by != me || !g.CanPlay()
	if t.by == me && mayPlay {
		words = fmt.Sprintf("%s plays one more card, as a card allows. Which card?", g.Name(me))
	} else if !mayPlay {
		words = fmt.Sprintf("%s has not made this turn's play yet: make it first with \"Make a play\".", g.Name(me))
	}
	t.plays = map[exMode]*widget.Button{}
	var row []fyne.CanvasObject
	for _, k := range playKinds {
		b := widget.NewButton(k.title, func() { s.openByCard(k.mode, t.by) })
		kit.SetEnabled(b, mayPlay)
		t.plays[k.mode] = b
		row = append(row, b)
	}
	return []fyne.CanvasObject{
		kit.NewWrapLabel("A card lets a player play out of turn, or play more than one card. Who plays?"),
		kit.NewFitRow(t.byBtns[0], t.byBtns[1]), kit.NewWrapLabel(words), kit.NewFitRow(row...), t.back,
	}
}

// playKinds are the cards a play puts on the table, with their buttons'
// words.
var playKinds = []struct {
	mode  exMode
	title string
}{{exHealth, "Health card"}, {exItem, "Item card"}, {exDojo, "Dojo"}, {exAdd, "New animal"}}

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
	if t.byCard {
		kind := map[exMode]exercise.PlayKind{exHealth: exercise.HealthPlay, exItem: exercise.ItemPlay}[t.mode]
		s.playByCard(exercise.ExtraPlay{Player: t.by, Kind: kind, Name: name, Stay: stay, Slot: t.pick, Health: heal})
		return
	}
	m := exercise.Move{Kind: exercise.MovePlayHealth, Name: name, Stay: stay, Slot: t.pick, Health: heal}
	if t.mode == exItem {
		m = exercise.Move{Kind: exercise.MovePlayItem, Name: name, Stay: stay}
	}
	s.play(m, s.turn.reset)
}

// animalPanel is the form for a dojo, a new animal or an upgrade after a
// defeat: the place (tapped on the grid), the name for a new animal, and
// the health on the card.
func (s *exerciseScreen) animalPanel(g *exercise.Game) []fyne.CanvasObject {
	t := &s.turn
	pl := g.Player(t.actor(g))
	attacks := " It may attack at once."
	if t.actor(g) != g.Current() {
		attacks = fmt.Sprintf(" It cannot attack at once: it is not %s's turn.", pl.Name)
	}
	var words, verb string
	switch t.mode {
	case exDojo:
		words, verb = "Dojo: tap the animal to upgrade with its next level from your hand."+attacks, "Upgrade"
		if t.pick >= 0 {
			a := pl.Grid[t.pick]
			words = fmt.Sprintf("Dojo: %s goes up to level %d.", a.Name, a.Level+1) + attacks
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
	if t.byCard {
		kind := map[exMode]exercise.PlayKind{exDojo: exercise.DojoPlay, exAdd: exercise.AnimalPlay}[t.mode]
		s.playByCard(exercise.ExtraPlay{Player: t.by, Kind: kind, Name: name, Slot: t.pick, Health: health})
		return
	}
	m := exercise.Move{Kind: exercise.MoveUpgrade, Health: health}
	switch t.mode {
	case exDojo:
		m = exercise.Move{Kind: exercise.MovePlayDojo, Slot: t.pick, Health: health}
	case exAdd:
		m = exercise.Move{Kind: exercise.MoveAddAnimal, Slot: t.pick, Name: name, Health: health}
	}
	s.play(m, s.turn.reset)
}

// playByCard records a card played because a card allows it.
func (s *exerciseScreen) playByCard(e exercise.ExtraPlay) {
	m := exercise.Move{Kind: exercise.MoveByCard, Player: e.Player, Play: e.Kind, Name: e.Name, Stay: e.Stay, Slot: e.Slot, Health: e.Health}
	s.play(m, s.turn.reset)
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
		s.play(exercise.Move{Kind: exercise.MoveChangeHealth, Player: p, Slot: slot, Delta: delta}, s.turn.reset)
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
				s.play(exercise.Move{Kind: exercise.MoveDestroy, Player: p, Card: exercise.CardKind(k)}, nil)
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
		s.turn.byCardBtn = widget.NewButtonWithIcon("A card allows a play", theme.ContentAddIcon(), func() { s.open(exByCard) })
		box.Add(s.turn.changeBtn)
		box.Add(s.turn.byCardBtn)
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
