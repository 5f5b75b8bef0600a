package hub

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub/hubtest"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// byeOf reads until the hub closes the connection, and returns what its
// bye said.
func byeOf(t *testing.T, c *websocket.Conn) string {
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	why := ""
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			require.NotErrorIs(t, err, context.DeadlineExceeded, "the hub never closed")
			return why
		}
		if m, err := wire.Decode(data, wire.FromHub); err == nil && m.Kind == wire.KindBye {
			why = m.Why
		}
	}
}

func TestAPhoneWithoutTheTableCodeReadsAndChangesNothing(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	other := wire.NewTable()
	for other == code {
		other = wire.NewTable()
	}
	cases := map[string]struct {
		first string
		want  string
	}{
		"a wrong code":  {`{"t":"hello","table":"` + other + `","phone":"` + wire.NewPhone() + `"}`, "No table at this hub has the code " + other},
		"no code":       {`{"t":"hello","phone":"` + wire.NewPhone() + `"}`, `needs its "table"`},
		"a move first":  {`{"t":"move","seq":1,"doc":"count","move":{"add":1}}`, "says hello with the table's code first"},
		"not a message": {`{"t":"hello"`, "the message is not valid JSON"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			conn := dial(t, th)
			ctx, cancel := context.WithTimeout(context.Background(), patience)
			defer cancel()
			require.NoError(t, conn.Write(ctx, websocket.MessageText, []byte(c.first)))
			assert.Contains(t, byeOf(t, conn), c.want)
			assert.Equal(t, 0, th.counter(code).Now())
		})
	}
}

func TestHostileMessagesAreRefusedAndChangeNothing(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	require.True(t, p.sit("Ana").OK)
	cases := []struct {
		name, msg, want string
	}{
		{"unknown move", `{"t":"move","seq":10,"doc":"count","move":{"fly":1}}`, "Add at least 1."},
		{"unknown document", `{"t":"move","seq":11,"doc":"chess","move":{"add":1}}`, "This table keeps no chess."},
		{"unknown kind", `{"t":"shout","seq":12}`, "no kind the table knows"},
		{"unknown field", `{"t":"undo","seq":13,"doc":"count","table":"` + code + `"}`, `an undo message has no "table"`},
		{"hello again", `{"t":"hello","table":"` + code + `","phone":"` + wire.NewPhone() + `","seq":14}`, `a hello message has no "seq"`},
		{"a hub's message", `{"t":"answer","seq":15,"ok":true}`, "cannot come from a phone"},
		{"wrong revision", `{"t":"undo","seq":16,"doc":"count","rev":99}`, "There is nothing to undo."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p.writeRaw([]byte(c.msg))
			var seq struct{ Seq uint64 }
			require.NoError(t, jsonUnmarshal(c.msg, &seq))
			a := p.answer(seq.Seq)
			assert.False(t, a.OK)
			assert.Contains(t, a.Why, c.want)
			assert.Equal(t, 0, th.counter(code).Now())
		})
	}
	t.Run("oversize", func(t *testing.T) {
		huge := `{"t":"sit","seq":20,"name":"` + strings.Repeat("a", wire.MaxPhoneMessage) + `"}`
		p.writeRaw([]byte(huge))
		ctx, cancel := context.WithTimeout(context.Background(), patience)
		defer cancel()
		for {
			_, _, err := p.c.Read(ctx)
			if err != nil {
				assert.Equal(t, websocket.StatusMessageTooBig, websocket.CloseStatus(err), "closed as too big: %v", err)
				break
			}
		}
		assert.Equal(t, 0, th.counter(code).Now())
	})
}

func TestATableTakesAsManyPhonesAsItsLimit(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{Phones: 2}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	join(t, th, code, wire.NewPhone(), "")
	join(t, th, code, wire.NewPhone(), "")
	c := dial(t, th)
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	data, _ := wire.Hello(code, wire.NewPhone(), "").Encode()
	require.NoError(t, c.Write(ctx, websocket.MessageText, data))
	assert.Contains(t, byeOf(t, c), "This table has 2 phones connected, as many as it takes")
}

func TestAHubTakesAsManyTablesAsItsLimit(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{Tables: 1}, map[string]*hubtest.Counter{})
	_, err := th.NewTable()
	require.NoError(t, err)
	_, err = th.NewTable()
	assert.ErrorContains(t, err, "This hub has 1 tables, as many as it takes")
}

