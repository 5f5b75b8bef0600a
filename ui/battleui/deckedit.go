package battleui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// maxSuggestions is how many matching cards the type-ahead offers at once.
const maxSuggestions = 6

// deckHelp is what a deck editor is given by the set-up it sits in.
type deckHelp struct {
	// keep keeps the set-up as the draft after each change of the deck.
	keep func()
	// showProblem shows text under the set-up; "" hides it.
	showProblem func(text string)
	// cardNames lists every card a deck may use.
	cardNames func() []string
	// describe is a deck row's text for the card called name: the name and
	// what the card is.
	describe func(name string) string
	// quickPet defines (once) a plain pet of the given power for the battle
	// and returns its name.
	quickPet func(power int) string
	// newCard opens the form for a new card called name in the card book
	// and calls added with the card saved; nil when there is none.
	newCard func(name string, added func(saved string))
	// focus gives f the window's focus.
	focus func(f fyne.Focusable)
}

// deckEditor edits one player's side of a battle: their name, their deck top
// card first, and their Trumpets and Mana.
type deckEditor struct {
	help   deckHelp
	player engine.Player

	name        *kit.Entry
	cards       []string // the deck, top card first
	rows        *fyne.Container
	search      *kit.Entry
	suggestions *fyne.Container
	suggested   []*widget.Button // the suggestion buttons on show
	newCard     *widget.Button   // adds the card typed to the card book, when no card is called so
	power       *kit.Stepper
	addPet      *widget.Button
	trumpets    *kit.Stepper
	mana        *kit.Stepper
	trumpetsRow *fyne.Container // shown with the Golden Pack
	manaRow     *fyne.Container // shown with the Magic Pack
	content     *fyne.Container
}

// newDeckEditor builds player p's side, with help from the set-up.
func newDeckEditor(help deckHelp, p engine.Player) *deckEditor {
	d := &deckEditor{help: help, player: p}
	d.name = kit.NewEntry(kit.ShortLimit)
	d.name.SetPlaceHolder("Player " + p.String() + "'s name")
	d.rows = container.NewVBox()
	d.search = kit.NewEntry(kit.ShortLimit)
	d.search.SetPlaceHolder("Add a card: type a few letters")
	d.search.OnChanged = func(string) { d.refreshSuggestions() }
	d.search.OnSubmitted = func(string) {
		if len(d.suggested) > 0 {
			d.suggested[0].OnTapped()
		}
	}
	d.suggestions = kit.NewFitGrid(2)
	d.power = kit.NewStepper(2, 1, 50, nil)
	d.addPet = widget.NewButtonWithIcon("Pet", theme.ContentAddIcon(), func() { d.add(d.help.quickPet(d.power.Value)) })
	d.trumpets = kit.NewStepper(0, 0, 99, func(int) { help.keep() })
	d.mana = kit.NewStepper(0, 0, 99, func(int) { help.keep() })
	quick := container.NewVBox(widget.NewLabel("Or a plain pet with power:"),
		container.NewBorder(nil, nil, nil, d.addPet, d.power.Content))
	d.trumpetsRow = container.NewBorder(nil, nil, widget.NewLabel("Trumpets"), nil, d.trumpets.Content)
	d.manaRow = container.NewBorder(nil, nil, widget.NewLabel("Mana"), nil, d.mana.Content)
	d.trumpetsRow.Hide()
	d.manaRow.Hide()
	d.content = container.NewVBox(d.name, d.rows, d.search, d.suggestions, quick, d.trumpetsRow, d.manaRow)
	d.refresh()
	return d
}

// title is the player's name, or their letter.
func (d *deckEditor) title() string {
	if n := strings.TrimSpace(d.name.Text); n != "" {
		return n
	}
	return "Player " + d.player.String()
}

// add puts the card called name at the bottom of the deck.
func (d *deckEditor) add(name string) {
	if len(d.cards) >= engine.MaxDeck {
		d.help.showProblem(fmt.Sprintf("%s's deck is full: at most %d cards.", d.title(), engine.MaxDeck))
		return
	}
	d.cards = append(d.cards, name)
	d.search.SetText("")
	d.help.showProblem("")
	d.refresh()
	d.help.keep()
}

