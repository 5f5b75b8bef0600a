package learn

import (
	"embed"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

//go:embed battles/*.battle
var battleFiles embed.FS

// Lesson is one lesson of the course: a few pages of plain words and, for
// the lessons about battles, a battle that is played and quizzed step by
// step.
type Lesson struct {
	ID     string // stable, for progress: "attack"
	Part   string // the part of the rulebook it teaches (PartGame ...)
	Title  string
	Pages  []Page
	Battle string // the name of its battle (battles/NAME.battle), "" for none
}

// Page is one screen of a lesson: our words, and the rulebook's own words
// where the rulebook is the authority.
type Page struct {
	Text  string
	Quote string // "" for none
}

// Course returns the lessons in the rulebook's order, as a fresh slice.
func Course() []Lesson {
	return append([]Lesson(nil), course...)
}

// Find returns the lesson with id.
func Find(id string) (Lesson, bool) {
	for _, l := range course {
		if l.ID == id {
			return l, true
		}
	}
	return Lesson{}, false
}

// Quiz is a battle ready to be played with its questions.
type Quiz struct {
	Match     *engine.Match
	Steps     []Step
	Result    engine.Result
	Questions []Question
}

// NewQuiz makes the quiz of a settled battle: its steps (as Play returns
// them) and its questions.
func NewQuiz(m *engine.Match, steps []Step, res engine.Result) *Quiz {
	return &Quiz{Match: m, Steps: steps, Result: res, Questions: Questions(m.Battle, steps)}
}

// Quiz plays the lesson's battle with its own rocks and returns its quiz;
// nil for a lesson without a battle.
func (l Lesson) Quiz() (*Quiz, error) {
	if l.Battle == "" {
		return nil, nil
	}
	src, err := battleFiles.ReadFile("battles/" + l.Battle + ".battle")
	if err != nil {
		return nil, problem.Newf("learn", "lesson %s: no battle called %q", l.ID, l.Battle)
	}
	b, err := engine.ParseBattle(string(src), nil)
	if err != nil {
		return nil, problem.Newf("learn", "lesson %s: battle %s: %w", l.ID, l.Battle, err)
	}
	m, err := engine.NewMatch(b, nil)
	if err != nil {
		return nil, problem.Newf("learn", "lesson %s: battle %s: %w", l.ID, l.Battle, err)
	}
	steps, res, err := Play(m, m.Dice(nil))
	if err != nil {
		return nil, problem.Newf("learn", "lesson %s: battle %s: %w", l.ID, l.Battle, err)
	}
	return NewQuiz(m, steps, res), nil
}

// quotes are the rulebook's words for the rules the questions apply.
var quotes = map[engine.Rule]string{
	engine.RuleFAQNine: "If pets attack each other 9 times in a row, they both faint and the battle proceeds.",
	engine.RuleTiming4: "Each pet deals damage equal to its power to the opposing pet. ... if it has damage on it equal to or higher than its power, it also Faints.",
	engine.RuleNote2:   "When resolving multiple abilities at the same time, the First Player resolves their abilities first.",
	engine.RuleRocks:   "Each time you roll rock dice, they deal a single instance of damage equal to the total roll.",
	engine.RuleNote7:   "If only one player has a pet remaining in their active zone, that player has won the battle and claims the current round's trophy. If neither player has a pet remaining, the battle has ended in a draw",
}
