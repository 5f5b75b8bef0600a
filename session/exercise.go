package session

import (
	"encoding/json"

	"github.com/sapcompanion/sapcompanion/exercise"
)

// ExerciseFile is the name of the animal exercise card game in the store,
// with its undo and redo steps.
const ExerciseFile = "exercise-game.json"

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

// Exercise is the animal exercise card game's handle: its moves
// (exercise.Move: a start, then the players' actions), undo and redo; its
// value is nil when no game runs. A new game is a step Undo takes back, and
// so is putting one away (End).
func (s *Session) Exercise() *Doc[*exercise.Game, exercise.Move] { return s.exerciseDoc }

// exerciseMoves are the animal exercise card game's moves for its Doc.
var exerciseMoves = moves[*exercise.Game, exercise.Move]{apply: (*exercise.Game).Apply, words: exercise.Move.Words}

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
