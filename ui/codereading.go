package ui

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// codeReading reads a share code off the UI goroutine where the app
// receives one (a pasted code, a link it was opened with, a picture), and
// shows meanwhile that it is busy: what it does, an endless progress bar
// and a Cancel button. The result comes back with fyne.Do; Cancel, or a
// newer reading, drops it. A reading cannot be stopped halfway (the card
// check cannot be told to stop), so after Cancel its goroutine runs to its
// end and its result is thrown away.
type codeReading struct {
	content      *fyne.Container // the busy row; hidden when idle
	label        *kit.WrapLabel  // what is being done
	bar          *widget.ProgressBarInfinite
	cancelButton *widget.Button
	// onBusy, when not nil, is told when the row shows and when it hides
	// (a dialog around it).
	onBusy func(busy bool)
	// onCancel, when not nil, is called after Cancel.
	onCancel func()

	work    task[func()] // the reading; its result is what to do then
	running bool         // a reading is under way: the busy row shows
}

// newCodeReading builds a reading's busy row, hidden.
func newCodeReading() *codeReading {
	r := &codeReading{}
	r.label = kit.NewWrapLabel("")
	r.bar = widget.NewProgressBarInfinite()
	r.bar.Stop()
	r.cancelButton = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), r.cancel)
	r.content = container.NewVBox(r.label, r.bar, r.cancelButton)
	r.content.Hide()
	return r
}

// start runs work off the UI goroutine, saying what it does, and then what
// work returns on the UI goroutine, unless Cancel was tapped or another
// reading started meanwhile.
func (r *codeReading) start(what string, work func() (then func())) {
	r.label.SetText(what)
	r.setBusy(true)
	r.work.start(func(context.Context, reporter) (func(), error) {
		return work(), nil
	}, func(then func(), _ error) {
		r.setBusy(false)
		then()
	})
}

// stop drops the reading under way, if any.
func (r *codeReading) stop() {
	r.work.drop()
	r.setBusy(false)
}

// cancel is the Cancel button: it drops the reading and tells onCancel.
func (r *codeReading) cancel() {
	if !r.running {
		return
	}
	r.stop()
	if r.onCancel != nil {
		r.onCancel()
	}
}

// setBusy shows or hides the busy row.
func (r *codeReading) setBusy(busy bool) {
	if busy == r.running {
		return
	}
	r.running = busy
	if busy {
		r.content.Show()
		r.bar.Start()
	} else {
		r.bar.Stop()
		r.content.Hide()
	}
	if r.onBusy != nil {
		r.onBusy(busy)
	}
}

// wait blocks until the readings started have ended; for tests.
func (r *codeReading) wait() { r.work.wait() }

// readShared reads a code the app was handed (opened from a link, read
// from a picture, a battle code pasted) with start, in a dialog that shows
// the busy row and its Cancel button.
func (sh *shell) readShared(what string, work func() (then func())) {
	sh.sharedReading().start(what, work)
}

// sharedReading is the reading of readShared, made the first time.
func (sh *shell) sharedReading() *codeReading {
	if sh.reading == nil {
		r := newCodeReading()
		d := dialog.NewCustomWithoutButtons("One moment", r.content, sh.win)
		r.onBusy = func(busy bool) {
			if busy {
				d.Show()
			} else {
				d.Hide()
			}
		}
		sh.reading = r
	}
	return sh.reading
}
