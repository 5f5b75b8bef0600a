package battleui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// Title is the Battle tab's name in the navigator.
const Title = "Battle"

// Icon is the Battle tab's icon in the navigator.
var Icon = theme.MediaPlayIcon()

// The dice modes of the set-up, in the players' words (DiceOdds is the
// third).
const (
	// DiceAsk asks for each die as the battle needs it: the dice the table
	// rolled.
	DiceAsk = "Use the dice we rolled"
	// DiceRoll rolls the dice for the players.
	DiceRoll = "Roll for me"
)

// Options are what the Battle tab gets of the app besides the Host: the
// routes to other tabs and the app's own reading of share codes.
type Options struct {
	// Quiz opens a settled battle as a quiz on the Learn tab ("Quiz me on
	// this battle"); nil hides the button.
	Quiz func(m *engine.Match, steps []learn.Step, res engine.Result)
	// Read reads a share code off the UI goroutine, in the app's dialog
	// with a busy row and Cancel: work runs with a context that Cancel
	// cancels, and the func it returns runs on the UI goroutine. nil reads
	// the code at once, on the UI goroutine.
	Read func(what string, work func(ctx context.Context) (then func()))
	// Address returns the address of the browser build phones open, "" for
	// none, for the link a battle's QR code carries; nil for none. It is
	// read each time a code is drawn.
	Address func() string
	// ShowDecks is what the Game tab's button that turns the app's deck
	// face up says, for the hint while it lies face down.
	ShowDecks string
}

// errCancelled ends a battle the user stopped while it asked for dice.
var errCancelled = errors.New("the battle was stopped")

// Screen is the Battle tab: enter both decks, then watch the engine
// settle the Auto Battle step by step with the rule for every step.
type Screen struct {
	h       kit.Host
	opts    Options
	content *fyne.Container // the set-up or the playback

	decks        [2]*deckEditor
	first        engine.Player
	firstButtons [2]*widget.Button
	custom       []engine.Card // quick pets and pasted card lines
	rocks        []int         // rock results from pasted notation, used first
	rocksNote    *kit.WrapLabel
	diceMode     *widget.RadioGroup
	settle       *widget.Button
	copy         *widget.Button
	shareBtn     *widget.Button
	sharing      *sharing.QR
	problem      *kit.WrapLabel
	link         *session.PendingBattle // the game's battle being settled, if any
	linkNote     *kit.WrapLabel
	fromGame     *fyne.Container // the running game's battles waiting for a result
	fromGameBtns []*widget.Button
	setup        fyne.CanvasObject // the scrolling questions and decks
	setupView    fyne.CanvasObject // setup with the Settle button pinned below
	packs        [2]*widget.Check  // Golden Pack (Trumpets) and Magic Pack (Mana)
	packNote     *kit.WrapLabel    // the packs of the running game, for its battles

	// filling is above 0 while the set-up is being filled as a whole (from
	// the kept draft, a paste, a game's battle): its changes one by one are
	// not kept (see keepDraft).
	filling int
	// keepProblem is the problem keepDraft showed, cleared once the set-up
	// is kept again.
	keepProblem string

	// While a battle is being settled.
	busy      *fyne.Container
	busyBar   *widget.ProgressBarInfinite // shown while the app works, not while it waits for a die
	askText   *kit.WrapLabel              // the die question, or the odds' progress
	askDice   *kit.WrapLabel              // the dice of the throw given so far
	askFaces  *fyne.Container             // a button for each face of the die
	settling  kit.Task[settled]           // the battle being played with rolled dice
	askStart  kit.Task[bool]              // the battle asking for its dice, played to its first die
	oddsWork  kit.Task[oddsFound]         // the odds being worked out
	asking    *askRun                     // the battle waiting for dice, if any (battleask.go)
	resolving bool
	onAsk     func() // called once a die question is on show (tests wait on it)
	// onProgress hears each progress line shown while the odds are worked
	// out (tests wait on it: Fyne's test driver draws on the working
	// goroutine, so a test must not read the label meanwhile).
	onProgress func(text string)

	odds *oddsView

	play *playback
}

