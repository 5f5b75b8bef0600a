package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// maxDice is how many rock dice the box holds.
const maxDice = 4

// keptRolls is how many earlier rolls stay visible under the dice.
const keptRolls = 5

// toolsScreen is the Table Tools tab: the rock dice, the team-name
// generator, the phones card and the "More games" shelf.
type toolsScreen struct {
	h       kit.Host
	content fyne.CanvasObject
	scroll  *container.Scroll

	// Rock dice.
	count        int
	countButtons []*widget.Button
	rollButton   *widget.Button
	dice         *fyne.Container
	total        *kit.WrapLabel
	totalNote    *kit.WrapLabel
	history      *widget.Label
	lastRoll     string   // the roll on show, as text; "" before the first
	rolls        []string // earlier rolls, newest first

	// Team names.
	nameRollButton *widget.Button
	firstHint      *kit.WrapLabel
	secondHint     *kit.WrapLabel
	firstWords     *fyne.Container
	secondWords    *fyne.Container
	firstRow       int // row of tracker.TeamNameTable; -1 before the first roll
	secondRow      int
	first, second  string // the words picked, "" until picked
	name           *kit.WrapLabel
	pickButton     *widget.Button
	copyButton     *widget.Button
	copied         *widget.Label

	phones    *phonesCard        // nil where the app cannot serve itself
	join      *joinCard          // nil in the browser, which joins the table it was opened at
	shelf     *shelf             // the "More games" card and the game opened from it
	moreGames *board.WordsButton // at the top: brings the shelf up
}

// newToolsScreen lays out the dice's results and the team names in a
// scrolling view over the dice's controls, which stay at the bottom, within
// reach of a thumb; phones is the card that serves the app to the phones,
// nil where the app cannot serve itself, and join the card that joins a
// live table, nil in the browser.
func newToolsScreen(h kit.Host, phones *phonesCard, join *joinCard) *toolsScreen {
	s := &toolsScreen{h: h, count: 2, firstRow: -1, secondRow: -1, phones: phones, join: join}
	controls := s.buildDiceControls()
	sections := []fyne.CanvasObject{s.buildDice(), s.buildNames()}
	if s.phones != nil {
		sections = append(sections, s.phones.content)
	}
	if s.join != nil {
		sections = append(sections, s.join.content)
	}
	s.shelf = newShelf(h)
	card := s.shelf.card()
	if card != nil {
		sections = append(sections, card)
		// The shelf lies below the first screen: one tap brings it up.
		s.moreGames = board.NewWordsButton("More games: "+s.shelf.titles(), theme.MoveDownIcon(), func() {
			s.scroll.ScrollToOffset(fyne.NewPos(0, card.Position().Y))
		})
		sections = append([]fyne.CanvasObject{s.moreGames.Box}, sections...)
	}
	s.scroll = container.NewVScroll(kit.NewSections(sections...))
	s.content = s.shelf.over(container.NewBorder(nil, controls, nil, nil, s.scroll))
	return s
}

// buildDiceControls is how many dice to throw and the Roll button.
func (s *toolsScreen) buildDiceControls() fyne.CanvasObject {
	counts := container.NewGridWithColumns(maxDice)
	for n := 1; n <= maxDice; n++ {
		b := widget.NewButton(fmt.Sprintf("%d %s", n, words.Plural(n, "die", "dice")), func() { s.setCount(n) })
		s.countButtons = append(s.countButtons, b)
		counts.Add(b)
	}
	s.rollButton = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), s.onRoll)
	s.rollButton.Importance = widget.HighImportance
	s.setCount(s.count)
	return container.NewVBox(widget.NewSeparator(), counts, s.rollButton)
}

// buildDice is the card of the last roll: the dice as they landed, the
// total and the earlier rolls.
func (s *toolsScreen) buildDice() fyne.CanvasObject {
	s.dice = container.NewGridWrap(fyne.NewSize(dieSide+theme.Padding()*2, dieSide+40))
	s.total = kit.NewWrapLabel("Choose how many dice below, then tap Roll")
	s.total.SizeName = theme.SizeNameSubHeadingText
	s.total.TextStyle.Bold = true
	s.totalNote = kit.NewWrapLabel("")
	s.history = widget.NewLabel("")
	s.dice.Hide()
	s.totalNote.Hide()
	s.history.Hide()
	return widget.NewCard("Rock dice", "", container.NewVBox(s.dice, s.total, s.totalNote, s.history))
}

