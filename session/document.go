package session

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// kind describes one kind of document the session keeps: where it is kept,
// how its value is written and read, and how many steps can be undone.
// Every blob of the store is one document of one kind, read by one path
// (readDocument) and written by one (document.commit).
type kind[V any] struct {
	file    string // the blob's name in the store
	tag     string // the kind tag written in the blob
	version int    // the format of the value this app writes
	what    string // what the blob holds, in the players' words: "saved game"
	// undo is how many steps can be undone; 0 for a document without undo.
	undo int
	// empty is the value when no blob is kept.
	empty func() V
	// encode writes the value (compact JSON; readDocument compacts it).
	encode func(v V) ([]byte, error)
	// decode reads a value of format version (1 to the kind's version:
	// an older one is migrated) and checks it whole.
	decode func(data []byte, version int) (V, error)
	// check says what is wrong with a value a change made, or nil: the
	// same rules decode applies when the value is read back, so a change
	// never saves what the next launch would refuse. nil when decode's
	// checks cannot fail on a value the kind's own code makes.
	check func(v V) error
	// legacy reads a blob written before documents had a kind tag, with
	// the steps it kept (in this app's format); nil when the kind is newer
	// than that.
	legacy func(data []byte) (v V, undo, redo []step, err error)
	// undone reads the actions a value of an earlier version kept undone
	// inside itself (the board game kept its own undo before documents)
	// as the steps Redo does again, the next one last; nil for a kind
	// whose values never held any.
	undone func(value []byte) ([]step, error)
	// smaller says how the players make the value smaller, when a change
	// is refused for making it too big to keep: "remove or shorten some
	// cards"; "" when there is nothing to say.
	smaller string
}

// MaxUndo is how many steps of a game can be undone; older ones are
// dropped.
const MaxUndo = 100

// step is one state a document can go back (undo) or forward (redo) to: the
// value as encode wrote it, and the words for the change it stands for.
type step struct {
	data  []byte
	label string
	// delta is the step as its blob keeps it: how it differs from its
	// neighbour nearer the value, encoded (see link). Every step of a
	// document is linked.
	delta []byte
}

// document is one kept thing of kind k: its value, the value's encoding,
// and the steps to undo and redo (newest last). A committed value is never
// changed in place: a change makes a new value from a copy (see change), so
// a value handed out stays as it was.
type document[V any] struct {
	k *kind[V]
	s *Session

	mu   sync.Mutex
	v    V
	data []byte // v encoded
	undo []step // oldest first
	redo []step // the next one to redo last
	rev  uint64 // bumped by every commit
	kept bool   // the value is in the store, or queued to be written

	subs listeners[func()] // the document's own subscribers (Doc.Subscribe)

	// While bound to a live table (linked.go): the table, the document's
	// name there, the words of the step that made the hub's value and
	// that value's revision at the hub.
	table      *tableLink
	tableName  string
	tableLabel string
	tableRev   uint64
}

// init makes the document one of kind k in session s, and returns its
// load, for Open.
func (d *document[V]) init(s *Session, k *kind[V]) func() error {
	d.s, d.k = s, k
	return d.load
}

// get returns the value.
func (d *document[V]) get() V {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.v
}

// read returns the value and its revision.
func (d *document[V]) read() (V, uint64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.v, d.rev
}

// isKept reports whether the value was read from the store or changed
// since.
func (d *document[V]) isKept() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.kept
}

// steps says how many steps can be undone and redone, and the words of the
// next of each ("" when none).
func (d *document[V]) steps() Steps {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.table != nil { // the hub keeps the steps: the phone knows the last one's words
		if d.tableLabel == "" {
			return Steps{}
		}
		return Steps{Undo: 1, UndoText: d.tableLabel}
	}
	st := Steps{Undo: len(d.undo), Redo: len(d.redo)}
	if n := len(d.undo); n > 0 {
		st.UndoText = d.undo[n-1].label
	}
	if n := len(d.redo); n > 0 {
		st.RedoText = d.redo[n-1].label
	}
	for i := len(d.redo) - 1; i >= 0; i-- {
		st.Undone = append(st.Undone, d.redo[i].label)
	}
	return st
}

// Steps says what a document's Undo and Redo would do.
type Steps struct {
	Undo, Redo int    // how many steps can be undone and redone
	UndoText   string // what Undo takes back, "" when nothing or unnamed
	RedoText   string // what Redo does again
	// Undone are the words of every step that Redo can do again, in the
	// order they were done.
	Undone []string
}

// edit is a change of a document: it gets the value (never to be changed
// in place) and returns the new one, and the words for undoing it.
type edit[V any] func(v V) (next V, label string, err error)

// How a change counts for undo and redo.
type stepMode int

const (
	asStep  stepMode = iota // a step of its own: Undo takes it back
	asNote                  // part of the step before: Undo takes it back with that one
	asStart                 // a new start: no step before it can be undone
)

