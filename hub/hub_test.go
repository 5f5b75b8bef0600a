package hub

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// counter is a Keeper of one document, "count": a number that moves add
// to, a step each, with undo; kept in memory.
type counter struct {
	mu      sync.Mutex
	steps   []int // the values after each step; the last is now
	undone  []int
	rev     uint64
	label   string
	players []string
	subs    map[int]func(string)
	next    int
}

func newCounter() *counter {
	return &counter{steps: []int{0}, players: []string{"Ana", "Ben"}, subs: map[int]func(string){}}
}

func (c *counter) Docs() []string    { return []string{"count"} }
func (c *counter) Players() []string { return c.players }

func (c *counter) Value(doc string) ([]byte, uint64, string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	data, _ := json.Marshal(map[string]int{"n": c.steps[len(c.steps)-1]})
	return data, c.rev, c.label, nil
}

func (c *counter) Play(m wire.Message, by string) error {
	c.mu.Lock()
	now := c.steps[len(c.steps)-1]
	switch m.Kind {
	case wire.KindMove:
		var mv struct{ Add int }
		if err := json.Unmarshal(m.Move, &mv); err != nil || mv.Add <= 0 {
			c.mu.Unlock()
			return errf("Add at least 1.")
		}
		c.steps = append(c.steps, now+mv.Add)
		c.undone = nil
		c.label = by + " added " + string(rune('0'+mv.Add%10))
	case wire.KindUndo:
		if len(c.steps) == 1 {
			c.mu.Unlock()
			return errf("There is nothing to undo.")
		}
		c.undone = append(c.undone, now)
		c.steps = c.steps[:len(c.steps)-1]
		c.label = by + " undid"
	default:
		c.mu.Unlock()
		return errf("No redo here.")
	}
	c.rev++
	subs := make([]func(string), 0, len(c.subs))
	for _, f := range c.subs {
		subs = append(subs, f)
	}
	c.mu.Unlock()
	for _, f := range subs {
		f("count")
	}
	return nil
}

func (c *counter) Subscribe(f func(string)) func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	id := c.next
	c.next++
	c.subs[id] = f
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		delete(c.subs, id)
	}
}

func (c *counter) now() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.steps[len(c.steps)-1]
}

// testHub is a hub in a temporary folder whose tables are counters, served
// on 127.0.0.1.
type testHub struct {
	*Hub
	srv      *httptest.Server
	keepers  map[string]*counter
	dir      string
	limits   Limits
	keeperMu sync.Mutex
}

func startHub(t *testing.T, dir string, l Limits, keepers map[string]*counter) *testHub {
	th := &testHub{dir: dir, limits: l, keepers: keepers}
	h, err := New(dir, func(d string) (Keeper, error) {
		th.keeperMu.Lock()
		defer th.keeperMu.Unlock()
		k := th.keepers[d]
		if k == nil {
			k = newCounter()
			th.keepers[d] = k
		}
		return k, nil
	}, l)
	require.NoError(t, err)
	th.Hub = h
	th.srv = httptest.NewServer(h)
	t.Cleanup(func() { th.srv.Close(); h.Close() })
	return th
}

func (th *testHub) counter(code string) *counter {
	th.keeperMu.Lock()
	defer th.keeperMu.Unlock()
	return th.keepers[th.dir+"/"+code]
}

// testPhone is one page at the table.
type testPhone struct {
	t     *testing.T
	c     *websocket.Conn
	id    string
	seq   uint64
	token string
	seat  string
	count int
	rev   uint64
}

// patience bounds every wait: a hang guard, loose for a slow machine.
const patience = time.Minute

func dial(t *testing.T, th *testHub) *websocket.Conn {
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(th.srv.URL, "http"), nil)
	require.NoError(t, err)
	t.Cleanup(func() { c.CloseNow() })
	return c
}

func (p *testPhone) write(m wire.Message) {
	data, err := m.Encode()
	require.NoError(p.t, err)
	p.writeRaw(data)
}

func (p *testPhone) writeRaw(data []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	require.NoError(p.t, p.c.Write(ctx, websocket.MessageText, data))
}

// read reads the hub's next message, keeping what it says of the seat and
// the count.
func (p *testPhone) read() wire.Message {
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	_, data, err := p.c.Read(ctx)
	require.NoError(p.t, err)
	m, err := wire.Decode(data, wire.FromHub)
	require.NoError(p.t, err, string(data))
	switch m.Kind {
	case wire.KindWelcome:
		p.token, p.seat = m.Token, m.Name
	case wire.KindValue:
		var v struct{ N int }
		require.NoError(p.t, json.Unmarshal(m.Data, &v))
		if m.Rev >= p.rev {
			p.count, p.rev = v.N, m.Rev
		}
	}
	return m
}

// answer reads until the answer to seq comes.
func (p *testPhone) answer(seq uint64) wire.Message {
	for {
		if m := p.read(); m.Kind == wire.KindAnswer && m.Seq == seq {
			return m
		}
	}
}

// join connects a phone to table code, with token (a return) or without.
func join(t *testing.T, th *testHub, code, id, token string) *testPhone {
	p := &testPhone{t: t, c: dial(t, th), id: id}
	p.write(wire.Hello(code, id, token))
	require.Equal(t, wire.KindWelcome, p.read().Kind)
	require.Equal(t, wire.KindValue, p.read().Kind)
	return p
}

func (p *testPhone) sit(name string) wire.Message {
	p.seq++
	p.write(wire.Sit(p.seq, name))
	return p.answer(p.seq)
}

func (p *testPhone) add(n int) wire.Message {
	p.seq++
	p.write(wire.Move(p.seq, "count", p.rev, json.RawMessage(`{"add":`+string(rune('0'+n))+`}`)))
	return p.answer(p.seq)
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }
