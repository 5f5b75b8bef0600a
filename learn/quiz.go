package learn

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Step is one entry of a settled battle with the table as it stood just
// after the entry.
type Step struct {
	Entry engine.Entry
	State engine.State
}

// Play settles m with dice d and returns every step with the table after
// it, and the result.
func Play(m *engine.Match, d engine.Dice) ([]Step, engine.Result, error) {
	var lg engine.Log
	var steps []Step
	res, err := m.ResolveWatched(d, &lg, func(e engine.Entry, st *engine.State) {
		steps = append(steps, Step{Entry: e, State: *st})
	})
	if err != nil {
		return nil, engine.Undecided, problem.Newf("learn", "the battle stopped: %w", err)
	}
	return steps, res, nil
}

// Kind is what a question asks.
type Kind uint8

// The kinds of question.
const (
	AskFaint  Kind = iota // which pets faint after an attack
	AskFirst              // whose ability resolves first
	AskDamage             // how much damage a throw of rocks deals
	AskWinner             // who wins the battle
)

// Question is one "What happens next?" question: the battle pauses before
// step At, and the answer is Choices[Right].
type Question struct {
	Kind    Kind
	At      int // the step the question is about; the table shows the steps before it
	Seen    int // the step after which the table shows the answer
	Prompt  string
	Choices []string // 2 to 4, all different
	Right   int      // index in Choices
	Explain string   // why, in plain words
	Rule    engine.Rule
	Quote   string // the rulebook's words for the rule, when it has them
}

// ID names the question within its battle, the same every time the battle
// is played the same way ("faint@14").
func (q Question) ID() string {
	return fmt.Sprintf("%s@%d", [...]string{"faint", "first", "damage", "winner"}[q.Kind], q.At)
}

// Questions makes the questions of a settled battle from its steps: one
// before every attack (which pets faint), every batch where both players
// have abilities (whose goes first), every throw of rocks (how much damage)
// and the end (who wins). b gives the players' names.
func Questions(b *engine.Battle, steps []Step) []Question {
	var qs []Question
	for i, st := range steps {
		var q *Question
		switch e := st.Entry; e.Event {
		case engine.EventAttack:
			q = faintQuestion(b, steps, i)
		case engine.EventBatch:
			q = firstQuestion(b, steps, i)
		case engine.EventThrow:
			q = damageQuestion(b, steps, i)
		case engine.EventEnd:
			q = winnerQuestion(b, steps, i)
		}
		if q != nil && !repeats(qs, q) {
			q.Quote = quotes[q.Rule]
			qs = append(qs, *q)
		}
	}
	return qs
}

// repeats reports whether q asks what the question before it asked, with
// the same answer (the same two pets attacking again, nobody fainting).
func repeats(qs []Question, q *Question) bool {
	if len(qs) == 0 {
		return false
	}
	last := qs[len(qs)-1]
	return last.Kind == q.Kind && last.Prompt == q.Prompt && last.Right == q.Right
}

// PlayerName is player p's name in b, "Player A" when it has none.
func PlayerName(b *engine.Battle, p engine.Player) string {
	if n := strings.TrimSpace(b.Names[p]); n != "" {
		return n
	}
	return "Player " + p.String()
}

// petOf writes "Ana's Ant".
func petOf(b *engine.Battle, p engine.Player, pet string) string {
	return words.Possessive(PlayerName(b, p)) + " " + pet
}

// activeName is the name of player p's active pet in st, "" when none.
func activeName(st *engine.State, p engine.Player) string {
	pet, ok := st.Active(p)
	if !ok {
		return ""
	}
	return st.Table().Name(pet.Card)
}

// before is the table just before step i.
func before(steps []Step, i int) *engine.State {
	if i == 0 {
		return &steps[0].State
	}
	return &steps[i-1].State
}

// faintStep returns the index of the first step after the attack at step
// i and the abilities it triggered: the Faint step, or the next attack when
// nobody fainted; len(steps) at the end.
func faintStep(steps []Step, i int) int {
	for j := i + 1; j < len(steps); j++ {
		if e := steps[j].Entry; e.Step != 4 || e.Event == engine.EventAttack {
			return j
		}
	}
	return len(steps)
}

// faintQuestion asks which pets faint after the attack at step i.
func faintQuestion(b *engine.Battle, steps []Step, i int) *Question {
	names, hit := attackHits(steps, i)
	if names[0] == "" || names[1] == "" {
		return nil
	}
	end := faintStep(steps, i)
	a, c := petOf(b, engine.PlayerA, names[0]), petOf(b, engine.PlayerB, names[1])
	q := &Question{Kind: AskFaint, At: i, Rule: engine.RuleTiming4,
		Prompt:  fmt.Sprintf("%s and %s are about to attack each other. Which of them faints?", a, c),
		Choices: []string{"Only " + a, "Only " + c, "Both of them", "Neither of them"},
		Right:   faintAnswer(steps, end)}
	for _, s := range steps[i:end] {
		if s.Entry.Rule == engine.RuleFAQNine || s.Entry.Rule == engine.RuleNote6 {
			q.Rule = engine.RuleFAQNine
		}
	}
	q.Explain = faintWords(b, steps, i, hit, end, names)
	q.Seen = end - 1
	return q
}