// change makes e's value the document's, as one step that can be undone,
// saves it and tells the subscribers of c once. e runs without any lock
// held, on the value as it was; when another change came first, e is run
// again on the value that change left. An error from e, a value the kind's
// check refuses, or a value that cannot be encoded, changes nothing. e must
// not change the session itself (it would run again and again): it only
// computes the next value.
func (d *document[V]) change(c Change, e edit[V]) error { return d.apply(c, e, asStep) }

// start is change for a new game: the steps of the value before are
// dropped, so Undo never goes back past the new start.
func (d *document[V]) start(c Change, e edit[V]) error { return d.apply(c, e, asStart) }

// apply is change, note or start by mode: asNote for what is not a step
// of its own (the shop the human entered), whose steps to undo and redo
// stay as they are.
func (d *document[V]) apply(c Change, e edit[V], mode stepMode) error {
	if t, _, _ := d.bound(); t != nil {
		return ErrTableGame
	}
	for {
		v, rev := d.read()
		next, label, err := e(v)
		if err == nil && d.k.check != nil {
			err = d.k.check(next)
		}
		if err != nil {
			return err
		}
		data, err := d.k.encode(next)
		if err != nil {
			return problemf("the %s cannot be saved: %w", d.k.what, err)
		}
		done, err := d.commit(rev, next, data, label, mode)
		if err != nil {
			return err
		}
		if done {
			d.notify(c)
			return nil
		}
	}
}

// commit makes next the value if the document is still at revision rev,
// and queues the blob to be written; it reports whether it did, or why the
// value is too big to keep (then nothing changes). A step makes the value
// before the newest undo step (for a kind that keeps them) and drops the
// redo steps; a start drops every step.
func (d *document[V]) commit(rev uint64, next V, data []byte, label string, mode stepMode) (bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.rev != rev {
		return false, nil
	}
	undo, redo := d.undo, d.redo
	switch mode {
	case asStart:
		undo, redo = nil, nil
	case asStep:
		if d.k.undo > 0 {
			undo = append(slices.Clip(undo), link(data, step{data: d.data, label: label}))
			if len(undo) > d.k.undo {
				undo = slices.Clone(undo[len(undo)-d.k.undo:])
			}
		}
		redo = nil
	case asNote:
		undo, redo = relinked(data, undo), relinked(data, redo)
	}
	if err := d.setLocked(next, data, undo, redo); err != nil {
		return true, err
	}
	d.kept = true
	return true, nil
}

// setLocked makes v, encoded as data, the value with the steps undo and
// redo (each linked), and queues the blob to be written, within what the
// store reads back (fit); or it returns why v is too big to keep, and
// changes nothing. The caller holds d.mu. Every change of a document's
// value comes here: its blob is checked when the change is made, and the
// caller hears of a refusal, not the writing goroutine.
func (d *document[V]) setLocked(v V, data []byte, undo, redo []step) error {
	undo, redo, err := d.fit(data, undo, redo)
	if err != nil {
		return err
	}
	d.v, d.data, d.undo, d.redo = v, data, undo, redo
	d.rev++
	d.queueLocked()
	return nil
}

// fit returns undo and redo, without as many of their oldest steps (the
// first to undo, then the farthest to redo) as the blob of value and them
// must lose to be read back: at most the session's maxBlob bytes, the
// steps at most its maxSteps bytes once read (readSteps). The steps give
// way rather than the change: the oldest undo steps matter least, and a
// change refused for them would leave the players stuck. Only a value too
// big alone is refused, in the players' words.
func (d *document[V]) fit(value []byte, undo, redo []step) ([]step, []step, error) {
	k, limit := d.k, d.s.maxBlob
	if n := blobSize(k.tag, k.version, value, nil, nil); n > limit {
		return nil, nil, d.tooBig(n)
	}
	steps := 0
	for _, list := range [][]step{undo, redo} {
		for _, st := range list {
			steps += len(st.data)
		}
	}
	dropped := false
	for blobSize(k.tag, k.version, value, undo, redo) > limit || steps > d.s.maxSteps {
		list := &undo // with no steps left the value alone fits: the loop ends
		if len(undo) == 0 {
			list = &redo
		}
		steps -= len((*list)[0].data)
		*list, dropped = (*list)[1:], true
	}
	if dropped { // the dropped steps' bytes are let go
		undo, redo = slices.Clone(undo), slices.Clone(redo)
	}
	return undo, redo, nil
}

// tooBig is the refusal of a value whose blob alone would be size bytes,
// more than the store reads back.
func (d *document[V]) tooBig(size int) error {
	words := fmt.Sprintf("the %s would be too big to keep: %s, more than the %s the app can read back",
		d.k.what, textcheck.RoundedBytes(int64(size)), textcheck.Bytes(int64(d.s.maxBlob)))
	if d.k.smaller != "" {
		words += "; " + d.k.smaller
	}
	return problemf("%s", words)
}

