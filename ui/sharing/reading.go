package sharing

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Reading reads a share code off the UI goroutine where the app
// receives one (a pasted code, a link it was opened with, a picture), and
// shows meanwhile that it is busy: what it does, an endless progress bar
// and a Cancel button. The result comes back with fyne.Do; Cancel, or a
// newer reading, drops it and cancels the context the work was given. Work
// that checks it (the reading of a picture, between its stages) stops at
// its next check; work that cannot be told to stop (the card check) runs
// to its end. Either way its result is thrown away.
type Reading struct {
	// Content is the busy row, hidden when idle, to place on a page or in
	// a dialog. Label (what is being done), Bar and CancelButton are its
	// parts, there for tests.
	Content      *fyne.Container
	Label        *kit.WrapLabel
	Bar          *widget.ProgressBarInfinite
	CancelButton *widget.Button
	// OnBusy, when not nil, is told when the row shows and when it hides
	// (a dialog around it).
	OnBusy func(busy bool)
	// OnCancel, when not nil, is called after Cancel.
	OnCancel func()

	work    kit.Task[func()] // the reading; its result is what to do then
	running bool             // a reading is under way: the busy row shows
}

// NewReading builds a reading's busy row, hidden.
func NewReading() *Reading {
	r := &Reading{}
	r.Label = kit.NewWrapLabel("")
	r.Bar = widget.NewProgressBarInfinite()
	r.Bar.Stop()
	r.CancelButton = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), r.cancel)
	r.Content = container.NewVBox(r.Label, r.Bar, r.CancelButton)
	r.Content.Hide()
	return r
}

// Start runs work off the UI goroutine, saying what it does, and then what
// work returns on the UI goroutine, unless Cancel was tapped or another
// reading started meanwhile. ctx is done once the reading is dropped:
// work may stop then, its result unwanted.
func (r *Reading) Start(what string, work func(ctx context.Context) (then func())) {
	r.Label.SetText(what)
	r.setBusy(true)
	r.work.Start(func(ctx context.Context, _ kit.Reporter) (func(), error) {
		return work(ctx), nil
	}, func(then func(), _ error) {
		r.setBusy(false)
		then()
	})
}

// Stop drops the reading under way, if any.
func (r *Reading) Stop() {
	r.work.Drop()
	r.setBusy(false)
}

// cancel is the Cancel button: it drops the reading and tells onCancel.
func (r *Reading) cancel() {
	if !r.running {
		return
	}
	r.Stop()
	if r.OnCancel != nil {
		r.OnCancel()
	}
}

// setBusy shows or hides the busy row.
func (r *Reading) setBusy(busy bool) {
	if busy == r.running {
		return
	}
	r.running = busy
	if busy {
		r.Content.Show()
		r.Bar.Start()
	} else {
		r.Bar.Stop()
		r.Content.Hide()
	}
	if r.OnBusy != nil {
		r.OnBusy(busy)
	}
}

// Wait blocks until the readings started have ended; for tests.
func (r *Reading) Wait() { r.work.Wait() }

// Busy reports whether a reading is under way: the busy row shows.
func (r *Reading) Busy() bool { return r.running }

// Task is the task the readings run on, for tests that hold them
// (uitest.HoldWork).
func (r *Reading) Task() *kit.Task[func()] { return &r.work }
