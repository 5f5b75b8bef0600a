package automaui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// turnPage is the automa's turn, one step at a time: what is done so far,
// then the step under way with its choices at the bottom.
func (s *automaScreen) turnPage(r *automa.Run) fyne.CanvasObject {
	t := r.Turn
	body := container.NewVBox(kit.Heading(turnHeading(r, t.Team)))
	cur := t.Current()
	// On a card face up, what came before goes under the card, so that
	// the card and its list fit on a phone.
	before := body
	if cur < len(t.Steps) && t.Steps[cur].Shown {
		before = container.NewVBox()
	}
	if cur == 0 {
		before.Add(kit.NewWrapLabel("First score the challenges as usual."))
	}
	if done := stepsDone(t); len(done) > 0 {
		before.Add(boldLine("Done this turn"))
		before.Add(plain(done...))
	}
	if cur == len(t.Steps) {
		body.Add(kit.NewWrapLabel("Every card is played: discard them. Stun tokens left for this turn are discarded too."))
		s.endBtn = mainButton("End the turn", theme.ConfirmIcon(), func() {
			s.play(automa.Move{Kind: automa.MoveEndTurn})
		})
		s.duringTurn(r, body)
		return s.frame(body, s.endBtn, s.undoBar())
	}
	step := t.Steps[cur]
	var actions []fyne.CanvasObject
	switch {
	case s.emergency == emergencyDamage:
		body.Add(kit.Heading(stepTitle(step)))
		actions = s.damageChoice(r, body)
	case step.Kind == automa.FreeMove:
		body.Add(boldLine("Free emergency move"))
		actions = s.emergencyChoice(r, body)
	case !step.Shown:
		actions = s.facedown(r, body, cur)
	case step.Stunned:
		body.Add(kit.Heading(step.Card.String()))
		body.Add(kit.NewWrapLabel(step.Card.Champion + " is stunned: this card becomes an emergency move, and one stun token goes."))
		actions = s.emergencyChoice(r, body)
	case step.Kind == automa.AlkemiDraw:
		actions = s.alkemiDraw(r, body, step)
	default:
		actions = s.faceUp(r, body, step)
	}
	if before != body {
		body.Add(before)
	}
	s.duringTurn(r, body)
	return s.frame(body, append(actions, s.undoBar())...)
}

// duringTurn adds, under the step, what can happen to the automa during
// its own turn: a player's reaction that attacks or stuns.
func (s *automaScreen) duringTurn(r *automa.Run, body *fyne.Container) {
	s.reactBtn = widget.NewButtonWithIcon("Automa attacked", theme.WarningIcon(), func() { s.hit = nil; s.show(automaReact) })
	body.Add(widget.NewSeparator())
	body.Add(kit.NewWrapLabel("If your reaction attacks or stuns an automa champion during this turn:"))
	body.Add(s.reactBtn)
	body.Add(s.championsCard(r))
	body.Add(s.playersCard(r))
}

// stepTitle is what a step is: "Free emergency move", "Deryn's card 2".
func stepTitle(step automa.Step) string {
	if step.Kind == automa.FreeMove {
		return "Free emergency move"
	}
	return step.Card.String()
}

// stepsDone says what each resolved step of the turn did.
func stepsDone(t *automa.Turn) []string {
	var out []string
	for i, st := range t.Steps[:t.Current()] {
		what := "free emergency move"
		if st.Kind != automa.FreeMove {
			what = st.Card.String()
		}
		how := map[automa.Outcome]string{automa.Acted: "played", automa.HealDamage: "heal 1 and damage 1",
			automa.PlayedFree: "played for free"}[st.Outcome]
		if st.Outcome == automa.Emergency {
			how = st.Mover + " moved 2"
		}
		how = healedWords(st, how)
		out = append(out, fmt.Sprintf("%d. %s: %s", i+1, kit.Sentence(what), how))
	}
	return out
}

