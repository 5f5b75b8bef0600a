package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// MoveKind names a move. The names are written in saves and sent between
// devices: they never change.
type MoveKind string

// The kinds of move, with the fields of Move each one takes (every other
// field must be zero). Player, Battle and Winner are the game's indices
// (Players, CurrentBattles). The moves that end a phase (endShop, result,
// endRound) name the round they end: the same tap made twice (a quick
// double tap, or two phones at once) ends one phase, and the second is
// refused as already done (RefusedError.AlreadyDone).
const (
	// KindBuy: Player buys a card on their shop turn, for 1 gold.
	KindBuy MoveKind = "buy"
	// KindSell: Player sells N pets (1 to 99) on their shop turn.
	KindSell MoveKind = "sell"
	// KindTriple: Player triples on their shop turn.
	KindTriple MoveKind = "triple"
	// KindPass: Player passes on their shop turn, holding N pets (0 to
	// MaxPetsToPass).
	KindPass MoveKind = "pass"
	// KindSpend: Player spends 1 gold in the Shop Phase, whoever's turn it
	// is: gold token Coin (from 1), or with Coin 0 the last one face up.
	KindSpend MoveKind = "spend"
	// KindRefund: Player takes back gold token Coin (from 1), spent by
	// mistake in this Shop Phase.
	KindRefund MoveKind = "refund"
	// KindEndShop: everyone has passed; the Shop Phase of Round ends and
	// the Battle Phase starts.
	KindEndShop MoveKind = "endShop"
	// KindResult: battle Battle of Round is over; Winner won it, or it was
	// a Draw.
	KindResult MoveKind = "result"
	// KindEndRound: the Trophy Phase of Round is over; the next round
	// starts, or the game ends after round 6.
	KindEndRound MoveKind = "endRound"
	// KindTrumpets: Player's trumpets change by N (negative to spend).
	KindTrumpets MoveKind = "trumpets"
	// KindMana: Player's mana changes by N (negative to spend).
	KindMana MoveKind = "mana"
)

// kindSetup is the history entry that starts a game: a save's, not a move.
const kindSetup MoveKind = "setup"

// Move is one change of a game, as data: a kind and the fields that kind
// takes (see the kinds). Its JSON has stable names, those of the action a
// save's history entry holds: {"kind":"sell","player":1,"n":2}; fields at
// zero are left out. Apply makes the game after a move.
//
// A move whose effect draws (the coin flips for the First Player of each
// battle when a 4- or 6-player Battle Phase starts, by the last pass or by
// endShop) carries its chance as Seed, filled in by Draw before it is
// applied: Apply draws nothing of its own, so a move replayed, or sent to
// another phone, makes the same game.
type Move struct {
	Kind   MoveKind `json:"kind"`
	Player int      `json:"player,omitempty"` // the player who moves
	// N is the pets sold (sell), the pets held (pass), or the change of
	// trumpets or mana.
	N      int `json:"n,omitempty"`
	Battle int `json:"battle,omitempty"` // the battle of the round, from 0 (result)
	Winner int `json:"winner,omitempty"` // the winner's index, or Draw (result)
	// Coin is the gold token spent or taken back, counted from 1; 0 for
	// the last one face up (spend only).
	Coin int `json:"coin,omitempty"`
	// Round is the round whose phase the move ends (endShop, result,
	// endRound), from 1.
	Round int `json:"round,omitempty"`
	// Seed is where the move's coin flips come from (pass, endShop; see
	// Draw); 0 for a move whose chance is not drawn yet.
	Seed uint64 `json:"seed,omitempty"`
	// By is the player whose phone made the move at a live table, kept in
	// the history; "" for a move made on the device that keeps the game.
	By string `json:"by,omitempty"`
}

// Buy is the move of player p buying a card.
func Buy(p int) Move { return Move{Kind: KindBuy, Player: p} }

// Sell is the move of player p selling pets pets.
func Sell(p, pets int) Move { return Move{Kind: KindSell, Player: p, N: pets} }

// Triple is the move of player p tripling.
func Triple(p int) Move { return Move{Kind: KindTriple, Player: p} }

// Pass is the move of player p passing with pets pets.
func Pass(p, pets int) Move { return Move{Kind: KindPass, Player: p, N: pets} }

// Spend is the move of player p spending 1 gold: gold token coin (from 1),
// or with coin 0 the last one face up.
func Spend(p, coin int) Move { return Move{Kind: KindSpend, Player: p, Coin: coin} }

// Refund is the move of player p taking back gold token coin (from 1).
func Refund(p, coin int) Move { return Move{Kind: KindRefund, Player: p, Coin: coin} }

// EndShop is the move that ends the Shop Phase of round r: everyone has
// passed.
func EndShop(r int) Move { return Move{Kind: KindEndShop, Round: r} }

// Result is the move of battle b of round r ending: winner won, or Draw.
func Result(r, b, winner int) Move {
	return Move{Kind: KindResult, Round: r, Battle: b, Winner: winner}
}

// EndRound is the move that ends round r after its Trophy Phase.
func EndRound(r int) Move { return Move{Kind: KindEndRound, Round: r} }

// Draw returns m with its chance drawn from r when its kind may draw (a
// pass, endShop) and it has none yet; any other move is returned as it is.
// It changes nothing else: whether the rules allow m is Apply's to say.
func (m Move) Draw(r *rand.Rand) Move {
	if m.Seed != 0 || (m.Kind != KindPass && m.Kind != KindEndShop) {
		return m
	}
	for m.Seed == 0 {
		m.Seed = r.Uint64()
	}
	return m
}

