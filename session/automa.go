package session

import (
	"encoding/json"

	"github.com/sapcompanion/sapcompanion/automa"
)

// AutomaFile is the name of the Super Fantasy Brawl automa's run in the
// store, with its undo and redo steps.
const AutomaFile = "automa-game.json"

// automaKind is how the automa's run is kept, nil before a game is set up
// (or after one is put away). An automa-game.json of before kind tags held
// the run and its own steps to undo and redo; it is read with them.
// Format 2 added each champion's life, both sides' trophies and the
// champion healed by "heal 1, damage 1"; a run of format 1 is read as one
// with no life entered and no trophies. Format 3 added the players'
// champions, their life and the one damaged by "heal 1, damage 1"; a run of
// format 2 is read as one with none named. (An app that reads up to format
// 2 keeps a format 3 file aside rather than drop the players' champions.)
func automaKind() *kind[*automa.Run] {
	return &kind[*automa.Run]{
		file: AutomaFile, tag: "automa", version: 3, what: kindWords["automa"], undo: MaxUndo,
		empty:  func() *automa.Run { return nil },
		encode: encodeOrNull[automa.Run],
		decode: decodeRunVersion,
		legacy: readAutomaLegacy,
	}
}

// decodeRun reads a run of this app's format; null is none.
var decodeRun = decodeOrNull(automa.Decode)

// decodeRunV1 reads a run of format 1, which kept no life, trophies or
// heals: a blob that holds them is refused rather than half read.
var decodeRunV1 = decodeOrNull(func(data []byte) (*automa.Run, error) {
	r, err := automa.Decode(data)
	if err != nil {
		return nil, err
	}
	if len(r.Life) > 0 || r.Trophies != (automa.Score{}) || healedAny(r) {
		return nil, problemf("a game of format 1 cannot hold life or trophies")
	}
	if err := noPlayers(r, 1); err != nil {
		return nil, err
	}
	return r, nil
})

// decodeRunV2 reads a run of format 2, which kept none of the players'
// champions: a blob that names them is refused rather than half read.
var decodeRunV2 = decodeOrNull(func(data []byte) (*automa.Run, error) {
	r, err := automa.Decode(data)
	if err != nil {
		return nil, err
	}
	if err := noPlayers(r, 2); err != nil {
		return nil, err
	}
	return r, nil
})

// noPlayers refuses a run of format version (before 3) that names the
// players' champions, their life or one damaged.
func noPlayers(r *automa.Run, version int) error {
	if len(r.Players) > 0 || len(r.PlayerLife) > 0 || anyStep(r, func(st automa.Step) bool { return st.Damaged != "" }) {
		return problemf("a game of format %d cannot hold the players' champions", version)
	}
	return nil
}

// healedAny says whether a step of the turn under way names a champion
// healed.
func healedAny(r *automa.Run) bool {
	return anyStep(r, func(st automa.Step) bool { return st.Healed != "" })
}

// anyStep says whether a step of the turn under way is one of is.
func anyStep(r *automa.Run, is func(automa.Step) bool) bool {
	if r.Turn == nil {
		return false
	}
	for _, st := range r.Turn.Steps {
		if is(st) {
			return true
		}
	}
	return false
}

// decodeRunVersion reads a run of format version: 1 and 2 are migrated
// (nothing of the later formats entered yet), 3 is this app's.
func decodeRunVersion(data []byte, version int) (*automa.Run, error) {
	switch version {
	case 1:
		return decodeRunV1(data)
	case 2:
		return decodeRunV2(data)
	}
	return decodeRun(data)
}

// Automa is the Super Fantasy Brawl automa's handle: its moves
// (automa.Move: a set-up, then the turns; shuffles and draws get their
// seed from the session's random source), undo and redo; its value is nil
// before a game is set up. A new game is a step Undo takes back, and so is
// putting one away (End).
func (s *Session) Automa() *Doc[*automa.Run, automa.Move] { return s.automaDoc }

// automaMoves are the automa's moves for its Doc.
var automaMoves = moves[*automa.Run, automa.Move]{
	apply: (*automa.Run).Apply,
	words: func(m automa.Move, _ *automa.Run) string { return m.Words() },
	draw:  automa.Move.Draw,
}

// readAutomaLegacy reads an automa-game.json of before kind tags: every
// run in it, the undo and redo steps too, checked whole.
func readAutomaLegacy(data []byte) (*automa.Run, []step, []step, error) {
	var doc struct {
		Version int `json:"version"`
		Automa  *struct {
			Run  json.RawMessage   `json:"run"`
			Undo []json.RawMessage `json:"undo"`
			Redo []json.RawMessage `json:"redo"`
		} `json:"automa"`
	}
	if err := strictJSON(data, &doc); err != nil {
		return nil, nil, nil, err
	}
	if doc.Version != 1 || doc.Automa == nil {
		return nil, nil, nil, problemf("it has version %d and no automa part; this app reads version 1", doc.Version)
	}
	r, err := decodeRunV1(doc.Automa.Run)
	if err != nil {
		return nil, nil, nil, err
	}
	redo, err := legacySteps(doc.Automa.Redo, MaxUndo, "redo", decodeRunV1)
	if err != nil {
		return nil, nil, nil, err
	}
	undo, err := legacySteps(doc.Automa.Undo, MaxUndo-len(redo), "undo", decodeRunV1)
	return r, undo, redo, err
}