// healedWords is how a step of "heal 1, damage 1" went, naming who healed
// and who took the damage when the app named them; how otherwise.
func healedWords(st automa.Step, how string) string {
	switch {
	case st.Healed != "" && st.Damaged != "":
		return st.Healed + " healed 1, " + st.Damaged + " took 1 damage"
	case st.Healed != "":
		return st.Healed + " healed 1, damage 1"
	case st.Damaged != "":
		return "heal 1, " + st.Damaged + " took 1 damage"
	}
	return how
}

// cardNumber is which of the turn's action cards step i is, from 1, and
// how many there are.
func cardNumber(t *automa.Turn, i int) (n, of int) {
	for k, st := range t.Steps {
		if st.Kind == automa.ActionCard {
			of++
			if k <= i {
				n++
			}
		}
	}
	return n, of
}

// facedown is a card not flipped yet: the app flips its own, or asks whose
// card the players flipped from a real deck.
func (s *automaScreen) facedown(r *automa.Run, body *fyne.Container, i int) []fyne.CanvasObject {
	n, of := cardNumber(r.Turn, i)
	if !r.Options.Physical {
		body.Add(kit.NewWrapLabel(fmt.Sprintf("Card %d of %d is dealt face down.", n, of)))
		s.flipBtn = mainButton(fmt.Sprintf("Flip card %d", n), theme.VisibilityIcon(), func() {
			s.emergency = emergencyNone
			s.play(automa.Move{Kind: automa.MoveReveal})
		})
		return []fyne.CanvasObject{s.flipBtn}
	}
	body.Add(kit.NewWrapLabel(fmt.Sprintf("Flip card %d of %d. Whose card is it?", n, of)))
	return []fyne.CanvasObject{s.whoButtons(r, func(c string) {
		s.emergency = emergencyNone
		s.play(automa.Move{Kind: automa.MoveReveal, Champion: c})
	})}
}

// faceUp is a card to play by the priority list, or, once the players say
// it does nothing for the champion, the emergency move test and choice.
func (s *automaScreen) faceUp(r *automa.Run, body *fyne.Container, step automa.Step) []fyne.CanvasObject {
	body.Add(kit.Heading(step.Card.String()))
	if step.Reshuffled {
		body.Add(kit.NewWrapLabel("The action deck ran out: its discard pile, shuffled, became the new deck."))
	}
	if s.alkemiAsk {
		return s.alkemiWhose(r, body)
	}
	switch s.emergency {
	case emergencyTest:
		body.Add(boldLine("Does it become an emergency move?"))
		body.Add(kit.NewWrapLabel("Yes if " + automa.EmergencyTest[1]))
		s.yesBtn = widget.NewButton("Yes: emergency move", func() { s.emergency = emergencyChoose; s.refresh() })
		s.noBtn = widget.NewButton("No: use its movement", func() { s.resolve(automa.Acted, "") })
		s.backBtn = widget.NewButtonWithIcon("Back to the card", theme.NavigateBackIcon(), func() { s.emergency = emergencyNone; s.refresh() })
		return []fyne.CanvasObject{s.yesBtn, s.noBtn, s.backBtn}
	case emergencyChoose:
		return s.emergencyChoice(r, body)
	}
	body.Add(boldLine("Use all its movement to reach the highest line:"))
	titles := make([]string, len(automa.Priorities))
	for i, p := range automa.Priorities {
		titles[i] = p.Title
	}
	body.Add(numbered(titles))
	if c, err := automa.Find(step.Card.Champion); err == nil && len(c.Rules) > 0 {
		body.Add(boldLine(c.Name + "'s own rules"))
		body.Add(lines(c.Rules...))
	}
	s.sheetBtn = widget.NewButtonWithIcon("Ties and traps", theme.InfoIcon(), func() { s.show(automaSheet) })
	body.Add(s.sheetBtn)
	s.doneBtn = mainButton("Done", theme.ConfirmIcon(), func() { s.resolve(automa.Acted, "") })
	s.noUseBtn = widget.NewButton("Card does nothing", func() { s.emergency = emergencyTest; s.refresh() })
	if step.Card.Champion != automa.Alkemi {
		// Side by side, so the list above fits beside the card on a phone.
		return []fyne.CanvasObject{kit.NewFitRow(s.noUseBtn, s.doneBtn)}
	}
	s.alkemiBtn = widget.NewButton("Draw for Al'kemi", func() {
		if r.Options.Physical {
			s.alkemiAsk = true
			s.refresh()
			return
		}
		s.play(automa.Move{Kind: automa.MoveAlkemi})
	})
	return []fyne.CanvasObject{kit.NewFitRow(s.noUseBtn, s.alkemiBtn), s.doneBtn}
}

