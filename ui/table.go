package ui

import (
	"fmt"
	"math"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// tableBar is the one line above the tabs, app-wide, while the phone is at
// a live table: how it stands ("Ana's phone at table ACD EFG",
// "Reconnecting… (next try in 4 s)"), the hub's last refusal of its move,
// and, while it has no seat and a game is running, the seat picker: the
// players' names and "Just watch". At no table it is hidden.
type tableBar struct {
	sess    *session.Session
	box     *fyne.Container
	line    *kit.WrapLabel
	refusal *kit.WrapLabel
	picker  *fyne.Container        // "Pick your seat" and a button a seat, or "Take a seat" while watching
	choices *fyne.Container        // the table's cards this phone changed after another phone had: keep which?
	shown   []session.CardConflict // the choices on show
	// Used on the app's goroutine only: the seats the picker was made for,
	// whether the player chose to watch, and when the next try is (while
	// the hub is lost; the line counts down to it).
	seats   []string
	watch   bool
	retryAt time.Time
	ticking bool
	joined  bool // the phone was at the table since it joined: a new try is a reconnection
}

func newTableBar(sess *session.Session) *tableBar {
	b := &tableBar{sess: sess, line: kit.NewWrapLabel(""), refusal: kit.NewWrapLabel(""), picker: container.NewVBox(), choices: container.NewVBox()}
	b.line.TextStyle.Bold = true
	b.refusal.Importance = widget.DangerImportance
	b.choices.Hide()
	b.box = container.NewVBox(b.line, b.refusal, b.choices, b.picker)
	b.box.Hide()
	sess.Subscribe(func(c session.Change) {
		if c == session.ChangeTable || c == session.ChangeGame || c == session.ChangeCards {
			fyne.Do(b.refresh)
		}
	})
	b.refresh()
	return b
}

// refresh shows the session's TableStatus. Called on the app's goroutine.
func (b *tableBar) refresh() {
	st := b.sess.TableStatus()
	if st.State == session.TableOff {
		b.box.Hide()
		b.joined = false
		return
	}
	b.joined = b.joined || st.State == session.TableJoined
	if st.State == session.TableConnecting && st.Retry > 0 {
		b.retryAt = time.Now().Add(st.Retry)
		b.tick()
	}
	if line := tableLine(st, b.joined, time.Until(b.retryAt)); b.line.Text != line {
		b.line.SetText(line)
	}
	b.refusal.SetText(notPlayed + st.Refusal)
	b.refusal.Hidden = st.Refusal == ""
	b.showPicker(st)
	b.showChoices()
	// Laid out again as a whole: the seat picker and the choices come and
	// go in it (a picker shown but not laid out has no place a finger can
	// tap). The session tells the bar only of a change of the phone's
	// standing, not of every answer of the hub.
	b.box.Show()
	b.box.Refresh()
}

// notPlayed starts the line of the hub's refusal of this phone's move.
const notPlayed = "Not played: "

// tick counts the line down to the next try, once a second, while the
// hub is lost. Called on the app's goroutine.
func (b *tableBar) tick() {
	if b.ticking {
		return
	}
	b.ticking = true
	time.AfterFunc(time.Second, func() {
		fyne.Do(func() {
			b.ticking = false
			if st := b.sess.TableStatus(); st.State == session.TableConnecting && time.Until(b.retryAt) > 0 {
				b.line.SetText(tableLine(st, b.joined, time.Until(b.retryAt)))
				b.tick()
			}
		})
	})
}

// showPicker offers the seats while the phone has none and a game is
// running, or "Take a seat" once the player chose to watch.
func (b *tableBar) showPicker(st session.TableStatus) {
	if st.State != session.TableJoined || st.Seat != "" || len(st.Seats) == 0 {
		b.picker.Hide()
		b.seats = nil
		return
	}
	b.picker.Show()
	if slices.Equal(b.seats, st.Seats) && len(b.picker.Objects) > 0 && b.watch == (len(b.picker.Objects) == 1) {
		return
	}
	b.seats = st.Seats
	if b.watch {
		b.picker.Objects = []fyne.CanvasObject{widget.NewButton("Take a seat", func() { b.watch = false; b.refresh() })}
		return
	}
	buttons := make([]fyne.CanvasObject, 0, len(st.Seats)+1)
	for _, name := range st.Seats {
		buttons = append(buttons, widget.NewButton(name, func() { b.sit(name) }))
	}
	buttons = append(buttons, widget.NewButton("Just watch", func() { b.watch = true; b.sit("") }))
	b.picker.Objects = []fyne.CanvasObject{widget.NewLabel("Pick your seat:"), kit.NewFitRow(buttons...)}
	b.picker.Refresh()
}

// sit asks the hub for a seat ("" to watch); a refusal shows in the line.
func (b *tableBar) sit(name string) {
	if err := b.sess.Sit(name); err != nil {
		b.refusal.SetText(kit.Refusal(err))
		b.refusal.Show()
		return
	}
	b.refresh()
}

// tableLine is the line's words for st, in the players' words; joined
// says the phone was at the table before (a try is a reconnection), wait
// how long until the next try while the hub is lost.
func tableLine(st session.TableStatus, joined bool, wait time.Duration) string {
	at := "table " + wire.SpokenCode(st.Code)
	switch st.State {
	case session.TableConnecting:
		secs := int(math.Ceil(max(wait, 0).Seconds()))
		switch {
		case st.Retry > 0 && secs > 0:
			return fmt.Sprintf("Reconnecting… (next try in %d s). The table is read-only until it is back.", secs)
		case joined || st.Retry > 0:
			return "Reconnecting to the " + at + "… The table is read-only until it is back."
		}
		return "Connecting to the " + at + "…"
	case session.TableJoined:
		if st.Seat == "" {
			return "Watching at " + at
		}
		return st.Seat + "'s phone at " + at
	case session.TableRefused:
		if st.Why == "" {
			return "The " + at + " would not have this phone."
		}
		return kit.Sentence(st.Why)
	}
	return ""
}

// showChoices shows each of the table's cards this phone's player changed
// after another phone had, with both versions and a button for each: the
// table kept the other phone's until the player chooses, so nothing is
// overwritten unseen.
func (b *tableBar) showChoices() {
	choices := b.sess.Cards().Choices()
	if slices.Equal(choices, b.shown) {
		return // unchanged: nothing is redrawn at every move of the table
	}
	b.shown = choices
	objs := make([]fyne.CanvasObject, 0, len(choices))
	for _, c := range choices {
		l := kit.NewWrapLabel(choiceWords(c))
		l.Importance = widget.WarningImportance
		theirs := widget.NewButton("Keep "+whose(textcheck.Clip(c.TheirsBy, 11)), func() { b.choose(c.Name, false) })
		mine := widget.NewButton("Use mine", func() { b.choose(c.Name, true) })
		mine.Importance = widget.HighImportance
		objs = append(objs, l, kit.NewFitRow(theirs, mine))
	}
	b.choices.Objects = objs
	b.choices.Hidden = len(objs) == 0
	b.choices.Refresh()
}

// choose keeps this phone's version of the card called name for the table
// (mine), or the table's; a refusal shows in the line.
func (b *tableBar) choose(name string, mine bool) {
	if err := b.sess.Cards().Choose(name, mine); err != nil {
		b.refusal.SetText(kit.Refusal(err))
		b.refusal.Show()
	}
}

// choiceWords say what the choice c is about, with both versions.
func choiceWords(c session.CardConflict) string {
	version := func(line string) string {
		if line == "" {
			return "removed"
		}
		return line
	}
	return fmt.Sprintf("%s changed %s before your change reached the table, so the table kept theirs. %s: %s. Yours: %s.",
		kit.Sentence(whoseLong(c.TheirsBy)), c.Name, kit.Sentence(whose(c.TheirsBy)), version(c.Theirs), version(c.Mine))
}

// whose is the player's version, by name: "Ana's", or "the other phone's"
// for a watching phone.
func whose(by string) string {
	if by == "" {
		return "the other phone's"
	}
	return words.Possessive(by)
}

// whoseLong names the phone of player by: "Ana's phone", "another phone".
func whoseLong(by string) string {
	if by == "" {
		return "another phone"
	}
	return words.Possessive(by) + " phone"
}
