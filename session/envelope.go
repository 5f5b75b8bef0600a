package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// appTag is written in every blob, so a file of another app is known.
const appTag = "sapcompanion"

// maxStepBytes is the most bytes the undo and redo steps of one blob may
// take once read: a 6-player game's 100 steps take a few megabytes.
const maxStepBytes = 48 << 20

// envelope is every blob's format: which app and kind wrote it, the format
// of its value, the value, and the steps to undo and redo, each written as
// the bytes that differ from its neighbour (the value for the newest undo
// step and the next redo step, then outwards).
type envelope struct {
	App     string          `json:"app"`
	Kind    string          `json:"kind"`
	Version int             `json:"version"`
	Value   json.RawMessage `json:"value"`
	Undo    []delta         `json:"undo,omitempty"` // oldest first
	Redo    []delta         `json:"redo,omitempty"` // the next one to redo last
}

// delta is one step in a blob: its neighbour's first Keep bytes and last
// Tail bytes with Put between them, and the step's words.
type delta struct {
	Label string `json:"label,omitempty"`
	Keep  int    `json:"keep,omitempty"`
	Tail  int    `json:"tail,omitempty"`
	Put   string `json:"put,omitempty"`
}

// The parts of a blob around its value and its steps, as writeDocument
// writes them: encoding/json's writing of an envelope (the app and the
// kind tags are plain words, written as they are).
const (
	undoKey = `,"undo":[`
	redoKey = `,"redo":[`
)

// blobHead is how a blob of kind tag and format version starts, up to its
// value.
func blobHead(tag string, version int) string {
	return `{"app":"` + appTag + `","kind":"` + tag + `","version":` + strconv.Itoa(version) + `,"value":`
}

// writeDocument makes a blob from a value's encoding (compact JSON, as a
// kind's encode writes it) and its steps, each linked to its neighbour
// (link): the envelope, with each step's delta as it was encoded when the
// step was linked, so a step is encoded once whatever the writes.
func writeDocument(tag string, version int, value []byte, undo, redo []step) ([]byte, error) {
	if !json.Valid(value) {
		return nil, problemf("its value is not JSON")
	}
	out := make([]byte, 0, blobSize(tag, version, value, undo, redo))
	out = append(append(out, blobHead(tag, version)...), value...)
	var err error
	if out, err = appendSteps(out, undoKey, undo); err != nil {
		return nil, err
	}
	if out, err = appendSteps(out, redoKey, redo); err != nil {
		return nil, err
	}
	return append(out, '}'), nil
}

// appendSteps appends the list of steps called key (undoKey, redoKey) to
// a blob, out; nothing when there are none, as encoding/json leaves an
// empty list out.
func appendSteps(out []byte, key string, steps []step) ([]byte, error) {
	if len(steps) == 0 {
		return out, nil
	}
	out = append(out, key...)
	for i, st := range steps {
		if st.delta == nil {
			return nil, problemf("a step to undo or redo is not linked to its neighbour")
		}
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, st.delta...)
	}
	return append(out, ']'), nil
}

// blobSize is the length of the blob writeDocument makes of value and the
// steps, counted without making it.
func blobSize(tag string, version int, value []byte, undo, redo []step) int {
	return len(blobHead(tag, version)) + len(value) + stepsSize(undoKey, undo) + stepsSize(redoKey, redo) + len("}")
}

// stepsSize is the length of the list of steps called key in a blob.
func stepsSize(key string, steps []step) int {
	if len(steps) == 0 {
		return 0
	}
	n := len(key) + len(steps) // the commas between the steps and the "]"
	for _, st := range steps {
		n += len(st.delta)
	}
	return n
}

// link returns st with its delta from base, its neighbour nearer the value
// (the value itself for the newest step), encoded as a blob keeps it. A
// step stays linked while its neighbour is the same: steps are added and
// taken at the value's end of a list, so only the newest needs linking
// again, and only when the value changes without a step (relinked).
func link(base []byte, st step) step {
	d := diff(base, st.data)
	d.Label = st.label
	st.delta, _ = json.Marshal(d) // numbers and strings: it cannot fail
	return st
}

// linkChain links steps (the newest, nearest the value, last) each to the
// next one, the last to value, in place.
func linkChain(value []byte, steps []step) {
	base := value
	for i := len(steps) - 1; i >= 0; i-- {
		steps[i] = link(base, steps[i])
		base = steps[i].data
	}
}

