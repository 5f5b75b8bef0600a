package session

import (
	"encoding/json"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// GameFile is the name of the running game's save in the store: the game
// and, in a game against the app, the app's side of it, in one blob.
const GameFile = "tracker-game.json"

// ErrNoGame is returned by game moves when no game is running.
var ErrNoGame = problemf("no game is running")

// GameState is the running game as the screens read it: the game (nil
// when none) and, in a game against the app, the app's side. They are one
// value, written in one blob, so a kill or an undo can never part them. A
// GameState is never changed once handed out (a move makes a new one), so
// it may be kept and read from any goroutine: a screen reads one per
// change it hears of.
type GameState struct {
	game *tracker.Game
	solo *soloState
}

// Game is the running game, or nil when none is running. It is never
// changed (queries only); change the running game by moves of its handle
// (Session.Game).
func (v GameState) Game() *tracker.Game { return v.game }

// AgainstApp reports whether the running game is a game against the app.
func (v GameState) AgainstApp() bool { return v.game != nil && v.solo != nil }

// gameJSON is how a GameState is kept: the game as tracker.EncodeCompact
// writes it, and the app's side.
type gameJSON struct {
	Game json.RawMessage `json:"game"`
	Solo *soloState      `json:"solo,omitempty"`
}

// gameKind is how the running game is kept. A tracker-game.json of before
// kind tags is the game alone; the app's side was then kept beside it
// (SoloFile), and is read with it (see readLegacyGame).
func (s *Session) gameKind() *kind[GameState] {
	return &kind[GameState]{
		file: GameFile, tag: "game", version: 1, what: kindWords["game"], undo: MaxUndo,
		empty:  func() GameState { return GameState{} },
		encode: encodeGame,
		check: func(v GameState) error {
			if v.solo != nil && v.game != nil {
				return v.solo.check(v.game)
			}
			return nil
		},
		decode: func(data []byte, _ int) (GameState, error) { return s.decodeGame(data) },
		legacy: alone(s.readLegacyGame),
	}
}

// encodeGame writes a GameState, the game encoded once, compact, and
// placed as it is: {"game":...,"solo":...}, as encoding/json writes a
// gameJSON.
func encodeGame(v GameState) ([]byte, error) {
	game := []byte("null")
	if v.game != nil {
		var err error
		if game, err = v.game.EncodeCompact(); err != nil {
			return nil, err
		}
	}
	out := make([]byte, 0, len(game)+64)
	out = append(append(out, `{"game":`...), game...)
	if v.solo != nil {
		solo, err := json.Marshal(v.solo)
		if err != nil {
			return nil, err
		}
		out = append(append(out, `,"solo":`...), solo...)
	}
	return append(out, '}'), nil
}

// decodeGame reads what encodeGame writes: the game replayed and checked,
// and the app's side checked against it.
func (s *Session) decodeGame(data []byte) (GameState, error) {
	var j gameJSON
	if err := strictJSON(data, &j); err != nil {
		return GameState{}, err
	}
	if string(j.Game) == "null" {
		if j.Solo != nil {
			return GameState{}, problemf("it has the app's side of a game but no game")
		}
		return GameState{}, nil
	}
	g, err := tracker.Decode(j.Game, s.gameOptions()...)
	if err != nil {
		return GameState{}, err
	}
	if j.Solo != nil {
		if err := j.Solo.check(g); err != nil {
			return GameState{}, err
		}
	}
	return GameState{game: g, solo: j.Solo}, nil
}

func (s *Session) gameOptions() []tracker.Option {
	return []tracker.Option{tracker.WithRand(s.rng), tracker.WithClock(s.now)}
}

// Game is the running game's handle: its moves (GameMove: the rules'
// moves, and in a game against the app the app's side's), undo and redo,
// and its value (GameState). Coin flips a move needs get their seed from
// the session's random source before it is applied. Reset ends the game
// and removes its save, so the next launch starts with no game (backups of
// damaged saves are kept); End puts it away as a step Undo takes back.
func (s *Session) Game() *Doc[GameState, GameMove] { return s.gameDoc }

// gameMoves are the running game's moves for its Doc: the book is the
// session's card book as it is when the move is made (the app's hand is
// told apart by it).
func (s *Session) gameMoves() moves[GameState, GameMove] {
	return moves[GameState, GameMove]{
		apply: func(v GameState, m GameMove) (GameState, error) { return v.apply(m, s.book(), s.now) },
		words: gameWords,
		draw:  GameMove.Draw,
		note:  GameMove.isNote,
		end:   EndAtTable,
	}
}

// gameWords say what move m did, for the state next it made.
func gameWords(m GameMove, next GameState) string {
	switch m.Kind {
	case MoveStart: // the players in the order the set-up seats them
		names := make([]string, len(m.Setup.Players))
		for i, p := range m.Setup.Players {
			names[i] = p.Name
		}
		return "starting a game of " + words.JoinAnd(names)
	case MoveEnd:
		return "putting the game away"
	}
	return next.game.LastWords()
}

// book is the card book the players use.
func (s *Session) book() *engine.Book {
	own, ownRev := s.cards.read()
	tc, tcRev := s.tableCards.read()
	if len(tc.Cards) == 0 {
		return own.book
	}
	s.bmu.Lock()
	defer s.bmu.Unlock()
	if revs := [2]uint64{ownRev, tcRev}; s.merged == nil || s.mergedRevs != revs {
		s.merged, s.mergedRevs = own.book.Merge(tc.Book()), revs
	}
	return s.merged
}

// StartGame ends the running game, if any, and starts a new one with set-up
// su. A set-up the rules refuse changes nothing.
func (s *Session) StartGame(su tracker.Setup) error { return s.startGame(su, nil) }

// startGame starts a game from su; with solo not nil, against the app: solo
// makes the app's side of the new game. At a live table the hub starts it
// (MoveStart), and keeps the app's side.
func (s *Session) startGame(su tracker.Setup, solo *soloState) error {
	if t, _, _ := s.gameDoc.d.bound(); t != nil {
		if err := su.Validate(); err != nil {
			return err
		}
		if solo != nil { // the hub decides for the app, its hand kept from the phones
			return s.gameDoc.Do(StartSoloAtTable(su, solo.App, solo.Difficulty))
		}
		return s.gameDoc.Do(StartAtTable(su))
	}
	g, err := tracker.New(su, s.gameOptions()...)
	if err != nil {
		return err
	}
	book := s.book()
	return s.game.start(ChangeGame, func(GameState) (GameState, string, error) {
		return GameState{game: g, solo: solo}.afterMove(GameMove{Kind: MoveStart}, book), "", nil
	})
}
