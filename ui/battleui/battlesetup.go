package battleui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// setupForm is the battle being entered: both players' names and decks,
// who is First Player, how the rock dice are rolled, the packs in play,
// the battle's own cards and rocks, and the running game's battle it
// settles, if any. It keeps itself in the session as the battle draft
// after every change, and fills itself from the draft, a paste or a
// game's battle.
type setupForm struct {
	help formHelp

	decks        [2]*deckEditor
	first        engine.Player
	firstButtons [2]*widget.Button
	custom       []engine.Card // quick pets and pasted card lines
	rocks        []int         // rock results from pasted notation, used first
	rocksNote    *kit.WrapLabel
	diceMode     *widget.RadioGroup
	packs        [2]*widget.Check       // Golden Pack (Trumpets) and Magic Pack (Mana)
	packNote     *kit.WrapLabel         // the packs of the running game, for its battles
	link         *session.PendingBattle // the game's battle being settled, if any
	linkNote     *kit.WrapLabel
	fromGame     *fyne.Container // the running game's battles waiting for a result
	fromGameBtns []*widget.Button

	// filling is above 0 while the set-up is being filled as a whole (from
	// the kept draft, a paste, a game's battle): its changes one by one are
	// not kept (see keepDraft).
	filling int
	// keepProblem is the problem keepDraft showed, cleared once the set-up
	// is kept again.
	keepProblem string

	tbl tableSetup // the set-up at a live table, where it is the table's battle
}

// formHelp is what the set-up form is given by the screen.
type formHelp struct {
	// sess keeps the draft and lends the card book and the running game.
	sess *session.Session
	// showProblem shows text under the set-up; "" hides it.
	showProblem func(text string)
	// problem is the text shown under the set-up, "" for none.
	problem func() string
	// changed hears every change of the set-up, before it is kept.
	changed func()
	// showDecks is what the Game tab's button that turns the app's deck
	// face up says.
	showDecks string
	// newCard opens the card book's form for a new card called name in
	// place of the set-up, and calls added with the card saved; nil when
	// the app offers no such form.
	newCard func(name string, added func(saved string))
	// focus gives f the window's focus.
	focus func(f fyne.Focusable)
}

// newSetupForm builds the set-up's questions and both decks, empty: fill
// brings back the draft.
func newSetupForm(help formHelp) *setupForm {
	f := &setupForm{help: help}
	f.filling++ // nothing is kept before the draft is back on the screen
	for p := range 2 {
		f.decks[p] = newDeckEditor(f.deckHelp(), engine.Player(p))
		f.firstButtons[p] = widget.NewButtonWithIcon("", theme.RadioButtonIcon(), func() { f.setFirst(engine.Player(p)) })
		f.decks[p].name.OnChanged = func(string) {
			f.refreshFirst()
			f.keepDraft()
		}
	}
	f.newDiceMode()
	f.rocksNote = kit.NewWrapLabel("")
	f.rocksNote.Hide()
	f.linkNote = kit.NewWrapLabel("")
	f.linkNote.Importance = widget.HighImportance
	f.linkNote.Hide()
	f.fromGame = container.NewVBox()
	f.fromGame.Hide()
	f.newPackToggles()
	for p := range f.tbl.ready {
		f.tbl.ready[p] = widget.NewButtonWithIcon("", theme.ConfirmIcon(), nil)
		f.tbl.ready[p].Hide()
	}
	return f
}

// fill fills the set-up with the battle set up last time, Player A First
// Player when it says nothing, and from then on keeps every change.
func (f *setupForm) fill() {
	f.setFirst(engine.PlayerA)
	f.restoreDraft()
	f.filling--
}

// newDiceMode makes the question of the dice, the table's own dice first:
// a battle of the game being disputed is settled with the dice the table
// rolled. A battle of one's own is rolled by default.
func (f *setupForm) newDiceMode() {
	f.diceMode = widget.NewRadioGroup([]string{DiceAsk, DiceRoll, DiceOdds}, func(string) { f.keepDraft() })
	f.diceMode.Required = true
	f.diceMode.SetSelected(DiceRoll)
}

