package session

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/tableau"
)

// Table is the session as the hub of a live table keeps it: the documents
// every phone at the table sees and plays, by name ("game", "tableau",
// "exercise", "automa"), each move a phone sends decoded and played
// through the document's handle as the screens' are. What a phone may not
// see (the app's hand and its deck before it is shown) is left out of the
// value phones are sent. Its methods are those the hub asks of a table's
// documents (hub.Keeper), and may be called from any goroutine.
type Table struct {
	s    *Session
	docs map[string]tableDoc
}

// tableDoc is one document of a table.
type tableDoc struct {
	value func() (data []byte, rev uint64, label string, err error)
	// view is the value as a phone in player seat's seat ("" watching) may
	// see it, and secret says whether that differs from seat to seat now;
	// nil when every phone sees value.
	view      func(seat string) (data []byte, rev uint64, label string, err error)
	secret    func() bool
	play      func(m wire.Message, by string) error
	subscribe func(f func()) (cancel func())
}

// tableDocs are the documents a table keeps, in the order phones are sent
// them.
var tableDocs = []string{"game", "tableau", "exercise", "automa", DieDoc, CardsDoc, BattleDoc}

// Table returns the session's documents as a live table's.
func (s *Session) Table() *Table {
	t := &Table{s: s, docs: map[string]tableDoc{
		"game": tableDocOf(s.gameDoc, func(data []byte, by string) (GameMove, error) {
			m, err := DecodeGameMove(data)
			m.Move.Seed, m.Seed = 0, 0 // the hub draws the coin flips and a new game's first player, not a phone
			m.Move.By = by             // the game's history names the phone's player, not what it says
			return m, err
		}, func(v GameState) GameState { return publicGame(v, s.book()) }),
		"tableau":  tableDocOf(s.tableauDoc, anyPhone(tableau.DecodeMove), nil),
		"exercise": tableDocOf(s.exerciseDoc, anyPhone(exercise.DecodeMove), nil),
		"automa": tableDocOf(s.automaDoc, func(data []byte, _ string) (automa.Move, error) {
			m, err := automa.DecodeMove(data)
			m.Seed = 0 // the hub draws, not a phone
			return m, err
		}, nil),
		DieDoc: s.tableDie(),
		CardsDoc: tableDocOf(s.cardsDoc, func(data []byte, by string) (CardMove, error) {
			m, err := DecodeCardMove(data)
			m.By = by // a choice waits for the phone's player, not for whom it names
			return m, err
		}, nil),
		BattleDoc: tableDocOf(s.battleDoc, func(data []byte, by string) (BattleMove, error) {
			m, err := DecodeBattleMove(data)
			m.Seed, m.By = 0, by // the hub rolls the dice; a side names the phone's player
			return m, err
		}, nil),
	}}
	t.docs[BattleDoc] = withView(t.docs[BattleDoc], s.battleDoc, TableBattle.View, func(v TableBattle) bool { return v.Secret && !v.Ready() })
	return t
}

// anyPhone is decode as a table's document reads a phone's move: the same
// whichever player's phone sent it.
func anyPhone[M any](decode func([]byte) (M, error)) func([]byte, string) (M, error) {
	return func(data []byte, _ string) (M, error) { return decode(data) }
}

// tableDocOf is handle h as a table's document: moves read by decode, for
// the player whose phone sent them (it leaves the move's chance to be
// drawn by the hub, never taken from a phone), the value as phones see it
// made by public (nil: all of it). A move's step names the phone's player.
func tableDocOf[V, M any](h *Doc[V, M], decode func(data []byte, by string) (M, error), public func(V) V) tableDoc {
	return tableDoc{
		value: func() ([]byte, uint64, string, error) {
			v, rev := h.d.read()
			if public != nil {
				v = public(v)
			}
			data, err := h.d.k.encode(v)
			return data, rev, h.Steps().UndoText, err
		},
		play: func(m wire.Message, by string) error {
			switch m.Kind {
			case wire.KindUndo, wire.KindRedo:
				if err := sameStep(h, m); err != nil {
					return err
				}
				if m.Kind == wire.KindRedo {
					return h.Redo()
				}
				return h.Undo()
			case wire.KindMove:
				mv, err := decode(m.Move, by)
				if err != nil {
					return err
				}
				return h.do(mv, by)
			}
			return problemf("a table's document takes moves, undo and redo, not %s", m.Kind)
		},
		subscribe: h.Subscribe,
	}
}

