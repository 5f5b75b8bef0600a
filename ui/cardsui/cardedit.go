package cardsui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// noneChoice is the "not set" choice of the tier and pack selects.
const noneChoice = "None"

// draftName stands in for the card's name while checking ability lines
// before the name is typed.
const draftName = "This card"

// cardEditor is the add / edit form of a card. Every ability line is checked
// as it is typed, with the error under it; Save refuses a bad card with the
// error shown and changes nothing. Editing a reference card saves the user's
// correction of it.
type cardEditor struct {
	bookViewNeeds
	win      fyne.Window       // holds the focus, given to a new ability line
	showCard func(name string) // opens the page of the card called name
	showSent func(c engine.Card)
	editing  string          // the name of the card being edited; "" for a new card
	opened   session.Editing // the card as the form opened it, which Save checks at a live table
	origin   origin          // of the card being edited
	content  fyne.CanvasObject
	scroll   *container.Scroll

	title     *widget.Label
	help      *kit.WrapLabel
	name      *kit.Entry
	fixedName *widget.Label // a correction's name, which cannot change
	nameError *kit.WrapLabel
	kind      *widget.Select
	powerName *widget.Label
	power     *kit.Stepper
	temporary *widget.Check
	tier      *widget.Select
	hat       *kit.Entry
	hatError  *kit.WrapLabel
	pack      *widget.Select

	lines    []*abilityLine
	linesBox *fyne.Container
	addLine  *widget.Button
	picker   *phrasePicker

	saveError *kit.WrapLabel
	save      *widget.Button
	cancel    *widget.Button
}

// abilityLine is one ability's entry, its remove button and its error.
type abilityLine struct {
	entry  *kit.Entry
	remove *widget.Button
	err    *kit.WrapLabel
	box    fyne.CanvasObject
}

// newCardEditor builds the editor of the cards of the card book of
// views.sess, in the window win; showCard opens a card's page after Save or
// Cancel.
func newCardEditor(views bookViewNeeds, win fyne.Window, showCard func(name string), showSent func(c engine.Card)) *cardEditor {
	e := &cardEditor{bookViewNeeds: views, win: win, showCard: showCard, showSent: showSent}
	e.title = kit.PageTitle("")
	e.help = kit.NewWrapLabel("")
	e.newNameField()
	e.newCardFields()
	e.newAbilityFields()
	e.newSaveBar()
	e.layOut()
	return e
}

// newNameField makes the name entry, its error and the fixed name shown
// instead for a correction.
func (e *cardEditor) newNameField() {
	e.name = kit.NewEntry(kit.ShortLimit)
	e.name.SetPlaceHolder("as printed, e.g. Turtle")
	e.name.OnChanged = func(string) { e.check() }
	e.nameError = kit.ErrorLabel()
	e.fixedName = widget.NewLabel("")
	e.fixedName.TextStyle.Bold = true
	e.fixedName.Truncation = fyne.TextTruncateEllipsis
}

// newCardFields makes the fields of the card past its name: kind, power,
// supply, tier, hat and pack.
func (e *cardEditor) newCardFields() {
	kinds := []string{}
	for k := engine.KindPet; k <= engine.KindAilment; k++ {
		kinds = append(kinds, k.String())
	}
	e.kind = widget.NewSelect(kinds, func(string) { e.onKind() })
	e.powerName = widget.NewLabel("Power")
	e.power = kit.NewStepper(0, 0, engine.MaxNumber, nil)
	e.temporary = widget.NewCheck("Temporary (from the supply)", nil)
	tiers := []string{noneChoice}
	for t := 1; t <= engine.MaxTier; t++ {
		tiers = append(tiers, strconv.Itoa(t))
	}
	e.tier = widget.NewSelect(tiers, nil)
	e.hat = kit.NewEntry(kit.ShortLimit)
	e.hat.SetPlaceHolder("one word, if known")
	e.hat.OnChanged = func(string) { e.check() }
	e.hatError = kit.ErrorLabel()
	e.pack = widget.NewSelect([]string{noneChoice, "Classic", "Golden", "Magic"}, nil)
}

// newAbilityFields makes the box of ability lines, the button adding one
// and the phrase picker.
func (e *cardEditor) newAbilityFields() {
	e.linesBox = container.NewVBox()
	e.addLine = widget.NewButtonWithIcon("Add an ability line", theme.ContentAddIcon(), func() {
		l := e.appendLine("")
		e.win.Canvas().Focus(l.entry)
	})
	e.picker = newPhrasePicker(pickerNeeds{
		cards:       func() []engine.Card { return e.sess.Cards().Book().Cards() },
		lineProblem: e.lineProblem,
		relayout:    func() { e.scroll.Refresh() }, // the scroll is laid out after the picker is made
		lastLine:    e.lastLine,
		appendLine:  func(text string) { e.appendLine(text) },
	})
}

