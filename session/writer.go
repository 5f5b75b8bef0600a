package session

import (
	"sync"
)

// writer writes blobs to a store on one background goroutine. Writes of
// different blobs happen in the order they were asked for; when a blob is
// asked to be written again before its last state was written, only the
// newest state is written, so the last state always wins.
type writer struct {
	store Store
	onErr func(error) // called on the writing goroutine when a write fails

	mu      sync.Mutex
	order   []string      // blobs waiting, oldest first
	pending map[string]op // each waiting blob's newest state
	busy    bool          // the goroutine is running
	idle    *sync.Cond    // signalled when the goroutine stops
}

// op is one waiting change of a blob: new data (made by make on the
// writing goroutine when data is nil), or removal (only if when, when
// given, says so at the time: for a blob whose content must first be
// safely elsewhere).
type op struct {
	data   []byte
	make   func() ([]byte, error)
	remove bool
	when   func() bool
}

func newWriter(store Store, onErr func(error)) *writer {
	w := &writer{store: store, onErr: onErr, pending: map[string]op{}}
	w.idle = sync.NewCond(&w.mu)
	return w
}

// put queues data to be written as the blob called name.
func (w *writer) put(name string, data []byte) { w.queue(name, op{data: data}) }

// putFunc queues the blob called name to be written with what make
// returns, called on the writing goroutine: the goroutine that changes the
// session does not pay for the encoding.
func (w *writer) putFunc(name string, make func() ([]byte, error)) {
	w.queue(name, op{make: make})
}

// removeWhen queues the removal of the blob called name, made only if
// when returns true once the writes queued before it are done.
func (w *writer) removeWhen(name string, when func() bool) {
	w.queue(name, op{remove: true, when: when})
}

// remove queues the removal of the blob called name.
func (w *writer) remove(name string) { w.queue(name, op{remove: true}) }

func (w *writer) queue(name string, o op) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, waiting := w.pending[name]; !waiting {
		w.order = append(w.order, name)
	}
	w.pending[name] = o
	if !w.busy {
		w.busy = true
		go w.run()
	}
}

// run writes waiting blobs until none is left.
func (w *writer) run() {
	for {
		w.mu.Lock()
		if len(w.order) == 0 {
			w.busy = false
			w.idle.Broadcast()
			w.mu.Unlock()
			return
		}
		name := w.order[0]
		w.order = w.order[1:]
		o := w.pending[name]
		delete(w.pending, name)
		w.mu.Unlock()
		if err := w.do(name, o); err != nil && w.onErr != nil {
			w.onErr(err)
		}
	}
}

// flush waits until every queued write is done.
func (w *writer) flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.busy {
		w.idle.Wait()
	}
}

// do makes one waiting change.
func (w *writer) do(name string, o op) error {
	if o.remove {
		if o.when != nil && !o.when() {
			return nil
		}
		return w.store.Remove(name)
	}
	data := o.data
	if o.make != nil {
		var err error
		if data, err = o.make(); err != nil {
			return problemf("%s cannot be written: %w", name, err)
		}
	}
	return w.store.Write(name, data)
}