// deckHelp is what a deck editor of the set-up is given.
func (f *setupForm) deckHelp() deckHelp {
	return deckHelp{
		keep:        f.keepDraft,
		showProblem: f.help.showProblem,
		cardNames:   f.cardNames,
		describe:    f.describe,
		quickPet:    f.quickPet,
		newCard:     f.help.newCard,
		focus:       f.help.focus,
	}
}

// The dice modes of the set-up as a kept draft says them.
var draftDice = map[string]string{DiceRoll: session.DiceRoll, DiceAsk: session.DiceAsk, DiceOdds: session.DiceOdds}

// keepDraft keeps the set-up in the session as the battle being set up, so
// that a reload, a kill or a restart finds it again. Every change of the
// set-up calls it; while the set-up is being filled as a whole it does
// nothing, and the one filling it keeps it once filled.
func (f *setupForm) keepDraft() {
	f.help.changed()
	if f.filling > 0 {
		return
	}
	if f.tbl.on {
		f.keepTable()
		return
	}
	d := session.BattleDraft{
		Notation: f.battle().Format(),
		Dice:     draftDice[f.diceMode.Selected],
		Golden:   f.packs[packGolden].Checked,
		Magic:    f.packs[packMagic].Checked,
		Game:     f.link,
	}
	if err := f.help.sess.SetBattleDraft(d); err != nil {
		f.keepProblem = "This set-up cannot be kept for next time: " + kit.ErrText(err) + "."
		f.help.showProblem(f.keepProblem)
		return
	}
	if f.keepProblem != "" && f.help.problem() == f.keepProblem {
		f.help.showProblem("")
	}
	f.keepProblem = ""
}

// restoreDraft fills the set-up with the battle being set up when the app
// last ran: names, decks, First Player, Trumpets and Mana, the dice and the
// packs, and the game's battle it settles while that battle still waits
// for its result. A draft that cannot be read leaves the set-up empty and
// says why.
func (f *setupForm) restoreDraft() {
	d := f.help.sess.BattleDraft()
	f.filling++
	defer func() { f.filling-- }()
	if d.Notation != "" {
		// As a paste reads battle notation (parsePasted).
		b, err := engine.ParseBattle(d.Notation, f.help.sess.Cards().Book())
		if err != nil {
			f.help.showProblem("The battle set up last time cannot be brought back: " + kit.RulesText(err))
			return
		}
		f.load(b)
	}
	for mode, kept := range draftDice {
		if kept == d.Dice {
			f.diceMode.SetSelected(mode)
		}
	}
	fromGame := d.Game != nil && f.help.sess.StillPending(*d.Game)
	if fromGame {
		f.showLink(*d.Game)
	}
	f.setPacks(d.Golden, d.Magic, fromGame)
}

// setFirst gives player p the First Player token for this battle.
func (f *setupForm) setFirst(p engine.Player) {
	f.first = p
	f.refreshFirst()
	f.keepDraft()
}

// refreshFirst names both First Player buttons; the chosen one is checked
// and stands out, the other stays a button as clear as any.
func (f *setupForm) refreshFirst() {
	for p, b := range f.firstButtons {
		b.SetText(f.decks[p].title())
		if engine.Player(p) == f.first {
			b.Importance = widget.HighImportance
			b.SetIcon(theme.RadioButtonCheckedIcon())
		} else {
			b.Importance = widget.MediumImportance
			b.SetIcon(theme.RadioButtonIcon())
		}
		b.Refresh()
	}
}

// cardsChanged offers, under what each deck's field holds typed, the
// cards of the card book as it is now.
func (f *setupForm) cardsChanged() {
	for _, d := range f.decks {
		if d != nil {
			d.refreshSuggestions()
		}
	}
}

// cardNames lists every card the decks may use: the card book's and the
// battle's own (quick pets, pasted card lines).
func (f *setupForm) cardNames() []string {
	names := f.help.sess.Cards().Book().Names()
	for _, c := range f.custom {
		if !slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, c.Name) }) {
			names = append(names, c.Name)
		}
	}
	return names
}

