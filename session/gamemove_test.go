package session

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
	"github.com/sapcompanion/sapcompanion/rockdie"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// played is the running game as the moves' tests see it (testkit.Game):
// the game's one pure function with the reference card book.
type played struct {
	v    GameState
	book *engine.Book
}

func (p played) Apply(m GameMove) (played, error) {
	next, err := p.v.apply(m, p.book, fixedNow)
	if err != nil {
		return played{}, err
	}
	return played{v: next, book: p.book}, nil
}

func (p played) Encode() ([]byte, error) { return encodeGame(p.v) }

// startOf is the start of a game of seed: against the app (2 players) on
// even seeds, of 4 players on odd ones, so that coin flips are drawn.
func startOf(t testing.TB, seed uint64) played {
	t.Helper()
	s := Open(newMemStore(), Options{Rand: rockdie.NewRand(seed), Now: fixedNow})
	if seed%2 == 0 {
		require.NoError(t, s.StartSoloGame(soloSetup(), int(seed/2%2), solo.Difficulties[seed%3]))
	} else {
		require.NoError(t, s.StartGame(fourPlayers()))
	}
	return played{v: s.Game().Value(), book: s.book()}
}

// fourPlayers is Ana, Ben, Cy and Dee, with the Golden and Magic Packs.
func fourPlayers() tracker.Setup {
	su := twoPlayers()
	su.Players = append(su.Players, tracker.PlayerSetup{Name: "Cy"}, tracker.PlayerSetup{Name: "Dee"})
	su.Packs = append(su.Packs, tracker.Golden, tracker.Magic)
	return su
}

// shopCards are cards a human may enter as the shop's.
var shopCards = []string{"Ant", "Otter", "Honey", "Fish", "Mosquito", "Pig", ""}

// tryMove is a move of any kind worth trying at p, legal or not, its
// chance drawn from r: mostly the moves that play the game on.
func tryMove(r *rand.Rand, p played) GameMove {
	g := p.v.game
	n, round := g.NumPlayers(), g.Round()
	turn, _ := g.ShopTurn()
	ms := []GameMove{
		Play(tracker.Buy(turn)), Play(tracker.Pass(turn, r.IntN(6))), Play(tracker.Sell(turn, 1+r.IntN(2))),
		Play(tracker.Triple(turn)), Play(tracker.Spend(r.IntN(n), r.IntN(4))), Play(tracker.EndShop(round)),
		Play(tracker.Result(round, r.IntN(n/2), r.IntN(n+1)-1)), Play(tracker.EndRound(round)),
		Play(tracker.Trumpets(r.IntN(n), r.IntN(3)-1)), Play(tracker.Mana(r.IntN(n), r.IntN(3)-1)),
		EnterShopSlot(r.IntN(solo.DisplaySize+1), shopCards[r.IntN(len(shopCards))]),
		HumanBought(r.IntN(solo.DisplaySize+1) - 1), ShowAppDeck(), AskApp(), DeckEmpty(),
	}
	if pending := pendingOf(g); len(pending) > 0 {
		b := pending[r.IntN(len(pending))]
		ms = append(ms, SettleBattle(b, engine.Result(1+r.IntN(3)), [2][]string{{"Ant"}, {"Fish"}}))
	}
	if sit, err := p.v.Situation(p.book, false); err == nil {
		ms = append(ms, AppDid(solo.Decide(p.book, sit), "Pig"), AppDeck(sit.Hand, "the simple order"))
	}
	return ms[r.IntN(len(ms))].Draw(r)
}

// pendingOf is the battles of g waiting for a result, as PendingBattles
// says them.
func pendingOf(g *tracker.Game) []PendingBattle {
	s := &Session{}
	s.game.v = GameState{game: g}
	return s.PendingBattles()
}

// gameMoveWords checks the words of a move taken: its undo step's.
func gameMoveWords(m GameMove, next played) string {
	if m.isNote() {
		return "part of the step before"
	}
	return next.v.game.LastWords()
}