// reset puts the document back to its empty value with no steps, and
// removes its blob.
func (d *document[V]) reset(c Change) {
	d.mu.Lock()
	if d.table != nil { // the table's game is the hub's to end (ErrTableGame)
		d.mu.Unlock()
		return
	}
	d.v, d.data, d.undo, d.redo = d.k.empty(), d.emptyData(), nil, nil
	d.rev++
	d.kept = false
	d.s.w.remove(d.k.file)
	d.mu.Unlock()
	d.notify(c)
}

// back undoes the newest step (undo true) or redoes the last step undone,
// then saves and tells the subscribers of c.
func (d *document[V]) back(c Change, undo bool) error {
	d.mu.Lock()
	from, to := &d.redo, &d.undo
	if undo {
		from, to = &d.undo, &d.redo
	}
	if len(*from) == 0 {
		d.mu.Unlock()
		if undo {
			return problemf("there is nothing to undo")
		}
		return problemf("there is nothing to redo")
	}
	top := (*from)[len(*from)-1]
	v, err := d.k.decode(top.data, d.k.version)
	if err != nil {
		d.mu.Unlock()
		return problemf("the step cannot be taken: %w", err)
	}
	// The steps' total stays within k.undo: load, legacy and commit keep
	// it there. The newest left in from is linked to top, the new value.
	rest := slices.Clip((*from)[:len(*from)-1])
	pushed := append(slices.Clip(*to), link(top.data, step{data: d.data, label: top.label}))
	newUndo, newRedo := pushed, rest
	if undo {
		newUndo, newRedo = rest, pushed
	}
	err = d.setLocked(v, top.data, newUndo, newRedo)
	d.mu.Unlock()
	if err != nil {
		return err
	}
	d.notify(c)
	return nil
}

// subscribe calls f after every change of the document, until the
// returned function is called.
func (d *document[V]) subscribe(f func()) (cancel func()) { return d.subs.add(f) }

// notify tells the session's subscribers of c, then the document's own, in
// the order they subscribed. The caller holds no lock, so subscribers may
// read the session.
func (d *document[V]) notify(c Change) {
	d.s.notify(c)
	for _, f := range d.subs.list() {
		f()
	}
}

// queueLocked queues the document to be written. The caller holds d.mu.
// The blob is made on the writing goroutine from the state as it is now
// (the slices are never changed in place, only replaced).
func (d *document[V]) queueLocked() {
	k, data, undo, redo := d.k, d.data, d.undo, d.redo
	d.s.w.putFunc(k.file, func() ([]byte, error) { return writeDocument(k.tag, k.version, data, undo, redo) })
}

// load reads the document from the store by the one path (readDocument);
// a blob that cannot be used is kept aside and the document starts empty.
// A blob of an older format is written again in this one. A blob that
// could not even be kept aside never stops the players' next change from
// being saved: it is written over then (see DamagedError).
func (d *document[V]) load() error {
	d.v, d.data = d.k.empty(), d.emptyData()
	doc, found, err := readDocument(d.s.store, d.k, d.s.now())
	if err != nil || !found {
		return err
	}
	d.v, d.data, d.undo, d.redo, d.kept = doc.v, doc.data, doc.undo, doc.redo, true
	if !doc.migrated {
		return nil
	}
	// Written again in this format, within what the store reads back; a
	// value too big alone stays in its old blob, which reads.
	if undo, redo, err := d.fit(doc.data, doc.undo, doc.redo); err == nil {
		d.undo, d.redo = undo, redo
		d.queueLocked()
	}
	return nil
}

// emptyData is the kind's empty value encoded: the step Undo goes back to
// from the first change.
func (d *document[V]) emptyData() []byte {
	data, err := d.k.encode(d.k.empty())
	if err != nil {
		panic(fmt.Sprintf("session: the empty %s cannot be encoded: %v", d.k.what, err))
	}
	return data
}

// alone adapts a reader of blobs of before kind tags that kept no steps.
func alone[V any](read func(data []byte) (V, error)) func(data []byte) (V, []step, []step, error) {
	return func(data []byte) (V, []step, []step, error) {
		v, err := read(data)
		return v, nil, nil, err
	}
}

// legacySteps checks the steps a blob of before kind tags kept (values in
// this app's format, the farthest first) and keeps the nearest keep of
// them.
func legacySteps[V any](raws []json.RawMessage, keep int, what string, decode func([]byte) (V, error)) ([]step, error) {
	if len(raws) > keep {
		raws = raws[len(raws)-keep:]
	}
	var out []step
	for i, raw := range raws {
		if _, err := decode(raw); err != nil {
			return nil, problemf("step %d to %s: %s", len(raws)-i, what, plainWords(err))
		}
		data, err := compactJSON(raw, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, step{data: data})
	}
	return out, nil
}