// setCount chooses how many dice the next roll throws.
func (s *toolsScreen) setCount(n int) {
	s.count = n
	for i, b := range s.countButtons {
		if i+1 == n {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
	s.rollButton.SetText(fmt.Sprintf("Roll %d %s", n, words.Plural(n, "die", "dice")))
}

// onRoll throws the chosen number of dice with the die from Settings.
func (s *toolsScreen) onRoll() {
	rolls := s.h.Sess.Die().RollN(s.h.Rand, s.count)
	total := 0
	s.dice.RemoveAll()
	parts := make([]string, len(rolls))
	for i, r := range rolls {
		total += r
		s.dice.Add(newDieFace(r))
		parts[i] = strconv.Itoa(r)
	}
	if s.lastRoll != "" {
		s.rolls = append([]string{s.lastRoll}, s.rolls...)
		if len(s.rolls) > keptRolls {
			s.rolls = s.rolls[:keptRolls]
		}
	}
	s.lastRoll = fmt.Sprintf("%d %s: %s = %d", len(rolls), words.Plural(len(rolls), "die", "dice"), strings.Join(parts, " + "), total)
	s.dice.Show()
	s.totalNote.Show()
	s.total.SizeName = theme.SizeNameHeadingText
	s.total.SetText(fmt.Sprintf("Total: %d %s", total, words.Plural(total, "rock", "rocks")))
	s.totalNote.SetText("One instance of damage, not an attack.")
	if len(s.rolls) > 0 {
		s.history.SetText("Earlier rolls, newest first:\n" + strings.Join(s.rolls, "\n"))
		s.history.Show()
	}
}

func (s *toolsScreen) buildNames() fyne.CanvasObject {
	s.nameRollButton = widget.NewButtonWithIcon("Roll for a team name", theme.MediaPlayIcon(), s.onRollName)
	s.nameRollButton.Importance = widget.HighImportance
	s.firstHint = kit.NewWrapLabel("Roll two dice: one picks the row of first words, the other the row of second words. Then tap one word of each.")
	s.secondHint = kit.NewWrapLabel("")
	s.firstWords = container.NewGridWithColumns(1)
	s.secondWords = container.NewGridWithColumns(1)
	s.name = kit.NewWrapLabel("")
	s.name.SizeName = theme.SizeNameHeadingText
	s.name.TextStyle.Bold = true
	s.pickButton = widget.NewButtonWithIcon("Pick for me", theme.ViewRefreshIcon(), s.onPickForMe)
	s.copyButton = widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), s.onCopyName)
	s.copied = widget.NewLabel("")
	s.pickButton.Disable()
	s.copyButton.Disable()
	s.secondHint.Hide()
	s.name.Hide()
	s.copied.Hide()
	return widget.NewCard("Team name", "",
		container.NewVBox(s.nameRollButton, s.firstHint, s.firstWords, s.secondHint, s.secondWords,
			s.name, kit.NewFitRow(s.pickButton, s.copyButton), s.copied))
}

// onRollName rolls one die per column and offers that row's words.
func (s *toolsScreen) onRollName() {
	die := s.h.Sess.Die()
	r1, r2 := die.Roll(s.h.Rand), die.Roll(s.h.Rand)
	s.firstRow, s.secondRow = tracker.TeamNameRowFor(r1), tracker.TeamNameRowFor(r2)
	s.first, s.second = "", ""
	s.firstHint.SetText(fmt.Sprintf("First die: %d %s. Pick a first word:", r1, words.Plural(r1, "rock", "rocks")))
	s.secondHint.SetText(fmt.Sprintf("Second die: %d %s. Pick a second word:", r2, words.Plural(r2, "rock", "rocks")))
	s.secondHint.Show()
	s.pickButton.Enable()
	s.showWords()
}

// showWords lays out the rolled rows' words as buttons, the picked ones lit.
func (s *toolsScreen) showWords() {
	fill := func(c *fyne.Container, words [3]string, picked string, pick func(string)) {
		c.RemoveAll()
		for _, w := range words {
			b := widget.NewButton(w, func() { pick(w) })
			if w == picked {
				b.Importance = widget.HighImportance
			}
			c.Add(b)
		}
	}
	fill(s.firstWords, tracker.TeamNameTable[s.firstRow].First, s.first, func(w string) { s.first = w; s.showWords() })
	fill(s.secondWords, tracker.TeamNameTable[s.secondRow].Second, s.second, func(w string) { s.second = w; s.showWords() })
	s.copied.SetText("")
	s.copied.Hide()
	if s.first != "" && s.second != "" {
		s.name.SetText(tracker.TeamName(s.first, s.second))
		s.name.Show()
		s.copyButton.Enable()
	} else {
		s.name.SetText("")
		s.name.Hide()
		s.copyButton.Disable()
	}
}

// onPickForMe picks a word of each rolled row at random.
func (s *toolsScreen) onPickForMe() {
	if s.firstRow < 0 {
		return
	}
	first := tracker.TeamNameTable[s.firstRow].First
	second := tracker.TeamNameTable[s.secondRow].Second
	s.first, s.second = first[s.h.Rand.IntN(len(first))], second[s.h.Rand.IntN(len(second))]
	s.showWords()
}

// onCopyName puts the team name on the clipboard.
func (s *toolsScreen) onCopyName() {
	if s.name.Text == "" {
		return
	}
	s.h.Clipboard.SetContent(s.name.Text)
	s.copied.SetText("Copied to the clipboard.")
	s.copied.Show()
}
