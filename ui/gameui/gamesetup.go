package gameui

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The ways to pick who starts on the new-game form: the First Player with
// 2 players, player A with 4 or 6.
const (
	firstByPets  = "Most pets in real life"
	firstRandom  = "At random"
	firstChosen  = "I'll choose"
	maxPlayerCnt = 6
)

// aNote says what player A does, under the choice of who is A.
const aNote = "Player A takes the first shopper token and shops first in round 1. " +
	"The letters go on round the table in the players' order; each round's battles pair players by letter."

// setupView is the new-game form: players, packs, and who starts.
type setupView struct {
	sess     *session.Session // starts the game, and has the die the team names roll
	rng      *rand.Rand       // rolls the team names
	content  fyne.CanvasObject
	form     *container.Scroll // the form above the pinned Start button
	learn    *widget.Button    // "Learn to play", for whoever has not started the course
	learnBox *fyne.Container   // it and its line

	count        int
	countButtons map[int]*widget.Button
	rows         *fyne.Container
	names        []*kit.Entry // each a name's length at most (kit.ShortLimit), as the other tabs' names
	teams        []*kit.Entry
	pets         []*kit.Entry
	headers      []*widget.Label // each player's seat, and letter once known
	colours      []string        // each player's colour, one of tracker.Colours
	swatches     []*kit.Swatch   // tap to change the player's colour
	packs        *widget.CheckGroup
	packWarning  *kit.WrapLabel
	firstMethod  *widget.RadioGroup
	firstTitle   *widget.Label  // "Who starts", or "Who is player A"
	aNote        *kit.WrapLabel // what player A does, with 4 or 6 players
	methods      [2]string      // the way to pick for 2 players, and for 4 or 6
	chosen       *widget.Select
	problem      *kit.WrapLabel
	start        *widget.Button
	vsApp        *widget.Check      // 2 players only: player 2 is the app
	difficulty   *widget.RadioGroup // the app's difficulty
	diffNote     *kit.WrapLabel     // what the difficulty does
	appBox       *fyne.Container    // the app's options, shown when vsApp is on
}

// appName is the app's name at the table unless the players give another.
const appName = "App"