// relinked returns steps with the newest linked to value, in a new list
// (a blob may be being made from the old one).
func relinked(value []byte, steps []step) []step {
	if len(steps) == 0 {
		return steps
	}
	out := slices.Clone(steps)
	out[len(out)-1] = link(value, out[len(out)-1])
	return out
}

// diff says how snap differs from base: the bytes both start and end with,
// cut where a character starts so Put stays whole text.
func diff(base, snap []byte) delta {
	n := min(len(base), len(snap))
	keep := 0
	for keep < n && base[keep] == snap[keep] {
		keep++
	}
	for keep > 0 && keep < len(snap) && !utf8.RuneStart(snap[keep]) {
		keep--
	}
	tail := 0
	for tail < n-keep && base[len(base)-1-tail] == snap[len(snap)-1-tail] {
		tail++
	}
	for tail > 0 && !utf8.RuneStart(snap[len(snap)-tail]) {
		tail--
	}
	return delta{Keep: keep, Tail: tail, Put: string(snap[keep : len(snap)-tail])}
}

// patch makes the step d describes from its neighbour base.
func patch(base []byte, d delta) ([]byte, error) {
	if d.Keep < 0 || d.Tail < 0 || d.Keep > len(base) || d.Tail > len(base)-d.Keep {
		return nil, problemf("a step keeps %d and %d bytes of a neighbour of %d", d.Keep, d.Tail, len(base))
	}
	out := make([]byte, 0, d.Keep+len(d.Put)+d.Tail)
	out = append(out, base[:d.Keep]...)
	out = append(out, d.Put...)
	return append(out, base[len(base)-d.Tail:]...), nil
}

// loaded is a document as read from its blob.
type loaded[V any] struct {
	v          V
	data       []byte // v encoded in this app's format
	undo, redo []step
	migrated   bool // the blob is of an older format: write it again
}

// readDocument is the one way a blob is read. found is false when there is
// none. A blob that cannot be read, is of another kind or app, of a newer
// format, or holds a value (or a step) its kind refuses is kept aside under
// a backup name, and a *DamagedError says what was wrong and where the copy
// is; no other blob is touched.
func readDocument[V any](store Store, k *kind[V], now time.Time) (doc loaded[V], found bool, err error) {
	data, rerr := store.Read(k.file)
	if errors.Is(rerr, fs.ErrNotExist) {
		return doc, false, nil
	}
	if rerr == nil {
		if doc, err = parseDocument(k, data); err == nil {
			return doc, true, nil
		}
	} else {
		err = problemf("the storage could not read it (%s)", storageWords(rerr))
	}
	return doc, false, keepDamaged(store, k.file, k.what, data, rerr == nil, now, err)
}

// parseDocument reads a blob of kind k: an envelope, or a blob of before
// envelopes when the kind had one. Its steps are linked (link), as this
// app writes them.
func parseDocument[V any](k *kind[V], data []byte) (loaded[V], error) {
	doc, err := parseBlob(k, data)
	if err == nil {
		linkChain(doc.data, doc.undo)
		linkChain(doc.data, doc.redo)
	}
	return doc, err
}

// parseBlob is parseDocument but for linking the steps.
func parseBlob[V any](k *kind[V], data []byte) (loaded[V], error) {
	var doc loaded[V]
	data, err := keptText(data)
	if err != nil {
		return doc, err
	}
	var head map[string]json.RawMessage
	if err := json.Unmarshal(data, &head); err != nil {
		return doc, problemf("%s", jsonWords(data, err))
	}
	if _, tagged := head["kind"]; !tagged {
		if k.legacy == nil {
			return doc, problemf("it is not a file this app writes (it has no kind)")
		}
		v, undo, redo, err := k.legacy(data)
		if err != nil {
			return doc, err
		}
		enc, err := k.encode(v)
		if err != nil {
			return doc, err
		}
		return foldUndone(k, data, loaded[V]{v: v, data: enc, undo: undo, redo: redo, migrated: true})
	}
	env, err := readEnvelope(k, data)
	if err != nil {
		return doc, err
	}
	return readSteps(k, env)
}

