package testkit

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/problem"
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
// by decodeMove (the game's strict DecodeMove) first when it is not nil,
// and returns the save of the game they make.
func Replay[G Game[G, M], M any](t testing.TB, moves []M, decodeMove func([]byte) (M, error)) string {
	t.Helper()
	var g G
	for i, m := range moves {
		if decodeMove != nil {
			data, err := json.Marshal(m)
			require.NoError(t, err)
			back, err := decodeMove(data)
			require.NoError(t, err, "move %d (%s) reads back", i+1, data)
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
// move went through JSON and decodeMove.
func SameAfterJSON[G Game[G, M], M any](t *testing.T, full, short int, decodeMove func([]byte) (M, error), play func(seed uint64) []M) {
	t.Helper()
	for seed := range uint64(Runs(full, short)) {
		moves := play(seed)
		require.Greater(t, len(moves), 10, "seed %d plays on", seed)
		direct := Replay[G](t, moves, nil)
		require.Equal(t, direct, Replay[G](t, moves, decodeMove), "seed %d: the same game after JSON", seed)
	}
}

// FuzzMove is a game's FuzzMove target, from the moves seeds (JSON): any
// bytes decodeMove (the game's DecodeMove) reads never panic, a refusal
// says why and yields no move, a move read writes and reads back the same,
// applied to g TryMove's checks hold, and the game it makes reads back by
// decode.
func FuzzMove[G Game[G, M], M any](f *testing.F, g G, decodeMove func([]byte) (M, error), decode func(data []byte) (G, error), seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := decodeMove(data)
		if err != nil {
			require.NotEmpty(t, err.Error())
			require.Zero(t, m, "a refused move is no move")
			return
		}
		again, err := json.Marshal(m)
		require.NoError(t, err)
		back, err := decodeMove(again)
		require.NoError(t, err, "a move read writes and reads back")
		twice, err := json.Marshal(back)
		require.NoError(t, err)
		require.JSONEq(t, string(again), string(twice), "the same move")
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

// DecodeMoveRefuses checks a game's strict DecodeMove: the move good (its
// JSON, an object) reads, and a move of no kind of the game, of a name a
// move does not have, with more after it, cut short, empty or of more
// than limit bytes is refused, in the words of package from, with no move.
func DecodeMoveRefuses[M any](t *testing.T, decodeMove func([]byte) (M, error), from string, limit int, good string) {
	t.Helper()
	_, err := decodeMove([]byte(good))
	require.NoError(t, err, good)
	bad := map[string]string{
		`{"kind":"fly"}`:              `there is no move called "fly"`,
		`{"colour":"red",` + good[1:]: `the move is damaged (`,
		good + ` {}`:                  "the move has more after it",
		good[:len(good)-1]:            "the move is not valid JSON (",
		" \n":                         "the move is empty",
		`{"kind":"` + strings.Repeat("a", limit) + `"}`: "a move is at most",
	}
	for data, words := range bad {
		m, err := decodeMove([]byte(data))
		require.Error(t, err, "%.60q", data)
		assert.Contains(t, err.Error(), words, "%.60q", data)
		assert.Equal(t, from, problem.From(err), "%.60q: the game's own refusal", data)
		assert.Zero(t, m, "%.60q: no move", data)
	}
}