// Random legal moves of every kind, from games against the app and games
// of four, make the same game applied directly and after each went
// through its JSON (DecodeGameMove): the chance is in the move.
func TestGameMovesSurviveTheirJSON(t *testing.T) {
	kinds := map[GameMoveKind]int{}
	for seed := range uint64(testkit.Runs(40, 20)) {
		r := rockdie.NewRand(seed + 100)
		start := startOf(t, seed)
		player := testkit.Player[played, GameMove]{
			Try:     func(p played) GameMove { return tryMove(r, p) },
			Refused: func(err error) { require.ErrorAs(t, err, new(*RefusedMoveError)) },
			Words:   gameMoveWords,
			Over:    func(p played) bool { return p.v.game.Over() },
		}
		moves := player.PlayOn(t, start, nil, 150)
		require.Greater(t, len(moves), 40, "seed %d plays on", seed)
		direct, sent := start, start
		for i, m := range moves {
			var err error
			direct, err = direct.Apply(m)
			require.NoError(t, err, "move %d", i+1)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			back, err := DecodeGameMove(data)
			require.NoError(t, err, string(data))
			sent, err = sent.Apply(back)
			require.NoError(t, err, string(data))
			kinds[m.Kind]++
		}
		want, _ := direct.Encode()
		got, _ := sent.Encode()
		require.Equal(t, string(want), string(got), "seed %d", seed)
	}
	for _, k := range gameMoveKinds {
		if k != MoveStart && k != MoveEnd { // a live table's: TestATablesStartAndEndSurviveTheirJSON
			assert.Positive(t, kinds[k], "no legal %s move was played", k)
		}
	}
}

// A live table's start and end of its game, sent as JSON, make the same
// game as applied directly: the first player drawn at random comes from
// the start's seed, which the hub draws.
func TestATablesStartAndEndSurviveTheirJSON(t *testing.T) {
	su := fourPlayers()
	su.FirstPlayer = tracker.AtRandom
	r := rockdie.NewRand(7)
	var none played
	for range 8 {
		start := StartAtTable(su).Draw(r)
		require.NotZero(t, start.Seed, "the start's chance is drawn")
		direct, err := none.Apply(start)
		require.NoError(t, err)
		data, err := json.Marshal(start)
		require.NoError(t, err)
		back, err := DecodeGameMove(data)
		require.NoError(t, err, string(data))
		sent, err := none.Apply(back)
		require.NoError(t, err)
		want, _ := direct.Encode()
		got, _ := sent.Encode()
		require.Equal(t, string(want), string(got))
		assert.Equal(t, "starting a game of Ana, Ben, Cy and Dee", gameWords(start, direct.v))

		data, err = json.Marshal(EndAtTable())
		require.NoError(t, err)
		end, err := DecodeGameMove(data)
		require.NoError(t, err)
		away, err := sent.Apply(end)
		require.NoError(t, err)
		assert.Nil(t, away.v.Game(), "the game is put away")
		_, err = away.Apply(end)
		assert.EqualError(t, err, "there is no game to put away")
	}
	firsts := map[string]bool{}
	for seed := range uint64(40) {
		p, err := none.Apply(GameMove{Kind: MoveStart, Setup: &su, Seed: seed + 1})
		require.NoError(t, err)
		firsts[p.v.game.Player(p.v.game.TokenHolder()).Name] = true
	}
	assert.Len(t, firsts, 4, "every player may be drawn to start")
}

