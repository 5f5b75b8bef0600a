package automaui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The set-up form's choices, as players read them.
const (
	automaAlone   = "One of us"
	automaTwo     = "Two of us (co-op)"
	automaDealt   = "The app deals"
	automaPhysics = "We deal real cards"
)

// automaSetup is the form that sets a game against the automa up: alone
// or in co-op, the champions (picked or random), how the action cards are
// dealt, the harder options and the challenge limit. It keeps its choices
// between redraws.
type automaSetup struct {
	s        *automaScreen
	players  *widget.RadioGroup
	deal     *widget.RadioGroup
	picks    []*widget.Select
	random   *widget.Button
	extra    *widget.Check
	remove   *widget.Check
	removed  *widget.CheckGroup
	trophies *widget.Check
	limit    *widget.Check
	// what the checks do, in full, under each
	extraWhy, removeWhy, limitWhy *kit.WrapLabel
	start                         *widget.Button
	cancel                        *widget.Button
}

// newAutomaSetup makes the form with a random team of three.
func newAutomaSetup(s *automaScreen) *automaSetup {
	f := &automaSetup{s: s}
	f.deal = widget.NewRadioGroup([]string{automaDealt, automaPhysics}, nil)
	f.deal.Required = true
	f.deal.SetSelected(automaDealt)
	f.extra = widget.NewCheck("Harder: more moves", nil)
	f.extraWhy = kit.NewWrapLabel("")
	f.remove = widget.NewCheck("Harder: more reactions", func(bool) { f.refreshRemoved() })
	f.removeWhy = kit.NewWrapLabel("")
	f.removed = widget.NewCheckGroup(nil, nil)
	f.trophies = widget.NewCheck("Harder: trophies", nil)
	f.limit = widget.NewCheck("Challenge limit", nil)
	f.limitWhy = kit.NewWrapLabel("")
	f.players = widget.NewRadioGroup([]string{automaAlone, automaTwo}, nil)
	f.players.Required = true
	f.players.Selected = automaAlone
	f.players.OnChanged = func(string) { f.onPlayers(); f.s.refresh() }
	f.onPlayers()
	return f
}

// coop says whether the form is set for two against two automa.
func (f *automaSetup) coop() bool { return f.players.Selected == automaTwo }

// options are the choices made.
func (f *automaSetup) options() automa.Options {
	o := automa.Options{CoOp: f.coop(), Physical: f.deal.Selected == automaPhysics, ExtraMove: f.extra.Checked,
		Trophies: f.trophies.Checked, ChallengeLimit: f.limit.Checked}
	for _, p := range f.picks {
		o.Champions = append(o.Champions, p.Selected)
	}
	if f.remove.Checked {
		o.Removed = slices.Clone(f.removed.Selected)
	}
	return o
}

// onPlayers fits the form to alone or co-op: the number of champions and
// the words of the options that differ.
func (f *automaSetup) onPlayers() {
	n := 3
	f.extraWhy.SetText("A free emergency move at the start of each automa turn.")
	f.removeWhy.SetText("Tick 3 cards of the reaction deck that are not reactions: they are left out.")
	f.limitWhy.SetText("Only 3 challenges in play at a time.")
	if f.coop() {
		n = 4
		f.extraWhy.SetText("Each automa player plays 3 action cards a turn, not 2.")
		f.removeWhy.SetText("Tick 4 cards of the reaction deck that are not reactions: they are left out.")
		f.limitWhy.SetText("Only 4 challenges in play at a time.")
	}
	names := make([]string, len(automa.Champions))
	for i, c := range automa.Champions {
		names[i] = c.Name
	}
	for len(f.picks) < n {
		f.picks = append(f.picks, widget.NewSelect(names, func(string) { f.refreshRemoved() }))
	}
	f.picks = f.picks[:n]
	f.randomise()
}

// randomise picks a random team of different champions.
func (f *automaSetup) randomise() {
	for i, name := range automa.Random(len(f.picks), f.s.h.Rand) {
		f.picks[i].SetSelected(name)
	}
	f.refreshRemoved()
}

// refreshRemoved lists the team's reaction cards to take out, keeping the
// ones still in the team ticked.
func (f *automaSetup) refreshRemoved() {
	var cards []string
	for _, p := range f.picks {
		if c, err := automa.Find(p.Selected); err == nil {
			cards = append(cards, c.Reactions[:]...)
		}
	}
	keep := slices.DeleteFunc(slices.Clone(f.removed.Selected), func(c string) bool { return !slices.Contains(cards, c) })
	f.removed.Options = cards
	f.removed.Selected = keep
	f.removed.Refresh()
	if f.remove.Checked {
		f.removed.Show()
	} else {
		f.removed.Hide()
	}
}

// page is the form; over a running game it has a way back.
func (f *automaSetup) page(running bool) fyne.CanvasObject {
	team := container.NewVBox()
	for i, p := range f.picks {
		label := fmt.Sprintf("Champion %d", i+1)
		if f.coop() {
			label = fmt.Sprintf("%s automa player, champion %d", []string{"First", "Second"}[i/2], i%2+1)
		}
		team.Add(kit.NewWrapLabel(label))
		team.Add(p)
	}
	f.random = widget.NewButtonWithIcon("Random team", theme.ViewRefreshIcon(), f.randomise)
	team.Add(f.random)
	body := container.NewVBox(kit.PageTitle("New game"),
		widget.NewCard("Who plays", "", f.players),
		widget.NewCard("Champions", "", team),
		widget.NewCard("Action cards", "", f.deal),
		widget.NewCard("Harder", "", container.NewVBox(f.extra, f.extraWhy, widget.NewSeparator(),
			f.remove, f.removeWhy, f.removed, widget.NewSeparator(), f.trophies, kit.NewWrapLabel(trophiesWhy))),
		widget.NewCard("Challenges", "", container.NewVBox(kit.NewWrapLabel(automa.ChallengeNote), f.limit, f.limitWhy)))
	f.start = mainButton("Set up the game", theme.ConfirmIcon(), f.onStart)
	actions := []fyne.CanvasObject{f.start}
	f.cancel = nil
	if running {
		f.cancel = widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), func() { f.s.show(automaHome) })
		actions = append(actions, f.cancel)
	}
	return f.s.frame(body, actions...)
}

// onStart sets the game up as chosen; the rules' refusal is shown under
// the form.
func (f *automaSetup) onStart() {
	o := f.options()
	f.s.playTo(automaHome, automa.Move{Kind: automa.MoveStart, Options: &o}) // the session's notice redraws the game
}

// trophiesWhy says what harder option 3 does, with its numbers.
var trophiesWhy = func() string {
	players, bot := automa.Options{Trophies: true}.Goals()
	return fmt.Sprintf("You need %d trophies to win, the automa %d (%d each without it).", players, bot, automa.TrophyGoal)
}()