// New builds the Battle tab over h's session, with the set-up kept last
// time.
func New(h kit.Host, opts Options) *Screen {
	if opts.Address == nil {
		opts.Address = func() string { return "" }
	}
	if opts.Read == nil {
		opts.Read = func(_ string, work func(context.Context) func()) { work(context.Background())() }
	}
	s := &Screen{h: h, opts: opts}
	s.filling++ // nothing is kept before the draft is back on the screen
	h.Sess.Subscribe(func(c session.Change) {
		if c == session.ChangeSettings && s.play != nil {
			s.play.show(s.play.at) // the board's tiles take the new theme's colours
		}
	})
	for p := range 2 {
		s.decks[p] = newDeckEditor(s.deckHelp(), engine.Player(p))
		s.firstButtons[p] = widget.NewButtonWithIcon("", theme.RadioButtonIcon(), func() { s.setFirst(engine.Player(p)) })
		s.decks[p].name.OnChanged = func(string) {
			s.refreshFirst()
			s.keepDraft()
		}
	}
	s.newDiceMode()
	s.rocksNote = kit.NewWrapLabel("")
	s.rocksNote.Hide()
	s.linkNote = kit.NewWrapLabel("")
	s.linkNote.Importance = widget.HighImportance
	s.linkNote.Hide()
	s.fromGame = container.NewVBox()
	s.fromGame.Hide()
	s.problem = kit.ErrorLabel()
	s.settle = widget.NewButtonWithIcon("Settle the battle", theme.MediaPlayIcon(), s.onSettle)
	s.settle.Importance = widget.HighImportance
	paste := widget.NewButtonWithIcon("Paste", theme.ContentPasteIcon(), s.onPaste)
	s.copy = widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), s.onCopy)
	clear := widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), s.onClear)
	s.shareBtn = widget.NewButtonWithIcon("Share", theme.MailForwardIcon(), s.onShare)
	s.sharing = sharing.NewQR(share.KindBattle,
		"Your friend scans this code with their phone's camera, or you copy the text below into a chat. In the app, they tap Paste on the Battle screen.",
		opts.Address, func() fyne.Clipboard { return h.Clipboard }, s.openView)

	s.askText = kit.NewWrapLabel("")
	s.askText.TextStyle.Bold = true
	s.askDice = kit.NewWrapLabel("")
	s.askFaces = board.NewFitGrid(3)
	stopBtn := widget.NewButtonWithIcon("Stop", theme.CancelIcon(), s.onStop)
	s.busyBar = widget.NewProgressBarInfinite()
	s.busy = container.NewVBox(s.busyBar, s.askText, s.askDice, s.askFaces, board.Tall(stopBtn))
	s.busy.Hide()
	s.odds = newOddsView()
	s.newPackToggles()

	s.setup = container.NewVScroll(container.NewPadded(container.NewVBox(
		s.fromGame, s.linkNote, s.questions(), s.odds.content,
		kit.NewSections(s.deckCard(engine.PlayerA), s.deckCard(engine.PlayerB)),
		s.rocksNote, board.NewFitGrid(2, board.Tall(paste), board.Tall(s.copy), board.Tall(s.shareBtn), board.Tall(clear)),
	)))
	pinned := container.NewVBox(s.problem, s.busy, board.Tall(s.settle))
	s.setupView = container.NewBorder(nil, container.NewPadded(pinned), nil, nil, s.setup)
	s.play = newPlayback(s.playbackHelp())
	s.content = container.NewStack(s.setupView)
	s.setFirst(engine.PlayerA)
	s.restoreDraft()
	s.filling--
	return s
}

