package automaui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// lifeChoices are the lives a champion's life can be entered as.
var lifeChoices = func() []string {
	out := make([]string, automa.MaxLife+1)
	for i := range out {
		out[i] = strconv.Itoa(i)
	}
	return out
}()

// lifeRow is champion's life: a list to pick it from until it is entered,
// then - and + to follow damage and heals.
func (s *automaScreen) lifeRow(r *automa.Run, champion string) fyne.CanvasObject {
	life, ok := r.LifeOf(champion)
	ctl, pick, st := lifeControl(life, ok, func(n int) {
		s.play(automa.Move{Kind: automa.MoveLife, Champion: champion, Number: n})
	})
	if pick != nil {
		s.lifePicks[champion] = pick
	} else {
		s.lifeSteps[champion] = st
	}
	return container.NewBorder(nil, nil, widget.NewLabel("Life"), nil, ctl)
}

// trophiesCard is both sides' trophies with their goals, and the winner
// once one side reaches theirs.
func (s *automaScreen) trophiesCard(r *automa.Run) fyne.CanvasObject {
	players, bot := r.Options.Goals()
	box := container.NewVBox()
	for _, side := range []struct {
		automa bool
		goal   int
		label  string
		have   int
	}{{false, players, "You", r.Trophies.Players}, {true, bot, "The automa", r.Trophies.Automa}} {
		st := kit.NewStepper(side.have, 0, side.goal, func(n int) {
			s.play(automa.Move{Kind: automa.MoveTrophies, On: side.automa, Number: n})
		})
		s.trophySteps[side.automa] = st
		l := kit.NewWrapLabel(fmt.Sprintf("%s (%d to win)", side.label, side.goal))
		box.Add(container.NewGridWithColumns(2, l, st.Content))
	}
	switch r.Winner() {
	case "players":
		box.Add(boldLine(fmt.Sprintf("You have %d trophies: you win.", players)))
	case "automa":
		box.Add(boldLine(fmt.Sprintf("The automa has %d trophies: it wins.", bot)))
	}
	return widget.NewCard("Trophies", "", box)
}

// mostLifeWords is the emergency move's last choice, naming the champions
// of automa player t with the most life once their life is entered.
func mostLifeWords(r *automa.Run, t int) string {
	names, life := r.MostLife(t)
	if names == nil {
		return "More life left (enter their life to have it named)"
	}
	return fmt.Sprintf("More life left: %s (%d)", words.JoinOr(names), life)
}

// leastLifeWords is the heal of "heal 1, damage 1", naming the champions
// of automa player t with the least life once their life is entered.
func leastLifeWords(r *automa.Run, t int) string {
	names, life := r.LeastLife(t)
	if names == nil {
		return "The automa champion with the least life heals 1 (enter their life to have it named and healed)."
	}
	if len(names) == 1 {
		return fmt.Sprintf("%s has the least life (%d) and heals 1.", names[0], life)
	}
	return fmt.Sprintf("%s are tied on the least life (%d): tap which heals 1; the damage goes with it.", words.JoinOr(names), life)
}

// healButtons are the ways to resolve "heal 1, damage 1": one button, or
// one for each champion tied on the least life (side by side when they
// fit; the line above says the damage goes with it).
func (s *automaScreen) healButtons(r *automa.Run) fyne.CanvasObject {
	names, _ := r.LeastLife(r.Turn.Team)
	if len(names) < 2 {
		text := "Heal 1, damage 1"
		if len(names) == 1 {
			text = names[0] + " heals 1, damage 1"
		}
		s.healBtn = widget.NewButton(text, func() { s.healTap(r, "") })
		return s.healBtn
	}
	var heals []fyne.CanvasObject
	for _, c := range names {
		b := widget.NewButton(c+" heals 1", func() { s.healTap(r, c) })
		s.healBtns[c] = b
		heals = append(heals, b)
	}
	return kit.NewFitRow(heals...)
}
