package automaui

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// playersCard is the players' own champions with their life, and a field
// to name one more while the side has room: what the damage of "heal 1,
// damage 1" is named from.
func (s *automaScreen) playersCard(r *automa.Run) fyne.CanvasObject {
	box := container.NewVBox()
	for _, p := range r.Players {
		life, ok := r.PlayerLifeOf(p)
		name := kit.NewWrapLabel(p)
		name.TextStyle.Bold = true
		if ok && life == 0 {
			name.SetText(p + " (knocked out)")
		}
		ctl, pick, st := lifeControl(life, ok, func(n int) {
			s.play(automa.Move{Kind: automa.MovePlayerLife, Champion: p, Number: n})
		})
		if pick != nil {
			s.playerPicks[p] = pick
		} else {
			s.playerSteps[p] = st
		}
		box.Add(container.NewBorder(nil, nil, nil, container.NewCenter(ctl), name))
	}
	if len(r.Players) < r.Options.PlayerSide() {
		s.playerEntry = kit.NewEntry(kit.ShortLimit)
		s.playerEntry.SetPlaceHolder("Champion's name")
		add := func() {
			name := s.playerEntry.Text
			s.play(automa.Move{Kind: automa.MoveAddPlayer, Champion: name})
		}
		s.playerEntry.OnSubmitted = func(string) { add() }
		s.addPlayerBtn = widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), add)
		box.Add(container.NewBorder(nil, nil, nil, s.addPlayerBtn, s.playerEntry))
	}
	if len(r.Players) == 0 {
		box.Add(kit.NewWrapLabel(fmt.Sprintf("Up to %d. With their life entered, the automa's \"heal 1, damage 1\" names which of them takes the damage.", r.Options.PlayerSide())))
	}
	return widget.NewCard("Your champions", "", box)
}

// lifeControl is a life: a list to pick it from until it is entered (pick),
// then - and + (st) to follow damage and heals; set records a new life.
func lifeControl(life int, ok bool, set func(int)) (ctl fyne.CanvasObject, pick *widget.Select, st *kit.Stepper) {
	if !ok {
		pick = widget.NewSelect(lifeChoices, func(v string) {
			n, _ := strconv.Atoi(v)
			set(n)
		})
		pick.PlaceHolder = "Enter life"
		return pick, pick, nil
	}
	st = kit.NewStepper(life, 0, automa.MaxLife, set)
	return st.Content, nil, st
}

// damageWords is the damage of "heal 1, damage 1" on the emergency move's
// page: the rule, and what the players can do to have it named.
func damageWords(r *automa.Run) string {
	switch {
	case !r.LifeEntered():
		return automa.NoEmergency[1] + " Name your champions and enter their life to have it named."
	case len(r.Standing()) == 0:
		return "Every one of your champions is knocked out: the damage goes to none."
	}
	return automa.NoEmergency[1] + " You tap which after the heal."
}

// healTap is a tap on a heal button: with the players' champions' life
// entered, on to naming the damage; otherwise the step is resolved.
func (s *automaScreen) healTap(r *automa.Run, healer string) {
	if len(r.Standing()) == 0 {
		s.resolve(automa.HealDamage, healer)
		return
	}
	s.healer, s.nearest, s.emergency = healer, nil, emergencyDamage
	s.refresh()
}

// damageChoice names the damage of "heal 1, damage 1": the players tick
// which of their champions are nearest an automa champion (none to tick
// when one alone is standing), and the one of them with the least life is
// named on a button that heals and damages (a button each when tied).
func (s *automaScreen) damageChoice(r *automa.Run, body *fyne.Container) []fyne.CanvasObject {
	body.Add(boldLine("Heal 1, damage 1"))
	heal := "The automa champion with the least life heals 1."
	if s.healer != "" {
		heal = s.healer + " heals 1."
	} else if names, life := r.LeastLife(r.Turn.Team); len(names) == 1 {
		heal = fmt.Sprintf("%s has the least life (%d) and heals 1.", names[0], life)
	}
	body.Add(kit.NewWrapLabel(heal))
	standing := r.Standing()
	s.nearest = slices.DeleteFunc(s.nearest, func(n string) bool { return !slices.Contains(standing, n) })
	nearest := s.nearest
	if len(standing) == 1 {
		nearest = standing
	} else {
		body.Add(kit.NewWrapLabel("Which of your champions is nearest an automa champion? Tick each one equally near."))
		for _, p := range standing {
			life, _ := r.PlayerLifeOf(p)
			on := slices.Contains(s.nearest, p)
			icon := theme.CheckButtonIcon()
			if on {
				icon = theme.CheckButtonCheckedIcon()
			}
			b, row := wrapButton(fmt.Sprintf("%s (%d)", p, life), icon, func() {
				s.nearest = slices.DeleteFunc(s.nearest, func(n string) bool { return n == p })
				if !on {
					s.nearest = append(s.nearest, p)
				}
				s.refresh()
			})
			s.nearBtns[p] = b
			body.Add(row)
		}
	}
	if out := knockedOut(r); len(out) > 0 {
		body.Add(kit.NewWrapLabel("Knocked out, not a target: " + words.JoinOr(out) + "."))
	}
	s.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { s.emergency = emergencyChoose; s.refresh() })
	return append(s.damageButtons(r, body, nearest), s.backBtn)
}

// damageButtons are the buttons that resolve the step, damaging the one
// of nearest with the least life (one each when tied); none before the
// players tick who is nearest.
func (s *automaScreen) damageButtons(r *automa.Run, body *fyne.Container, nearest []string) []fyne.CanvasObject {
	names, life, err := r.DamageTargets(nearest)
	if err != nil {
		return nil
	}
	if len(names) > 1 {
		body.Add(kit.NewWrapLabel(fmt.Sprintf("%s are tied on the least life (%d): tap which takes the damage.", words.JoinAnd(names), life)))
	}
	healer, near := s.healer, slices.Clone(nearest)
	var out []fyne.CanvasObject
	for _, p := range names {
		b, row := wrapButton(fmt.Sprintf("Deal 1 damage to %s (%d)", p, life), theme.ConfirmIcon(), func() {
			s.emergency, s.healer, s.nearest = emergencyNone, "", nil
			s.play(automa.Move{Kind: automa.MoveHealDamage, Champion: healer, Names: near, Target: p})
		})
		s.damageBtns[p] = b
		out = append(out, row)
	}
	return out
}

// knockedOut are the players' champions at 0 life.
func knockedOut(r *automa.Run) []string {
	var out []string
	for _, p := range r.Players {
		if l, ok := r.PlayerLifeOf(p); ok && l == 0 {
			out = append(out, p)
		}
	}
	return out
}

// wrapButton is a kit.NewWrapButton with its words in bold; b is the
// button, for tests, and row what to lay out.
func wrapButton(text string, icon fyne.Resource, tapped func()) (b *widget.Button, row fyne.CanvasObject) {
	b, l, whole := kit.NewWrapButton(text, icon, tapped)
	l.TextStyle.Bold = true
	return b, whole
}