// move swaps card i with its neighbour by delta (-1 up, +1 down).
func (d *deckEditor) move(i, delta int) {
	j := i + delta
	if j < 0 || j >= len(d.cards) {
		return
	}
	d.cards[i], d.cards[j] = d.cards[j], d.cards[i]
	d.refresh()
	d.help.keep()
}

// remove takes card i out of the deck.
func (d *deckEditor) remove(i int) {
	d.cards = append(d.cards[:i], d.cards[i+1:]...)
	d.refresh()
	d.help.keep()
}

// setDeck replaces the deck.
func (d *deckEditor) setDeck(cards []string) {
	d.cards = append([]string(nil), cards...)
	d.refresh()
}

// refresh lays out one row per card: its place, name and what it is, with
// buttons to move it up or down and to remove it.
func (d *deckEditor) refresh() {
	d.rows.RemoveAll()
	if len(d.cards) == 0 {
		empty := widget.NewLabel("No cards yet.")
		empty.Importance = widget.LowImportance
		d.rows.Add(empty)
	}
	for i, name := range d.cards {
		label := widget.NewLabel(fmt.Sprintf("%d. %s", i+1, d.help.describe(name)))
		label.Truncation = fyne.TextTruncateEllipsis
		up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { d.move(i, -1) })
		down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { d.move(i, +1) })
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { d.remove(i) })
		kit.SetEnabled(up, i > 0)
		kit.SetEnabled(down, i < len(d.cards)-1)
		d.rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(up, down, destructiveSpace(), del), label))
	}
	d.rows.Refresh()
	d.refreshSuggestions()
}

// destructiveSpace keeps a destructive button apart from its neighbours: with the
// padding either side, well over 8 dp.
func destructiveSpace() fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(8, 1))
}

// offerNewCard says that no card is called what is typed, and offers to
// add it to the card book here, where the app has the form for it.
func (d *deckEditor) offerNewCard() {
	typed := strings.TrimSpace(d.search.Text)
	if d.help.newCard == nil {
		none := widget.NewLabel(fmt.Sprintf("No card called %q: add it in the card book, or use a pet with power N.", typed))
		none.Wrapping = fyne.TextWrapWord
		d.suggestions.Add(none)
		return
	}
	none := widget.NewLabel(fmt.Sprintf("No card called %q: add it to your card book here, or use a pet with power N.", typed))
	none.Wrapping = fyne.TextWrapWord
	d.newCard = widget.NewButtonWithIcon(fmt.Sprintf("New card %q", typed), theme.ContentAddIcon(), func() {
		d.help.newCard(typed, func(saved string) {
			d.add(saved)
			d.help.focus(d.search)
		})
	})
	d.suggestions.Add(none)
	d.suggestions.Add(d.newCard)
}

// refreshSuggestions offers the cards whose names match what is typed:
// names starting with it first, then names containing it.
func (d *deckEditor) refreshSuggestions() {
	d.suggestions.RemoveAll()
	d.suggested, d.newCard = nil, nil
	q := strings.ToLower(strings.TrimSpace(d.search.Text))
	if q == "" {
		d.suggestions.Hide()
		return
	}
	var first, then []string
	for _, n := range d.help.cardNames() {
		l := strings.ToLower(n)
		switch {
		case strings.HasPrefix(l, q):
			first = append(first, n)
		case strings.Contains(l, q):
			then = append(then, n)
		}
	}
	matches := append(first, then...)
	if len(matches) == 0 {
		d.offerNewCard()
	}
	for _, n := range matches[:min(len(matches), maxSuggestions)] {
		b := widget.NewButton(n, func() { d.add(n) })
		d.suggested = append(d.suggested, b)
		d.suggestions.Add(b)
	}
	d.suggestions.Show()
	d.suggestions.Refresh()
}
