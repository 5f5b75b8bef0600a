package automaui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Title is the game's name, as on the "More games" shelf.
const Title = "Super Fantasy Brawl automa"

// automaView is which page of the automa's screen is on show when a game
// is set up; a turn under way shows the turn whatever the view.
type automaView int

const (
	automaHome   automaView = iota // between turns: champions, stun tokens, start a turn
	automaReact                    // an attack on the automa: who was hit, then the cards flipped
	automaFlips                    // the reaction cards just flipped
	automaSheet                    // the automa's sheet and the champions' own rules
	automaNewRun                   // the set-up form over a running game
)

// emergencyStep is how far the turn page is in deciding an emergency move.
type emergencyStep int

const (
	emergencyNone   emergencyStep = iota // the card is played by the list
	emergencyTest                        // does the card become an emergency move?
	emergencyChoose                      // which champion moves 2 hexes
	emergencyDamage                      // none can: which of the players' champions takes 1 damage
)

// automaScreen runs the Super Fantasy Brawl automa over the session: the
// set-up form, the page between turns, the automa's turn one step at a
// time, reactions and the sheet. It redraws whenever the session announces
// a change of the shelf's games.
type automaScreen struct {
	widget.BaseWidget
	h         kit.Host
	content   *fyne.Container
	view      automaView
	emergency emergencyStep
	alkemiAsk bool // asking whose card was drawn for Al'kemi from a real deck
	errLabel  *kit.WrapLabel
	setup     *automaSetup
	hit       []string          // the champions ticked as attacked
	healer    string            // the automa champion tapped to heal 1, when tied
	nearest   []string          // the players' champions ticked as nearest an automa champion
	scroll    *container.Scroll // the page's body

	// Buttons of the page on show, for tests.
	startBtn, reactBtn, sheetBtn, newBtn               *widget.Button
	flipBtn, doneBtn, noUseBtn, yesBtn, noBtn, healBtn *widget.Button
	alkemiBtn, endBtn, backBtn, flipReactBtn           *widget.Button
	stunBtns, whoBtns, moverBtns, healBtns             map[string]*widget.Button
	hitChecks, levelChecks                             map[string]*widget.Check
	lifePicks, playerPicks                             map[string]*widget.Select
	lifeSteps, playerSteps                             map[string]*kit.Stepper
	nearBtns, damageBtns                               map[string]*widget.Button
	playerEntry                                        *kit.Entry
	addPlayerBtn                                       *widget.Button
	trophySteps                                        map[bool]*kit.Stepper // by automa: false for the players
	undo                                               *kit.UndoBar          // the page's undo bar, when it has one
}

// New builds the automa's screen over the session of h: the set-up form
// until a game is set up, then the game as the session holds it.
func New(h kit.Host) fyne.CanvasObject { return newAutomaScreen(h) }

// newAutomaScreen builds the automa's screen.
func newAutomaScreen(h kit.Host) *automaScreen {
	s := &automaScreen{h: h, content: container.NewStack(), errLabel: kit.ErrorLabel()}
	s.ExtendBaseWidget(s)
	s.setup = newAutomaSetup(s)
	h.Sess.Automa().Subscribe(s.refresh)
	s.refresh()
	return s
}

// Shown is the view on show (kit.Shower: a finger drags it).
func (s *automaScreen) Shown() fyne.CanvasObject { return s.content }

// CreateRenderer draws the page on show.
func (s *automaScreen) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(s.content)
}

// play takes move m on the automa's run through the session (which
// shuffles and draws for it). A refused move shows its reason and changes
// nothing; a move taken redraws through the session's notice.
func (s *automaScreen) play(m automa.Move) bool {
	err := s.h.Sess.Automa().Do(m)
	kit.SetError(s.errLabel, err)
	return err == nil
}

// playTo is play that shows view v once m is taken (the session's notice
// draws it); a refused move leaves the view on show as it was.
func (s *automaScreen) playTo(v automaView, m automa.Move) {
	prev := s.view
	s.view = v
	if !s.play(m) {
		s.view = prev
	}
}

// show shows view and redraws.
func (s *automaScreen) show(v automaView) {
	s.view = v
	kit.SetError(s.errLabel, nil)
	s.refresh()
}

