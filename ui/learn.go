package ui

import (
	"crypto/sha256"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// learnScreen is the Learn tab: the course's lessons in the rulebook's
// order with the progress kept by the session, a lesson's pages and its
// "What happens next?" questions, and the review of the questions missed.
type learnScreen struct {
	sh      *shell
	content *fyne.Container // the list, a lesson or the review

	home      fyne.CanvasObject
	scroll    *container.Scroll
	summary   *kit.WrapLabel
	reviewBtn *widget.Button
	list      *fyne.Container
	rows      map[string]*fyne.Container // each lesson's button, by id
	lesson    *lessonView
	review    *reviewView
}

func newLearnScreen(sh *shell) *learnScreen {
	s := &learnScreen{sh: sh}
	s.summary = kit.NewWrapLabel("")
	s.reviewBtn = widget.NewButtonWithIcon("", theme.HistoryIcon(), s.openReview)
	s.list = container.NewVBox()
	intro := kit.NewWrapLabel("Learn the game on your own, one short lesson at a time, in the rulebook's order. Lessons with a battle stop before each step and ask what happens next.")
	restart := widget.NewButtonWithIcon("Start the course again", theme.ContentUndoIcon(), s.onRestart)
	s.scroll = container.NewVScroll(container.NewPadded(container.NewVBox(
		kit.PageTitle("Learn"), intro, s.summary, board.Tall(s.reviewBtn), s.list, board.Tall(restart))))
	s.home = s.scroll
	s.lesson = newLessonView(lessonHelp{sess: sh.sess, win: sh.win, backHome: s.backHome})
	s.review = newReviewView(s.backHome)
	s.content = container.NewStack(s.home)
	sh.sess.Subscribe(func(c session.Change) {
		if c == session.ChangeLearn {
			s.refresh()
		}
	})
	s.refresh()
	return s
}

// refresh shows the progress kept: the score, the review's size and a
// tick on every lesson finished.
func (s *learnScreen) refresh() {
	pr := s.sh.sess.Learn()
	course := learn.Course()
	done := map[string]bool{}
	for _, id := range pr.Done {
		if _, ok := learn.Find(id); ok { // a lesson no longer in the course does not count
			done[id] = true
		}
	}
	s.summary.SetText(fmt.Sprintf("Lessons done: %d of %d. Questions answered right: %d of %d.",
		len(done), len(course), pr.Right, pr.Answered))
	s.reviewBtn.SetText(fmt.Sprintf("Questions to review (%d)", len(pr.Missed)))
	kit.SetEnabled(s.reviewBtn, len(pr.Missed) > 0)
	s.list.RemoveAll()
	s.rows = map[string]*fyne.Container{}
	part := ""
	for _, l := range course {
		if l.Part != part {
			part = l.Part
			s.list.Add(kit.SectionTitle(part))
		}
		icon, text := theme.NavigateNextIcon(), l.Title
		if done[l.ID] {
			icon, text = theme.ConfirmIcon(), l.Title+" (done)"
		}
		b, _ := board.WrapButton(text, icon, func() { s.openLesson(l) })
		s.rows[l.ID] = b
		s.list.Add(b)
	}
	s.list.Refresh()
}

// show puts view v on the screen.
func (s *learnScreen) show(v fyne.CanvasObject) {
	s.content.Objects = []fyne.CanvasObject{v}
	s.content.Refresh()
}

// backHome returns to the list of lessons.
func (s *learnScreen) backHome() { s.show(s.home) }

// openLesson shows lesson l from its first page.
func (s *learnScreen) openLesson(l learn.Lesson) {
	quiz, err := l.Quiz()
	if err != nil {
		s.lesson.loadProblem(l, err)
	} else {
		s.lesson.load(l, quiz)
	}
	s.show(s.lesson.content)
}

// quizOn turns a battle settled elsewhere into a quiz ("Quiz me on this
// battle").
func (s *learnScreen) quizOn(m *engine.Match, steps []learn.Step, res engine.Result) {
	id := fmt.Sprintf("battle-%x", sha256.Sum256([]byte(m.Battle.Format())))[:15]
	s.lesson.load(learn.Lesson{ID: id, Title: "Quiz on your battle"}, learn.NewQuiz(m, steps, res))
	s.lesson.startQuiz()
	s.show(s.lesson.content)
}

// openReview shows the questions missed.
func (s *learnScreen) openReview() {
	s.review.load(s.sh.sess.Learn().Missed)
	s.show(s.review.content)
}

// onRestart forgets the progress, once the user agrees.
func (s *learnScreen) onRestart() {
	kit.Confirm("Start the course again?", "The lessons done, the score and the questions to review are all forgotten.", "Start again",
		func() {
			if err := s.sh.sess.ResetLearn(); err != nil {
				s.summary.SetText(kit.Sentence(kit.ErrText(err)) + ".")
			}
		}, s.sh.win)
}

// explainNow is why the answer to missed question m is right, in the words
// the lesson gives today (an older app may have kept other words), or as
// kept when the question is not in the course. quizzes keeps the lessons'
// quizzes played so far.
func explainNow(m session.Missed, quizzes map[string]*learn.Quiz) string {
	l, ok := learn.Find(m.Lesson)
	if !ok {
		return m.Explain
	}
	if _, played := quizzes[m.Lesson]; !played {
		quizzes[m.Lesson], _ = l.Quiz()
	}
	if q := quizzes[m.Lesson]; q != nil {
		for _, x := range q.Questions {
			if x.ID() == m.Question {
				return x.Explain
			}
		}
	}
	return m.Explain
}

// reviewView lists the questions missed with the right answers and why.
type reviewView struct {
	content fyne.CanvasObject
	list    *fyne.Container
}

// newReviewView builds the review, empty until load; backHome returns to
// the list of lessons.
func newReviewView(backHome func()) *reviewView {
	v := &reviewView{list: container.NewVBox()}
	back := widget.NewButtonWithIcon("Lessons", theme.NavigateBackIcon(), backHome)
	top := container.NewBorder(nil, nil, board.Tall(back), nil, kit.Heading("Questions to review"))
	v.content = container.NewBorder(container.NewPadded(top), nil, nil, nil,
		container.NewVScroll(container.NewPadded(v.list)))
	return v
}

// load lists missed, the newest first.
func (v *reviewView) load(missed []session.Missed) {
	v.list.RemoveAll()
	v.list.Add(kit.NewWrapLabel(fmt.Sprintf("%s missed. Answer one right in its lesson and it leaves this list.",
		words.Count(len(missed), "question", "questions"))))
	quizzes := map[string]*learn.Quiz{}
	for i := len(missed) - 1; i >= 0; i-- {
		m := missed[i]
		m.Explain = explainNow(m, quizzes)
		q := kit.NewWrapLabel(m.Prompt)
		q.TextStyle.Bold = true
		yours := kit.NewWrapLabel("You answered: " + m.Answer)
		yours.Importance = widget.DangerImportance
		right := kit.NewWrapLabel("Right answer: " + m.Right)
		right.Importance = widget.SuccessImportance
		from := "From a quiz on a battle of yours"
		if l, ok := learn.Find(m.Lesson); ok {
			from = "From the lesson " + l.Title
		}
		where := kit.NewWrapLabel(from)
		where.TextStyle.Italic = true
		v.list.Add(widget.NewSeparator())
		v.list.Add(container.NewVBox(where, q, yours, right, kit.NewWrapLabel(m.Explain)))
	}
	v.list.Refresh()
}