// attackHits finds the damage the attack at step i deals: the pet each
// player's side hits (by name; "" when a side is not hit) and the step of
// the attack's last damage, after which the table shows both hits.
func attackHits(steps []Step, i int) (names [2]string, hit int) {
	hit = i
	for j := i + 1; j < len(steps); j++ {
		e := steps[j].Entry
		if e.Event != engine.EventDamage || e.Batch != 0 || e.TargetPlayer >= engine.NoPlayer {
			break
		}
		names[e.TargetPlayer], hit = e.Target, j
	}
	return names, hit
}

// faintAnswer is the index of the right answer of a faint question from
// the Faint step that starts at end: Only A, only B, both, neither.
func faintAnswer(steps []Step, end int) int {
	var faints [2]bool
	for j := end; j < len(steps) && steps[j].Entry.Event == engine.EventFaint && steps[j].Entry.Batch == 0; j++ {
		if p := steps[j].Entry.Player; p < engine.NoPlayer {
			faints[p] = true
		}
	}
	return answerOf(faints)
}

// answerOf is the index of a faint question's answer for the pets that
// faint: Only A, only B, both, neither.
func answerOf(faints [2]bool) int {
	switch {
	case faints[0] && faints[1]:
		return 2
	case faints[0]:
		return 0
	case faints[1]:
		return 1
	}
	return 3
}

// faintWords says, for the attack at step i whose damage is dealt by step
// hit and whose abilities end before step end, how much damage each pet has
// on its power once hit, with the power the board showed when the question
// was asked, and so whether it faints; then what the abilities that went
// off after the attack changed.
func faintWords(b *engine.Battle, steps []Step, i, hit, end int, names [2]string) string {
	var parts []string
	for p := range 2 {
		pl := engine.Player(p)
		pet, ok := steps[hit].State.Active(pl)
		if !ok {
			continue
		}
		later, ok := steps[end-1].State.Active(pl)
		if !ok || later.Card != pet.Card {
			later = pet // the pet left at once: the hit is what counts
		}
		parts = append(parts, petWords(petOf(b, pl, names[p]), pet, later))
	}
	parts = append(parts, "Each pet deals damage equal to its power, and damage never makes a pet deal less.")
	if cardsChange(steps, i, hit) {
		parts = append(parts, "Here cards on the pets change the damage the attack deals.")
	}
	return strings.Join(parts, " ")
}

// petWords says how the pet called who stands once the attack has hit it
// (hit) and once the abilities that the attack set off have resolved
// (later): its damage on its power and whether it faints.
func petWords(who string, hit, later engine.ActivePet) string {
	const (
		faints = "that is its power or more, so it faints."
		nine   = "but the same two pets have now attacked each other 9 times in a row, so it faints."
	)
	dmg := func(p engine.ActivePet) string {
		return fmt.Sprintf("%s on power %d", words.Count(p.Damage, "damage", "damage"), p.Power)
	}
	same := later.Power == hit.Power && later.Damage == hit.Damage
	switch {
	case hit.Marked:
		return fmt.Sprintf("%s ends up with %s: %s", who, dmg(hit), faints)
	case same && later.Marked:
		return fmt.Sprintf("%s has only %s, %s", who, dmg(hit), nine)
	case same:
		return fmt.Sprintf("%s ends up with %s: less than its power, so it stays.", who, dmg(hit))
	}
	head := fmt.Sprintf("The attack leaves %s with %s: less than its power. Then abilities that went off after the attack bring it to %s", who, dmg(hit), dmg(later))
	switch {
	case later.Marked && later.Damage < later.Power:
		return head + ", " + nine
	case later.Marked:
		return head + ": " + faints
	}
	return head + ": still less than its power, so it stays."
}

// cardsChange reports whether the attack at step i, whose damage is dealt
// by step hit, deals damage other than the attackers' power: cards on the
// pets (ailments, perks) change it.
func cardsChange(steps []Step, i, hit int) bool {
	st := before(steps, i)
	for _, s := range steps[i+1 : hit+1] {
		e := s.Entry
		if pet, ok := st.Active(e.TargetPlayer.Other()); ok && pet.Power != e.Amount {
			return true
		}
	}
	return false
}

// triggerIn finds the trigger an ability line names: "A's Ant: Faint: ...".
var triggerIn = regexp.MustCompile(`: (Play|Hurt|Hit|Faint|KO): `)

// abilityName writes "Ana's Ant (Faint)" for an ability entry.
func abilityName(b *engine.Battle, e engine.Entry) string {
	name := petOf(b, e.Player, e.Source)
	if m := triggerIn.FindStringSubmatch(e.Text); m != nil {
		return name + " (" + m[1] + ")"
	}
	if strings.Contains(e.Text, "(set aside)") {
		return name + " (set aside)"
	}
	return name
}

