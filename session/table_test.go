package session

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// phoneMove is a move as a phone sends it to the hub.
func phoneMove(t *testing.T, doc string, m any) wire.Message {
	data, err := json.Marshal(m)
	require.NoError(t, err)
	return wire.Move(1, doc, 0, data)
}

func TestATablePlaysAPhonesMoveAsTheScreensDo(t *testing.T) {
	s := open(t, newMemStore())
	table := s.Table()
	assert.Empty(t, table.Players(), "no game, no seats")
	require.NoError(t, s.StartGame(twoPlayers()))
	assert.Equal(t, []string{"Ana", "Ben"}, table.Players())

	heard := []string{}
	cancel := table.Subscribe(func(doc string) { heard = append(heard, doc) })
	defer cancel()
	_, before, _, err := table.Value("game")
	require.NoError(t, err)

	require.NoError(t, table.Play(phoneMove(t, "game", Play(tracker.Buy(0))), "Ana"))
	assert.Equal(t, []string{"game"}, heard, "the hub hears of the change")
	data, rev, label, err := table.Value("game")
	require.NoError(t, err)
	assert.Greater(t, rev, before)
	assert.Equal(t, "Ana bought (2 gold left) (Ana's phone)", label, "the step names the phone that made it")
	assert.Equal(t, 2, s.Game().Value().Game().Player(0).Gold)
	state, err := s.decodeGame(data)
	require.NoError(t, err, "what phones are sent reads back")
	assert.Equal(t, 2, state.Game().Player(0).Gold)

	require.NoError(t, table.Play(wire.Undo(2, "game", rev, false), "Ben"))
	assert.Equal(t, 3, s.Game().Value().Game().Player(0).Gold, "undo is a phone's too")
}

func TestATableRefusesAPhonesMoveWithTheRulesWordsAndChangesNothing(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()))
	table := s.Table()
	before, _, _, _ := table.Value("game")
	err := table.Play(phoneMove(t, "game", Play(tracker.Buy(1))), "Ben")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Ana's turn", "Ben cannot buy on Ana's shop turn")
	err = table.Play(wire.Move(2, "game", 0, json.RawMessage(`{"kind":"fly"}`)), "Ben")
	assert.ErrorContains(t, err, "fly")
	err = table.Play(wire.Move(3, "chess", 0, json.RawMessage(`{}`)), "Ben")
	assert.ErrorContains(t, err, "This table keeps no chess.")
	after, _, _, _ := table.Value("game")
	assert.Equal(t, string(before), string(after))
}

func TestTheHubDrawsAMovesChanceNotThePhone(t *testing.T) {
	four := tracker.Setup{
		Players:     []tracker.PlayerSetup{{Name: "Ana"}, {Name: "Ben"}, {Name: "Cy"}, {Name: "Di"}},
		Packs:       []tracker.Pack{tracker.Classic},
		FirstPlayer: tracker.Chosen,
	}
	saved := func(seed uint64, play func(s *Session, m GameMove) error) string {
		s := open(t, newMemStore())
		require.NoError(t, s.StartGame(four))
		for s.Game().Value().Game().Phase() == tracker.PhaseShop {
			p, _ := s.Game().Value().Game().ShopTurn()
			pass := tracker.Pass(p, 5)
			pass.Seed = seed
			require.NoError(t, play(s, Play(pass)))
		}
		data, err := s.Game().Value().Game().EncodeCompact()
		require.NoError(t, err)
		return string(data)
	}
	hubDrew := saved(0, func(s *Session, m GameMove) error { return s.Game().Do(m) })
	require.Contains(t, hubDrew, `"draws":`, "the shop's end flipped the coins")
	fromPhone := saved(777, func(s *Session, m GameMove) error { return s.Table().Play(phoneMove(t, "game", m), "Ana") })
	assert.Equal(t, hubDrew, strings.ReplaceAll(fromPhone, `,"by":"Ana"`, ""), "the coins the hub flips, whatever seed a phone sends")
}

func TestPhonesAreNotSentTheAppsHand(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Hard))
	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))))
	require.NoError(t, setSoloDisplay(s, []string{"Ant", "Otter", "Honey", "Fish"}))
	sit, err := s.Game().Value().Situation(s.Cards().Book(), false)
	require.NoError(t, err)
	require.NoError(t, s.Game().Do(AppDid(solo.Decide(s.Cards().Book(), sit), "")))
	st, _ := s.Game().Value().Solo(s.Cards().Book())
	require.Equal(t, []string{"Otter"}, st.Hand, "the app holds the Otter")

	data, _, _, err := s.Table().Value("game")
	require.NoError(t, err)
	assert.NotContains(t, string(data), "Otter\"]", "the app's hand stays on the hub")
	assert.NotContains(t, string(data), `"hand"`)
}