// A refused move of each kind changes nothing through the handle: not the
// game, not the steps, not the save; and it says why, with the typed
// reason.
func TestARefusedGameMoveChangesNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Normal))
	doc := s.Game()
	require.NoError(t, doc.Do(Play(tracker.Buy(0))))
	pending := PendingBattle{Round: 1, Index: 0, Players: [2]int{0, 1}, Names: [2]string{"Ana", "App"}}
	cases := map[GameMoveKind]struct {
		m    GameMove
		want string
	}{
		MovePlay:        {Play(tracker.Buy(0)), "it is App's turn to shop, not Ana's"},
		MoveBattle:      {SettleBattle(pending, engine.AWins, [2][]string{}), "the battle of round 1 is no longer waiting for a result"},
		MoveAppDid:      {AppDid(solo.Move{Action: solo.Sell, Cards: []string{"Ant"}}, ""), ""},
		MoveShopSlot:    {EnterShopSlot(4, "Ant"), "the shop has no 5th card: it shows 4"},
		MoveHumanBought: {HumanBought(0), "Ana has bought no card the app has not placed"},
		MoveAppDeck:     {GameMove{Kind: MoveAppDeck, Deck: make([]string, maxSoloCards+1)}, "the decks of round 1 cannot be from a game"},
		MoveShowDeck:    {ShowAppDeck(), "the app has no deck ordered for this round's battle"},
		MoveStart:       {StartAtTable(twoPlayers()), "A game is running at this table: put it away first (New game), then start another."},
	}
	for _, k := range gameMoveKinds {
		if k == MoveEnd {
			continue // refused only with no game (TestATablesStartAndEndSurviveTheirJSON)
		}
		if k == MoveAsk || k == MoveDeckEmpty {
			continue // refused only off the app's turn or the Shop Phase (TestTheAppIsAskedOnlyOnItsTurn)
		}
		c, ok := cases[k]
		require.True(t, ok, "no refused %s move is tested", k)
		s.Flush()
		before, steps, blob := doc.Value(), doc.Steps(), string(store.blobs[GameFile])
		err := doc.Do(c.m)
		require.Error(t, err, k)
		if c.want != "" {
			assert.Equal(t, c.want, err.Error(), k)
		}
		var refused *RefusedMoveError
		require.ErrorAs(t, err, &refused, k)
		assert.Equal(t, k, refused.Move.Kind)
		s.Flush()
		assert.Equal(t, before, doc.Value(), k)
		assert.Equal(t, steps, doc.Steps(), k)
		assert.Equal(t, blob, string(store.blobs[GameFile]), k)
	}
	var rules *tracker.RefusedError
	require.ErrorAs(t, doc.Do(Play(tracker.Buy(0))), &rules, "a refusal of the rules is the tracker's typed reason")
	require.NotErrorIs(t, doc.Do(Play(tracker.EndShop(2))), tracker.ErrAlreadyDone, "not as done: round 2 has not started")
}

// A phase's end tapped twice ends one phase: the second tap is refused as
// already done and changes nothing, the next phase included.
func TestAPhaseEndTappedTwiceThroughTheHandle(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartGame(fourPlayers()))
	doc := s.Game()
	end := Play(tracker.EndShop(1))
	require.NoError(t, doc.Do(end))
	require.Equal(t, tracker.PhaseBattle, doc.Value().Game().Phase())
	for i := range 2 {
		require.NoError(t, doc.Do(Play(tracker.Result(1, i, tracker.Draw))))
	}
	require.NoError(t, doc.Do(Play(tracker.EndRound(1))))
	steps := doc.Steps()
	for _, m := range []GameMove{Play(tracker.EndRound(1)), end} {
		err := doc.Do(m)
		require.ErrorIs(t, err, tracker.ErrAlreadyDone, m.Move)
		assert.True(t, errors.Is(err, tracker.ErrAlreadyDone))
	}
	g := doc.Value().Game()
	assert.Equal(t, 2, g.Round())
	assert.Equal(t, tracker.PhaseShop, g.Phase(), "round 2's shop goes on")
	assert.Equal(t, steps, doc.Steps())
	assert.Equal(t, "round over, trumpets returned to the supply. Round 2 Shop Phase: gold reset to 3, Ben shops first (first shopper token)", steps.UndoText, "a move's words label its step")
}

