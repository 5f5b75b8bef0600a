package testkit

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// Game is a game of the "More games" shelf as its moves' tests see it:
// Apply makes the game a move makes (a nil game takes a start), Encode is
// its save.
type Game[G, M any] interface {
	Apply(m M) (G, error)
	Encode() ([]byte, error)
}

// TryMove applies m to g and checks what a pure Apply promises: g's save
// is as it was, and a refusal returns no game and says why; refused, when
// not nil, checks the refusal further (whose words they are). It returns
// the game m made; ok is false when m was refused.
func TryMove[G Game[G, M], M any](t testing.TB, g G, m M, refused func(err error)) (next G, ok bool) {
	t.Helper()
	before := save(t, g)
	next, err := g.Apply(m)
	require.Equal(t, before, save(t, g), "Apply never changes the game it is given")
	if err != nil {
		var none G
		require.Equal(t, save(t, none), save(t, next), "a refused move makes no game")
		require.NotEmpty(t, err.Error())
		if refused != nil {
			refused(err)
		}
		return none, false
	}
	return next, true
}

// save is g's save; "null" for no game.
func save[G Game[G, M], M any](t testing.TB, g G) string {
	t.Helper()
	if any(g) == any(*new(G)) {
		return "null"
	}
	data, err := g.Encode()
	require.NoError(t, err)
	return string(data)
}

// Replay applies moves from no game, each written as JSON and read back
// first when viaJSON, and returns the save of the game they make.
func Replay[G Game[G, M], M any](t testing.TB, moves []M, viaJSON bool) string {
	t.Helper()
	var g G
	for i, m := range moves {
		if viaJSON {
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var back M
			require.NoError(t, json.Unmarshal(data, &back))
			m = back
		}
		next, err := g.Apply(m)
		require.NoError(t, err, "move %d (%+v) again", i+1, m)
		g = next
	}
	return save(t, g)
}

// SameAfterJSON plays the games play makes of seeds 0, 1 ... (Runs(full,
// short) of them), each a list of legal moves from no game, and checks
// that they make the same game again, applied directly and after every
// move went through JSON.
func SameAfterJSON[G Game[G, M], M any](t *testing.T, full, short int, play func(seed uint64) []M) {
	t.Helper()
	for seed := range uint64(Runs(full, short)) {
		moves := play(seed)
		require.Greater(t, len(moves), 10, "seed %d plays on", seed)
		direct := Replay[G](t, moves, false)
		require.Equal(t, direct, Replay[G](t, moves, true), "seed %d: the same game after JSON", seed)
	}
}

// FuzzMove is a game's FuzzMove target, from the moves seeds (JSON): any
// bytes read as a move and applied to g never panic (TryMove's checks
// hold), and the game a move makes reads back by decode.
func FuzzMove[G Game[G, M], M any](f *testing.F, g G, decode func(data []byte) (G, error), seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var m M
		if json.Unmarshal(data, &m) != nil {
			return
		}
		next, ok := TryMove(t, g, m, nil)
		if !ok {
			return
		}
		saved, err := next.Encode()
		require.NoError(t, err)
		_, err = decode(saved)
		require.NoError(t, err, "what a move makes reads back")
	})
}

// Player tries moves on a game at random, for a game's property test.
type Player[G Game[G, M], M any] struct {
	Try     func(g G) M              // a move to try on g, legal or not
	Refused func(err error)          // checks a refusal (see TryMove); nil for none
	Words   func(m M, next G) string // the words of a move taken, never empty
	Over    func(g G) bool           // whether g is over; nil when never
}

// PlayOn extends moves, which made g, with the moves p tries that g
// accepts, each checked by TryMove, up to n moves in all or the end of the
// game, in at most 40 tries a move. It returns the moves.
func (p Player[G, M]) PlayOn(t testing.TB, g G, moves []M, n int) []M {
	t.Helper()
	for tries := 0; len(moves) < n && tries < 40*n && (p.Over == nil || !p.Over(g)); tries++ {
		m := p.Try(g)
		if next, ok := TryMove(t, g, m, p.Refused); ok {
			require.NotEmpty(t, p.Words(m, next), "the words of %+v", m)
			g, moves = next, append(moves, m)
		}
	}
	return moves
}