// refresh redraws the page for the run as the session holds it.
func (s *automaScreen) refresh() {
	s.startBtn, s.reactBtn, s.sheetBtn, s.newBtn, s.flipBtn, s.doneBtn = nil, nil, nil, nil, nil, nil
	s.noUseBtn, s.yesBtn, s.noBtn, s.healBtn, s.alkemiBtn, s.endBtn = nil, nil, nil, nil, nil, nil
	s.backBtn, s.flipReactBtn = nil, nil
	s.stunBtns, s.whoBtns, s.moverBtns = map[string]*widget.Button{}, map[string]*widget.Button{}, map[string]*widget.Button{}
	s.healBtns, s.lifePicks, s.lifeSteps = map[string]*widget.Button{}, map[string]*widget.Select{}, map[string]*kit.Stepper{}
	s.trophySteps = map[bool]*kit.Stepper{}
	s.playerPicks, s.playerSteps, s.nearBtns = map[string]*widget.Select{}, map[string]*kit.Stepper{}, map[string]*widget.Button{}
	s.damageBtns, s.playerEntry, s.addPlayerBtn = map[string]*widget.Button{}, nil, nil
	s.hitChecks, s.levelChecks = map[string]*widget.Check{}, map[string]*widget.Check{}
	r := s.h.Sess.Automa().Value()
	ok := r != nil
	var page fyne.CanvasObject
	switch {
	case !ok || s.view == automaNewRun:
		page = s.setup.page(ok)
	case s.view == automaReact:
		page = s.reactPage(r)
	case s.view == automaFlips:
		page = s.flipsPage(r)
	case s.view == automaSheet:
		page = s.sheetPage(r)
	case r.Turn != nil:
		page = s.turnPage(r)
	default:
		s.emergency = emergencyNone
		page = s.homePage(r)
	}
	s.content.Objects = []fyne.CanvasObject{page}
	s.content.Refresh()
}

// frame is a page: its body scrolls, its actions stay at the bottom within
// thumb reach, with the error of the last refused change over them.
func (s *automaScreen) frame(body fyne.CanvasObject, actions ...fyne.CanvasObject) fyne.CanvasObject {
	bottom := container.NewVBox(append([]fyne.CanvasObject{widget.NewSeparator(), s.errLabel}, actions...)...)
	s.scroll = container.NewVScroll(container.NewPadded(body))
	return container.NewBorder(nil, bottom, nil, nil, s.scroll)
}

// undoBar is the page's undo bar; a refused undo or redo shows its
// reason.
func (s *automaScreen) undoBar() *kit.UndoBar {
	s.undo = kit.NewUndoBar(s.h.Sess.Automa(), func(err error) { kit.SetError(s.errLabel, err) })
	return s.undo
}

// mainButton is a page's main action: wide, high importance.
func mainButton(text string, icon fyne.Resource, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(text, icon, tapped)
	b.Importance = widget.HighImportance
	return b
}

// lines is one wrapped label of several lines, each a bullet point: a
// short list that keeps together on a phone.
func lines(texts ...string) *kit.WrapLabel {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = "• " + t
	}
	return kit.NewWrapLabel(strings.Join(out, "\n"))
}

// plain is one wrapped label of several lines as they are.
func plain(texts ...string) *kit.WrapLabel { return kit.NewWrapLabel(strings.Join(texts, "\n")) }

// boldLine is a wrapped bold line over a part of a page.
func boldLine(text string) *kit.WrapLabel {
	l := kit.NewWrapLabel(text)
	l.TextStyle.Bold = true
	return l
}

// numbered is one wrapped label of lines numbered from 1.
func numbered(texts []string) *kit.WrapLabel {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = fmt.Sprintf("%d. %s", i+1, t)
	}
	return kit.NewWrapLabel(strings.Join(out, "\n"))
}

// teamName names automa player t for the players: "the automa" alone,
// "Deryn and Dugrun's automa" in co-op.
func teamName(r *automa.Run, t int) string {
	if !r.Options.CoOp {
		return "the automa"
	}
	team := r.TeamOf(t)
	return team[0] + " and " + team[1] + "'s automa"
}

// turnHeading is the title of automa player t's turn, next or under way:
// "Automa turn 3", "Deryn and Dugrun's automa, turn 2".
func turnHeading(r *automa.Run, t int) string {
	n := r.Turns/r.Options.Teams() + 1
	if !r.Options.CoOp {
		return fmt.Sprintf("Automa turn %d", n)
	}
	return fmt.Sprintf("%s, turn %d", kit.Sentence(teamName(r, t)), n)
}

