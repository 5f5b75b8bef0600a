package session

import "sync"

// listeners are the functions subscribed to something (the session's
// changes, one document's), kept in the order they came. It is safe for
// concurrent use; its zero value has none.
type listeners[F any] struct {
	mu   sync.Mutex
	fs   map[int]F
	next int
}

// add subscribes f until the returned function is called.
func (l *listeners[F]) add(f F) (cancel func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.fs == nil {
		l.fs = map[int]F{}
	}
	id := l.next
	l.next++
	l.fs[id] = f
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		delete(l.fs, id)
	}
}

// list returns the functions subscribed now, the first to come first: the
// caller calls them without the lock, so they may subscribe or read.
func (l *listeners[F]) list() []F {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]F, 0, len(l.fs))
	for id := range l.next {
		if f, ok := l.fs[id]; ok {
			out = append(out, f)
		}
	}
	return out
}