// Content is what the tab shows: the set-up, the playback or the share
// view.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// newDiceMode makes the question of the dice, the table's own dice first:
// a battle of the game being disputed is settled with the dice the table
// rolled. A battle of one's own is rolled by default.
func (s *Screen) newDiceMode() {
	s.diceMode = widget.NewRadioGroup([]string{DiceAsk, DiceRoll, DiceOdds}, func(string) { s.keepDraft() })
	s.diceMode.Required = true
	s.diceMode.SetSelected(DiceRoll)
}

// deckHelp is what a deck editor of the set-up is given.
func (s *Screen) deckHelp() deckHelp {
	return deckHelp{
		keep:        s.keepDraft,
		showProblem: s.showProblem,
		cardNames:   s.cardNames,
		describe:    s.describe,
		quickPet:    s.quickPet,
	}
}

// playbackHelp is what the playback is given.
func (s *Screen) playbackHelp() playbackHelp {
	return playbackHelp{
		sess:        s.h.Sess,
		win:         s.h.Win,
		backToSetup: s.backToSetup,
		link:        func() *session.PendingBattle { return s.link },
		quiz:        s.opts.Quiz,
	}
}

// The dice modes of the set-up as a kept draft says them.
var draftDice = map[string]string{DiceRoll: session.DiceRoll, DiceAsk: session.DiceAsk, DiceOdds: session.DiceOdds}

// keepDraft keeps the set-up in the session as the battle being set up, so
// that a reload, a kill or a restart finds it again. Every change of the
// set-up calls it; while the set-up is being filled as a whole it does
// nothing, and the one filling it keeps it once filled.
func (s *Screen) keepDraft() {
	if s.odds != nil && !s.resolving {
		// Odds shown are of the set-up as it was: never under other names
		// or decks.
		s.odds.content.Hide()
	}
	if s.filling > 0 {
		return
	}
	d := session.BattleDraft{
		Notation: s.battle().Format(),
		Dice:     draftDice[s.diceMode.Selected],
		Golden:   s.packs[packGolden].Checked,
		Magic:    s.packs[packMagic].Checked,
		Game:     s.link,
	}
	if err := s.h.Sess.SetBattleDraft(d); err != nil {
		s.keepProblem = "This set-up cannot be kept for next time: " + kit.ErrText(err) + "."
		s.showProblem(s.keepProblem)
		return
	}
	if s.keepProblem != "" && s.problem.Text == s.keepProblem {
		s.showProblem("")
	}
	s.keepProblem = ""
}

// restoreDraft fills the set-up with the battle being set up when the app
// last ran: names, decks, First Player, Trumpets and Mana, the dice and the
// packs, and the game's battle it settles while that battle still waits
// for its result. A draft that cannot be read leaves the set-up empty and
// says why.
func (s *Screen) restoreDraft() {
	d := s.h.Sess.BattleDraft()
	s.filling++
	defer func() { s.filling-- }()
	if d.Notation != "" {
		// As a paste reads battle notation (parsePasted).
		b, err := engine.ParseBattle(d.Notation, s.h.Sess.Cards().Book())
		if err != nil {
			s.showProblem("The battle set up last time cannot be brought back: " + kit.ErrText(err))
			return
		}
		s.load(b)
	}
	for mode, kept := range draftDice {
		if kept == d.Dice {
			s.diceMode.SetSelected(mode)
		}
	}
	fromGame := d.Game != nil && s.h.Sess.StillPending(*d.Game)
	if fromGame {
		s.showLink(*d.Game)
	}
	s.setPacks(d.Golden, d.Magic, fromGame)
}

// setFirst gives player p the First Player token for this battle.
func (s *Screen) setFirst(p engine.Player) {
	s.first = p
	s.refreshFirst()
	s.keepDraft()
}

// refreshFirst names both First Player buttons; the chosen one is checked
// and stands out, the other stays a button as clear as any.
func (s *Screen) refreshFirst() {
	for p, b := range s.firstButtons {
		b.SetText(s.decks[p].title())
		if engine.Player(p) == s.first {
			b.Importance = widget.HighImportance
			b.SetIcon(theme.RadioButtonCheckedIcon())
		} else {
			b.Importance = widget.MediumImportance
			b.SetIcon(theme.RadioButtonIcon())
		}
		b.Refresh()
	}
}