// homePage is the page between turns: what to set up before the first
// turn, the champions with their stun tokens, and the way to the turn.
func (s *automaScreen) homePage(r *automa.Run) fyne.CanvasObject {
	body := container.NewVBox(kit.Heading(turnHeading(r, r.NextTeam())))
	if r.Turns == 0 {
		body.Add(s.boardCard(r))
	}
	if notes := optionNotes(r.Options); len(notes) > 0 {
		body.Add(widget.NewCard("Your choices", "", lines(notes...)))
	}
	body.Add(s.championsCard(r))
	body.Add(s.playersCard(r))
	body.Add(s.trophiesCard(r))
	s.reactBtn = widget.NewButtonWithIcon("Automa attacked", theme.WarningIcon(), func() { s.hit = nil; s.show(automaReact) })
	s.sheetBtn = widget.NewButtonWithIcon("The automa's sheet", theme.InfoIcon(), func() { s.show(automaSheet) })
	s.newBtn = widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), func() { s.show(automaNewRun) })
	body.Add(container.NewVBox(s.reactBtn, s.sheetBtn, s.newBtn))
	s.startBtn = mainButton("Automa's turn", theme.MediaPlayIcon(), func() {
		s.emergency = emergencyNone
		s.play(automa.Move{Kind: automa.MoveStartTurn})
	})
	return s.frame(body, s.startBtn, s.undoBar())
}

// boardCard says how to set the table up for this run.
func (s *automaScreen) boardCard(r *automa.Run) fyne.CanvasObject {
	var hexes []string
	for _, sp := range r.Spawns {
		hexes = append(hexes, fmt.Sprintf("%s: the %s deployment hex", sp.Champion, sp.Hex))
	}
	if r.Options.CoOp {
		hexes = append(hexes, "The middle deployment hex stays empty.")
	}
	deck := "Put each champion's other three cards face up beside the board, in a row: cards 1, 2 and 3 from the left. The app deals them and says which to play."
	if r.Options.Physical {
		deck = "Shuffle each champion's other three cards into the action deck. Deal from it and tell the app whose card you flip."
	}
	reaction := fmt.Sprintf("The app keeps the reaction deck (%d cards): keep those cards apart, it names the one flipped.", r.Reaction.Size())
	return widget.NewCard("Set-up", "", container.NewVBox(boldLine("Place the automa's champions"), lines(hexes...),
		boldLine("Cards"), lines(automa.ChallengeNote, reaction, deck)))
}

// optionNotes are the harder options and limits chosen, as reminders.
func optionNotes(o automa.Options) []string {
	var out []string
	if o.ExtraMove && o.CoOp {
		out = append(out, "Harder: each automa player plays 3 action cards a turn.")
	} else if o.ExtraMove {
		out = append(out, "Harder: the automa makes a free emergency move at the start of each turn.")
	}
	if len(o.Removed) > 0 {
		out = append(out, "Harder: out of the reaction deck: "+strings.Join(o.Removed, ", ")+".")
	}
	if o.Trophies {
		players, bot := o.Goals()
		out = append(out, fmt.Sprintf("Harder: you need %d trophies to win, the automa %d (%d each without this option).", players, bot, automa.TrophyGoal))
	}
	if o.ChallengeLimit {
		line := fmt.Sprintf("At most %d challenges in play: draw no new one at the end of a round while %d are out.", o.ChallengeMax(), o.ChallengeMax())
		if o.CoOp {
			line = "At most 4 challenges in play: a new one drawn while 3 are out goes on the rightmost space that cannot be scored."
		}
		out = append(out, line)
	}
	return out
}

// stunWords says how many stun tokens champion has: ": 1 stun" between
// turns; during the automa's turn those it still has for this turn and
// those given since, for its next.
func stunWords(r *automa.Run, champion string) string {
	next, later := r.StunTokens(champion)
	var parts []string
	if next > 0 && r.Turn != nil {
		parts = append(parts, fmt.Sprintf("%d stun this turn", next))
	} else if next > 0 {
		parts = append(parts, fmt.Sprintf("%d stun", next))
	}
	if later > 0 {
		parts = append(parts, fmt.Sprintf("%d stun next turn", later))
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, ", ")
}

// championsCard lists the automa's champions with their stun tokens, a
// button to stun each, and their life.
func (s *automaScreen) championsCard(r *automa.Run) fyne.CanvasObject {
	box := container.NewVBox()
	for _, c := range r.Options.Champions {
		text := c + stunWords(r, c)
		if r.IsLeveled(c) {
			text += " (leveled)"
		}
		l := kit.NewWrapLabel(text)
		l.TextStyle.Bold = true
		b := widget.NewButton("Stun", func() { s.play(automa.Move{Kind: automa.MoveStun, Champion: c}) })
		s.stunBtns[c] = b
		box.Add(container.NewBorder(nil, nil, nil, b, l))
		box.Add(s.lifeRow(r, c))
	}
	box.Add(kit.NewWrapLabel("A stunned champion's next card becomes an emergency move. Tokens not used are discarded at the end of the turn."))
	return widget.NewCard("Champions", "", box)
}
