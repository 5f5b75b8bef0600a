package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sapcompanion/sapcompanion/automa"
)

// AutomaFile is the name of the Super Fantasy Brawl automa's run in the
// store, with its undo and redo steps.
const AutomaFile = "automa-game.json"

// automaVersion is the version of AutomaFile's format.
const automaVersion = 1

// AutomaUndoSteps is how many steps of the automa's run can be undone.
const AutomaUndoSteps = 30

// automaState is the automa's run and the runs before and after it, for
// undo and redo. Run is nil before a game is set up (or after one is put
// away, which can be undone).
type automaState struct {
	Run  *automa.Run   `json:"run"`
	Undo []*automa.Run `json:"undo,omitempty"` // oldest first
	Redo []*automa.Run `json:"redo,omitempty"` // the next one last
}

// ErrNoAutoma is returned by the automa's actions before a game is set up.
var ErrNoAutoma = errors.New("session: no game against the Super Fantasy Brawl automa is set up")

// Automa returns a copy of the automa's run; ok is false before one is set
// up.
func (s *Session) Automa() (r *automa.Run, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.automa == nil || s.automa.Run == nil {
		return nil, false
	}
	return s.automa.Run.Clone(), true
}

// StartAutoma sets up a new game against the automa, putting any other
// away (undo brings it back). Options the rules refuse change nothing.
func (s *Session) StartAutoma(o automa.Options) error {
	return s.automaChange(false, func(_ *automa.Run, rng *rand.Rand) (*automa.Run, error) {
		return automa.New(o, rng)
	})
}

// AutomaAct changes the automa's run with act (one of its methods), given
// the session's random source for shuffles. A change act refuses saves
// nothing and tells nobody; one it makes can be undone.
func (s *Session) AutomaAct(act func(r *automa.Run, rng *rand.Rand) error) error {
	return s.automaChange(true, func(r *automa.Run, rng *rand.Rand) (*automa.Run, error) {
		next := r.Clone()
		if err := act(next, rng); err != nil {
			return nil, err
		}
		return next, nil
	})
}

// EndAutoma puts the game against the automa away, back to the set-up;
// undo brings it back.
func (s *Session) EndAutoma() error {
	return s.automaChange(true, func(*automa.Run, *rand.Rand) (*automa.Run, error) { return nil, nil })
}

// automaChange makes the run change returns the new run, keeping the old
// one for undo. needRun refuses the change before a game is set up.
func (s *Session) automaChange(needRun bool, change func(r *automa.Run, rng *rand.Rand) (*automa.Run, error)) error {
	s.mu.Lock()
	st := s.automa
	if st == nil {
		st = &automaState{}
	}
	if needRun && st.Run == nil {
		s.mu.Unlock()
		return ErrNoAutoma
	}
	next, err := change(st.Run, s.rng)
	if err != nil {
		s.mu.Unlock()
		return err
	}
	undo := st.Undo
	if len(undo) >= AutomaUndoSteps {
		undo = undo[len(undo)-AutomaUndoSteps+1:]
	}
	s.automa = &automaState{Run: next, Undo: append(append([]*automa.Run{}, undo...), st.Run)}
	s.saveAutomaLocked()
	s.mu.Unlock()
	s.notify(ChangeShelf)
	return nil
}

// AutomaUndoRedo says how many steps of the automa's run can be undone
// and redone.
func (s *Session) AutomaUndoRedo() (undo, redo int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.automa == nil {
		return 0, 0
	}
	return len(s.automa.Undo), len(s.automa.Redo)
}

// AutomaUndo takes the automa's run back one step.
func (s *Session) AutomaUndo() error {
	return s.automaStep(func(st *automaState) (*automaState, error) {
		if len(st.Undo) == 0 {
			return nil, errors.New("session: there is nothing of the automa's game to undo")
		}
		n := len(st.Undo) - 1
		return &automaState{Run: st.Undo[n], Undo: st.Undo[:n:n], Redo: append(st.Redo[:len(st.Redo):len(st.Redo)], st.Run)}, nil
	})
}

