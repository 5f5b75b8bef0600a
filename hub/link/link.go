package link

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// State is how the phone stands with the hub.
type State int

// The states.
const (
	Connecting State = iota // trying to reach the hub (the first time or again)
	Connected               // at the table: moves are sent
	Refused                 // the hub said why it will not have the phone (a wrong code, a full table): no more tries
	Closed                  // Close was called
)

// Events are what the link hears, called one at a time from the link's own
// goroutine (a screen hands them to its own).
type Events struct {
	// Welcome: the hub has the phone at the table, in seat (a player's
	// name, or "" watching); token gives the seat back next time (keep it).
	Welcome func(token, seat string, seats []string)
	// Value: document doc is data now, at revision rev, made by the step
	// label. After a Welcome every document comes again, whole.
	Value func(doc string, rev uint64, data []byte, label string)
	// Answer: the move Send numbered seq was played, or refused with why.
	Answer func(seq uint64, ok bool, why string)
	// State: the link is now s; why says what happened, in players' words
	// ("" when nothing needs saying), and retry when the next try is.
	State func(s State, why string, retry time.Duration)
}

// ErrOffline is Send's refusal while the hub is lost.
var ErrOffline = problem.Newf("link", "The phone is not connected to the table; the move was not sent. Wait for the table to come back, then play it again.")

// Options are a link's settings; zero means the default.
type Options struct {
	FirstWait, MostWait time.Duration // the wait before the first try again (0.5 s) and the longest (10 s)
	Patience            time.Duration // how long one try to connect may take (15 s)
}

// Link is one phone's connection to a table.
type Link struct {
	url, table, phone string
	on                Events
	opt               Options

	mu      sync.Mutex
	token   string
	state   State
	seq     uint64
	pending []wire.Message // sent, not answered yet: sent again after a reconnect
	out     chan []byte    // the connection's messages to write, while Connected
	wake    chan struct{}
	ctx     context.Context
	stop    context.CancelFunc
	done    chan struct{}
}

// Dial starts a link to the hub at url (ws:// or wss://) for table code,
// with token the seat the phone had ("" the first time). It returns at
// once; events tell how it goes.
func Dial(url, table, token string, on Events, opt Options) *Link {
	if opt.FirstWait <= 0 {
		opt.FirstWait = 500 * time.Millisecond
	}
	if opt.MostWait <= 0 {
		opt.MostWait = 10 * time.Second
	}
	if opt.Patience <= 0 {
		opt.Patience = 15 * time.Second
	}
	ctx, stop := context.WithCancel(context.Background())
	l := &Link{url: url, table: table, phone: wire.NewPhone(), token: token, on: on, opt: opt,
		wake: make(chan struct{}, 1), ctx: ctx, stop: stop, done: make(chan struct{})}
	go l.run()
	return l
}

// Send sends a move (or an undo, a redo, a seat) to the hub with the
// phone's next sequence number, which it returns; the answer comes as an
// Answer event. While the hub is lost it returns ErrOffline and sends
// nothing.
func (l *Link) Send(m wire.Message) (uint64, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.state != Connected {
		return 0, ErrOffline
	}
	data, err := (wire.Message{Kind: m.Kind, Seq: l.seq + 1, Doc: m.Doc, Rev: m.Rev, Name: m.Name, Move: m.Move}).Encode()
	if err != nil {
		return 0, problem.Newf("link", "the move cannot be sent: %w", err)
	}
	select {
	case l.out <- data:
	default:
		return 0, problem.Newf("link", "The phone has %d moves waiting for the table's answer; wait for them, then play again.", cap(l.out))
	}
	l.seq++
	m.Seq = l.seq
	l.pending = append(l.pending, m)
	return m.Seq, nil
}

// State is how the phone stands with the hub now.
func (l *Link) State() State {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.state
}

// Wake tries again at once if the hub is lost: the page is seen again, or
// the player asked.
func (l *Link) Wake() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Close ends the link and waits for its goroutine.
func (l *Link) Close() {
	l.stop()
	<-l.done
}

