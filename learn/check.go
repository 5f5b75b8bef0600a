package learn

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Check checks lesson l: it has pages of words, and when it has a battle,
// the battle plays to the end, makes at least one question, and every
// question's right answer is what the engine's table shows (see
// CheckQuiz). It returns the number of questions checked.
func Check(l Lesson) (int, error) {
	if l.ID == "" || l.Title == "" || len(l.Pages) == 0 {
		return 0, problem.Newf("learn", "lesson %q has no id, title or pages", l.Title)
	}
	for k, p := range l.Pages {
		if strings.TrimSpace(p.Text) == "" {
			return 0, problem.Newf("learn", "lesson %s: page %d has no words", l.ID, k+1)
		}
	}
	quiz, err := l.Quiz()
	if err != nil || quiz == nil {
		return 0, err
	}
	if len(quiz.Questions) == 0 {
		return 0, problem.Newf("learn", "lesson %s: its battle %s makes no question", l.ID, l.Battle)
	}
	again, err := quiz.Match.Resolve(quiz.Match.Dice(nil), nil)
	if err != nil {
		return 0, problem.Newf("learn", "lesson %s: battle %s does not play again: %w", l.ID, l.Battle, err)
	}
	if again != quiz.Result {
		return 0, problem.Newf("learn", "lesson %s: battle %s ends %s when played again, not %s", l.ID, l.Battle, again, quiz.Result)
	}
	if err := CheckQuiz(quiz); err != nil {
		return 0, problem.Newf("learn", "lesson %s: %w", l.ID, err)
	}
	return len(quiz.Questions), nil
}

// CheckQuiz checks every question of quiz against the engine's table
// rather than the log the questions were made from: the pets the table
// marks fainted after an attack, the damage a throw adds to its target, the
// First Player's abilities going first, and the result of the battle.
func CheckQuiz(quiz *Quiz) error {
	for _, q := range quiz.Questions {
		if err := checkShape(q, len(quiz.Steps)); err != nil {
			return fmt.Errorf("question %s: %w", q.ID(), err)
		}
		want, err := rightByTable(quiz, q)
		if err != nil {
			return fmt.Errorf("question %s: %w", q.ID(), err)
		}
		if want != q.Right {
			return fmt.Errorf("question %s (%s): the answer is %q, but the engine's table says %q", q.ID(), q.Prompt, q.Choices[q.Right], q.Choices[want])
		}
	}
	return nil
}

// checkShape checks what every question needs: 2 to 4 different choices,
// a right one among them, words, and a place in the battle.
func checkShape(q Question, steps int) error {
	switch {
	case len(q.Choices) < 2 || len(q.Choices) > 4:
		return fmt.Errorf("it has %d choices, not 2 to 4", len(q.Choices))
	case q.Right < 0 || q.Right >= len(q.Choices):
		return fmt.Errorf("its right answer %d is not one of its %d choices", q.Right, len(q.Choices))
	case q.Prompt == "" || q.Explain == "":
		return fmt.Errorf("it has no question or no explanation")
	case q.At <= 0 || q.At >= steps:
		return fmt.Errorf("it pauses at step %d of %d", q.At, steps)
	case q.Seen < q.At || q.Seen >= steps:
		return fmt.Errorf("its answer shows at step %d, not from step %d to %d", q.Seen, q.At, steps-1)
	}
	for k, c := range q.Choices {
		if slices.Index(q.Choices, c) != k {
			return fmt.Errorf("the choice %q is there twice", c)
		}
	}
	return nil
}

// rightByTable is the index of the answer the engine's table gives.
func rightByTable(quiz *Quiz, q Question) (int, error) {
	steps := quiz.Steps
	switch q.Kind {
	case AskFaint:
		st := &steps[faintStep(steps, q.At)-1].State
		var marked [2]bool
		for p := range 2 {
			pet, ok := st.Active(engine.Player(p))
			marked[p] = ok && pet.Marked
		}
		return answerOf(marked), nil
	case AskDamage:
		t := steps[q.At].Entry
		was, ok1 := steps[q.At].State.Active(t.TargetPlayer)
		now, ok2 := steps[q.At+1].State.Active(t.TargetPlayer)
		if !ok1 || !ok2 {
			return 0, fmt.Errorf("the pet hit is not in the active zone")
		}
		return choiceWith(q, strconv.Itoa(now.Damage-was.Damage)+" damage")
	case AskFirst:
		// The table knows who holds the token, not the order within one
		// player's abilities: the answer must be one of that player's.
		first := PlayerName(quiz.Match.Battle, steps[q.At].State.First())
		if strings.HasPrefix(q.Choices[q.Right], first) {
			return q.Right, nil
		}
		return choiceWith(q, first)
	case AskWinner:
		res := steps[len(steps)-1].State.Result()
		if res != quiz.Result {
			return 0, fmt.Errorf("the table ends %s, the battle %s", res, quiz.Result)
		}
		return map[engine.Result]int{engine.AWins: 0, engine.BWins: 1, engine.Draw: 2}[res], nil
	}
	return 0, fmt.Errorf("unknown kind of question %d", q.Kind)
}

// choiceWith is the index of the first choice that starts with prefix.
func choiceWith(q Question, prefix string) (int, error) {
	for k, c := range q.Choices {
		if strings.HasPrefix(c, prefix) {
			return k, nil
		}
	}
	return 0, fmt.Errorf("no choice starts with %q", prefix)
}
