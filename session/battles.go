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
	g := s.Game()
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
// battle, in the running game, as one step: in a game against the app the
// decks of battle are kept with it (the human's is what the app orders
// against next round). A battle that no longer waits for a result (another
// round, or already recorded) is refused and nothing changes.
func (s *Session) RecordBattle(b PendingBattle, battle *engine.Battle, res engine.Result) error {
	return s.game.change(ChangeGame, func(v gameValue) (gameValue, string, error) {
		if v.game == nil {
			return v, "", ErrNoGame
		}
		g := v.game.Clone()
		if err := recordResult(g, b, res); err != nil {
			return v, "", err
		}
		if v.solo != nil {
			v.solo = v.solo.clone()
			v.solo.noteDecks(b.Round, b.Players, battle.Decks)
		}
		return gameValue{game: g, solo: v.solo}, g.UndoText(), nil
	})
}

// RecordResult enters the result of battle b, as the engine settled it, in
// the running game, as RecordBattle does without the decks.
func (s *Session) RecordResult(b PendingBattle, res engine.Result) error {
	return s.Act(func(g *tracker.Game) error { return recordResult(g, b, res) })
}

// recordResult enters res as the result of battle b in g.
func recordResult(g *tracker.Game, b PendingBattle, res engine.Result) error {
	winner := tracker.Draw
	switch res {
	case engine.AWins:
		winner = b.Players[0]
	case engine.BWins:
		winner = b.Players[1]
	}
	if g.Phase() != tracker.PhaseBattle || g.Round() != b.Round || b.Index >= len(g.CurrentBattles()) {
		return problemf("the battle of round %d is no longer waiting for a result", b.Round)
	}
	if bt := g.CurrentBattles()[b.Index]; bt.Done || bt.Pair != b.Players {
		return problemf("the battle %s vs %s already has a result", b.Names[0], b.Names[1])
	}
	return g.RecordResult(b.Index, winner)
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