// sameStep refuses a phone's undo or redo m when the document changed
// after the revision the phone saw: the step it would take is not the one
// its player saw on the button (another phone's move came first).
func sameStep[V, M any](h *Doc[V, M], m wire.Message) error {
	if _, rev := h.d.read(); m.Rev == 0 || m.Rev == rev {
		return nil
	}
	verb := "Undo"
	if m.Kind == wire.KindRedo {
		verb = "Redo"
	}
	now := ""
	if st := h.Steps(); st.UndoText != "" {
		now = " (its last step now: " + st.UndoText + ")"
	}
	return problemf("The game changed before your %s reached the table%s, so nothing was changed; look, then tap %s again if you still mean it.", verb, now, verb)
}

// withView is d, a table's document of handle h, seen by a phone in player
// seat's seat as view makes it, which differs from seat to seat while
// secret says so.
func withView[V, M any](d tableDoc, h *Doc[V, M], view func(v V, seat string) V, secret func(V) bool) tableDoc {
	d.view = func(seat string) ([]byte, uint64, string, error) {
		v, rev := h.d.read()
		data, err := h.d.k.encode(view(v, seat))
		return data, rev, h.Steps().UndoText, err
	}
	d.secret = func() bool { return secret(h.Value()) }
	return d
}

// Secret reports whether document doc looks different from some seat now
// (hub.Viewer).
func (t *Table) Secret(doc string) bool {
	d, ok := t.docs[doc]
	return ok && d.secret != nil && d.secret()
}

// View is document doc as a phone in player seat's seat ("" watching) may
// see it (hub.Viewer).
func (t *Table) View(doc, seat string) ([]byte, uint64, string, error) {
	d, ok := t.docs[doc]
	if !ok || d.view == nil {
		return t.Value(doc)
	}
	return d.view(seat)
}

// Docs names the table's documents.
func (t *Table) Docs() []string { return slices.Clone(tableDocs) }

// Value is document doc as phones see it, its revision and the words of
// its last step.
func (t *Table) Value(doc string) ([]byte, uint64, string, error) {
	d, ok := t.docs[doc]
	if !ok {
		return nil, 0, "", problemf("this table keeps no %s", doc)
	}
	return d.value()
}

// Play plays a phone's move, undo or redo on document m.Doc, for player by.
func (t *Table) Play(m wire.Message, by string) error {
	d, ok := t.docs[m.Doc]
	if !ok {
		return problemf("This table keeps no %s.", m.Doc)
	}
	return d.play(m, by)
}

// Subscribe calls f with a document's name after each change of it.
func (t *Table) Subscribe(f func(doc string)) (cancel func()) {
	cancels := make([]func(), 0, len(tableDocs))
	for _, name := range tableDocs {
		cancels = append(cancels, t.docs[name].subscribe(func() { f(name) }))
	}
	return func() {
		for _, c := range cancels {
			c()
		}
	}
}

// Players names the running game's players, in order; none while no game
// is running.
func (t *Table) Players() []string { return t.s.gameDoc.Value().seats() }

// seats are the names of the running game's players a phone may sit as,
// in order: every player but the app in a game against it; none while no
// game is running.
func (v GameState) seats() []string {
	g := v.Game()
	if g == nil {
		return nil
	}
	names := make([]string, 0, g.NumPlayers())
	for i := range g.NumPlayers() {
		if v.solo == nil || v.solo.App != i {
			names = append(names, g.Player(i).Name)
		}
	}
	return names
}

// publicGame is the running game as phones see it, with book the table's
// card book: the app's hand left out (only how many cards it holds is
// told), and its deck until it is shown (only that it lies face down).
// The instruction the app gives is kept: it is what the human carries out.
// The game itself holds no seed: its history keeps what each chance drew,
// which every player saw.
func publicGame(v GameState, book *engine.Book) GameState {
	if v.solo == nil || v.game == nil {
		return v
	}
	st := v.solo.clone()
	hand := st.hand(book, v.game)
	st.Held, st.Hand, st.HandRound = len(hand), nil, 0
	for i := range st.Decks {
		d := &st.Decks[i]
		d.Ready = d.App != nil && d.Round == v.game.Round() && sameCards(d.App, hand)
		if !d.Shown {
			d.App, d.AppWhy = nil, ""
		}
	}
	return GameState{game: v.game, solo: st}
}

// Flush waits until every change made so far, a phone's or the screens',
// is written to the store: the hub answers a phone's move only once it is
// kept, and stops only once everything is.
func (t *Table) Flush() { t.s.Flush() }
