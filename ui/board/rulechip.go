package board

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"

	"github.com/sapcompanion/sapcompanion/assets"
	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The rules the battle log cites, with the rulebook's words for each or the
// app's own reading, are one table in the engine (engine.Rule.Info): the
// log's tags and these chips read it, so the terminal and the app use the
// same words.

// passage is a piece of the rulebook's text: from the first line that starts
// with from (a leading "- " aside), through the end of the first line after
// it that ends with to.
type passage struct{ from, to string }

// rulebookPassages are the rulebook's own words for each rule of the
// rulebook the battle log cites, from the engine's table.
var rulebookPassages = func() map[engine.Rule][]passage {
	m := map[engine.Rule][]passage{}
	for r := engine.RuleNone + 1; r.Info().Name != ""; r++ {
		for _, p := range r.Info().Passages {
			m[r] = append(m[r], passage{p.From, p.To})
		}
	}
	return m
}()

// ruling is the app's reading of an open rule: a short topic and the
// ruling in one sentence.
type ruling struct{ topic, sentence string }

// rulingTitle heads the app's own readings, wherever they are shown.
const rulingTitle = "How this app reads the rules"

// ruleLabel is the words on a rule's chip: the rulebook's section, or the
// topic of the app's reading, as the log's tag names them.
func ruleLabel(r engine.Rule) string {
	if rl, ok := ruleReading(r); ok {
		return "How we read it: " + rl.topic
	}
	return "Rulebook: " + r.String()
}

// ruleReading is the app's reading for rule r, when r is one of the app's
// own rulings rather than a section of the rulebook.
func ruleReading(r engine.Rule) (ruling, bool) {
	in := r.Info()
	if !in.IsRuling() {
		return ruling{}, false
	}
	return ruling{in.Topic, in.Ruling}, true
}

// ruleWords is what a rule's chip opens: a title and the words, the
// rulebook's own or the app's ruling.
func ruleWords(r engine.Rule) (title, text string) {
	if rl, ok := ruleReading(r); ok {
		return rulingTitle, kit.Sentence(rl.topic) + ": " + rl.sentence
	}
	var parts []string
	for _, p := range rulebookPassages[r] {
		if t := rulebookText(p); t != "" {
			parts = append(parts, t)
		}
	}
	if len(parts) == 0 {
		return "Rulebook: " + r.String(), "The rulebook's section " + r.String() + "."
	}
	return "Rulebook: " + r.String(), strings.Join(parts, "\n\n")
}

// rulebookText is passage p of the shipped rulebook, its blank lines left
// out; "" when it is not found.
func rulebookText(p passage) string {
	lines := strings.Split(assets.Rulebook, "\n")
	start := -1
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if start < 0 && strings.HasPrefix(strings.TrimPrefix(l, "- "), strings.TrimPrefix(p.from, "- ")) {
			start = i
		}
		if start >= 0 && strings.HasSuffix(l, p.to) {
			return tidyRulebook(lines[start : i+1])
		}
	}
	return ""
}

// tidyRulebook joins rulebook lines without blank lines or print marks.
func tidyRulebook(lines []string) string {
	var out []string
	for _, l := range lines {
		l = strings.TrimSpace(strings.ReplaceAll(l, "**", ""))
		if l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// RuleChip is a small button naming rule r; a tap opens its words. Its
// words wrap, so that large text never widens a phone screen.
func RuleChip(r engine.Rule, w fyne.Window) *fyne.Container {
	icon := theme.FileTextIcon()
	if _, ok := ruleReading(r); ok {
		icon = theme.QuestionIcon()
	}
	chip, _ := WrapButton(ruleLabel(r), icon, func() { showRule(r, w) })
	return chip
}

// showRule opens the words of rule r in a dialog.
func showRule(r engine.Rule, w fyne.Window) {
	title, text := ruleWords(r)
	body := kit.NewWrapLabel(text)
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(280, 220))
	d := dialog.NewCustom(title, "Close", scroll, w)
	d.Resize(fyne.NewSize(min(w.Canvas().Size().Width-24, 520), 420))
	d.Show()
}
