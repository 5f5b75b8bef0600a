package tracker

import (
	"math/rand/v2"
	"slices"
	"time"
)

// action kinds, as written in the save file.
const (
	kindSetup    = "setup"
	kindBuy      = "buy"
	kindSell     = "sell"
	kindTriple   = "triple"
	kindPass     = "pass"
	kindResult   = "result"
	kindEndRound = "endRound"
	kindSpend    = "spend"
	kindRefund   = "refund"
	kindEndShop  = "endShop"
	kindTrumpets = "trumpets"
	kindMana     = "mana"
)

// action is one named action with its arguments, as written in the save file.
type action struct {
	Kind  string `json:"kind"`
	Setup *Setup `json:"setup,omitempty"`
	// LettersBySeat marks the set-up of a 4- or 6-player game saved in
	// format 1, before ruling 19 of docs/rules.md: the first player entered
	// was player A, and the first shopper token went to the player the
	// method picked, who was not always A. The game goes on as it was
	// played.
	LettersBySeat bool `json:"lettersBySeat,omitempty"`
	Player        int  `json:"player,omitempty"`
	N             int  `json:"n,omitempty"` // pets sold, pets confirmed on pass, or trumpets/mana change
	Battle        int  `json:"battle,omitempty"`
	Winner        int  `json:"winner,omitempty"`
	// Coin is the gold token spent or taken back, counted from 1; 0 (and
	// every spend saved before tokens were told apart) means the last one
	// still face up.
	Coin int `json:"coin,omitempty"`
}

// EntryStatus says whether a history entry is part of the game.
type EntryStatus string

// The statuses of a history entry.
const (
	// Done entries are part of the game.
	Done EntryStatus = "done"
	// Undone entries were undone and can be redone.
	Undone EntryStatus = "undone"
	// Discarded entries were undone and then replaced by a new action: they
	// stay in the log, marked undone, but can no longer be redone.
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
}

// Entry is one line of the history screen.
type Entry struct {
	Index  int         // position in the log, from 0 (the set-up)
	Text   string      // one line, such as "Round 2 Shop: Ana bought (2 gold left)"
	Status EntryStatus // Done, Undone (can be redone) or Discarded
	Round  int         // the round the action was taken in
	Phase  Phase       // the phase the action was taken in; PhaseSetup for the set-up
	At     time.Time   // when the action was taken
}

// Game is a game of Super Auto Pets Card Battle at the table: its current
// state and its history. Create one with New or Load; change it only through
// its named actions, each of which either succeeds (adding a history entry)
// or returns an error and changes nothing.
//
// A Game is not safe for concurrent use; the UI calls it from one goroutine.
type Game struct {
	log      []entry
	cur      *state
	rng      *rand.Rand
	now      func() time.Time
	onChange func(*Game)
}

// Option configures a Game made by New, Load or Decode.
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

// Clone returns a copy of g that a change of the copy leaves as it was, so
// a caller can try actions on the copy and keep g when one is refused. The
// copy draws from the same random source and clock, without g's OnChange.
func (g *Game) Clone() *Game {
	c := *g
	c.log = slices.Clone(g.log)
	c.cur = g.cur.clone()
	c.onChange = nil
	return &c
}

// SetOnChange registers f to be called after every successful action, undo
// and redo: the place to save the game (see Save) and refresh the screen.
// Pass nil to stop.
func (g *Game) SetOnChange(f func(*Game)) { g.onChange = f }

// do applies a new action: on success it becomes the newest history entry and
// any undone entries can no longer be redone.
func (g *Game) do(a action) error {
	next := g.cur.clone()
	d := &liveDraws{r: g.rng}
	text, err := next.apply(a, d)
	if err != nil {
		return err
	}
	for i := range g.log {
		if g.log[i].Status == Undone {
			g.log[i].Status = Discarded
		}
	}
	g.log = append(g.log, entry{Action: a, Draws: d.got, Status: Done, Text: text, Round: g.cur.round, Phase: g.cur.phase, At: g.now()})
	g.cur = next
	g.changed()
	return nil
}

func (g *Game) changed() {
	if g.onChange != nil {
		g.onChange(g)
	}
}

// Buy records that player p buys a card, spending 1 gold. It is refused when it
// is not p's shop turn or p has no gold left.
func (g *Game) Buy(p int) error { return g.do(action{Kind: kindBuy, Player: p}) }

// Sell records that player p sells pets (at least 1) on their shop turn; they
// gain an Apple for each. Gold does not change.
func (g *Game) Sell(p, pets int) error { return g.do(action{Kind: kindSell, Player: p, N: pets}) }

// Triple records that player p triples on their shop turn. It costs no gold.
func (g *Game) Triple(p int) error { return g.do(action{Kind: kindTriple, Player: p}) }

// Pass records that player p passes on their shop turn, having confirmed they
// hold pets pets; more than MaxPetsToPass is refused. When every player has
// passed, the Battle Phase starts and, with 4 or 6 players, a coin is flipped
// for the First Player of each battle.
func (g *Game) Pass(p, pets int) error { return g.do(action{Kind: kindPass, Player: p, N: pets}) }

// Spend records that player p spent 1 gold in this Shop Phase, whoever's
// turn it is: for tables that do not log every shop turn. It is refused
// outside the Shop Phase, after p passed, or when p has no gold left.
func (g *Game) Spend(p int) error { return g.do(action{Kind: kindSpend, Player: p}) }

