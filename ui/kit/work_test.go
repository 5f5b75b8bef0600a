package kit_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// backgroundTask is a task whose jobs run on goroutines of their own, as in
// the app, in a test app (fyne.Do needs one).
func backgroundTask[T any](t *testing.T) *kit.Task[T] {
	test.NewTempApp(t)
	w := &kit.Task[T]{}
	uitest.Launch(t, w, uitest.InBackground)
	return w
}

// untilCancelled is a job that ends when its context is cancelled.
func untilCancelled(ctx context.Context, _ kit.Reporter) (int, error) {
	<-ctx.Done()
	return 0, ctx.Err()
}

// A dropped job's context is cancelled and its result never comes.
func TestADroppedJobsResultIsDropped(t *testing.T) {
	w := backgroundTask[int](t)
	var got atomic.Int32
	w.Start(untilCancelled, func(int, error) { got.Add(1) })
	assert.True(t, w.Busy())
	w.Drop()
	assert.False(t, w.Busy())
	w.Wait()
	assert.Zero(t, got.Load(), "no result for a dropped job")
}

// A newer start drops the job under way: only the newer one's result comes.
func TestANewerStartDropsTheOlderJob(t *testing.T) {
	w := backgroundTask[int](t)
	var mu sync.Mutex
	var got []int
	done := func(v int, err error) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, v)
	}
	older := make(chan struct{})
	w.Start(func(ctx context.Context, _ kit.Reporter) (int, error) {
		<-ctx.Done()
		close(older)
		return 1, nil
	}, done)
	w.Start(func(context.Context, kit.Reporter) (int, error) {
		<-older // the older job ends first: its result would come first
		return 2, nil
	}, done)
	w.Wait()
	assert.Equal(t, []int{2}, got)
	assert.False(t, w.Busy())
}

// A cancelled job still gives its result, the context's error, so that the
// screen can say it stopped.
func TestACancelledJobSaysSo(t *testing.T) {
	w := backgroundTask[int](t)
	errs := make(chan error, 1)
	w.Start(untilCancelled, func(_ int, err error) { errs <- err })
	w.Cancel()
	w.Wait()
	require.Len(t, errs, 1)
	assert.True(t, errors.Is(<-errs, context.Canceled))
}

// Reports that come while one is shown are skipped but for the latest.
func TestProgressLatestWins(t *testing.T) {
	w := backgroundTask[int](t)
	var mu sync.Mutex
	var shown []string
	show := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		shown = append(shown, s)
	}
	entered, unblock, last := make(chan struct{}), make(chan struct{}), make(chan struct{})
	w.Start(func(_ context.Context, report kit.Reporter) (int, error) {
		go report(func() { show("1"); close(entered); <-unblock })
		<-entered // "1" is on show: the next reports wait
		report(func() { show("2") })
		report(func() { show("3"); close(last) })
		close(unblock)
		select {
		case <-last:
		case <-time.After(time.Minute): // a hang guard: "3" is shown at once
		}
		return 0, nil
	}, func(int, error) {})
	w.Wait()
	assert.Equal(t, []string{"1", "3"}, shown)
}

// wait returns once the result is shown, and progress after it is not.
func TestWaitReturnsAfterTheResult(t *testing.T) {
	w := backgroundTask[string](t)
	var got atomic.Value
	var late atomic.Bool
	var report kit.Reporter
	w.Start(func(_ context.Context, r kit.Reporter) (string, error) {
		report = r
		time.Sleep(10 * time.Millisecond)
		return "done", nil
	}, func(v string, _ error) { got.Store(v) })
	w.Wait()
	assert.Equal(t, "done", got.Load())
	report(func() { late.Store(true) })
	assert.False(t, late.Load(), "no progress after the result")
}

// A job run in place (as tests run them) gives its result before start
// returns.
func TestAJobRunInPlace(t *testing.T) {
	test.NewTempApp(t)
	w := &kit.Task[int]{}
	uitest.Launch(t, w, uitest.InPlace)
	got := 0
	w.Start(func(context.Context, kit.Reporter) (int, error) { return 7, nil }, func(v int, _ error) { got = v })
	assert.Equal(t, 7, got)
	assert.False(t, w.Busy())
}

// kit.StopWork drops every job under way and waits for them.
func TestStopWorkDropsEveryJob(t *testing.T) {
	a, b := backgroundTask[int](t), backgroundTask[int](t)
	var got atomic.Int32
	a.Start(untilCancelled, func(int, error) { got.Add(1) })
	b.Start(untilCancelled, func(int, error) { got.Add(1) })
	kit.StopWork()
	assert.False(t, a.Busy())
	assert.False(t, b.Busy())
	assert.Zero(t, got.Load())
}