func TestASlowPhoneIsDroppedNotWaitedFor(t *testing.T) {
	p := newPhone(Limits{Queue: 2}.withDefaults())
	p.send([]byte("1"))
	p.send([]byte("2"))
	select {
	case <-p.done:
		t.Fatal("dropped before its queue was full")
	default:
	}
	p.send([]byte("3")) // returns at once: the hub never waits on a phone
	<-p.done
	assert.Contains(t, p.why, "fell behind")
}

func TestAnotherTablesCodeAfterJoiningIsRefusedAndChangesNothing(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	mine, _ := th.NewTable()
	theirs, _ := th.NewTable()
	p := join(t, th, mine, wire.NewPhone(), "")
	require.True(t, p.sit("Ana").OK)
	p.write(wire.Hello(theirs, p.id, p.token))
	assert.Contains(t, byeOf(t, p.c), "This phone has said hello already.")
	assert.Equal(t, 0, th.counter(mine).Now())
	assert.Equal(t, 0, th.counter(theirs).Now())

	// Its token is for its own table: at the other it is a stranger,
	// watching, and moves nothing.
	other := join(t, th, theirs, wire.NewPhone(), p.token)
	assert.Empty(t, other.seat)
	assert.Contains(t, other.add(1).Why, "You are watching this table")
	assert.Equal(t, 0, th.counter(theirs).Now())
}

// FuzzAJoinedPhonesMessage feeds any message to a phone seated at a real
// table of a hub: the table's game changes only by a message that is a
// legal move of the seated player (as the same message played on a
// Counter of its own changes that one), and every message the hub can
// read is answered.
func FuzzAJoinedPhonesMessage(f *testing.F) {
	for _, seed := range []string{
		`{"t":"move","seq":1,"doc":"count","move":{"add":2}}`, `{"t":"undo","seq":2,"doc":"count"}`,
		`{"t":"redo","seq":3,"doc":"count","rev":1}`, `{"t":"move","seq":4,"doc":"chess","move":{"add":1}}`,
		`{"t":"sit","seq":5,"name":"Ben"}`, `{"t":"sit","seq":6}`, `{"t":"hello","table":"ACDEFG","phone":"abcdefghijkm"}`,
		`{"t":"answer","seq":7,"ok":true}`, `{"t":"move","seq":8,"doc":"count","move":{"add":-3}}`, `{"seq":9}`, `[`,
	} {
		f.Add([]byte(seed))
	}
	th := startHub(f, f.TempDir(), Limits{PerSecond: 1 << 20, Burst: 1 << 20}, map[string]*hubtest.Counter{})
	code, err := th.NewTable()
	require.NoError(f, err)
	tb := th.tables[code]
	shadow := hubtest.NewCounter()
	token := ""
	f.Fuzz(func(t *testing.T, data []byte) {
		p := newPhone(th.limits.withDefaults())
		require.NoError(t, tb.join(p, wire.Hello(code, wire.NewPhone(), token)))
		defer tb.leave(p)
		p.allow = newBucket(th.limits.withDefaults(), time.Now())
		token = p.token
		if p.seat != "Ana" {
			require.NoError(t, tb.sit(p, "Ana"))
		}
		drain(p)
		th.take(tb, p, data)
		m, err := wire.Decode(data, wire.FromPhone)
		played := err == nil && m.Doc == "count" && (m.Kind == wire.KindMove || m.Kind == wire.KindUndo || m.Kind == wire.KindRedo)
		if played {
			_ = shadow.Play(m, "Ana")
		}
		assert.Equal(t, shadow.Now(), th.counter(code).Now(), "the game changes only by a legal move")
		if err == nil && m.Kind != wire.KindHello {
			assert.True(t, answers(drain(p), m.Seq), "message %d is answered", m.Seq)
		}
	})
}

// drain takes every message waiting for p.
func drain(p *phone) [][]byte {
	var out [][]byte
	for {
		select {
		case msg := <-p.out:
			out = append(out, msg)
		default:
			return out
		}
	}
}

// answers reports whether one of msgs answers message seq.
func answers(msgs [][]byte, seq uint64) bool {
	for _, data := range msgs {
		if m, err := wire.Decode(data, wire.FromHub); err == nil && m.Kind == wire.KindAnswer && m.Seq == seq {
			return true
		}
	}
	return false
}
