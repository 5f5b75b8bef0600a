package webserve

import (
	"net"
	"net/http"
	"sync"
)

// limitListener keeps at most max connections open, and never lets
// connections that wait for nothing hold them. An open connection is busy
// while a request of it is being answered, and waiting otherwise: for the
// end of its first request's header, or, kept alive after an answer, for
// its next request. When every slot is taken, Accept closes the connection
// that has been waiting longest and gives its slot to the new one at once;
// only while every slot is busy does the new one wait, for an answer to end
// or a connection to close.
//
// Why so: an idle keep-alive connection costs a phone nothing to lose (its
// browser opens another when it next needs one), and a phone sends its
// request as soon as it connects, so a connection still short of the end of
// its header after newer ones have come is stalled or hostile (a slowloris
// sends a header byte now and then so as never to finish it). Closing the
// longest waiting answers a new phone as soon as it connects, however many
// idle or stalled connections there are, while the answers being sent are
// never cut. Shorter timeouts under pressure would still keep the new phone
// waiting for the shorter timeout, and a cap per address would not help
// when the connections come from many machines, or from the phone's own
// network address.
//
// A connection whose request has arrived whole but is not yet marked busy
// can be closed unanswered: the window is the moment between the two, and
// a browser sends the request again on a new connection.
type limitListener struct {
	net.Listener
	max       int
	mu        sync.Mutex
	open      map[*limitConn]bool // the connections that hold a slot
	ticks     uint64              // counts the times a connection starts waiting, to order them
	changed   chan struct{}       // one element: a slot was freed, or a connection started waiting
	done      chan struct{}       // closed by Close, to end a waiting Accept
	closeOnce sync.Once
}

// limit wraps ln so that at most n connections are open at a time. The
// http.Server that serves it must call its setState from ConnState, for it
// to tell a busy connection from a waiting one.
func limit(ln net.Listener, n int) *limitListener {
	return &limitListener{Listener: ln, max: n, open: map[*limitConn]bool{},
		changed: make(chan struct{}, 1), done: make(chan struct{})}
}

// Accept waits for a connection, then gives it a slot: a free one, or that
// of the connection that has been waiting longest, which it closes. While
// every slot is busy it waits, the connection unread (its browser sees a
// slow answer, not an error). The connection gives its slot back when it
// closes.
func (l *limitListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	lc := &limitConn{Conn: c, l: l}
	for {
		victim, ok := l.admit(lc)
		if ok {
			if victim != nil {
				_ = victim.Close()
			}
			return lc, nil
		}
		select {
		case <-l.changed:
		case <-l.done:
			_ = c.Close()
			return nil, net.ErrClosed
		}
	}
}

// admit gives c a slot, if one is free or is held by a waiting connection;
// that connection, given back, has lost its slot and must be closed
// (outside the lock). It is false while every slot is busy.
func (l *limitListener) admit(c *limitConn) (victim *limitConn, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.open) >= l.max {
		victim = l.longestWaiting()
		if victim == nil {
			return nil, false
		}
		delete(l.open, victim)
	}
	l.ticks++
	c.waitingSince = l.ticks
	l.open[c] = true
	return victim, true
}

// longestWaiting is the open connection that started waiting first; nil
// when all are busy. l.mu is held.
func (l *limitListener) longestWaiting() *limitConn {
	var oldest *limitConn
	for c := range l.open {
		if !c.busy && (oldest == nil || c.waitingSince < oldest.waitingSince) {
			oldest = c
		}
	}
	return oldest
}

// setState is the http.Server's ConnState hook: it marks c busy while a
// request of it is answered, and waiting again after the answer.
func (l *limitListener) setState(c net.Conn, state http.ConnState) {
	lc, ok := c.(*limitConn)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.open[lc] {
		return
	}
	switch state {
	case http.StateHijacked: // a WebSocket the hub keeps its own limits on
		delete(l.open, lc)
		l.signal()
	case http.StateActive:
		lc.busy = true
	case http.StateIdle:
		lc.busy = false
		l.ticks++
		lc.waitingSince = l.ticks
		l.signal()
	}
}

// release frees the slot of c, if it still holds one. l.mu is not held.
func (l *limitListener) release(c *limitConn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[c] {
		delete(l.open, c)
		l.signal()
	}
}

// signal wakes an Accept waiting for a slot, if any.
func (l *limitListener) signal() {
	select {
	case l.changed <- struct{}{}:
	default:
	}
}

// Close stops listening and ends an Accept waiting for a slot.
func (l *limitListener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// limitConn is a connection that gives its slot back when first closed.
type limitConn struct {
	net.Conn
	l            *limitListener
	busy         bool   // a request is being answered; l.mu guards it
	waitingSince uint64 // l.ticks when it last started waiting; l.mu guards it
	closeOnce    sync.Once
}

// Close closes the connection and frees its slot.
func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.closeOnce.Do(func() { c.l.release(c) })
	return err
}
