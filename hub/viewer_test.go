package hub

import (
	"encoding/json"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub/hubtest"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// seatCounter is a Counter whose count each seat sees its own way while
// it is secret: {"n":N,"seat":SEAT}, a phone watching as seat "".
type seatCounter struct {
	*hubtest.Counter
	secret atomic.Bool
}

func (c *seatCounter) Secret(string) bool { return c.secret.Load() }

func (c *seatCounter) View(doc, seat string) ([]byte, uint64, string, error) {
	data, rev, label, err := c.Value(doc)
	var v map[string]any
	_ = json.Unmarshal(data, &v)
	v["seat"] = seat
	data, _ = json.Marshal(v)
	return data, rev, label, err
}

// seenAs reads the phone's messages until a value of the count, and says
// whose view it is.
func (p *testPhone) seenAs() string {
	for {
		if m := p.read(); m.Kind == wire.KindValue {
			return viewOf(p.t, m)
		}
	}
}

// viewOf says whose view value m is: a seat's, or "everyone"'s.
func viewOf(t testing.TB, m wire.Message) string {
	var v struct{ Seat *string }
	require.NoError(t, json.Unmarshal(m.Data, &v))
	if v.Seat == nil {
		return "everyone"
	}
	return *v.Seat
}

// addSeen adds n to the count and reads until both its answer and the
// value it made came; it says whose view that value is.
func (p *testPhone) addSeen(n int) string {
	p.seq++
	p.write(wire.Move(p.seq, "count", p.rev, json.RawMessage(`{"add":`+string(rune('0'+n))+`}`)))
	return p.answerSeen()
}

// sitSeen takes player name's seat ("" to watch) and says whose view of
// the count it was sent with its welcome.
func (p *testPhone) sitSeen(name string) string {
	p.seq++
	p.write(wire.Sit(p.seq, name))
	return p.answerSeen()
}

// answerSeen reads until both the answer to the phone's last message and a
// value of the count came, and says whose view that value is.
func (p *testPhone) answerSeen() string {
	seen, valued, answered := "", false, false
	for !valued || !answered {
		switch m := p.read(); {
		case m.Kind == wire.KindAnswer && m.Seq == p.seq:
			require.True(p.t, m.OK, m.Why)
			answered = true
		case m.Kind == wire.KindValue:
			seen, valued = viewOf(p.t, m), true
		}
	}
	return seen
}

func TestEachSeatIsSentItsOwnViewOfASecretDocument(t *testing.T) {
	k := &seatCounter{Counter: hubtest.NewCounter()}
	h, err := New(t.TempDir(), func(string) (Keeper, error) { return k, nil }, Limits{})
	require.NoError(t, err)
	th := &testHub{Hub: h, srv: httptest.NewServer(h)}
	t.Cleanup(func() { th.srv.Close(); h.Close() })
	code, err := h.NewTable()
	require.NoError(t, err)

	ana, ben, watcher := join(t, th, code, wire.NewPhone(), ""), join(t, th, code, wire.NewPhone(), ""), join(t, th, code, wire.NewPhone(), "")
	require.True(t, ana.sit("Ana").OK)
	require.True(t, ben.sit("Ben").OK)
	k.secret.Store(true)
	assert.Equal(t, "Ana", ana.addSeen(1), "Ana's phone is sent Ana's view")
	assert.Equal(t, "Ben", ben.seenAs())
	assert.Equal(t, "", watcher.seenAs(), "a watching phone sees what the table sees")

	assert.Equal(t, "Ana", ana.sitSeen("Ana"), "a phone is sent its seat's view again when it sits")
	assert.Equal(t, "", ben.sitSeen(""), "Ben's phone, now watching, no longer sees Ben's view")

	k.secret.Store(false)
	assert.Equal(t, "everyone", ana.addSeen(1), "once nothing is secret, every phone gets the one value")
	assert.Equal(t, "everyone", watcher.seenAs())
}