// whoButtons is a button for each champion of the automa player whose
// turn it is, for the players to say whose card they flipped or drew.
func (s *automaScreen) whoButtons(r *automa.Run, tap func(champion string)) *fyne.Container {
	grid := container.NewVBox()
	for _, c := range r.TeamOf(r.Turn.Team) {
		b := widget.NewButton(c, func() { tap(c) })
		s.whoBtns[c] = b
		grid.Add(b)
	}
	return grid
}

// alkemiWhose asks whose card the players drew from a real deck for
// Al'kemi.
func (s *automaScreen) alkemiWhose(r *automa.Run, body *fyne.Container) []fyne.CanvasObject {
	body.Add(kit.NewWrapLabel("Draw the top card of the action deck. Whose is it?"))
	grid := s.whoButtons(r, func(c string) {
		s.alkemiAsk = false
		s.play(automa.Move{Kind: automa.MoveAlkemi, Champion: c})
	})
	s.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { s.alkemiAsk = false; s.refresh() })
	return []fyne.CanvasObject{grid, s.backBtn}
}

// alkemiDraw is the card drawn for Al'kemi: played for free when its
// colour matches, an emergency move when not.
func (s *automaScreen) alkemiDraw(r *automa.Run, body *fyne.Container, step automa.Step) []fyne.CanvasObject {
	body.Add(kit.Heading("Drawn for Al'kemi: " + step.Card.String()))
	if s.emergency == emergencyChoose {
		return s.emergencyChoice(r, body)
	}
	body.Add(kit.NewWrapLabel("Is its core the colour Al'kemi's card asks for?"))
	s.yesBtn = widget.NewButton("Yes: play it free", func() { s.resolve(automa.PlayedFree, "") })
	s.noBtn = widget.NewButton("No: emergency move", func() { s.emergency = emergencyChoose; s.refresh() })
	return []fyne.CanvasObject{s.yesBtn, s.noBtn}
}

// emergencyChoice is the emergency move: which champion moves 2 hexes, by
// the sheet's order, or heal 1 and damage 1 when none can.
func (s *automaScreen) emergencyChoice(r *automa.Run, body *fyne.Container) []fyne.CanvasObject {
	body.Add(kit.NewWrapLabel("Tap the automa champion who moves 2 hexes. Choose, best first:"))
	choice := append([]string{}, automa.EmergencyChoice...)
	choice[len(choice)-1] = mostLifeWords(r, r.Turn.Team)
	body.Add(numbered(choice))
	body.Add(boldLine("If every automa champion is on a challenge hex and cannot reach a better one:"))
	body.Add(lines(leastLifeWords(r, r.Turn.Team), damageWords(r)))
	var movers []fyne.CanvasObject
	for _, c := range r.TeamOf(r.Turn.Team) {
		b := widget.NewButton(c, func() { s.resolve(automa.Emergency, c) })
		s.moverBtns[c] = b
		movers = append(movers, b)
	}
	return []fyne.CanvasObject{boldLine("Who moves 2 hexes?"), kit.NewFitRow(movers...), s.healButtons(r)}
}

// resolve records how the current step went.
func (s *automaScreen) resolve(o automa.Outcome, mover string) {
	s.emergency, s.healer, s.nearest = emergencyNone, "", nil
	s.play(automa.Move{Kind: automa.MoveResolve, Outcome: o, Champion: mover})
}
