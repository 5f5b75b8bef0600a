package battleui

import (
	"fmt"
	"slices"

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

// step is one entry of a settled battle with the table as it stood then.
type step struct {
	entry engine.Entry
	state engine.State
}

// playbackHelp is what the playback is given by the Battle screen.
type playbackHelp struct {
	// sess records the result in the running game and lends the coach the
	// card book.
	sess *session.Session
	// win is the window a rule chip opens the rule's words over.
	win fyne.Window
	// backToSetup returns to the battle's set-up.
	backToSetup func()
	// link is the game's battle being settled, or nil when the battle is
	// not from the running game.
	link func() *session.PendingBattle
	// quiz opens the battle as a quiz on the Learn screen; nil for none.
	quiz func(m *engine.Match, steps []learn.Step, res engine.Result)
}

// playback shows a settled battle one beat at a time, as the rulebook tells
// it: both sides of the table, what happened in the players' names and the
// rules it applies, each a chip that opens the rule's words. The controls
// stay at the bottom; every line of the battle is one tap away.
type playback struct {
	help  playbackHelp
	m     *engine.Match
	steps []step
	beats []beat
	res   engine.Result
	at    int // the beat on show

	content  fyne.CanvasObject
	scroll   *container.Scroll
	header   *kit.WrapLabel
	result   *kit.WrapLabel
	board    *fyne.Container
	lines    *fyne.Container
	rules    *fyne.Container
	details  *widget.Button
	log      *fyne.Container
	logLines []*kit.WrapLabel
	first    *widget.Button
	prev     *widget.Button
	next     *widget.Button
	last     *widget.Button
	record   *widget.Button
	pending  bool // the battle waited for its result in the game when it was loaded
	recorded *kit.WrapLabel
	quizMe   *widget.Button
	replay   *widget.Button // at the verdict: back to the first beat
	coach    *coachView
}

// newPlayback builds the playback, with help from the Battle screen and
// nothing to show until load.
func newPlayback(help playbackHelp) *playback {
	v := &playback{help: help}
	v.header = kit.NewWrapLabel("")
	v.header.TextStyle.Bold = true
	back := widget.NewButtonWithIcon("Set-up", theme.NavigateBackIcon(), help.backToSetup)
	v.result = kit.NewWrapLabel("")
	v.result.TextStyle.Bold = true
	v.result.SizeName = theme.SizeNameSubHeadingText
	v.result.Importance = widget.SuccessImportance
	v.board = container.NewGridWithColumns(2)
	v.lines = container.NewVBox()
	v.rules = container.NewVBox()
	v.details = widget.NewButtonWithIcon("Every line of the battle", theme.ListIcon(), v.toggleDetails)
	v.details.Alignment = widget.ButtonAlignLeading
	v.log = container.NewVBox()
	v.log.Hide()
	v.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { v.show(0) })
	v.prev = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { v.show(v.at - 1) })
	v.next = widget.NewButtonWithIcon("Next", theme.NavigateNextIcon(), func() { v.show(v.at + 1) })
	v.next.Importance = widget.HighImportance
	v.last = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { v.show(len(v.beats) - 1) })
	v.record = widget.NewButtonWithIcon("Record this result in the game", theme.ConfirmIcon(), v.onRecord)
	v.recorded = kit.NewWrapLabel("")
	v.quizMe = widget.NewButtonWithIcon("Quiz me on this battle", theme.HelpIcon(), v.onQuiz)
	v.quizMe.Hidden = help.quiz == nil
	v.replay = widget.NewButtonWithIcon("Replay from the start", theme.MediaReplayIcon(), func() { v.show(0) })
	v.coach = newCoachView(help.sess.Cards().Book)

	top := container.NewBorder(nil, nil, kit.Tall(back), nil, v.header)
	controls := container.NewBorder(nil, nil, kit.Tall(v.first), kit.Tall(v.last),
		container.NewGridWithColumns(2, kit.Tall(v.prev), kit.Tall(v.next)))
	told := container.NewVBox(v.lines, v.rules)
	body := container.NewVBox(v.result, kit.Tall(v.record), v.recorded, kit.Tall(v.replay),
		kit.NewFitGrid(2, v.board, told), kit.Tall(v.details), v.log, kit.Tall(v.quizMe), v.coach.content)
	v.scroll = container.NewVScroll(container.NewPadded(body))
	v.content = container.NewBorder(container.NewPadded(top), container.NewPadded(controls), nil, nil, v.scroll)
	return v
}

// load shows a newly settled battle at its verdict, its last beat: what
// the table asked the resolver, with "Replay from the start" to see how it
// came to that.
func (v *playback) load(m *engine.Match, steps []step, res engine.Result) {
	v.m, v.steps, v.res = m, steps, res
	v.beats = beatsOf(steps)
	v.recorded.Hide()
	link := v.help.link()
	v.pending = link != nil && v.help.sess.StillPending(*link)
	v.coach.load(m)
	v.fillLog()
	v.show(len(v.beats) - 1)
}

// show moves to beat i.
func (v *playback) show(i int) {
	if len(v.beats) == 0 {
		return
	}
	old := v.at
	v.at = max(0, min(i, len(v.beats)-1))
	b := v.beats[v.at]
	v.header.SetText(b.title(v.at+1, len(v.beats)))
	v.fillLines(b)
	st := &v.steps[b.end-1]
	v.board.RemoveAll()
	for p := range 2 {
		sv := board.ReadSide(v.m, engine.Player(p), &st.state)
		sv.JustIn = sv.JustIn || v.playedIn(b, engine.Player(p), sv.PetName)
		v.board.Add(board.DrawSide(sv))
	}
	end := v.at == len(v.beats)-1
	v.result.SetText(v.resultText())
	v.result.Hidden = !end
	v.replay.Hidden = !end || len(v.beats) < 2
	v.refreshRecord(end)
	v.markLog(old, v.at)
	kit.SetEnabled(v.first, v.at > 0)
	kit.SetEnabled(v.prev, v.at > 0)
	kit.SetEnabled(v.next, !end)
	kit.SetEnabled(v.last, !end)
	v.scroll.ScrollToTop()
	v.content.Refresh()
}

