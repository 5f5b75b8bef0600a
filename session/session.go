package session

import (
	"math/rand/v2"
	"sync"
	"time"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/tableau"
)

// AppID is the app's unique ID: Fyne keeps the app's storage under it, and
// FyneApp.toml names the same one.
const AppID = "io.github.sapcompanion.companion"

// Change says what changed, for subscribers.
type Change int

// What can change.
const (
	ChangeGame        Change = iota // the running game: an action, undo, redo, a new game or none
	ChangeCards                     // the card book
	ChangeSettings                  // the settings
	ChangeLearn                     // the Learn course's progress
	ChangeShelf                     // a game on the "More games" shelf
	ChangeBattle                    // the battle being set up in the resolver
	ChangeTable                     // how the phone stands at a live table (TableStatus)
	ChangeTableBattle               // the live table's battle (TableBattle)
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

	// Every kept thing is a document (document.go): one way to read,
	// change, undo and write them all.
	cards    document[cardsValue]
	game     document[GameState] // the running game, and the app's side in a game against the app
	settings document[Settings]
	learn    document[Progress]
	tableau  document[*tableau.Game] // the Super Auto Pets board game on the shelf
	exercise document[*exercise.Game]
	automa   document[*automa.Run] // the Super Fantasy Brawl automa's game
	draft    document[BattleDraft] // the battle being set up in the resolver
	// tableCards is a live table's card book: on a hub the table's, on a
	// phone at a table the hub's (bound), else empty.
	tableCards document[TableCards]
	// tableBattle is a live table's battle, as tableCards.
	tableBattle document[TableBattle]

	// The handles of the games: their moves, undo and redo.
	gameDoc     *Doc[GameState, GameMove]
	tableauDoc  *Doc[*tableau.Game, tableau.Move]
	exerciseDoc *Doc[*exercise.Game, exercise.Move]
	automaDoc   *Doc[*automa.Run, automa.Move]
	cardsDoc    *Doc[TableCards, CardMove]
	battleDoc   *Doc[TableBattle, BattleMove]

	// merged is the card book with the table's cards over it, for the
	// revisions of both it was made of (mergedBook).
	bmu        sync.Mutex
	merged     *engine.Book
	mergedRevs [2]uint64

	// maxBlob and maxSteps are the most bytes a blob and its steps to
	// undo and redo may take, as they are read back: MaxBlobSize and
	// maxStepBytes (tests lower them).
	maxBlob, maxSteps int

	soloMigrated bool  // Open read an older version's SoloFile into the game
	soloWhy      error // why Open could not read that SoloFile into the game

	tmu   sync.Mutex
	table *tableLink // the live table the table's documents are bound to; nil at none

	mu       sync.Mutex
	problems []error // why something kept could not be read, from Open
	subs     listeners[func(Change)]
}

// Open reads everything the players keep from store, each kind of thing
// by the one path of documents. Whatever cannot be read is kept aside (see
// DamagedError) and the session starts without it; nothing else is
// touched, and Problems says what happened, so the user can be told. Blobs
// of older versions are read and written again in this one. A DirStore's
// temporary files left by writes that never finished are removed first.
func Open(store Store, opts Options) *Session {
	if d, ok := store.(*DirStore); ok {
		d.removeTemporaries()
	}
	s := &Session{store: store, now: opts.Now, maxBlob: MaxBlobSize, maxSteps: maxStepBytes}
	src := rand.Source(opts.Rand)
	if opts.Rand == nil {
		src = rand.NewPCG(rand.Uint64(), rand.Uint64())
	}
	s.rng = rand.New(&lockedSource{src: src})
	if s.now == nil {
		s.now = time.Now
	}
	s.w = newWriter(store, opts.OnSaveError)
	s.gameDoc = newDoc(&s.game, ChangeGame, s.gameMoves())
	s.tableauDoc = newDoc(&s.tableau, ChangeShelf, tableauMoves)
	s.exerciseDoc = newDoc(&s.exercise, ChangeShelf, exerciseMoves)
	s.automaDoc = newDoc(&s.automa, ChangeShelf, automaMoves)
	s.cardsDoc = newDoc(&s.tableCards, ChangeCards, tableCardsMoves)
	s.battleDoc = newDoc(&s.tableBattle, ChangeTableBattle, s.battleMoves())
	loads := []func() error{
		s.cards.init(s, cardsKind()), s.game.init(s, s.gameKind()), s.settleLegacySolo,
		s.settings.init(s, settingsKind()), s.learn.init(s, learnKind()), s.tableau.init(s, tableauKind()),
		s.exercise.init(s, exerciseKind()), s.automa.init(s, automaKind()), s.draft.init(s, draftKind()),
		s.tableCards.init(s, tableCardsKind()), s.tableBattle.init(s, tableBattleKind()),
	}
	for _, load := range loads {
		if err := load(); err != nil {
			s.problems = append(s.problems, err)
		}
	}
	return s
}

// lockedSource is a random source safe for concurrent use: changes run on
// the goroutine that asks for them, and the screens roll table dice.
type lockedSource struct {
	mu  sync.Mutex
	src rand.Source
}

func (l *lockedSource) Uint64() uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.src.Uint64()
}

// Problems returns why something kept could not be read when the session
// was opened: *DamagedError values, or plain errors.
func (s *Session) Problems() []error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]error(nil), s.problems...)
}

// Cards is the players' card book.
func (s *Session) Cards() *CardBook { return &CardBook{s: s} }

// Rand is the session's random source, for rolls the game does not record
// (table dice, team names). It is safe for concurrent use.
func (s *Session) Rand() *rand.Rand { return s.rng }

// Subscribe calls f after every change, once per change, on the goroutine
// that made it. The returned function stops the calls.
func (s *Session) Subscribe(f func(Change)) (cancel func()) { return s.subs.add(f) }

// notify tells every subscriber of c. It is called without the lock held,
// so subscribers may read the session.
func (s *Session) notify(c Change) {
	for _, f := range s.subs.list() {
		f(c)
	}
}

// Flush waits until every change made so far is written to the store.
func (s *Session) Flush() { s.w.flush() }
