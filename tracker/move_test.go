package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/rockdie"
)

// candidates is a move of every kind worth trying at g, legal or not, with
// random players and counts: mostly the player to shop for a shop turn, a
// token spent for a refund when there is one, and now and then only the
// moves always legal in their phase (ending the Shop Phase, trumpets, mana),
// so that a game plays every kind of move.
func candidates(r *rand.Rand, g *Game) []Move {
	n := g.NumPlayers()
	p := func() int { return r.IntN(n) }
	shopper := func() int {
		if turn, ok := g.ShopTurn(); ok && r.IntN(4) > 0 {
			return turn
		}
		return p()
	}
	refund := Refund(p(), 1+r.IntN(4))
	for c, spent := range g.Player(refund.Player).Spent {
		if spent {
			refund.Coin = c + 1
		}
	}
	ms := []Move{
		Buy(shopper()), Sell(shopper(), 1+r.IntN(3)), Triple(shopper()), Pass(shopper(), r.IntN(7)),
		Spend(p(), r.IntN(5)), refund, Result(g.Round(), r.IntN(4), r.IntN(n+1)-1), EndRound(g.Round()),
	}
	for _, m := range []Move{EndShop(g.Round()), Trumpets(p(), r.IntN(5)-2), Mana(p(), r.IntN(5)-2)} {
		if r.IntN(4) == 0 {
			ms = append(ms, m)
		}
	}
	return ms
}

// randomSetup is a set-up of 2, 4 or 6 players with random packs, extra
// gold and way of picking who starts.
func randomSetup(r *rand.Rand) Setup {
	n := []int{2, 4, 6}[r.IntN(3)]
	su := setupFor(n, AllPacks[:1+r.IntN(len(AllPacks))]...)
	su.FirstPlayer = []FirstPlayerMethod{ByPets, AtRandom, Chosen}[r.IntN(3)]
	su.Chosen = r.IntN(n)
	for i := range su.Players {
		su.Players[i].Pets = r.IntN(3)
		su.Players[i].ExtraGold = r.IntN(2)
	}
	return su
}

// nextLegal applies to g the first of the candidates, in a random order,
// that the rules allow (drawing candidates again until one is), and
// returns it with the game after it; ok is false when the game is over.
func nextLegal(t *testing.T, r *rand.Rand, g *Game) (Move, *Game, bool) {
	t.Helper()
	for !g.Over() {
		ms := candidates(r, g)
		r.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		for _, m := range ms {
			m = m.Draw(r)
			next, err := g.Apply(m)
			if err == nil {
				return m, next, true
			}
			var refused *RefusedError
			require.ErrorAs(t, err, &refused, m)
		}
	}
	return Move{}, nil, false
}

// Random legal moves applied to a game directly, and each one after its
// JSON is written and read back with DecodeMove, make the same game: the
// same save, coin flips included. A move's JSON is all of it.
func TestMovesSurviveTheirJSON(t *testing.T) {
	moves := 5000
	if testing.Short() {
		moves = 1500
	}
	r := rockdie.NewRand(43)
	kinds := map[MoveKind]int{}
	for seed, played := uint64(0), 0; played < moves; seed++ {
		su := randomSetup(r)
		direct, err := New(su, testOpts(seed)...)
		require.NoError(t, err)
		sent, err := New(su, testOpts(seed)...)
		require.NoError(t, err)
		for ; played < moves; played++ {
			m, next, ok := nextLegal(t, r, direct)
			if !ok {
				break
			}
			data, err := json.Marshal(m)
			require.NoError(t, err)
			back, err := DecodeMove(data)
			require.NoError(t, err, string(data))
			require.Equal(t, m, back, string(data))
			sent, err = sent.Apply(back)
			require.NoError(t, err, string(data))
			direct = next
			kinds[m.Kind]++
		}
		require.Equal(t, encoded(t, direct), encoded(t, sent), "game %d, after %d moves in all", seed, played)
		again, err := Decode([]byte(encoded(t, sent)))
		require.NoError(t, err)
		require.Equal(t, view(direct), view(again))
	}
	t.Logf("%d moves, by kind: %v", moves, kinds)
	for _, k := range MoveKinds() {
		assert.Positive(t, kinds[k], "no legal %s move was played", k)
	}
}

