package session

import (
	"encoding/json"
	"errors"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// GameFile is the name of the running game's save in the store: the game
// and, in a game against the app, the app's side of it, in one blob.
const GameFile = "tracker-game.json"

// ErrNoGame is returned by game actions when no game is running.
var ErrNoGame = errors.New("no game is running")

// gameValue is the running game document: the game (nil when none) and,
// in a game against the app, the app's side. They are one value, written
// in one blob, so a kill or an undo can never part them.
type gameValue struct {
	game *tracker.Game
	solo *soloState
}

// gameJSON is how a gameValue is kept: the game as tracker.Encode writes
// it, and the app's side.
type gameJSON struct {
	Game json.RawMessage `json:"game"`
	Solo *soloState      `json:"solo,omitempty"`
}

// gameKind is how the running game is kept. A tracker-game.json of before
// kind tags is the game alone; the app's side was then kept beside it
// (SoloFile), and is read with it (see readLegacyGame).
func (s *Session) gameKind() *kind[gameValue] {
	return &kind[gameValue]{
		file: GameFile, tag: "game", version: 1, what: kindWords["game"], undo: MaxUndo,
		empty:  func() gameValue { return gameValue{} },
		encode: encodeGame,
		check: func(v gameValue) error {
			if v.solo != nil && v.game != nil {
				return v.solo.check(v.game)
			}
			return nil
		},
		decode: func(data []byte, _ int) (gameValue, error) { return s.decodeGame(data) },
		legacy: alone(s.readLegacyGame),
	}
}

// encodeGame writes a gameValue.
func encodeGame(v gameValue) ([]byte, error) {
	j := gameJSON{Game: json.RawMessage("null"), Solo: v.solo}
	if v.game != nil {
		data, err := compactJSON(v.game.Encode())
		if err != nil {
			return nil, err
		}
		j.Game = data
	}
	return json.Marshal(j)
}

// decodeGame reads what encodeGame writes: the game replayed and checked,
// and the app's side checked against it.
func (s *Session) decodeGame(data []byte) (gameValue, error) {
	var j gameJSON
	if err := strictJSON(data, &j); err != nil {
		return gameValue{}, err
	}
	if string(j.Game) == "null" {
		if j.Solo != nil {
			return gameValue{}, problemf("it has the app's side of a game but no game")
		}
		return gameValue{}, nil
	}
	g, err := tracker.Decode(j.Game, s.gameOptions()...)
	if err != nil {
		return gameValue{}, err
	}
	if j.Solo != nil {
		if err := j.Solo.check(g); err != nil {
			return gameValue{}, err
		}
	}
	return gameValue{game: g, solo: j.Solo}, nil
}

func (s *Session) gameOptions() []tracker.Option {
	return []tracker.Option{tracker.WithRand(s.rng), tracker.WithClock(s.now)}
}

// Game returns the running game, or nil when none is running. It is never
// changed once handed out (changes make a new game), so it may be read from
// any goroutine; change the running game only through Act.
func (s *Session) Game() *tracker.Game { return s.game.get().game }

// ReadGame calls f with the running game (nil when none). f must not
// change it.
func (s *Session) ReadGame(f func(g *tracker.Game)) { f(s.Game()) }

// GameSteps says what the running game's Undo and Redo would do.
func (s *Session) GameSteps() Steps { return s.game.steps() }

// StartGame ends the running game, if any, and starts a new one with set-up
// su. A set-up the rules refuse changes nothing.
func (s *Session) StartGame(su tracker.Setup) error { return s.startGame(su, nil) }

// startGame starts a game from su; with solo not nil, against the app: solo
// makes the app's side of the new game.
func (s *Session) startGame(su tracker.Setup, solo *soloState) error {
	g, err := tracker.New(su, s.gameOptions()...)
	if err != nil {
		return err
	}
	return s.game.start(ChangeGame, func(gameValue) (gameValue, string, error) {
		return gameValue{game: g, solo: solo}, "", nil
	})
}

// Act runs action on a copy of the running game: one action of the rules.
// A refused action returns its error and changes nothing; otherwise the
// copy becomes the running game, one step Undo can take back, it is queued
// to be saved and subscribers hear of it once.
func (s *Session) Act(action func(g *tracker.Game) error) error {
	return s.game.change(ChangeGame, func(v gameValue) (gameValue, string, error) {
		if v.game == nil {
			return v, "", ErrNoGame
		}
		g := v.game.Clone()
		if err := action(g); err != nil {
			return v, "", err
		}
		return gameValue{game: g, solo: v.solo}, g.UndoText(), nil
	})
}

// GameUndo takes back the running game's last step (with the app's side
// of it in a game against the app).
func (s *Session) GameUndo() error { return s.game.back(ChangeGame, true) }

// GameRedo does the running game's last step undone again.
func (s *Session) GameRedo() error { return s.game.back(ChangeGame, false) }

// EndGame ends the running game and removes its save, so the next launch
// starts with no game. Backups of damaged saves are kept.
func (s *Session) EndGame() { s.game.reset(ChangeGame) }
