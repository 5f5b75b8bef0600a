package hub

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub/hubtest"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

func TestPhonesAtATableSeeEveryMoveAndItsAnswer(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, err := th.NewTable()
	require.NoError(t, err)
	ana := join(t, th, code, wire.NewPhone(), "")
	ben := join(t, th, code, wire.NewPhone(), "")
	assert.Empty(t, ana.seat, "a new phone watches until it sits")
	assert.True(t, ana.sit("Ana").OK)
	assert.Equal(t, "Ana", ana.seat)
	assert.True(t, ben.sit("Ben").OK)

	assert.True(t, ana.add(2).OK)
	for ben.count != 2 {
		ben.read()
	}
	refused := ben.add(0)
	assert.False(t, refused.OK)
	assert.Equal(t, "Add at least 1.", refused.Why, "the reason is the rules' words")
	assert.Equal(t, 2, th.counter(code).Now(), "a refused move changes nothing")
}

func TestAWatchingPhoneCannotMoveAndIsToldWhy(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	a := p.add(1)
	assert.False(t, a.OK)
	assert.Contains(t, a.Why, "You are watching this table")
	assert.Equal(t, 0, th.counter(code).Now())
	assert.Contains(t, p.sit("Cy").Why, "Cy is not playing at this table")
}

func TestAWatchingPhoneMovesAtATableWithNoPlayersYet(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	th.counter(code).SetPlayers() // no game yet: a phone starts one
	assert.True(t, p.add(2).OK, "a table with no seats yet takes any phone's move")
	assert.Equal(t, 2, th.counter(code).Now())
}

func TestANewGameOfOtherPlayersUnseatsThePhonesOfTheOldOnes(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	ana := join(t, th, code, wire.NewPhone(), "")
	ben := join(t, th, code, wire.NewPhone(), "")
	require.True(t, ana.sit("Ana").OK)
	require.True(t, ben.sit("Ben").OK)
	th.counter(code).SetPlayers("Ana", "Cy") // a new game, of Ana and Cy
	require.True(t, ana.add(1).OK, "a change reaches the phones")
	w := ben.read()
	for w.Kind != wire.KindWelcome {
		w = ben.read()
	}
	assert.Equal(t, "", w.Name, "Ben is not playing: his phone watches")
	assert.Equal(t, []string{"Ana", "Cy"}, w.Seats, "and is offered the new seats")
	assert.Contains(t, ben.add(1).Why, "You are watching this table")
	assert.True(t, ana.add(1).OK, "Ana plays on in her seat")
}

func TestASeatHeldByAConnectedPhoneIsNotTaken(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	a := join(t, th, code, wire.NewPhone(), "")
	b := join(t, th, code, wire.NewPhone(), "")
	require.True(t, a.sit("Ana").OK)
	got := b.sit("Ana")
	assert.Contains(t, got.Why, "Ana's seat is taken by another phone")
}

func TestARepeatedMessageIsAnsweredAgainNotAppliedTwice(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	id := wire.NewPhone()
	p := join(t, th, code, id, "")
	require.True(t, p.sit("Ana").OK)
	p.seq++
	move := wire.Move(p.seq, "count", 0, json.RawMessage(`{"add":3}`))
	p.write(move)
	first := p.answer(p.seq)
	p.write(move) // the phone did not hear the answer and sends it again
	again := p.answer(p.seq)
	assert.Equal(t, first, again)
	assert.Equal(t, 3, th.counter(code).Now())

	// After a reconnect, with the same page id, the repeat is still known.
	p.c.CloseNow()
	back := join(t, th, code, id, p.token)
	back.seq = p.seq
	back.write(move)
	assert.True(t, back.answer(p.seq).OK)
	assert.Equal(t, 3, th.counter(code).Now(), "applied once")
}

func TestAPhoneReturnsToItsSeatAfterAReloadAndAHubRestart(t *testing.T) {
	dir := t.TempDir()
	keepers := map[string]*hubtest.Counter{}
	th := startHub(t, dir, Limits{}, keepers)
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	require.True(t, p.sit("Ben").OK)
	require.True(t, p.add(4).OK)
	token := p.token

	reloaded := join(t, th, code, wire.NewPhone(), token)
	assert.Equal(t, "Ben", reloaded.seat, "a reload keeps the seat")
	assert.Equal(t, 4, reloaded.count)

	th.srv.Close()
	th.Close()
	again := startHub(t, dir, Limits{}, keepers)
	assert.Equal(t, []string{code}, again.Tables())
	back := join(t, again, code, wire.NewPhone(), token)
	assert.Equal(t, "Ben", back.seat, "a restarted hub keeps the seats")
	assert.Equal(t, 4, back.count)
}

func TestTwoPhonesTappingAtOnceLoseNothing(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{PerSecond: 1000, Burst: 1000}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	phones := []*testPhone{join(t, th, code, wire.NewPhone(), ""), join(t, th, code, wire.NewPhone(), "")}
	require.True(t, phones[0].sit("Ana").OK)
	require.True(t, phones[1].sit("Ben").OK)
	const each = 40
	var wg sync.WaitGroup
	for _, p := range phones {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < each; i++ {
				if !p.add(1).OK {
					t.Error("a move was refused")
				}
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 2*each, th.counter(code).Now(), "every move applied once")
	for _, p := range phones {
		for p.count != 2*each {
			p.read()
		}
	}
}

func TestAFloodIsRefusedWithTheLimitNamed(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{PerSecond: 1, Burst: 3}, map[string]*hubtest.Counter{})
	th.now = func() time.Time { return time.Unix(0, 0) } // no refill: the test is the same on any machine
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	require.True(t, p.sit("Ana").OK)
	assert.True(t, p.add(1).OK)
	assert.True(t, p.add(1).OK)
	flood := p.add(1)
	assert.False(t, flood.OK)
	assert.Contains(t, flood.Why, "Too many moves at once from this phone (at most 1 a second)")
	assert.Equal(t, 2, th.counter(code).Now())
}

func TestAMessageOlderThanTheLastAnsweredIsRefusedWithAReason(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	p.seq = 5
	require.True(t, p.sit("Ana").OK)
	p.write(wire.Move(3, "count", 0, json.RawMessage(`{"add":1}`)))
	late := p.answer(3)
	assert.False(t, late.OK)
	assert.Contains(t, late.Why, "came after newer moves from this phone and was not played")
	assert.Equal(t, 0, th.counter(code).Now())
}

func TestAMoveIsAnsweredAsPlayedOnlyOnceItIsKept(t *testing.T) {
	th := startHub(t, t.TempDir(), Limits{}, map[string]*hubtest.Counter{})
	code, _ := th.NewTable()
	p := join(t, th, code, wire.NewPhone(), "")
	require.True(t, p.sit("Ana").OK)
	require.True(t, p.add(3).OK)
	assert.Equal(t, 3, th.counter(code).Kept(), "kept before the phone heard it was played")

	// A change of the hub's own screen is kept in the background; a hub
	// that stops keeps it before it is gone.
	require.NoError(t, th.counter(code).Play(wire.Move(0, "count", 0, json.RawMessage(`{"add":4}`)), "the hub"))
	assert.Equal(t, 3, th.counter(code).Kept())
	th.Close()
	assert.Equal(t, 7, th.counter(code).Kept(), "a hub stopped loses nothing")
}