// card finds a card by name, the battle's own first.
func (f *setupForm) card(name string) (engine.Card, bool) {
	for _, c := range f.custom {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return f.help.sess.Cards().Book().Get(name)
}

// describe is a deck row's text: the name and what the card is.
func (f *setupForm) describe(name string) string {
	c, ok := f.card(name)
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
func (f *setupForm) quickPet(power int) string {
	name := "Pet " + strconv.Itoa(power)
	if _, ok := f.card(name); !ok {
		f.custom = append(f.custom, engine.Card{Name: name, Kind: engine.KindPet, Power: power})
	}
	return name
}

// battle builds the battle the set-up describes.
func (f *setupForm) battle() *engine.Battle {
	b := &engine.Battle{First: f.first, Die: f.help.sess.Die(), Rocks: f.rocks}
	for p, d := range f.decks {
		b.Names[p] = strings.TrimSpace(d.name.Text)
		b.Decks[p] = append([]string(nil), d.cards...)
		if f.packs[packGolden].Checked {
			b.Trumpets[p] = d.trumpets.Value
		}
		if f.packs[packMagic].Checked {
			b.Mana[p] = d.mana.Value
		}
	}
	b.Cards = append(b.Cards, f.custom...)
	if slices.Equal(b.Die.Faces, engine.DefaultDie().Faces) {
		b.Die = engine.Die{}
	}
	return b
}

// load fills the set-up from a parsed battle, and keeps it.
func (f *setupForm) load(b *engine.Battle) {
	f.filling++
	defer f.keepDraft()
	defer func() { f.filling-- }()
	f.custom = append([]engine.Card(nil), b.Cards...)
	f.rocks = append([]int(nil), b.Rocks...)
	for p, d := range f.decks {
		d.name.SetText(b.Names[p])
		d.trumpets.Show(b.Trumpets[p])
		d.mana.Show(b.Mana[p])
		d.setDeck(b.Decks[p])
	}
	if len(f.rocks) > 0 {
		parts := make([]string, len(f.rocks))
		for i, r := range f.rocks {
			parts[i] = strconv.Itoa(r)
		}
		f.rocksNote.SetText("Rocks from the pasted battle, used first: " + strings.Join(parts, " "))
		f.rocksNote.Show()
	} else {
		f.rocksNote.Hide()
	}
	f.setFirst(b.First)
	f.setPacks(b.Trumpets != [2]int{}, b.Mana != [2]int{}, false)
	f.help.showProblem("")
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
		return nil, "The pasted text is not a battle: " + kit.RulesText(err)
	}
	return b, ""
}

// pasted fills the set-up from the battle pasted, or shows the problem.
func (f *setupForm) pasted(b *engine.Battle, problem string) {
	if problem != "" {
		f.help.showProblem(problem)
		return
	}
	f.link = nil
	f.linkNote.Hide()
	f.load(b)
}

// refreshGameBattles offers the running game's battles that wait for a
// result, so one tap fills in the players and the First Player.
func (f *setupForm) refreshGameBattles() {
	f.fromGame.RemoveAll()
	f.fromGameBtns = nil
	pending := f.help.sess.PendingBattles()
	if len(pending) == 0 {
		f.fromGame.Hide()
		return
	}
	title := kit.NewWrapLabel(fmt.Sprintf("Round %d of the game: settle a battle", pending[0].Round))
	title.TextStyle.Bold = true
	f.fromGame.Add(title)
	st, solo := f.help.sess.Game().Value().Solo(f.help.sess.Cards().Book())
	hidden := solo && st.DeckHidden // the app's deck could not be filled in
	if hidden {
		f.fromGame.Add(kit.NewWrapLabel(fmt.Sprintf("The app's deck lies face down: in the Game tab, tap %q first.", f.help.showDecks)))
	}
	for _, b := range pending {
		btn := widget.NewButtonWithIcon(b.Names[0]+" vs "+b.Names[1], theme.MediaPlayIcon(), func() {
			f.startFromGame(b)
		})
		kit.SetEnabled(btn, !hidden)
		f.fromGameBtns = append(f.fromGameBtns, btn)
		f.fromGame.Add(btn)
	}
	f.fromGame.Show()
	f.fromGame.Refresh()
}

// clear empties the set-up.
func (f *setupForm) clear() {
	f.link = nil
	f.linkNote.Hide()
	f.load(&engine.Battle{})
}

// startFromGame sets up battle b of the running game: the two players'
// names, the app's deck in a game against it, who is First Player, the
// game's packs, the table's dice, and a link to record the result.
func (f *setupForm) startFromGame(b session.PendingBattle) {
	f.filling++
	defer f.keepDraft()
	defer func() { f.filling-- }()
	st, solo := f.help.sess.Game().Value().Solo(f.help.sess.Cards().Book())
	for p, d := range f.decks {
		d.name.SetText(b.Names[p])
		d.setDeck(nil)
		if solo && b.Players[p] == st.App {
			d.setDeck(st.Deck) // the app's deck as its Battle Prep ordered it
		}
	}
	f.custom, f.rocks = nil, nil
	f.rocksNote.Hide()
	f.setFirst(b.First)
	golden, magic, trumpets, mana := f.gamePacks(b)
	for p, d := range f.decks {
		d.trumpets.Show(trumpets[p])
		d.mana.Show(mana[p])
	}
	f.setPacks(golden, magic, true)
	f.diceMode.SetSelected(DiceAsk) // what happened at the table, die by die
	f.showLink(b)
}

// showLink links the set-up to battle b of the running game, whose result
// it can then record.
func (f *setupForm) showLink(b session.PendingBattle) {
	f.link = &b
	f.linkNote.SetText(fmt.Sprintf("Round %d: %s vs %s. Enter both decks; the result can then be recorded in the game.",
		b.Round, b.Names[0], b.Names[1]))
	f.linkNote.Show()
}

// The pack toggles of the set-up.
const (
	packGolden = iota // Trumpets
	packMagic         // Mana
)

// newPackToggles makes the Golden and Magic Pack toggles, which show each
// deck's Trumpets and Mana.
func (f *setupForm) newPackToggles() {
	f.packs[packGolden] = widget.NewCheck("Golden Pack: Trumpets", func(bool) { f.refreshPacks(); f.keepDraft() })
	f.packs[packMagic] = widget.NewCheck("Magic Pack: Mana", func(bool) { f.refreshPacks(); f.keepDraft() })
	f.packNote = kit.NewWrapLabel("")
	f.packNote.Hide()
}

// questions are the set-up's questions, first on the screen: who is First
// Player, how the rock dice are rolled, and the packs in play.
func (f *setupForm) questions() fyne.CanvasObject {
	return container.NewVBox(
		kit.SectionTitle("Who is First Player?"),
		kit.NewFitGrid(2, kit.Tall(f.firstButtons[engine.PlayerA]), kit.Tall(f.firstButtons[engine.PlayerB])),
		kit.SectionTitle("Rock dice"),
		f.diceMode,
		kit.NewFitGrid(2, f.packs[packGolden], f.packs[packMagic]),
		f.packNote)
}

// deckCard is player p's name and deck under a heading.
func (f *setupForm) deckCard(p engine.Player) fyne.CanvasObject {
	return widget.NewCard("Player "+p.String(), "Top card first", container.NewVBox(f.decks[p].content, kit.Tall(f.tbl.ready[p])))
}

// refreshPacks shows each deck's Trumpets and Mana when their pack is in
// play.
func (f *setupForm) refreshPacks() {
	for _, d := range f.decks {
		d.trumpetsRow.Hidden = !f.packs[packGolden].Checked
		d.manaRow.Hidden = !f.packs[packMagic].Checked
		d.content.Refresh()
	}
}

// setPacks turns the pack toggles on or off; with fromGame the running
// game's packs decide and the toggles are not offered.
func (f *setupForm) setPacks(golden, magic, fromGame bool) {
	f.packs[packGolden].SetChecked(golden)
	f.packs[packMagic].SetChecked(magic)
	for _, c := range f.packs {
		c.Hidden = fromGame
		c.Refresh()
	}
	f.packNote.Hidden = !fromGame || !(golden || magic)
	if fromGame {
		f.packNote.SetText(packWords(golden, magic))
	}
	f.refreshPacks()
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
func (f *setupForm) gamePacks(b session.PendingBattle) (golden, magic bool, trumpets, mana [2]int) {
	g := f.help.sess.Game().Value().Game()
	if g == nil {
		return golden, magic, trumpets, mana
	}
	golden, magic = g.UsesPack(tracker.Golden), g.UsesPack(tracker.Magic)
	for p, i := range b.Players {
		trumpets[p], mana[p] = g.Player(i).Trumpets, g.Player(i).Mana
	}
	return golden, magic, trumpets, mana
}