// SpendCoin records that player p spent gold token coin (counted from 1,
// left to right), as Spend does: the token tapped is the one turned face
// down. It is refused, besides, when that token is already spent.
func (g *Game) SpendCoin(p, coin int) error {
	return g.do(action{Kind: kindSpend, Player: p, Coin: coin})
}

// RefundCoin gives player p back gold token coin (counted from 1), spent by
// mistake: in the Shop Phase, before p passed. It is an action of its own,
// in the history and undone with Undo.
func (g *Game) RefundCoin(p, coin int) error {
	return g.do(action{Kind: kindRefund, Player: p, Coin: coin})
}

// EndShop ends the Shop Phase for every player at once ("everyone has
// passed"), for tables that do not log every shop turn, and starts the
// Battle Phase as the last Pass would.
func (g *Game) EndShop() error { return g.do(action{Kind: kindEndShop}) }

// RecordResult enters the result of battle b of this round (an index into
// Battles): winner is the winning player's index, or Draw. When every battle
// of the round has a result, the Trophy Phase follows at once: winners get
// their trophies and, with 2 players, a First Player who won passes the
// token. A wrong result is corrected with Undo.
func (g *Game) RecordResult(b, winner int) error {
	return g.do(action{Kind: kindResult, Battle: b, Winner: winner})
}

// EndRound closes the Trophy Phase: trumpets go back to the supply, and either
// the next round's Shop Phase starts (gold reset; with 4 or 6 players the first
// shopper token moves to the next letter) or, after round 6, the game is over.
func (g *Game) EndRound() error { return g.do(action{Kind: kindEndRound}) }

// AdjustTrumpets adds delta (negative to spend) to player p's trumpets. It is
// refused when the Golden Pack is not in use or the count would go below 0.
func (g *Game) AdjustTrumpets(p, delta int) error {
	return g.do(action{Kind: kindTrumpets, Player: p, N: delta})
}

// AdjustMana adds delta (negative to spend) to player p's mana. It is refused
// when the Magic Pack is not in use or the count would go below 0.
func (g *Game) AdjustMana(p, delta int) error {
	return g.do(action{Kind: kindMana, Player: p, N: delta})
}

// lastDone and firstUndone find the ends of the done part of the log. Done
// entries always come before Undone ones; Discarded ones may be anywhere
// after the set-up.
func (g *Game) lastDone() int {
	for i := len(g.log) - 1; i >= 0; i-- {
		if g.log[i].Status == Done {
			return i
		}
	}
	return -1
}

func (g *Game) firstUndone() int {
	for i, e := range g.log {
		if e.Status == Undone {
			return i
		}
	}
	return -1
}

// CanUndo reports whether there is an action to undo (the set-up cannot be
// undone).
func (g *Game) CanUndo() bool { return g.lastDone() > 0 }

// CanRedo reports whether there is an undone action to redo.
func (g *Game) CanRedo() bool { return g.firstUndone() >= 0 }

// UndoText is the history line Undo would take back, or "".
func (g *Game) UndoText() string {
	if i := g.lastDone(); i > 0 {
		return g.log[i].Text
	}
	return ""
}

// RedoText is the history line Redo would apply again, or "".
func (g *Game) RedoText() string {
	if i := g.firstUndone(); i >= 0 {
		return g.log[i].Text
	}
	return ""
}

// Undo takes back the latest action. Its entry stays in the history, marked
// Undone, until Redo applies it again or a new action discards it.
func (g *Game) Undo() error {
	i := g.lastDone()
	if i <= 0 {
		return errf("there is nothing to undo")
	}
	g.log[i].Status = Undone
	st, err := replay(g.log)
	if err != nil {
		g.log[i].Status = Done
		return err
	}
	g.cur = st
	g.changed()
	return nil
}

// Redo applies again the action Undo took back most recently, with the same
// coin flips and die rolls as before.
func (g *Game) Redo() error {
	i := g.firstUndone()
	if i < 0 {
		return errf("there is nothing to redo")
	}
	next := g.cur.clone()
	e := g.log[i]
	if _, err := applyRecorded(next, e); err != nil {
		return err
	}
	g.log[i].Status = Done
	g.cur = next
	g.changed()
	return nil
}

// applyRecorded applies a history entry to s with its recorded draws, and
// returns the history line.
func applyRecorded(s *state, e entry) (string, error) {
	d := &replayDraws{d: e.Draws}
	text, err := s.apply(e.Action, d)
	if err != nil {
		return "", err
	}
	if d.i != len(d.d) {
		return "", errf("the history records more coin flips or die rolls than its action uses")
	}
	return text, nil
}

// replay rebuilds the state from the done entries of a log.
func replay(log []entry) (*state, error) {
	if len(log) == 0 || log[0].Action.Kind != kindSetup || log[0].Action.Setup == nil || log[0].Status != Done {
		return nil, errf("the history does not start with the game's set-up")
	}
	d := &replayDraws{d: log[0].Draws}
	st, _, err := newState(*log[0].Action.Setup, log[0].Action.LettersBySeat, d)
	if err != nil {
		return nil, err
	}
	if d.i != len(d.d) {
		return nil, errf("the history records more die rolls for the set-up than it uses")
	}
	for _, e := range log[1:] {
		if e.Status != Done {
			continue
		}
		if _, err := applyRecorded(st, e); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// History returns every entry of the log, oldest first, including undone and
// discarded ones.
func (g *Game) History() []Entry {
	out := make([]Entry, len(g.log))
	for i, e := range g.log {
		out[i] = Entry{Index: i, Text: e.Text, Status: e.Status, Round: e.Round, Phase: e.Phase, At: e.At}
	}
	return out
}