// AutomaRedo does again the step of the automa's run last undone.
func (s *Session) AutomaRedo() error {
	return s.automaStep(func(st *automaState) (*automaState, error) {
		if len(st.Redo) == 0 {
			return nil, errors.New("session: there is nothing of the automa's game to redo")
		}
		n := len(st.Redo) - 1
		return &automaState{Run: st.Redo[n], Undo: append(st.Undo[:len(st.Undo):len(st.Undo)], st.Run), Redo: st.Redo[:n:n]}, nil
	})
}

// automaStep replaces the automa's state with what step makes of it, then
// saves and tells the subscribers.
func (s *Session) automaStep(step func(st *automaState) (*automaState, error)) error {
	s.mu.Lock()
	st := s.automa
	if st == nil {
		st = &automaState{}
	}
	next, err := step(st)
	if err != nil {
		s.mu.Unlock()
		return err
	}
	s.automa = next
	s.saveAutomaLocked()
	s.mu.Unlock()
	s.notify(ChangeShelf)
	return nil
}

// saveAutomaLocked queues the automa's state to be written. The caller
// holds the lock.
func (s *Session) saveAutomaLocked() {
	data, err := encodeAutoma(s.automa)
	if err != nil {
		if s.w.onErr != nil {
			s.w.onErr(fmt.Errorf("session: the automa's game cannot be encoded: %w", err))
		}
		return
	}
	s.w.put(AutomaFile, data)
}

// encodeAutoma writes AutomaFile's format.
func encodeAutoma(st *automaState) ([]byte, error) {
	return json.Marshal(struct {
		Version int          `json:"version"`
		Automa  *automaState `json:"automa"`
	}{automaVersion, st})
}

// loadAutoma restores the automa's game, if one was kept.
func (s *Session) loadAutoma() error {
	_, err := load(s.store, AutomaFile, "game against the Super Fantasy Brawl automa", s.now(), func(data []byte) error {
		st, err := decodeAutoma(data)
		if err == nil {
			s.automa = st
		}
		return err
	})
	return err
}

// decodeAutoma reads AutomaFile's format: every run in it, the undo and
// redo steps too, is checked whole (automa.Decode).
func decodeAutoma(data []byte) (*automaState, error) {
	var doc struct {
		Version int `json:"version"`
		Automa  *struct {
			Run  json.RawMessage   `json:"run"`
			Undo []json.RawMessage `json:"undo"`
			Redo []json.RawMessage `json:"redo"`
		} `json:"automa"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("session: the automa's game is not valid JSON: %w", err)
	}
	if doc.Version != automaVersion {
		return nil, fmt.Errorf("session: the automa's game has version %d; this app reads version %d", doc.Version, automaVersion)
	}
	if doc.Automa == nil {
		return nil, errors.New("session: the automa's game has no \"automa\" part")
	}
	if len(doc.Automa.Undo) > AutomaUndoSteps || len(doc.Automa.Redo) > AutomaUndoSteps {
		return nil, fmt.Errorf("session: the automa's game keeps more than %d undo or redo steps", AutomaUndoSteps)
	}
	st := &automaState{}
	var err error
	if st.Run, err = decodeRun(doc.Automa.Run, ""); err != nil {
		return nil, err
	}
	for i, raw := range doc.Automa.Undo {
		r, err := decodeRun(raw, fmt.Sprintf("undo step %d", i+1))
		if err != nil {
			return nil, err
		}
		st.Undo = append(st.Undo, r)
	}
	for i, raw := range doc.Automa.Redo {
		r, err := decodeRun(raw, fmt.Sprintf("redo step %d", i+1))
		if err != nil {
			return nil, err
		}
		st.Redo = append(st.Redo, r)
	}
	return st, nil
}

// decodeRun reads one run of the file; null is no run. what names an
// undo or redo step in the error; "" for the run on the table.
func decodeRun(raw json.RawMessage, what string) (*automa.Run, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	r, err := automa.Decode(raw)
	if err != nil && what != "" {
		return nil, fmt.Errorf("session: %s of the automa's game: %w", what, err)
	}
	return r, err
}
