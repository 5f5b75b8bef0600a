package session

import (
	"encoding/json"
	"errors"
	"io/fs"
	"time"

	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// SoloFile is where versions before kind tags kept the app's side of a game
// against the app, beside GameFile. It is read once, into the game's
// document, and never written again.
const SoloFile = "solo-game.json"

// legacySolo is SoloFile's format: the app's hand after each of its moves,
// by the history entry that recorded the move, so that the game's own undo
// could take the hand back with the move.
type legacySolo struct {
	Version int `json:"version"`
	Solo    *struct {
		Started      time.Time       `json:"started"`
		App          int             `json:"app"`
		Difficulty   solo.Difficulty `json:"difficulty"`
		Steps        []legacyStep    `json:"steps,omitempty"`
		Display      []string        `json:"display,omitempty"`
		DisplayRound int             `json:"displayRound,omitempty"`
		DisplaySteps int             `json:"displaySteps,omitempty"`
		Decks        []soloDecks     `json:"decks,omitempty"`
		Entries      int             `json:"entries,omitempty"`
	} `json:"solo"`
}

// legacyStep is the app's hand after the move of history entry Entry, and
// the display before it.
type legacyStep struct {
	Entry        int      `json:"entry"`
	Round        int      `json:"round"`
	Hand         []string `json:"hand"`
	Display      []string `json:"display,omitempty"`
	DisplayRound int      `json:"displayRound,omitempty"`
}

// readLegacyGame reads a tracker-game.json of before kind tags, and the
// SoloFile beside it when it belongs to that game (the same start, the
// same history): the two become one document. A SoloFile that does not
// belong is left for settleLegacySolo to keep aside.
func (s *Session) readLegacyGame(data []byte) (GameState, error) {
	g, err := tracker.Decode(data, s.gameOptions()...)
	if err != nil {
		return GameState{}, err
	}
	v := GameState{game: g}
	raw, err := s.store.Read(SoloFile)
	if err != nil {
		return v, nil // none, or unreadable: settleLegacySolo says so
	}
	st, err := legacySoloState(raw, g)
	if err != nil {
		s.soloWhy = err
		return v, nil
	}
	v.solo, s.soloMigrated = st, true
	return v, nil
}

// legacySoloState reads SoloFile's format as the app's side of g, its text
// read as every kept file's is (keptText).
func legacySoloState(data []byte, g *tracker.Game) (*soloState, error) {
	data, err := keptText(data)
	if err != nil {
		return nil, err
	}
	var doc legacySolo
	if err := strictJSON(data, &doc); err != nil {
		return nil, err
	}
	if doc.Version != 1 || doc.Solo == nil {
		return nil, problemf("it has version %d and no app's side; this app reads version 1", doc.Version)
	}
	old, hist := doc.Solo, g.History()
	if !hist[0].At.Equal(old.Started) || (old.Entries != 0 && old.Entries != len(hist)) {
		return nil, problemf("it belongs to another game, or to another moment of the saved game")
	}
	st := &soloState{App: old.App, Difficulty: old.Difficulty, Decks: old.Decks, Display: old.Display, DisplayRound: old.DisplayRound}
	latest := -1
	for i := len(old.Steps) - 1; i >= 0 && latest < 0; i-- {
		if e := old.Steps[i].Entry; e >= 0 && e < len(hist) && hist[e].Status == tracker.Done {
			latest = i
		}
	}
	if latest >= 0 {
		st.Hand, st.HandRound = old.Steps[latest].Hand, old.Steps[latest].Round
	}
	if next := latest + 1; next < old.DisplaySteps && next < len(old.Steps) {
		st.Display, st.DisplayRound = old.Steps[next].Display, old.Steps[next].DisplayRound
	}
	return st, st.check(g)
}

// settleLegacySolo deals with a SoloFile left by an older version once the
// game is read: removed once its content is in the game's document (after
// that document is written: the writer keeps the order), otherwise kept
// aside and reported, never deleted.
func (s *Session) settleLegacySolo() error {
	if s.soloMigrated {
		s.w.removeWhen(SoloFile, s.gameWrittenWithSolo)
		return nil
	}
	data, err := s.store.Read(SoloFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err == nil && s.gameWrittenWithSolo() && s.game.get().solo != nil {
		// Killed after the game was written with the app's side, before this
		// copy was removed: nothing in it is not in the game.
		s.w.remove(SoloFile)
		return nil
	}
	why := s.soloWhy
	switch {
	case err != nil:
		why = problemf("the storage could not read it (%s)", storageWords(err))
	case why == nil:
		why = problemf("the saved game it belonged to is not there")
	}
	return keepDamaged(s.store, SoloFile, "game against the app saved by an older version", data, err == nil, s.now(), why)
}

// gameWrittenWithSolo reports whether the store's game blob is in this
// version's format with the app's side in it: only then may the older
// SoloFile go.
func (s *Session) gameWrittenWithSolo() bool {
	data, err := s.store.Read(GameFile)
	if err != nil {
		return false
	}
	var env struct {
		Kind  string `json:"kind"`
		Value struct {
			Solo json.RawMessage `json:"solo"`
		} `json:"value"`
	}
	return json.Unmarshal(data, &env) == nil && env.Kind == "game" && len(env.Value.Solo) > 0 && string(env.Value.Solo) != "null"
}
