package kit

import (
	"context"
	"sync"

	"fyne.io/fyne/v2"
)

// Reporter shows a job's progress: it runs show on the UI goroutine, with
// fyne.Do. Reports that come faster than the UI shows them are skipped: the
// latest wins.
type Reporter func(show func())

// Job is the work of a Task: it runs off the UI goroutine until ctx is
// done, and may show how far it got with report.
type Job[T any] func(ctx context.Context, report Reporter) (T, error)

// Task is how the screens run work in the background: one job at a time,
// off the UI goroutine, with a context to cancel it and its progress and
// result shown on the UI goroutine (fyne.Do). A newer Start drops the job
// under way: its context is cancelled and its result thrown away. The zero
// task is ready to use; a task must not be copied once used.
type Task[T any] struct {
	mu      sync.Mutex
	gen     uint64             // counts the jobs started and dropped: only gen's result is wanted
	active  bool               // gen's result has not come back yet
	stopCtx context.CancelFunc // cancels gen's context
	jobs    sync.WaitGroup     // the jobs whose goroutine has not ended
}

// LaunchWork is the one hook of background work, and it is for tests only:
// when not nil it starts every task's jobs (run) in place of a new
// goroutine; task is the *Task[T] whose job run is, so that a test can
// treat one task's jobs apart (run them on a goroutine, or hold them). The
// app leaves it nil. Fyne's test driver runs fyne.Do at once on the calling
// goroutine, not on the app's, so a job ending on its own goroutine would
// redraw widgets while the test draws others (a panic in Fyne's shared
// icons): the tests run jobs in place (package uitest sets this hook).
var LaunchWork func(task any, run func())

// Start runs do off the UI goroutine, dropping the job under way, and then
// done with its result on the UI goroutine, unless the job was dropped
// meanwhile (Drop, or a newer Start). Call it on the UI goroutine.
func (t *Task[T]) Start(do Job[T], done func(T, error)) {
	ctx, cancel := context.WithCancel(context.Background())
	t.mu.Lock()
	t.dropLocked()
	t.gen++
	gen := t.gen
	t.active, t.stopCtx = true, cancel
	t.mu.Unlock()
	t.jobs.Add(1)
	untrack := trackWork(t.Drop)
	p := &workProgress{current: func() bool { return t.wanted(gen) }}
	run := func() {
		defer t.jobs.Done()
		defer untrack()
		defer cancel()
		v, err := do(ctx, p.report)
		if !t.wanted(gen) {
			return
		}
		fyne.Do(func() {
			if t.finish(gen) {
				done(v, err)
			}
		})
	}
	if LaunchWork != nil {
		LaunchWork(t, run)
	} else {
		go run()
	}
}

// Cancel cancels the context of the job under way, if any. Its result still
// comes back (as a rule the context's error), so that the screen can say it
// stopped.
func (t *Task[T]) Cancel() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.active {
		t.stopCtx()
	}
}

// Drop cancels the job under way, if any, and throws its result away.
func (t *Task[T]) Drop() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.dropLocked()
}

// dropLocked is drop with t.mu held.
func (t *Task[T]) dropLocked() {
	if t.active {
		t.stopCtx()
		t.active = false
		t.gen++
	}
}

// Busy reports whether a job is under way whose result is still to come.
func (t *Task[T]) Busy() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.active
}

// Wait blocks until the task's jobs have ended, and their results have
// been handed to the UI goroutine (with Fyne's test driver: shown). Tests
// wait; a job a test holds counts until it runs.
func (t *Task[T]) Wait() { t.jobs.Wait() }

// wanted reports whether the result of job gen is still to come.
func (t *Task[T]) wanted(gen uint64) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.active && t.gen == gen
}

// finish reports whether the result of job gen is still wanted, and if so
// takes it: no other comes for it.
func (t *Task[T]) finish(gen uint64) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.active || t.gen != gen {
		return false
	}
	t.active = false
	return true
}

// workProgress passes a job's reports to the UI goroutine, the latest only.
type workProgress struct {
	current func() bool // whether the job's reports are still wanted

	mu     sync.Mutex
	latest func() // the report not shown yet; nil when none
	queued bool   // a show is on its way to the UI goroutine
}

// report shows show on the UI goroutine, unless a later report comes
// first or the job's result is no longer wanted.
func (p *workProgress) report(show func()) {
	p.mu.Lock()
	p.latest = show
	queued := p.queued
	p.queued = true
	p.mu.Unlock()
	if !queued {
		fyne.Do(p.flush)
	}
}

// flush shows the latest report, and any that came while it was shown.
func (p *workProgress) flush() {
	for {
		p.mu.Lock()
		show := p.latest
		p.latest = nil
		if show == nil {
			p.queued = false
		}
		p.mu.Unlock()
		if show == nil {
			return
		}
		if p.current() {
			show()
		}
	}
}

// allWork is every job under way, of every task, for StopWork.
var allWork struct {
	sync.Mutex
	jobs  sync.WaitGroup
	next  uint64
	drops map[uint64]func()
}

// trackWork counts a job under way until the returned untrack is called;
// drop drops it.
func trackWork(drop func()) (untrack func()) {
	allWork.Lock()
	defer allWork.Unlock()
	if allWork.drops == nil {
		allWork.drops = map[uint64]func(){}
	}
	allWork.next++
	id := allWork.next
	allWork.drops[id] = drop
	allWork.jobs.Add(1)
	return func() {
		allWork.Lock()
		delete(allWork.drops, id)
		allWork.Unlock()
		allWork.jobs.Done()
	}
}

// StopWork drops every job under way and waits until their goroutines have
// ended: for the app when it closes, and for tests when they end. The
// screens are not told (they are going away).
func StopWork() {
	allWork.Lock()
	drops := make([]func(), 0, len(allWork.drops))
	for _, d := range allWork.drops {
		drops = append(drops, d)
	}
	allWork.Unlock()
	for _, d := range drops {
		d()
	}
	allWork.jobs.Wait()
}
