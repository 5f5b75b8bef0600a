package cardsui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// passiveChoice is the trigger choice for a passive line.
const passiveChoice = "No trigger (passive line)"

// setAsideTemplate is the Badger pattern's phrase; the effects after it
// belong to it.
const setAsideTemplate = "set aside this pet until you play your next pet, then EFFECTS"

// noSuffix and noSpend are the picker's "none" choices for the suffix and
// for spending first.
const (
	noSuffix = "no \"for each\""
	noSpend  = "nothing first"
)

// spendFirst reports whether a template is a spend phrase ("spend N
// trumpets to EFFECT"): the picker offers it as a choice before the effect.
func spendFirst(tpl string) bool { return strings.HasSuffix(tpl, " to EFFECT") }

// phrasePicker builds an ability line from the card language's phrases
// (engine.Phrases) for those who would rather not type: a trigger, an
// effect template, and its number, card and target.
type phrasePicker struct {
	pickerNeeds
	content fyne.CanvasObject
	body    fyne.CanvasObject // hidden until the picker is opened
	toggle  *widget.Button

	phrases  []engine.Phrase
	trigger  *widget.Select
	effect   *widget.Select
	meaning  *kit.WrapLabel
	n        *widget.Entry
	nRow     []fyne.CanvasObject
	card     *widget.SelectEntry
	cardRow  []fyne.CanvasObject
	target   *widget.Select
	tgtRow   []fyne.CanvasObject
	suffix   *widget.Select // a "for each of ..." suffix, or noSuffix
	spend    *widget.Select // a spend phrase to put before the effect, or noSpend
	spendN   *widget.Entry
	spendRow []fyne.CanvasObject
	preview  *kit.WrapLabel
	problem  *kit.WrapLabel
	addNew   *widget.Button
	addThen  *widget.Button
	line     string // the line built, when it is valid
	effectIs string // the effect part of it
}

// pickerNeeds is what the phrase picker is given by the editor it sits in:
// the book's cards, the check of a line, and the ability lines to add to.
type pickerNeeds struct {
	cards       func() []engine.Card    // the card book's cards, offered for a card blank
	lineProblem func(line string) error // what is wrong with an ability line, or nil
	relayout    func()                  // lays the form out again when the picker opens or closes
	lastLine    func() *widget.Entry    // the last ability line's entry; nil when there is none
	appendLine  func(text string)       // adds an ability line holding text
}

// newPhrasePicker builds the picker, closed, with what it needs.
func newPhrasePicker(needs pickerNeeds) *phrasePicker {
	p := &phrasePicker{pickerNeeds: needs, phrases: engine.Phrases()}
	triggers := []string{}
	for _, ph := range p.group(engine.GroupTrigger) {
		triggers = append(triggers, strings.TrimSuffix(ph.Template, ": EFFECTS"))
	}
	triggers = append(triggers, passiveChoice)
	p.trigger = widget.NewSelect(triggers, func(string) { p.onTrigger() })
	p.trigger.PlaceHolder = "When?"
	p.effect = widget.NewSelect(nil, func(string) { p.onEffect() })
	p.effect.PlaceHolder = "What happens?"
	p.meaning = kit.NewWrapLabel("")
	p.meaning.SizeName = theme.SizeNameCaptionText
	p.n = widget.NewEntry()
	p.n.SetPlaceHolder("a number")
	p.n.OnChanged = func(string) { p.refresh() }
	p.card = widget.NewSelectEntry(nil)
	p.card.SetPlaceHolder("a card name")
	p.card.OnChanged = func(string) { p.refresh() }
	targets := []string{}
	for _, ph := range p.group(engine.GroupTarget) {
		targets = append(targets, ph.Template)
	}
	p.target = widget.NewSelect(targets, func(string) { p.refresh() })
	p.newSuffixAndSpend()
	p.preview = kit.NewWrapLabel("")
	p.preview.TextStyle.Monospace = true
	p.problem = kit.NewWrapLabel("")
	p.problem.SizeName = theme.SizeNameCaptionText
	p.addNew = widget.NewButtonWithIcon("Add as a new line", theme.ContentAddIcon(), p.onAddNew)
	p.addNew.Importance = widget.HighImportance
	p.addThen = widget.NewButtonWithIcon("Add to the last line", theme.ContentRedoIcon(), p.onAddThen)

	bold := func(s string) *widget.Label { l := widget.NewLabel(s); l.TextStyle.Bold = true; return l }
	p.nRow = []fyne.CanvasObject{bold("Number"), p.n}
	p.cardRow = []fyne.CanvasObject{bold("Card"), p.card}
	p.tgtRow = []fyne.CanvasObject{bold("Target"), p.target}
	p.spendRow = []fyne.CanvasObject{bold("Spend"), container.NewVBox(p.spend, p.spendN)}
	form := container.New(layout.NewFormLayout(),
		bold("When"), p.trigger,
		p.spendRow[0], p.spendRow[1],
		bold("Effect"), p.effect,
		p.nRow[0], p.nRow[1], p.cardRow[0], p.cardRow[1], p.tgtRow[0], p.tgtRow[1])
	p.body = container.NewVBox(form, p.meaning, p.suffix, p.preview, p.problem,
		kit.NewFitRow(p.addThen, p.addNew))
	p.toggle = widget.NewButtonWithIcon("Phrase picker", theme.MenuExpandIcon(), p.onToggle)
	p.content = container.NewVBox(p.toggle, p.body)
	p.reset()
	return p
}

