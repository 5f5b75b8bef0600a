package session

import (
	"github.com/sapcompanion/sapcompanion/tableau"
)

// TableauFile is the name of the running Super Auto Pets board game (the
// tableau game on the "More games" shelf) in the store.
const TableauFile = "tableau-game.json"

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
		undone: tableauUndone,
	}
}

// tableauUndone reads the actions a board game of an earlier version kept
// undone (its own undo, before documents) as the steps Redo does again:
// the game after each, labelled with its words, the next to redo last.
func tableauUndone(data []byte) ([]step, error) {
	if string(data) == "null" {
		return nil, nil
	}
	g, undone, err := tableau.DecodeUndone(data)
	if err != nil {
		return nil, err
	}
	redo := make([]step, len(undone))
	for i, a := range undone {
		m := tableau.Act(a)
		if g, err = g.Apply(m); err != nil { // DecodeUndone replayed them all
			return nil, err
		}
		enc, err := compactJSON(g.Encode())
		if err != nil {
			return nil, err
		}
		redo[len(undone)-1-i] = step{data: enc, label: m.Words(g)}
	}
	return redo, nil
}

// decodeTableau reads a board game as tableau.Encode writes it; JSON null
// is refused (it has none of the game's parts).
func decodeTableau(data []byte) (*tableau.Game, error) {
	if err := onlyKeys(data, []string{"version", "setup"}, "version", "setup", "log", "done"); err != nil {
		return nil, err
	}
	return tableau.Decode(data)
}

// Tableau is the Super Auto Pets board game's handle: its moves
// (tableau.Move: a start, then the players' actions), undo and redo; its
// value is nil when no game runs.
func (s *Session) Tableau() *Doc[*tableau.Game, tableau.Move] { return s.tableauDoc }

// tableauMoves are the board game's moves for its Doc.
var tableauMoves = moves[*tableau.Game, tableau.Move]{
	apply: (*tableau.Game).Apply, words: tableau.Move.Words, draw: tableau.Move.Draw,
}