// FuzzDecodeGameMove reads a move of the running game from any bytes and
// applies it to a game against the app: never a panic; bad input is
// refused in words; a move applied makes a game that reads back.
func FuzzDecodeGameMove(f *testing.F) {
	start := startOf(f, 0)
	for _, m := range []GameMove{Play(tracker.Buy(0)), AppDid(solo.Move{Action: solo.Pass}, ""), EnterShopSlot(1, "Ant"),
		HumanBought(-1), AppDeck([]string{"Ant"}, "why"), ShowAppDeck(), SettleBattle(PendingBattle{Round: 1}, engine.Draw, [2][]string{}),
		StartAtTable(fourPlayers()), EndAtTable(), StartSoloAtTable(soloSetup(), 1, solo.Hard), AskApp(), DeckEmpty(),
		{Kind: MoveAppDid, At: 3}} {
		data, err := json.Marshal(m)
		require.NoError(f, err)
		f.Add(data)
	}
	for _, s := range []string{`{"kind":"play","move":{"kind":"endShop","round":1}}`, `{"kind":"x"}`, `null`, `[]`, ``, `{"kind":"appDid"}`} {
		f.Add([]byte(s))
	}
	s := Open(newMemStore(), Options{Now: fixedNow})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeGameMove(data)
		if err != nil {
			require.NotEmpty(t, err.Error())
			return
		}
		next, ok := testkit.TryMove(t, start, m, func(err error) { require.ErrorAs(t, err, new(*RefusedMoveError)) })
		if !ok {
			return
		}
		saved, err := next.Encode()
		require.NoError(t, err)
		_, err = s.decodeGame(saved)
		require.NoError(t, err, "what a move makes reads back")
	})
}

// DecodeGameMove refuses what is not a move, in words.
func TestDecodeGameMoveRefusesWhatIsNotAMove(t *testing.T) {
	for data, want := range map[string]string{
		`{"kind":"cheat"}`:              `the game has no move called "cheat"`,
		`{"kind":"play","gold":1}`:      `the move is damaged (it has a part called "gold" that this kind of file does not have)`,
		`{"kind":"play"} {}`:            "the move has more after it",
		"{\"kind\":\"pl\xffay\"}":       "the move is damaged: line 1: column 12: the text is not UTF-8 (byte 0xFF); save it as UTF-8",
		string(make([]byte, 17<<10)):    "the move is 17408 bytes; a move is at most 16 KiB",
		`{"kind":"play","move":{"n":1}`: "the move is not valid JSON (the text stops in the middle; it may have been cut short)",
	} {
		m, err := DecodeGameMove([]byte(data))
		require.EqualError(t, err, want)
		assert.Equal(t, GameMove{}, m)
	}
}

// A game against the app saved by the version whose game changed through
// closures (testdata/game-before-moves.json: round 2, 8 steps to undo and
// one to redo, the app's side with its hand, shop and decks) opens with
// nothing lost, undoes and redoes its steps with their words, and plays on
// by moves.
func TestAGameSavedBeforeMovesOpens(t *testing.T) {
	data, err := os.ReadFile("testdata/game-before-moves.json")
	require.NoError(t, err)
	store := newMemStore()
	store.blobs[GameFile] = data
	s := open(t, store)
	require.Empty(t, s.Problems())
	doc := s.Game()
	g := doc.Value().Game()
	assert.Equal(t, 2, g.Round())
	assert.Equal(t, 1, g.Player(1).Trophies)
	st, ok := doc.Value().Solo(s.book())
	require.True(t, ok)
	assert.Equal(t, []string{"Otter", "Fish", "Ant"}, st.Hand, "the app's hand, in the order it bought them")
	steps := doc.Steps()
	assert.Equal(t, 8, steps.Undo)
	assert.Equal(t, []string{"Round 2 Shop: Ana bought (2 gold left)"}, steps.Undone, "the step to redo keeps its words")
	require.NoError(t, doc.Redo())
	assert.Equal(t, 2, doc.Value().Game().Player(0).Gold)
	for range 3 {
		require.NoError(t, doc.Undo())
	}
	assert.Equal(t, tracker.PhaseBattle, doc.Value().Game().Phase(), "back before the result")
	st, _ = doc.Value().Solo(s.book())
	assert.Equal(t, []string{"Otter"}, st.Deck, "the app's deck, shown, with the game")
	require.NoError(t, doc.Do(SettleBattle(s.PendingBattles()[0], engine.AWins, [2][]string{{"Pig"}, {"Otter"}})))
	assert.Equal(t, 1, doc.Value().Game().Player(0).Trophies, "Ana won this time")
}
