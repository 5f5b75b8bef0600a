package ui

import (
	"context"
	"sync"

	"fyne.io/fyne/v2"
)

// reporter shows a job's progress: it runs show on the UI goroutine, with
// fyne.Do. Reports that come faster than the UI shows them are skipped: the
// latest wins.
type reporter func(show func())

// workJob is the work of a task: it runs off the UI goroutine until ctx is
// done, and may show how far it got with report.
type workJob[T any] func(ctx context.Context, report reporter) (T, error)

// task is how the screens run work in the background: one job at a time,
// off the UI goroutine, with a context to cancel it and its progress and
// result shown on the UI goroutine (fyne.Do). A newer start drops the job
// under way: its context is cancelled and its result thrown away. The zero
// task is ready to use; a task must not be copied once used.
type task[T any] struct {
	// launch, when not nil, starts this task's jobs in place of launchWork
	// (see there); tests set it.
	launch func(run func())

	mu      sync.Mutex
	gen     uint64             // counts the jobs started and dropped: only gen's result is wanted
	active  bool               // gen's result has not come back yet
	stopCtx context.CancelFunc // cancels gen's context
	jobs    sync.WaitGroup     // the jobs whose goroutine has not ended
}

// launchWork starts the jobs of the tasks that have no launch of their
// own; nil starts each on a new goroutine. It is the one test hook of
// background work: Fyne's test driver runs fyne.Do at once on the calling
// goroutine, not on the app's, so a job ending on its own goroutine would
// redraw widgets while the test draws others (a panic in Fyne's shared
// icons). The tests run jobs in place; a test that looks at the moment in
// between gives the task a launch of its own (a goroutine, or a hold).
var launchWork func(run func())

// start runs do off the UI goroutine, dropping the job under way, and then
// done with its result on the UI goroutine, unless the job was dropped
// meanwhile (drop, or a newer start). Call it on the UI goroutine.
func (t *task[T]) start(do workJob[T], done func(T, error)) {
	ctx, cancel := context.WithCancel(context.Background())
	t.mu.Lock()
	t.dropLocked()
	t.gen++
	gen := t.gen
	t.active, t.stopCtx = true, cancel
	t.mu.Unlock()
	t.jobs.Add(1)
	untrack := trackWork(t.drop)
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
	switch {
	case t.launch != nil:
		t.launch(run)
	case launchWork != nil:
		launchWork(run)
	default:
		go run()
	}
}

// cancel cancels the context of the job under way, if any. Its result still
// comes back (as a rule the context's error), so that the screen can say it
// stopped.
func (t *task[T]) cancel() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.active {
		t.stopCtx()
	}
}

// drop cancels the job under way, if any, and throws its result away.
func (t *task[T]) drop() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.dropLocked()
}

// dropLocked is drop with t.mu held.
func (t *task[T]) dropLocked() {
	if t.active {
		t.stopCtx()
		t.active = false
		t.gen++
	}
}

// busy reports whether a job is under way whose result is still to come.
func (t *task[T]) busy() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.active
}

// wait blocks until the task's jobs have ended, and their results have
// been handed to the UI goroutine (with Fyne's test driver: shown). Tests
// wait; a job a test holds counts until it runs.
func (t *task[T]) wait() { t.jobs.Wait() }

// wanted reports whether the result of job gen is still to come.
func (t *task[T]) wanted(gen uint64) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.active && t.gen == gen
}

// finish reports whether the result of job gen is still wanted, and if so
// takes it: no other comes for it.
func (t *task[T]) finish(gen uint64) bool {
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

// allWork is every job under way, of every task, for stopWork.
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

// stopWork drops every job under way and waits until their goroutines have
// ended: for the app when it closes, and for tests when they end. The
// screens are not told (they are going away).
func stopWork() {
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