// writeLoop writes the connection's messages until it ends; a write that
// fails or takes too long ends the connection, which the reading side
// notices.
func (l *Link) writeLoop(ctx context.Context, c *websocket.Conn, out chan []byte) {
	for {
		select {
		case <-ctx.Done():
			return
		case data := <-out:
			wctx, cancel := context.WithTimeout(ctx, l.opt.Patience)
			err := c.Write(wctx, websocket.MessageText, data)
			cancel()
			if err != nil {
				c.CloseNow()
				return
			}
		}
	}
}

// run connects, serves the connection until it is lost, and tries again,
// waiting longer each time, until the hub refuses the phone or Close.
func (l *Link) run() {
	defer close(l.done)
	wait := time.Duration(0)
	for {
		l.setState(Connecting, "", 0)
		why, refused := l.session()
		if l.ctx.Err() != nil {
			l.setState(Closed, "", 0)
			return
		}
		if refused {
			l.setState(Refused, why, 0)
			return
		}
		if wait = min(max(2*wait, l.opt.FirstWait), l.opt.MostWait); why == "" {
			why = "The table's hub cannot be reached."
		}
		jittered := wait/2 + time.Duration(rand.Int64N(int64(wait/2)+1))
		l.setState(Connecting, why, jittered)
		select {
		case <-l.ctx.Done():
			l.setState(Closed, "", 0)
			return
		case <-l.wake:
		case <-time.After(jittered):
		}
	}
}

func (l *Link) setState(s State, why string, retry time.Duration) {
	l.mu.Lock()
	l.state = s
	l.mu.Unlock()
	if l.on.State != nil {
		l.on.State(s, why, retry)
	}
}

// session is one connection: dial, hello, then every message until it is
// lost (why) or the hub says bye (refused).
func (l *Link) session() (why string, refused bool) {
	ctx, cancel := context.WithTimeout(l.ctx, l.opt.Patience)
	c, _, err := websocket.Dial(ctx, l.url, nil)
	cancel()
	if err != nil {
		return "", false
	}
	defer c.CloseNow()
	c.SetReadLimit(wire.MaxHubMessage)
	cctx, stop := context.WithCancel(l.ctx)
	defer stop()
	out := make(chan []byte, 64)
	go l.writeLoop(cctx, c, out)
	l.mu.Lock()
	hello, _ := wire.Hello(l.table, l.phone, l.token).Encode()
	l.mu.Unlock()
	out <- hello
	for welcomed := false; ; {
		_, data, err := c.Read(cctx)
		if err != nil {
			return "", false
		}
		m, err := wire.Decode(data, wire.FromHub)
		if err != nil {
			continue // a newer hub's message this phone cannot read: the next value puts it right
		}
		if m.Kind == wire.KindBye {
			return m.Why, true
		}
		if m.Kind == wire.KindWelcome && !welcomed {
			welcomed = true
			l.joined(out)
		}
		l.hear(m)
	}
}

// joined makes the connection the one moves go by, and sends again, in
// order, the moves the hub had not answered: it answers each, again if it
// had played it, once if not.
func (l *Link) joined(out chan []byte) {
	l.mu.Lock()
	l.out, l.state = out, Connected
	for _, p := range l.pending {
		if data, err := p.Encode(); err == nil {
			out <- data // at most as many as out holds: Send refuses more
		}
	}
	l.mu.Unlock()
	if l.on.State != nil {
		l.on.State(Connected, "", 0)
	}
}

// hear acts on one message of the hub.
func (l *Link) hear(m wire.Message) {
	switch m.Kind {
	case wire.KindWelcome:
		l.mu.Lock()
		l.token = m.Token
		l.mu.Unlock()
		if l.on.Welcome != nil {
			l.on.Welcome(m.Token, m.Name, m.Seats)
		}
	case wire.KindValue:
		if l.on.Value != nil {
			l.on.Value(m.Doc, m.Rev, m.Data, m.Label)
		}
	case wire.KindAnswer:
		l.mu.Lock()
		for i, p := range l.pending {
			if p.Seq == m.Seq {
				l.pending = append(l.pending[:i], l.pending[i+1:]...)
				break
			}
		}
		l.mu.Unlock()
		if l.on.Answer != nil {
			l.on.Answer(m.Seq, m.OK, m.Why)
		}
	}
}
