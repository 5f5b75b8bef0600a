package tracker

import (
	"bytes"
	"encoding/json"
	"io"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// FormatVersion is the version of the save format this package writes.
// Decode reads it and every older format from oldestFormat on; a save with
// another version is refused (and kept as a backup).
//
// Format 2 makes the player picked at set-up player A in a 4- or 6-player
// game (ruling 19 of docs/rules.md). A 4- or 6-player save of format 1 gave
// letters by seat and the first shopper token to the player picked; Decode
// marks its set-up so that it replays as it was played.
const FormatVersion = 2

// oldestFormat is the oldest save format Decode reads.
const oldestFormat = 1

// GameName is the game's name, as written in saves and exports.
const GameName = "Super Auto Pets Card Battle"

// Limits a save must respect; a game at the table stays far below them.
const (
	maxEntries   = 20000
	maxDraws     = 200
	maxEntryText = 2000
)

// MaxSaveSize is the largest save, in bytes, Decode reads.
const MaxSaveSize = 10 << 20

// saveFile is the JSON of a saved game. The game's state is not stored: it is
// rebuilt by replaying the done entries, so a save can never hold a state that
// the actions could not have produced.
type saveFile struct {
	Version int     `json:"version"`
	Game    string  `json:"game"`
	Entries []entry `json:"entries"`
}

// Encode returns the game as versioned JSON, indented for people to
// read: the set-up and every history entry, with the coin flips and die
// rolls each one drew.
func (g *Game) Encode() ([]byte, error) {
	return json.MarshalIndent(g.saveFile(), "", "  ")
}

// EncodeCompact is Encode without the spaces between its parts, as the
// session keeps a game: made once per change, never compacted again.
func (g *Game) EncodeCompact() ([]byte, error) { return json.Marshal(g.saveFile()) }

// saveFile is the game as its save holds it.
func (g *Game) saveFile() saveFile {
	return saveFile{Version: FormatVersion, Game: GameName, Entries: g.log}
}

// Decode reads a game written by Encode. It refuses, with an error saying
// what is wrong, anything that is not a complete save of this version whose
// actions replay legally to the rounds and phases it records, and a save
// over MaxSaveSize bytes or not in UTF-8; a byte-order mark at the start is
// skipped. Options apply to the game's future actions.
func Decode(data []byte, opts ...Option) (*Game, error) {
	if len(data) > MaxSaveSize {
		return nil, errf("the save is %d bytes; at most %s are read", len(data), textcheck.Bytes(MaxSaveSize))
	}
	data = textcheck.TrimBOMBytes(data)
	if err := textcheck.CheckUTF8(data); err != nil {
		return nil, errf("the save is damaged: %v", err)
	}
	var head struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		if textcheck.IsJSONSyntax(err) {
			return nil, errf("the save is not valid JSON (%s)", textcheck.JSONProblem(data, err))
		}
		return nil, errf("the save is damaged (%s)", textcheck.JSONProblem(data, err))
	}
	var version int
	if len(head.Version) == 0 || json.Unmarshal(head.Version, &version) != nil {
		return nil, errf("the save has no format version")
	}
	if version > FormatVersion {
		return nil, errf("the save was written by a newer version of the app (format %d; this app reads up to format %d)", version, FormatVersion)
	}
	if version < oldestFormat {
		return nil, errf("the save has format version %d; this app reads formats %d to %d", version, oldestFormat, FormatVersion)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f saveFile
	if err := dec.Decode(&f); err != nil {
		return nil, errf("the save is damaged (%s)", textcheck.JSONProblem(data, err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errf("the save has extra data after the game")
	}
	if f.Game != GameName {
		return nil, errf("the save is for %s, not %s", textcheck.Quote(f.Game), GameName)
	}
	if version == 1 {
		keepSeatLetters(f.Entries)
	}
	g := newGame(opts)
	if err := g.restore(f.Entries); err != nil {
		return nil, err
	}
	return g, nil
}

// keepSeatLetters marks the set-up of a 4- or 6-player save of format 1, so
// that its letters and first shopper stay as they were played.
func keepSeatLetters(log []entry) {
	if len(log) > 0 && log[0].Action.Setup != nil && len(log[0].Action.Setup.Players) > 2 {
		log[0].Action.LettersBySeat = true
	}
}

// restore checks a saved log and rebuilds the state from it. The history
// lines of done entries are written again from the replay. Entries undone
// in a save of an older version, whose game kept its own undo, are folded
// into Discarded ones: shown as undone, not part of the game.
func (g *Game) restore(log []entry) error {
	if err := checkLog(log); err != nil {
		return err
	}
	log = slices.Clone(log)
	for i := range log {
		if log[i].Status == Undone {
			log[i].Status = Discarded
		}
	}
	st, err := replaySetup(&log[0])
	if err != nil {
		return err
	}
	if err := replayActions(st, log); err != nil {
		return err
	}
	g.log, g.cur = log, st
	return nil
}

// checkLog checks the shape of a saved log before any replay: its length,
// the order of done and undone entries, the set-up first and only first,
// and each entry within the limits.
func checkLog(log []entry) error {
	if len(log) == 0 {
		return errf("the save has no history")
	}
	if len(log) > maxEntries {
		return errf("the save has %d history entries; at most %d are allowed", len(log), maxEntries)
	}
	seenUndone := false
	for i, e := range log {
		switch e.Status {
		case Done:
			if seenUndone {
				return errf("history entry %d is done but follows an undone entry", i)
			}
		case Undone:
			seenUndone = true
		case Discarded:
		default:
			return errf("history entry %d has an unknown status %s", i, textcheck.Quote(string(e.Status)))
		}
		if (i == 0) != (e.Action.Kind == kindSetup) || (i == 0) != (e.Action.Setup != nil) || (i > 0 && e.Action.LettersBySeat) {
			return errf("history entry %d: only the first entry is the set-up", i)
		}
		if i == 0 && e.Status != Done {
			return errf("the set-up cannot be undone")
		}
		if len(e.Draws) > maxDraws {
			return errf("history entry %d records too many coin flips or die rolls", i)
		}
		if len(e.Text) > maxEntryText {
			return errf("history entry %d has a text longer than %d bytes", i, maxEntryText)
		}
		if e.Phase < PhaseSetup || e.Phase > PhaseOver {
			return errf("history entry %d has an unknown phase", i)
		}
		if e.Round < 0 || e.Round > maxEntries {
			return errf("history entry %d has round %d; rounds count from 1", i, e.Round)
		}
	}
	return nil
}

// replaySetup builds the starting state from the set-up entry e, with the
// die rolls it recorded, all of which it must use, and writes e again from
// the replay.
func replaySetup(e *entry) (*state, error) {
	d := &replayDraws{d: e.Draws}
	st, text, err := newState(*e.Action.Setup, e.Action.LettersBySeat, d)
	if err != nil {
		return nil, errf("the saved set-up is not valid: %s", err.Error())
	}
	if d.i != len(d.d) {
		return nil, errf("the history records more die rolls for the set-up than it uses")
	}
	setup := cloneSetup(*e.Action.Setup)
	e.Action.Setup = &setup
	e.Text, e.Round, e.Phase = text, 0, PhaseSetup
	return st, nil
}

// replayActions replays the done entries after the set-up on st, writing
// each again from the replay.
func replayActions(st *state, log []entry) error {
	for i := 1; i < len(log); i++ {
		e := &log[i]
		if err := st.checkBy(e.By); err != nil {
			return errf("history entry %d: %s", i, err.Error())
		}
		if e.Status != Done {
			continue
		}
		if e.Round != st.round || e.Phase != st.phase {
			return errf("history entry %d says round %d, %s, but the game was in round %d, %s then", i, e.Round, e.Phase, st.round, st.phase)
		}
		text, err := applyRecorded(st, *e)
		if err != nil {
			return errf("history entry %d (%s) cannot be replayed: %s", i, e.Action.Kind.words(), err.Error())
		}
		e.Text = text
	}
	return nil
}

// applyRecorded applies a history entry to s with its recorded draws, all
// of which it must use, and returns the history line.
func applyRecorded(s *state, e entry) (string, error) {
	d := &replayDraws{d: e.Draws}
	m := e.Action.move()
	if m.Kind == KindEndShop || m.Kind == KindResult || m.Kind == KindEndRound {
		m.Round = e.Round // what the move ends is the round it was made in
	}
	text, err := s.apply(m, d)
	if err != nil {
		return "", err
	}
	if d.i != len(d.d) {
		return "", errf("the history records more coin flips or die rolls than its action uses")
	}
	return text, nil
}
