package learnui

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

// Title is the Learn tab, as the navigator shows it.
const Title = "Learn"

// Screen is the Learn tab: the course's lessons in the rulebook's order
// with the progress kept by the session, a lesson's pages and its "What
// happens next?" questions, and the review of the questions missed.
type Screen struct {
	sess    *session.Session
	win     fyne.Window
	content *fyne.Container // the list, a lesson or the review

	home      fyne.CanvasObject
	scroll    *container.Scroll
	summary   *kit.WrapLabel
	reviewBtn *widget.Button
	list      *fyne.Container
	rows      map[string]*fyne.Container // each lesson's button, by id
	lesson    *lessonView
	review    *reviewView
	// stale is set when the progress changed while the list was not on
	// show (an answer, a lesson finished): the list is drawn again when it
	// comes back, not on each answer while a lesson is on show.
	stale bool
}

// New builds the Learn tab over h's session (the progress it shows and
// keeps) and window (the one its dialogs open over): the list of lessons.
func New(h kit.Host) *Screen {
	s := &Screen{sess: h.Sess, win: h.Win}
	s.summary = kit.NewWrapLabel("")
	s.reviewBtn = widget.NewButtonWithIcon("", theme.HistoryIcon(), s.openReview)
	s.list = container.NewVBox()
	intro := kit.NewWrapLabel("Learn the game on your own, one short lesson at a time, in the rulebook's order. Lessons with a battle stop before each step and ask what happens next.")
	restart := widget.NewButtonWithIcon("Start the course again", theme.ContentUndoIcon(), s.onRestart)
	s.scroll = container.NewVScroll(container.NewPadded(container.NewVBox(
		kit.PageTitle(Title), intro, s.summary, kit.Tall(s.reviewBtn), s.list, kit.Tall(restart))))
	s.home = s.scroll
	s.lesson = newLessonView(lessonHelp{sess: h.Sess, win: h.Win, backHome: s.backHome})
	s.review = newReviewView(s.backHome, s.sess.RecordAnswer, s.win)
	s.content = container.NewStack(s.home)
	h.Sess.Subscribe(func(c session.Change) {
		if c == session.ChangeLearn {
			s.progressChanged()
		}
	})
	s.refresh()
	return s
}

