package session

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
)

// readBack parses data as a blob of kind k by the one load path, and when
// it is read, writes it and reads it again: the same value and steps.
func readBack[V any](t *testing.T, k *kind[V], data []byte) {
	doc, err := parseDocument(k, data)
	if err != nil {
		if msg := plainWords(err); msg == "" || len(msg) > 2000 {
			t.Fatalf("%s: a refusal says %q", k.what, msg)
		}
		return
	}
	out, err := writeDocument(k.tag, k.version, doc.data, doc.undo, doc.redo)
	if err != nil {
		t.Fatalf("%s: a blob read cannot be written: %v", k.what, err)
	}
	again, err := parseDocument(k, out)
	if err != nil {
		t.Fatalf("%s: a blob written does not read back: %v", k.what, err)
	}
	if !bytes.Equal(doc.data, again.data) || len(doc.undo) != len(again.undo) || len(doc.redo) != len(again.redo) {
		t.Fatalf("%s: read, written and read again, it differs", k.what)
	}
	if len(doc.undo)+len(doc.redo) > k.undo {
		t.Fatalf("%s: %d steps read, more than the %d kept", k.what, len(doc.undo)+len(doc.redo), k.undo)
	}
	for _, pair := range [2][2][]step{{doc.undo, again.undo}, {doc.redo, again.redo}} {
		for i := range pair[0] {
			if !bytes.Equal(pair[0][i].data, pair[1][i].data) || pair[0][i].label != pair[1][i].label {
				t.Fatalf("%s: step %d differs after writing", k.what, i)
			}
		}
	}
}

// maxFuzzBlob is the largest input FuzzReadDocument reads, many times its
// biggest seed; it returns at once on a longer one. It reads every input
// as every kind, the saved game by tracker.Decode, whose cost grows with
// the save (most of a second for a valid 5 MB one): the fuzzer runs each
// new interesting input up to -fuzzminimizetime times (make fuzz: 100) to
// shrink it, and on an input of megabytes that is minutes. Blobs over
// MaxBlobSize are refused by a test of their own.
const maxFuzzBlob = 64 << 10

// FuzzReadDocument feeds any bytes up to maxFuzzBlob to the one path every
// blob is read by, as every kind: it refuses them in words or reads a
// document that writes and reads back the same; it never panics.
func FuzzReadDocument(f *testing.F) {
	store := newMemStore()
	s := open(f, store)
	fillEveryKind(f, s)
	for _, k := range everyKind {
		require.LessOrEqual(f, len(store.blobs[k.file]), maxFuzzBlob, "every seed is fuzzed: %s", k.file)
		f.Add(store.blobs[k.file])
	}
	f.Add([]byte(`{"version":2,"game":"Super Auto Pets Card Battle","entries":[]}`))
	f.Add([]byte(`{"theme":"dark","textScale":1,"die":"0 0 1 1 2 2"}`))
	f.Add([]byte(`{"version":1,"done":[],"answered":0,"right":0,"missed":[]}`))
	f.Add([]byte(`{"version":1,"automa":{"run":null,"undo":[null]}}`))
	f.Add([]byte(`{"app":"sapcompanion","kind":"exercise","version":1,"value":null,"undo":[{"keep":1,"tail":2,"put":"x"}]}`))
	game := s.gameKind()
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzBlob {
			return
		}
		readBack(t, game, data)
		readBack(t, cardsKind(), data)
		readBack(t, settingsKind(), data)
		readBack(t, learnKind(), data)
		readBack(t, tableauKind(), data)
		readBack(t, exerciseKind(), data)
		readBack(t, automaKind(), data)
		readBack(t, draftKind(), data)
	})
}
