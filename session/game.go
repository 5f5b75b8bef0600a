package session

import (
	"errors"
	"fmt"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// GameFile is the name of the running game's save in the store.
const GameFile = "tracker-game.json"

// ErrNoGame is returned by game actions when no game is running.
var ErrNoGame = errors.New("session: no game is running")

// loadGame restores the running game from the store.
func (s *Session) loadGame() error {
	_, err := load(s.store, GameFile, "saved game", s.now(), func(data []byte) error {
		g, err := tracker.Decode(data, s.gameOptions()...)
		if err != nil {
			return err
		}
		s.game = g
		return nil
	})
	return err
}

func (s *Session) gameOptions() []tracker.Option {
	return []tracker.Option{tracker.WithRand(s.rng), tracker.WithClock(s.now)}
}

// Game returns the running game, or nil when none is running. Read it on
// the goroutine that changes the session, or inside ReadGame; change it only
// through Act.
func (s *Session) Game() *tracker.Game {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game
}

// ReadGame calls f with the running game (nil when none), holding the
// session's lock: safe from any goroutine. f must not call the session.
func (s *Session) ReadGame(f func(g *tracker.Game)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f(s.game)
}

// StartGame ends the running game, if any, and starts a new one with set-up
// su. A set-up the rules refuse changes nothing.
func (s *Session) StartGame(su tracker.Setup) error { return s.startGame(su, nil) }

// startGame starts a game from su; with solo not nil, against the app: solo
// makes the app's side of the new game.
func (s *Session) startGame(su tracker.Setup, solo func(g *tracker.Game) *soloState) error {
	s.mu.Lock()
	g, err := tracker.New(su, s.gameOptions()...)
	if err != nil {
		s.mu.Unlock()
		return err
	}
	s.game, s.solo = g, nil
	if solo != nil {
		s.solo = solo(g)
	}
	s.saveGameLocked()
	s.saveSoloLocked()
	s.mu.Unlock()
	s.notify(ChangeGame)
	return nil
}

// Act runs action on the running game: an action, an undo or a redo. A
// refused action returns its error and changes nothing; otherwise the game
// is queued to be saved and subscribers hear of it once.
func (s *Session) Act(action func(g *tracker.Game) error) error {
	s.mu.Lock()
	if s.game == nil {
		s.mu.Unlock()
		return ErrNoGame
	}
	if err := action(s.game); err != nil {
		s.mu.Unlock()
		return err
	}
	s.saveGameLocked()
	s.mu.Unlock()
	s.notify(ChangeGame)
	return nil
}

// EndGame ends the running game and removes its save, so the next launch
// starts with no game. Backups of damaged saves are kept.
func (s *Session) EndGame() {
	s.mu.Lock()
	s.game = nil
	s.solo = nil
	s.w.remove(GameFile)
	s.w.remove(SoloFile)
	s.mu.Unlock()
	s.notify(ChangeGame)
}

// saveGameLocked queues the running game to be written, with the state of
// the game against the app when it is one (so both record the same
// history). The caller holds the lock.
func (s *Session) saveGameLocked() {
	if s.solo != nil {
		s.saveSoloLocked()
	}
	data, err := s.game.Encode()
	if err != nil {
		if s.w.onErr != nil {
			s.w.onErr(fmt.Errorf("session: the game cannot be encoded: %w", err))
		}
		return
	}
	s.w.put(GameFile, data)
}
