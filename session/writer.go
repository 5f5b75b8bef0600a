package session

import "sync"

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

// op is one waiting change of a blob: new data, or removal.
type op struct {
	data   []byte
	remove bool
}

func newWriter(store Store, onErr func(error)) *writer {
	w := &writer{store: store, onErr: onErr, pending: map[string]op{}}
	w.idle = sync.NewCond(&w.mu)
	return w
}

// put queues data to be written as the blob called name.
func (w *writer) put(name string, data []byte) { w.queue(name, op{data: data}) }

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
		var err error
		if o.remove {
			err = w.store.Remove(name)
		} else {
			err = w.store.Write(name, o.data)
		}
		if err != nil && w.onErr != nil {
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
