package link

import (
	"encoding/json"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub"
	"github.com/sapcompanion/sapcompanion/hub/hubtest"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// patience bounds every wait: a hang guard, loose for a slow machine.
const patience = time.Minute

// server is a hub on 127.0.0.1 that can be stopped and started again at
// the same address, its tables kept in a folder.
type server struct {
	t       *testing.T
	dir     string
	addr    string
	keepers map[string]*hubtest.Counter
	hub     *hub.Hub
	srv     *http.Server
}

func startServer(t *testing.T, dir, addr string, keepers map[string]*hubtest.Counter) *server {
	s := &server{t: t, dir: dir, keepers: keepers}
	h, err := hub.New(dir, func(d string) (hub.Keeper, error) {
		if keepers[d] == nil {
			keepers[d] = hubtest.NewCounter()
		}
		return keepers[d], nil
	}, hub.Limits{})
	require.NoError(t, err)
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	s.hub, s.addr, s.srv = h, ln.Addr().String(), &http.Server{Handler: h}
	go s.srv.Serve(ln)
	t.Cleanup(s.stop)
	return s
}

func (s *server) stop() {
	s.srv.Close()
	s.hub.Close()
}

func (s *server) url() string { return "ws://" + s.addr + "/" }

// heard is what a link's events said, for a test to wait on.
type heard struct {
	mu      sync.Mutex
	seat    string
	token   string
	count   int
	answers map[uint64]string // "" accepted, else why
	states  []State
	why     string
	changed chan struct{}
}

func newHeard() *heard { return &heard{answers: map[uint64]string{}, changed: make(chan struct{}, 1000)} }

func (h *heard) events() Events {
	note := func() { h.changed <- struct{}{} }
	return Events{
		Welcome: func(token, seat string, _ []string) {
			h.mu.Lock()
			h.token, h.seat = token, seat
			h.mu.Unlock()
			note()
		},
		Value: func(_ string, _ uint64, data []byte, _ string) {
			var v struct{ N int }
			_ = json.Unmarshal(data, &v)
			h.mu.Lock()
			h.count = v.N
			h.mu.Unlock()
			note()
		},
		Answer: func(seq uint64, ok bool, why string) {
			h.mu.Lock()
			h.answers[seq] = why
			h.mu.Unlock()
			note()
		},
		State: func(s State, why string, _ time.Duration) {
			h.mu.Lock()
			h.states = append(h.states, s)
			if why != "" {
				h.why = why
			}
			h.mu.Unlock()
			note()
		},
	}
}

// until waits for what to hold of what was heard.
func (h *heard) until(t *testing.T, what string, cond func(h *heard) bool) {
	deadline := time.After(patience)
	for {
		h.mu.Lock()
		ok := cond(h)
		h.mu.Unlock()
		if ok {
			return
		}
		select {
		case <-h.changed:
		case <-deadline:
			t.Fatalf("never heard: %s", what)
		}
	}
}

func connected(l *Link) func(*heard) bool { return func(*heard) bool { return l.State() == Connected } }

func TestALinkPlaysAndHearsTheAnswers(t *testing.T) {
	s := startServer(t, t.TempDir(), "127.0.0.1:0", map[string]*hubtest.Counter{})
	code, err := s.hub.NewTable()
	require.NoError(t, err)
	h := newHeard()
	l := Dial(s.url(), code, "", h.events(), Options{})
	defer l.Close()
	h.until(t, "connected", connected(l))
	seq, err := l.Send(wire.Sit(0, "Ana"))
	require.NoError(t, err)
	h.until(t, "seated", func(h *heard) bool { return h.seat == "Ana" })
	assert.Equal(t, "", h.answers[seq])
	seq, err = l.Send(wire.Move(0, "count", 0, json.RawMessage(`{"add":2}`)))
	require.NoError(t, err)
	h.until(t, "the count", func(h *heard) bool { return h.count == 2 })
	h.until(t, "the answer", func(h *heard) bool { _, ok := h.answers[seq]; return ok })
	seq, _ = l.Send(wire.Move(0, "count", 0, json.RawMessage(`{"add":0}`)))
	h.until(t, "the refusal", func(h *heard) bool { return h.answers[seq] == "Add at least 1." })
}

func TestALinkComesBackToItsSeatWhenTheHubIsBack(t *testing.T) {
	dir, keepers := t.TempDir(), map[string]*hubtest.Counter{}
	s := startServer(t, dir, "127.0.0.1:0", keepers)
	code, _ := s.hub.NewTable()
	h := newHeard()
	l := Dial(s.url(), code, "", h.events(), Options{FirstWait: 10 * time.Millisecond, MostWait: 50 * time.Millisecond})
	defer l.Close()
	h.until(t, "connected", connected(l))
	_, err := l.Send(wire.Sit(0, "Ben"))
	require.NoError(t, err)
	h.until(t, "seated", func(h *heard) bool { return h.seat == "Ben" })

	s.stop()
	h.until(t, "lost", func(*heard) bool { return l.State() == Connecting })
	_, err = l.Send(wire.Move(0, "count", 0, json.RawMessage(`{"add":1}`)))
	assert.ErrorIs(t, err, ErrOffline, "nothing is sent behind the table's back")
	assert.Equal(t, "The table's hub cannot be reached.", h.why)

	back := startServer(t, dir, s.addr, keepers)
	_ = back
	h.until(t, "back", connected(l))
	h.until(t, "seated again", func(h *heard) bool { return h.seat == "Ben" })
	seq, err := l.Send(wire.Move(0, "count", 0, json.RawMessage(`{"add":1}`)))
	require.NoError(t, err)
	h.until(t, "played", func(h *heard) bool { _, ok := h.answers[seq]; return ok && h.count == 1 })
}

func TestALinkTheHubRefusesStopsAndSaysWhy(t *testing.T) {
	s := startServer(t, t.TempDir(), "127.0.0.1:0", map[string]*hubtest.Counter{})
	h := newHeard()
	l := Dial(s.url(), wire.NewTable(), "", h.events(), Options{FirstWait: 10 * time.Millisecond})
	defer l.Close()
	h.until(t, "refused", func(*heard) bool { return l.State() == Refused })
	assert.Contains(t, h.why, "No table at this hub has the code")
	_, err := l.Send(wire.Sit(0, "Ana"))
	assert.ErrorIs(t, err, ErrOffline)
}