// The JSON of a move has stable names: saves and other devices read them.
func TestAMovesJSONNames(t *testing.T) {
	for m, want := range map[Move]string{
		Buy(0):                              `{"kind":"buy"}`,
		Sell(1, 2):                          `{"kind":"sell","player":1,"n":2}`,
		Pass(3, 5):                          `{"kind":"pass","player":3,"n":5}`,
		Spend(2, 3):                         `{"kind":"spend","player":2,"coin":3}`,
		Refund(1, 1):                        `{"kind":"refund","player":1,"coin":1}`,
		EndShop(2):                          `{"kind":"endShop","round":2}`,
		Result(3, 1, Draw):                  `{"kind":"result","battle":1,"winner":-1,"round":3}`,
		EndRound(6):                         `{"kind":"endRound","round":6}`,
		Pass(1, 2).Draw(rockdie.NewRand(1)): `{"kind":"pass","player":1,"n":2,"seed":` + fmt.Sprint(Pass(1, 2).Draw(rockdie.NewRand(1)).Seed) + `}`,
		Trumpets(1, -2):                     `{"kind":"trumpets","player":1,"n":-2}`,
		Mana(0, 3):                          `{"kind":"mana","n":3}`,
	} {
		data, err := json.Marshal(m)
		require.NoError(t, err)
		assert.Equal(t, want, string(data))
		assert.Equal(t, want, m.String())
	}
}

func TestDecodeMoveRefusesWhatIsNotAMove(t *testing.T) {
	for data, want := range map[string]string{
		``:                              "the move is empty",
		`{"kind":"buy"`:                 "the move is not valid JSON (the text stops in the middle; it may have been cut short)",
		`{"kind":"buy","gold":3}`:       `the move is damaged (it has a part called "gold" that this kind of file does not have)`,
		`{"kind":"buy","player":"Ana"}`: "the move is damaged (the value at player is text where a number belongs)",
		`{"kind":"buy"} {"kind":"buy"}`: "the move has more after it",
		"{\"kind\":\"b\xffuy\"}":        "the move is damaged: line 1: column 11: the text is not UTF-8 (byte 0xFF); save it as UTF-8",
		`{"kind":"buy","n":` + strings.Repeat("1", 2000) + `}`: "the move is 2019 bytes; a move is at most 1 KiB",
	} {
		m, err := DecodeMove([]byte(data))
		require.EqualError(t, err, want, data)
		assert.Equal(t, Move{}, m)
		assert.Equal(t, "tracker", problem.From(err))
	}
}