// newSaveBar makes Save, Cancel and the error shown when Save refuses.
func (e *cardEditor) newSaveBar() {
	e.saveError = kit.ErrorLabel()
	e.save = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), e.onSave)
	e.save.Importance = widget.HighImportance
	e.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), e.onCancel)
}

// layOut puts the form together: the title on top, the fields and the
// ability lines in a scroll, and the save bar below.
func (e *cardEditor) layOut() {
	label := func(text string) *widget.Label {
		l := widget.NewLabel(text)
		l.TextStyle.Bold = true
		return l
	}
	fields := container.New(layout.NewFormLayout(),
		label("Name"), container.NewVBox(e.name, e.fixedName, e.nameError),
		label("Kind"), e.kind,
		e.powerName, e.power.Content,
		label("Tier"), e.tier,
		label("Pack"), e.pack,
		label("Hat"), container.NewVBox(e.hat, e.hatError),
	)
	e.powerName.TextStyle.Bold = true
	abilityHelp := kit.NewWrapLabel("One ability a line, in the card language: \"Play: throw 3 rocks\", \"Faint: put 1 Apple on top of your deck\", or a passive line such as \"takes 1 more damage\". Or build a line with the phrase picker below.")
	abilityHelp.SizeName = theme.SizeNameCaptionText
	body := container.NewVBox(
		e.help,
		fields, e.temporary,
		kit.SectionTitle("Abilities"), abilityHelp, e.linesBox, e.addLine,
		e.picker.content,
	)
	e.scroll = container.NewVScroll(body)
	top := container.NewBorder(nil, nil, nil, nil, e.title)
	bottom := container.NewVBox(e.saveError, container.NewGridWithColumns(2, e.cancel, e.save))
	e.content = container.NewBorder(top, bottom, nil, nil, e.scroll)
}

// edit opens the editor on card c, or on a new card when c is nil.
func (e *cardEditor) edit(c *engine.Card) {
	e.lines = nil
	e.linesBox.RemoveAll()
	kit.SetError(e.saveError, nil)
	kit.SetError(e.nameError, nil)
	e.name.Show()
	e.fixedName.Hide()
	if c == nil {
		e.startNew()
	} else {
		e.introduce(*c)
		e.fillFrom(*c)
	}
	e.picker.reset()
	e.check()
	e.scroll.ScrollToTop()
	e.showView(e.content)
}

// startNew sets the form for a new card: a pet of power 1 with nothing
// else known and one empty ability line.
func (e *cardEditor) startNew() {
	e.editing = ""
	e.opened = e.sess.Cards().Open("")
	e.origin = originOwn
	e.title.SetText("New card")
	e.help.SetText("Add a card from your box. " + e.savedWhere())
	e.name.SetText("")
	e.kind.SetSelected(engine.KindPet.String())
	e.power.Show(1)
	e.temporary.SetChecked(false)
	e.tier.SetSelected(noneChoice)
	e.hat.SetText("")
	e.pack.SetSelected(noneChoice)
	e.appendLine("")
}

// introduce titles the form for editing card c: a change of the user's own
// card, or a correction of a reference card, whose name is fixed.
func (e *cardEditor) introduce(c engine.Card) {
	e.editing = c.Name
	e.opened = e.sess.Cards().Open(c.Name)
	e.origin = originOf(c, e.sess.Cards())
	switch {
	case e.origin == originOwn:
		e.title.SetText("Edit " + c.Name)
		e.help.SetText("Change your card; Save keeps the change.")
	case e.origin == originTable && !e.sess.Cards().IsReference(c.Name):
		e.title.SetText("Edit " + c.Name)
		e.help.SetText("Change the table's card; Save changes it for every phone at the table.")
	default:
		e.title.SetText("Correct " + c.Name)
		help := "Make this rulebook card match yours. Your version is saved in your card book and used from now on; Restore on its page brings back the version the app ships."
		if e.atTable() {
			help = "Make this rulebook card match yours. " + e.savedWhere()
		}
		e.help.SetText(help)
		// A correction keeps the reference card's name.
		e.name.Hide()
		e.fixedName.SetText(c.Name + " (as printed)")
		e.fixedName.Show()
	}
}

// atTable reports whether the phone is at a live table, where the cards
// it saves are the table's.
func (e *cardEditor) atTable() bool { return e.sess.TableStatus().State != session.TableOff }

// savedWhere says where Save keeps the card: the table's card book at a
// live table, else this device's.
func (e *cardEditor) savedWhere() string {
	if e.atTable() {
		return "It is saved in the table's card book: every phone at this table uses it."
	}
	return "It is saved in your card book on this device."
}

