package session

import (
	"math/rand/v2"
	"sync"
	"time"

	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// AppID is the app's unique ID: Fyne keeps the app's storage under it, and
// FyneApp.toml names the same one.
const AppID = "io.github.sapcompanion.companion"

// Change says what changed, for subscribers.
type Change int

// What can change.
const (
	ChangeGame     Change = iota // the running game: an action, undo, redo, a new game or none
	ChangeCards                  // the card book
	ChangeSettings               // the settings
	ChangeLearn                  // the Learn course's progress
	ChangeShelf                  // a game on the "More games" shelf
)

// Options are what Open needs besides the store. Every field may be left zero.
type Options struct {
	// Rand is where the game's coin flips and die rolls come from; tests seed
	// it. A random source by default.
	Rand *rand.Rand
	// Now tells the time, for the game's history and backup names;
	// time.Now by default.
	Now func() time.Time
	// OnSaveError hears of every write that failed. It is called on the
	// writing goroutine, never the one that made the change.
	OnSaveError func(error)
}

// Session is what the players keep: the card book, the running game and the
// settings, saved through a Store. Open makes one.
type Session struct {
	store Store
	w     *writer
	rng   *rand.Rand
	now   func() time.Time

	mu       sync.Mutex
	cards    CardBook
	game     *tracker.Game // nil when no game is running
	solo     *soloState    // nil unless the running game is against the app
	tableau  *tableau.Game // the running Super Auto Pets board game; nil when none
	exercise exerciseState // the animal exercise card game on the More games shelf
	automa   *automaState  // the Super Fantasy Brawl automa's game; nil before one
	settings Settings
	learn    Progress
	saved    bool    // settings were read from the store
	problems []error // why something kept could not be read, from Open
	subs     map[int]func(Change)
	nextSub  int
}

// Open reads the card book, the running game and the settings from store.
// Whatever cannot be read is kept aside (see DamagedError) and the session
// starts without it; Problems says what happened, so the user can be told.
// A DirStore's temporary files left by writes that never finished are
// removed first.
func Open(store Store, opts Options) *Session {
	if d, ok := store.(*DirStore); ok {
		d.removeTemporaries()
	}
	s := &Session{store: store, rng: opts.Rand, now: opts.Now, subs: map[int]func(Change){}}
	if s.rng == nil {
		s.rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	if s.now == nil {
		s.now = time.Now
	}
	s.w = newWriter(store, opts.OnSaveError)
	s.cards.s = s
	for _, load := range []func() error{s.cards.load, s.loadGame, s.loadSolo, s.loadSettings, s.loadLearn, s.loadTableau, s.loadExercise, s.loadAutoma} {
		if err := load(); err != nil {
			s.problems = append(s.problems, err)
		}
	}
	return s
}

// Problems returns why something kept could not be read when the session
// was opened: *DamagedError values, or plain errors.
func (s *Session) Problems() []error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]error(nil), s.problems...)
}

// Cards is the players' card book.
func (s *Session) Cards() *CardBook { return &s.cards }

// Rand is the session's random source, for rolls the game does not record
// (table dice, team names). Use it on one goroutine only.
func (s *Session) Rand() *rand.Rand { return s.rng }

// Subscribe calls f after every change, once per change, on the goroutine
// that made it. The returned function stops the calls.
func (s *Session) Subscribe(f func(Change)) (cancel func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.nextSub
	s.nextSub++
	s.subs[id] = f
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.subs, id)
	}
}

// notify tells every subscriber of c. It is called without the lock held,
// so subscribers may read the session.
func (s *Session) notify(c Change) {
	s.mu.Lock()
	fs := make([]func(Change), 0, len(s.subs))
	for id := range s.nextSub {
		if f, ok := s.subs[id]; ok {
			fs = append(fs, f)
		}
	}
	s.mu.Unlock()
	for _, f := range fs {
		f(c)
	}
}

// Flush waits until every change made so far is written to the store.
func (s *Session) Flush() { s.w.flush() }
