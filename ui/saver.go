package ui

import (
	"sync"

	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// saver writes the game's save off the UI goroutine. Saves are written in
// order; when several are queued while one is being written, only the newest
// is written next.
type saver struct {
	dir   string
	onErr func(error) // called on the UI goroutine when a save fails

	mu      sync.Mutex
	pending []byte // the newest save not yet written; nil when none
	busy    bool   // a goroutine is writing
	wg      sync.WaitGroup
}

// save queues data, as made by tracker.Game.Encode, to be written.
func (s *saver) save(data []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = data
	if s.busy {
		return
	}
	s.busy = true
	s.wg.Add(1)
	go s.write()
}

func (s *saver) write() {
	defer s.wg.Done()
	for {
		s.mu.Lock()
		data := s.pending
		s.pending = nil
		if data == nil {
			s.busy = false
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		if err := tracker.SaveEncoded(s.dir, data); err != nil && s.onErr != nil {
			fyne.Do(func() { s.onErr(err) })
		}
	}
}

// flush waits until every queued save is written.
func (s *saver) flush() { s.wg.Wait() }
