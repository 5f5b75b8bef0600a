package session

import (
	"math/rand/v2"
	"slices"
	"time"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// GameMoveKind names a move of the running game. The names are written in
// saves of moves and sent between devices: they never change.
type GameMoveKind string

// The kinds of move of the running game, with the fields of GameMove each
// takes. The moves of the app's side are for a game against the app only;
// the last four are part of the step before them (Undo takes them back
// with it), as the human's entries of what the app cannot see.
const (
	// MovePlay: Move, a move of the rules (tracker.Move).
	MovePlay GameMoveKind = "play"
	// MoveBattle: Battle, settled in the resolver, Won by side "A" or "B",
	// or a "draw"; in a game against the app the decks (Decks, A's then
	// B's) are kept with it.
	MoveBattle GameMoveKind = "battle"
	// MoveAppDid: the human did what the app told them, App ("Done"; none:
	// the instruction the game holds), told when the game's history had
	// At entries (0: not said); Got is the card they told the app of (the
	// card bought from the top of the shop deck, the card kept of a
	// triple).
	MoveAppDid GameMoveKind = "appDid"
	// MoveShopSlot: Card is slot Slot (from 0) of this round's shop
	// display, as the human entered it ("" for an empty slot).
	MoveShopSlot GameMoveKind = "shopSlot"
	// MoveHumanBought: the human bought one of the cards the app has not
	// placed from slot Slot of the display, or -1 the top of the shop deck.
	MoveHumanBought GameMoveKind = "humanBought"
	// MoveAppDeck: the app's deck for this round's battle, Deck (top card
	// first), ordered by the Battle Prep line Why; face down until shown.
	MoveAppDeck GameMoveKind = "appDeck"
	// MoveShowDeck: the app's deck is shown, the human's being ordered.
	MoveShowDeck GameMoveKind = "showDeck"
	// MoveStart: a new game of the players of Setup, its chance (the first
	// player at random) drawn from Seed; how a live table starts its game.
	// It is refused while a game is running: that one is put away first.
	MoveStart GameMoveKind = "start"
	// MoveEnd: the game is put away, as one step Undo takes back; how a
	// live table ends its game.
	MoveEnd GameMoveKind = "end"
	// MoveAsk: the human asks the app for its move on the shop as entered
	// ("What does the app do?"); the app decides and its instruction is
	// kept in the game (Solo.Told), part of the step before it.
	MoveAsk GameMoveKind = "ask"
	// MoveDeckEmpty: the human found this round's shop deck empty; the app
	// buys nothing unseen this round (and decides again when it told the
	// human to), part of the step before it.
	MoveDeckEmpty GameMoveKind = "deckEmpty"
)

// GameMove is one move of the running game, as data: a kind and the fields
// it takes (see the kinds). Its JSON has stable names; DecodeGameMove
// reads it. The Game handle applies it by one pure function, or refuses it
// with a *RefusedMoveError and changes nothing.
type GameMove struct {
	Kind   GameMoveKind   `json:"kind"`
	Move   tracker.Move   `json:"move,omitzero"`
	Battle *PendingBattle `json:"battle,omitempty"`
	Won    string         `json:"won,omitempty"`
	Decks  [2][]string    `json:"decks,omitzero"`
	App    *solo.Move     `json:"app,omitempty"`
	Got    string         `json:"got,omitempty"`
	Slot   int            `json:"slot,omitempty"`
	Card   string         `json:"card,omitempty"`
	Deck   []string       `json:"deck,omitempty"`
	Why    string         `json:"why,omitempty"`
	Setup  *tracker.Setup `json:"setup,omitempty"`
	Seed   uint64         `json:"seed,omitempty"`
	// Vs, in a start, makes the new game one against the app.
	Vs *AppSide `json:"vs,omitempty"`
	// At, in an appDid, is how many entries the game's history had when
	// the human was told the move (0: not said): a Done that comes again
	// (a double tap, two phones) is refused as already done.
	At int `json:"at,omitempty"`
}

// AppSide says which player of a new game the app is, from 0, and how
// hard it plays.
type AppSide struct {
	Player     int             `json:"player"`
	Difficulty solo.Difficulty `json:"difficulty"`
}

// Play is the move of the rules m.
func Play(m tracker.Move) GameMove { return GameMove{Kind: MovePlay, Move: m} }

// SettleBattle is the move of battle b ending with res in the resolver,
// with the decks of both sides (A's, then B's; none when not kept).
func SettleBattle(b PendingBattle, res engine.Result, decks [2][]string) GameMove {
	return GameMove{Kind: MoveBattle, Battle: &b, Won: battleWords[res], Decks: decks}
}

// battleWords are the words of a battle's result in a GameMove.
var battleWords = map[engine.Result]string{engine.AWins: "A", engine.BWins: "B", engine.Draw: "draw"}

// result is the battle's result a MoveBattle says, or why it says none.
func (m GameMove) result() (engine.Result, error) {
	for r, w := range battleWords {
		if w == m.Won {
			return r, nil
		}
	}
	return engine.Undecided, problemf("the battle settled has no result: %s is not A, B or draw", textcheck.Quote(m.Won))
}

// AppDid is the move of the human doing what the app told them, m; got is
// the card they told the app of ("" when none).
func AppDid(m solo.Move, got string) GameMove { return GameMove{Kind: MoveAppDid, App: &m, Got: got} }

// EnterShopSlot is the move of the human entering card as slot i (from 0)
// of this round's shop display.
func EnterShopSlot(i int, card string) GameMove {
	return GameMove{Kind: MoveShopSlot, Slot: i, Card: card}
}

// HumanBought is the move of the human saying where they bought a card
// the app has not placed: slot of the display, or -1 the shop deck's top.
func HumanBought(slot int) GameMove { return GameMove{Kind: MoveHumanBought, Slot: slot} }

// AppDeck is the move of the app ordering its deck for this round's
// battle: deck, top card first, by the Battle Prep line why.
func AppDeck(deck []string, why string) GameMove {
	return GameMove{Kind: MoveAppDeck, Deck: slices.Clone(deck), Why: why}
}

// ShowAppDeck is the move of the app showing its deck for this round's
// battle, the human's being ordered.
func ShowAppDeck() GameMove { return GameMove{Kind: MoveShowDeck} }

// StartAtTable is the move of a live table starting a new game from set-up
// su (Session.StartGame sends it when the phone is at a table).
func StartAtTable(su tracker.Setup) GameMove { return GameMove{Kind: MoveStart, Setup: &su} }

// StartSoloAtTable is the move of a live table starting a new game
// against the app from set-up su: player app (from 0) is the app, playing
// at difficulty d (Session.StartSoloGame sends it at a table).
func StartSoloAtTable(su tracker.Setup, app int, d solo.Difficulty) GameMove {
	return GameMove{Kind: MoveStart, Setup: &su, Vs: &AppSide{Player: app, Difficulty: d}}
}

// AskApp is the move of the human asking the app for its move on its shop
// turn, on the shop as entered.
func AskApp() GameMove { return GameMove{Kind: MoveAsk} }

// DeckEmpty is the move of the human finding this round's shop deck empty.
func DeckEmpty() GameMove { return GameMove{Kind: MoveDeckEmpty} }

// EndAtTable is the move of a live table putting its game away.
func EndAtTable() GameMove { return GameMove{Kind: MoveEnd} }

// Draw returns m with the chance its move of the rules needs drawn from r
// (see tracker.Move.Draw), and a new game's seed; any other move is
// returned as it is.
func (m GameMove) Draw(r *rand.Rand) GameMove {
	switch {
	case m.Kind == MovePlay:
		m.Move = m.Move.Draw(r)
	case m.Kind == MoveStart && m.Seed == 0:
		for m.Seed == 0 {
			m.Seed = r.Uint64()
		}
	}
	return m
}

// isNote reports whether m is part of the step before it rather than a
// step of its own: what the human enters of the shop and the app's deck.
func (m GameMove) isNote() bool {
	switch m.Kind {
	case MoveShopSlot, MoveHumanBought, MoveAppDeck, MoveShowDeck, MoveAsk, MoveDeckEmpty:
		return true
	}
	return false
}

// RefusedMoveError is a move of the running game that is refused, and
// why; the game is as it was. It unwraps to the reason: a
// *tracker.RefusedError for a move the rules refuse (errors.Is with
// tracker.ErrAlreadyDone tells a phase ended twice), ErrNoGame, ErrNoSolo,
// or the app's side's own words.
type RefusedMoveError struct {
	Move GameMove
	Err  error
}

// Error returns the reason's words.
func (e *RefusedMoveError) Error() string { return e.Err.Error() }

// Unwrap returns the reason.
func (e *RefusedMoveError) Unwrap() error { return e.Err }

// apply is the one pure function of the running game's moves: the state m
// makes of v, with book the players' card book and now the clock of a new
// game's history, or why m is refused; v is left as it was.
func (v GameState) apply(m GameMove, book *engine.Book, now func() time.Time) (GameState, error) {
	next, err := v.applyKind(m, book, now)
	if err == nil && next.solo != nil {
		err = next.solo.check(next.game) // what the save would refuse to read back
	}
	if err != nil {
		return GameState{}, &RefusedMoveError{Move: m, Err: err}
	}
	return next, nil
}

// applyKind is apply by m's kind.
func (v GameState) applyKind(m GameMove, book *engine.Book, now func() time.Time) (GameState, error) {
	if !slices.Contains(gameMoveKinds, m.Kind) {
		return GameState{}, problemf("the game has no move called %s", textcheck.Quote(string(m.Kind)))
	}
	switch {
	case m.Kind == MoveStart:
		return v.startFrom(m, book, now)
	case m.Kind == MoveEnd && v.game == nil:
		return GameState{}, problemf("there is no game to put away")
	case m.Kind == MoveEnd:
		return GameState{}, nil
	case m.Kind != MovePlay && m.Kind != MoveBattle && !v.AgainstApp():
		return GameState{}, ErrNoSolo
	case v.game == nil:
		return GameState{}, ErrNoGame
	case m.Kind == MovePlay:
		g, err := v.game.Apply(m.Move)
		return GameState{game: g, solo: v.solo}.afterMove(m, book), err
	case m.Kind == MoveBattle:
		next, err := v.settle(m)
		return next.afterMove(m, book), err
	}
	st := v.solo.clone()
	g, err := v.applySolo(m, st, book)
	if err != nil {
		return GameState{}, err
	}
	return GameState{game: g, solo: st}.afterMove(m, book), nil
}

// afterMove is v, the state move m made, with the app's side brought up
// to date in a game against the app (soloState.afterMove).
func (v GameState) afterMove(m GameMove, book *engine.Book) GameState {
	if v.solo == nil || v.game == nil {
		return v
	}
	st := v.solo.clone()
	st.afterMove(book, v.game, m.Kind)
	return GameState{game: v.game, solo: st}
}

// gameMoveKinds are every kind of move of the running game.
var gameMoveKinds = []GameMoveKind{MovePlay, MoveBattle, MoveAppDid, MoveShopSlot, MoveHumanBought, MoveAppDeck, MoveShowDeck, MoveStart, MoveEnd, MoveAsk, MoveDeckEmpty}

// startFrom is the game start m makes in place of v: refused while v's
// game is running (its players would lose it behind their backs), and
// when the set-up is one the rules refuse. A game against the app (m.Vs)
// gives the app the difficulty's extra gold; the table's hub decides for
// it.
func (v GameState) startFrom(m GameMove, book *engine.Book, now func() time.Time) (GameState, error) {
	switch {
	case m.Setup == nil:
		return GameState{}, problemf("the new game's set-up is missing")
	case v.game != nil && !v.game.Over():
		return GameState{}, problemf("A game is running at this table: put it away first (New game), then start another.")
	}
	su := *m.Setup
	var st *soloState
	if vs := m.Vs; vs != nil {
		if len(su.Players) != 2 || vs.Player < 0 || vs.Player > 1 {
			return GameState{}, problemf("A game against the app is for 2 players, the app being player 1 or 2.")
		}
		su.Players = slices.Clone(su.Players)
		su.Players[vs.Player].ExtraGold = vs.Difficulty.ExtraGold()
		st = &soloState{App: vs.Player, Difficulty: vs.Difficulty, AtTable: true}
	}
	g, err := tracker.New(su, tracker.WithRand(engine.NewRand(m.Seed)), tracker.WithClock(now))
	if err != nil {
		return GameState{}, err
	}
	return GameState{game: g, solo: st}.afterMove(m, book), nil
}

// applySolo applies a move of the app's side to st, a copy of the app's
// side to change, and returns the game after it.
func (v GameState) applySolo(m GameMove, st *soloState, book *engine.Book) (*tracker.Game, error) {
	g := v.game
	switch m.Kind {
	case MoveAppDid:
		return st.appDidMove(g, book, m)
	case MoveAsk:
		return g, st.ask(book, g)
	case MoveDeckEmpty:
		return g, st.deckEmpty(book, g)
	case MoveShopSlot:
		return g, st.enterSlot(g, m.Slot, m.Card)
	case MoveHumanBought:
		return g, st.humanBought(g, m.Slot)
	case MoveAppDeck:
		if st.AtTable {
			return nil, problemf("At a live table the app orders its own deck.")
		}
		d := st.decks(g.Round())
		d.App, d.AppWhy, d.Shown = slices.Clone(m.Deck), m.Why, false
		return g, nil
	case MoveShowDeck:
		d := st.decks(g.Round())
		if g.Phase() != tracker.PhaseBattle || d.App == nil {
			return nil, problemf("the app has no deck ordered for this round's battle")
		}
		d.Shown = true
	}
	return g, nil // applyKind let no other kind through
}

// MaxGameMoveSize is the most bytes DecodeGameMove reads: a move is a few
// hundred, an app's deck and words included.
const MaxGameMoveSize = 16 << 10

// DecodeGameMove reads a move of the running game from its JSON, as
// json.Marshal writes a GameMove. It refuses, in words that say what is
// wrong, text over MaxGameMoveSize bytes, not UTF-8 or not JSON, a field
// GameMove does not have, a kind the game does not have and anything after
// the move. Whether the rules allow the move is the handle's to say.
func DecodeGameMove(data []byte) (GameMove, error) {
	var m GameMove
	if err := textcheck.DecodeStrict(data, MaxGameMoveSize, "move", &m); err != nil {
		return GameMove{}, problemf("%w", err)
	}
	if !slices.Contains(gameMoveKinds, m.Kind) {
		return GameMove{}, problemf("the game has no move called %s", textcheck.Quote(string(m.Kind)))
	}
	return m, nil
}