// A refused move changes nothing, to the byte of the game's save, and says
// why in the players' words; one case at least for each kind of move.
func TestARefusedMoveChangesNothing(t *testing.T) {
	shop := newTestGame(t, 2, Classic)
	broke := newTestGame(t, 2)
	for range 3 {
		require.NoError(t, broke.Spend(1))
	}
	battle := newTestGame(t, 4)
	passAll(t, battle)
	shop4 := newTestGame(t, 4)
	cases := []struct {
		g    *Game
		m    Move
		want string
	}{
		{shop, Buy(1), "it is Ana's turn to shop, not Ben's"},
		{shop, Sell(0, 0), "Ana must sell at least 1 pet"},
		{battle, Triple(0), "Ana cannot triple now: it is the Battle Phase of round 1"},
		{shop, Pass(0, 6), "Ana cannot pass with 6 pets; sell or triple down to 5 first"},
		{broke, Spend(1, 0), "Ben has no gold left"},
		{shop, Refund(0, 2), "Ana's gold token 2 is not spent"},
		{battle, EndShop(1), "the Shop Phase cannot end now: it is the Battle Phase of round 1"},
		{battle, EndShop(2), "round 2 has not started: it is the Battle Phase of round 1"},
		{shop4, EndShop(1), "the move needs a coin flip, but none was drawn for it"},
		{battle, Result(1, 2, 0), "there is no battle 3 this round; its 2 battles are: Ana vs Ben and Cy vs Dee"},
		{shop, EndRound(1), "the round ends after the Trophy Phase; it is the Shop Phase of round 1"},
		{shop, Move{Kind: KindEndRound}, "endRound names the round whose phase it ends, but this move names none"},
		{shop, Move{Kind: KindBuy, Seed: 3}, "buy draws nothing, but this move carries a seed"},
		{shop, Trumpets(0, 1), "the Golden Pack is not in use, so there are no trumpets to track"},
		{broke, Mana(1, -2), "Ben has 0 mana and cannot spend 2"},
		{shop, Buy(7), "there is no player 7 in this game; its players are Ana and Ben"},
		{shop, Move{Kind: KindBuy, N: 3}, "buy takes no count, but this move names count 3"},
		{shop, Move{Kind: KindEndRound, Round: 1, Coin: 1}, "endRound takes no gold token, but this move names gold token 1"},
		{shop, Move{Kind: "cheat"}, `the game has no move called "cheat"; its moves are buy, sell, triple, pass, spend, refund, endShop, result, endRound, trumpets, mana`},
		{shop, Move{Kind: "setup"}, "a game is set up when it starts, not by a move"},
	}
	kinds := map[MoveKind]bool{}
	for _, c := range cases {
		before := encoded(t, c.g)
		next, err := c.g.Apply(c.m)
		assert.Nil(t, next, c.m)
		var refused *RefusedError
		require.ErrorAs(t, err, &refused, c.m)
		assert.Equal(t, c.want, refused.Words, c.m)
		assert.Equal(t, c.want, err.Error(), c.m)
		assert.Equal(t, c.m, refused.Move)
		assert.Equal(t, "tracker", problem.From(err), c.m)
		assert.Equal(t, before, encoded(t, c.g), "a refused %s changed the game", c.m)
		kinds[c.m.Kind] = true
	}
	for _, k := range MoveKinds() {
		assert.True(t, kinds[k], "no refused %s move is tested", k)
	}
	var nothing *Game
	_, err := nothing.Apply(Buy(0))
	require.EqualError(t, err, "no game is running")
}

// The same tap on a phase's button made twice (a quick double tap, or two
// phones at once) ends one phase: the second is refused as already done,
// which the screens tell from the rules' other refusals, and changes
// nothing.
func TestAPhaseEndedTwiceEndsOnePhase(t *testing.T) {
	g := newTestGame(t, 4)
	passAll(t, g)
	require.NoError(t, g.RecordResult(0, 1))
	require.NoError(t, g.RecordResult(1, Draw))
	end := EndRound(1)
	once, err := g.Apply(end)
	require.NoError(t, err)
	require.Equal(t, PhaseShop, once.Phase())
	for _, m := range []Move{end, Result(1, 0, 1), EndShop(1).Draw(rockdie.NewRand(3))} {
		before := encoded(t, once)
		twice, err := once.Apply(m)
		assert.Nil(t, twice)
		require.ErrorIs(t, err, ErrAlreadyDone, m)
		var refused *RefusedError
		require.ErrorAs(t, err, &refused)
		assert.True(t, refused.AlreadyDone)
		assert.Equal(t, before, encoded(t, once))
	}
	assert.Equal(t, 2, once.Round(), "round 2's shop was not ended too")
	_, err = once.Apply(Buy(7))
	assert.NotErrorIs(t, err, ErrAlreadyDone, "other refusals are not 'already done'")

	two := newTestGame(t, 2)
	passAll(t, two)
	res := Result(1, 0, 1)
	after, err := two.Apply(res)
	require.NoError(t, err)
	_, err = after.Apply(res)
	require.ErrorIs(t, err, ErrAlreadyDone, "the same result entered twice")
}

