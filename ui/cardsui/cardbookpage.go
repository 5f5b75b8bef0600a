package cardsui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// choiceAbout reports whether a choice over the card called name waits
// for this phone's player at the live table.
func choiceAbout(store *session.CardBook, name string) bool {
	return slices.ContainsFunc(store.Choices(), func(c session.CardConflict) bool { return strings.EqualFold(c.Name, name) })
}

// cardPage shows everything about one card: its kind, power and metadata,
// its abilities in the card language and where it comes from, with the
// actions on it.
type cardPage struct {
	bookViewNeeds
	win     fyne.Window                           // the confirmations' parent
	edit    func(c *engine.Card)                  // opens the editor on card c
	share   func(title, text string, back func()) // shows a QR code of text; back returns here
	name    string                                // the card on show
	sent    *engine.Card                          // the card on show as just sent to the live table, until the table's comes back
	card    engine.Card
	content fyne.CanvasObject
	scroll  *container.Scroll

	title     *widget.Label
	origin    *kit.WrapLabel
	note      *kit.WrapLabel // the unverified note
	facts     *fyne.Container
	abilities *fyne.Container
	line      *kit.WrapLabel // the whole card in the card language
	printed   *kit.WrapLabel // a corrected card: the reference card as shipped
	message   *kit.WrapLabel // the last refused action

	backButton    *widget.Button
	editButton    *widget.Button
	shareButton   *widget.Button
	removeButton  *widget.Button  // Delete (own card) or Hide (reference card)
	restoreButton *widget.Button  // a corrected reference card back to printed
	removeRow     *fyne.Container // the destructive button, destructiveGap below the others
}

// newCardPage builds the page of a card of the card book of views.sess,
// with the window win for its confirmations, edit to open the editor and
// share to show a QR code.
func newCardPage(views bookViewNeeds, win fyne.Window, edit func(c *engine.Card), share func(title, text string, back func())) *cardPage {
	p := &cardPage{bookViewNeeds: views, win: win, edit: edit, share: share}
	p.title = kit.PageTitle("")
	p.origin = kit.NewWrapLabel("")
	p.note = kit.NewWrapLabel(engine.UnverifiedNote + ".")
	p.note.Importance = widget.WarningImportance
	p.facts = container.New(layout.NewFormLayout())
	p.abilities = container.NewVBox()
	p.line = kit.NewWrapLabel("")
	p.line.TextStyle.Monospace = true
	p.printed = kit.NewWrapLabel("")
	p.printed.TextStyle.Monospace = true
	p.message = kit.NewWrapLabel("")
	p.message.Importance = widget.DangerImportance

	p.backButton = widget.NewButtonWithIcon("Cards", theme.NavigateBackIcon(), views.toList)
	p.editButton = widget.NewButtonWithIcon("Edit", theme.DocumentCreateIcon(), p.onEdit)
	p.editButton.Importance = widget.HighImportance
	p.shareButton = widget.NewButtonWithIcon("Share", theme.MailForwardIcon(), p.onShare)
	p.removeButton = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), p.onRemove)
	p.restoreButton = widget.NewButtonWithIcon("Restore", theme.HistoryIcon(), p.onRestore)

	body := container.NewVBox(
		p.origin, p.note,
		widget.NewCard("", "", p.facts),
		kit.SectionTitle("Abilities"), p.abilities,
		kit.SectionTitle("In the card language"), p.line,
		p.printed,
		p.message,
	)
	p.scroll = container.NewVScroll(body)
	top := container.NewBorder(nil, nil, p.backButton, nil, p.title)
	p.removeButton.Importance = widget.DangerImportance
	p.removeRow = container.New(layout.NewCustomPaddedLayout(kit.DestructiveGap-theme.Padding(), kit.DestructiveGap, 0, 0), p.removeButton)
	actions := container.NewVBox(kit.NewFitRow(p.editButton, p.shareButton, p.restoreButton), p.removeRow)
	p.content = container.NewBorder(top, actions, nil, nil, p.scroll)
	return p
}

// show opens the page of the card called name.
func (p *cardPage) show(name string) {
	p.sent = nil
	p.showName(name)
}

// showSent opens the page of card c, just sent to the live table's card
// book: it shows c until the table's version comes back (or another phone's
// does: the next change of the book).
func (p *cardPage) showSent(c engine.Card) {
	if !p.sess.Cards().IsTables(c.Name) && p.sess.TableStatus().State == session.TableOff {
		p.show(c.Name)
		return
	}
	p.sent = &c
	p.showName(c.Name)
}

// showName opens the page of the card called name.
func (p *cardPage) showName(name string) {
	p.name = name
	p.message.SetText("")
	p.message.Hide()
	p.refresh()
	p.scroll.ScrollToTop()
	p.showView(p.content)
}

// refresh fills the page from the card book; a card that left the book
// closes the page.
func (p *cardPage) refresh() {
	store := p.sess.Cards()
	c, ok := store.Book().Get(p.name)
	o := originOf(c, store)
	switch {
	case p.sent == nil:
	case strings.EqualFold(p.sent.Name, p.name) && (!ok || c.String() != p.sent.String()) && !choiceAbout(store, p.name):
		c, ok, o = *p.sent, true, originTable
		p.message.SetText("Sent to the table: every phone at the table has it once the table does.")
		p.message.Show()
	default: // the table's version came back, or another phone's did first
		p.sent = nil
		p.message.Hide()
	}
	if !ok {
		p.toList()
		return
	}
	p.card = c
	p.showHeading(c, o)
	p.fillFacts(c)
	p.fillAbilities(c, o)
	p.fitActions(o)
}

