package session

import (
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/sapcompanion/sapcompanion/engine"
	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// TableState says how this phone stands at a live table.
type TableState int

// The states of TableStatus.
const (
	TableOff        TableState = iota // at no table: every document is the phone's own
	TableConnecting                   // reaching the table's hub, the first time or again: the table is read-only
	TableJoined                       // at the table: moves go to the hub
	TableRefused                      // the hub will not have the phone (a wrong code, a full table): no more tries
)

// TableStatus is how this phone stands at a live table: the one line every
// screen shows above the tabs.
type TableStatus struct {
	State TableState
	Code  string   // the table's code, as the hub keeps it
	Seat  string   // the player whose seat the phone has; "" while watching
	Seats []string // the players' names at the table: the table's game's, or the hub's
	// Why says, in the players' words, why the hub is lost or refused the
	// phone; "" when nothing needs saying.
	Why   string
	Retry time.Duration // while the hub is lost, when the next try is
	// Refusal is the hub's last refusal of this phone's move, in the
	// players' words; "" once a move is accepted.
	Refusal string
}

// tableLink is the session's documents bound to a live table: the link to
// its hub, how the phone stands, and each document's adopt.
type tableLink struct {
	s      *Session
	mu     sync.Mutex
	l      *hublink.Link
	status TableStatus
	sits   map[uint64]string // the seats asked for, by sequence number, not answered yet
	docs   map[string]func(data []byte, rev uint64, label string) error
	undo   []func() // each document unbound, its own value back
	// die is the table's rock die, once the hub sent it (hasDie).
	die    engine.Die
	hasDie bool
}

// ErrTableGame refuses what only the table's hub may do to a document the
// phone plays at a live table (start a new game, put it away).
var ErrTableGame = problemf("This phone is at a live table: the table's hub starts and ends its games.")

// JoinTable binds the table's documents ("game", "tableau", "exercise",
// "automa", and the rock die: see Die) to the live table code at the hub url (ws:// or wss://): their
// values come from the hub, and their moves, undo and redo are sent to it
// and return at once (hublink.ErrOffline while it is lost); the hub's answer
// comes later, a refusal as TableStatus's Refusal (ChangeTable). Nothing is
// applied before the hub says so. The seat token is kept in the store, so
// joining the same table again gives the same seat. The phone's own cards,
// settings, Learn progress and battle draft stay its own. A code that is
// not one is refused, changing nothing.
func (s *Session) JoinTable(url, code string, opt hublink.Options) error {
	typed := code
	code, err := wire.TableCode(typed)
	if err != nil {
		return problemf("%q is not a table's code: %s", typed, plainWords(err))
	}
	s.LeaveTable()
	t := &tableLink{s: s, status: TableStatus{State: TableConnecting, Code: code}, sits: map[uint64]string{},
		docs: map[string]func([]byte, uint64, string) error{}}
	bindDoc(t, "game", s.gameDoc)
	bindDoc(t, "tableau", s.tableauDoc)
	bindDoc(t, "exercise", s.exerciseDoc)
	bindDoc(t, "automa", s.automaDoc)
	t.docs[DieDoc] = t.adoptDie
	bindDoc(t, CardsDoc, s.cardsDoc)
	bindDoc(t, BattleDoc, s.battleDoc)
	t.mu.Lock()
	t.l = hublink.Dial(url, code, s.seatToken(code), t.events(), opt)
	t.mu.Unlock()
	s.tmu.Lock()
	s.table = t
	s.tmu.Unlock()
	s.notify(ChangeTable)
	return nil
}

// LeaveTable ends the link to the live table, if any: the documents are
// the phone's own again, as they were before it joined.
func (s *Session) LeaveTable() {
	s.tmu.Lock()
	t := s.table
	s.table = nil
	s.tmu.Unlock()
	if t == nil {
		return
	}
	t.mu.Lock()
	l := t.l
	t.mu.Unlock()
	l.Close()
	for _, f := range t.undo {
		f()
	}
	s.notify(ChangeSettings) // the device's own rock die again
	s.notify(ChangeTable)
}

// link is the live table the session is at, or nil.
func (s *Session) link() *tableLink {
	s.tmu.Lock()
	defer s.tmu.Unlock()
	return s.table
}

// WakeTable tries the table's hub again at once if it is lost: the page
// is seen again, or the player asked. At no table it does nothing.
func (s *Session) WakeTable() {
	t := s.link()
	if t != nil {
		t.mu.Lock()
		l := t.l
		t.mu.Unlock()
		l.Wake()
	}
}

// TableStatus is how this phone stands at a live table (State TableOff at
// none).
func (s *Session) TableStatus() TableStatus {
	t := s.link()
	if t == nil {
		return TableStatus{}
	}
	t.mu.Lock()
	st := t.status
	t.mu.Unlock()
	if seats := s.gameDoc.Value().seats(); seats != nil {
		st.Seats = seats
	}
	st.Seats = slices.Clone(st.Seats)
	return st
}

// Sit asks the table's hub for player name's seat ("" to watch); the seat
// is the phone's once the hub agrees (TableStatus), or the refusal says
// why not.
func (s *Session) Sit(name string) error {
	t := s.link()
	if t == nil {
		return problemf("This phone is at no live table; join one first.")
	}
	t.mu.Lock()
	defer t.mu.Unlock() // held while sending: the answer waits for the seat to be noted
	seq, err := t.l.Send(wire.Sit(0, name))
	if err == nil {
		t.sits[seq] = name
	}
	return err
}

// send sends a move, undo or redo of a bound document to the hub.
func (t *tableLink) send(m wire.Message) error {
	t.mu.Lock()
	l := t.l
	t.mu.Unlock()
	_, err := l.Send(m)
	return err
}

// update changes the status by f and tells the subscribers, when it
// changed: the hub answers every move, mostly changing nothing of it.
func (t *tableLink) update(f func(st *TableStatus)) {
	t.mu.Lock()
	was := t.status
	was.Seats = slices.Clone(was.Seats)
	f(&t.status)
	same := was.State == t.status.State && was.Code == t.status.Code && was.Seat == t.status.Seat &&
		slices.Equal(was.Seats, t.status.Seats) && was.Why == t.status.Why && was.Retry == t.status.Retry &&
		was.Refusal == t.status.Refusal
	t.mu.Unlock()
	if !same {
		t.s.notify(ChangeTable)
	}
}

// events are what the link's news does to the session.
func (t *tableLink) events() hublink.Events {
	return hublink.Events{
		Welcome: func(token, seat string, seats []string) {
			t.s.keepSeatToken(t.status.Code, token)
			t.update(func(st *TableStatus) { st.Seat, st.Seats, st.Why = seat, slices.Clone(seats), "" })
		},
		Value: func(doc string, rev uint64, data []byte, label string) {
			if adopt := t.docs[doc]; adopt != nil {
				if err := adopt(data, rev, label); err != nil {
					t.update(func(st *TableStatus) { st.Refusal = plainWords(err) + "." })
				}
			}
		},
		Answer: func(seq uint64, ok bool, why string) {
			t.update(func(st *TableStatus) {
				if name, sat := t.sits[seq]; sat && ok {
					st.Seat = name
				}
				delete(t.sits, seq)
				st.Refusal = ""
				if !ok {
					st.Refusal = why
				}
			})
		},
		State: func(ls hublink.State, why string, retry time.Duration) {
			t.update(func(st *TableStatus) { st.State, st.Why, st.Retry = linkStates[ls], why, retry })
		},
	}
}

// linkStates are the link's states as the table's.
var linkStates = map[hublink.State]TableState{
	hublink.Connecting: TableConnecting, hublink.Connected: TableJoined,
	hublink.Refused: TableRefused, hublink.Closed: TableOff,
}

// bindDoc binds handle h to the table t as its document name: the value
// the phone had is put aside, to be its own again when it leaves, and the
// document is empty until the hub sends its value.
func bindDoc[V, M any](t *tableLink, name string, h *Doc[V, M]) {
	d := h.d
	d.mu.Lock()
	own := *d.linkState()
	d.table, d.tableName, d.tableLabel, d.tableRev = t, name, "", 0
	// Nothing is shown of the table before the hub sends it.
	d.v, d.data, d.undo, d.redo = d.k.empty(), d.emptyData(), nil, nil
	d.rev++
	d.mu.Unlock()
	d.notify(h.c)
	t.docs[name] = func(data []byte, rev uint64, label string) error { return d.adopt(h.c, t, data, rev, label) }
	t.undo = append(t.undo, func() {
		d.mu.Lock()
		d.v, d.data, d.undo, d.redo, d.kept = own.v, own.data, own.undo, own.redo, own.kept
		d.table = nil
		d.rev++
		d.mu.Unlock()
		d.notify(h.c)
	})
}

// ownState is a document's own value and steps, put aside while it is
// bound to a table.
type ownState[V any] struct {
	v          V
	data       []byte
	undo, redo []step
	kept       bool
}

// linkState is the document's own state now. The caller holds d.mu.
func (d *document[V]) linkState() *ownState[V] {
	return &ownState[V]{v: d.v, data: d.data, undo: d.undo, redo: d.redo, kept: d.kept}
}

// bound is the table the document is bound to (nil: none), its name there
// and the revision of the hub's value it has.
func (d *document[V]) bound() (*tableLink, string, uint64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.table, d.tableName, d.tableRev
}

// adopt makes the hub's value data, made by the step label, the
// document's, read by the kind's decoder: no steps of its own, nothing
// saved (the phone's own value waits aside). A value that cannot be read
// changes nothing and says why.
func (d *document[V]) adopt(c Change, t *tableLink, data []byte, rev uint64, label string) error {
	v, err := d.k.decode(data, d.k.version)
	if err != nil {
		return problemf("the table's %s cannot be read: %s", d.k.what, plainWords(err))
	}
	d.mu.Lock()
	if d.table != t {
		d.mu.Unlock()
		return nil // a link left behind
	}
	d.v, d.data, d.undo, d.redo, d.tableLabel, d.tableRev = v, data, nil, nil, label, rev
	d.rev++
	d.mu.Unlock()
	d.notify(c)
	return nil
}

// sendMove sends move m of a document bound to table t as its document
// name, with the hub's revision rev the phone saw.
func sendMove[M any](t *tableLink, name string, rev uint64, m M) error {
	data, err := json.Marshal(m)
	if err != nil {
		return problemf("the move cannot be sent to the table: %s", plainWords(err))
	}
	return t.send(wire.Move(0, name, rev, data))
}

// keepSeatToken keeps the seat token the hub gave this phone at table
// code, so a reload joins the same seat.
func (s *Session) keepSeatToken(code, token string) {
	data, err := json.Marshal(seatBlob{Code: code, Token: token})
	if err == nil {
		s.w.put(seatFile, data)
	}
}

// seatToken is the seat token kept for table code; "" when none is (or
// what is kept cannot be read: the hub then gives a new seat).
func (s *Session) seatToken(code string) string {
	s.w.flush() // a token kept a moment ago is read back
	data, err := s.store.Read(seatFile)
	if err != nil {
		return ""
	}
	b, err := decodeSeat(data)
	if err != nil || b.Code != code {
		return ""
	}
	return b.Token
}