// fillFrom fills the fields and the ability lines from card c, with one
// empty line when it has no ability.
func (e *cardEditor) fillFrom(c engine.Card) {
	e.name.SetText(c.Name)
	e.kind.SetSelected(c.Kind.String())
	e.power.Show(c.Power)
	e.temporary.SetChecked(c.Temporary)
	if c.Tier == 0 {
		e.tier.SetSelected(noneChoice)
	} else {
		e.tier.SetSelected(strconv.Itoa(c.Tier))
	}
	e.hat.SetText(c.Hat)
	if c.Pack == engine.PackUnknown {
		e.pack.SetSelected(noneChoice)
	} else {
		e.pack.SetSelected(kit.Sentence(c.Pack.String()))
	}
	for _, a := range c.Abilities {
		e.appendLine(a.String())
	}
	if len(c.Abilities) == 0 {
		e.appendLine("")
	}
}

// appendLine adds an ability line holding text.
func (e *cardEditor) appendLine(text string) *abilityLine {
	l := &abilityLine{entry: kit.NewEntry(kit.LineLimit), err: kit.ErrorLabel()}
	l.entry.SetPlaceHolder("Play: throw 3 rocks")
	l.entry.AlwaysShowValidationError = true
	l.entry.SetText(text)
	l.entry.OnChanged = func(string) { e.checkLine(l) }
	l.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { e.removeLine(l) })
	l.box = container.NewVBox(container.NewBorder(nil, nil, nil, l.remove, l.entry), l.err)
	e.lines = append(e.lines, l)
	e.linesBox.Add(l.box)
	e.checkLine(l)
	e.picker.refresh()
	return l
}

// lastLine is the entry of the last ability line, or nil when there is
// none.
func (e *cardEditor) lastLine() *kit.Entry {
	if len(e.lines) == 0 {
		return nil
	}
	return e.lines[len(e.lines)-1].entry
}

// removeLine drops an ability line.
func (e *cardEditor) removeLine(l *abilityLine) {
	for i, x := range e.lines {
		if x == l {
			e.lines = append(e.lines[:i], e.lines[i+1:]...)
			break
		}
	}
	e.linesBox.Remove(l.box)
	e.picker.refresh()
}

// onKind adapts the power field to the kind.
func (e *cardEditor) onKind() {
	if e.kind.Selected == engine.KindPet.String() {
		e.powerName.SetText("Power")
	} else {
		e.powerName.SetText("Adds power")
	}
	e.check()
}

// check checks the name, the hat and every ability line.
//
// A name not typed yet is not shown as a problem here (the field's
// placeholder says what goes there): a hint under the name that went away
// with the first letter moved the fields below it under a finger reaching
// for them. Save says it (onSave).
func (e *cardEditor) check() {
	nameErr := e.nameProblem()
	if e.cleanName() == "" && !e.nameError.Visible() {
		nameErr = nil
	}
	kit.SetError(e.nameError, nameErr)
	var hatErr error
	if h := strings.TrimSpace(e.hat.Text); h != "" {
		hatErr = engine.CheckHat(h)
	}
	kit.SetError(e.hatError, hatErr)
	for _, l := range e.lines {
		e.checkLine(l)
	}
}

// cleanName is the typed name with its spaces tidied.
func (e *cardEditor) cleanName() string { return strings.Join(strings.Fields(e.name.Text), " ") }

// nameProblem says what is wrong with the typed name, or nil.
func (e *cardEditor) nameProblem() error {
	name := e.cleanName()
	if name == "" {
		return problem.Newf("ui", "type the card's name")
	}
	if err := engine.Validate(engine.Card{Name: name}); err != nil {
		return problem.Wrap("engine", err)
	}
	if other, taken := e.sess.Cards().Book().Get(name); taken && !strings.EqualFold(other.Name, e.editing) {
		return problem.Newf("ui", "the card book already has %s; open it and tap Edit or Correct to change it", other.Name)
	}
	return nil
}

// checkLine checks one ability line as typed and shows the error under it.
func (e *cardEditor) checkLine(l *abilityLine) {
	err := e.lineProblem(l.entry.Text)
	l.entry.SetValidationError(err)
	kit.SetError(l.err, err)
}

// lineProblem says what is wrong with an ability line, or nil: a mistake in
// the card language, with its column, or a card it names that the book does
// not have (or of the wrong kind). An empty line is no problem: it is
// left out.
func (e *cardEditor) lineProblem(text string) error {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	a, err := engine.ParseAbility(text)
	if err != nil {
		var pe *engine.ParseError
		if errors.As(err, &pe) && pe.Col > 0 {
			return problem.Newf("ui", "column %d: %s", pe.Col, pe.Msg)
		}
		return err
	}
	return e.refProblem(text, a)
}

