package learnui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// shots lists the Learn tab's states, rendered in every look by
// TestScreenshots: the lessons with some progress, a lesson's page with the
// rulebook's words, a question on the board, its explanation after a wrong
// answer, and the review.
var shots = []uitest.Shot[*testApp]{
	{Name: "learn-lessons", Setup: func(t *testing.T, u *testApp) {
		v := openLesson(t, u, "welcome")
		for range len(v.lesson.Pages) {
			test.Tap(v.next)
		}
	}},
	{Name: "learn-lesson", Setup: func(t *testing.T, u *testApp) {
		v := openLesson(t, u, "attack")
		test.Tap(v.next)
	}},
	{Name: "learn-question", Setup: func(t *testing.T, u *testApp) {
		v := openLesson(t, u, "example-b")
		toQuestions(t, v)
	}},
	{Name: "learn-explanation", Setup: func(t *testing.T, u *testApp) {
		v := openLesson(t, u, "example-b")
		toQuestions(t, v)
		test.Tap(v.answers[wrongChoice(v.quiz.Questions[0])].Btn)
	}},
	{Name: "learn-review", Setup: func(t *testing.T, u *testApp) {
		v := openLesson(t, u, "attack")
		toQuestions(t, v)
		test.Tap(v.answers[wrongChoice(v.quiz.Questions[0])].Btn)
		test.Tap(v.next)
		test.Tap(v.answers[wrongChoice(v.quiz.Questions[1])].Btn)
		u.learn().backHome()
		test.Tap(u.learn().reviewBtn)
	}}}

// newShotApp builds the Learn tab as the app starts it, with look's theme
// and text size, in a window of look's size.
func newShotApp(t *testing.T, look uitest.Look) (*testApp, fyne.Window) {
	u, w := newTestAppIn(t, look.Settings(), 2024, session.NewDirStore(t.TempDir()))
	w.Resize(look.Size)
	return u, w
}

// TestScreenshots renders every state of the Learn tab in every look
// (uitest.Shots), with the layout checks. With SCREENSHOTS=DIR set it also
// writes them to DIR, every look.
func TestScreenshots(t *testing.T) {
	uitest.Shots(t, shots, nil, newShotApp)
}
