package session

import (
	"errors"
	"fmt"

	"github.com/sapcompanion/sapcompanion/tableau"
)

// TableauFile is the name of the running Super Auto Pets board game (the
// tableau game on the "More games" shelf) in the store.
const TableauFile = "tableau-game.json"

// ErrNoTableau is returned by the board game's actions when none is running.
var ErrNoTableau = errors.New("session: no board game is running")

// loadTableau restores the running board game from the store.
func (s *Session) loadTableau() error {
	_, err := load(s.store, TableauFile, "board game", s.now(), func(data []byte) error {
		g, err := tableau.Decode(data)
		if err != nil {
			return err
		}
		s.tableau = g
		return nil
	})
	return err
}

// StartTableau ends the running board game, if any, and starts one from su;
// with random true the first player is drawn from the session's random
// source, otherwise it is su.First. A set-up the rules refuse changes
// nothing.
func (s *Session) StartTableau(su tableau.Setup, random bool) error {
	s.mu.Lock()
	if random && len(su.Players) > 0 {
		su.First = s.rng.IntN(len(su.Players))
	}
	g, err := tableau.New(su)
	if err != nil {
		s.mu.Unlock()
		return err
	}
	s.tableau = g
	s.saveTableauLocked()
	s.mu.Unlock()
	s.notify(ChangeShelf)
	return nil
}

// ReadTableau calls f with the running board game (nil when none), holding
// the session's lock: safe from any goroutine. f must not change the game
// nor call the session.
func (s *Session) ReadTableau(f func(g *tableau.Game)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f(s.tableau)
}

// TableauAct runs action on the running board game: an action, an undo or
// a redo. A refused action returns its error and changes nothing; otherwise
// the game is queued to be saved and subscribers hear ChangeShelf once.
func (s *Session) TableauAct(action func(g *tableau.Game) error) error {
	s.mu.Lock()
	if s.tableau == nil {
		s.mu.Unlock()
		return ErrNoTableau
	}
	if err := action(s.tableau); err != nil {
		s.mu.Unlock()
		return err
	}
	s.saveTableauLocked()
	s.mu.Unlock()
	s.notify(ChangeShelf)
	return nil
}

// EndTableau ends the running board game and removes its save.
func (s *Session) EndTableau() {
	s.mu.Lock()
	s.tableau = nil
	s.w.remove(TableauFile)
	s.mu.Unlock()
	s.notify(ChangeShelf)
}

// saveTableauLocked queues the board game to be written. The caller holds
// the lock.
func (s *Session) saveTableauLocked() {
	data, err := s.tableau.Encode()
	if err != nil {
		if s.w.onErr != nil {
			s.w.onErr(fmt.Errorf("session: the board game cannot be encoded: %w", err))
		}
		return
	}
	s.w.put(TableauFile, data)
}
