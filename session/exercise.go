package session

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/sapcompanion/sapcompanion/exercise"
)

// ExerciseFile is the name of the animal exercise card game in the store,
// with its undo and redo steps.
const ExerciseFile = "exercise-game.json"

// exerciseVersion is the version of ExerciseFile's format.
const exerciseVersion = 1

// MaxExerciseUndo is how many steps of the animal exercise card game can
// be undone; older ones are dropped.
const MaxExerciseUndo = 300

// exerciseState is the animal exercise card game on the "More games" shelf:
// the game (nil when none is running) and the games before each step that
// can be undone and after each undone step that can be redone, newest last,
// as exercise.Game.Encode writes them ("null" for no game).
type exerciseState struct {
	game *exercise.Game
	undo [][]byte
	redo [][]byte
}

// exerciseJSON is how ExerciseFile keeps an exerciseState.
type exerciseJSON struct {
	Version int               `json:"version"`
	Game    json.RawMessage   `json:"game"`
	Undo    []json.RawMessage `json:"undo,omitempty"`
	Redo    []json.RawMessage `json:"redo,omitempty"`
}

// Exercise returns a copy of the animal exercise card game; nil when none
// is running.
func (s *Session) Exercise() *exercise.Game {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.exercise.game == nil {
		return nil
	}
	return s.exercise.game.Clone()
}

// ExerciseSteps says how many steps of the animal exercise card game can be
// undone and redone.
func (s *Session) ExerciseSteps() (undo, redo int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.exercise.undo), len(s.exercise.redo)
}

// StartExercise starts a new animal exercise card game between two
// players (see exercise.New); the game before it, if any, can be had back
// with ExerciseUndo.
func (s *Session) StartExercise(names [2]string, strongWeak bool) error {
	g, err := exercise.New(names, strongWeak)
	if err != nil {
		return err
	}
	return s.exerciseChange(func(*exercise.Game) (*exercise.Game, error) { return g, nil })
}

// EndExercise puts the animal exercise card game away (a finished game, or
// one given up); ExerciseUndo has it back.
func (s *Session) EndExercise() error {
	return s.exerciseChange(func(g *exercise.Game) (*exercise.Game, error) {
		if g == nil {
			return nil, fmt.Errorf("session: no animal exercise card game is running")
		}
		return nil, nil
	})
}

// ExerciseAct takes one action on the animal exercise card game, such as
// func(g *exercise.Game) error { return g.EndTurn() }. An action the rules
// refuse changes nothing and returns their reason; one taken can be undone.
func (s *Session) ExerciseAct(action func(g *exercise.Game) error) error {
	return s.exerciseChange(func(g *exercise.Game) (*exercise.Game, error) {
		if g == nil {
			return nil, fmt.Errorf("session: no animal exercise card game is running")
		}
		c := g.Clone()
		if err := action(c); err != nil {
			return nil, err
		}
		return c, nil
	})
}

// exerciseChange replaces the game with what change makes of it, keeping
// the game before for undo, then saves and tells the subscribers.
func (s *Session) exerciseChange(change func(g *exercise.Game) (*exercise.Game, error)) error {
	s.mu.Lock()
	st := &s.exercise
	before, err := encodeExerciseGame(st.game)
	if err == nil {
		var next *exercise.Game
		if next, err = change(st.game); err == nil {
			st.undo = append(st.undo, before)
			if len(st.undo) > MaxExerciseUndo {
				st.undo = st.undo[len(st.undo)-MaxExerciseUndo:]
			}
			st.redo, st.game = nil, next
			s.saveExerciseLocked()
		}
	}
	s.mu.Unlock()
	if err == nil {
		s.notify(ChangeShelf)
	}
	return err
}

// ExerciseUndo takes back the last step of the animal exercise card game.
func (s *Session) ExerciseUndo() error {
	return s.exerciseStep(true)
}

// ExerciseRedo takes again the last step undone.
func (s *Session) ExerciseRedo() error {
	return s.exerciseStep(false)
}

