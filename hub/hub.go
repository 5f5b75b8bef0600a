package hub

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

func errf(format string, args ...any) error { return problem.Newf("hub", format, args...) }

// Open makes the Keeper of the table kept in folder dir (made if new).
type Open func(dir string) (Keeper, error)

// Hub holds the tables kept in one folder, a folder each named by its
// code, and serves their phones.
type Hub struct {
	dir    string
	open   Open
	limits Limits
	now    func() time.Time

	mu     sync.Mutex
	tables map[string]*table
	closed bool
	conns  sync.WaitGroup
	stop   context.CancelFunc
	ctx    context.Context
}

// New opens the hub kept in folder dir: every table there, each through
// open. A table that cannot be opened is an error naming it.
func New(dir string, open Open, l Limits) (*Hub, error) {
	ctx, stop := context.WithCancel(context.Background())
	h := &Hub{dir: dir, open: open, limits: l.withDefaults(), now: time.Now, tables: map[string]*table{}, ctx: ctx, stop: stop}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, errf("the hub's folder %s cannot be made: %w", dir, err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, errf("the hub's folder %s cannot be read: %w", dir, err)
	}
	for _, e := range entries {
		if !e.IsDir() || wire.CheckTable(e.Name()) != nil {
			continue
		}
		if err := h.load(e.Name()); err != nil {
			h.Close()
			return nil, err
		}
	}
	return h, nil
}

// load opens the table with code kept in the hub's folder.
func (h *Hub) load(code string) error {
	dir := filepath.Join(h.dir, code)
	s, err := readSeats(dir)
	if err != nil {
		return err
	}
	k, err := h.open(dir)
	if err != nil {
		return errf("the table %s cannot be opened: %w", code, err)
	}
	h.tables[code] = newTable(code, dir, k, s, h.limits)
	return nil
}

// NewTable starts a new table with a new code, kept in its own folder.
func (h *Hub) NewTable() (string, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.tables) >= h.limits.Tables {
		return "", errf("This hub has %d tables, as many as it takes; end a table before starting another.", len(h.tables))
	}
	code := wire.NewTable()
	for h.tables[code] != nil {
		code = wire.NewTable()
	}
	if err := os.MkdirAll(filepath.Join(h.dir, code), 0o755); err != nil {
		return "", errf("the new table's folder cannot be made: %w", err)
	}
	if err := h.load(code); err != nil {
		return "", err
	}
	return code, nil
}

// Tables returns the codes of the hub's tables, sorted.
func (h *Hub) Tables() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	codes := make([]string, 0, len(h.tables))
	for c := range h.tables {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	return codes
}

// Keeper returns the documents of the table with code, or nil.
func (h *Hub) Keeper(code string) Keeper {
	h.mu.Lock()
	defer h.mu.Unlock()
	if t := h.tables[code]; t != nil {
		return t.keeper
	}
	return nil
}

// Close drops every phone and stops hearing the tables' changes; it waits
// for the connections to end, then until every table's changes are kept
// (see Flusher), so a hub stopped loses nothing.
func (h *Hub) Close() {
	h.mu.Lock()
	h.closed = true
	tables := make([]*table, 0, len(h.tables))
	for _, t := range h.tables {
		t.cancel()
		tables = append(tables, t)
	}
	h.mu.Unlock()
	h.stop()
	h.conns.Wait()
	for _, t := range tables {
		flush(t.keeper)
	}
}

// ServeHTTP takes a phone's WebSocket and serves it until it goes.
func (h *Hub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		http.Error(w, "The table's hub is stopping.", http.StatusServiceUnavailable)
		return
	}
	h.conns.Add(1)
	h.mu.Unlock()
	defer h.conns.Done()
	// A server's read and write deadlines are for requests; a phone's
	// connection lasts the game (the hub's own limits bound its messages).
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Time{})
	_ = rc.SetWriteDeadline(time.Time{})
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	c.SetReadLimit(wire.MaxPhoneMessage)
	ctx, cancel := context.WithCancel(h.ctx)
	defer cancel()
	p := newPhone(h.limits)
	written := make(chan struct{}) // the phone's writing ended, its bye said
	go func() {
		p.writeLoop(ctx, c, h.limits)
		close(written)
	}()
	t, err := h.hello(ctx, c, p)
	if err != nil {
		h.bye(c, err.Error())
		return
	}
	defer t.leave(p)
	go func() {
		select {
		case <-written: // dropped: the bye is written before reading stops
		case <-ctx.Done():
		}
		cancel()
	}()
	h.readLoop(ctx, c, t, p)
	cancel()
	<-written
	if why, dropped := p.dropped(); dropped && why != "" {
		c.Close(websocket.StatusPolicyViolation, "")
		return
	}
	c.Close(websocket.StatusNormalClosure, "")
}

// hello reads a new connection's first message, within the limit's time,
// and joins the phone to the table it names.
func (h *Hub) hello(ctx context.Context, c *websocket.Conn, p *phone) (*table, error) {
	hctx, cancel := context.WithTimeout(ctx, h.limits.HelloWithin)
	defer cancel()
	_, data, err := c.Read(hctx)
	if err != nil {
		return nil, errf("The phone said nothing the table understands.")
	}
	m, err := wire.Decode(data, wire.FromPhone)
	if err != nil {
		return nil, err
	}
	if m.Kind != wire.KindHello {
		return nil, errf("A phone says hello with the table's code first.")
	}
	h.mu.Lock()
	t := h.tables[m.Table]
	h.mu.Unlock()
	if t == nil {
		return nil, errf("No table at this hub has the code %s; check the code on the hub's screen.", m.Table)
	}
	p.allow = newBucket(h.limits, h.now())
	return t, t.join(p, m)
}

// readLoop answers the phone's messages until it goes or is dropped.
func (h *Hub) readLoop(ctx context.Context, c *websocket.Conn, t *table, p *phone) {
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return // gone, dropped, or over the read limit (closed as too big)
		}
		h.take(t, p, data)
	}
}

// take answers one message of a phone at table t: played or refused.
func (h *Hub) take(t *table, p *phone, data []byte) {
	m, err := wire.Decode(data, wire.FromPhone)
	if err == nil && m.Kind == wire.KindHello {
		err = errf("This phone has said hello already.")
	}
	if err != nil {
		h.refuse(p, data, err)
		return
	}
	t.handle(p, m, h.now())
}

// refuse answers a message that cannot be read: by its sequence number
// when one can be made out of it, else by closing with why.
func (h *Hub) refuse(p *phone, data []byte, why error) {
	var seq struct {
		Seq uint64 `json:"seq"`
	}
	if json.Unmarshal(data, &seq) != nil || seq.Seq == 0 {
		p.drop(clip(why.Error()))
		return
	}
	msg, _ := wire.Refused(seq.Seq, clip(why.Error())).Encode()
	p.send(msg)
}

// bye tells the phone why it is closed, and closes.
func (h *Hub) bye(c *websocket.Conn, why string) {
	ctx, cancel := context.WithTimeout(context.Background(), h.limits.WriteWithin)
	defer cancel()
	if msg, err := wire.Bye(clip(why)).Encode(); err == nil {
		_ = c.Write(ctx, websocket.MessageText, msg)
	}
	c.Close(websocket.StatusPolicyViolation, "")
}
