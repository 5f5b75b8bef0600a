package learnui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// tapIn taps the first button found in o (a wrapButton's container).
func tapIn(t *testing.T, o fyne.CanvasObject) {
	t.Helper()
	var find func(o fyne.CanvasObject) *widget.Button
	find = func(o fyne.CanvasObject) *widget.Button {
		if b, ok := o.(*widget.Button); ok {
			return b
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, x := range c.Objects {
				if b := find(x); b != nil {
					return b
				}
			}
		}
		return nil
	}
	b := find(o)
	require.NotNil(t, b, "no button to tap")
	test.Tap(b)
}

// openLesson opens the lesson with id from the Learn tab's list.
func openLesson(t *testing.T, u *testApp, id string) *lessonView {
	t.Helper()
	require.Contains(t, u.learn().rows, id)
	tapIn(t, u.learn().rows[id])
	require.Equal(t, u.learn().lesson.content, u.learn().content.Objects[0], "the lesson is on show")
	return u.learn().lesson
}

// toQuestions taps Next through the lesson's pages to its first question.
func toQuestions(t *testing.T, v *lessonView) {
	t.Helper()
	for range len(v.lesson.Pages) - 1 {
		require.Equal(t, "Next", v.next.Text)
		test.Tap(v.next)
	}
	require.Equal(t, "Start the battle", v.next.Text)
	test.Tap(v.next)
}

// wrongChoice is a choice of q that is not the right one.
func wrongChoice(q learn.Question) int { return (q.Right + 1) % len(q.Choices) }

func TestALessonAnsweredRightAndWrongExplainsAndIsKept(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := openLesson(t, u, "attack")
	assert.Contains(t, v.header.Text, "page 1 of 3")
	assert.Contains(t, uitest.LabelsIn(v.body), "the two pets attack each other at the same time")
	test.Tap(v.next)
	assert.Contains(t, uitest.LabelsIn(v.body), "The rulebook says:\n“Note: Damage on a pet does not reduce how much damage it deals.")
	toQuestions(t, &lessonView{lesson: learn.Lesson{Pages: v.lesson.Pages[1:]}, next: v.next})

	q := v.quiz.Questions[0]
	assert.Equal(t, learn.AskFaint, q.Kind)
	assert.Contains(t, uitest.LabelsIn(v.body), "Ana's Ant and Ben's Peacock are about to attack each other. Which of them faints?")
	assert.True(t, v.next.Disabled(), "no going on before answering")
	assert.NotContains(t, uitest.LabelsIn(v.board), "marked fainted", "the board shows the table before the attack")
	test.Tap(v.answers[wrongChoice(q)].Btn)
	assert.Contains(t, uitest.LabelsIn(v.board), "marked fainted", "the board moves on to the table that shows the answer")
	text := uitest.LabelsIn(v.body)
	assert.Contains(t, text, "Not quite. The answer is: Only Ana's Ant")
	assert.Contains(t, text, "Ana's Ant ends up with 2 damage on power 1: that is its power or more, so it faints.")
	assert.Contains(t, text, "The attack leaves Ben's Peacock with 1 damage on power 2: less than its power. Then abilities",
		"the Peacock's power as the question showed it, before its Hurt ability")
	assert.Contains(t, text, "The rulebook says:")
	assert.Equal(t, widget.DangerImportance, v.answers[wrongChoice(q)].Label.Importance)
	assert.Equal(t, widget.SuccessImportance, v.answers[q.Right].Label.Importance)
	assert.True(t, v.answers[q.Right].Btn.Disabled(), "one answer a question")

	for k := 1; k < len(v.quiz.Questions); k++ {
		test.Tap(v.next)
		test.Tap(v.answers[v.quiz.Questions[k].Right].Btn)
		assert.Contains(t, uitest.LabelsIn(v.body), "Right!")
	}
	assert.Equal(t, "See the end", v.next.Text)
	test.Tap(v.next)
	assert.Contains(t, uitest.LabelsIn(v.body), "Ben wins.")
	assert.Contains(t, uitest.LabelsIn(v.body), "1 question of this battle waits for you under Questions to review.")
	test.Tap(v.next)
	assert.Equal(t, u.learn().home, u.learn().content.Objects[0], "back to the lessons")
	assert.Equal(t, "Lessons done: 1 of 29. Questions answered right: 2 of 3.", u.learn().summary.Text)
	assert.Equal(t, "Questions to review (1)", u.learn().reviewBtn.Text)

	u.sess.Flush()
	again, _ := newTestAppWith(t, 2, u.store)
	assert.Equal(t, "Lessons done: 1 of 29. Questions answered right: 2 of 3.", again.learn().summary.Text, "the progress survives a restart")
	assert.Contains(t, uitest.LabelsIn(again.learn().rows["attack"]), "(done)")
	test.Tap(again.learn().reviewBtn)
	rv := again.learn().review
	review := uitest.LabelsIn(rv.content)
	assert.Contains(t, review, "Ana's Ant and Ben's Peacock are about to attack each other. Which of them faints?")
	assert.NotContains(t, review, "Only Ana's Ant faints", "asked again: the answer waits for the player's")
	require.Len(t, rv.asked, 1)
	test.Tap(rv.asked[0][q.Right].Btn)
	assert.Contains(t, uitest.LabelsIn(rv.content), "Right! It leaves the review.")
	assert.True(t, rv.asked[0][wrongChoice(q)].Btn.Disabled(), "one answer a question")
	assert.Empty(t, again.sess.Learn().Missed, "answered right: off the review")
}

