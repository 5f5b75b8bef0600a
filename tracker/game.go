package tracker

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// action is a history entry's action, as written in the save file: a
// move's fields (move), or for the first entry the set-up.
type action struct {
	Kind  MoveKind `json:"kind"`
	Setup *Setup   `json:"setup,omitempty"`
	// LettersBySeat marks the set-up of a 4- or 6-player game saved in
	// format 1, before ruling 19 of docs/rules.md: the first player entered
	// was player A, and the first shopper token went to the player the
	// method picked, who was not always A. The game goes on as it was
	// played.
	LettersBySeat bool `json:"lettersBySeat,omitempty"`
	Player        int  `json:"player,omitempty"`
	N             int  `json:"n,omitempty"`
	Battle        int  `json:"battle,omitempty"`
	Winner        int  `json:"winner,omitempty"`
	Coin          int  `json:"coin,omitempty"`
}

// actionOf is the action of a history entry that records move m.
func actionOf(m Move) action {
	return action{Kind: m.Kind, Player: m.Player, N: m.N, Battle: m.Battle, Winner: m.Winner, Coin: m.Coin}
}

// move is the move an action records.
func (a action) move() Move {
	return Move{Kind: a.Kind, Player: a.Player, N: a.N, Battle: a.Battle, Winner: a.Winner, Coin: a.Coin}
}

// EntryStatus says whether a history entry is part of the game.
type EntryStatus string

// The statuses of a history entry.
const (
	// Done entries are part of the game.
	Done EntryStatus = "done"
	// Undone marked an entry that could be redone, in saves of the
	// versions whose game kept its own undo. Decode folds such entries
	// into Discarded: no game's history holds one.
	Undone EntryStatus = "undone"
	// Discarded entries were undone in a save of an older version: they
	// stay in the log, shown as undone, and are not part of the game.
	Discarded EntryStatus = "discarded"
)

// entry is one action in the history, with the random results it drew.
type entry struct {
	Action action      `json:"action"`
	Draws  []int       `json:"draws,omitempty"`
	Status EntryStatus `json:"status"`
	Text   string      `json:"text"`
	Round  int         `json:"round"`
	Phase  Phase       `json:"phase"`
	At     time.Time   `json:"at"`
	By     string      `json:"by,omitempty"` // the player whose phone made it (Move.By)
}

// Entry is one line of the history screen.
type Entry struct {
	Index  int         // position in the log, from 0 (the set-up)
	Text   string      // one line, such as "Round 2 Shop: Ana bought (2 gold left)"
	Status EntryStatus // Done, or Discarded: undone in a save of an older version
	Round  int         // the round the action was taken in
	Phase  Phase       // the phase the action was taken in; PhaseSetup for the set-up
	At     time.Time   // when the action was taken
	// By is the player whose phone took the action at a live table; ""
	// when it was taken on the device that keeps the game.
	By string
}

// Game is a game of Super Auto Pets Card Battle at the table: its current
// state and its history. Create one with New or Decode; Apply makes the
// game after a move, or refuses the move, and leaves the game as it was.
//
// Queries and Apply never change a game, so it may be read from any
// goroutine. The methods named after the moves change their game in
// place, drawing the chance of a move from the random source a game
// shares with the games made from it (WithRand), which takes one draw at a
// time.
type Game struct {
	log []entry
	cur *state
	rng *rand.Rand
	now func() time.Time
}

// Option configures a Game made by New or Decode.
type Option func(*Game)

// WithRand makes the game draw coin flips, die rolls and random picks from r,
// for repeatable games in tests. Results already in the history are never
// drawn again.
func WithRand(r *rand.Rand) Option { return func(g *Game) { g.rng = r } }

// WithClock makes the game read the time from now, for history timestamps and
// backup names.
func WithClock(now func() time.Time) Option { return func(g *Game) { g.now = now } }