// newSuffixAndSpend makes the choices around the effect: a "for each"
// suffix, and Trumpets or Mana to spend first (the spend phrases).
func (p *phrasePicker) newSuffixAndSpend() {
	suffixes := []string{noSuffix}
	for _, ph := range p.group(engine.GroupSuffix) {
		suffixes = append(suffixes, ph.Template)
	}
	p.suffix = widget.NewSelect(suffixes, func(string) { p.refresh() })
	spends := []string{noSpend}
	for _, ph := range p.group(engine.GroupEffect) {
		if spendFirst(ph.Template) {
			spends = append(spends, strings.TrimSuffix(ph.Template, " EFFECT"))
		}
	}
	p.spend = widget.NewSelect(spends, func(string) { p.refresh() })
	p.spendN = widget.NewEntry()
	p.spendN.SetPlaceHolder("a number")
	p.spendN.OnChanged = func(string) { p.refresh() }
}

// group returns the phrases of group g.
func (p *phrasePicker) group(g engine.PhraseGroup) []engine.Phrase {
	var out []engine.Phrase
	for _, ph := range p.phrases {
		if ph.Group == g {
			out = append(out, ph)
		}
	}
	return out
}

// reset closes the picker and clears its choices.
func (p *phrasePicker) reset() {
	p.body.Hide()
	p.toggle.SetIcon(theme.MenuExpandIcon())
	p.trigger.SetSelected("Play")
	p.n.SetText("1")
	p.card.SetText("")
	p.target.SetSelected(engine.TargetEnemy.String())
	p.suffix.SetSelected(noSuffix)
	p.spend.SetSelected(noSpend)
	p.spendN.SetText("1")
	p.onTrigger()
}

// onToggle opens or closes the picker.
func (p *phrasePicker) onToggle() {
	if p.body.Visible() {
		p.body.Hide()
		p.toggle.SetIcon(theme.MenuExpandIcon())
	} else {
		p.body.Show()
		p.toggle.SetIcon(theme.MenuDropUpIcon())
	}
	p.relayout()
}

// passive reports whether a passive line is being built.
func (p *phrasePicker) passive() bool { return p.trigger.Selected == passiveChoice }

// onTrigger offers the effects (or passive lines) that fit the trigger.
func (p *phrasePicker) onTrigger() {
	group := engine.GroupEffect
	if p.passive() {
		group = engine.GroupPassive
	}
	var opts []string
	for _, ph := range p.group(group) {
		if !spendFirst(ph.Template) {
			opts = append(opts, ph.Template)
		}
	}
	keep := p.effect.Selected
	p.effect.Options = opts
	p.effect.Selected = ""
	for _, o := range opts {
		if o == keep {
			p.effect.Selected = keep
		}
	}
	if p.effect.Selected == "" {
		p.effect.Selected = opts[0]
	}
	p.effect.Refresh()
	p.onEffect()
}

// onEffect shows the blanks the chosen template has.
func (p *phrasePicker) onEffect() {
	tpl := p.effect.Selected
	show := func(row []fyne.CanvasObject, on bool) {
		for _, o := range row {
			if on {
				o.Show()
			} else {
				o.Hide()
			}
		}
	}
	show(p.nRow, strings.Contains(tpl, "N "))
	show(p.cardRow, strings.Contains(tpl, "CARD") || strings.Contains(tpl, "AILMENT") || strings.Contains(tpl, "FOOD"))
	show(p.tgtRow, strings.Contains(tpl, "TARGET"))
	show(p.spendRow, !p.passive() && tpl != setAsideTemplate)
	p.suffix.Hidden = p.passive() || !strings.Contains(tpl, "N ") || tpl == setAsideTemplate
	p.card.SetOptions(p.cardChoices(tpl))
	var means []string
	for _, ph := range p.phrases {
		switch {
		case ph.Group == engine.GroupTrigger && !p.passive() && ph.Template == p.trigger.Selected+": EFFECTS":
			means = append([]string{p.trigger.Selected + ": " + ph.Meaning + "."}, means...)
		case ph.Template == tpl:
			means = append(means, kit.Sentence(ph.Meaning)+".")
		}
	}
	p.meaning.SetText(strings.Join(means, "\n"))
	p.refresh()
}