// refProblem checks the cards ability a names against the card book, as
// Save will.
func (e *cardEditor) refProblem(text string, a engine.Ability) error {
	name := e.cleanName()
	if e.nameProblem() != nil {
		name = draftName
	}
	kind := engine.KindPet
	for k := engine.KindPet; k <= engine.KindAilment; k++ {
		if k.String() == e.kind.Selected {
			kind = k
		}
	}
	c := engine.Card{Name: name, Kind: kind, Abilities: []engine.Ability{a}}
	one := engine.NewBook()
	if err := one.Add(c); err != nil {
		return err
	}
	err := e.sess.Cards().Book().Merge(one).Check()
	if err == nil {
		return nil
	}
	msg := kit.RulesText(err)
	// "card NAME: "EFFECT": what is wrong": keep what is wrong.
	if prefix := "card " + name + ": \""; strings.HasPrefix(msg, prefix) {
		if i := strings.Index(msg[len(prefix):], "\": "); i >= 0 {
			msg = msg[len(prefix)+i+3:]
		}
	} else if !strings.HasPrefix(msg, "card "+name+":") {
		return nil // another card's problem, not this line's
	}
	if q := strings.Index(msg, "unknown card \""); q >= 0 {
		rest := msg[q+len("unknown card \""):]
		if end := strings.IndexByte(rest, '"'); end > 0 {
			if at := strings.Index(strings.ToLower(text), strings.ToLower(rest[:end])); at >= 0 {
				msg = fmt.Sprintf("column %d: %s", len([]rune(text[:at]))+1, msg)
			}
		}
	}
	return problem.Newf("ui", "%s", msg)
}

// card builds the card from the form, or says what is wrong with it.
func (e *cardEditor) card() (engine.Card, error) {
	if err := e.nameProblem(); err != nil {
		return engine.Card{}, err
	}
	c := engine.Card{Name: e.cleanName(), Power: e.power.Value, Temporary: e.temporary.Checked, Hat: strings.TrimSpace(e.hat.Text)}
	for k := engine.KindPet; k <= engine.KindAilment; k++ {
		if k.String() == e.kind.Selected {
			c.Kind = k
		}
	}
	if t, err := strconv.Atoi(e.tier.Selected); err == nil {
		c.Tier = t
	}
	if p, ok := engine.ParsePack(e.pack.Selected); ok {
		c.Pack = p
	}
	for i, l := range e.lines {
		if strings.TrimSpace(l.entry.Text) == "" {
			continue
		}
		if err := e.lineProblem(l.entry.Text); err != nil {
			return engine.Card{}, problem.Newf("ui", "ability line %d: %s", i+1, kit.ErrText(err))
		}
		a, _ := engine.ParseAbility(l.entry.Text)
		c.Abilities = append(c.Abilities, a)
	}
	if err := engine.Validate(c); err != nil {
		return engine.Card{}, problem.Wrap("engine", err)
	}
	return c, nil
}

// onSave saves the card in the user's book and opens its page; a bad card
// is refused with the error shown, and nothing changes.
func (e *cardEditor) onSave() {
	kit.SetError(e.nameError, e.nameProblem())
	e.check()
	c, err := e.card()
	if err == nil {
		err = e.sess.Cards().Save(e.opened, c)
	}
	if err != nil {
		kit.SetError(e.saveError, problem.Newf("ui", "not saved: %s", kit.ErrText(err)))
		e.revealFirstError()
		return
	}
	kit.SetError(e.saveError, nil)
	e.showSent(c)
}

// revealFirstError scrolls the form, if need be, so that the first field
// with an error shows whole, its error under it, above the Save bar.
func (e *cardEditor) revealFirstError() {
	type field struct{ at, err fyne.CanvasObject }
	fields := []field{{e.name, e.nameError}, {e.hat, e.hatError}}
	for _, l := range e.lines {
		fields = append(fields, field{l.box, l.err})
	}
	for range 2 { // the errors just shown, and the Save bar with its own: a wrapped label's height follows from the width it is given
		e.content.Refresh()
	}
	d := fyne.CurrentApp().Driver()
	for _, f := range fields {
		if !f.err.Visible() {
			continue
		}
		origin := d.AbsolutePositionForObject(e.scroll.Content).Y
		top := d.AbsolutePositionForObject(f.at).Y - origin - theme.Padding()
		bottom := d.AbsolutePositionForObject(f.err).Y - origin + f.err.Size().Height + theme.Padding()
		y, view := e.scroll.Offset.Y, e.scroll.Size().Height
		switch {
		case top < y || bottom-top > view:
			y = top
		case bottom > y+view:
			y = bottom - view
		}
		e.scroll.ScrollToOffset(fyne.NewPos(0, max(0, y)))
		return
	}
}

// onCancel leaves the editor without saving.
func (e *cardEditor) onCancel() {
	if e.editing != "" {
		if _, ok := e.sess.Cards().Book().Get(e.editing); ok {
			e.showCard(e.editing)
			return
		}
	}
	e.toList()
}
