package session

import (
	"encoding/json"
	"errors"

	"github.com/sapcompanion/sapcompanion/exercise"
)

// ExerciseFile is the name of the animal exercise card game in the store,
// with its undo and redo steps.
const ExerciseFile = "exercise-game.json"

// ErrNoExercise is returned by the animal exercise card game's actions
// when none is running.
var ErrNoExercise = errors.New("no animal exercise card game is running")

// exerciseKind is how the animal exercise card game is kept: the game, nil
// for none. An exercise-game.json of before kind tags held the game and
// its own steps to undo and redo; it is read with them.
func exerciseKind() *kind[*exercise.Game] {
	return &kind[*exercise.Game]{
		file: ExerciseFile, tag: "exercise", version: 1, what: kindWords["exercise"], undo: MaxUndo,
		empty:  func() *exercise.Game { return nil },
		encode: encodeOrNull[exercise.Game],
		decode: func(data []byte, _ int) (*exercise.Game, error) { return decodeExerciseGame(data) },
		legacy: readExerciseLegacy,
	}
}

// decodeExerciseGame reads a game; null is none.
var decodeExerciseGame = decodeOrNull(exercise.Decode)

// Exercise returns a copy of the animal exercise card game; nil when none
// is running.
func (s *Session) Exercise() *exercise.Game {
	if g := s.exercise.get(); g != nil {
		return g.Clone()
	}
	return nil
}

// ExerciseSteps says what the animal exercise card game's Undo and Redo
// would do.
func (s *Session) ExerciseSteps() Steps { return s.exercise.steps() }

// StartExercise starts a new animal exercise card game between two
// players (see exercise.New); the game before it, if any, can be had back
// with ExerciseUndo.
func (s *Session) StartExercise(names [2]string, strongWeak bool) error {
	g, err := exercise.New(names, strongWeak)
	if err != nil {
		return err
	}
	return s.exercise.change(ChangeShelf, func(*exercise.Game) (*exercise.Game, string, error) {
		return g, "the new game", nil
	})
}

// EndExercise puts the animal exercise card game away (a finished game, or
// one given up); ExerciseUndo has it back.
func (s *Session) EndExercise() error {
	return s.exercise.change(ChangeShelf, func(g *exercise.Game) (*exercise.Game, string, error) {
		if g == nil {
			return nil, "", ErrNoExercise
		}
		return nil, "putting the game away", nil
	})
}

// ExerciseAct takes one action on a copy of the animal exercise card game,
// such as func(g *exercise.Game) error { return g.EndTurn() }. An action
// the rules refuse changes nothing and returns their reason; one taken can
// be undone.
func (s *Session) ExerciseAct(action func(g *exercise.Game) error) error {
	return s.exercise.change(ChangeShelf, func(g *exercise.Game) (*exercise.Game, string, error) {
		next, err := actOnCopy(g, ErrNoExercise, action)
		if err != nil {
			return nil, "", err
		}
		return next, next.Last(), nil
	})
}

// ExerciseUndo takes back the last step of the animal exercise card game.
func (s *Session) ExerciseUndo() error { return s.exercise.back(ChangeShelf, true) }

// ExerciseRedo takes again the last step undone.
func (s *Session) ExerciseRedo() error { return s.exercise.back(ChangeShelf, false) }

// exerciseLegacy is an exercise-game.json of before kind tags: the game
// and the games before each step to undo and after each step to redo.
type exerciseLegacy struct {
	Version int               `json:"version"`
	Game    json.RawMessage   `json:"game"`
	Undo    []json.RawMessage `json:"undo,omitempty"`
	Redo    []json.RawMessage `json:"redo,omitempty"`
}

// readExerciseLegacy reads an exercise-game.json of before kind tags,
// every step checked, keeping the newest MaxUndo steps of each kind.
func readExerciseLegacy(data []byte) (*exercise.Game, []step, []step, error) {
	var doc exerciseLegacy
	if err := strictJSON(data, &doc); err != nil {
		return nil, nil, nil, err
	}
	if doc.Version != 1 {
		return nil, nil, nil, problemf("the game has version %d; this app reads version 1", doc.Version)
	}
	g, err := decodeExerciseGame(doc.Game)
	if err != nil {
		return nil, nil, nil, err
	}
	redo, err := legacySteps(doc.Redo, MaxUndo, "redo", decodeExerciseGame)
	if err != nil {
		return nil, nil, nil, err
	}
	undo, err := legacySteps(doc.Undo, MaxUndo-len(redo), "undo", decodeExerciseGame)
	return g, undo, redo, err
}
