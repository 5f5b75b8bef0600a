package uitest

import (
	"sync"
	"testing"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// Background work in the screens' tests runs in place, on the calling
// goroutine (kit.LaunchWork, set here for every test that imports uitest),
// unless a test gives a task a launch of its own with Launch or HoldWork.
func init() { kit.LaunchWork = launch }

// launches are the launches tests gave tasks: *kit.Task[T] to a launch.
var launches sync.Map

// launch starts a job of task: with the task's own launch, if a test gave
// it one, or else in place.
func launch(task any, run func()) {
	if l, ok := launches.Load(task); ok {
		l.(func(run func()))(run)
		return
	}
	run()
}

// Launch makes task (a *kit.Task[T]) start its jobs with l until the test
// ends, or until l is nil.
func Launch(t testing.TB, task any, l func(run func())) {
	if l == nil {
		launches.Delete(task)
		return
	}
	launches.Store(task, l)
	t.Cleanup(func() { launches.Delete(task) })
}

// InPlace runs a task's job at once, on the calling goroutine.
func InPlace(run func()) { run() }

// InBackground runs a task's job on a goroutine of its own, as the app
// does: for the tests that look at the moment in between, and wait.
func InBackground(run func()) { go run() }

// HoldWork holds w's jobs until the returned release is called (once, at
// the latest when the test ends), which runs them in place and lifts the
// hold.
func HoldWork[T any](t testing.TB, w *kit.Task[T]) (release func()) {
	var mu sync.Mutex
	var held []func()
	Launch(t, w, func(run func()) {
		mu.Lock()
		defer mu.Unlock()
		held = append(held, run)
	})
	release = func() {
		Launch(t, w, nil)
		mu.Lock()
		runs := held
		held = nil
		mu.Unlock()
		for _, run := range runs {
			run()
		}
	}
	t.Cleanup(func() {
		release()
		w.Wait()
	})
	return release
}
