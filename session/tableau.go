package session

import (
	"errors"

	"github.com/sapcompanion/sapcompanion/tableau"
)

// TableauFile is the name of the running Super Auto Pets board game (the
// tableau game on the "More games" shelf) in the store.
const TableauFile = "tableau-game.json"

// ErrNoTableau is returned by the board game's actions when none is running.
var ErrNoTableau = errors.New("no board game is running")

// tableauKind is how the board game is kept: its set-up and actions, nil
// (JSON null in the envelope) for none. A tableau-game.json of before kind
// tags is the game alone: those versions removed the file when no game ran
// and never wrote null, so a file that is null alone is damaged.
func tableauKind() *kind[*tableau.Game] {
	decode := decodeOrNull(decodeTableau)
	return &kind[*tableau.Game]{
		file: TableauFile, tag: "tableau", version: 1, what: kindWords["tableau"], undo: MaxUndo,
		empty:  func() *tableau.Game { return nil },
		encode: encodeOrNull[tableau.Game],
		decode: func(data []byte, _ int) (*tableau.Game, error) { return decode(data) },
		legacy: alone(decodeTableau),
	}
}

// decodeTableau reads a board game as tableau.Encode writes it; JSON null
// is refused (it has none of the game's parts).
func decodeTableau(data []byte) (*tableau.Game, error) {
	if err := onlyKeys(data, []string{"version", "setup"}, "version", "setup", "log", "done"); err != nil {
		return nil, err
	}
	return tableau.Decode(data)
}

// StartTableau ends the running board game, if any, and starts one from su;
// with random true the first player is drawn from the session's random
// source, otherwise it is su.First. A set-up the rules refuse changes
// nothing.
func (s *Session) StartTableau(su tableau.Setup, random bool) error {
	if random && len(su.Players) > 0 {
		su.First = s.rng.IntN(len(su.Players))
	}
	g, err := tableau.New(su)
	if err != nil {
		return err
	}
	return s.tableau.start(ChangeShelf, func(*tableau.Game) (*tableau.Game, string, error) { return g, "", nil })
}

// ReadTableau calls f with the running board game (nil when none). The
// game is never changed once handed out; f must not change it.
func (s *Session) ReadTableau(f func(g *tableau.Game)) { f(s.tableau.get()) }

// TableauAct runs action on a copy of the running board game. A refused
// action returns its error and changes nothing; otherwise the copy becomes
// the game, one step Undo can take back, and subscribers hear ChangeShelf
// once.
func (s *Session) TableauAct(action func(g *tableau.Game) error) error {
	return s.tableau.change(ChangeShelf, func(g *tableau.Game) (*tableau.Game, string, error) {
		next, err := actOnCopy(g, ErrNoTableau, action)
		if err != nil {
			return nil, "", err
		}
		label := ""
		if a, ok := next.Last(); ok {
			label = next.Describe(a)
		}
		return next, label, nil
	})
}

// TableauUndo takes back the board game's last step; TableauRedo does the
// last step undone again.
func (s *Session) TableauUndo() error { return s.tableau.back(ChangeShelf, true) }

// TableauRedo does the board game's last step undone again.
func (s *Session) TableauRedo() error { return s.tableau.back(ChangeShelf, false) }

// TableauSteps says what the board game's Undo and Redo would do.
func (s *Session) TableauSteps() Steps { return s.tableau.steps() }

// EndTableau ends the running board game and removes its save.
func (s *Session) EndTableau() { s.tableau.reset(ChangeShelf) }