// showHeading shows the card's name, where it comes from and, for an
// unverified card, the note saying so.
func (p *cardPage) showHeading(c engine.Card, o origin) {
	p.title.SetText(c.Name)
	p.origin.SetText(o.long())
	if o == originPrinted {
		p.origin.Importance = widget.WarningImportance
	} else {
		p.origin.Importance = widget.MediumImportance
	}
	p.origin.Refresh()
	p.note.Hidden = !c.Unverified
	p.note.Refresh()
}

// fillFacts lists the card's kind, power, tier, pack, hat and supply.
func (p *cardPage) fillFacts(c engine.Card) {
	p.facts.RemoveAll()
	fact := func(k, v string) {
		key := widget.NewLabel(k)
		key.TextStyle.Bold = true
		p.facts.Add(key)
		p.facts.Add(widget.NewLabel(v))
	}
	fact("Kind", c.Kind.String())
	if c.Kind == engine.KindPet {
		fact("Power", strconv.Itoa(c.Power))
	} else if c.Power != 0 {
		fact("Adds", fmt.Sprintf("+%d power to the pet that eats it", c.Power))
	}
	fact("Tier", orNone(c.Tier != 0, strconv.Itoa(c.Tier), "none or not known"))
	fact("Pack", orNone(c.Pack != engine.PackUnknown, c.Pack.String(), "not known"))
	fact("Hat", orNone(c.Hat != "", c.Hat, "not known"))
	if c.Temporary {
		fact("Supply", "temporary: goes back after the Trophy Phase")
	}
}

// fillAbilities shows the card's abilities one a line, the whole card in
// the card language and, for a corrected card, the reference card as
// shipped.
func (p *cardPage) fillAbilities(c engine.Card, o origin) {
	p.abilities.RemoveAll()
	if len(c.Abilities) == 0 {
		p.abilities.Add(kit.NewWrapLabel("No ability."))
	}
	for _, a := range c.Abilities {
		l := kit.NewWrapLabel(a.String())
		l.TextStyle.Monospace = true
		p.abilities.Add(l)
	}
	p.line.SetText(c.String())

	p.printed.Hide()
	if o == originCorrected {
		if ref, ok := engine.ReferenceBook().Get(c.Name); ok {
			p.printed.SetText("As the app ships it:\n" + ref.String())
			p.printed.Show()
		}
	}
}

// fitActions names the buttons for a card of origin o: Delete or Hide,
// Restore only for a corrected card, and Edit or Correct.
func (p *cardPage) fitActions(o origin) {
	switch o {
	case originOwn, originTable:
		p.removeButton.SetText("Delete")
		p.removeButton.SetIcon(theme.DeleteIcon())
	default:
		p.removeButton.SetText("Hide")
		p.removeButton.SetIcon(theme.VisibilityOffIcon())
	}
	// Restore only for a corrected card.
	p.restoreButton.Hidden = o != originCorrected
	p.restoreButton.Refresh()
	p.editButton.SetText(orNone(o == originPrinted, "Correct", "Edit"))
}

// orNone picks yes when ok, else no.
func orNone(ok bool, yes, no string) string {
	if ok {
		return yes
	}
	return no
}

// onEdit opens the editor on the card.
func (p *cardPage) onEdit() {
	c := p.card
	p.edit(&c)
}

// onShare shows the card's QR code.
func (p *cardPage) onShare() {
	name := p.card.Name
	p.share("Share "+name, p.card.String(), func() { p.show(name) })
}

// onRemove asks, then deletes the user's card or hides the reference card.
func (p *cardPage) onRemove() {
	name := p.name
	title, text, verb := "Delete "+name+"?", name+" leaves your card book for good.", "Delete"
	switch originOf(p.card, p.sess.Cards()) {
	case originPrinted:
		title, verb = "Hide "+name+"?", "Hide"
		text = name + " leaves the card book. You can bring it back under Import / export, Hidden rulebook cards."
	case originTable:
		text = name + " leaves the table's card book, for every phone at the table."
	case originCorrected:
		title, verb = "Hide "+name+"?", "Hide"
		text = "Your correction is deleted and " + name + " leaves the card book. You can bring the printed card back under Import / export, Hidden rulebook cards."
	}
	kit.Confirm(title, text, verb, p.remove, p.win)
}

// remove deletes or hides the card on show, then goes back to the list.
func (p *cardPage) remove() {
	if err := p.sess.Cards().Delete(p.name); err != nil {
		p.showError(err)
		return
	}
	p.toList()
}

// onRestore asks, then drops the user's correction of the reference card.
func (p *cardPage) onRestore() {
	name := p.name
	kit.Confirm("Restore "+name+"?", "Your correction is deleted and "+name+" is used as the app ships it.", "Restore", p.restore, p.win)
}

// restore brings back the reference card as shipped.
func (p *cardPage) restore() {
	if err := p.sess.Cards().Restore(p.name); err != nil {
		p.showError(err)
		return
	}
	p.refresh()
}

// showError shows why an action was refused.
func (p *cardPage) showError(err error) {
	p.message.SetText(kit.Sentence(kit.ErrText(err)))
	p.message.Show()
}