// showProblem shows text under the set-up, or hides it when text is "".
func (s *Screen) showProblem(text string) {
	s.problem.SetText(text)
	s.problem.Hidden = text == ""
	s.problem.Refresh()
}

// cardNames lists every card the decks may use: the card book's and the
// battle's own (quick pets, pasted card lines).
func (s *Screen) cardNames() []string {
	names := s.h.Sess.Cards().Book().Names()
	for _, c := range s.custom {
		if !slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, c.Name) }) {
			names = append(names, c.Name)
		}
	}
	return names
}

// card finds a card by name, the battle's own first.
func (s *Screen) card(name string) (engine.Card, bool) {
	for _, c := range s.custom {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return s.h.Sess.Cards().Book().Get(name)
}

// describe is a deck row's text: the name and what the card is.
func (s *Screen) describe(name string) string {
	c, ok := s.card(name)
	if !ok {
		return name + " (not in the card book)"
	}
	switch c.Kind {
	case engine.KindPet:
		return fmt.Sprintf("%s · power %d", c.Name, c.Power)
	case engine.KindFood:
		return fmt.Sprintf("%s · food +%d", c.Name, c.Power)
	}
	return fmt.Sprintf("%s · %s", c.Name, c.Kind)
}

// quickPet defines (once) a plain pet of the given power for this battle and
// returns its name.
func (s *Screen) quickPet(power int) string {
	name := "Pet " + strconv.Itoa(power)
	if _, ok := s.card(name); !ok {
		s.custom = append(s.custom, engine.Card{Name: name, Kind: engine.KindPet, Power: power})
	}
	return name
}

// battle builds the battle the set-up describes.
func (s *Screen) battle() *engine.Battle {
	b := &engine.Battle{First: s.first, Die: s.h.Sess.Settings().Die, Rocks: s.rocks}
	for p, d := range s.decks {
		b.Names[p] = strings.TrimSpace(d.name.Text)
		b.Decks[p] = append([]string(nil), d.cards...)
		if s.packs[packGolden].Checked {
			b.Trumpets[p] = d.trumpets.Value
		}
		if s.packs[packMagic].Checked {
			b.Mana[p] = d.mana.Value
		}
	}
	b.Cards = append(b.Cards, s.custom...)
	if slices.Equal(b.Die.Faces, engine.DefaultDie().Faces) {
		b.Die = engine.Die{}
	}
	return b
}

// onSettle starts settling the battle off the UI goroutine.
func (s *Screen) onSettle() {
	if s.resolving {
		return
	}
	b := s.battle()
	for p, d := range s.decks {
		if len(d.cards) == 0 && b.Trumpets[p] == 0 {
			s.showProblem(fmt.Sprintf("%s has no cards: add at least one pet.", d.title()))
			return
		}
	}
	m, err := engine.NewMatch(b, s.h.Sess.Cards().Book())
	if err != nil {
		s.showProblem(kit.ErrText(err))
		return
	}
	s.showProblem("")
	s.odds.content.Hide()
	s.resolving = true
	s.settle.Disable()
	s.askText.Hide()
	s.askDice.Hide()
	s.askFaces.Hide()
	s.busyBar.Show()
	s.busy.Show()
	switch s.diceMode.Selected {
	case DiceOdds:
		s.setup.(*container.Scroll).ScrollToTop() // the odds come under the dice question
		s.runOdds(m)
	case DiceAsk:
		s.askBattle(m)
	default:
		s.playBattle(m)
	}
}

// settled is a battle played to its end: every step and the result.
type settled struct {
	steps []step
	res   engine.Result
}

// playBattle plays the battle of m off the UI goroutine with rolled dice.
func (s *Screen) playBattle(m *engine.Match) {
	seed := s.h.Rand.Uint64()
	s.settling.Start(func(context.Context, kit.Reporter) (settled, error) {
		var lg engine.Log
		var st settled
		var err error
		dice := engine.NewSeededDice(m.Battle.RockDie(), seed)
		st.res, err = m.ResolveWatched(m.Dice(dice), &lg, func(e engine.Entry, state *engine.State) {
			st.steps = append(st.steps, step{entry: e, state: *state})
		})
		return st, err
	}, func(st settled, err error) { s.finished(m, st, err) })
}

// onStop stops a battle that is waiting for dice, or the odds being worked
// out.
func (s *Screen) onStop() {
	switch {
	case s.oddsWork.Busy():
		s.oddsWork.Cancel()
	case !s.resolving:
	case s.stopAsking():
	default:
		s.resolving = false
		s.askStart.Cancel()
		s.settling.Cancel()
	}
}

// wait blocks until the work of the battle being settled has finished: a
// battle with rolled dice played, one asking for dice up to its first die,
// or its odds (tests).
func (s *Screen) wait() {
	s.settling.Wait()
	s.askStart.Wait()
	s.oddsWork.Wait()
}

// finished shows the settled battle, or why it stopped.
func (s *Screen) finished(m *engine.Match, st settled, err error) {
	s.resolving = false
	s.busy.Hide()
	s.settle.Enable()
	if errors.Is(err, errCancelled) {
		s.showProblem("The battle was stopped.")
		return
	}
	if err != nil {
		s.showProblem(kit.ErrText(err))
		return
	}
	s.play.load(m, st.steps, st.res)
	s.content.Objects = []fyne.CanvasObject{s.play.content}
	s.content.Refresh()
}

// backToSetup returns from the playback to the set-up.
func (s *Screen) backToSetup() {
	s.content.Objects = []fyne.CanvasObject{s.setupView}
	s.content.Refresh()
}

// load fills the set-up from a parsed battle, and keeps it.
func (s *Screen) load(b *engine.Battle) {
	s.filling++
	defer s.keepDraft()
	defer func() { s.filling-- }()
	s.custom = append([]engine.Card(nil), b.Cards...)
	s.rocks = append([]int(nil), b.Rocks...)
	for p, d := range s.decks {
		d.name.SetText(b.Names[p])
		d.trumpets.Show(b.Trumpets[p])
		d.mana.Show(b.Mana[p])
		d.setDeck(b.Decks[p])
	}
	if len(s.rocks) > 0 {
		parts := make([]string, len(s.rocks))
		for i, r := range s.rocks {
			parts[i] = strconv.Itoa(r)
		}
		s.rocksNote.SetText("Rocks from the pasted battle, used first: " + strings.Join(parts, " "))
		s.rocksNote.Show()
	} else {
		s.rocksNote.Hide()
	}
	s.setFirst(b.First)
	s.setPacks(b.Trumpets != [2]int{}, b.Mana != [2]int{}, false)
	s.showProblem("")
}

// onCopy copies the set-up as battle notation.
func (s *Screen) onCopy() {
	s.h.Clipboard.SetContent(s.battle().Format())
	s.showProblem("")
	s.rocksNote.SetText("The battle was copied as battle notation.")
	s.rocksNote.Show()
}

// onPaste fills the set-up from battle notation on the clipboard. Text that
// does not parse is refused and changes nothing.
func (s *Screen) onPaste() {
	s.Paste(s.h.Clipboard.Content())
}

// Paste fills the set-up from battle notation, or from a share code of a
// battle, which is read off the UI goroutine (Options.Read). Text that
// does not read is refused and changes nothing.
func (s *Screen) Paste(text string) {
	book := s.h.Sess.Cards().Book()
	if !strings.Contains(strings.ToUpper(text), share.Marker) {
		s.pasted(parsePasted(text, book))
		return
	}
	s.opts.Read("Reading the battle code...", func(context.Context) func() {
		b, problem := readBattleCode(text, book)
		return func() { s.pasted(b, problem) }
	})
}

// readBattleCode reads the battle a share code holds, or says what is
// wrong with it. It runs off the UI goroutine.
func readBattleCode(code string, book *engine.Book) (*engine.Battle, string) {
	kind, text, err := share.Decode(code)
	switch {
	case err != nil:
		return nil, "The pasted code cannot be read: " + kit.ErrText(err)
	case kind != share.KindBattle:
		return nil, "The pasted code holds cards, not a battle: add them under Cards, From a friend."
	}
	return parsePasted(text, book)
}

// parsePasted reads pasted battle notation, or says what is wrong with it.
func parsePasted(text string, book *engine.Book) (*engine.Battle, string) {
	b, err := engine.ParseBattle(text, book)
	if err != nil {
		return nil, "The pasted text is not a battle: " + kit.ErrText(err)
	}
	return b, ""
}

// pasted fills the set-up from the battle pasted, or shows the problem.
func (s *Screen) pasted(b *engine.Battle, problem string) {
	if problem != "" {
		s.showProblem(problem)
		return
	}
	s.link = nil
	s.linkNote.Hide()
	s.load(b)
}

// refreshGameBattles offers the running game's battles that wait for a
// result, so one tap fills in the players and the First Player.
func (s *Screen) RefreshGameBattles() {
	s.fromGame.RemoveAll()
	s.fromGameBtns = nil
	pending := s.h.Sess.PendingBattles()
	if len(pending) == 0 {
		s.fromGame.Hide()
		return
	}
	title := kit.NewWrapLabel(fmt.Sprintf("Round %d of the game: settle a battle", pending[0].Round))
	title.TextStyle.Bold = true
	s.fromGame.Add(title)
	st, solo := s.h.Sess.Solo()
	hidden := solo && st.DeckHidden // the app's deck could not be filled in
	if hidden {
		s.fromGame.Add(kit.NewWrapLabel(fmt.Sprintf("The app's deck lies face down: in the Game tab, tap %q first.", s.opts.ShowDecks)))
	}
	for _, b := range pending {
		btn := widget.NewButtonWithIcon(b.Names[0]+" vs "+b.Names[1], theme.MediaPlayIcon(), func() {
			s.Settle(b)
		})
		kit.SetEnabled(btn, !hidden)
		s.fromGameBtns = append(s.fromGameBtns, btn)
		s.fromGame.Add(btn)
	}
	s.fromGame.Show()
	s.fromGame.Refresh()
}

// onShare shows the set-up as a QR code and as text to paste on another
// phone.
func (s *Screen) onShare() {
	title := fmt.Sprintf("Share %s vs %s", s.decks[0].title(), s.decks[1].title())
	s.sharing.Show(title, s.battle().Format(), s.backToSetup)
}

// openView shows v in place of the set-up.
func (s *Screen) openView(v fyne.CanvasObject) {
	s.content.Objects = []fyne.CanvasObject{v}
	s.content.Refresh()
}

// onClear empties the set-up.
func (s *Screen) onClear() {
	s.link = nil
	s.linkNote.Hide()
	s.load(&engine.Battle{})
}

// startFromGame sets up battle b of the running game: the two players'
// names, who is First Player, and a link to record the result.
func (s *Screen) Settle(b session.PendingBattle) {
	s.filling++
	defer s.keepDraft()
	defer func() { s.filling-- }()
	st, solo := s.h.Sess.Solo()
	for p, d := range s.decks {
		d.name.SetText(b.Names[p])
		d.setDeck(nil)
		if solo && b.Players[p] == st.App {
			d.setDeck(st.Deck) // the app's deck as its Battle Prep ordered it
		}
	}
	s.custom, s.rocks = nil, nil
	s.rocksNote.Hide()
	s.setFirst(b.First)
	golden, magic, trumpets, mana := s.gamePacks(b)
	for p, d := range s.decks {
		d.trumpets.Show(trumpets[p])
		d.mana.Show(mana[p])
	}
	s.setPacks(golden, magic, true)
	s.diceMode.SetSelected(DiceAsk) // what happened at the table, die by die
	s.showLink(b)
	s.backToSetup()
}

// showLink links the set-up to battle b of the running game, whose result
// it can then record.
func (s *Screen) showLink(b session.PendingBattle) {
	s.link = &b
	s.linkNote.SetText(fmt.Sprintf("Round %d: %s vs %s. Enter both decks; the result can then be recorded in the game.",
		b.Round, b.Names[0], b.Names[1]))
	s.linkNote.Show()
}

// The pack toggles of the set-up.
const (
	packGolden = iota // Trumpets
	packMagic         // Mana
)

// newPackToggles makes the Golden and Magic Pack toggles, which show each
// deck's Trumpets and Mana.
func (s *Screen) newPackToggles() {
	s.packs[packGolden] = widget.NewCheck("Golden Pack: Trumpets", func(bool) { s.refreshPacks(); s.keepDraft() })
	s.packs[packMagic] = widget.NewCheck("Magic Pack: Mana", func(bool) { s.refreshPacks(); s.keepDraft() })
	s.packNote = kit.NewWrapLabel("")
	s.packNote.Hide()
}

// questions are the set-up's questions, first on the screen: who is First
// Player, how the rock dice are rolled, and the packs in play.
func (s *Screen) questions() fyne.CanvasObject {
	return container.NewVBox(
		kit.SectionTitle("Who is First Player?"),
		board.NewFitGrid(2, board.Tall(s.firstButtons[engine.PlayerA]), board.Tall(s.firstButtons[engine.PlayerB])),
		kit.SectionTitle("Rock dice"),
		s.diceMode,
		board.NewFitGrid(2, s.packs[packGolden], s.packs[packMagic]),
		s.packNote)
}

// deckCard is player p's name and deck under a heading.
func (s *Screen) deckCard(p engine.Player) fyne.CanvasObject {
	return widget.NewCard("Player "+p.String(), "Top card first", s.decks[p].content)
}

// refreshPacks shows each deck's Trumpets and Mana when their pack is in
// play.
func (s *Screen) refreshPacks() {
	for _, d := range s.decks {
		d.trumpetsRow.Hidden = !s.packs[packGolden].Checked
		d.manaRow.Hidden = !s.packs[packMagic].Checked
		d.content.Refresh()
	}
}

// setPacks turns the pack toggles on or off; with fromGame the running
// game's packs decide and the toggles are not offered.
func (s *Screen) setPacks(golden, magic, fromGame bool) {
	s.packs[packGolden].SetChecked(golden)
	s.packs[packMagic].SetChecked(magic)
	for _, c := range s.packs {
		c.Hidden = fromGame
		c.Refresh()
	}
	s.packNote.Hidden = !fromGame || !(golden || magic)
	if fromGame {
		s.packNote.SetText(packWords(golden, magic))
	}
	s.refreshPacks()
}

// packWords says which of the game's packs bring Trumpets or Mana.
func packWords(golden, magic bool) string {
	switch {
	case golden && magic:
		return "This game uses the Golden and Magic Packs: each deck has its Trumpets and Mana."
	case golden:
		return "This game uses the Golden Pack: each deck has its Trumpets."
	}
	return "This game uses the Magic Pack: each deck has its Mana."
}

// gamePacks reads the running game's packs and each battle player's
// Trumpets and Mana.
func (s *Screen) gamePacks(b session.PendingBattle) (golden, magic bool, trumpets, mana [2]int) {
	s.h.Sess.ReadGame(func(g *tracker.Game) {
		if g == nil {
			return
		}
		golden, magic = g.UsesPack(tracker.Golden), g.UsesPack(tracker.Magic)
		for p, i := range b.Players {
			trumpets[p], mana[p] = g.Player(i).Trumpets, g.Player(i).Mana
		}
	})
	return golden, magic, trumpets, mana
}
