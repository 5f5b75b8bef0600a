package session

import (
	"encoding/json"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// DieDoc is the name of a live table's rock die among its documents: the
// faces the hub's settings keep, which every phone at the table rolls.
const DieDoc = "dice"

// DieMove is a phone's move that gives its live table's rock die new
// faces, written as the Settings tab writes them ("0 0 1 1 2 2").
type DieMove struct {
	Faces string `json:"faces"`
}

// maxDieMove is the most bytes a DieMove is read from.
const maxDieMove = 1 << 10

// Die is the rock die the players roll: at a live table the table's (the
// hub's settings'), else the one in this device's settings.
func (s *Session) Die() engine.Die {
	if t := s.link(); t != nil {
		t.mu.Lock()
		d, ok := t.die, t.hasDie
		t.mu.Unlock()
		if ok {
			return engine.Die{Faces: append([]int(nil), d.Faces...)}
		}
	}
	return s.Settings().Die
}

// SetDie gives the rock die the faces of d: at a live table it sends the
// move to the hub, which changes the table's die for every phone, and
// returns once it is sent (the die changes when the hub's answer comes);
// elsewhere it keeps d in the settings.
func (s *Session) SetDie(d engine.Die) error {
	if t := s.link(); t != nil {
		data, err := json.Marshal(DieMove{Faces: d.String()})
		if err != nil {
			return err
		}
		return t.send(wire.Move(0, DieDoc, 0, data))
	}
	st := s.Settings()
	st.Die = d
	return s.SetSettings(st)
}

// tableDie is the hub's rock die as a table's document: its value the
// settings' die, its one move new faces. It has no steps to undo: it is a
// setting of the table, not a step of a game.
func (s *Session) tableDie() tableDoc {
	return tableDoc{
		value: func() ([]byte, uint64, string, error) {
			st, rev := s.settings.read()
			data, err := json.Marshal(DieMove{Faces: st.Die.String()})
			return data, rev, "", err
		},
		play: func(m wire.Message, _ string) error {
			if m.Kind != wire.KindMove {
				return problemf("The table's rock die takes new faces; it has no steps to undo or redo.")
			}
			d, err := readDieMove(m.Move)
			if err != nil {
				return err
			}
			st := s.Settings()
			st.Die = d
			return s.SetSettings(st)
		},
		subscribe: s.settings.subscribe,
	}
}

// readDieMove reads a DieMove, and the die it gives.
func readDieMove(data []byte) (engine.Die, error) {
	var m DieMove
	if err := textcheck.DecodeStrict(data, maxDieMove, "rock die", &m); err != nil {
		return engine.Die{}, problemf("%w", err)
	}
	d, err := engine.ParseDie(m.Faces)
	if err != nil {
		return engine.Die{}, problemf("the table's rock die: %w", err)
	}
	return d, nil
}

// adoptDie makes the hub's rock die, data, the one this phone rolls.
func (t *tableLink) adoptDie(data []byte, _ uint64, _ string) error {
	d, err := readDieMove(data)
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.die, t.hasDie = d, true
	t.mu.Unlock()
	t.s.notify(ChangeSettings)
	return nil
}