// Every document of a table, game or none, reaches a phone: its value
// message is one a phone reads.
func TestEveryDocumentOfATableIsOneAPhoneReads(t *testing.T) {
	s := open(t, newMemStore())
	table := s.Table()
	for _, started := range []bool{false, true} {
		if started {
			require.NoError(t, s.StartGame(twoPlayers()))
		}
		for _, doc := range table.Docs() {
			data, rev, label, err := table.Value(doc)
			require.NoError(t, err, doc)
			msg, err := wire.Message{Kind: wire.KindValue, Doc: doc, Rev: rev, Data: data, Label: label}.Encode()
			require.NoError(t, err, doc)
			_, err = wire.Decode(msg, wire.FromHub)
			assert.NoError(t, err, "%s (a game started: %v): %s", doc, started, msg)
		}
	}
}

func TestTheGamesHistorySaysWhosePhoneMadeEachStep(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()))
	table := s.Table()
	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))), "a tap on the hub's own screen")
	// Ben's phone sends his pass, the move claiming to come from Ana's.
	pass := tracker.Pass(1, 5)
	pass.By = "Ana"
	require.NoError(t, table.Play(phoneMove(t, "game", Play(pass)), "Ben"))
	_, _, label, err := table.Value("game")
	require.NoError(t, err)
	assert.Equal(t, "Ben passed with 5 pets (Ben's phone)", label)

	h := s.Game().Value().Game().History()
	require.Len(t, h, 3)
	assert.Equal(t, "", h[1].By, "the buy was tapped on the hub itself")
	assert.Equal(t, "Ben", h[2].By, "the hub names the phone's seat, not what the move says")

	data, err := s.Game().Value().Game().EncodeCompact()
	require.NoError(t, err)
	again, err := tracker.Decode(data)
	require.NoError(t, err, "a save whose history names phones reads back")
	assert.Equal(t, "Ben", again.History()[2].By)

	require.NoError(t, table.Play(wire.Undo(2, "game", 0, false), "Ana"))
	assert.Len(t, s.Game().Value().Game().History(), 2, "Ana's phone took the step back")
}

func TestAnUndoSentBeforeAnotherPhonesMoveArrivedIsRefused(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(twoPlayers()))
	table := s.Table()
	require.NoError(t, table.Play(phoneMove(t, "game", Play(tracker.Buy(0))), "Ana"))
	_, seen, _, err := table.Value("game")
	require.NoError(t, err)
	// Ana's phone shows "Undo: Ana bought"; Ben's buy reaches the hub
	// before her Undo does.
	require.NoError(t, table.Play(phoneMove(t, "game", Play(tracker.Buy(1))), "Ben"))
	before := s.Game().Steps()
	err = table.Play(wire.Undo(2, "game", seen, false), "Ana")
	require.Error(t, err)
	assert.Equal(t, "The game changed before your Undo reached the table (its last step now: Ben bought (2 gold left) (Ben's phone)), "+
		"so nothing was changed; look, then tap Undo again if you still mean it.", err.Error())
	assert.Equal(t, before, s.Game().Steps(), "nothing was taken back")
	assert.Equal(t, 2, s.Game().Value().Game().Player(1).Gold)

	_, now, _, err := table.Value("game")
	require.NoError(t, err)
	require.NoError(t, table.Play(wire.Undo(3, "game", now, false), "Ana"), "an undo of the step on show is played")
	assert.Equal(t, 3, s.Game().Value().Game().Player(1).Gold)
	err = table.Play(wire.Undo(4, "game", now, true), "Ana")
	assert.ErrorContains(t, err, "before your Redo reached the table", "a redo of a revision gone by neither")
}

// FuzzATablesDieMove plays any bytes as a phone's move of the table's
// rock die: refused in words with the settings as they were, or a die
// that reads back as the hub keeps it.
func FuzzATablesDieMove(f *testing.F) {
	for _, s := range []string{`{"faces":"0 1 1 2 2 3"}`, `{"faces":""}`, `{"faces":"1 -2"}`, `{"faces":"0 0 1 1 2 2","x":1}`, `null`, `[]`, ``, `{"faces":3}`} {
		f.Add([]byte(s))
	}
	s := open(f, newMemStore())
	table := s.Table()
	f.Fuzz(func(t *testing.T, data []byte) {
		before := s.Settings()
		err := table.Play(wire.Move(1, DieDoc, 0, data), "Ana")
		if err != nil {
			require.NotEmpty(t, err.Error())
			assert.Equal(t, before, s.Settings(), "a refused die changes nothing")
			return
		}
		d := s.Settings().Die
		again, err := engine.ParseDie(d.String())
		require.NoError(t, err, "the die kept reads back")
		assert.Equal(t, d, again)
		value, _, _, err := table.Value(DieDoc)
		require.NoError(t, err)
		_, err = readDieMove(value)
		require.NoError(t, err, "what phones are sent they read")
	})
}