// onQuiz opens the battle as a quiz on the Learn screen.
func (v *playback) onQuiz() {
	steps := make([]learn.Step, len(v.steps))
	for i, st := range v.steps {
		steps[i] = learn.Step{Entry: st.entry, State: st.state}
	}
	v.help.quiz(v.m, steps, v.res)
}

// playedIn reports whether player p played the pet called name in beat b.
func (v *playback) playedIn(b beat, p engine.Player, name string) bool {
	for _, st := range v.steps[b.first:b.end] {
		e := st.entry
		if (e.Event == engine.EventPlay || e.Event == engine.EventRetriever) && e.Player == p && e.Source == name {
			return true
		}
	}
	return false
}

// fillLines writes beat b's lines in plain words, with a chip for each
// rule they apply.
func (v *playback) fillLines(b beat) {
	v.lines.RemoveAll()
	v.rules.RemoveAll()
	var cited []engine.Rule
	for _, st := range v.steps[b.first:b.end] {
		e := st.entry
		l := kit.NewWrapLabel(board.EntryWords(v.m.Battle, e))
		l.Importance = entryImportance(e)
		if e.Event == engine.EventBatch {
			l.TextStyle.Italic = true
		} else {
			l.SizeName = theme.SizeNameSubHeadingText
		}
		v.lines.Add(l)
		if e.Rule != engine.RuleNone && !slices.Contains(cited, e.Rule) {
			cited = append(cited, e.Rule)
			v.rules.Add(board.RuleChip(e.Rule, v.help.win))
		}
	}
	v.lines.Refresh()
	v.rules.Refresh()
}

// entryImportance colours order notices and results.
func entryImportance(e engine.Entry) widget.Importance {
	switch e.Event {
	case engine.EventOrder:
		return widget.WarningImportance
	case engine.EventEnd:
		return widget.SuccessImportance
	}
	return widget.MediumImportance
}

// fillLog writes every line of the battle, beat by beat, for the details;
// a tap on a beat's title goes to it.
func (v *playback) fillLog() {
	v.log.RemoveAll()
	v.logLines = make([]*kit.WrapLabel, len(v.steps))
	for k, b := range v.beats {
		jump, title := board.WrapButton(b.title(k+1, len(v.beats)), theme.NavigateNextIcon(), func() { v.show(k) })
		title.TextStyle.Bold = true
		v.log.Add(jump)
		for i := b.first; i < b.end; i++ {
			v.logLines[i] = kit.NewWrapLabel(board.EntryWords(v.m.Battle, v.steps[i].entry))
			v.logLines[i].Importance = entryImportance(v.steps[i].entry)
			v.log.Add(v.logLines[i])
		}
	}
}

// markLog sets the lines of beat now in bold, and those of beat old back.
func (v *playback) markLog(old, now int) {
	for _, k := range []int{old, now} {
		if k >= len(v.beats) {
			continue
		}
		for _, l := range v.logLines[v.beats[k].first:v.beats[k].end] {
			l.TextStyle.Bold = k == now
			l.Refresh()
		}
	}
}

// toggleDetails shows or hides every line of the battle.
func (v *playback) toggleDetails() {
	if v.log.Visible() {
		v.log.Hide()
		v.details.SetText("Every line of the battle")
	} else {
		v.log.Show()
		v.details.SetText("Hide the lines")
	}
	v.content.Refresh()
}

// resultText names the winner with the players' names.
func (v *playback) resultText() string {
	text := board.ResultWords(v.m.Battle, v.res)
	for i, st := range v.steps {
		if st.entry.Event == engine.EventOrder {
			text += fmt.Sprintf(" Note beat %d: the order of abilities matters.", beatAt(v.beats, i)+1)
			break
		}
	}
	return text
}

// gameChanged offers to record the result only while the game waits for
// it: at a live table another phone may record it first.
func (v *playback) gameChanged() {
	if v.m == nil || len(v.beats) == 0 {
		return
	}
	v.refreshRecord(v.at == len(v.beats)-1)
}

// refreshRecord offers to record the result when the battle came from the
// running game and its result is not in yet.
// Once the result is in (at a live table, another phone may record it
// first) the button stays where it was, disabled and saying so: a finger on
// its way to it finds nothing else there.
func (v *playback) refreshRecord(end bool) {
	link := v.help.link()
	waits := link != nil && v.help.sess.StillPending(*link)
	v.record.Hidden = !end || !waits && !v.pending
	v.record.SetText("Record this result in the game")
	kit.SetEnabled(v.record, waits)
	if !waits {
		v.record.SetText("The game has this battle's result")
	}
}

// onRecord enters the result in the running game.
func (v *playback) onRecord() {
	link := v.help.link()
	if link == nil {
		return
	}
	switch err := v.help.sess.RecordBattle(*link, v.m.Battle, v.res); {
	case err != nil:
		v.recorded.SetText(kit.Sentence(kit.ErrText(err)) + ".")
	case v.help.sess.AtTable():
		v.recorded.SetText("Sent to the table: every phone's game has it once the table does.")
	default:
		v.recorded.SetText("Recorded in the game.")
	}
	v.recorded.Show()
	v.refreshRecord(true)
}
