package webserve

import (
	"net"
	"sync"
)

// limitListener accepts at most cap(slots) connections at a time. When all
// are open, Accept waits until one closes: the next phone's connection
// waits in the system's queue (its browser sees a slow answer, not an
// error) instead of being accepted and costing the server more.
type limitListener struct {
	net.Listener
	slots     chan struct{} // one element a connection open
	done      chan struct{} // closed by Close, to end a waiting Accept
	closeOnce sync.Once
}

// limit wraps ln so that at most n connections are open at a time.
func limit(ln net.Listener, n int) *limitListener {
	return &limitListener{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{})}
}

// Accept waits for a free slot, then for a connection, which gives its slot
// back when it closes.
func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitConn{Conn: c, release: func() { <-l.slots }}, nil
}

// Close stops listening and ends an Accept waiting for a slot.
func (l *limitListener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// limitConn is a connection that gives its slot back when first closed.
type limitConn struct {
	net.Conn
	releaseOnce sync.Once
	release     func()
}

// Close closes the connection and frees its slot.
func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.releaseOnce.Do(c.release)
	return err
}