// newSetupView builds the new-game form: sess starts the game, rng rolls
// the team names.
func newSetupView(sess *session.Session, rng *rand.Rand, learn func()) *setupView {
	v := &setupView{sess: sess, rng: rng, count: 2, countButtons: map[int]*widget.Button{}}
	counts := container.NewGridWithColumns(3)
	for _, n := range []int{2, 4, 6} {
		b := widget.NewButton(strconv.Itoa(n), func() { v.setCount(n) })
		v.countButtons[n] = b
		counts.Add(b)
	}
	for i := range maxPlayerCnt {
		name := kit.NewEntry(kit.ShortLimit)
		name.SetPlaceHolder("Player " + tracker.Letter(i))
		team := kit.NewEntry(kit.ShortLimit)
		team.SetPlaceHolder("Team name (optional)")
		pets := kit.NewEntry(kit.ShortLimit)
		pets.SetPlaceHolder("Pets")
		v.names = append(v.names, name)
		v.teams = append(v.teams, team)
		v.pets = append(v.pets, pets)
		v.headers = append(v.headers, widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		pets.OnChanged = func(string) { v.refreshLetters() }
		v.colours = append(v.colours, tracker.Colours[i])
		sw := kit.NewSwatch(func() { v.nextColour(i) })
		sw.SetColour(tracker.Colours[i])
		v.swatches = append(v.swatches, sw)
		name.OnChanged = func(string) { v.refreshChosen() }
	}
	v.rows = container.NewVBox()
	var packNames []string
	for _, p := range tracker.AllPacks {
		packNames = append(packNames, p.String())
	}
	v.packs = widget.NewCheckGroup(packNames, func([]string) { v.refreshWarning() })
	v.packWarning = kit.NewWrapLabel("")
	v.packWarning.Importance = widget.WarningImportance
	v.firstMethod = widget.NewRadioGroup([]string{firstByPets, firstRandom, firstChosen}, func(string) { v.refreshRows() })
	v.firstMethod.Required = true
	v.firstTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.aNote = kit.NewWrapLabel(aNote)
	v.chosen = widget.NewSelect(nil, func(string) { v.refreshLetters() })
	v.problem = kit.ErrorLabel()
	v.start = widget.NewButtonWithIcon("Start the game", theme.MediaPlayIcon(), v.onStart)
	v.start.Importance = widget.HighImportance
	v.newAppOptions()

	v.form = container.NewVScroll(kit.NewSections(
		widget.NewCard("New game", "", container.NewVBox(v.learnOffer(learn),
			widget.NewLabelWithStyle("How many players?", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), counts, v.appBox, v.rows)),
		widget.NewCard("", "", container.NewVBox(
			widget.NewLabelWithStyle("Packs", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.packs, v.packWarning,
			v.firstTitle, v.firstMethod, v.chosen, v.aNote)),
	))
	// Start is pinned at the bottom, where a warning or a row coming or
	// going above it cannot move it; what stops the start shows over it.
	v.content = container.NewBorder(nil, container.NewPadded(container.NewVBox(v.problem, v.start)), nil, nil, v.form)
	v.reset()
	return v
}

// learnOffer is the way to the Learn tab for whoever has not started the
// course: a line and a button, over the form; nothing once a lesson is
// done or a question answered, or without learn.
func (v *setupView) learnOffer(learn func()) fyne.CanvasObject {
	v.learn = widget.NewButtonWithIcon("Learn to play", theme.HelpIcon(), func() {
		if learn != nil {
			learn()
		}
	})
	v.learnBox = container.NewVBox(kit.NewWrapLabel("New to Super Auto Pets Card Battle? Learn it here first, one small battle at a time."), v.learn)
	pr := v.sess.Learn()
	v.learnBox.Hidden = learn == nil || len(pr.Done) > 0 || pr.Answered > 0
	return v.learnBox
}

// reset clears the form for a new game, keeping the names typed before.
// Who starts goes back to the rulebook's way: most pets for the First
// Player of 2 players; with 4 or 6, the players choose who is player A.
func (v *setupView) reset() {
	v.packs.SetSelected([]string{tracker.Classic.String()})
	v.methods = [2]string{firstByPets, firstChosen}
	v.firstMethod.Selected = ""
	v.problem.SetText("")
	v.problem.Hide()
	v.appBox.Show() // at a live table too: the table's hub keeps the app's hand
	v.setCount(v.count)
}

// moreThanTwo is 1 with 4 or 6 players, 0 with 2: the index of methods.
func moreThanTwo(n int) int {
	if n > 2 {
		return 1
	}
	return 0
}

// setCount chooses 2, 4 or 6 players. The way to pick who starts is kept
// apart for 2 players (the First Player) and for 4 or 6 (player A).
func (v *setupView) setCount(n int) {
	if v.firstMethod.Selected != "" {
		v.methods[moreThanTwo(v.count)] = v.firstMethod.Selected
	}
	v.count = n
	v.firstMethod.Selected = v.methods[moreThanTwo(n)]
	v.firstMethod.Refresh()
	for c, b := range v.countButtons {
		if c == n {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
	v.refreshRows()
	v.refreshWarning()
}

// refreshRows lays out one row per player: name, pets (when they decide who
// starts) and team with a button that rolls a team name.
func (v *setupView) refreshRows() {
	v.rows.RemoveAll()
	byPets := v.firstMethod.Selected == firstByPets
	// With 4 or 6 players the switch stays, off, so that the rows under it
	// keep their place.
	kit.SetEnabled(v.vsApp, v.count == 2)
	for i := range v.count {
		label := fmt.Sprintf("Player %d", i+1)
		v.names[i].SetPlaceHolder(label)
		if v.isApp(i) {
			v.names[i].SetPlaceHolder(appName)
			v.rows.Add(container.NewVBox(
				container.NewBorder(nil, nil, nil, v.swatches[i], widget.NewLabelWithStyle(label+": the app", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
				v.names[i]))
			continue
		}
		roll := widget.NewButtonWithIcon("", kit.RockIcon, func() { v.rollTeam(i) })
		top := fyne.CanvasObject(v.names[i])
		if byPets {
			top = container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(90, v.pets[i].MinSize().Height), v.pets[i]), v.names[i])
		}
		v.rows.Add(container.NewVBox(
			container.NewBorder(nil, nil, nil, v.swatches[i], v.headers[i]),
			top,
			container.NewBorder(nil, nil, nil, roll, v.teams[i])))
	}
	v.rows.Add(kit.NewWrapLabel(v.rowsHint(byPets)))
	v.refreshChosen()
	v.refreshFirst()
	v.refreshDifficulty()
	v.rows.Refresh()
}

// rowsHint is the line under the players: the colours, and what the pets
// are for when they pick who starts.
func (v *setupView) rowsHint(byPets bool) string {
	hint := "Tap a player's colour to change it."
	switch {
	case byPets && v.count > 2:
		hint += " Pets: how many pets each player has in real life. The most is player A; a tie is settled by a rock die."
	case byPets:
		hint += " Pets: how many pets each player has in real life. The most starts; a tie is settled by a rock die."
	}
	return hint
}

// refreshFirst names the choice of who starts: the First Player with 2
// players, player A (with what A does) with 4 or 6; and shows the letters.
func (v *setupView) refreshFirst() {
	v.firstTitle.SetText("Who starts")
	v.aNote.Hidden = v.count == 2
	if v.count > 2 {
		v.firstTitle.SetText("Who is player A")
	}
	v.refreshLetters()
}

// refreshLetters writes each player's seat over their name and, with 4 or
// 6 players once the form decides who is A, their letter: the letters go on
// round the table from A.
func (v *setupView) refreshLetters() {
	a, known := v.seatOfA()
	for i := range v.count {
		label := fmt.Sprintf("Player %d", i+1)
		if known {
			label += " · letter " + tracker.SeatLetter(i, a, v.count)
		}
		v.headers[i].SetText(label)
	}
}

// seatOfA is the seat of player A as the form stands: known with 4 or 6
// players when chosen, or when one player has the most pets.
func (v *setupView) seatOfA() (int, bool) {
	su := tracker.Setup{Players: make([]tracker.PlayerSetup, v.count), FirstPlayer: v.method(), Chosen: max(0, v.chosen.SelectedIndex())}
	if su.FirstPlayer == tracker.ByPets {
		for i := range v.count {
			n, err := strconv.Atoi(strings.TrimSpace(v.pets[i].Text))
			if err != nil {
				return 0, false
			}
			su.Players[i].Pets = n
		}
	}
	return su.SeatOfA()
}

// method is the way to pick who starts that the form shows.
func (v *setupView) method() tracker.FirstPlayerMethod {
	switch v.firstMethod.Selected {
	case firstRandom:
		return tracker.AtRandom
	case firstChosen:
		return tracker.Chosen
	}
	return tracker.ByPets
}

// nextColour gives player i the next colour no other player has.
func (v *setupView) nextColour(i int) {
	v.colours[i] = kit.FreeColour(tracker.Colours, v.colours, v.count, i)
	v.swatches[i].SetColour(v.colours[i])
}

// refreshChosen offers the players' names when the user chooses who starts
// (or who is player A).
func (v *setupView) refreshChosen() {
	names := make([]*widget.Entry, len(v.names))
	for i, n := range v.names {
		names[i] = &n.Entry
	}
	kit.OfferNames(v.chosen, names, v.count, v.firstMethod.Selected == firstChosen)
}

func (v *setupView) selectedPacks() []tracker.Pack {
	var out []tracker.Pack
	for _, p := range tracker.AllPacks {
		for _, sel := range v.packs.Selected {
			if sel == p.String() {
				out = append(out, p)
			}
		}
	}
	return out
}

func (v *setupView) refreshWarning() {
	w := tracker.PackWarning(v.count, v.selectedPacks())
	v.packWarning.SetText(w)
	if w == "" {
		v.packWarning.Hide()
	} else {
		v.packWarning.Show()
	}
}

// rollTeam fills player i's team name from the generator, picking for them.
func (v *setupView) rollTeam(i int) {
	die := v.sess.Die()
	first := tracker.TeamNameTable[tracker.TeamNameRowFor(die.Roll(v.rng))].First
	second := tracker.TeamNameTable[tracker.TeamNameRowFor(die.Roll(v.rng))].Second
	v.teams[i].SetText(tracker.TeamName(first[v.rng.IntN(3)], second[v.rng.IntN(3)]))
}

// setupFromForm reads the form into a tracker set-up.
func (v *setupView) setupFromForm() (tracker.Setup, error) {
	su := tracker.Setup{Packs: v.selectedPacks(), FirstPlayer: v.method()}
	if su.FirstPlayer == tracker.Chosen {
		su.Chosen = max(0, v.chosen.SelectedIndex())
	}
	for i := range v.count {
		p := tracker.PlayerSetup{Name: kit.TypedName(&v.names[i].Entry), Team: strings.TrimSpace(v.teams[i].Text), Colour: v.colours[i]}
		if v.isApp(i) {
			p.Team = "" // the app has no pets in real life either
		} else if su.FirstPlayer == tracker.ByPets {
			txt := strings.TrimSpace(v.pets[i].Text)
			if txt == "" {
				return su, problem.Newf("ui", "enter how many pets %s has in real life (0 is fine)", p.Name)
			}
			n, err := strconv.Atoi(txt)
			if err != nil {
				return su, problem.Newf("ui", "%s's pets: %q is not a whole number", p.Name, txt)
			}
			p.Pets = n
		}
		su.Players = append(su.Players, p)
	}
	return su, su.Validate()
}

// onStart starts the game, or says what is missing.
func (v *setupView) onStart() {
	su, err := v.setupFromForm()
	if err == nil {
		if v.isApp(1) {
			err = v.sess.StartSoloGame(su, 1, v.chosenDifficulty())
		} else {
			err = v.sess.StartGame(su)
		}
		if err == nil {
			return
		}
	}
	v.problem.SetText(kit.ErrText(err))
	v.problem.Show()
}

// newAppOptions makes the "Play against the app" box: the switch and the
// difficulty dial with what each setting does.
func (v *setupView) newAppOptions() {
	v.vsApp = widget.NewCheck("Play against the app", func(bool) { v.refreshRows() })
	v.appBox = container.NewVBox(v.vsApp)
	var names []string
	for _, d := range solo.Difficulties {
		names = append(names, d.Title())
	}
	v.diffNote = kit.NewWrapLabel("")
	v.difficulty = widget.NewRadioGroup(names, func(string) { v.refreshDifficulty() })
	v.difficulty.Required = true
	v.difficulty.SetSelected(solo.Easy.Title())
}

// isApp reports whether player i is the app.
func (v *setupView) isApp(i int) bool { return v.count == 2 && v.vsApp.Checked && i == 1 }

// chosenDifficulty is the difficulty the dial shows.
func (v *setupView) chosenDifficulty() solo.Difficulty {
	d, err := solo.ParseDifficulty(v.difficulty.Selected)
	if err != nil {
		return solo.Easy
	}
	return d
}

// refreshDifficulty shows the dial while playing against the app, with what
// the chosen difficulty does.
func (v *setupView) refreshDifficulty() {
	v.appBox.Objects = []fyne.CanvasObject{v.vsApp}
	if v.vsApp.Checked && v.count == 2 {
		v.diffNote.SetText("The app: " + strings.Join(v.chosenDifficulty().Effects(), " ") +
			" You move its cards as it tells you, one step at a time.")
		v.appBox.Objects = append(v.appBox.Objects, widget.NewLabelWithStyle("How hard?", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.difficulty, v.diffNote)
	}
	v.appBox.Refresh()
}
