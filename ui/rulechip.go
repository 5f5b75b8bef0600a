package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"

	"github.com/sapcompanion/sapcompanion/assets"
	"github.com/sapcompanion/sapcompanion/engine"
)

// passage is a piece of the rulebook's text: from the first line that starts
// with from (a leading "- " aside), through the end of the first line after
// it that ends with to.
type passage struct{ from, to string }

// rulebookPassages are the rulebook's own words for each rule the battle
// log cites.
var rulebookPassages = map[engine.Rule][]passage{
	engine.RuleBattlePhase: {{"1. BATTLE PREP:", "place your deck face-up in front of you."},
		{"AUTO BATTLE:", "cannot play a pet."}},
	engine.RulePlayStep: {{"Play: If you do not have a pet", "move to the Trophy Phase."}},
	engine.RuleTiming1:  {{"1. Food and pets are played", "proceed to the Trophy Phase."}},
	engine.RuleTiming2: {{"- When resolving multiple abilities", "abilities trigger even if they're marked as fainted."},
		{"2. Resolve any **Play** abilities", "in player order."}},
	engine.RuleTiming3: {{"3. Faint: Any active pets", "proceed to step 4 (Attack)."}},
	engine.RuleTiming4: {{"- When resolving multiple abilities", "abilities trigger even if they're marked as fainted."},
		{"4. Attack: Active pets deal damage", "in player order."}},
	engine.RuleTiming5:     {{"5. Faint: Any active pets", "return to step 4 (Attack)."}},
	engine.RulePerks:       {{"Perks: Perk foods", "discard the first one."}, {"- If you play a food card", "next to your deck."}},
	engine.RuleRocks:       {{"Rocks: Throwing", "single instance of damage."}, {"Q: Does Rock damage", "it hurts the target."}, {"Q: When rolling multiple rock dice", "equal to the total roll."}},
	engine.RuleHitHurt:     {{"Hit/Hurt:", "but not as being hurt."}},
	engine.RuleFaintKO:     {{"Faint/KO:", "it has KO'd it."}},
	engine.RuleSetAside:    {{"Set-Aside:", "(like Shark),"}, {"set-aside pets DO count", "as fainted pets."}},
	engine.RuleFAQRocks:    {{"Q: Does Rock damage", "it hurts the target."}},
	engine.RuleFAQInstance: {{"Q: When rolling multiple rock dice", "equal to the total roll."}},
	engine.RuleFAQSkunk:    {{"Q: If a pet loses power", "the pet faints."}},
	engine.RuleFAQNine:     {{"- Q: What happens if two pets", "the battle proceeds."}},
	engine.RuleFAQDolphins: {{"- Q: How do two Dolphins", "before its ability resolves."}},
	engine.RuleFAQDog:      {{"- Q: But what if the first player's Dolphin", "(see Advanced Timing)."}},
	engine.RuleTrumpets:    {{"Trumpets are a resource", "to the supply."}, {"- When you are out of cards", "discard your Trumpets."}},
	engine.RuleMana:        {{"Mana is a resource", "throughout the game."}},
	engine.RuleAilments:    {{"Ailments are temporary cards", "return all Ailments to the supply."}},
}