// refresh shows the progress kept: the score, the review's size and a
// tick on every lesson finished.
func (s *Screen) refresh() {
	s.stale = false
	pr := s.sess.Learn()
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

// progressChanged shows the progress kept, now if the list is on show,
// else once it is.
func (s *Screen) progressChanged() {
	if s.content.Objects[0] == s.home {
		s.refresh()
		return
	}
	s.stale = true
}

// show puts view v on the screen; the list is brought up to date first.
func (s *Screen) show(v fyne.CanvasObject) {
	if v == s.home && s.stale {
		s.refresh()
	}
	s.content.Objects = []fyne.CanvasObject{v}
	s.content.Refresh()
}

// backHome returns to the list of lessons.
func (s *Screen) backHome() { s.show(s.home) }

// openLesson shows lesson l from its first page.
func (s *Screen) openLesson(l learn.Lesson) {
	quiz, err := l.Quiz()
	if err != nil {
		s.lesson.loadProblem(l, err)
	} else {
		s.lesson.load(l, quiz)
	}
	s.show(s.lesson.content)
}

// Content is what the tab shows: the list of lessons, a lesson or the
// review.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// QuizOn turns a battle settled elsewhere into a quiz ("Quiz me on this
// battle"), for the app to call from the battle resolver's playback.
func (s *Screen) QuizOn(m *engine.Match, steps []learn.Step, res engine.Result) {
	id := fmt.Sprintf("battle-%x", sha256.Sum256([]byte(m.Battle.Format())))[:15]
	s.lesson.load(learn.Lesson{ID: id, Title: "Quiz on your battle"}, learn.NewQuiz(m, steps, res))
	s.lesson.startQuiz()
	s.show(s.lesson.content)
}

// The lesson on show, as the app's tests that open a quiz from the battle
// resolver's playback (in package ui) look at it and answer it.

// Quiz is the quiz of the lesson on show, nil for none (for tests).
func (s *Screen) Quiz() *learn.Quiz { return s.lesson.quiz }

// LessonHeader is the heading of the lesson on show (for tests).
func (s *Screen) LessonHeader() string { return s.lesson.header.Text }

// LessonBody is the page, the question or the end of the lesson on show
// (for tests).
func (s *Screen) LessonBody() fyne.CanvasObject { return s.lesson.body }

// Choice is the button of choice k of the question on show (for tests).
func (s *Screen) Choice(k int) *widget.Button { return s.lesson.answers[k].Btn }

// openReview shows the questions missed.
func (s *Screen) openReview() {
	s.review.load(s.sess.Learn().Missed)
	s.show(s.review.content)
}

// onRestart forgets the progress, once the user agrees.
func (s *Screen) onRestart() {
	kit.Confirm("Start the course again?", "The lessons done, the score and the questions to review are all forgotten.", "Start again",
		func() {
			if err := s.sess.ResetLearn(); err != nil {
				s.summary.SetText(kit.Sentence(kit.ErrText(err)) + ".")
			}
		}, s.win)
}

// reviewView asks the questions missed again, each on the board as it
// stood, and once answered says whether it was right, the right answer and
// why; a question no lesson has any more (a quiz on a battle of the
// player's own) is shown with its answer.
type reviewView struct {
	content fyne.CanvasObject
	list    *fyne.Container
	record  func(m session.Missed, right bool) error // keeps an answer in the progress
	win     fyne.Window                              // where a rule's words open
	asked   [][]*board.WordsButton                   // the choices of each question asked again, in order
}

// newReviewView builds the review, empty until load; backHome returns to
// the list of lessons.
func newReviewView(backHome func(), record func(session.Missed, bool) error, win fyne.Window) *reviewView {
	v := &reviewView{list: container.NewVBox(), record: record, win: win}
	back := widget.NewButtonWithIcon("Lessons", theme.NavigateBackIcon(), backHome)
	top := container.NewBorder(nil, nil, kit.Tall(back), nil, kit.Heading("Questions to review"))
	v.content = container.NewBorder(container.NewPadded(top), nil, nil, nil,
		container.NewVScroll(container.NewPadded(v.list)))
	return v
}

// load asks missed again, the newest first.
func (v *reviewView) load(missed []session.Missed) {
	v.list.RemoveAll()
	v.asked = nil
	v.list.Add(kit.NewWrapLabel(fmt.Sprintf("%s missed. Answer one right, here or in its lesson, and it leaves this list.",
		words.Count(len(missed), "question", "questions"))))
	quizzes := map[string]*learn.Quiz{}
	for i := len(missed) - 1; i >= 0; i-- {
		v.list.Add(widget.NewSeparator())
		v.list.Add(v.item(missed[i], quizzes))
	}
	v.list.Refresh()
}

// item is missed question m: asked again where its lesson still has it,
// else shown with its answer.
func (v *reviewView) item(m session.Missed, quizzes map[string]*learn.Quiz) fyne.CanvasObject {
	from := "From a quiz on a battle of yours"
	if l, ok := learn.Find(m.Lesson); ok {
		from = "From the lesson " + l.Title
	}
	where := kit.NewWrapLabel(from)
	where.TextStyle.Italic = true
	quiz, q, ok := findQuestion(m, quizzes)
	if !ok {
		prompt := kit.NewWrapLabel(m.Prompt)
		prompt.TextStyle.Bold = true
		yours := kit.NewWrapLabel("You answered: " + m.Answer)
		yours.Importance = widget.DangerImportance
		right := kit.NewWrapLabel("Right answer: " + m.Right)
		right.Importance = widget.SuccessImportance
		return container.NewVBox(where, prompt, yours, right, kit.NewWrapLabel(m.Explain))
	}
	return container.NewVBox(where, v.ask(m, quiz, q))
}

// ask asks question q of quiz again: the board just before it, the
// question and its choices; an answer marks the choices, says right or
// not, explains, and is kept.
func (v *reviewView) ask(m session.Missed, quiz *learn.Quiz, q learn.Question) fyne.CanvasObject {
	prompt := kit.NewWrapLabel(q.Prompt)
	prompt.TextStyle.Bold = true
	feedback := kit.NewWrapLabel("")
	feedback.TextStyle.Bold = true
	feedback.Hide()
	explain := container.NewVBox()
	box := container.NewVBox(boardAt(quiz.Match, &quiz.Steps[q.At-1].State), prompt)
	var answers []*board.WordsButton
	for k, c := range q.Choices {
		a := board.NewWordsButton(c, theme.RadioButtonIcon(), func() {
			markAnswer(answers, q, k, feedback, "Right! It leaves the review.")
			v.answered(m, q, k, explain)
		})
		answers = append(answers, a)
		box.Add(a.Box)
	}
	v.asked = append(v.asked, answers)
	box.Add(feedback)
	box.Add(explain)
	return box
}

// answered explains q's answer and keeps choice k as the answer to m.
func (v *reviewView) answered(m session.Missed, q learn.Question, k int, explain *fyne.Container) {
	explainInto(explain, q, v.win)
	m.Answer, m.Explain = q.Choices[k], q.Explain
	if err := v.record(m, k == q.Right); err != nil {
		explain.Add(kit.NewWrapLabel("This answer could not be kept: " + kit.ErrText(err) + "."))
	}
	v.list.Refresh()
}

// findQuestion finds missed question m in its lesson's quiz as the course
// has it today; quizzes keeps the lessons' quizzes played so far.
func findQuestion(m session.Missed, quizzes map[string]*learn.Quiz) (*learn.Quiz, learn.Question, bool) {
	l, ok := learn.Find(m.Lesson)
	if !ok {
		return nil, learn.Question{}, false
	}
	if _, played := quizzes[m.Lesson]; !played {
		quizzes[m.Lesson], _ = l.Quiz()
	}
	if quiz := quizzes[m.Lesson]; quiz != nil {
		for _, q := range quiz.Questions {
			if q.ID() == m.Question && q.At >= 1 && q.At <= len(quiz.Steps) {
				return quiz, q, true
			}
		}
	}
	return nil, learn.Question{}, false
}
