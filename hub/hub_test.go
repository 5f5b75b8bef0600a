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

	"github.com/sapcompanion/sapcompanion/hub/hubtest"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// testHub is a hub in a temporary folder whose tables are counters, served
// on 127.0.0.1.
type testHub struct {
	*Hub
	srv      *httptest.Server
	keepers  map[string]*hubtest.Counter
	dir      string
	limits   Limits
	keeperMu sync.Mutex
}

func startHub(t testing.TB, dir string, l Limits, keepers map[string]*hubtest.Counter) *testHub {
	th := &testHub{dir: dir, limits: l, keepers: keepers}
	h, err := New(dir, func(d string) (Keeper, error) {
		th.keeperMu.Lock()
		defer th.keeperMu.Unlock()
		k := th.keepers[d]
		if k == nil {
			k = hubtest.NewCounter()
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

func (th *testHub) counter(code string) *hubtest.Counter {
	th.keeperMu.Lock()
	defer th.keeperMu.Unlock()
	return th.keepers[th.dir+"/"+code]
}

// testPhone is one page at the table.
type testPhone struct {
	t     testing.TB
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

func dial(t testing.TB, th *testHub) *websocket.Conn {
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
func join(t testing.TB, th *testHub, code, id, token string) *testPhone {
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