// exerciseStep moves one step back (undo) or forward.
func (s *Session) exerciseStep(undo bool) error {
	s.mu.Lock()
	st := &s.exercise
	src, dst := &st.redo, &st.undo // redo: take the newest undone step again
	if undo {
		src, dst = &st.undo, &st.redo
	}
	if len(*src) == 0 {
		s.mu.Unlock()
		if undo {
			return fmt.Errorf("session: there is nothing to undo")
		}
		return fmt.Errorf("session: there is nothing to redo")
	}
	now, err := encodeExerciseGame(st.game)
	var g *exercise.Game
	if err == nil {
		g, err = decodeExerciseGame((*src)[len(*src)-1])
	}
	if err != nil {
		s.mu.Unlock()
		return err
	}
	*src = (*src)[:len(*src)-1]
	*dst = append(*dst, now)
	st.game = g
	s.saveExerciseLocked()
	s.mu.Unlock()
	s.notify(ChangeShelf)
	return nil
}

// encodeExerciseGame writes g, "null" for none.
func encodeExerciseGame(g *exercise.Game) ([]byte, error) {
	if g == nil {
		return []byte("null"), nil
	}
	return g.Encode()
}

// decodeExerciseGame reads what encodeExerciseGame writes.
func decodeExerciseGame(data []byte) (*exercise.Game, error) {
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return nil, nil
	}
	return exercise.Decode(data)
}

// saveExerciseLocked queues the game and its steps to be written. The
// caller holds the lock.
func (s *Session) saveExerciseLocked() {
	data, err := encodeExercise(&s.exercise)
	if err != nil {
		if s.w.onErr != nil {
			s.w.onErr(fmt.Errorf("session: the animal exercise card game cannot be encoded: %w", err))
		}
		return
	}
	s.w.put(ExerciseFile, data)
}

// encodeExercise writes st in ExerciseFile's format.
func encodeExercise(st *exerciseState) ([]byte, error) {
	game, err := encodeExerciseGame(st.game)
	if err != nil {
		return nil, err
	}
	doc := exerciseJSON{Version: exerciseVersion, Game: game}
	for _, u := range st.undo {
		doc.Undo = append(doc.Undo, u)
	}
	for _, r := range st.redo {
		doc.Redo = append(doc.Redo, r)
	}
	return json.Marshal(doc)
}

// decodeExercise reads ExerciseFile's format; every step kept must be a
// game the rules allow.
func decodeExercise(data []byte) (exerciseState, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var doc exerciseJSON
	if err := dec.Decode(&doc); err != nil {
		return exerciseState{}, fmt.Errorf("session: the animal exercise card game is not valid JSON: %w", err)
	}
	if doc.Version != exerciseVersion {
		return exerciseState{}, fmt.Errorf("session: the animal exercise card game has version %d; this app reads version %d", doc.Version, exerciseVersion)
	}
	if len(doc.Undo) > MaxExerciseUndo || len(doc.Redo) > MaxExerciseUndo {
		return exerciseState{}, fmt.Errorf("session: the animal exercise card game keeps more than %d steps", MaxExerciseUndo)
	}
	var st exerciseState
	var err error
	if st.game, err = decodeExerciseGame(doc.Game); err != nil {
		return exerciseState{}, err
	}
	for i, list := range [][]json.RawMessage{doc.Undo, doc.Redo} {
		for n, step := range list {
			if _, err := decodeExerciseGame(step); err != nil {
				return exerciseState{}, fmt.Errorf("session: step %d to %s of the animal exercise card game: %w", n+1, [2]string{"undo", "redo"}[i], err)
			}
			kept := bytes.Clone(step)
			if i == 0 {
				st.undo = append(st.undo, kept)
			} else {
				st.redo = append(st.redo, kept)
			}
		}
	}
	return st, nil
}

// loadExercise reads the animal exercise card game from the store; none
// when none is kept.
func (s *Session) loadExercise() error {
	_, err := load(s.store, ExerciseFile, "animal exercise card game", s.now(), func(data []byte) error {
		st, err := decodeExercise(data)
		if err == nil {
			s.exercise = st
		}
		return err
	})
	return err
}