// firstQuestion asks whose ability goes first in the batch headed at step
// i, when both players have one in it.
func firstQuestion(b *engine.Battle, steps []Step, i int) *Question {
	batch := steps[i].Entry.Batch
	var choices []string
	var seen [2]bool
	last := i
	for j := i + 1; j < len(steps) && steps[j].Entry.Batch == batch; j++ {
		last = j
		e := steps[j].Entry
		if e.Event != engine.EventAbility || e.Player >= engine.NoPlayer {
			continue
		}
		seen[e.Player] = true
		if n := abilityName(b, e); len(choices) < 4 && !slices.Contains(choices, n) {
			choices = append(choices, n)
		}
	}
	if !seen[0] || !seen[1] || len(choices) < 2 {
		return nil
	}
	first := steps[i].State.First()
	q := &Question{Kind: AskFirst, At: i, Seen: last, Rule: engine.RuleNote2,
		Prompt:  "These abilities all trigger at the same time. Which one resolves first?",
		Choices: choices}
	q.Explain = fmt.Sprintf("%s holds the First Player token, so %s abilities resolve first, in the order they triggered; %s goes first. Then the other player's abilities resolve.",
		PlayerName(b, first), words.Possessive(PlayerName(b, first)), choices[0])
	return shuffled(q, i)
}

// shuffled moves the right answer (first in Choices) to a place that
// depends on seed, so that it is not always the first choice.
func shuffled(q *Question, seed int) *Question {
	k := seed % len(q.Choices)
	q.Choices[0], q.Choices[k] = q.Choices[k], q.Choices[0]
	q.Right = k
	return q
}

// damageQuestion asks how much damage the throw of rocks at step i deals.
func damageQuestion(b *engine.Battle, steps []Step, i int) *Question {
	t := steps[i].Entry
	if i+1 >= len(steps) || steps[i+1].Entry.Event != engine.EventDamage || len(t.Dice) == 0 {
		return nil
	}
	hit := steps[i+1].Entry.Amount
	choices := []string{words.Count(hit, "damage", "damage")}
	for _, n := range []int{hit + 1, slices.Max(t.Dice), len(t.Dice), 0, hit + 2} {
		if s := words.Count(n, "damage", "damage"); len(choices) < 4 && !slices.Contains(choices, s) {
			choices = append(choices, s)
		}
	}
	dice := make([]string, len(t.Dice))
	sum := 0
	for k, d := range t.Dice {
		dice[k] = fmt.Sprint(d)
		sum += d
	}
	target := petOf(b, t.TargetPlayer, t.Target)
	q := &Question{Kind: AskDamage, At: i, Seen: i + 1, Rule: engine.RuleRocks, Choices: choices,
		Prompt: fmt.Sprintf("%s throws %s at %s. The dice show %s. How much damage does %s take?",
			petOf(b, t.Player, t.Source), words.Count(len(t.Dice), "rock", "rocks"), target, words.JoinAnd(dice), target)}
	q.Explain = fmt.Sprintf("All the dice of one throw add up to one instance of damage: %s makes %d.", strings.Join(dice, " + "), sum)
	if hit != sum {
		q.Explain += fmt.Sprintf(" Cards on %s change the damage it takes, so it takes %d.", target, hit)
	}
	if hit == 0 {
		q.Explain += " 0 damage is a hit, but not a hurt: Hit abilities go off, Hurt abilities do not. And rocks are never an attack."
	} else {
		q.Explain += " Rocks hurt, but they are not an attack."
	}
	return shuffled(q, i)
}

// winnerQuestion asks who wins, before the steps that end the battle at i.
func winnerQuestion(b *engine.Battle, steps []Step, i int) *Question {
	at := i
	for at > 0 && steps[at-1].Entry.Step == 1 && steps[at-1].Entry.Event != engine.EventBegin {
		at--
	}
	a, c := PlayerName(b, engine.PlayerA), PlayerName(b, engine.PlayerB)
	q := &Question{Kind: AskWinner, At: at, Seen: i, Rule: engine.RuleNote7,
		Prompt:  "The battle is nearly over. Who wins it?",
		Choices: []string{a + " wins", c + " wins", "Nobody: it is a draw"}}
	end := &steps[i].State
	pa, pb := activeName(end, engine.PlayerA), activeName(end, engine.PlayerB)
	switch steps[i].Entry.Player {
	case engine.PlayerA:
		q.Right = 0
		q.Explain = fmt.Sprintf("%s has no pet left to play, and %s still has the %s in the active zone, so %s wins the battle and the round's trophy.", c, a, pa, a)
	case engine.PlayerB:
		q.Right = 1
		q.Explain = fmt.Sprintf("%s has no pet left to play, and %s still has the %s in the active zone, so %s wins the battle and the round's trophy.", a, c, pb, c)
	default:
		q.Right = 2
		q.Explain = "Neither player has a pet left in the active zone, so the battle is a draw: nobody gets the trophy, and it leaves the game."
	}
	return q
}
