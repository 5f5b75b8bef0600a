package cli

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// patience bounds every wait: a hang guard, loose for a loaded machine.
const patience = 2 * time.Minute

// value is a document as a phone was last sent it.
type value struct {
	rev  uint64
	data string
}

// phone is a phone at a served table, through the phone's own link.
type phone struct {
	t  *testing.T
	l  *link.Link
	mu sync.Mutex
	// heard is signalled (without waiting) whenever anything comes.
	heard   chan struct{}
	seat    string
	state   link.State
	why     string
	values  map[string]value
	answers map[uint64]wire.Message
}

// dialPhone connects a phone to table code of the hub at url.
func dialPhone(t *testing.T, url, code string) *phone {
	p := &phone{t: t, heard: make(chan struct{}, 1), values: map[string]value{}, answers: map[uint64]wire.Message{}}
	p.l = link.Dial(url, code, "", link.Events{
		Welcome: func(_, seat string, _ []string) { p.set(func() { p.seat = seat }) },
		Value: func(doc string, rev uint64, data []byte, _ string) {
			p.set(func() { p.values[doc] = value{rev, string(data)} })
		},
		Answer: func(seq uint64, ok bool, why string) {
			p.set(func() { p.answers[seq] = wire.Message{Seq: seq, OK: ok, Why: why} })
		},
		State: func(s link.State, why string, _ time.Duration) { p.set(func() { p.state, p.why = s, why }) },
	}, link.Options{})
	t.Cleanup(p.l.Close)
	return p
}

func (p *phone) set(f func()) {
	p.mu.Lock()
	f()
	p.mu.Unlock()
	select {
	case p.heard <- struct{}{}:
	default:
	}
}

// await waits until ok, read under the phone's lock, holds.
func (p *phone) await(what string, ok func() bool) {
	p.t.Helper()
	guard := time.After(patience)
	for {
		p.mu.Lock()
		done := ok()
		p.mu.Unlock()
		if done {
			return
		}
		select {
		case <-p.heard:
		case <-guard:
			require.FailNow(p.t, "the phone waited too long", "for %s", what)
		}
	}
}

// connected waits until the phone is at the table, and its game has
// come.
func (p *phone) connected() {
	p.await("the table", func() bool {
		_, ok := p.values["game"]
		return p.state == link.Connected && ok
	})
}

// send sends m and returns the hub's answer.
func (p *phone) send(m wire.Message) wire.Message {
	p.t.Helper()
	p.connected()
	seq, err := p.l.Send(m)
	require.NoError(p.t, err)
	var a wire.Message
	p.await("the answer", func() bool {
		a = p.answers[seq]
		return a.Seq == seq
	})
	return a
}

// sit takes player name's seat.
func (p *phone) sit(name string) {
	p.t.Helper()
	a := p.send(wire.Sit(0, name))
	require.True(p.t, a.OK, a.Why)
}

// play sends the rules' move m.
func (p *phone) play(m tracker.Move) wire.Message {
	p.t.Helper()
	data, err := json.Marshal(session.Play(m))
	require.NoError(p.t, err)
	return p.send(wire.Move(0, "game", p.game().rev, data))
}

// game is the game document as the phone was last sent it.
func (p *phone) game() value {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.values["game"]
}

// gameOf reads the game out of a game document's value.
func gameOf(t *testing.T, v value) *tracker.Game {
	t.Helper()
	var doc struct{ Game json.RawMessage }
	require.NoError(t, json.Unmarshal([]byte(v.data), &doc))
	g, err := tracker.Decode(doc.Game)
	require.NoError(t, err)
	return g
}

// nextMove is a move that plays g on and the player who makes it: every
// shopper passes, the first of each pair wins, the round ends; false when
// the game is over.
func nextMove(g *tracker.Game) (tracker.Move, int, bool) {
	switch g.Phase() {
	case tracker.PhaseShop:
		turn, _ := g.ShopTurn()
		return tracker.Pass(turn, 5), turn, true
	case tracker.PhaseBattle:
		for i, b := range g.CurrentBattles() {
			if !b.Done {
				return tracker.Result(g.Round(), i, b.Pair[0]), b.Pair[0], true
			}
		}
	case tracker.PhaseTrophy:
		return tracker.EndRound(g.Round()), g.Round() % g.NumPlayers(), true
	}
	return tracker.Move{}, 0, false
}

// startTable keeps a new table in folder tables with a game of players
// started, as a hub reads it, and returns its code.
func startTable(t *testing.T, tables string, players ...string) string {
	code := wire.NewTable()
	s := session.Open(session.NewDirStore(tables+"/"+code), session.Options{})
	su := tracker.Setup{Packs: []tracker.Pack{tracker.Classic}, FirstPlayer: tracker.Chosen}
	for _, name := range players {
		su.Players = append(su.Players, tracker.PlayerSetup{Name: name})
	}
	require.NoError(t, s.StartGame(su))
	s.Flush()
	return code
}
