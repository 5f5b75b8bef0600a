package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEveryMessageRoundTrips(t *testing.T) {
	table, phone, token := NewTable(), NewPhone(), NewToken()
	move := json.RawMessage(`{"kind":"buy","player":1}`)
	phoneSays := []Message{
		Hello(table, phone, ""),
		Hello(table, phone, token),
		Sit(1, "Ana"),
		Sit(2, ""),
		Move(3, "game", 17, move),
		Undo(4, "game", 18, false),
		Undo(5, "tableau", 0, true),
	}
	hubSays := []Message{
		{Kind: KindWelcome, Table: table, Token: token, Name: "Ana", Seats: []string{"Ana", "Ben"}},
		{Kind: KindValue, Doc: "game", Rev: 18, Data: json.RawMessage(`{"game":null}`), Label: "Ana bought a card", By: "Ana"},
		{Kind: KindValue, Doc: "tableau", Rev: 1, Data: json.RawMessage(`null`)},
		Accepted(3),
		Refused(4, "Ana has no gold left to buy with"),
		Bye("This table is full: 6 phones are at it"),
	}
	for from, msgs := range map[Side][]Message{FromPhone: phoneSays, FromHub: hubSays} {
		for _, m := range msgs {
			data, err := m.Encode()
			require.NoError(t, err)
			got, err := Decode(data, from)
			require.NoError(t, err, string(data))
			assert.Equal(t, m, got, string(data))
		}
	}
}

func TestAMoveIsShort(t *testing.T) {
	data, err := Move(4, "game", 17, json.RawMessage(`{"kind":"buy","player":1}`)).Encode()
	require.NoError(t, err)
	assert.Equal(t, `{"t":"move","seq":4,"doc":"game","rev":17,"move":{"kind":"buy","player":1}}`, string(data))
}

func TestDecodeRefusesWhatIsNotAMessageOfItsSide(t *testing.T) {
	table, phone := NewTable(), NewPhone()
	cases := map[string]struct {
		data string
		from Side
		want string
	}{
		"empty":           {``, FromPhone, "the message is empty"},
		"not json":        {`hello`, FromPhone, "the message is not valid JSON"},
		"an array":        {`[1]`, FromPhone, "a list where an object belongs"},
		"unknown kind":    {`{"t":"shout"}`, FromPhone, `no kind the table knows ("shout")`},
		"no kind":         {`{"seq":1}`, FromPhone, "no kind the table knows"},
		"unknown field":   {`{"t":"sit","seq":1,"colour":"red"}`, FromPhone, `a part called "colour"`},
		"hub's kind":      {`{"t":"answer","seq":1,"ok":true}`, FromPhone, "cannot come from a phone"},
		"phone's kind":    {`{"t":"sit","seq":1}`, FromHub, "cannot come from the table's hub"},
		"field not its":   {`{"t":"sit","seq":1,"doc":"game"}`, FromPhone, `a sit message has no "doc"`},
		"field missing":   {`{"t":"move","seq":1,"doc":"game"}`, FromPhone, `a move message needs its "move"`},
		"no seq":          {`{"t":"undo","doc":"game"}`, FromPhone, `needs its "seq"`},
		"bad code":        {`{"t":"hello","table":"ABC","phone":"` + phone + `"}`, FromPhone, "table's code has 6"},
		"confusable code": {`{"t":"hello","table":"ABCDE0","phone":"` + phone + `"}`, FromPhone, "in no table's code"},
		"bad phone":       {`{"t":"hello","table":"` + table + `","phone":"x"}`, FromPhone, "phone id is not right"},
		"bad doc":         {`{"t":"undo","seq":1,"doc":"../etc"}`, FromPhone, "not a document's name"},
		"move not object": {`{"t":"move","seq":1,"doc":"game","move":[1]}`, FromPhone, "not a JSON object"},
		"negative seq":    {`{"t":"sit","seq":-1}`, FromPhone, "the message is damaged"},
		"control in name": {`{"t":"sit","seq":1,"name":"A\u0007na"}`, FromPhone, "control character"},
		"long name":       {`{"t":"sit","seq":1,"name":"` + strings.Repeat("a", MaxName+1) + `"}`, FromPhone, "41 characters; at most 40"},
		"more after":      {`{"t":"sit","seq":1} {}`, FromPhone, "more after it"},
		"ok and why":      {`{"t":"answer","seq":1,"ok":true,"why":"no"}`, FromHub, "either ok or refused"},
		"neither ok nor":  {`{"t":"answer","seq":1}`, FromHub, "either ok or refused"},
		"too many seats":  {`{"t":"welcome","table":"` + table + `","token":"` + NewToken() + `","seats":["a","b","c","d","e","f","g"]}`, FromHub, "7 seats"},
		"not utf-8":       {"{\"t\":\"sit\",\"seq\":1,\"name\":\"\xff\"}", FromPhone, "damaged"},
		"oversize":        {`{"t":"sit","seq":1,"name":"` + strings.Repeat(" ", MaxPhoneMessage) + `"}`, FromPhone, "at most 16 KiB may be sent"},
		"oversize move":   {`{"t":"move","seq":1,"doc":"game","move":{"k":"` + strings.Repeat("a", MaxMove) + `"}}`, FromPhone, "the message's move is not right"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			m, err := Decode([]byte(c.data), c.from)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Equal(t, Message{}, m, "nothing is read from a refused message")
		})
	}
}

