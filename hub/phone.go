package hub

import (
	"context"
	"sync"

	"github.com/coder/websocket"

	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// phone is one connection to a table: its page's id, the token and seat it
// holds, what waits to be sent to it and its allowance of messages.
type phone struct {
	id, token, seat string
	allow           bucket

	out      chan []byte
	done     chan struct{}
	dropOnce sync.Once
	why      string // why the hub dropped it, when it did
}

func newPhone(l Limits) *phone {
	return &phone{out: make(chan []byte, l.Queue), done: make(chan struct{})}
}

// send queues one message for the phone without waiting; a phone whose
// queue is full is too slow and is dropped (it reconnects and is sent
// everything again).
func (p *phone) send(msg []byte) {
	select {
	case <-p.done:
	case p.out <- msg:
	default:
		p.drop("This phone fell behind the table; it is reconnecting.")
	}
}

// drop ends the connection, once, with why.
func (p *phone) drop(why string) {
	p.dropOnce.Do(func() {
		p.why = why
		close(p.done)
	})
}

// dropped reports whether the hub dropped the phone, and why.
func (p *phone) dropped() (why string, ok bool) {
	select {
	case <-p.done:
		return p.why, true
	default:
		return "", false
	}
}

// writeLoop sends the phone its queued messages until it is dropped (then
// it tells the phone why) or the connection fails, each within the limit's
// time.
func (p *phone) writeLoop(ctx context.Context, c *websocket.Conn, l Limits) {
	for {
		select {
		case <-p.done:
			if p.why != "" {
				wctx, cancel := context.WithTimeout(ctx, l.WriteWithin)
				if msg, err := wire.Bye(p.why).Encode(); err == nil {
					_ = c.Write(wctx, websocket.MessageText, msg)
				}
				cancel()
			}
			return
		case <-ctx.Done():
			return
		case msg := <-p.out:
			wctx, cancel := context.WithTimeout(ctx, l.WriteWithin)
			err := c.Write(wctx, websocket.MessageText, msg)
			cancel()
			if err != nil {
				p.drop("")
				return
			}
		}
	}
}
