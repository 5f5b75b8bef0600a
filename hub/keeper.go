package hub

import "github.com/sapcompanion/sapcompanion/internal/wire"

// Keeper is one table's documents as the hub uses them. Its methods may be
// called from any goroutine.
type Keeper interface {
	// Docs names the documents a phone is sent and may change.
	Docs() []string
	// Value is document doc as a phone may see it (secrets left out), its
	// revision (which grows with every change) and the words of the step
	// that made it.
	Value(doc string) (data []byte, rev uint64, label string, err error)
	// Play applies a phone's move, undo or redo (m.Kind) to document m.Doc
	// on its current value, for the player by ("" for a phone watching,
	// which the hub lets move only while no game is running, so that a
	// phone can start one), or returns the players' reason it is refused,
	// changing nothing.
	Play(m wire.Message, by string) error
	// Subscribe calls f with a document's name after each change of it,
	// whoever made it, until cancel is called.
	Subscribe(f func(doc string)) (cancel func())
	// Players names the seats: the players of the table's game, in order,
	// none while no game is running.
	Players() []string
}

// Viewer is a Keeper some of whose documents each seat sees its own way:
// a deck kept secret from the other players until both are ready. The hub
// sends each phone its seat's view of those documents, and a phone that
// changes seat its new seat's.
type Viewer interface {
	// Secret reports whether document doc looks different from some seat
	// now; when not, every phone is sent Value.
	Secret(doc string) bool
	// View is document doc as player seat's phone may see it ("" for a
	// phone watching), as Value says it.
	View(doc, seat string) (data []byte, rev uint64, label string, err error)
}

// Flusher is a Keeper that writes its changes in the background (a
// session does). The hub answers a phone's accepted move only once Flush
// has returned, so a move a phone was told is played is kept even if the
// hub is killed the next moment; and it flushes every table as it stops.
type Flusher interface {
	// Flush waits until every change made so far is kept.
	Flush()
}

// flush waits until what k changed is kept, when k writes in the
// background.
func flush(k Keeper) {
	if f, ok := k.(Flusher); ok {
		f.Flush()
	}
}
