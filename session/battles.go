package session

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// PendingBattle is a battle of the running game's current round that waits
// for its result: which two players meet and who holds the First Player
// token. Player A of the battle is Players[0].
type PendingBattle struct {
	Round   int           `json:"round"`   // the game's round
	Index   int           `json:"index"`   // the battle's place in the round
	Players [2]int        `json:"players"` // the players, as the game numbers them: A, then B
	Names   [2]string     `json:"names"`   // their names
	First   engine.Player `json:"first"`
}

// PendingBattles returns the running game's battles that wait for a result
// in its Battle Phase, in the round's order; none at other times.
func (s *Session) PendingBattles() []PendingBattle {
	g := s.game.get().game
	if g == nil || g.Phase() != tracker.PhaseBattle {
		return nil
	}
	var out []PendingBattle
	for i, bt := range g.CurrentBattles() {
		if bt.Done {
			continue
		}
		pb := PendingBattle{Round: g.Round(), Index: i, Players: [2]int{bt.Pair[0], bt.Pair[1]}, First: engine.PlayerA}
		pb.Names = [2]string{g.Player(bt.Pair[0]).Name, g.Player(bt.Pair[1]).Name}
		if bt.First == bt.Pair[1] {
			pb.First = engine.PlayerB
		}
		out = append(out, pb)
	}
	return out
}

// StillPending reports whether b still waits for its result.
func (s *Session) StillPending(b PendingBattle) bool {
	for _, p := range s.PendingBattles() {
		if p.Round == b.Round && p.Index == b.Index && p.Players == b.Players {
			return true
		}
	}
	return false
}

// RecordBattle enters the result of battle b, as the engine settled
// battle, in the running game, as one step (the move SettleBattle): in a
// game against the app the decks of battle are kept with it (the human's
// is what the app orders against next round). A battle that no longer
// waits for a result (another round, or already recorded) is refused and
// nothing changes.
func (s *Session) RecordBattle(b PendingBattle, battle *engine.Battle, res engine.Result) error {
	var decks [2][]string
	if battle != nil {
		decks = battle.Decks
	}
	return s.gameDoc.Do(SettleBattle(b, res, decks))
}

// RecordResult enters the result of battle b, as the engine settled it, in
// the running game, as RecordBattle does without the decks.
func (s *Session) RecordResult(b PendingBattle, res engine.Result) error {
	return s.gameDoc.Do(SettleBattle(b, res, [2][]string{}))
}

// settle applies a MoveBattle: the result of m.Battle in the game, and in
// a game against the app the decks kept with it.
func (v GameState) settle(m GameMove) (GameState, error) {
	if m.Battle == nil {
		return GameState{}, problemf("the battle settled is missing")
	}
	res, err := m.result()
	if err != nil {
		return GameState{}, err
	}
	g, err := recordResult(v.game, *m.Battle, res, m.Move.By)
	if err != nil {
		return GameState{}, err
	}
	st := v.solo
	if st != nil && (m.Decks[0] != nil || m.Decks[1] != nil) {
		st = st.clone()
		st.noteDecks(m.Battle.Round, m.Battle.Players, m.Decks)
	}
	return GameState{game: g, solo: st}, nil
}

// recordResult returns g with res entered as the result of battle b, by
// the player whose phone settled it at a live table ("": this device).
func recordResult(g *tracker.Game, b PendingBattle, res engine.Result, by string) (*tracker.Game, error) {
	winner := tracker.Draw
	switch res {
	case engine.AWins:
		winner = b.Players[0]
	case engine.BWins:
		winner = b.Players[1]
	}
	if g.Phase() != tracker.PhaseBattle || g.Round() != b.Round || b.Index >= len(g.CurrentBattles()) {
		return nil, problemf("the battle of round %d is no longer waiting for a result", b.Round)
	}
	if bt := g.CurrentBattles()[b.Index]; bt.Done || bt.Pair != b.Players {
		return nil, problemf("the battle %s vs %s already has a result", b.Names[0], b.Names[1])
	}
	m := tracker.Result(b.Round, b.Index, winner)
	m.By = by
	return g.Apply(m)
}

// noteDecks keeps the decks of a battle settled in the resolver: decks are
// A's and B's, players the game's players on those sides.
func (st *soloState) noteDecks(round int, players [2]int, decks [2][]string) {
	for side, p := range players {
		d := st.decks(round)
		if p == st.App {
			d.App, d.Shown = slices.Clone(decks[side]), true
		} else {
			d.Human = slices.Clone(decks[side])
		}
	}
}
