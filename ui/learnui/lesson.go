package learnui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// maxSoFar is the most lines of the battle shown before a question.
const maxSoFar = 8

// lessonHelp is what the lesson view is given by the Learn screen.
type lessonHelp struct {
	// sess keeps the lessons done and the answers given.
	sess *session.Session
	// win is the window a rule chip opens the rule's words over.
	win fyne.Window
	// backHome returns to the list of lessons.
	backHome func()
}

// lessonView shows one lesson: its pages, then its battle one question at
// a time on the board, then the end. A quiz on another battle has no
// pages.
type lessonView struct {
	help   lessonHelp
	lesson learn.Lesson
	quiz   *learn.Quiz
	page   int // the page on show, or len(pages) once the questions begin
	at     int // the question on show; len(questions) at the end
	picked int // the choice tapped for the question on show, -1 before

	content fyne.CanvasObject
	scroll  *container.Scroll
	header  *kit.WrapLabel
	body    *fyne.Container
	prev    *widget.Button
	next    *widget.Button

	board    *fyne.Container      // the table before the question, then after the answer
	prompt   *kit.WrapLabel       // the question on show
	answers  []*board.WordsButton // the choices of the question on show
	feedback *kit.WrapLabel       // "Right!" or "Not quite."
	explain  *fyne.Container      // why, once answered
}

// newLessonView builds the lesson view, with help from the Learn screen and
// nothing to show until load.
func newLessonView(help lessonHelp) *lessonView {
	v := &lessonView{help: help, body: container.NewVBox()}
	v.header = kit.NewWrapLabel("")
	v.header.TextStyle.Bold = true
	back := widget.NewButtonWithIcon("Lessons", theme.NavigateBackIcon(), help.backHome)
	v.prev = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), v.onPrev)
	v.next = widget.NewButtonWithIcon("Next", theme.NavigateNextIcon(), v.onNext)
	v.next.Importance = widget.HighImportance
	top := container.NewBorder(nil, nil, kit.Tall(back), nil, v.header)
	controls := container.NewGridWithColumns(2, kit.Tall(v.prev), kit.Tall(v.next))
	v.scroll = container.NewVScroll(container.NewPadded(v.body))
	v.content = container.NewBorder(container.NewPadded(top), container.NewPadded(controls), nil, nil, v.scroll)
	return v
}

// load starts lesson l (with its quiz, nil for none) at its first page.
func (v *lessonView) load(l learn.Lesson, quiz *learn.Quiz) {
	v.lesson, v.quiz, v.page, v.at = l, quiz, 0, 0
	v.showPage()
}

// loadProblem shows why lesson l cannot be played.
func (v *lessonView) loadProblem(l learn.Lesson, err error) {
	v.load(learn.Lesson{ID: l.ID, Title: l.Title}, nil)
	v.body.RemoveAll()
	v.body.Add(errorText(kit.Sentence(kit.ErrText(err)) + "."))
	v.next.Disable()
}

// errorText is a shown message in the danger colour.
func errorText(text string) *kit.WrapLabel {
	l := kit.NewWrapLabel(text)
	l.Importance = widget.DangerImportance
	return l
}

// questions is the number of questions of the lesson's battle.
func (v *lessonView) questions() int {
	if v.quiz == nil {
		return 0
	}
	return len(v.quiz.Questions)
}

// onNext goes on: the next page, the first question, the next question,
// the end, and from the end back to the lessons.
func (v *lessonView) onNext() {
	switch {
	case v.page < len(v.lesson.Pages)-1:
		v.page++
		v.showPage()
	case v.page == len(v.lesson.Pages)-1 && v.questions() > 0:
		v.startQuiz()
	case v.page < len(v.lesson.Pages) || v.at >= v.questions():
		v.finish()
	default:
		v.at++
		v.showQuestion()
	}
}