// Trumpets is the move of player p's trumpets changing by delta.
func Trumpets(p, delta int) Move { return Move{Kind: KindTrumpets, Player: p, N: delta} }

// Mana is the move of player p's mana changing by delta.
func Mana(p, delta int) Move { return Move{Kind: KindMana, Player: p, N: delta} }

// takes is which fields of Move a kind uses.
type takes struct{ player, n, battle, coin, round, seed bool }

// moveKinds lists every kind of move in the order the rules meet them, with
// the fields it takes.
var moveKinds = []struct {
	kind  MoveKind
	takes takes
}{
	{KindBuy, takes{player: true}},
	{KindSell, takes{player: true, n: true}},
	{KindTriple, takes{player: true}},
	{KindPass, takes{player: true, n: true, seed: true}},
	{KindSpend, takes{player: true, coin: true}},
	{KindRefund, takes{player: true, coin: true}},
	{KindEndShop, takes{round: true, seed: true}},
	{KindResult, takes{battle: true, round: true}},
	{KindEndRound, takes{round: true}},
	{KindTrumpets, takes{player: true, n: true}},
	{KindMana, takes{player: true, n: true}},
}

// MoveKinds returns every kind of move.
func MoveKinds() []MoveKind {
	out := make([]MoveKind, len(moveKinds))
	for i, k := range moveKinds {
		out[i] = k.kind
	}
	return out
}

// checkFields refuses a move of an unknown kind, or with a field its kind
// does not take (the winner goes with the battle).
func (m Move) checkFields() error {
	for _, k := range moveKinds {
		if k.kind != m.Kind {
			continue
		}
		if k.takes.round && m.Round < 1 {
			return errf("%s names the round whose phase it ends, but this move names none", m.Kind)
		}
		if m.Seed != 0 && !k.takes.seed {
			return errf("%s draws nothing, but this move carries a seed", m.Kind)
		}
		for _, f := range []struct {
			name  string
			value int
			takes bool
		}{
			{"player", m.Player, k.takes.player},
			{"count", m.N, k.takes.n},
			{"battle", m.Battle, k.takes.battle},
			{"winner", m.Winner, k.takes.battle},
			{"gold token", m.Coin, k.takes.coin},
			{"round", m.Round, k.takes.round},
		} {
			if f.value != 0 && !f.takes {
				return errf("%s takes no %s, but this move names %s %d", m.Kind, f.name, f.name, f.value)
			}
		}
		return nil
	}
	if m.Kind == kindSetup {
		return errf("a game is set up when it starts, not by a move")
	}
	return errf("the game has no move called %s; its moves are %s", m.Kind.words(), kindList())
}

// words is the kind's name for an error: as it is when the game knows it,
// else quoted and clipped.
func (k MoveKind) words() string {
	if slices.Contains(MoveKinds(), k) || k == kindSetup {
		return string(k)
	}
	return textcheck.Quote(string(k))
}

// kindList is every kind's name, for an error.
func kindList() string {
	names := make([]string, len(moveKinds))
	for i, k := range moveKinds {
		names[i] = string(k.kind)
	}
	return strings.Join(names, ", ")
}

// MaxMoveSize is the most bytes DecodeMove reads: a move is a few dozen.
const MaxMoveSize = 1 << 10

// DecodeMove reads a move from its JSON, as json.Marshal writes a Move. It
// refuses, in words that say what is wrong, text over MaxMoveSize bytes,
// not UTF-8 or not JSON, a field Move does not have and anything after the
// move. Whether the rules allow the move is Apply's to say.
func DecodeMove(data []byte) (Move, error) {
	var m Move
	if err := textcheck.DecodeStrict(data, MaxMoveSize, "move", &m); err != nil {
		return Move{}, errf("%w", err)
	}
	return m, nil
}

// RefusedError is a move the rules refuse, and why, in the words of the
// players at the table: "Ana has no gold left to buy with; sell, triple or
// pass instead". Apply returns it; the game is as it was. It unwraps to an
// internal/problem error from "tracker".
type RefusedError struct {
	Move  Move   // the move refused
	Words string // why, as a player reads it
	// AlreadyDone says the move ends a phase that has already ended: the
	// same tap made twice, or by two phones at once. The game is as the
	// first one made it; a screen says so quietly, if at all.
	AlreadyDone bool
	cause       error
}

// ErrAlreadyDone is what a RefusedError whose AlreadyDone is set is
// (errors.Is): a move that ends a phase already ended.
var ErrAlreadyDone = errors.New("that phase has already ended")

// Is reports whether target is ErrAlreadyDone and e is such a refusal.
func (e *RefusedError) Is(target error) bool { return target == ErrAlreadyDone && e.AlreadyDone }

// Error returns the players' words.
func (e *RefusedError) Error() string { return e.Words }

// Unwrap returns the problem the words came from.
func (e *RefusedError) Unwrap() error { return e.cause }

// refuse makes the RefusedError of move m from the rules' error err.
func refuse(m Move, err error) *RefusedError {
	var r *RefusedError
	if errors.As(err, &r) {
		return r
	}
	var done alreadyDone
	return &RefusedError{Move: m, Words: err.Error(), AlreadyDone: errors.As(err, &done), cause: err}
}

// alreadyDone is the rules' error for a move that ends a phase already
// ended.
type alreadyDone struct{ error }

func (a alreadyDone) Unwrap() error { return a.error }

// doneErrf is errf for a move that ends a phase already ended.
func doneErrf(format string, a ...any) error { return alreadyDone{errf(format, a...)} }

// String writes the move as its JSON, for logs and test failures.
func (m Move) String() string {
	data, err := json.Marshal(m)
	if err != nil {
		return fmt.Sprintf("%#v", m)
	}
	return string(data)
}
