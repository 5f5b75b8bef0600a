package cardsui

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// friendImport reads cards a friend shared (the text of their QR code,
// pasted) and adds them to the user's book, all or nothing. The code is
// decoded and its cards checked off the UI goroutine (reading), with a
// Cancel.
type friendImport struct {
	bookViewNeeds
	clipboard func() fyne.Clipboard // where Paste takes the code from
	content   fyne.CanvasObject

	entry       *widget.Entry
	pasteButton *widget.Button
	reading     *sharing.Reading
	status      *kit.WrapLabel
	addButton   *widget.Button
	done        *kit.WrapLabel
	cards       []engine.Card // the cards the code would add or change
}

// newFriendImport builds the page of cards from a friend, adding them to
// the card book of views.sess; Paste reads the clipboard.
func newFriendImport(views bookViewNeeds, clipboard func() fyne.Clipboard) *friendImport {
	f := &friendImport{bookViewNeeds: views, clipboard: clipboard}
	title := kit.PageTitle("Cards from a friend")
	help := kit.NewWrapLabel("Paste the text your friend copied from a card's Share page. The cards are checked first; nothing changes unless every one is fine.")
	f.entry = widget.NewMultiLineEntry()
	// Not wrapped: a code is one long word, and breaking it into rows
	// measures it again and again (seconds for the longest code on a phone,
	// minutes for a long paste); unwrapped it is measured once.
	f.entry.Wrapping = fyne.TextWrapOff
	f.entry.SetPlaceHolder("SAPCB1:CARDS:...")
	f.entry.SetMinRowsVisible(4)
	f.entry.OnChanged = func(string) { f.check() }
	f.pasteButton = widget.NewButtonWithIcon("Paste", theme.ContentPasteIcon(), f.onPaste)
	f.reading = sharing.NewReading()
	f.reading.OnCancel = f.cancelled
	f.status = kit.NewWrapLabel("")
	f.done = kit.NewWrapLabel("")
	f.done.Importance = widget.SuccessImportance
	f.done.Hide()
	f.addButton = widget.NewButtonWithIcon("Add these cards", theme.ContentAddIcon(), f.onAdd)
	f.addButton.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon("Cards", theme.NavigateBackIcon(), views.toList)
	top := container.NewBorder(nil, nil, back, nil, title)
	column := container.NewVBox(help, f.entry, f.pasteButton, f.reading.Content, f.status, f.done)
	f.reading.OnBusy = func(bool) { column.Refresh() } // lay the busy row out, or close its gap
	body := container.NewVScroll(column)
	f.content = container.NewBorder(top, f.addButton, nil, nil, body)
	f.check()
	return f
}

// open shows the view with an empty box.
func (f *friendImport) open() { f.openWith("") }

// openWith shows the view with text in the box, checked.
func (f *friendImport) openWith(text string) {
	f.done.Hide()
	f.showView(f.content)
	f.setText(text)
}

// onPaste puts the clipboard's text into the box.
func (f *friendImport) onPaste() {
	f.setText(f.clipboard().Content())
}

// setText puts text in the box and checks it, once: also when the box
// held it already (pasted again after Cancel).
func (f *friendImport) setText(text string) {
	if text == f.entry.Text {
		f.check()
		return
	}
	f.entry.SetText(text) // checks it: OnChanged
}

// check reads the pasted text off the UI goroutine and then says what
// adding it would do.
func (f *friendImport) check() {
	f.cards = nil
	f.addButton.Disable()
	text := f.entry.Text
	if strings.TrimSpace(text) == "" {
		f.reading.Stop()
		f.showStatus(widget.MediumImportance, "Nothing pasted yet.")
		return
	}
	f.done.Hide()
	f.status.Hide()
	store := f.sess.Cards()
	f.reading.Start("Checking the cards in the code...", func(context.Context) func() {
		summary, cards, err := readFriendCode(store, text)
		return func() { f.checked(summary, cards, err) }
	})
}

// checked shows what the code holds, or why it cannot be added.
func (f *friendImport) checked(summary string, cards []engine.Card, err error) {
	if err != nil {
		f.showStatus(widget.DangerImportance, kit.Sentence(kit.ErrText(err)))
		return
	}
	f.showStatus(widget.MediumImportance, summary)
	f.cards = cards
	kit.SetEnabled(f.addButton, len(cards) > 0)
}

// cancelled says the check was stopped.
func (f *friendImport) cancelled() {
	f.showStatus(widget.MediumImportance, "Stopped: the code was not checked, and nothing is added. Paste it again, or change it, to check it.")
}

// showStatus shows text under the box at importance imp.
func (f *friendImport) showStatus(imp widget.Importance, text string) {
	f.status.Importance = imp
	f.status.SetText(text)
	f.status.Show()
}

// maxListed is how many of a code's cards the page lists, one line each; a
// crafted code holds a thousand.
const maxListed = 50

// readFriendCode decodes a pasted payload into cards, and describes what
// adding them to store would do: the cards that change the book, and a line
// about each card. It runs off the UI goroutine.
func readFriendCode(store *session.CardBook, pasted string) (string, []engine.Card, error) {
	kind, text, err := share.Decode(pasted)
	if err != nil {
		return "", nil, err
	}
	if kind != share.KindCards {
		return "", nil, problem.Newf("ui", "this code holds a battle set-up, not cards")
	}
	book, err := engine.ParseCards(text)
	if err != nil {
		return "", nil, problem.Newf("ui", "the cards in this code cannot be read: %s", kit.RulesText(err))
	}
	var lines []string
	var changed []engine.Card
	for _, c := range book.Cards() {
		mine, ok := store.Book().Get(c.Name)
		switch {
		case ok && mine.String() == c.String():
			lines = append(lines, c.Name+": the same as yours, left as it is")
			continue
		case !ok && store.IsHidden(c.Name):
			lines = append(lines, c.Name+": brings back a hidden rulebook card, in your friend's version")
		case !ok:
			lines = append(lines, c.Name+": new")
		case originOf(mine, store) == originOwn:
			lines = append(lines, c.Name+": replaces your card")
		case originOf(mine, store) == originCorrected:
			lines = append(lines, c.Name+": replaces your correction")
		default:
			lines = append(lines, c.Name+": corrects the rulebook card")
		}
		changed = append(changed, c)
	}
	if len(changed) > 0 {
		if err := store.CheckCards(changed); err != nil {
			return "", nil, problem.Newf("ui", "these cards cannot be added: %s", kit.ErrText(err))
		}
	}
	n := book.Len()
	head := fmt.Sprintf("This code holds %d %s:", n, words.Plural(n, "card", "cards"))
	if len(lines) > maxListed {
		more := len(lines) - maxListed
		lines = append(lines[:maxListed], fmt.Sprintf("and %d more %s.", more, words.Plural(more, "card", "cards")))
	}
	return head + "\n" + strings.Join(lines, "\n"), changed, nil
}

// onAdd adds the cards read, all or nothing.
func (f *friendImport) onAdd() {
	if len(f.cards) == 0 {
		return
	}
	cards := f.cards
	if err := f.sess.Cards().PutAll(cards); err != nil {
		f.status.Importance = widget.DangerImportance
		f.status.SetText("Nothing was added: " + kit.ErrText(err))
		return
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.Name
	}
	f.entry.SetText("")
	f.done.SetText("Added to your card book: " + strings.Join(names, ", ") + ".")
	f.done.Show()
}