// keptText returns the text of a kept file without the byte-order mark an
// editor may have put at its start, and refuses it when it is empty or not
// UTF-8: every kept file is read through it before its JSON.
func keptText(data []byte) ([]byte, error) {
	data = textcheck.TrimBOMBytes(data)
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, problemf("the file is empty")
	}
	if err := textcheck.CheckUTF8(data); err != nil {
		return nil, problemf("%v", err)
	}
	return data, nil
}

// readEnvelope reads and checks the envelope of a blob of kind k.
func readEnvelope[V any](k *kind[V], data []byte) (envelope, error) {
	var env envelope
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&env); err != nil {
		return env, problemf("its outer part is damaged: %s", jsonWords(data, err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return env, problemf("it has more text after its end")
	}
	switch {
	case env.App != appTag:
		return env, problemf("it was written by another app (%s)", textcheck.Quote(env.App))
	case env.Kind != k.tag && kindWords[env.Kind] != "":
		return env, problemf("it holds the %s, not the %s", kindWords[env.Kind], k.what)
	case env.Kind != k.tag:
		return env, problemf("it holds something this app does not know (%s)", textcheck.Quote(env.Kind))
	case env.Version > k.version:
		return env, problemf("it was written by a newer version of the app (format %d; this one reads up to %d)", env.Version, k.version)
	case env.Version < 1:
		return env, problemf("it has no format version")
	case len(env.Value) == 0:
		return env, problemf("it has no value")
	case len(env.Undo)+len(env.Redo) > k.undo:
		return env, problemf("it keeps %d steps to undo and %d to redo; at most %d in all are kept", len(env.Undo), len(env.Redo), k.undo)
	}
	return env, nil
}

// readSteps decodes the value and every step of env, each checked whole by
// its kind; a value of an older format is written again in this one.
func readSteps[V any](k *kind[V], env envelope) (loaded[V], error) {
	var doc loaded[V]
	v, err := k.decode(env.Value, env.Version)
	if err != nil {
		return doc, err
	}
	// Kept as this app writes it, whatever spacing or escapes the blob had,
	// so that what is written next is the value and nothing else.
	doc.v, doc.migrated = v, env.Version < k.version
	if doc.data, err = k.encode(v); err != nil {
		return doc, err
	}
	total := 0
	for i, list := range [][]delta{env.Undo, env.Redo} {
		base := []byte(env.Value)
		steps := make([]step, len(list))
		for n := len(list) - 1; n >= 0; n-- {
			snap, err := patch(base, list[n])
			if err == nil {
				if total += len(snap); total > maxStepBytes {
					return doc, problemf("its steps to undo and redo are bigger than %s", textcheck.Bytes(maxStepBytes))
				}
				err = checkStep(k, env.Version, snap, &steps[n])
			}
			if err != nil {
				return doc, problemf("step %d to %s: %s", len(list)-n, [2]string{"undo", "redo"}[i], plainWords(err))
			}
			steps[n].label = textcheck.Clip(list[n].Label, maxLabel)
			base = snap
		}
		if i == 0 {
			doc.undo = steps
		} else {
			doc.redo = steps
		}
	}
	return foldUndone(k, env.Value, doc)
}

// foldUndone makes the actions doc's value (kept as value) holds undone
// inside itself the document's steps to redo, when it has none of its
// own, and marks it to be written again without them; within the kind's
// steps, the nearest to the value kept.
func foldUndone[V any](k *kind[V], value []byte, doc loaded[V]) (loaded[V], error) {
	if k.undone == nil || len(doc.redo) > 0 {
		return doc, nil
	}
	redo, err := k.undone(value)
	if err != nil || len(redo) == 0 {
		return doc, err
	}
	if room := k.undo - len(doc.undo); len(redo) > room {
		redo = redo[len(redo)-room:]
	}
	doc.redo, doc.migrated = redo, true
	return doc, nil
}

// maxLabel is the longest step's words kept.
const maxLabel = 300

// checkStep decodes one step of a blob of format version and keeps it in
// st, as this app writes it.
func checkStep[V any](k *kind[V], version int, snap []byte, st *step) error {
	v, err := k.decode(snap, version)
	if err != nil {
		return err
	}
	st.data, err = k.encode(v)
	return err
}

// storageWords is what a store's read error says, without the file's path
// (the message names the file elsewhere).
func storageWords(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err.Error()
}
