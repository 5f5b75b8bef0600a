package tableau

import (
	"encoding/json"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Kind names an action in the log and the save.
type Kind string

// The actions.
const (
	KindRefill  Kind = "refill"
	KindPlace   Kind = "place"
	KindUpgrade Kind = "upgrade"
	KindFood    Kind = "food"
	KindSell    Kind = "sell"
	KindMerge   Kind = "merge"
	KindPass    Kind = "pass"
	KindWound   Kind = "wound"
	KindHeal    Kind = "heal"
	KindBoost   Kind = "boost"
	KindColumn  Kind = "column"
	KindScore   Kind = "score"
	KindFinish  Kind = "finish"
)

// kinds are the actions, in the order above.
var kinds = []Kind{KindRefill, KindPlace, KindUpgrade, KindFood, KindSell, KindMerge, KindPass,
	KindWound, KindHeal, KindBoost, KindColumn, KindScore, KindFinish}

// Action is one entry of the game's log: what a player did, as saved.
type Action struct {
	Kind   Kind          `json:"kind"`
	Player int           `json:"player"`
	Space  int           `json:"space"`           // 0-based; for a merge, the stack moved
	Into   int           `json:"into,omitempty"`  // a merge's stack kept
	Name   string        `json:"name,omitempty"`  // the animal or the food
	Power  [MaxLevel]int `json:"power,omitempty"` // a placed animal's printed power
	Keep   bool          `json:"keep,omitempty"`  // a food stays under the stack
	Line   Line          `json:"line,omitempty"`  // a refilled line
	// Amount is the power a food adds, or a change of a stack's or a
	// column's power (+1, -1).
	Amount int `json:"amount,omitempty"`
}

// apply runs a on the state.
func (s *state) apply(a Action) error {
	switch a.Kind {
	case KindRefill:
		return s.refill(a.Player, a.Line)
	case KindPlace:
		return s.place(a.Player, a.Space, a.Name, a.Power)
	case KindUpgrade:
		return s.upgrade(a.Player, a.Space, a.Name)
	case KindFood:
		return s.food(a.Player, a.Space, a.Name, a.Keep, a.Amount)
	case KindSell:
		return s.sell(a.Player, a.Space)
	case KindMerge:
		return s.merge(a.Player, a.Space, a.Into)
	case KindPass:
		return s.pass(a.Player)
	case KindWound, KindHeal:
		return s.setWound(a.Player, a.Space, a.Kind == KindWound)
	case KindBoost:
		return s.boost(a.Player, a.Space, a.Amount)
	case KindColumn:
		return s.column(a.Space, a.Amount)
	case KindScore:
		return s.score()
	case KindFinish:
		return s.finish()
	}
	return errf("there is no action called %q", a.Kind)
}

// Game is a game of the Super Auto Pets board game: its set-up and the log
// of its actions. Change it only through its actions, or Apply a Move to
// it for a new game value.
type Game struct {
	setup Setup
	log   []Action
	cur   state // the set-up with log applied
}

// Clone returns a copy of g that a change of the copy leaves as it was.
func (g *Game) Clone() *Game {
	c := *g
	c.log = slices.Clone(g.log)
	c.cur = g.cur.clone()
	return &c
}

// New starts a game from a set-up: round 1's market phase, with su.First to
// draft first. A set-up the rules refuse is an error.
func New(su Setup) (*Game, error) {
	su.DraftRoom = true
	return startGame(su)
}

// startGame starts a game from su as it is (Decode keeps a saved game's
// rules as they were).
func startGame(su Setup) (*Game, error) {
	if err := su.check(); err != nil {
		return nil, err
	}
	su.Players = append([]SeatSetup(nil), su.Players...)
	return &Game{setup: su, cur: start(su)}, nil
}

// do tries a on a copy of the state and keeps it when it is legal.
func (g *Game) do(a Action) error {
	next := g.cur.clone()
	if err := next.apply(a); err != nil {
		return err
	}
	g.log = append(slices.Clip(g.log), a)
	g.cur = next
	return nil
}

// Refill records that player p refilled line l of the market before taking
// a card: once a round, on p's turn.
func (g *Game) Refill(p int, l Line) error { return g.do(Action{Kind: KindRefill, Player: p, Line: l}) }

// Place records that player p drafted an animal and put it as a new stack in
// space i (0 is the rear). A taken space pushes the stacks in the way one
// space toward the nearest empty one, keeping their order.
func (g *Game) Place(p, i int, animal string, power [MaxLevel]int) error {
	return g.do(Action{Kind: KindPlace, Player: p, Space: i, Name: animal, Power: power})
}

// Upgrade records that player p drafted an animal and tucked it under the
// stack of the same animal in space i, one level up (at most 3).
func (g *Game) Upgrade(p, i int, animal string) error {
	return g.do(Action{Kind: KindUpgrade, Player: p, Space: i, Name: animal})
}

// Food records that player p drafted a food for the stack in space i. With
// keep it lies under the stack, replacing any food there, and adds adds to
// the stack's power (less when negative) while it lies there; without, it
// was used at once and adds must be 0.
func (g *Game) Food(p, i int, food string, keep bool, adds int) error {
	return g.do(Action{Kind: KindFood, Player: p, Space: i, Name: food, Keep: keep, Amount: adds})
}

// Boost changes the power abilities give player p's stack in space i by
// delta (+1, -1) for this round's combat, in the combat phase.
func (g *Game) Boost(p, i, delta int) error {
	return g.do(Action{Kind: KindBoost, Player: p, Space: i, Amount: delta})
}

// Column changes by delta (+1, -1) the power effects give column i (space
// i of every tableau, 0 the rear) for this round's combat, in the combat
// phase.
func (g *Game) Column(i, delta int) error {
	return g.do(Action{Kind: KindColumn, Space: i, Amount: delta})
}

// Sell records that player p sold the stack in space i for 1, 3 or 6
// victory points (level 1, 2 or 3): on p's market turn, or in the final
// sale after round 6.
func (g *Game) Sell(p, i int) error { return g.do(Action{Kind: KindSell, Player: p, Space: i}) }

// Merge records that player p merged the stack in space from into the stack
// of the same animal in space into, on p's market turn: at most 3 cards
// stay, and discarding any gains 1 victory point.
func (g *Game) Merge(p, from, into int) error {
	return g.do(Action{Kind: KindMerge, Player: p, Space: from, Into: into})
}

// Pass records that player p passed: the market had no card to take.
func (g *Game) Pass(p int) error { return g.do(Action{Kind: KindPass, Player: p}) }

// Wound puts a wound token on player p's stack in space i, in the combat
// phase.
func (g *Game) Wound(p, i int) error { return g.do(Action{Kind: KindWound, Player: p, Space: i}) }

// Heal takes the wound token off player p's stack in space i again.
func (g *Game) Heal(p, i int) error { return g.do(Action{Kind: KindHeal, Player: p, Space: i}) }

// Score scores the round's combat: 4 victory points to the most power, 2
// to the second, the least power first in the next round, wounds healed.
func (g *Game) Score() error { return g.do(Action{Kind: KindScore}) }

// Finish ends the game after the final sale.
func (g *Game) Finish() error { return g.do(Action{Kind: KindFinish}) }

// replay applies log to the set-up's start.
func replay(su Setup, log []Action) (state, error) {
	s := start(su)
	for i, a := range log {
		if err := s.apply(a); err != nil {
			return state{}, errf("action %d of the log (%s): %s", i+1, a.Kind, err)
		}
	}
	return s, nil
}

// Last is the last action taken; ok is false when none.
func (g *Game) Last() (Action, bool) {
	if len(g.log) == 0 {
		return Action{}, false
	}
	return g.log[len(g.log)-1], true
}

// saveVersion is the version of the save format: 2 since foods' power and
// changes of power (an app that reads only 1 keeps a save of 2 aside
// rather than score it without them). Version 1 is read too.
const saveVersion = 2

// save is the save format: the set-up, every action and how many are in
// effect. This app writes every action in effect; a save of an earlier
// version, whose game kept its own undo, may hold actions undone after
// them (DecodeUndone reads them).
type save struct {
	Version int      `json:"version"`
	Setup   Setup    `json:"setup"`
	Log     []Action `json:"log"`
	Done    int      `json:"done"`
}

// changesPower reports whether a is a change of power, which a save of
// version 1 cannot hold.
func changesPower(a Action) bool {
	return a.Kind == KindBoost || a.Kind == KindColumn || a.Amount != 0
}

// maxLog is the most actions a save may hold: far more than a game takes.
const maxLog = 5000

// Encode writes the game as versioned JSON.
func (g *Game) Encode() ([]byte, error) {
	return json.Marshal(save{Version: saveVersion, Setup: g.setup, Log: g.log, Done: len(g.log)})
}

// Decode reads a game Encode wrote: the actions in effect. Every action is
// checked again, undone ones too, so a damaged or edited save is refused
// with what is wrong; the undone ones are left out (see DecodeUndone).
func Decode(data []byte) (*Game, error) {
	g, _, err := DecodeUndone(data)
	return g, err
}

// DecodeUndone is Decode that also returns the actions a save of an
// earlier version kept undone after those in effect, in the order they
// were taken: what its Redo would have done again, one after another.
func DecodeUndone(data []byte) (*Game, []Action, error) {
	var sv save
	if err := json.Unmarshal(data, &sv); err != nil {
		if textcheck.IsJSONSyntax(err) {
			return nil, nil, errf("the save is not valid JSON: %s", textcheck.JSONProblem(data, err))
		}
		return nil, nil, errf("the save is damaged: %s", textcheck.JSONProblem(data, err))
	}
	if err := sv.check(); err != nil {
		return nil, nil, err
	}
	g, err := startGame(sv.Setup)
	if err != nil {
		return nil, nil, err
	}
	if _, err := replay(g.setup, sv.Log); err != nil {
		return nil, nil, errf("the save's %s", err)
	}
	cur, _ := replay(g.setup, sv.Log[:sv.Done])
	g.log, g.cur = slices.Clip(sv.Log[:sv.Done]), cur
	return g, slices.Clone(sv.Log[sv.Done:]), nil
}

// check refuses a save of a version this app does not read, or whose
// numbers do not hold together.
func (sv save) check() error {
	if sv.Version != saveVersion && sv.Version != 1 {
		return errf("the save has version %d; this app reads versions 1 and %d", sv.Version, saveVersion)
	}
	if sv.Version == 1 {
		if i := slices.IndexFunc(sv.Log, changesPower); i >= 0 {
			return errf("the save has version 1, which has no changes of power, yet action %d (%s) changes power", i+1, sv.Log[i].Kind)
		}
	}
	if len(sv.Log) > maxLog {
		return errf("the save has %d actions, more than the %d a game can have", len(sv.Log), maxLog)
	}
	if sv.Done < 0 || sv.Done > len(sv.Log) {
		return errf("the save says %d actions are in effect, but it has %d", sv.Done, len(sv.Log))
	}
	return nil
}