func TestTableCodesAreReadAsPlayersTypeThem(t *testing.T) {
	for i := 0; i < 100; i++ {
		code := NewTable()
		require.NoError(t, CheckTable(code))
		typed := strings.ToLower(code[:3]) + " - " + strings.ToLower(code[3:])
		got, err := TableCode(typed)
		require.NoError(t, err)
		assert.Equal(t, code, got)
	}
	_, err := TableCode("0OIL5S")
	assert.ErrorContains(t, err, "in no table's code")
}

func TestCodesAndTokensDiffer(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		tok := NewToken()
		require.NoError(t, checkID(tok, tokenLen))
		require.False(t, seen[tok], "a token came twice")
		seen[tok] = true
	}
}

// FuzzDecode: whatever bytes come, Decode either refuses them with words
// and an empty message, or reads a message that encodes and decodes to
// itself (its move and data as JSON, spaces aside).
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"t":"move","seq":4,"doc":"game","rev":17,"move":{"kind":"buy","player":1}}`), false)
	f.Add([]byte(`{"t":"hello","table":"ACDEFG","phone":"abcdefghijkm"}`), false)
	f.Add([]byte(`{"t":"value","doc":"game","rev":1,"data":{"game":null}}`), true)
	f.Add([]byte(`{"t":"answer","seq":1,"why":"no"}`), true)
	f.Fuzz(func(t *testing.T, data []byte, hub bool) {
		from := FromPhone
		if hub {
			from = FromHub
		}
		m, err := Decode(data, from)
		if err != nil {
			require.Equal(t, Message{}, m)
			require.NotEmpty(t, err.Error())
			return
		}
		again, err := m.Encode()
		require.NoError(t, err)
		m2, err := Decode(again, from)
		require.NoError(t, err, string(again))
		third, err := m2.Encode()
		require.NoError(t, err)
		require.Equal(t, string(again), string(third), "a message read back writes the same")
		m.Move, m.Data, m2.Move, m2.Data = nil, nil, nil, nil
		require.Equal(t, m, m2)
	})
}

func TestACodeIsReadAloudInTwoHalves(t *testing.T) {
	assert.Equal(t, "ACD EFG", SpokenCode("ACDEFG"))
	assert.Equal(t, "AC", SpokenCode("AC"), "what is not a code is left as it is")
}