// cardChoices are the book's cards that fit the template's blank.
func (p *phrasePicker) cardChoices(tpl string) []string {
	var out []string
	for _, c := range p.cards() {
		switch {
		case strings.Contains(tpl, "AILMENT"):
			if c.Kind != engine.KindAilment {
				continue
			}
		case strings.HasPrefix(tpl, "gain"), strings.HasPrefix(tpl, "discard"), strings.Contains(tpl, "FOOD"):
			if !c.IsFood() {
				continue
			}
		}
		out = append(out, c.Name)
	}
	return out
}

// effectText fills the chosen template's blanks.
func (p *phrasePicker) effectText() string {
	tpl := p.effect.Selected
	if tpl == setAsideTemplate {
		return strings.TrimSuffix(tpl, ", then EFFECTS")
	}
	s := tpl
	s = strings.Replace(s, "N ", strings.TrimSpace(p.n.Text)+" ", 1)
	card := strings.TrimSpace(p.card.Text)
	s = strings.Replace(s, "CARD", card, 1)
	s = strings.Replace(s, "AILMENT", card, 1)
	s = strings.Replace(s, "FOOD", card, 1)
	s = strings.Replace(s, "TARGET", p.target.Selected, 1)
	// One rock, one trumpet: as the card language writes them.
	for _, w := range []string{"rock", "trumpet"} {
		if strings.HasPrefix(s, "throw 1 "+w+"s") || strings.HasPrefix(s, "gain 1 "+w+"s") {
			s = strings.Replace(s, "1 "+w+"s", "1 "+w, 1)
		}
	}
	if p.suffix.Visible() && p.suffix.Selected != noSuffix && p.suffix.Selected != "" {
		s += " " + p.suffix.Selected
	}
	if p.spendRow[1].Visible() && p.spend.Selected != noSpend && p.spend.Selected != "" {
		s = strings.Replace(p.spend.Selected, "N ", strings.TrimSpace(p.spendN.Text)+" ", 1) + " " + s
		if strings.HasPrefix(s, "spend 1 trumpets") {
			s = strings.Replace(s, "1 trumpets", "1 trumpet", 1)
		}
	}
	return s
}

// refresh shows the line built and whether it is valid.
func (p *phrasePicker) refresh() {
	if p.addNew == nil || p.effect.Selected == "" {
		return
	}
	eff := p.effectText()
	line := eff
	if !p.passive() {
		line = p.trigger.Selected + ": " + eff
	}
	p.preview.SetText(line)
	err := p.lineProblem(line)
	if err == nil && strings.TrimSpace(p.card.Text) == "" && p.cardRow[1].Visible() {
		err = problem.Newf("ui", "choose or type a card")
	}
	p.line, p.effectIs = "", ""
	if err != nil {
		p.problem.Importance = widget.DangerImportance
		p.problem.SetText(kit.Sentence(kit.ErrText(err)))
		p.addNew.Disable()
		p.addThen.Disable()
		return
	}
	p.line, p.effectIs = line, eff
	p.problem.Importance = widget.SuccessImportance
	if p.effect.Selected == setAsideTemplate {
		p.problem.SetText("Then add the effects that happen when you play your next pet with \"Add to the last line\" (\"it\" is that pet).")
	} else {
		p.problem.SetText("This line reads fine.")
	}
	p.addNew.Enable()
	kit.SetEnabled(p.addThen, !p.passive() && p.lastLineTakesMore())
}

// lastLineTakesMore reports whether the last ability line is a triggered
// ability another effect can be added to.
func (p *phrasePicker) lastLineTakesMore() bool {
	last := p.lastLine()
	if last == nil {
		return false
	}
	a, err := engine.ParseAbility(last.Text)
	return err == nil && !a.IsPassive()
}

// onAddNew puts the line built into a new ability line (or the last one, if
// it is empty).
func (p *phrasePicker) onAddNew() {
	if p.line == "" {
		return
	}
	if last := p.lastLine(); last != nil && strings.TrimSpace(last.Text) == "" {
		last.SetText(p.line)
	} else {
		p.appendLine(p.line)
	}
	p.refresh()
}

// onAddThen adds the effect built to the last ability line, after ", then".
func (p *phrasePicker) onAddThen() {
	if p.effectIs == "" || !p.lastLineTakesMore() {
		return
	}
	last := p.lastLine()
	last.SetText(fmt.Sprintf("%s, then %s", strings.TrimRight(last.Text, " ,;"), p.effectIs))
	p.refresh()
}