// onPrev goes back a page; from the questions, back to the last page.
func (v *lessonView) onPrev() {
	if v.page > 0 {
		v.page--
		v.showPage()
	}
}

// startQuiz shows the battle's first question.
func (v *lessonView) startQuiz() {
	v.page, v.at = len(v.lesson.Pages), 0
	v.showQuestion()
}

// showPage shows the lesson's page v.page: our words, then the rulebook's.
func (v *lessonView) showPage() {
	v.header.SetText(fmt.Sprintf("%s · page %d of %d", v.lesson.Title, v.page+1, len(v.lesson.Pages)))
	v.body.RemoveAll()
	if len(v.lesson.Pages) == 0 {
		return
	}
	p := v.lesson.Pages[v.page]
	text := kit.NewWrapLabel(p.Text)
	text.SizeName = theme.SizeNameSubHeadingText
	v.body.Add(text)
	if p.Quote != "" {
		v.body.Add(quoteBox(p.Quote))
	}
	kit.SetEnabled(v.prev, v.page > 0)
	v.next.Enable()
	v.next.SetText(v.nextWords())
	v.refresh()
}

// nextWords is what the Next button says on the page on show.
func (v *lessonView) nextWords() string {
	switch {
	case v.page < len(v.lesson.Pages)-1:
		return "Next"
	case v.questions() > 0:
		return "Start the battle"
	}
	return "Finish the lesson"
}

// quoteBox is the rulebook's own words, set apart.
func quoteBox(quote string) fyne.CanvasObject {
	who := widget.NewLabelWithStyle("The rulebook says:", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	q := kit.NewWrapLabel("“" + quote + "”")
	q.TextStyle.Italic = true
	bg := kit.NewThemedRect(theme.ColorNameInputBackground)
	bg.Radius = theme.InputRadiusSize()
	return container.NewStack(bg, container.NewPadded(container.NewVBox(who, q)))
}

// refresh scrolls to the top and redraws.
func (v *lessonView) refresh() {
	v.body.Refresh()
	v.scroll.ScrollToTop()
	v.content.Refresh()
}

// finish marks a lesson done and returns to the list.
func (v *lessonView) finish() {
	if _, ok := learn.Find(v.lesson.ID); ok {
		if err := v.help.sess.FinishLesson(v.lesson.ID); err != nil {
			v.body.Add(errorText(kit.Sentence(kit.ErrText(err)) + "."))
			v.body.Refresh()
			return
		}
	}
	v.help.backHome()
}

// record keeps the answer in the session's progress.
func (v *lessonView) record(q learn.Question, picked int) {
	m := session.Missed{Lesson: v.lesson.ID, Question: q.ID(), Prompt: q.Prompt,
		Answer: q.Choices[picked], Right: q.Choices[q.Right], Explain: q.Explain}
	if err := v.help.sess.RecordAnswer(m, picked == q.Right); err != nil {
		v.body.Add(errorText(kit.Sentence(kit.ErrText(err)) + "."))
	}
}

// soFar is what happened in the battle between steps from and to, in plain
// words: the last maxSoFar lines.
func soFar(m *engine.Match, steps []learn.Step, from, to int) []string {
	var lines []string
	for _, st := range steps[from:to] {
		if st.Entry.Event != engine.EventBatch {
			lines = append(lines, board.EntryWords(m.Battle, st.Entry))
		}
	}
	if len(lines) > maxSoFar {
		lines = append([]string{"…"}, lines[len(lines)-maxSoFar:]...)
	}
	return lines
}

// boardAt is both sides of the table as state st shows them.
func boardAt(m *engine.Match, st *engine.State) fyne.CanvasObject {
	return container.NewGridWithColumns(2, board.DrawSide(board.ReadSide(m, engine.PlayerA, st)), board.DrawSide(board.ReadSide(m, engine.PlayerB, st)))
}

// joinLines writes lines one under the other.
func joinLines(lines []string) string { return strings.Join(lines, "\n") }
