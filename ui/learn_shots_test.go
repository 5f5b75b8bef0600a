package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sapcompanion/sapcompanion/engine"
)

// The Learn screen's states for TestScreenshots: the lessons with some
// progress, a lesson's page with the rulebook's words, a question on the
// board, its explanation after a wrong answer, the review, and the coach
// under a settled battle.
func init() {
	shots = append(shots,
		shot{Name: "learn-lessons", Setup: func(t *testing.T, u *App) {
			v := openLesson(t, u, "welcome")
			for range len(v.lesson.Pages) {
				test.Tap(v.next)
			}
		}},
		shot{Name: "learn-lesson", Setup: func(t *testing.T, u *App) {
			v := openLesson(t, u, "attack")
			test.Tap(v.next)
		}},
		shot{Name: "learn-question", Setup: func(t *testing.T, u *App) {
			v := openLesson(t, u, "example-b")
			toQuestions(t, v)
		}},
		shot{Name: "learn-explanation", Setup: func(t *testing.T, u *App) {
			v := openLesson(t, u, "example-b")
			toQuestions(t, v)
			test.Tap(v.answers[wrongChoice(v.quiz.Questions[0])].Btn)
		}},
		shot{Name: "learn-review", Setup: func(t *testing.T, u *App) {
			v := openLesson(t, u, "attack")
			toQuestions(t, v)
			test.Tap(v.answers[wrongChoice(v.quiz.Questions[0])].Btn)
			test.Tap(v.next)
			test.Tap(v.answers[wrongChoice(v.quiz.Questions[1])].Btn)
			u.learn().backHome()
			test.Tap(u.learn().reviewBtn)
		}},
		shot{Name: "battle-coach", Setup: func(t *testing.T, u *App) {
			p := settleExampleB(t, u)
			test.Tap(p.coach.asks[engine.PlayerA].Btn)
			p.coach.wait()
			p.scroll.ScrollToBottom()
		}},
	)
}