func TestALessonWithoutABattleIsDoneAfterItsPages(t *testing.T) {
	u, _ := newTestApp(t, 1)
	v := openLesson(t, u, "setup")
	assert.True(t, v.prev.Disabled())
	for range len(v.lesson.Pages) - 1 {
		test.Tap(v.next)
	}
	assert.False(t, v.prev.Disabled())
	test.Tap(v.prev)
	assert.Contains(t, v.header.Text, "page 2 of 3")
	test.Tap(v.next)
	assert.Equal(t, "Finish the lesson", v.next.Text)
	test.Tap(v.next)
	assert.Equal(t, []string{"setup"}, u.sess.Learn().Done)
}

// Progress kept for a lesson no longer in the course (renamed in a later
// version) does not count as a lesson done.
func TestLessonsDoneCountOnlyTheCourse(t *testing.T) {
	u, _ := newTestApp(t, 1)
	course := learn.Course()
	require.NoError(t, u.sess.FinishLesson(course[0].ID))
	require.NoError(t, u.sess.FinishLesson("a-lesson-of-an-older-version"))
	u.learn().refresh()
	assert.True(t, strings.HasPrefix(u.learn().summary.Text, "Lessons done: 1 of "), u.learn().summary.Text)
}

// A question missed with an older app's explanation, which gave the
// Peacock the power it had only after its Hurt ability, is explained in
// the lesson's words of today.
func TestTheReviewExplainsInTodaysWords(t *testing.T) {
	u, _ := newTestApp(t, 1)
	old := session.Missed{Lesson: "attack", Question: "faint@5",
		Prompt: "Ana's Ant and Ben's Peacock are about to attack each other. Which of them faints?",
		Answer: "Only Ben's Peacock", Right: "Only Ana's Ant",
		Explain: "Ana's Ant ends up with 2 damage on power 1: that is its power or more, so it faints. Ben's Peacock ends up with 1 damage on power 3: less than its power, so it stays."}
	kept := old
	kept.Lesson, kept.Question = "", "faint@9" // a quiz on a battle of the player's own
	require.NoError(t, u.sess.RecordAnswer(old, false))
	require.NoError(t, u.sess.RecordAnswer(kept, false))
	u.learn().refresh()
	test.Tap(u.learn().reviewBtn)
	rv := u.learn().review
	require.Len(t, rv.asked, 1, "the lesson's question is asked again; the other battle's is shown")
	test.Tap(rv.asked[0][0].Btn)
	review := uitest.LabelsIn(rv.content)
	assert.Contains(t, review, "The attack leaves Ben's Peacock with 1 damage on power 2: less than its power.")
	assert.Equal(t, 1, strings.Count(review, "Ben's Peacock ends up with 1 damage on power 3"), "only the other battle's words are kept")
}

// After a wrong answer, one tap on Next, where it is on the screen, goes on
// to the next question; the answer does no work for the list of lessons,
// which is not on show, and the list is up to date once back.
func TestNextTakesTheFirstTapAfterAWrongAnswer(t *testing.T) {
	u, w := newTestApp(t, 1)
	v := openLesson(t, u, "play-step")
	toQuestions(t, v)
	q := v.quiz.Questions[0]
	require.Equal(t, v.answers[wrongChoice(q)].Btn, uitest.TapWhere(t, w, v.answers[wrongChoice(q)].Box))
	assert.Contains(t, uitest.LabelsIn(v.body), "Not quite.")
	assert.Equal(t, v.next, uitest.TapWhere(t, w, v.next), "Next is where it was, enabled")
	assert.Contains(t, v.header.Text, "what happens next? 2 of 3", "one tap on Next")
	assert.True(t, u.learn().stale, "the list of lessons, not on show, waits to be drawn again")

	u.learn().backHome()
	assert.Equal(t, "Questions to review (1)", u.learn().reviewBtn.Text, "the list is up to date once on show")
	assert.False(t, u.learn().reviewBtn.Disabled())
}