// rulings are the app's own readings where the rulebook is open, one
// sentence each (docs/rules.md has them in full).
var rulings = map[engine.Rule]ruling{
	engine.RuleNote1:  {"marked fainted", "A pet is marked fainted the moment its damage reaches its power: from then on it cannot gain power, its abilities still trigger, and it leaves the active zone only at a Faint step."},
	engine.RuleNote2:  {"what resolves together", "The Play abilities of the pets just played all resolve first, the First Player's first; the Hit, Hurt, Faint and KO abilities they cause then resolve together, the First Player's first, and whatever those cause resolves next, together again."},
	engine.RuleNote3:  {"order of abilities", "Each player may choose the order of their own abilities that trigger together; the app uses the order in which they triggered and says so when another order would change the result."},
	engine.RuleNote4:  {"rocks", "All the dice of one throw add up to one instance of damage: it hurts when it is above 0, and it is never an attack."},
	engine.RuleNote5:  {"Spooked and Exposed", "Spooked lowers only the damage of an attack; Exposed raises every hit, from attacks and rocks alike."},
	engine.RuleNote6:  {"9 attacks", "When the same two pets have attacked each other 9 times in a row, both are marked fainted after the 9th attack and the battle goes on."},
	engine.RuleNote7:  {"the end of the battle", "The battle ends when a player has no cards left and no pet in the active zone (after a Golden Retriever, if they have Trumpets): the player with a pet wins, and with neither it is a draw."},
	engine.RuleNote8:  {"a battle that never ends", "A battle that would never end is stopped at a fixed limit, with a message that says so."},
	engine.RuleNote10: {"power 0", "A pet whose power is 0, printed or lowered to 0, is marked fainted at once, even with no damage on it, and its Play ability still resolves."},
	engine.RuleNote11: {"the 9th attack", "The 9-attack rule marks both pets only when both are still unmarked after the 9th attack; if that attack marked one of them, only that pet faints."},
	engine.RuleNote12: {"Trumpets and the Golden Retriever", "When a Golden Retriever leaves the active zone, its owner discards all their Trumpets, also those gained while it was in play."},
	engine.RuleNote13: {"a throw of 0 dice", "When the number of dice to throw comes to 0, nothing is thrown and nothing is hit; 0 damage is a hit, but not a hurt."},
	engine.RuleNote14: {"the players' choices", "Each player chooses the order of their own abilities and whether to spend Trumpets or Mana; the app takes the usual choice and says when another would change the result."},
	engine.RuleNote16: {"set aside at once", "A pet that is set aside while it is not marked fainted leaves the active zone at once, and counts as fainted from then on."},
	engine.RuleNote17: {"set-aside KOs", "When the waiting effect of a set-aside pet makes a pet faint, the set-aside pet has KO'd it; a pet that is already set aside cannot be set aside again."},
}

// ruling is the app's reading of an open rule: a short topic and the
// ruling in one sentence.
type ruling struct{ topic, sentence string }

// rulingTitle heads the app's own readings, wherever they are shown.
const rulingTitle = "How this app reads the rules"

// ruleLabel is the words on a rule's chip: the rulebook's section, or the
// topic of the app's reading.
func ruleLabel(r engine.Rule) string {
	if rl, ok := ruleReading(r); ok {
		return "How we read it: " + rl.topic
	}
	return "Rulebook: " + r.String()
}

// ruleReading is the app's reading for rule r, when r is one of the app's
// own rulings rather than a section of the rulebook.
func ruleReading(r engine.Rule) (ruling, bool) {
	if rl, ok := rulings[r]; ok {
		return rl, true
	}
	if strings.HasPrefix(r.String(), "Interpretation") {
		return ruling{"a ruling", "Where the rulebook leaves this open, the app follows the ruling written down in its rules page."}, true
	}
	return ruling{}, false
}

// ruleWords is what a rule's chip opens: a title and the words, the
// rulebook's own or the app's ruling.
func ruleWords(r engine.Rule) (title, text string) {
	if rl, ok := ruleReading(r); ok {
		return rulingTitle, sentence(rl.topic) + ": " + rl.sentence
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

// ruleChip is a small button naming rule r; a tap opens its words. Its
// words wrap, so that large text never widens a phone screen.
func ruleChip(r engine.Rule, w fyne.Window) *fyne.Container {
	icon := theme.FileTextIcon()
	if _, ok := ruleReading(r); ok {
		icon = theme.QuestionIcon()
	}
	chip, _ := wrapButton(ruleLabel(r), icon, func() { showRule(r, w) })
	return chip
}

// showRule opens the words of rule r in a dialog.
func showRule(r engine.Rule, w fyne.Window) {
	title, text := ruleWords(r)
	body := newWrapLabel(text)
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(280, 220))
	d := dialog.NewCustom(title, "Close", scroll, w)
	d.Resize(fyne.NewSize(min(w.Canvas().Size().Width-24, 520), 420))
	d.Show()
}
