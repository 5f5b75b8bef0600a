package automaui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// reactPage asks which automa champions an attack hit: one reaction card
// is flipped for each.
func (s *automaScreen) reactPage(r *automa.Run) fyne.CanvasObject {
	body := container.NewVBox(kit.Heading("Which automa champions did you attack?"),
		kit.NewWrapLabel("Tick each one the attack hit: an attack on an area can hit several. The app flips one reaction card for each."))
	for _, c := range r.Options.Champions {
		ch := widget.NewCheck(c, func(on bool) {
			s.hit = slices.DeleteFunc(s.hit, func(h string) bool { return h == c })
			if on {
				s.hit = append(s.hit, c)
			}
			kit.SetEnabled(s.flipReactBtn, len(s.hit) > 0)
		})
		ch.Checked = slices.Contains(s.hit, c)
		s.hitChecks[c] = ch
		body.Add(ch)
	}
	s.flipReactBtn = mainButton("Flip reaction cards", theme.VisibilityIcon(), func() {
		s.playTo(automaFlips, automa.Move{Kind: automa.MoveReact, Names: slices.Clone(s.hit)})
	})
	kit.SetEnabled(s.flipReactBtn, len(s.hit) > 0)
	s.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { s.show(automaHome) })
	return s.frame(body, s.flipReactBtn, s.backBtn)
}

// flipsPage shows the reaction cards just flipped and how the automa uses
// them.
func (s *automaScreen) flipsPage(r *automa.Run) fyne.CanvasObject {
	body := container.NewVBox(kit.Heading("The automa's reaction"))
	for _, f := range r.Flips {
		box := container.NewVBox()
		title := kit.NewWrapLabel(f.Card)
		title.TextStyle.Bold = true
		title.SizeName = theme.SizeNameSubHeadingText
		box.Add(title)
		box.Add(kit.NewWrapLabel(fmt.Sprintf("%s's card, flipped for the attack on %s.", f.Owner, f.Attacked)))
		if f.Extra {
			box.Add(kit.NewWrapLabel("Flipped because of Didn't See That Comin', Eh?"))
		}
		if f.Reshuffled {
			box.Add(kit.NewWrapLabel("That was the deck's last card: the app shuffled the reaction deck and its discard pile together."))
		}
		body.Add(widget.NewCard("", "", box))
	}
	body.Add(lines("A reaction is played following the automa's list. "+automa.ReactionFree,
		automa.NotAReaction, automa.UselessReaction))
	s.doneBtn = mainButton("Done", theme.ConfirmIcon(), func() { s.show(automaHome) })
	undo := s.undoBar()
	undo.Before = func() { s.view = automaReact } // back to ticking who was hit, without these flips
	return s.frame(body, s.doneBtn, undo)
}

// sheetPage is the automa's sheet: the list, its tie-breakers, the
// emergency move, traps, and each champion's own rules with a tick for
// leveling up.
func (s *automaScreen) sheetPage(r *automa.Run) fyne.CanvasObject {
	prio := make([]string, len(automa.Priorities))
	for i, p := range automa.Priorities {
		prio[i] = fmt.Sprintf("%d. %s: %s", p.N, p.Title, p.Hint)
	}
	body := container.NewVBox(kit.Heading("The automa's sheet"),
		widget.NewCard("The list", "", plain(prio...)),
		widget.NewCard("Ties", "", lines(automa.TieBreaks...)),
		widget.NewCard("Emergency move", "", container.NewVBox(lines(automa.EmergencyTest...),
			kit.NewWrapLabel("Then move one automa champion 2 hexes. Choose, best first:"), numbered(automa.EmergencyChoice),
			kit.NewWrapLabel("If none can move to anything better:"), lines(automa.NoEmergency...))),
		widget.NewCard("Traps", "", container.NewVBox(kit.NewWrapLabel(automa.TrapRule),
			kit.NewWrapLabel("The automa puts a trap, best first:"), numbered(automa.TrapPlacement),
			kit.NewWrapLabel("When checking for a knock-out, a trap counts as 1 damage."))),
		widget.NewCard("Also", "", lines(automa.NoHand, "Automa champions never hurt each other.")))
	for _, c := range r.Options.Champions {
		body.Add(s.championRules(r, c))
	}
	s.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { s.show(automaHome) })
	return s.frame(body, s.backBtn)
}

// championRules is one champion's card on the sheet: their set, their
// reaction cards, their own rules and whether they have leveled up.
func (s *automaScreen) championRules(r *automa.Run, name string) fyne.CanvasObject {
	c, _ := automa.Find(name)
	box := container.NewVBox(kit.NewWrapLabel(fmt.Sprintf("From %s. In the reaction deck: %s, %s and %s.", c.Set, c.Reactions[0], c.Reactions[1], c.Reactions[2])))
	if len(c.Rules) > 0 {
		box.Add(lines(c.Rules...))
	}
	lvl := widget.NewCheck("Leveled up", func(on bool) {
		s.play(automa.Move{Kind: automa.MoveLevel, Champion: name, On: on})
	})
	lvl.Checked = r.IsLeveled(name)
	s.levelChecks[name] = lvl
	box.Add(lvl)
	if c.Leveled != "" || c.LeveledLife > 0 {
		text := c.Leveled
		if c.LeveledLife > 0 {
			text += fmt.Sprintf(" Life becomes %d.", c.LeveledLife)
		}
		box.Add(kit.NewWrapLabel("Once leveled: " + strings.ToLower(text[:1]) + text[1:]))
	}
	return widget.NewCard(name, "", box)
}
