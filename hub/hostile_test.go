package hub

import (
	"context"
	"strings"
	"testing"

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
