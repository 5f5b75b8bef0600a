package learnui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// This file is the "What happens next?" part of a lesson: the battle
// paused before a step, the question and its choices, and once answered,
// right or not, the answer explained with the rule.

// showQuestion shows question v.at on the board as the battle stands just
// before it, or the end of the battle after the last one.
func (v *lessonView) showQuestion() {
	if v.at >= v.questions() {
		v.showEnd()
		return
	}
	q := v.quiz.Questions[v.at]
	v.picked = -1
	v.header.SetText(fmt.Sprintf("%s · what happens next? %d of %d", v.lesson.Title, v.at+1, v.questions()))
	v.body.RemoveAll()
	v.board = container.NewStack(boardAt(v.quiz.Match, &v.quiz.Steps[q.At-1].State))
	v.body.Add(v.board)
	v.prompt = kit.NewWrapLabel(q.Prompt)
	v.prompt.SizeName = theme.SizeNameSubHeadingText
	v.body.Add(v.prompt)
	v.answers = v.answers[:0]
	for k, c := range q.Choices {
		a := board.NewWordsButton(c, theme.RadioButtonIcon(), func() { v.onAnswer(k) })
		v.answers = append(v.answers, a)
		v.body.Add(a.Box)
	}
	v.feedback = kit.NewWrapLabel("")
	v.feedback.TextStyle.Bold = true
	v.feedback.SizeName = theme.SizeNameSubHeadingText
	v.feedback.Hide()
	v.explain = container.NewVBox()
	v.body.Add(v.feedback)
	v.body.Add(v.explain)
	from := 0
	if v.at > 0 {
		from = v.quiz.Questions[v.at-1].At
	}
	if lines := soFar(v.quiz.Match, v.quiz.Steps, from, q.At); len(lines) > 0 {
		v.body.Add(kit.SectionTitle("What happened just before"))
		v.body.Add(kit.NewWrapLabel(joinLines(lines)))
	}
	v.prev.Disable()
	v.next.Disable()
	v.next.SetText("Next")
	v.refresh()
}

// onAnswer checks choice k of the question on show, keeps the answer in
// the progress, moves the board on to the table that shows the answer, and
// explains the right answer with its rule.
func (v *lessonView) onAnswer(k int) {
	if v.picked >= 0 {
		return
	}
	q := v.quiz.Questions[v.at]
	v.picked = k
	markAnswer(v.answers, q, k, v.feedback, "Right!")
	v.board.Objects = []fyne.CanvasObject{boardAt(v.quiz.Match, &v.quiz.Steps[q.Seen].State)}
	v.board.Refresh()
	v.fillExplain(q)
	v.record(q, k)
	v.next.Enable()
	if v.at == v.questions()-1 {
		v.next.SetText("See the end")
	}
	// The body and the scroll's room for it, not the bars around, which stay
	// as they are (Next enables itself).
	v.scroll.Refresh()
	v.scroll.ScrollToOffset(fyne.NewPos(0, v.prompt.Position().Y)) // the question, the answers and why, on one screen where they fit
}

// fillExplain shows why the answer is right: our words, the rulebook's
// words and the rule's chip.
func (v *lessonView) fillExplain(q learn.Question) {
	v.explain.RemoveAll()
	explainInto(v.explain, q, v.help.win)
	v.explain.Refresh()
}

// explainInto adds why q's answer is right to box: our words, the
// rulebook's words and the rule's chip, which opens over win.
func explainInto(box *fyne.Container, q learn.Question, win fyne.Window) {
	box.Add(kit.NewWrapLabel(q.Explain))
	if q.Quote != "" {
		box.Add(quoteBox(q.Quote))
	}
	box.Add(board.RuleChip(q.Rule, win))
}

// markAnswer marks choice k of q answered: the right choice and the one
// picked marked, every choice off, and feedback saying right (in right's
// words) or the answer.
func markAnswer(answers []*board.WordsButton, q learn.Question, k int, feedback *kit.WrapLabel, right string) {
	for i, a := range answers {
		if i == q.Right || i == k {
			a.Mark(i == q.Right)
		}
		a.Btn.Disable()
	}
	if k == q.Right {
		feedback.SetText(right)
		feedback.Importance = widget.SuccessImportance
	} else {
		feedback.SetText("Not quite. The answer is: " + q.Choices[q.Right])
		feedback.Importance = widget.DangerImportance
	}
	feedback.Show()
}

// showEnd shows the result of the battle and the lesson's score.
func (v *lessonView) showEnd() {
	waiting := 0
	v.header.SetText(v.lesson.Title + " · the end")
	v.body.RemoveAll()
	last := &v.quiz.Steps[len(v.quiz.Steps)-1]
	v.body.Add(boardAt(v.quiz.Match, &last.State))
	res := kit.NewWrapLabel(board.ResultWords(v.quiz.Match.Battle, v.quiz.Result))
	res.TextStyle.Bold = true
	res.SizeName = theme.SizeNameSubHeadingText
	res.Importance = widget.SuccessImportance
	v.body.Add(res)
	v.body.Add(kit.NewWrapLabel(board.EntryWords(v.quiz.Match.Battle, last.Entry)))
	pr := v.help.sess.Learn()
	for _, m := range pr.Missed {
		if m.Lesson == v.lesson.ID {
			waiting++
		}
	}
	text := "Well done: no question of this battle is waiting for review."
	if waiting > 0 {
		verb := "wait"
		if waiting == 1 {
			verb = "waits"
		}
		text = fmt.Sprintf("%s of this battle %s for you under Questions to review.", words.Count(waiting, "question", "questions"), verb)
	}
	v.body.Add(kit.NewWrapLabel(text))
	v.prev.Disable()
	v.next.Enable()
	v.next.SetText("Finish the lesson")
	if _, ok := learn.Find(v.lesson.ID); !ok {
		v.next.SetText("Back to the lessons")
	}
	v.refresh()
}