// A move's words, for the step an undo takes back, say what the players
// did, by their names.
func TestDescribeSaysAMoveInThePlayersWords(t *testing.T) {
	g := newTestGame(t, 4)
	passAll(t, g)
	for m, want := range map[Move]string{
		Buy(0):             "Ana buys",
		Sell(1, 2):         "Ben sells 2 pets",
		Triple(2):          "Cy triples",
		Pass(3, 1):         "Dee passes with 1 pet",
		Spend(0, 0):        "Ana spends 1 gold",
		Spend(0, 2):        "Ana spends gold token 2",
		Refund(1, 3):       "Ben takes back gold token 3",
		EndShop(1):         "Everyone has passed",
		Result(1, 0, 1):    "Ben beats Ana",
		Result(1, 1, Draw): "Cy and Dee draw",
		Result(1, 1, 0):    "A result of Cy vs Dee won by someone else",
		Result(1, 5, 0):    "A result for battle 6, which is not waiting for one",
		EndRound(1):        "Round 1 ends",
		Trumpets(2, 2):     "Cy gains 2 trumpets",
		Mana(3, -1):        "Dee spends 1 mana",
		Buy(9):             "Player 9, who is not in this game, buys",
		{Kind: "x\x00y"}:   `A move this app does not know: "x\x00y"`,
	} {
		assert.Equal(t, want, g.Describe(m), m)
	}
	before := encoded(t, g)
	for _, m := range candidates(rockdie.NewRand(1), g) {
		assert.NotEmpty(t, g.Describe(m))
	}
	assert.Equal(t, before, encoded(t, g), "describing changes nothing")
	var none *Game
	assert.Equal(t, "A move of no game: buy", none.Describe(Buy(0)))
}

// fuzzGames are games at different moments to apply fuzzed moves to: a
// Shop Phase, a Battle Phase, a Trophy Phase and a finished game.
func fuzzGames(t testing.TB) []*Game {
	shop := midGame(t)
	battle := newTestGame(t, 4)
	passAll(t, battle)
	trophy := newTestGame(t, 2)
	passAll(t, trophy)
	require.NoError(t, trophy.RecordResult(0, 1))
	over := newTestGame(t, 6)
	playRounds(t, over, map[int]map[string]string{6: {"A-B": "B"}})
	return []*Game{shop, battle, trophy, over}
}

// FuzzApplyMove reads a move from any bytes and applies it to a few games:
// never a panic; bad input is refused with an error in the players' words
// and changes nothing; a move applied makes a game that saves and loads.
func FuzzApplyMove(f *testing.F) {
	games := fuzzGames(f)
	for _, g := range games {
		for _, m := range candidates(rockdie.NewRand(5), g) {
			data, err := json.Marshal(m)
			require.NoError(f, err)
			f.Add(data)
		}
	}
	for _, s := range []string{`{"kind":"result","battle":1,"winner":2}`, `{"kind":"setup"}`, `{"kind":"buy","n":1}`, `{"kind":"spend","player":-1}`, `null`, `[]`, `{"kind":7}`, ``} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeMove(data)
		if err != nil {
			require.Equal(t, "tracker", problem.From(err), err.Error())
			return
		}
		for _, g := range games {
			before := encoded(t, g)
			require.NotEmpty(t, g.Describe(m))
			next, err := g.Apply(m)
			require.Equal(t, before, encoded(t, g), "Apply changed its game")
			if err != nil {
				var refused *RefusedError
				require.True(t, errors.As(err, &refused), err.Error())
				require.Equal(t, "tracker", problem.From(err))
				require.NotEmpty(t, refused.Words)
				continue
			}
			back, err := Decode([]byte(encoded(t, next)))
			require.NoError(t, err, "a game a move made must load")
			require.Equal(t, view(next), view(back))
		}
	})
}

func TestAMoveNamesThePhoneOfAPlayerOfTheGame(t *testing.T) {
	g := newTestGame(t, 2)
	names := []string{g.Player(0).Name, g.Player(1).Name}
	buy := Buy(0)
	buy.By = names[1]
	next, err := g.Apply(buy)
	require.NoError(t, err)
	h := next.History()
	assert.Equal(t, names[1], h[len(h)-1].By, "the history says whose phone bought")

	data, err := next.EncodeCompact()
	require.NoError(t, err)
	again, err := Decode(data)
	require.NoError(t, err)
	assert.Equal(t, names[1], again.History()[1].By)

	stranger := Buy(0)
	stranger.By = "Zed"
	_, err = g.Apply(stranger)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"Zed" is not playing this game`)

	forged := strings.Replace(string(data), `"by":"`+names[1]+`"`, `"by":"Zed"`, 1)
	require.NotEqual(t, string(data), forged)
	_, err = Decode([]byte(forged))
	assert.ErrorContains(t, err, `history entry 1: "Zed" is not playing this game`)
}
