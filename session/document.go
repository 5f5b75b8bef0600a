package session

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"
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
}

// MaxUndo is how many steps of a game can be undone; older ones are
// dropped.
const MaxUndo = 100

// step is one state a document can go back (undo) or forward (redo) to: the
// value as encode wrote it, and the words for the change it stands for.
type step struct {
	data  []byte
	label string
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
			return fmt.Errorf("the %s cannot be saved: %w", d.k.what, err)
		}
		if d.commit(rev, next, data, label, mode) {
			d.s.notify(c)
			return nil
		}
	}
}

// commit makes next the value if the document is still at revision rev,
// and queues the blob to be written; it reports whether it did. A step
// makes the value before the newest undo step (for a kind that keeps
// them) and drops the redo steps; a start drops every step.
func (d *document[V]) commit(rev uint64, next V, data []byte, label string, mode stepMode) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.rev != rev {
		return false
	}
	switch mode {
	case asStart:
		d.undo, d.redo = nil, nil
	case asStep:
		if d.k.undo > 0 {
			d.undo = append(slices.Clip(d.undo), step{data: d.data, label: label})
			if len(d.undo) > d.k.undo {
				d.undo = slices.Clone(d.undo[len(d.undo)-d.k.undo:])
			}
		}
		d.redo = nil
	}
	d.v, d.data = next, data
	d.rev++
	d.kept = true
	d.queueLocked()
	return true
}

// reset puts the document back to its empty value with no steps, and
// removes its blob.
func (d *document[V]) reset(c Change) {
	d.mu.Lock()
	d.v, d.data, d.undo, d.redo = d.k.empty(), d.emptyData(), nil, nil
	d.rev++
	d.kept = false
	d.s.w.remove(d.k.file)
	d.mu.Unlock()
	d.s.notify(c)
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
			return fmt.Errorf("there is nothing to undo")
		}
		return fmt.Errorf("there is nothing to redo")
	}
	top := (*from)[len(*from)-1]
	v, err := d.k.decode(top.data, d.k.version)
	if err != nil {
		d.mu.Unlock()
		return fmt.Errorf("the step cannot be taken: %w", err)
	}
	*from = slices.Clip((*from)[:len(*from)-1])
	*to = append(*to, step{data: d.data, label: top.label}) // the total stays within k.undo: load, legacy and commit keep it there
	d.v, d.data = v, top.data
	d.rev++
	d.queueLocked()
	d.mu.Unlock()
	d.s.notify(c)
	return nil
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
	if doc.migrated {
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