func newGame(opts []Option) *Game {
	g := &Game{now: time.Now}
	for _, o := range opts {
		o(g)
	}
	if g.rng == nil {
		g.rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	return g
}

// New starts a game from a set-up, in the Shop Phase of round 1. It picks the
// first player as the set-up asks and records any die rolls or random pick in
// the first history entry.
func New(s Setup, opts ...Option) (*Game, error) {
	g := newGame(opts)
	s = cloneSetup(s)
	d := &liveDraws{r: g.rng}
	st, text, err := newState(s, false, d)
	if err != nil {
		return nil, err
	}
	g.cur = st
	g.log = []entry{{Action: action{Kind: kindSetup, Setup: &s}, Draws: d.got, Status: Done, Text: text, Phase: PhaseSetup, At: g.now()}}
	return g, nil
}

func cloneSetup(s Setup) Setup {
	s.Players = append([]PlayerSetup(nil), s.Players...)
	s.Packs = append([]Pack(nil), s.Packs...)
	return s
}

// Clone returns a copy of g that a change of the copy leaves as it was. It
// draws from the same random source and clock. Apply needs no copy: it
// never changes its game.
func (g *Game) Clone() *Game {
	c := *g
	c.log = slices.Clone(g.log)
	c.cur = g.cur.clone()
	return &c
}

// Apply is the one way a game changes: it returns the game after move m,
// with m as the newest history entry, or the *RefusedError that says why
// the rules refuse m. g itself never changes, and Apply is pure: the coin
// flips m needs come from its Seed (see Move.Draw; a move that needs them
// and has none is refused) and are recorded in the entry, so a save
// replays them.
func (g *Game) Apply(m Move) (*Game, error) {
	if g == nil || g.cur == nil {
		return nil, refuse(m, errf("no game is running"))
	}
	if err := g.cur.checkBy(m.By); err != nil {
		return nil, refuse(m, err)
	}
	next := g.cur.clone()
	d := &seededDraws{seed: m.Seed}
	text, err := next.apply(m, d)
	if err != nil {
		return nil, refuse(m, err)
	}
	log := make([]entry, len(g.log), len(g.log)+1)
	copy(log, g.log)
	log = append(log, entry{Action: actionOf(m), Draws: d.got, Status: Done, Text: text, Round: g.cur.round, Phase: g.cur.phase, At: g.now(), By: m.By})
	return &Game{log: log, cur: next, rng: g.rng, now: g.now}, nil
}

// act makes g the game after move m, its chance drawn from the game's
// random source and, for a move that ends a phase, of the round under way,
// or leaves it as it was and returns why the rules refuse m: what the
// methods named after the moves do.
func (g *Game) act(m Move) error {
	if g != nil && g.cur != nil && (m.Kind == KindEndShop || m.Kind == KindResult || m.Kind == KindEndRound) {
		m.Round = g.cur.round
	}
	next, err := g.Apply(m.Draw(g.rng))
	if err != nil {
		return err
	}
	*g = *next
	return nil
}

// Buy makes g the game after Buy(p): player p buys a card, spending 1
// gold. It is refused when it is not p's shop turn or p has no gold left.
func (g *Game) Buy(p int) error { return g.act(Buy(p)) }

// Sell makes g the game after Sell(p, pets): player p sells pets (at
// least 1) on their shop turn; they gain an Apple for each. Gold does not
// change.
func (g *Game) Sell(p, pets int) error { return g.act(Sell(p, pets)) }

// Triple makes g the game after Triple(p): player p triples on their shop
// turn. It costs no gold.
func (g *Game) Triple(p int) error { return g.act(Triple(p)) }

// Pass makes g the game after Pass(p, pets): player p passes on their shop
// turn, having confirmed they hold pets pets; more than MaxPetsToPass is
// refused. When every player has passed, the Battle Phase starts and, with
// 4 or 6 players, a coin is flipped for the First Player of each battle.
func (g *Game) Pass(p, pets int) error { return g.act(Pass(p, pets)) }

// Spend makes g the game after Spend(p, 0): player p spent 1 gold in this
// Shop Phase, whoever's turn it is, for tables that do not log every shop
// turn. It is refused outside the Shop Phase, after p passed, or when p has
// no gold left.
func (g *Game) Spend(p int) error { return g.act(Spend(p, 0)) }

// SpendCoin makes g the game after Spend(p, coin): player p spent gold
// token coin (counted from 1, left to right), as Spend does; it is
// refused, besides, when that token is already spent.
func (g *Game) SpendCoin(p, coin int) error { return g.act(Spend(p, coin)) }

// RefundCoin makes g the game after Refund(p, coin): player p takes back
// gold token coin (counted from 1), spent by mistake, in the Shop Phase
// before p passed. It is a move of its own, in the history.
func (g *Game) RefundCoin(p, coin int) error { return g.act(Refund(p, coin)) }

// EndShop makes g the game after EndShop of this round: the Shop Phase ends for every
// player at once ("everyone has passed") and the Battle Phase starts as the
// last Pass would start it.
func (g *Game) EndShop() error { return g.act(EndShop(0)) }

// RecordResult makes g the game after Result(this round, b, winner): battle b of this
// round (an index into CurrentBattles) was won by winner, or was a Draw.
// When every battle of the round has a result, the Trophy Phase follows at
// once: winners get their trophies and, with 2 players, a First Player who
// won passes the token. A result is never overwritten.
func (g *Game) RecordResult(b, winner int) error { return g.act(Result(0, b, winner)) }

// EndRound makes g the game after EndRound of this round: trumpets go back to the
// supply, and either the next round's Shop Phase starts (gold reset; with 4
// or 6 players the first shopper token moves to the next letter) or, after
// round 6, the game is over.
func (g *Game) EndRound() error { return g.act(EndRound(0)) }

// AdjustTrumpets makes g the game after Trumpets(p, delta): delta
// (negative to spend) is added to player p's trumpets. It is refused when
// the Golden Pack is not in use or the count would go below 0.
func (g *Game) AdjustTrumpets(p, delta int) error { return g.act(Trumpets(p, delta)) }

// AdjustMana makes g the game after Mana(p, delta): delta (negative to
// spend) is added to player p's mana. It is refused when the Magic Pack is
// not in use or the count would go below 0.
func (g *Game) AdjustMana(p, delta int) error { return g.act(Mana(p, delta)) }

// lastDone is the newest entry that is part of the game; Discarded entries
// of an older save may come after it.
func (g *Game) lastDone() int {
	for i := len(g.log) - 1; i >= 0; i-- {
		if g.log[i].Status == Done {
			return i
		}
	}
	return 0
}

// LastText is the history line of the newest move, the words of a step
// that takes it back ("Round 2 Shop: Ana bought (2 gold left)"), or "" when
// the game has had no move since its set-up.
func (g *Game) LastText() string {
	if i := g.lastDone(); i > 0 {
		return g.log[i].Text
	}
	return ""
}

// LastWords is LastText without the round and phase it starts with, the
// words of the newest move alone ("Ana bought (2 gold left)"), for a
// button that has room for few; "" when the game has had no move since
// its set-up.
func (g *Game) LastWords() string {
	i := g.lastDone()
	if i == 0 {
		return ""
	}
	e := g.log[i]
	return strings.TrimPrefix(e.Text, fmt.Sprintf("Round %d %s: ", e.Round, e.Phase.short()))
}

// History returns every entry of the log, oldest first, discarded ones
// included.
func (g *Game) History() []Entry {
	out := make([]Entry, len(g.log))
	for i, e := range g.log {
		out[i] = Entry{Index: i, Text: e.Text, Status: e.Status, Round: e.Round, Phase: e.Phase, At: e.At, By: e.By}
	}
	return out
}
